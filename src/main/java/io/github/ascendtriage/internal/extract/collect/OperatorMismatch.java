package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ranks of one communicator that failed in different collective operators. HCCL names the task of
 * a single-operator collective by the operator and the communicator: the tag is the operator's
 * name, {@code _}, and the communicator's identifier ({@code AllGather_198.51.100.7%eth0_60000_0_1765...};
 * hcomm's op_base.cc), and its task-exception, transport-allocation and EI0002 reports print it.
 * When the first such report of one process names another operator than another process's on the
 * same communicator, the ranks issued different collectives and wait for each other: HCCL's
 * link-setup troubleshooting reads exactly this (one rank in AllReduce while the others are in
 * AllGather) as a behaviour-consistency fault of the script, and EI0002's official solution asks,
 * when every rank reports it, to check that the operator type, count and data type agree across
 * ranks. torch_npu's watchdog report is read the same way: ranks whose timed-out work has one
 * sequence number of one process group but different operation types. Point-to-point operators (a send on one rank pairs with a receive on the other) and tags
 * whose communicator part differs (graph-mode tags carry a per-node hash) are never compared.
 * The finding is the token {@link #TOKEN_VALUE} of type {@code hccl-stage}, added to the input's
 * features with every tagged report line of that communicator as its evidence; the reasoning rule
 * that lists it, and cases that exclude it, give it its meaning. Stateless and thread-safe.
 */
public final class OperatorMismatch {
  private OperatorMismatch() {}

  /** The value of the {@code hccl-stage} token this finding adds. */
  public static final String TOKEN_VALUE = "ranks ran different operators";

  private static final Pattern TAG = Pattern.compile("(?:algTag|tag):?\\[([A-Za-z]{4,24})_([^\\]\\s]{1,200})\\]");
  /** A rootinfo identifier ({@code ip%nic_port_device_time}): anything after it is the algorithm's name. */
  private static final Pattern IDENTIFIER = Pattern.compile("^[^_\\]]{1,80}_\\d{1,6}_\\d{1,6}_\\d{6,20}");
  /** The collectives of HCCL's operator API, lower case, without the graph engine's {@code hcom} prefix. */
  private static final Set<String> COLLECTIVES = Set.of("allreduce", "allgather", "allgatherv", "reducescatter",
      "reducescatterv", "broadcast", "reduce", "scatter", "gather", "alltoall", "alltoallv", "alltoallvc");

  private static final Pattern WATCHDOG = Pattern.compile(
      "\\[(?:PG ([^\\]]{1,80}?) )?Rank (\\d{1,7})\\][ ,]{0,3}Watchdog caught collective operation timeout: WorkHCCL\\(SeqNum=(\\d{1,12}), OpType=([A-Z_]{2,32})(?:, NumelIn=(\\d{1,19}))?");
  /** torch_npu's operation types whose input has as many elements on every rank (a reduction, a broadcast). */
  private static final Set<String> ONE_SIZE = Set.of("ALLREDUCE", "REDUCE", "BROADCAST");
  private static final Set<String> POINT_TO_POINT = Set.of("SEND", "RECV", "RECVANYSOURCE", "UNKNOWN");

  private static final Pattern CONSOLE_PID = Pattern.compile("\\[PID: ?(\\d{1,10})\\]");

  /** At most this many report lines are the clue's evidence. */
  static final int MAX_LINES = 64;

  /**
   * {@code f} with the finding's token when two processes' first failed tasks on one communicator
   * ran different collective operators; {@code f} itself otherwise.
   */
  public static FeatureSet derive(FeatureSet f) {
    // communicator -> writer -> the operator of its first failed task there; and every report line of it
    Map<String, Map<String, String>> byComm = new LinkedHashMap<>();
    Map<String, List<Evidence>> lines = new LinkedHashMap<>();
    for (ErrorEvent e : f.events()) {
      String text = e.evidence().text();
      String[] found = text.contains("WorkHCCL(SeqNum=") ? watchdog(text) : tagged(text, e);
      if (found == null) {
        continue;
      }
      byComm.computeIfAbsent(found[0], k -> new LinkedHashMap<>()).putIfAbsent(found[1], found[2]);
      List<Evidence> ls = lines.computeIfAbsent(found[0], k -> new ArrayList<>());
      if (ls.size() < MAX_LINES) {
        ls.add(e.evidence());
      }
    }
    for (Map.Entry<String, Map<String, String>> comm : byComm.entrySet()) {
      if (new java.util.HashSet<>(comm.getValue().values()).size() > 1) {
        // every report of the communicator: the mismatch explains them all (a timeout, a task
        // failure, the component words on them are its cascade)
        List<Evidence> ev = new ArrayList<>(lines.get(comm.getKey()));
        ev.sort(java.util.Comparator.comparing(Evidence::source).thenComparingLong(Evidence::line));
        return f.withDerived(FeatureType.HCCL_STAGE, TOKEN_VALUE, ev);
      }
    }
    return f;
  }

  /** Communicator, writer and collective operator of an HCCL task report's tag; null when it names none. */
  private static String[] tagged(String text, ErrorEvent e) {
    if (text.indexOf("ag[") < 0 && text.indexOf("ag:[") < 0) {
      return null;
    }
    Matcher m = TAG.matcher(text);
    if (!m.find()) {
      return null;
    }
    String op = m.group(1).toLowerCase(Locale.ROOT);
    if (op.startsWith("hcom")) {
      op = op.substring(4);
    }
    return COLLECTIVES.contains(op) ? new String[] {"tag " + communicator(m.group(2)), writer(e), op} : null;
  }

  /**
   * The same for torch_npu's watchdog report ({@code [PG 0 Rank 3] Watchdog caught collective
   * operation timeout: WorkHCCL(SeqNum=88, OpType=ALLGATHER, ...)}, ProcessGroupHCCL.cpp): the
   * process group counts its collectives, so ranks whose timed-out work has the same sequence
   * number in the same group but another operation type issued different collectives there (the
   * comparison PyTorch's desync check makes), and so did ranks whose all-reduce, reduce or broadcast
   * there has another element count ({@code NumelIn}; every rank passes one size to these). Ranks
   * that timed out at different sequence numbers are not compared: a rank that stopped behind the
   * others is the cascade's shape, not a difference. Point-to-point work is never compared.
   */
  private static String[] watchdog(String text) {
    Matcher m = WATCHDOG.matcher(text);
    if (!m.find() || POINT_TO_POINT.contains(m.group(4))) {
      return null;
    }
    String group = m.group(1) == null ? "" : m.group(1);
    // a reduction or broadcast of another size at the same sequence number is another collective too
    String op = ONE_SIZE.contains(m.group(4)) && m.group(5) != null ? m.group(4) + " of " + m.group(5) : m.group(4);
    return new String[] {"process group " + group + " #" + m.group(3), "rank " + m.group(2), op};
  }

  /** The communicator part of a tag: a rootinfo identifier without the algorithm's name after it, or the whole. */
  static String communicator(String rest) {
    Matcher m = IDENTIFIER.matcher(rest);
    return m.find() ? m.group() : rest;
  }

  /**
   * Who printed the line: the plog header's process (one process may write several rotated files)
   * or the one CANN's error manager heads its message with ({@code EI0002: [PID: 7277] ...}), else
   * the rank the line or its source names, else its file.
   */
  private static String writer(ErrorEvent e) {
    if (e.pid().isPresent()) {
      return "pid " + e.pid().get();
    }
    Matcher m = CONSOLE_PID.matcher(e.evidence().text());
    if (m.find()) {
      return "pid " + m.group(1);
    }
    return e.rank().map(x -> "rank " + x).orElse("file " + e.evidence().source());
  }
}
