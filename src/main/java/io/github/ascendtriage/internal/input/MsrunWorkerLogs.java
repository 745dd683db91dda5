package io.github.ascendtriage.internal.input;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ties MindSpore msrun's worker logs to their ranks where the tree decides it (port33). msrun writes
 * each worker's stdout and stderr to {@code <log_dir>/worker_<N>.log} and its scheduler's to {@code
 * scheduler.log} beside them (mindspore-ai/mindspore, {@code
 * mindspore/python/mindspore/parallel/cluster/process_entity/_api.py}, {@code
 * _get_node_id_and_log_path}; MindFormers' {@code msrun_launcher.sh} sets the folder to {@code
 * output/msrun_log}). N is the worker's node id, which msrun exports as its {@code RANK_ID}, when one
 * host runs every worker ({@code --local_worker_num} equal to {@code --worker_num}) or when {@code
 * --node_rank} is 0 or more (node id {@code node_rank * local_worker_num + i}); with several hosts and
 * {@code --node_rank} left at -1, N is the worker's index on its host, from 0, and the scheduler gives
 * the rank later. Indexes repeat on every host, node ids never do: when two or more hosts of the tree
 * hold worker logs and no number is on two of them, each {@code worker_N.log} is rank N's console. A
 * tree with one such host, or whose hosts share a number, is left untied: by its names alone a single
 * host's logs may be either. The name is the second tie of a worker log to its rank: a log whose own lines state its
 * rank ({@code This node <id> rank id: <rank>}, extract.processes.MsrunWorkerRankRecognizer, msrun39) keeps that
 * one, and its name ties nothing (tenthe40), since with {@code --node_rank} -1 the scheduler gives the ranks. Stateless.
 */
public final class MsrunWorkerLogs {
  private static final Pattern WORKER = Pattern.compile("worker_(\\d{1,6})\\.log");
  /** The folder MindFormers' launcher gives msrun; elsewhere the folder must hold msrun's scheduler.log too. */
  private static final String LOG_FOLDER = "msrun_log";

  private MsrunWorkerLogs() {}

  /**
   * The same places, each worker log of a tree whose numbers are node ids given its rank, but those in {@code ranked}
   * (whose lines state their rank); else as they came. {@code clusterLogs}: the sources whose lines are a MindSpore
   * cluster worker's, whose folder is msrun's log folder (tenthe40).
   */
  public static Map<String, SourceMeta> tie(Map<String, SourceMeta> metas, Set<String> ranked, Set<String> clusterLogs) {
    Set<String> cluster = folders(clusterLogs);
    Map<String, String> numbers = new LinkedHashMap<>();
    Map<String, String> hostOf = new HashMap<>();
    for (Map.Entry<String, SourceMeta> e : metas.entrySet()) {
      SourceMeta m = e.getValue();
      Optional<String> n = number(e.getKey(), metas, cluster);
      if (n.isPresent() && m.rank().isEmpty() && m.host().isPresent()) {
        String other = hostOf.putIfAbsent(n.get(), m.host().get());
        if (other != null) {
          return metas; // a number on two hosts (or twice on one): indexes, or a tree that does not say
        }
        numbers.put(e.getKey(), n.get());
      }
    }
    if (hostOf.values().stream().distinct().count() < 2) {
      return metas;
    }
    Map<String, SourceMeta> out = new LinkedHashMap<>(metas);
    numbers.forEach((source, n) -> {
      if (!ranked.contains(source)) {
        out.put(source, metas.get(source).withRank(n));
      }
    });
    return out;
  }

  /** True when {@code source} is an msrun worker log: {@code worker_N.log} in msrun's log folder ({@link #tie}). */
  public static boolean isWorkerLog(String source, Map<String, SourceMeta> metas, Set<String> clusterLogs) {
    return number(source, metas, folders(clusterLogs)).isPresent();
  }

  /**
   * The device of worker log {@code source}, from its name. msrun starts a host's workers with index i from 0, each
   * with {@code DEVICE_ID} i and node id {@code node_rank * local_worker_num + i} (_api.py, {@code start_workers} and
   * {@code _get_node_id_and_log_path}). So where the names are indexes (a number on two hosts) the number is the
   * device; where they are node ids, the device is the number modulo the workers a host runs, taken as the most
   * worker logs one host holds and trusted only when each host's numbers lie in one block of that many. Else empty.
   */
  public static OptionalInt device(String source, Map<String, SourceMeta> metas, Set<String> clusterLogs) {
    Set<String> cluster = folders(clusterLogs);
    Optional<String> own = number(source, metas, cluster);
    if (own.isEmpty()) {
      return OptionalInt.empty();
    }
    Map<String, Set<Integer>> byHost = new HashMap<>();
    boolean repeats = false;
    Set<Integer> all = new HashSet<>();
    for (Map.Entry<String, SourceMeta> e : metas.entrySet()) {
      Optional<String> n = number(e.getKey(), metas, cluster);
      if (n.isPresent() && e.getValue().host().isPresent()) {
        int v = Integer.parseInt(n.get());
        repeats |= !all.add(v);
        byHost.computeIfAbsent(e.getValue().host().get(), h -> new HashSet<>()).add(v);
      }
    }
    int mine = Integer.parseInt(own.get());
    if (repeats) {
      return OptionalInt.of(mine);
    }
    int perHost = byHost.values().stream().mapToInt(Set::size).max().orElse(0);
    if (byHost.size() < 2 || perHost == 0) {
      return OptionalInt.empty(); // one host: names may be either
    }
    for (Set<Integer> host : byHost.values()) {
      if (host.stream().map(v -> v / perHost).distinct().count() != 1) {
        return OptionalInt.empty(); // not blocks of one size: another numbering
      }
    }
    return OptionalInt.of(mine % perHost);
  }

  /**
   * The folders that hold a {@code worker_N.log} whose lines are a MindSpore cluster worker's ({@code cluster}: the
   * sources stating its registration, its cluster's timeout or its node id): msrun's log folder whatever its name, on a
   * host whose folder has no scheduler.log (only the master's does).
   */
  private static Set<String> folders(Set<String> cluster) {
    Set<String> out = new HashSet<>();
    for (String c : cluster) {
      int slash = c.lastIndexOf('/');
      if (slash > 0 && WORKER.matcher(c.substring(slash + 1)).matches()) {
        out.add(c.substring(0, slash));
      }
    }
    return out;
  }

  /** N of {@code source} when it is an msrun worker log: {@code worker_N.log} in msrun's log folder. */
  private static Optional<String> number(String source, Map<String, SourceMeta> metas, Set<String> clusterFolders) {
    int slash = source.lastIndexOf('/');
    Matcher w = WORKER.matcher(source.substring(slash + 1));
    if (!w.matches() || slash < 0) {
      return Optional.empty();
    }
    String folder = source.substring(0, slash);
    boolean msrun = folder.substring(folder.lastIndexOf('/') + 1).equals(LOG_FOLDER)
        || metas.containsKey(folder + "/scheduler.log") || clusterFolders.contains(folder);
    return msrun ? Optional.of(Integer.toString(Integer.parseInt(w.group(1)))) : Optional.empty();
  }
}
