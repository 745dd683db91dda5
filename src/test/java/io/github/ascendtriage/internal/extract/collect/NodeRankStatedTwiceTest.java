package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.Setting;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The finding that two hosts were started as the same node of one job: torchrun's --node_rank is
 * each node's own (torch/distributed/run.py), as is msrun's (mindspore parallel/cluster/run.py), and
 * the finding needs two sources known to be two hosts. Launch lines written for this test in each
 * launcher's command-line form; host names, addresses and ports made up.
 */
class NodeRankStatedTwiceTest {
  private static final String KEY = "hccl-stage:" + NodeRankStatedTwice.TOKEN_VALUE;

  private static final Map<String, String> TWO_HOSTS = Map.of("host-a/run.log", "host-a", "host-b/run.log", "host-b");

  private static String launch(String options) {
    return "+ torchrun " + options + " --nproc_per_node 8 train.py";
  }

  private static String msrun(String options) {
    return "+ msrun --worker_num=16 --local_worker_num=8 " + options + " --log_dir=msrun_log --join=True train.py";
  }

  /** HCCL's own line naming its host's address ({@code [LocalRank Key Info]}), which makes it the source's own. */
  private static String ownAddress(String ip) {
    return "[INFO] HCCL(1234,python):2026-12-06-10:00:00.000.001 [topoinfo_ranktableDetect.cc:120][LocalRank Key Info] "
        + "userRank[0], hostIp[" + ip + "], devicePhyId[0]";
  }

  @Test
  void theLaunchOfEachHostIsTheFindingsEvidence() {
    String a = launch("--nnodes=2 --node-rank=0 --master-addr=192.0.2.7");
    String b = launch("--nnodes 2 --node_rank 0 --master_addr 192.0.2.7 --master_port 29500");
    FeatureSet f = Sources.readOnHosts(TWO_HOSTS, "host-a/run.log", a, "host-b/run.log", b);
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

  @Test
  void twoFilesOfOneHostAreNoFinding() {
    String a = launch("--nnodes 2 --node_rank 0 --master_addr 192.0.2.7");
    Map<String, String> oneHost = Map.of("host-a/attempt-1.log", "host-a", "host-a/attempt-2.log", "host-a");
    assertFalse(Sources.readOnHosts(oneHost, "host-a/attempt-1.log", a, "host-a/attempt-2.log", a).has(KEY),
        "a job run again on one host: two attempts' logs in one host folder");
    assertTrue(Sources.readOnHosts(TWO_HOSTS, "host-a/run.log", a, "host-b/run.log", a).has(KEY), "the same two launches on two hosts");
  }

  @Test
  void filesOfNoKnownHostCountAsTwoHostsOnlyByAddressesOfTheirOwn() {
    String a = launch("--nnodes 2 --node_rank 0 --master_addr 192.0.2.7");
    assertFalse(Sources.read("attempt-1.log", a, "attempt-2.log", a).has(KEY), "no host folder, no address: not known to be two hosts");
    assertTrue(Sources.read("x.log", a + "\n" + ownAddress("192.0.2.11"), "y.log", a + "\n" + ownAddress("192.0.2.12")).has(KEY),
        "each states an address of its own, different ones");
    assertFalse(Sources.read("x.log", a + "\n" + ownAddress("192.0.2.11"), "y.log", a + "\n" + ownAddress("192.0.2.11")).has(KEY),
        "one address: one host");
    assertFalse(Sources.read("x.log", a + "\n" + ownAddress("192.0.2.11"), "y.log", a).has(KEY), "one of them states none");
    Map<String, String> oneKnown = Map.of("x.log", "host-a");
    assertFalse(Sources.readOnHosts(oneKnown, "x.log", a, "y.log", a).has(KEY), "one host named, the other not");
  }

  @Test
  void aRerunInOneFileIsNoFindingWhateverItsTimes() {
    String a = launch("--nnodes 2 --node_rank 0 --master_addr 192.0.2.7");
    String first = "[2026-12-06 10:00:00,120] " + a.substring(2);
    String second = "[2026-12-06 11:30:00,500] " + a.substring(2);
    FeatureSet f = Sources.readOnHosts(Map.of("host-a/run.log", "host-a"), "host-a/run.log", first + "\n" + second);
    assertEquals("0/2@192.0.2.7:29500", f.sources().get("host-a/run.log").settings().get(Setting.LAUNCHER_NODE), "the launches are read");
    assertFalse(f.has(KEY), "two launches of one file are reruns");
  }

  @Test
  void msrunHostsGivenOneNodeRankAreTheSameFinding() {
    String a = msrun("--master_addr=192.0.2.7 --master_port=8118 --node_rank=0");
    FeatureSet f = Sources.readOnHosts(TWO_HOSTS, "host-a/run.log", a, "host-b/run.log", a.replace("--master_port=8118 ", ""));
    assertTrue(f.has(KEY), f.keys().toString());
    assertEquals("0/2@192.0.2.7:8118 msrun", f.sources().get("host-a/run.log").settings().get(Setting.LAUNCHER_NODE));
    assertEquals(List.of(a), f.occurrence(KEY).orElseThrow().evidence().stream().map(Evidence::text).limit(1).toList());
    String b = a.replace("--node_rank=0", "--node_rank=1");
    assertFalse(Sources.readOnHosts(TWO_HOSTS, "host-a/run.log", a, "host-b/run.log", b).has(KEY), "each host its own node rank");
  }

  @Test
  void msrunStatesNoNodeWhereItIgnoresOrAssignsTheNodeRank() {
    assertFalse(node("+ msrun --worker_num=8 --local_worker_num=8 --master_addr=192.0.2.7 --node_rank=0 train.py"),
        "one host runs every worker: msrun ignores the node rank");
    assertFalse(node(msrun("--master_addr=192.0.2.7")), "no node rank: the scheduler numbers the workers");
    assertFalse(node(msrun("--master_addr=192.0.2.7 --node_rank=-1")), "-1 is msrun's 'assign them'");
    assertFalse(node(msrun("--node_rank=0")), "no master address given");
    assertFalse(node("+ msrun --worker_num=16 --local_worker_num=8 --master_addr=192.0.2.7 train.py --node_rank 0"),
        "the script's own option after the script");
    assertTrue(node("+ python -m mindspore.parallel.cluster.run --worker_num 16 --local_worker_num 8 --master_addr 192.0.2.7 --node_rank 1 train.py"));
  }

  @Test
  void aTorchrunAndAnMsrunLaunchAreNeverOneNode() {
    String t = launch("--nnodes 2 --node_rank 0 --master_addr 192.0.2.7 --master_port 8118");
    String m = msrun("--master_addr=192.0.2.7 --master_port=8118 --node_rank=0");
    assertFalse(Sources.readOnHosts(TWO_HOSTS, "host-a/run.log", t, "host-b/run.log", m).has(KEY));
  }

  private static boolean node(String line) {
    return Sources.read("h.log", line).sources().getOrDefault("h.log", io.github.ascendtriage.internal.extract.facts.SourceFacts.NONE)
        .settings().containsKey(Setting.LAUNCHER_NODE);
  }
}
