package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.extract.collect.NodeRankStatedTwice;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two hosts started as the same node of one job (issue 35, branch launch30): torchrun's --node_rank
 * numbers the nodes of a job, each its own (torch/distributed/run.py), and with the static rendezvous
 * node rank 0 hosts the store on the master port, so a second rank-0 agent fails to bind it. Read from
 * both hosts' launches, the finding outranks the port reading; one host's log never fires it.
 * Hand-written trees; addresses and ports are made up. The finding itself: collect.NodeRankStatedTwiceTest.
 */
class NodeRankStatedTwiceAnswerTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();
  private static final String BIND_FAILURE =
      "[W1104 09:20:31.201533118 socket.cpp:464] [c10d] The server socket has failed to bind to 0.0.0.0:29600 (errno: 98 - Address already in use).\n"
      + "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. port: 29600, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use\n";

  private static String launch(int nodeRank) {
    return "+ torchrun --nnodes 2 --node_rank " + nodeRank + " --master_addr 10.1.0.5 --master_port 29600 --nproc_per_node 8 train.py\n";
  }

  private static String record(int rank) {
    return "INFO:torch.distributed.launcher.api:Starting elastic_operator with launch configs:\n"
        + "  entrypoint       : train.py\n  min_nodes        : 2\n  max_nodes        : 2\n  nproc_per_node   : 8\n"
        + "  run_id           : none\n  rdzv_backend     : static\n  rdzv_endpoint    : 10.1.0.5:29600\n"
        + "  rdzv_configs     : {'rank': " + rank + ", 'timeout': 900}\n  max_restarts     : 0\n";
  }

  private static Diagnosis tree(Path root, String hostA, String hostB) throws IOException {
    Files.createDirectories(root.resolve("node-a"));
    Files.createDirectories(root.resolve("node-b"));
    Files.writeString(root.resolve("node-a/train.log"), hostA);
    Files.writeString(root.resolve("node-b/train.log"), hostB);
    return TRIAGE.diagnose(root);
  }

  private static Optional<Feature> finding(Diagnosis d) {
    return d.features().stream().filter(f -> f.value().equals(NodeRankStatedTwice.TOKEN_VALUE)).findFirst();
  }

  @Test
  void twoHostsLaunchedAsNodeZeroAreAScriptFaultThatOutranksThePortInUse(@TempDir Path root) throws IOException {
    Diagnosis d = tree(root, launch(0), launch(0) + BIND_FAILURE);
    Feature f = finding(d).orElseThrow(() -> new AssertionError(d.features().toString()));
    assertTrue(f.evidence().text().contains("--node_rank 0"), f.evidence().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    List<String> fix = d.remediation().stream().map(FixStep::command).toList();
    assertTrue(fix.stream().anyMatch(c -> c.contains("node[_-]rank")), fix.toString());
  }

  @Test
  void launchRecordsOfTwoHostsWithOneRankAreReadTheSameWay(@TempDir Path root) throws IOException {
    Diagnosis d = tree(root, record(0), record(0) + BIND_FAILURE);
    assertTrue(finding(d).isPresent(), d.features().toString());
    assertEquals(Layer.SCRIPT, d.layer());
  }

  @Test
  void hostsWithTheirOwnNodeRanksKeepThePortReading(@TempDir Path root) throws IOException {
    Diagnosis d = tree(root, launch(0), launch(1) + BIND_FAILURE);
    assertFalse(finding(d).isPresent(), d.features().toString());
    assertNotEquals(Layer.SCRIPT, d.layer());
  }

  @Test
  void hostsOfDifferentJobsAreNotOneJob(@TempDir Path root) throws IOException {
    Diagnosis d = tree(root, launch(0), launch(0).replace("10.1.0.5", "10.1.0.9") + BIND_FAILURE);
    assertFalse(finding(d).isPresent(), d.features().toString());
  }

  @Test
  void oneHostsLogNeverFiresItEvenWithTheLaunchTwice() {
    Diagnosis d = TRIAGE.diagnose(launch(0) + launch(0) + BIND_FAILURE);
    assertFalse(finding(d).isPresent(), d.features().toString());
    assertNotEquals(Layer.SCRIPT, d.layer());
  }

  @Test
  void twoAttemptsOfOneHostInItsFolderKeepThePortReading(@TempDir Path root) throws IOException {
    Files.createDirectories(root.resolve("node-a"));
    Files.writeString(root.resolve("node-a/attempt-1.log"), launch(0));
    Files.writeString(root.resolve("node-a/attempt-2.log"), launch(0) + BIND_FAILURE);
    Diagnosis d = TRIAGE.diagnose(root);
    assertFalse(finding(d).isPresent(), d.features().toString());
    assertNotEquals(Layer.SCRIPT, d.layer());
  }

  @Test
  void twoConsoleLogsInOneFolderNamingNoHostKeepThePortReading(@TempDir Path root) throws IOException {
    Files.writeString(root.resolve("console-1.log"), launch(0));
    Files.writeString(root.resolve("console-2.log"), launch(0) + BIND_FAILURE);
    Diagnosis d = TRIAGE.diagnose(root);
    assertFalse(finding(d).isPresent(), d.features().toString());
    assertNotEquals(Layer.SCRIPT, d.layer());
  }

  @Test
  void twoHostsGivenToTriageAsTwoRootsAreTwoHosts(@TempDir Path root) throws IOException {
    Files.createDirectories(root.resolve("a"));
    Files.createDirectories(root.resolve("b"));
    Files.writeString(root.resolve("a/train.log"), launch(0));
    Files.writeString(root.resolve("b/train.log"), launch(0) + BIND_FAILURE);
    Diagnosis d = TRIAGE.diagnose(List.of(root.resolve("a"), root.resolve("b")));
    assertTrue(finding(d).isPresent(), d.features().toString());
    assertEquals(Layer.SCRIPT, d.layer());
  }

  @Test
  void msrunHostsStartedAsOneNodeAnswerTheScript(@TempDir Path root) throws IOException {
    String launch = "+ msrun --worker_num=16 --local_worker_num=8 --master_addr=10.1.0.5 --master_port=8118 --node_rank=0 --join=True train.py\n";
    String timeout = "[EXCEPTION] DISTRIBUTED(1301,ffff8c1e0020,python):2026-12-06-10:10:00.000.001 "
        + "[mindspore/ccsrc/distributed/cluster/topology/compute_graph_node.cc:260] Heartbeat] Building networking for MS_WORKER failed.\n";
    Diagnosis d = tree(root, launch + timeout, launch + timeout);
    Feature f = finding(d).orElseThrow(() -> new AssertionError(d.features().toString()));
    assertTrue(f.evidence().text().contains("--node_rank=0"), f.evidence().toString());
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
  }
}
