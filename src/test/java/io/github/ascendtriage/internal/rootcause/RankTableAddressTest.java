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
 * records38: an error CQE whose line names its far end only by device address (the oldest form {@code ip:[..]},
 * docs/log-formats.md 8.3) is tied to the far end's process by the job's rank table, which gives that address its
 * {@code rank_id}, {@code device_id} and {@code server_id} (versions 1.0 and 1.2; MindCluster's hccl.json, hiascend
 * mindcluster 7.3.0 schedulingug mxdlug_appendices_009 and dl_bestpractice_010). No line of a process states the
 * address: the ranks' {@code [LocalRank Key Info]} give {@code deviceIp[0.0.0.0]}. Hand-written trees; the values
 * are made up.
 */
class RankTableAddressTest {
  /** Rank 0 on node 10.0.0.1's device 3; ranks 1 and 2 on node 10.0.0.2's devices 5 and 6, each in a pod of its own. */
  private static final Proc A = new Proc("job-master-0", 11, 11, 0, 3);
  private static final Proc B = new Proc("job-worker-1", 21, 21, 1, 5);
  private static final Proc C = new Proc("job-worker-2", 22, 22, 2, 6);

  private static final TreeTriage triage = TreeTriage.bare();

  private static void threePods(Path root) throws IOException {
    for (Proc p : new Proc[] {A, B, C}) {
      PlogTree.keyInfo(root, p, p == A ? "10.0.0.1" : "10.0.0.2", p.device(),
          " server[" + (p == A ? "10.0.0.1" : "10.0.0.2") + "] deviceIp[0.0.0.0] superPodId[0]");
    }
  }

  /**
   * A and C report, in the oldest form, that their links to {@code ip} failed (two reporters naming one far end: that
   * end is the root, ErrorCqes); B waits on A, the ring's cascade.
   */
  private static void twoOldCqes(Path root, String ip) throws IOException {
    for (Proc p : new Proc[] {A, C}) {
      write(p.debug(root), p.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe err status[12], time:[2026 11 20 10:05:00.000],"
          + " ip:[" + ip + "]\n");
    }
    notifyTimeout(root, B, "0", "AllReduce_x", 12, "10:35:30.000.000");
  }

  /** One device of a table: physical id, address, rank. */
  private static String device(int id, String ip, int rank) {
    return "        {\"device_id\": \"" + id + "\", \"device_ip\": \"" + ip + "\", \"rank_id\": \"" + rank + "\"}";
  }

  /** A 1.0 table of the three ranks, one device a line; {@code ip1} is rank 1's address. */
  private static String table10(String ip1) {
    return "{\n  \"version\": \"1.0\",\n  \"server_count\": \"2\",\n  \"server_list\": [\n"
        + "    {\"server_id\": \"10.0.0.1\", \"device\": [\n" + device(3, "192.0.2.10", 0) + "\n    ]},\n"
        + "    {\"server_id\": \"10.0.0.2\", \"device\": [\n" + device(5, ip1, 1) + ",\n" + device(6, "192.0.2.12", 2)
        + "\n    ]}\n  ],\n  \"status\": \"completed\"\n}\n";
  }

  @Test
  void aVersion10TableTiesTheAddressToItsRank(@TempDir Path root) throws IOException {
    threePods(root);
    twoOldCqes(root, "192.0.2.77");
    write(root.resolve("job-master-0/hccl.json"), table10("192.0.2.77"));
    triage.assertRoots(root, "job-worker-1 device-5");
  }

  @Test
  void aVersion12TableWithSuperPodsTiesItToo(@TempDir Path root) throws IOException {
    threePods(root);
    twoOldCqes(root, "192.0.2.77");
    String t = "{\"version\": \"1.2\", \"server_count\": \"2\", \"server_list\": ["
        + "{\"device\": [{\"device_id\": \"3\", \"device_ip\": \"192.0.2.10\", \"super_device_id\": \"100\", \"rank_id\": \"0\"}],"
        + " \"server_id\": \"10.0.0.1\"},"
        + " {\"device\": [{\"device_id\": \"5\", \"device_ip\": \"192.0.2.77\", \"super_device_id\": \"101\", \"rank_id\": \"1\"},"
        + " {\"device_id\": \"6\", \"device_ip\": \"192.0.2.12\", \"super_device_id\": \"102\", \"rank_id\": \"2\"}],"
        + " \"server_id\": \"10.0.0.2\"}],"
        + " \"super_pod_list\": [{\"super_pod_id\": \"0\", \"server_list\": [{\"server_id\": \"10.0.0.1\"}, {\"server_id\": \"10.0.0.2\"}]}],"
        + " \"status\": \"completed\"}\n";
    write(root.resolve("job-worker-2/rank_table.json"), t);
    triage.assertRoots(root, "job-worker-1 device-5");
  }

  @Test
  void anAddressTheTableGivesTwoRanksTiesNeither(@TempDir Path root) throws IOException {
    threePods(root);
    twoOldCqes(root, "192.0.2.77");
    write(root.resolve("job-master-0/hccl.json"), table10("192.0.2.77").replace("192.0.2.12", "192.0.2.77"));
    RootCause rc = triage.rootCause(root);
    assertFalse(rc.roots().stream().anyMatch(p -> p.label().equals("job-worker-1 device-5")), rc.reason());
  }

  @Test
  void anAddressTheTableDoesNotGiveStaysUntied(@TempDir Path root) throws IOException {
    threePods(root);
    twoOldCqes(root, "192.0.2.77");
    write(root.resolve("job-master-0/hccl.json"), table10("192.0.2.11"));
    RootCause rc = triage.rootCause(root);
    assertFalse(rc.roots().stream().anyMatch(p -> p.label().equals("job-worker-1 device-5")), rc.reason());
  }
}
