package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.setupAgent;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;

import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * cqe36 (sixth35's class 3): an error CQE names the far end of the reporter's failed link (hcomm heartbeat.cc
 * {@code PrintAndBroadCastErrorCqe}: {@code remoteIP{server[..],deviceId[..],deviceIp[..]}}, the far end's server
 * id, physical device id and device address). Status 12 is the RoCE retransmission timing out: the far end did not
 * acknowledge (HCCL's task-execution fault guide, ERROR CQE / EI0013; docs/log-formats.md 8.3). When the far end's
 * own port is down in its host's hccn_tool output ({@code link status: DOWN}, log-formats 9.2), the link broke there:
 * that end is the root and the reporter lost its link to it; in a ring of notify waits with no CQE, the member whose
 * port is down is where the ring broke. Hand-written trees; the values are made up.
 */
class CqeDownEndTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static final Proc A = ErrorCqesTest.A;
  private static final Proc B = ErrorCqesTest.B;
  private static final Proc C = ErrorCqesTest.C;

  /** hccn_tool's link query of device {@code id} on {@code host}, as a collection keeps it beside the logs. */
  private static void link(Path root, String host, int id, String status) throws IOException {
    write(root.resolve(host + "/environment_check/npu_info_after.txt"), "/usr/local/Ascend/driver/tools/hccn_tool -i " + id
        + " -link -g\nlink status: " + status + "\n");
  }

  /** A reports (older form) that its link to B failed; B and C then time out waiting, as the ring's cascade. */
  private static void cqeFromAToBWhoWaits(Path root) throws IOException {
    for (Proc p : List.of(A, B, C)) {
      setupAgent(root, p, 3, p.device(), ErrorCqesTest.deviceIp(p));
    }
    write(A.debug(root), A.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe err status[12], time:[2026 11 20 10:05:00.000],"
        + " ip:[" + ErrorCqesTest.deviceIp(B) + "]\n");
    notifyTimeout(root, B, "0", "AllReduce_x", 12, "10:35:30.000.000");
    notifyTimeout(root, C, "1", "AllReduce_x", 12, "10:36:00.000.000");
  }

  @Test
  void theFarEndWhosePortIsDownIsTheRootNotTheReporter(@TempDir Path root) throws IOException {
    cqeFromAToBWhoWaits(root);
    for (int d = 4; d < 8; d++) {
      link(root, "w1", d, d == B.device() ? "DOWN" : "UP");
    }
    triage.assertRoots(root, "w1 device-5");
  }

  @Test
  void anotherDevicesPortDownOnTheFarHostLeavesTheReporter(@TempDir Path root) throws IOException {
    cqeFromAToBWhoWaits(root);
    link(root, "w1", B.device(), "UP");
    link(root, "w1", C.device(), "DOWN"); // C is no end of the failed link
    triage.assertRoots(root, "w0 device-3");
  }

  @Test
  void theReportersOwnPortDownKeepsTheReporter(@TempDir Path root) throws IOException {
    cqeFromAToBWhoWaits(root);
    link(root, "w1", B.device(), "DOWN");
    link(root, "w0", A.device(), "DOWN"); // both ends down: the far end is not singled out
    triage.assertRoots(root, "w0 device-3");
  }

  @Test
  void ofBothEndsReportingTheLinkTheOneWhosePortIsDownIsTheRoot(@TempDir Path root) throws IOException {
    // msrun39 (tenth39's class F): a dead link's two ends each report its CQE naming the other, the end that only lost
    // it first; the hccn_tool output of the other end's host says its own port is down
    for (Proc p : List.of(A, B, C)) {
      setupAgent(root, p, 3, p.device(), ErrorCqesTest.deviceIp(p));
    }
    write(A.debug(root), A.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe err status[12], time:[2026 11 20 10:05:00.000],"
        + " ip:[" + ErrorCqesTest.deviceIp(B) + "]\n");
    write(B.debug(root), B.head("ERROR", "10:05:20.000.000") + "[Heartbeat]cqe err status[12], time:[2026 11 20 10:05:20.000],"
        + " ip:[" + ErrorCqesTest.deviceIp(A) + "]\n");
    link(root, "w0", A.device(), "UP");
    link(root, "w1", B.device(), "DOWN");
    triage.assertRoots(root, "w1 device-5");
  }

  @Test
  void aRingOfNotifyWaitsBreaksAtTheMemberWhosePortIsDown(@TempDir Path root) throws IOException {
    // no CQE: each waits on its predecessor, the member whose port went down on the last one, closing the ring
    for (Proc p : List.of(A, B, C)) {
      setupAgent(root, p, 3, p.device(), ErrorCqesTest.deviceIp(p));
    }
    notifyTimeout(root, A, "2", "AllReduce_x", 12, "10:35:00.000.000");
    notifyTimeout(root, B, "0", "AllReduce_x", 12, "10:35:30.000.000");
    notifyTimeout(root, C, "1", "AllReduce_x", 12, "10:36:00.000.000");
    link(root, "w1", B.device(), "DOWN");
    link(root, "w1", C.device(), "UP");
    triage.assertRoots(root, "w1 device-5");
  }

  @Test
  void theCqesServerAndDeviceIdPlaceAFarEndWhoseDeviceAddressNoLineTies(@TempDir Path root) throws IOException {
    // 8.5's form: the far end's device address is on no other line; its host's server id and its physical device are
    write(A.run(root), A.head("INFO", "10:00:01.000.000") + "[LocalRank Key Info]userRank[0] hostIp[10.0.0.1] devicePhyId[3]\n");
    write(B.run(root), B.head("INFO", "10:00:01.000.000") + "[LocalRank Key Info]userRank[1] hostIp[10.0.0.2] devicePhyId[5]\n");
    write(C.run(root), C.head("INFO", "10:00:01.000.000") + "[LocalRank Key Info]userRank[2] hostIp[10.0.0.2] devicePhyId[6]\n");
    write(A.debug(root), A.head("ERROR", "10:05:00.000.000") + "[TaskExecStage][HeartbeatAbnormal][ROCE CQE ERROR]cqe error"
        + " status[12], time:[2026 11 20 10:05:00.000],localInfo{server[10.0.0.1],deviceId[3],deviceIp[192.0.2.10]},"
        + " remoteIP{server[10.0.0.2],deviceId[5],deviceIp[192.0.2.77]}\n");
    notifyTimeout(root, B, "0", "AllReduce_x", 12, "10:35:30.000.000");
    link(root, "w1", B.device(), "DOWN");
    triage.assertRoots(root, "w1 device-5");
  }
}
