package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.TAG;
import static io.github.ascendtriage.internal.rootcause.PlogTree.deviceIp;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initRootInfo;
import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static io.github.ascendtriage.internal.rootcause.TreeTriage.rootLabels;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hand-written trees for the relations HCCL prints besides link tables: notify-wait task reports
 * (remote rank, {@code local}, operation index, tag), rank-table identity lines, error CQEs with
 * their remote end and the root-info negotiation. The formats follow HCCL's task-exception and
 * topo-exchange prints; the values are made up.
 */
class WaitRelationsTest {
  private static final TreeTriage triage = TreeTriage.withBuiltInCases();

  @Test
  void aChainThatEndsOnLocalNamesItsLastRankThoughEveryLinePrintsOnePid(@TempDir Path root) throws IOException {
    // three ranks of one host, files named by their host pids, every line printing pid 1
    Proc r0 = new Proc("node-a", 4101, 1, 0, 4);
    Proc r1 = new Proc("node-a", 4102, 1, 1, 5);
    Proc r2 = new Proc("node-a", 4103, 1, 2, 6);
    initByFile(root, 3, r0, r1, r2);
    notifyTimeout(root, r0, "1", TAG, 7, "10:31:00.100.000");
    notifyTimeout(root, r1, "2", TAG, 7, "10:31:00.200.000");
    notifyTimeout(root, r2, "local", TAG, 7, "10:31:00.300.000");

    RootCause rc = triage.rootCause(root);

    assertEquals(OptionalInt.of(2), rc.rank(), rc.reason());
    assertEquals(OptionalInt.of(6), rc.device(), "the device of the rank-table init line");
    assertEquals(Optional.of("4103"), rc.pid(), "the pid of the file, not of the lines");
    assertEquals(1, rc.roots().size(), rootLabels(rc).toString());
    assertTrue(rc.known());
    assertFalse(rc.cycle());
    assertEquals(3, rc.chain().size(), rc.chainText());
    assertTrue(rc.reason().contains("its own rank"), rc.reason());
    assertTrue(rc.cascades().containsAll(List.of("node-a/rank 0", "node-a/rank 1")), rc.cascades().toString());
  }

  @Test
  void theRanksAtALowerOperationIndexAreTheRootWhateverTheyWaitOn(@TempDir Path root) throws IOException {
    Proc[] ps = {new Proc("w0", 11, 11, 0, 0), new Proc("w0", 12, 12, 1, 1), new Proc("w1", 21, 21, 2, 0),
        new Proc("w1", 22, 22, 3, 1)};
    initRootInfo(root, 4, ps);
    // rank 2 is one operation behind; it waits on rank 3, which waits on rank 0 (a ring)
    notifyTimeout(root, ps[0], "1", TAG, 40, "10:31:00.000.000");
    notifyTimeout(root, ps[1], "2", TAG, 40, "10:31:00.000.000");
    notifyTimeout(root, ps[2], "3", TAG, 39, "10:31:05.000.000");
    notifyTimeout(root, ps[3], "0", TAG, 40, "10:31:00.000.000");

    RootCause rc = triage.rootCause(root);

    assertEquals(Optional.of("w1"), rc.host(), rc.reason());
    assertEquals(OptionalInt.of(2), rc.rank(), rc.reason());
    assertEquals(1, rc.roots().size(), rootLabels(rc).toString());
    assertTrue(rc.reason().contains("index"), rc.reason());
  }

  @Test
  void aRingOfNotifyWaitsAtOneIndexIsACycle(@TempDir Path root) throws IOException {
    Proc[] ps = {new Proc("w0", 11, 11, 0, 0), new Proc("w0", 12, 12, 1, 1), new Proc("w1", 21, 21, 2, 0)};
    initRootInfo(root, 3, ps);
    notifyTimeout(root, ps[0], "1", TAG, 40, "10:31:00.000.000");
    notifyTimeout(root, ps[1], "2", TAG, 40, "10:31:00.000.000");
    notifyTimeout(root, ps[2], "0", TAG, 40, "10:31:00.000.000");

    RootCause rc = triage.rootCause(root);

    assertTrue(rc.cycle(), rc.reason());
    assertEquals(3, rc.roots().size(), rootLabels(rc).toString());
    assertTrue(rc.reason().contains("cycle"), rc.reason());
  }

  @Test
  void aRootInfoServerWithoutLogsIsOutsideTheInputNamedByItsAddress(@TempDir Path root) throws IOException {
    Proc[] ps = {new Proc("w1", 21, 21, 2, 0), new Proc("w1", 22, 22, 3, 1)};
    for (Proc p : ps) {
      initRootInfo(root, 4, p);
      write(p.debug(root), p.head("ERROR", "10:02:01.000.000") + "[InitGroupStage][RanktableDetect]TopoExchangeAgent:"
          + " connect server[10.1.0.1 : 60000] failed\n"
          + p.head("ERROR", "10:02:01.000.100") + "[InitGroupStage][RanktableDetect]topo exchange agent get socket timeout!"
          + " timeout[120 s]\n");
    }

    RootCause rc = triage.rootCause(root);

    assertFalse(rc.known(), rc.reason());
    ProcessPlace first = rc.roots().get(0);
    assertFalse(first.known());
    assertEquals(Optional.of("10.1.0.1"), first.address());
    assertEquals(OptionalInt.empty(), rc.device(), "no device is invented for a place the input does not show");
    assertEquals(OptionalInt.empty(), rc.rank());
    assertTrue(rc.cascades().containsAll(List.of("w1/rank 2", "w1/rank 3")), rc.cascades().toString());
  }

  @Test
  void theRanksTheRootInfoServerMissesAreTheRoots(@TempDir Path root) throws IOException {
    Proc server = new Proc("w0", 11, 11, 0, 0);
    initRootInfo(root, 4, server);
    String h = server.head("ERROR", "10:02:01.000.000") + "[InitGroupStage]";
    write(server.debug(root), h + "[RanktableDetect]topo exchange server get socket timeout! timeout[120 s]\n"
        + h + "[DisplayConnectionedRank]total connected num is [2],line num is [1]\n"
        + h + "[DisplayConnectionedRank]need connect rankNum is [4]\n"
        + h + "[DisplayConnectionedRank]connected rankinfo[LINE 0]: [0000000000000000],[0000000000000002];\n");
    Proc two = new Proc("w1", 21, 21, 2, 0);
    initRootInfo(root, 4, two);
    write(two.debug(root), two.head("ERROR", "10:02:01.000.000") + "[InitGroupStage][RanktableDetect]topo exchange agent"
        + " get socket timeout! timeout[120 s]\n");

    RootCause rc = triage.rootCause(root);

    Set<Integer> ranks = rc.roots().stream().map(p -> p.rank().orElse(-1)).collect(Collectors.toCollection(TreeSet::new));
    assertEquals(Set.of(1, 3), ranks, rc.reason());
    assertFalse(rc.known(), "ranks 1 and 3 left no logs");
    assertTrue(rc.roots().stream().allMatch(p -> p.device().isEmpty()), rootLabels(rc).toString());
  }

  @Test
  void twoDevicesWithErrorCqesOnUnrelatedLinksAreTwoRoots(@TempDir Path root) throws IOException {
    Proc a = new Proc("w0", 11, 11, 0, 3);
    Proc b = new Proc("w1", 21, 21, 5, 6);
    Proc c = new Proc("w1", 22, 22, 6, 7);
    initByFile(root, 8, a, b, c);
    write(a.debug(root), a.head("ERROR", "10:05:00.000.000") + "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error"
        + " status[12], time:[2026-11-20 10:05:00.000000],localInfo{server[10.1.0.1],deviceId[3],deviceIp[192.0.2.3]},"
        + " remoteIP{server[10.1.0.9],deviceId[1],deviceIp[192.0.2.91]}\n");
    write(b.debug(root), b.head("ERROR", "10:05:02.000.000") + "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error"
        + " status[12], time:[2026-11-20 10:05:02.000000],localInfo{server[10.1.0.2],deviceId[6],deviceIp[192.0.2.26]},"
        + " remoteIP{server[10.1.0.8],deviceId[4],deviceIp[192.0.2.84]}\n");
    write(c.debug(root), c.head("ERROR", "10:06:00.000.000") + "[TaskExecStage][Timeout][Host]Task run failed, base"
        + " information is streamID:[2], taskID[21], taskType[Notify Wait], tag[AllReduce_x].\n");

    RootCause rc = triage.rootCause(root);

    Set<String> places = rc.roots().stream().map(p -> p.host().orElse("?") + "/" + p.device().orElse(-1))
        .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(Set.of("w0/3", "w1/6"), places, rc.reason());
    assertEquals(OptionalInt.of(3), rc.device(), "the earlier CQE first");
  }

  @Test
  void processesThatOnlyWaitAreNeverNamedTheRoot(@TempDir Path root) throws IOException {
    Proc a = new Proc("w0", 11, 11, 0, 0);
    Proc b = new Proc("w1", 21, 21, 1, 0);
    for (Proc p : List.of(a, b)) {
      initByFile(root, 4, p);
      write(p.debug(root), p.head("ERROR", p == a ? "10:05:00.000.000" : "10:06:00.000.000")
          + "[TaskExecStage][Timeout][Host]Task run failed, base information is streamID:[2], taskID[21],"
          + " taskType[Notify Wait], tag[AllReduce_x].\n");
    }

    RootCause rc = triage.rootCause(root);

    assertFalse(rc.known(), rc.reason());
    assertEquals(Optional.empty(), rc.host());
    assertTrue(rc.cascades().containsAll(List.of("w0/rank 0", "w1/rank 1")), rc.cascades().toString());
  }

  /** Three ranks of one host: 0 and 1 wait on 2, which reports 14 minutes later, naming 0. */
  private static void lateRank(Path root, int[] execTimeouts) throws IOException {
    PlogTree.lateThird(root, execTimeouts, "10:31:00.100.000", "10:31:00.300.000", "10:45:00.000.000");
  }

  @Test
  void aReportLaterThanTheExecutionTimeoutTheLogsStateIsTheLaggard(@TempDir Path root) throws IOException {
    lateRank(root, new int[] {600, 600, 600});

    RootCause rc = triage.assertRoots(root, "node-a device-2");
    assertTrue(rc.reason().contains("600 s"), rc.reason());
  }

  @Test
  void withoutTheSettingFourteenMinutesIsWithinTheDefaultTimeout(@TempDir Path root) throws IOException {
    lateRank(root, null);

    RootCause rc = triage.rootCause(root);

    assertFalse(rc.reason().contains("HCCL_EXEC_TIMEOUT"), rc.reason());
  }

  /** Three ranks of one host and no error: who printed HCCL's wait report when ({@code null}: never). */
  private static void waitReports(Path root, String[][] times) throws IOException {
    for (Proc p : PlogTree.oneHost("node-b", 6101, times.length)) {
      initRootInfo(root, times.length, p);
      for (String t : times[p.rank()]) {
        write(p.debug(root), p.head("INFO", t) + "ReportTimeoutProc: report timeout\n");
      }
    }
  }

  @Test
  void withNoErrorTheRankThatNeverReportedItsWaitIsTheRoot(@TempDir Path root) throws IOException {
    waitReports(root, new String[][] {{"10:30:00.000.000", "10:45:00.000.000"}, {}, {"10:30:01.000.000", "10:45:01.000.000"}});

    triage.assertRoots(root, "node-b device-1");
  }

  @Test
  void withNoErrorTheRankThatStoppedReportingLongBeforeTheOthersIsTheRoot(@TempDir Path root) throws IOException {
    waitReports(root, new String[][] {{"10:05:00.000.000", "10:50:00.000.000"}, {"10:05:00.500.000", "10:50:00.500.000"},
        {"10:05:01.000.000", "10:10:00.000.000"}});

    triage.assertRoots(root, "node-b device-2");
  }

  @Test
  void withNoErrorAndEveryRankReportingToTheEndNoRootIsNamed(@TempDir Path root) throws IOException {
    waitReports(root, new String[][] {{"10:05:00.000.000", "10:50:00.000.000"}, {"10:05:00.500.000", "10:50:00.500.000"},
        {"10:05:01.000.000", "10:49:00.000.000"}});

    assertEquals(Optional.empty(), triage.maybeRootCause(root).map(RootCause::reason));
  }
}
