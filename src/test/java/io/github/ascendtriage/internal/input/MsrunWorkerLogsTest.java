package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * msrun's worker logs (port33): {@code worker_N.log} is named by the worker's node id (its rank) when
 * one host runs every worker or {@code --node_rank} is given, by its index on the host when several
 * hosts leave {@code --node_rank} at -1 (mindspore process_entity/_api.py, _get_node_id_and_log_path).
 * Only a tree whose hosts' numbers never repeat tells the first from the second.
 */
class MsrunWorkerLogsTest {
  private static Map<String, SourceMeta> tree(String... files) {
    Map<String, SourceMeta> m = new LinkedHashMap<>();
    for (String f : files) {
      m.put(f, new SourceMeta(f, Optional.of(f.substring(0, f.indexOf('/'))), Optional.empty(), Optional.empty(), Optional.empty()));
    }
    return m;
  }

  private static Optional<String> rank(Map<String, SourceMeta> m, String f) {
    return MsrunWorkerLogs.tie(m, Set.of(), Set.of()).get(f).rank();
  }

  @Test
  void numbersThatNeverRepeatAcrossHostsAreRanks() {
    Map<String, SourceMeta> m = tree("a/msrun_log/worker_0.log", "a/msrun_log/worker_1.log", "b/msrun_log/worker_2.log",
        "b/msrun_log/worker_3.log", "b/ascend/log/debug/plog/plog-200_1.log");
    assertEquals(Optional.of("2"), rank(m, "b/msrun_log/worker_2.log"));
    assertEquals(Optional.of("0"), rank(m, "a/msrun_log/worker_0.log"));
    assertEquals(Optional.empty(), rank(m, "b/ascend/log/debug/plog/plog-200_1.log"));
  }

  @Test
  void indexesThatRepeatOnEveryHostAreNoRanks() {
    Map<String, SourceMeta> m = tree("a/msrun_log/worker_0.log", "a/msrun_log/worker_1.log", "b/msrun_log/worker_0.log",
        "b/msrun_log/worker_1.log");
    assertEquals(Optional.empty(), rank(m, "b/msrun_log/worker_1.log"));
  }

  @Test
  void oneHostsLogsDoNotSayWhichNumbering() {
    Map<String, SourceMeta> m = tree("a/msrun_log/worker_0.log", "a/msrun_log/worker_1.log");
    assertEquals(Optional.empty(), rank(m, "a/msrun_log/worker_1.log"));
  }

  @Test
  void aWorkerLogOutsideMsrunsFolderIsMsrunsOnlyBesideItsSchedulerLog() {
    Map<String, SourceMeta> other = tree("a/logs/worker_0.log", "b/logs/worker_1.log");
    assertEquals(Optional.empty(), rank(other, "b/logs/worker_1.log"));
    Map<String, SourceMeta> msrun = tree("a/logs/worker_0.log", "a/logs/scheduler.log", "b/logs/worker_1.log", "b/logs/scheduler.log");
    assertEquals(Optional.of("1"), rank(msrun, "b/logs/worker_1.log"));
  }

  /** tenthe40: a log whose own line states its rank (msrun39's rank line) keeps that; its name ties nothing. */
  @Test
  void aLogThatStatesItsRankIsNotTiedByItsName() {
    Map<String, SourceMeta> m = tree("a/msrun_log/worker_0.log", "a/msrun_log/worker_1.log", "b/msrun_log/worker_2.log",
        "b/msrun_log/worker_3.log");
    Map<String, SourceMeta> tied = MsrunWorkerLogs.tie(m, Set.of("b/msrun_log/worker_2.log"), Set.of());
    assertEquals(Optional.empty(), tied.get("b/msrun_log/worker_2.log").rank());
    assertEquals(Optional.of("3"), tied.get("b/msrun_log/worker_3.log").rank());
  }

  /**
   * tenthe40: msrun gives a host's i-th worker DEVICE_ID i and node id node_rank * local_worker_num + i (_api.py): a
   * node-id name's device is its place in its host's block, an index name's is the index; blocks of unequal size
   * (another numbering) and a single host say nothing.
   */
  @Test
  void theDeviceIsTheWorkersIndexOnItsHost() {
    Map<String, SourceMeta> ids = tree("a/msrun_log/worker_0.log", "a/msrun_log/worker_1.log", "a/msrun_log/worker_2.log",
        "b/msrun_log/worker_3.log", "b/msrun_log/worker_5.log");
    assertEquals(OptionalInt.of(2), MsrunWorkerLogs.device("b/msrun_log/worker_5.log", ids, Set.of()));
    assertEquals(OptionalInt.of(1), MsrunWorkerLogs.device("a/msrun_log/worker_1.log", ids, Set.of()));
    Map<String, SourceMeta> indexes = tree("a/msrun_log/worker_0.log", "a/msrun_log/worker_1.log", "b/msrun_log/worker_0.log",
        "b/msrun_log/worker_1.log");
    assertEquals(OptionalInt.of(1), MsrunWorkerLogs.device("b/msrun_log/worker_1.log", indexes, Set.of()));
    Map<String, SourceMeta> uneven = tree("a/msrun_log/worker_0.log", "a/msrun_log/worker_1.log", "b/msrun_log/worker_2.log",
        "b/msrun_log/worker_3.log", "b/msrun_log/worker_4.log");
    assertEquals(OptionalInt.empty(), MsrunWorkerLogs.device("b/msrun_log/worker_4.log", uneven, Set.of()));
    assertEquals(OptionalInt.empty(), MsrunWorkerLogs.device("a/msrun_log/worker_1.log", tree("a/msrun_log/worker_1.log"), Set.of()));
  }

  /**
   * tenthe40: msrun's --log_dir is free and only the master's folder holds scheduler.log; a folder whose worker log's
   * lines are a MindSpore cluster worker's is msrun's log folder too.
   */
  @Test
  void aFolderWhoseWorkerLogIsAClusterWorkersIsMsruns() {
    Map<String, SourceMeta> m = tree("a/logs/job6/worker_0.log", "a/logs/job6/worker_1.log", "a/logs/job6/scheduler.log",
        "b/logs/job6/worker_2.log", "b/logs/job6/worker_3.log");
    assertEquals(Optional.empty(), MsrunWorkerLogs.tie(m, Set.of(), Set.of()).get("b/logs/job6/worker_2.log").rank());
    Map<String, SourceMeta> tied = MsrunWorkerLogs.tie(m, Set.of(), Set.of("b/logs/job6/worker_3.log"));
    assertEquals(Optional.of("2"), tied.get("b/logs/job6/worker_2.log").rank());
    assertEquals(OptionalInt.of(0), MsrunWorkerLogs.device("b/logs/job6/worker_2.log", m, Set.of("b/logs/job6/worker_3.log")));
  }
}
