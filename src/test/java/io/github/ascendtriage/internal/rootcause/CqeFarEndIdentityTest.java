package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * cqeip37: the far end of an error CQE whose line gives only its device address (the older forms {@code ip:[..]} and
 * {@code localIP[..], remoteIP:[..]}, docs/log-formats.md 8.3, with no server or device id beside it) is tied to its
 * process by whatever else in the input states that address: HCCL's {@code [LocalRank Key Info] ... deviceIp[..]}
 * (hicann/hccl's fault-diagnosis guide), the far end's own CQE line, whose {@code localIP[..]} is the address its
 * heartbeat listens on (heartbeat.cc {@code InitNic}, {@code PrintAndBroadCastErrorCqe}), and hccn_tool's {@code -ip
 * -g} answer kept among the node's outputs, which in a pod-per-rank collection sit in another pod's folder of the same
 * machine. Hand-written trees; the values are made up.
 */
class CqeFarEndIdentityTest {
  /** Rank 0 on node 10.0.0.1's device 3; ranks 1 and 2 on node 10.0.0.2's devices 5 and 6, each in a pod of its own. */
  private static final Proc A = new Proc("job-master-0", 11, 11, 0, 3);
  private static final Proc B = new Proc("job-worker-1", 21, 21, 1, 5);
  private static final Proc C = new Proc("job-worker-2", 22, 22, 2, 6);

  /** Root cause alone, without the case base: the roots do not depend on a case. */
  private static final TreeTriage triage = TreeTriage.bare();

  /** The run line HCCL 8.5 prints for each rank: its node, its physical device and the device's address. */
  private static void keyInfo(Path root, Proc p, String node, String deviceIp) throws IOException {
    PlogTree.keyInfo(root, p, node, p.device(), " server[" + node + "] deviceIp[" + deviceIp + "] superPodId[0]");
  }

  private static void threePods(Path root) throws IOException {
    keyInfo(root, A, "10.0.0.1", "0.0.0.0");
    keyInfo(root, B, "10.0.0.2", "0.0.0.0");
    keyInfo(root, C, "10.0.0.2", "0.0.0.0");
  }

  /** A reports, in the oldest form, that its link to {@code ip} failed; B waits on A, the ring's cascade. */
  private static void oldCqeFromA(Path root, String ip) throws IOException {
    write(A.debug(root), A.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe err status[12], time:[2026 11 20 10:05:00.000],"
        + " ip:[" + ip + "]\n");
    notifyTimeout(root, B, "0", "AllReduce_x", 12, "10:35:30.000.000");
  }

  /** The node's outputs in {@code host}'s folder: device {@code dev}'s address (none when null) and its port's state. */
  private static void nodeOutputs(Path root, String host, int dev, String ip, String link) throws IOException {
    String tool = "/usr/local/Ascend/driver/tools/hccn_tool -i " + dev;
    write(root.resolve(host + "/environment_check/npu_info_after.txt"), (ip == null ? "" : tool + " -ip -g\nipaddr:" + ip
        + "\nnetmask:255.255.255.0\n\n") + tool + " -link -g\nlink status: " + link + "\n\n");
  }

  @Test
  void theNodesAddressListingInAnotherPodsFolderTiesTheFarEnd(@TempDir Path root) throws IOException {
    threePods(root);
    oldCqeFromA(root, "192.0.2.77");
    nodeOutputs(root, "job-worker-2", B.device(), "192.0.2.77", "DOWN"); // node 10.0.0.2's outputs, in C's pod
    triage.assertRoots(root, "job-worker-1 device-5");
  }

  @Test
  void theLocalRankLinesDeviceAddressTiesTheFarEnd(@TempDir Path root) throws IOException {
    keyInfo(root, A, "10.0.0.1", "192.0.2.10");
    keyInfo(root, B, "10.0.0.2", "192.0.2.77");
    keyInfo(root, C, "10.0.0.2", "192.0.2.12");
    oldCqeFromA(root, "192.0.2.77");
    nodeOutputs(root, "job-worker-1", B.device(), null, "DOWN");
    triage.assertRoots(root, "job-worker-1 device-5");
  }

  @Test
  void theFarEndsOwnCqeLineNamesItsAddress(@TempDir Path root) throws IOException {
    // A and C lose their links to 192.0.2.77; B, whose heartbeat listens there, reports its own link to A failed
    threePods(root);
    for (Proc p : new Proc[] {A, C}) {
      write(p.debug(root), p.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe error status[12], time:[2026-11-20 10:05:00.000000],"
          + "localIP[192.0.2." + (10 + p.rank()) + "], remoteIP:[192.0.2.77]\n");
    }
    write(B.debug(root), B.head("ERROR", "10:05:01.000.000") + "[Heartbeat]cqe error status[12], time:[2026-11-20 10:05:01.000000],"
        + "localIP[192.0.2.77], remoteIP:[192.0.2.10]\n");
    triage.assertRoots(root, "job-worker-1 device-5");
  }

  @Test
  void anAddressNothingStatesStaysOutsideTheInput(@TempDir Path root) throws IOException {
    threePods(root);
    oldCqeFromA(root, "192.0.2.77");
    nodeOutputs(root, "job-worker-2", B.device(), "192.0.2.78", "DOWN"); // another address: no tie
    RootCause rc = triage.rootCause(root);
    assertFalse(rc.roots().stream().anyMatch(p -> p.label().equals("job-worker-1 device-5")), rc.reason());
  }
}
