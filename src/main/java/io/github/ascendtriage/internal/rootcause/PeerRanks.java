package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A peer that HCCL names by its UId, {@code serverId/devicePhyId} (hccl heartbeat.cc {@code GetUId}),
 * turned into the process the input shows: through a rank table in the input ({@link
 * Setting#RANK_SEATS}: its {@code server_id}, {@code device_id} and {@code rank_id} are the fields
 * the UId is made of), else through torchrun's record of the worker that ended ({@link
 * Setting#LAUNCHER_EXITS}: the summary's {@code rank : R (local_rank: L)} and the agent's {@code
 * failed (exitcode: N) local_rank: M}, its rank the one the agent's rendezvous record gave that
 * local rank, {@link Setting#LAUNCHER_RANKS}), the worker whose local rank is the device id, when
 * its host's evidence agrees ({@link LostPeerHost}). Its exit code is why the peer went. Stateless.
 */
final class PeerRanks {
  private PeerRanks() {}

  /** One exit torchrun recorded on {@code host}: {@code rank} and {@code pid} null when the line gave none. */
  record Exit(String host, String rank, String localRank, int code, String sig, String pid) {
    /** The exit as said in a reason: the code, and for a negative one the signal that ended it. */
    String say() {
      String what = sig == null ? "" : " (" + sig + (sig.equals("SIGKILL")
          ? ": killed from outside the job, most often by the host's OOM killer: check dmesg on " + host + ")" : ")");
      return "torchrun recorded its exit on " + host + ": exitcode " + code + what;
    }
  }

  /** The rank the input's rank tables give the seat {@code serverId/device}; empty when none or they disagree. */
  static Optional<String> tableRank(Map<String, SourceFacts> self, String serverId, String device) {
    Set<String> ranks = new HashSet<>();
    String seat = serverId + "/" + device + "=";
    for (SourceFacts f : self.values()) {
      for (String v : list(f, Setting.RANK_SEATS)) {
        if (v.startsWith(seat)) {
          int at = v.indexOf(Setting.SEAT_ADDRESS, seat.length());
          ranks.add(v.substring(seat.length(), at < 0 ? v.length() : at));
        }
      }
    }
    return ranks.size() == 1 ? Optional.of(ranks.iterator().next()) : Optional.empty();
  }

  /**
   * The exits torchrun recorded, each on the host of its file; an agent line's rank is filled from
   * the rank the same host's agent gave that local rank when its rendezvous completed ({@link
   * Setting#LAUNCHER_RANKS}, the latest), else from the host's summary entries (a node's ranks are
   * its first rank plus the local rank).
   */
  static List<Exit> exits(Map<String, SourceFacts> self, ProcessRegistry registry) {
    List<Exit> out = new ArrayList<>();
    Map<String, Integer> firstRank = new LinkedHashMap<>();
    Map<String, Map<String, String>> launched = new LinkedHashMap<>();
    boolean mixed = workerCounts(self).size() > 1;
    self.forEach((src, f) -> {
      String host = registry.hostOf(src);
      for (String v : list(f, Setting.LAUNCHER_RANKS)) {
        int eq = v.indexOf('=');
        int derived = v.indexOf(Setting.DERIVED_RANK);
        if (eq > 0 && (derived < 0 || !mixed)) { // a rank derived from a node rank needs one count for every node
          launched.computeIfAbsent(host, h -> new LinkedHashMap<>()).put(v.substring(0, eq), v.substring(eq + 1,
              derived < 0 ? v.length() : derived));
        }
      }
      for (String v : list(f, Setting.LAUNCHER_EXITS)) {
        parse(host, v).ifPresent(e -> {
          out.add(e);
          if (e.rank != null && e.localRank != null) {
            firstRank.putIfAbsent(host, Integer.parseInt(e.rank) - Integer.parseInt(e.localRank));
          }
        });
      }
    });
    List<Exit> filled = new ArrayList<>();
    for (Exit e : out) {
      Integer first = firstRank.get(e.host);
      String given = e.rank != null || e.localRank == null ? null : launched.getOrDefault(e.host, Map.of()).get(e.localRank);
      String rank = given != null ? given
          : e.rank == null && e.localRank != null && first != null ? String.valueOf(first + Integer.parseInt(e.localRank)) : e.rank;
      filled.add(rank == null || rank.equals(e.rank) ? e : new Exit(e.host, rank, e.localRank, e.code, e.sig, e.pid));
    }
    return filled;
  }

  /** One value of {@link Setting#LAUNCHER_EXITS} recorded on {@code host} ({@code rank/local=code[ SIG][@pid]}); empty when malformed. */
  static Optional<Exit> parse(String host, String v) {
    int slash = v.indexOf('/');
    int eq = v.indexOf('=');
    int at = v.indexOf('@', Math.max(eq, 0));
    if (slash <= 0 || eq < slash) {
      return Optional.empty();
    }
    try {
      String rank = v.substring(0, slash);
      String local = v.substring(slash + 1, eq);
      String[] exit = v.substring(eq + 1, at < 0 ? v.length() : at).split(" ", 2);
      String pid = at < 0 ? null : v.substring(at + 1);
      for (String n : new String[] {rank, local, pid == null || pid.isEmpty() ? "-" : pid}) {
        if (!n.equals("-")) {
          Integer.parseInt(n); // a number, as the recognizer wrote it
        }
      }
      return Optional.of(new Exit(host, rank.equals("-") ? null : rank, local.equals("-") ? null : local,
          Integer.parseInt(exit[0]), exit.length > 1 ? exit[1] : null, pid == null || pid.isEmpty() ? null : pid));
    } catch (NumberFormatException x) {
      return Optional.empty(); // not an exit the recognizer wrote: skipped
    }
  }

  /**
   * The worker counts torchrun's launches state, each with the first source that states it: the count
   * a derived rank assumes ({@code localRank=rank~n}), and a rendezvous record's workers (the local
   * ranks its {@code global_ranks} pairs list in one source). More than one: the nodes run different
   * numbers of workers, and {@code node_rank * nproc_per_node + local_rank} is not a worker's rank
   * (torch/distributed/elastic/agent/server/api.py {@code _assign_worker_ranks} sums the earlier
   * nodes' counts), so no derived rank is used.
   */
  static Map<Integer, String> workerCounts(Map<String, SourceFacts> self) {
    Map<Integer, String> counts = new java.util.TreeMap<>();
    self.forEach((src, f) -> {
      Set<String> stated = new HashSet<>();
      for (String v : list(f, Setting.LAUNCHER_RANKS)) {
        int eq = v.indexOf('=');
        int derived = v.indexOf(Setting.DERIVED_RANK);
        if (derived > eq && eq > 0) {
          try {
            counts.putIfAbsent(Integer.parseInt(v.substring(derived + 1)), src);
          } catch (NumberFormatException x) {
            // not a count the recognizer wrote: skipped
          }
        } else if (eq > 0) {
          stated.add(v.substring(0, eq));
        }
      }
      if (!stated.isEmpty()) {
        counts.putIfAbsent(stated.size(), src);
      }
    });
    return counts;
  }

  /**
   * True when the worker ended on its own: a failure or a signal from outside the job, not the
   * SIGTERM the agent sends a host's other workers once one fails nor a person's SIGINT
   * (docs/log-formats.md 9.4), and not a clean exit.
   */
  static boolean onItsOwn(Exit e) {
    return e.code != 0 && !stopped(e);
  }

  /** True when the worker was stopped by SIGTERM or SIGINT: the agent's or a person's stop, not the worker's own end. */
  static boolean stopped(Exit e) {
    return e.code == -15 || e.code == -2;
  }

  /** The recorded exit of the process of {@code rank} on {@code host}. */
  static Optional<Exit> of(List<Exit> exits, String host, String rank) {
    return exits.stream().filter(e -> e.host.equals(host == null ? "" : host) && rank != null && rank.equals(e.rank)).findFirst();
  }

  private static List<String> list(SourceFacts f, Setting s) {
    String v = f.settings().get(s);
    return v == null || v.isEmpty() ? List.of() : List.of(v.split(","));
  }
}
