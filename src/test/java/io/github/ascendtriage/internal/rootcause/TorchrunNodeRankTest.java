package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lost heartbeat's peer tied to its host only by torchrun's agent line ({@code failed (exitcode: N)
 * local_rank: M}), where the host's log has no rendezvous record but states its node rank and
 * {@code nproc_per_node}: in the record {@code launch_agent} logs (torch/distributed/launcher/api.py,
 * {@code Starting elastic_operator with launch configs:}; with the static rendezvous the node rank is
 * {@code rdzv_configs}' {@code rank}, torch/distributed/run.py {@code config_from_args}) or on the
 * host's own command line. The worker's rank is {@code node_rank * nproc_per_node + local_rank}
 * ({@code _assign_worker_ranks}); where a number is not stated, or the rendezvous is not static, the
 * peer stays its host's worker, rank not said. The values are made up.
 */
class TorchrunNodeRankTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final Proc A0 = new Proc("a", 100, 100, 0, 0);
  private static final int NODE_RANK = 3;
  private static final int NPROC = 8;
  private static final int LOCAL_RANK = 5;

  /** The launch record, {@code head} before its first line and {@code each} before every field line. */
  private static String record(String head, String each, String backend, String configs) {
    return head + "Starting elastic_operator with launch configs:\n"
        + each + "  entrypoint       : train.py\n"
        + each + "  min_nodes        : 8\n"
        + each + "  max_nodes        : 8\n"
        + each + "  nproc_per_node   : " + NPROC + "\n"
        + each + "  run_id           : none\n"
        + each + "  rdzv_backend     : " + backend + "\n"
        + each + "  rdzv_endpoint    : 10.1.0.1:29500\n"
        + each + "  rdzv_configs     : " + configs + "\n"
        + each + "  max_restarts     : 0\n"
        + each + "  monitor_interval : 5\n"
        + each + "  log_dir          : None\n"
        + each + "  metrics_cfg      : {}\n"
        + "\n";
  }

  private static String staticRecord(String head, String each) {
    return record(head, each, "static", "{'rank': " + NODE_RANK + ", 'timeout': 900}");
  }

  private static RootCause agentLineOnly(Path root, String launch) throws IOException {
    return agentLineDiagnosis(root, launch).rootCause().orElseThrow();
  }

  private static Diagnosis agentLineDiagnosis(Path root, String launch) throws IOException {
    Proc peer = new Proc("b", 205, 205, NODE_RANK * NPROC + LOCAL_RANK, LOCAL_RANK);
    PlogTree.initRootInfo(root, 64, A0, peer);
    write(A0.debug(root), A0.head("ERROR", "10:31:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception"
        + " Location[IP/ID]:[10.1.0.4/" + LOCAL_RANK + "], Arrival Time:[Fri Nov 20 10:29:00 2026], Discoverer:[10.1.0.1/0],"
        + " ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected\n");
    write(root.resolve("b/train.log"), launch
        + "E1120 10:28:59.118000 9001 torch/distributed/elastic/multiprocessing/api.py:869]"
        + " failed (exitcode: -9) local_rank: " + LOCAL_RANK + " (pid: 205) of binary: /usr/bin/python3\n");
    return TRIAGE.engine().diagnose(root);
  }

  private static String commandLine(int nodeRank, int nproc) {
    return "+ torchrun --nnodes=8 --node_rank " + nodeRank + " --nproc-per-node=" + nproc
        + " --master_addr=10.1.0.1 --master_port=29500 train.py\n";
  }

  private static List<TriageWarning> countWarnings(Diagnosis d) {
    return d.warnings().stream().filter(w -> w.message().contains("different worker counts per node")).toList();
  }

  private static ProcessPlace onlyRoot(RootCause rc) {
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    ProcessPlace p = rc.roots().get(0);
    assertEquals(Optional.of("b"), p.host(), rc.reason());
    return p;
  }

  private static void assertRank(RootCause rc) {
    assertEquals(OptionalInt.of(NODE_RANK * NPROC + LOCAL_RANK), onlyRoot(rc).rank(), rc.reason());
    assertTrue(rc.known(), rc.toString());
  }

  private static void assertNoRank(RootCause rc) {
    assertEquals(OptionalInt.empty(), onlyRoot(rc).rank(), rc.reason());
  }

  @Test
  void theLaunchRecordUnderTheLoggingDefaultHeadGivesTheRank(@TempDir Path root) throws IOException {
    assertRank(agentLineOnly(root, staticRecord("INFO:torch.distributed.launcher.api:", "")));
  }

  @Test
  void theLaunchRecordWithAHeadOnEveryLineGivesTheRank(@TempDir Path root) throws IOException {
    String each = "[2026-11-20 10:01:02,345] torch.distributed.launcher.api: [INFO] ";
    assertRank(agentLineOnly(root, staticRecord(each, each)));
  }

  @Test
  void theHostsOwnCommandLineGivesTheRank(@TempDir Path root) throws IOException {
    assertRank(agentLineOnly(root, "+ HCCL_CONNECT_TIMEOUT=1200 torchrun --nnodes=8 --node_rank " + NODE_RANK + " --nproc-per-node="
        + NPROC + " --master_addr=10.1.0.1 --master_port=29500 train.py --bf16\n"));
  }

  @Test
  void anElasticRendezvousGivesNoRank(@TempDir Path root) throws IOException {
    // with c10d the agents' group ranks come from the order they join; run.py puts no rank in the configs
    assertNoRank(agentLineOnly(root, record("INFO:torch.distributed.launcher.api:", "", "c10d", "{'timeout': 900}")));
  }

  @Test
  void aCommandLineWithAnElasticRendezvousGivesNoRank(@TempDir Path root) throws IOException {
    assertNoRank(agentLineOnly(root.resolve("c10d"), "+ torchrun --nnodes=8 --node_rank=" + NODE_RANK + " --nproc_per_node=" + NPROC
        + " --rdzv_backend=c10d --rdzv_endpoint=10.1.0.1:29400 train.py\n"));
    // --standalone runs a c10d rendezvous on the host itself (run.py), whatever --node_rank says
    assertNoRank(agentLineOnly(root.resolve("standalone"), "+ torchrun --standalone --node_rank=" + NODE_RANK + " --nproc_per_node="
        + NPROC + " train.py\n"));
  }

  @Test
  void aCommandLineThatStatesNoNumberOrStartsAnotherHostGivesNoRank(@TempDir Path root) throws IOException {
    assertNoRank(agentLineOnly(root, "+ torchrun --nnodes=8 --node_rank=" + NODE_RANK + " --nproc_per_node=auto train.py\n"
        + "ssh node-c torchrun --nnodes=8 --node_rank=6 --nproc_per_node=" + NPROC + " train.py\n"));
  }

  @Test
  void hostsStatingDifferentWorkerCountsGiveNoDerivedRankAndSaySo(@TempDir Path root) throws IOException {
    // node 0 runs 4 workers, so node 3's first rank is not 3 * 8: _assign_worker_ranks sums the earlier nodes' counts
    write(root.resolve("a/train.log"), commandLine(0, 4));
    Diagnosis d = agentLineDiagnosis(root, commandLine(NODE_RANK, NPROC));

    assertNoRank(d.rootCause().orElseThrow());
    List<TriageWarning> w = countWarnings(d);
    assertEquals(1, w.size(), d.warnings().toString());
    assertTrue(w.get(0).message().contains("4 in a/train.log") && w.get(0).message().contains(NPROC + " in b/train.log"),
        w.get(0).message());
  }

  @Test
  void hostsStatingTheSameWorkerCountGiveTheRankAndNoWarning(@TempDir Path root) throws IOException {
    write(root.resolve("a/train.log"), commandLine(0, NPROC));
    Diagnosis d = agentLineDiagnosis(root, commandLine(NODE_RANK, NPROC));

    assertRank(d.rootCause().orElseThrow());
    assertEquals(List.of(), countWarnings(d));
  }
}
