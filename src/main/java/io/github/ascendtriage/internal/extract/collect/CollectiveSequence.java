package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Ranks of one communicator that dispatched different collectives at the same point of their
 * sequence. Every rank of a communicator must issue the same collectives in the same order, with
 * the same count and data type (HCCL's consistency rule: EI0002's official solution, when every
 * rank reports it, is to check that operator type, count and data type agree across ranks; its
 * troubleshooting guide reads the entry log, HCCL_ENTRY_LOG_ENABLE, rank by rank for the same
 * purpose). The facts are each process's {@link Setting#COLLECTIVES_ISSUED}: the n-th collective
 * it dispatched on a communicator as its entry log shows it, counted from the communicator's
 * creation, and the operation a failed task's report places at index n of the communicator (the
 * two numberings are kept apart). Two processes (other pids) whose n-th collectives on one
 * communicator differ in operator, in data type, or in count
 * where the operator wants one count on every rank (all-reduce, reduce, broadcast, all-gather,
 * reduce-scatter, scatter: the v-forms and all-to-all may differ by design), ran different code
 * paths or different data: the script's fault. Ranks that stopped at different times are no such
 * difference: the sequence of the one that stopped first is a prefix of the others', and the
 * ranks that wait wait in the same collective (the cascade of a fault elsewhere). The finding is the
 * token {@link #TOKEN_VALUE} of type {@code hccl-stage}, and only while some process of the input
 * waited for a peer and gave up (an error event of {@link EventKind#CASCADE}); its evidence is the
 * last entry line of each of the two processes and the waits, which the difference explains.
 * Stateless and thread-safe.
 */
public final class CollectiveSequence {
  private CollectiveSequence() {}

  /** The value of the {@code hccl-stage} token this finding adds. */
  public static final String TOKEN_VALUE = "ranks issued different collectives";

  /** The operators whose count every rank of the communicator passes alike. */
  private static final Set<String> ONE_COUNT = Set.of("allreduce", "reduce", "broadcast", "allgather", "reducescatter", "scatter");

  /** One dispatched collective: operator, count and data type ({@code -}: not printed). */
  private record Op(String op, String count, String type) {
    boolean differs(Op o) {
      return !op.equals(o.op) || known(type) && known(o.type) && !type.equals(o.type)
          || ONE_COUNT.contains(op) && known(count) && known(o.count) && !count.equals(o.count);
    }

    private static boolean known(String v) {
      return !"-".equals(v);
    }
  }

  /** One process's collectives on one communicator, by ordinal; the source and the line of its last entry. */
  private record Issued(String pid, Map<String, Op> ops, Evidence last) {}

  /** {@code f} with the finding's token when two processes dispatched different n-th collectives on one communicator in a hung job. */
  public static FeatureSet derive(FeatureSet f) {
    List<Evidence> waits = GraphDivergence.waits(f);
    if (waits.isEmpty()) {
      return f;
    }
    // communicator -> process (source and pid) -> its collectives there
    Map<String, Map<String, Issued>> byComm = new LinkedHashMap<>();
    for (Map.Entry<String, SourceFacts> s : f.sources().entrySet()) {
      String list = s.getValue().settings().get(Setting.COLLECTIVES_ISSUED);
      if (list != null) {
        read(s.getKey(), list, s.getValue().stated().get(Setting.COLLECTIVES_ISSUED), byComm);
      }
    }
    for (Map<String, Issued> procs : byComm.values()) {
      List<Issued> all = new ArrayList<>(procs.values());
      for (int i = 0; i < all.size(); i++) {
        for (int j = i + 1; j < all.size(); j++) {
          Issued a = all.get(i);
          Issued b = all.get(j);
          if (!a.pid.equals(b.pid) && differ(a, b)) {
            List<Evidence> ev = new ArrayList<>();
            for (Evidence x : new Evidence[] {a.last, b.last}) {
              if (x != null && !ev.contains(x)) {
                ev.add(x);
              }
            }
            waits.stream().filter(w -> !ev.contains(w)).forEach(ev::add);
            return f.withDerived(FeatureType.HCCL_STAGE, TOKEN_VALUE, ev);
          }
        }
      }
    }
    return f;
  }

  /** True when the two dispatched another collective at an ordinal both reached. */
  private static boolean differ(Issued a, Issued b) {
    for (Map.Entry<String, Op> e : a.ops.entrySet()) {
      Op o = b.ops.get(e.getKey());
      if (o != null && e.getValue().differs(o)) {
        return true;
      }
    }
    return false;
  }

  private static void read(String source, String list, Evidence last, Map<String, Map<String, Issued>> byComm) {
    for (String entry : list.split(",")) {
      String[] p = entry.split(" ");
      if (p.length != 6) {
        continue; // not the recogniser's form
      }
      Issued at = byComm.computeIfAbsent(p[1], k -> new LinkedHashMap<>())
          .computeIfAbsent(source + " " + p[0], k -> new Issued("-".equals(p[0]) ? "file " + source : p[0], new LinkedHashMap<>(), last));
      at.ops.putIfAbsent(p[2], new Op(p[3], p[4], p[5]));
    }
  }
}
