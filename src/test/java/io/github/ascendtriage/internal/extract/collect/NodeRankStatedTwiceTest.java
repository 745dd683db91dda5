package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.Setting;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The finding that two hosts were started as the same node of one job: torchrun's --node_rank is
 * each node's own (torch/distributed/run.py). Launch lines written for this test in torchrun's
 * command-line form; addresses and ports made up.
 */
class NodeRankStatedTwiceTest {
  private static final String KEY = "hccl-stage:" + NodeRankStatedTwice.TOKEN_VALUE;

  private static String launch(String options) {
    return "+ torchrun " + options + " --nproc_per_node 8 train.py";
  }

  @Test
  void theLaunchOfEachHostIsTheFindingsEvidence() {
    String a = launch("--nnodes=2 --node-rank=0 --master-addr=192.0.2.7");
    String b = launch("--nnodes 2 --node_rank 0 --master_addr 192.0.2.7 --master_port 29500");
    FeatureSet f = Sources.read("host-a/run.log", a, "host-b/run.log", b);
    assertTrue(f.has(KEY), f.keys().toString());
    List<Evidence> ev = f.occurrence(KEY).orElseThrow().evidence();
    assertEquals(List.of("host-a/run.log", "host-b/run.log"), ev.stream().map(Evidence::source).toList());
    assertEquals(List.of(a, b), ev.stream().map(Evidence::text).toList());
  }

  @Test
  void theNodeIsStatedWithItsCountAndMasterPortDefault() {
    FeatureSet f = Sources.read("h.log", launch("--nnodes 1:4 --node_rank 3 --master_addr node0"));
    assertEquals("3/4@node0:29500", f.sources().get("h.log").settings().get(Setting.LAUNCHER_NODE));
  }

  @Test
  void aSingleNodeJobOrALaunchWithoutItsMasterStatesNoNode() {
    assertFalse(Sources.read("h.log", launch("--nnodes 1 --node_rank 0 --master_addr node0")).sources().get("h.log")
        .settings().containsKey(Setting.LAUNCHER_NODE));
    assertFalse(Sources.read("h.log", launch("--nnodes 2 --node_rank 0")).sources().get("h.log")
        .settings().containsKey(Setting.LAUNCHER_NODE));
  }

  @Test
  void otherNodeRanksOtherCountsOrOtherMastersAreNoFinding() {
    String a = launch("--nnodes 2 --node_rank 0 --master_addr 192.0.2.7");
    assertFalse(Sources.read("a.log", a, "b.log", a.replace("node_rank 0", "node_rank 1")).has(KEY));
    assertFalse(Sources.read("a.log", a, "b.log", a.replace("nnodes 2", "nnodes 3")).has(KEY));
    assertFalse(Sources.read("a.log", a, "b.log", a.replace("192.0.2.7", "192.0.2.8")).has(KEY));
    assertFalse(Sources.read("a.log", a + "\n" + a).has(KEY), "one host's log, the launch twice");
  }
}
