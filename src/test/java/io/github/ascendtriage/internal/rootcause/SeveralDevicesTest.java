package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.DRIVEN;
import static io.github.ascendtriage.internal.rootcause.PlogTree.GROUP;
import static io.github.ascendtriage.internal.rootcause.PlogTree.OTHER;
import static io.github.ascendtriage.internal.rootcause.PlogTree.drivenByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initRootInfo;
import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One process that drives several devices (one plog per pid, one identity line per rank): the
 * rank whose line names its device or rank is the one that failed, not the process's first; its
 * other ranks that waited are cascades. Hand-written trees; the values are made up.
 */
class SeveralDevicesTest {
  private static final TreeTriage triage = TreeTriage.bare();

  @Test
  void anSdmaErrorOnTheFourthDeviceNamesThatDeviceAndItsRank(@TempDir Path root) throws IOException {
    drivenByFile(root);
    Proc faulty = DRIVEN.get(3);
    write(faulty.debug(root), faulty.head("ERROR", "10:05:00.000.000").replace("HCCL(", "RUNTIME(")
        + " PrintSdmaErrorInfoForFftsPlusTask:fftsplus task execute failed, dev_id=3, stream_id=50, task_id=21,"
        + " context_id=18, thread_id=0, err_type=4[fftsplus sdma error]\n");
    notifyTimeout(root, DRIVEN.get(1), "7", "10:36:00.000.000");
    notifyTimeout(root, DRIVEN.get(0), "5", "10:36:00.100.000");
    notifyTimeout(root, OTHER, "4", "10:36:01.000.000");

    RootCause rc = triage.assertRoots(root, "node-b device-3");
    assertEquals(7, rc.rank().orElse(-1), "the rank of the device that faulted");
    for (int rank : List.of(4, 5, 0)) {
      assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == rank), "rank " + rank + " waited: " + rc.cascades());
    }
    assertFalse(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == 7), rc.cascades().toString());
  }

  @Test
  void aWaitOnItsOwnStreamIsToldByTheRankItsTaskReportGives(@TempDir Path root) throws IOException {
    drivenByFile(root);
    notifyTimeout(root, DRIVEN.get(2), "local", "10:30:00.000.000");
    notifyTimeout(root, DRIVEN.get(0), "6", "10:31:00.000.000");
    notifyTimeout(root, OTHER, "4", "10:31:01.000.000");

    RootCause rc = triage.assertRoots(root, "node-b device-2");
    assertEquals(6, rc.rank().orElse(-1), rc.reason());
    for (int rank : List.of(4, 0)) {
      assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == rank), "rank " + rank + " waited: " + rc.cascades());
    }
  }

  @Test
  void aProcessWithOneDeviceInTwoCommunicatorsIsStillNamedByItsDevice(@TempDir Path root) throws IOException {
    // rank 1 of the job and rank 0 of a smaller communicator, both on device 6: one device, no seats
    Proc world = new Proc("node-c", 6100, 6100, 1, 6);
    Proc sub = new Proc("node-c", 6100, 6100, 0, 6);
    Proc peer = new Proc("node-d", 6200, 6200, 0, 2);
    initRootInfo(root, 2, peer);
    initRootInfo(root, 2, world);
    initRootInfo(root, 2, sub);
    notifyTimeout(root, world, "local", "10:30:00.000.000");
    notifyTimeout(root, peer, "1", "10:31:00.000.000");

    triage.assertRoots(root, "node-c device-6");
  }

  @Test
  void aLineThatNamesNoneOfItsDevicesNamesTheProcessWithoutInventingOne(@TempDir Path root) throws IOException {
    drivenByFile(root);
    Proc faulty = DRIVEN.get(3);
    // an error CQE in the older wording: no local device, no rank
    write(faulty.debug(root), faulty.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe err status[12], time:[2026-11-20 10:05:00.000000],"
        + " ip:[192.0.2.99]\n");
    notifyTimeout(root, OTHER, "5", "10:36:01.000.000");

    RootCause rc = triage.rootCause(root);

    ProcessPlace first = rc.roots().get(0);
    assertEquals("node-b", first.host().orElse("?"), rc.reason());
    assertTrue(first.device().isEmpty() && first.rank().isEmpty(), "no device of the four is guessed: " + first.label());
  }

  /** A notify-wait task report that names no peer (docs/log-formats.md 8.3: base, groupRank and opData lines). */
  private static void unnamedNotifyTimeout(Path root, Proc p, String time) throws IOException {
    String h = p.head("ERROR", time) + "[TaskExecStage][Timeout][Host]Task run failed, ";
    write(p.debug(root), h + "base information is streamID:[2], taskID[21], tag[AllReduce_" + GROUP + "], AlgType(level 0-1-2):[fullmesh-ring-NHR].\n"
        + h + "groupRank information is group:[" + GROUP + "], user define information[], rankSize[8], rankId[" + p.rank() + "].\n"
        + h + "opData information is timeStamp:[2026-11-20-10:01:00.000.000], deviceId[" + p.device() + "], index[9], count[256],"
        + " reduceType[sum], src[0x1], dst[0x2], dataType[float32].\n");
  }

  @Test
  void aRankOfTheProcessThatReportedNothingWhileItsOtherRanksWaitedIsTheMemberThatNeverCame(@TempDir Path root) throws IOException {
    drivenByFile(root);
    for (Proc p : List.of(DRIVEN.get(0), DRIVEN.get(1), DRIVEN.get(3))) {
      unnamedNotifyTimeout(root, p, "10:36:00.000.000");
    }
    unnamedNotifyTimeout(root, OTHER, "10:36:01.000.000");

    RootCause rc = triage.assertRoots(root, "node-b device-2");
    assertEquals(6, rc.rank().orElse(-1), rc.reason());
  }

  @Test
  void theRootInfoServerOfAProcessThatDrivesSeveralDevicesIsItsRankZerosSeat(@TempDir Path root) throws IOException {
    // ranks 0-3 in one process of node-b, rank 4 alone on node-a; every rank's exchange times out
    List<Proc> server = List.of(new Proc("node-b", 5100, 5100, 0, 0), new Proc("node-b", 5100, 5100, 1, 1),
        new Proc("node-b", 5100, 5100, 2, 2), new Proc("node-b", 5100, 5100, 3, 3));
    Proc agent = new Proc("node-a", 4100, 4100, 4, 0);
    initRootInfo(root, 5, server);
    initRootInfo(root, 5, agent);
    write(agent.debug(root), agent.head("ERROR", "10:02:01.000.000") + "[InitGroupStage][RanktableDetect]topo exchange agent"
        + " get socket timeout! timeout[120 s]\n");
    write(server.get(0).debug(root), server.get(0).head("ERROR", "10:02:01.500.000") + "[InitGroupStage][RanktableDetect]topo"
        + " exchange agent get socket timeout! timeout[120 s]\n");

    RootCause rc = triage.assertRoots(root, "node-b device-0");
    assertEquals(0, rc.rank().orElse(-1), "rank 0 makes the root info: " + rc.reason());
  }

  @Test
  void aConnectTimeoutDetectRowIsPlacedOnTheDeviceThatWroteIt(@TempDir Path root) throws IOException {
    // node-a (10.1.0.1) rank 0 never sets up its links; node-b (10.1.0.2) drives ranks 4-7 from one process
    for (Proc p : DRIVEN) {
      write(p.run(root), p.head("INFO", "10:00:01.000.000") + "[HCCL_TRACE]hcom init by file success,take time [1200]us,"
          + " rankTablePath[/job/rank_table.json], rankNum[8], rank[" + p.rank() + "],server[10.1.0.2], device[" + p.device() + "]\n");
    }
    initByFile(root, 8, OTHER);
    Proc writer = DRIVEN.get(2);
    write(writer.debug(root), writer.head("ERROR", "10:03:00.000.000") + "This node (server 10.1.0.2, device ID 2) detects that"
        + " srcRank (server 10.1.0.2, device ID 2) fails to connect to dstRank (server 10.1.0.1, device ID 0).\n");

    RootCause rc = triage.assertRoots(root, "node-a device-0");
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == 6), "the writer's seat waited: " + rc.cascades());
  }
}
