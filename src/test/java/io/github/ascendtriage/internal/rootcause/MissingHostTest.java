package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * hosts37: the collection lacks one host of the job, and HCCL's heartbeat on a collected rank says the peer at an
 * address no collected host states stopped (Heartbeat Lost Occurred, hcclug_000055). When a launcher's line lists
 * the job's hosts (pdsh's {@code -w} targets as DeepSpeed's runner logs them, chaos/pdsh {@code pdsh.1.in},
 * microsoft/DeepSpeed@38327e07 {@code runner.py}/{@code multinode_runner.py}; Slurm's allocated nodes
 * {@code SLURM_JOB_NODELIST}), the root is on the one listed host without a folder: named by it, still outside.
 */
class MissingHostTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final String PEER = "10.1.0.3/0";

  /** Two processes on each of {@code hosts[0]} and {@code hosts[1]}, all timed out; the heartbeat names {@link #PEER} lost. */
  private static Path tree(Path root, String a, String b, String console) throws IOException {
    List<Proc> ps = List.of(new Proc(a, 100, 100, 0, 0), new Proc(a, 102, 102, 1, 1), new Proc(b, 200, 200, 2, 0),
        new Proc(b, 202, 202, 3, 1));
    PlogTree.initRootInfo(root, 6, ps);
    for (Proc p : ps) {
      String h = p.head("ERROR", "10:31:00.000.000") + "[TaskExecStage][Timeout][HOST]";
      write(p.debug(root), h + "Task run failed, base information is streamID:[2], taskID[21], tag[" + PlogTree.TAG + "],"
          + " AlgType(level 0-1-2):[fullmesh-ring-NHR].\n");
    }
    Proc d = ps.get(1);
    write(d.debug(root), d.head("ERROR", "10:30:20.000.000") + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception"
        + " Location[IP/ID]:[" + PEER + "], Arrival Time:[Fri Nov 20 10:30:10 2026], Discoverer:[10.1.0.1/1],"
        + " ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected\n");
    write(root.resolve(a + "/train.log"), console);
    return root;
  }

  private static String deepspeed(String workers) {
    return "[2026-11-20 09:59:50,100] [INFO] [runner.py:607:main] cmd = pdsh -S -f 1024 -w " + workers
        + " export PYTHONPATH=/workspace; cd /workspace; /usr/bin/python3 -u -m deepspeed.launcher.launch --node_rank=%n"
        + " --master_addr=10.1.0.1 --master_port=29500 train.py\n";
  }

  private static ProcessPlace onlyRoot(RootCause rc) {
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    return rc.roots().get(0);
  }

  @Test
  void pdshsTargetsNameTheOneHostNotCollected(@TempDir Path root) throws IOException {
    RootCause rc = TRIAGE.rootCause(tree(root, "a", "b", deepspeed("a,b,c")));

    ProcessPlace p = onlyRoot(rc);
    assertFalse(rc.known(), rc.toString());
    assertEquals(Optional.of("c"), p.host(), rc.reason());
    assertEquals(Optional.of("10.1.0.3"), p.address(), rc.reason());
    assertTrue(rc.reason().contains("-w a,b,c"), rc.reason());
  }

  @Test
  void deepSpeedsWorkersLineNamesItToo(@TempDir Path root) throws IOException {
    RootCause rc = TRIAGE.rootCause(tree(root, "a", "b",
        "[2026-11-20 09:59:50,100] [INFO] [multinode_runner.py:81:get_cmd] Running on the following workers: a,b,c\n"));

    assertEquals(Optional.of("c"), onlyRoot(rc).host(), rc.reason());
    assertFalse(rc.known(), rc.toString());
  }

  @Test
  void slurmsNodeListNamesItThroughItsRanges(@TempDir Path root) throws IOException {
    RootCause rc = TRIAGE.rootCause(tree(root, "node01", "node02", "SLURM_JOB_NODELIST=node[01-03]\nSLURM_NNODES=3\n"));

    assertEquals(Optional.of("node03"), onlyRoot(rc).host(), rc.reason());
    assertFalse(rc.known(), rc.toString());
  }

  @Test
  void noListOrAListThatLeavesTwoHostsOutNamesNone(@TempDir Path root) throws IOException {
    // two listed hosts without folders: either may hold the address
    RootCause two = TRIAGE.rootCause(tree(root.resolve("two"), "a", "b", deepspeed("a,b,c,d")));
    // a hostfile lists candidates (DeepSpeed's --include/--exclude/--num_nodes choose among them): not the job's hosts
    RootCause hostfile = TRIAGE.rootCause(tree(root.resolve("hostfile"), "a", "b", "a slots=2\nb slots=2\nc slots=2\n"));
    // the folders are pods, not the listed nodes: nothing says which node is missing
    RootCause pods = TRIAGE.rootCause(tree(root.resolve("pods"), "job-worker-0", "job-worker-1",
        "[2026-11-20 09:59:50,100] [INFO] [multinode_runner.py:81:get_cmd] Running on the following workers: a,b,c\n"));

    for (RootCause rc : new RootCause[] {two, hostfile, pods}) {
      assertFalse(rc.known(), rc.toString());
      assertEquals(Optional.empty(), onlyRoot(rc).host(), rc.reason());
      assertEquals(Optional.of("10.1.0.3"), onlyRoot(rc).address(), rc.reason());
    }
  }

  /**
   * tidy39: the host list names hosts and nothing else. MindCluster's reset record (records38) is another source of
   * roots, which the analyzer applies beside it ({@link ResetRecordRoots}); a verdict given to the list alone, in a
   * job with a record that names its root's rank faulty and no host list, comes back as it went in.
   */
  @Test
  void theHostListLeavesAResetRecordToTheAnalyzer() {
    Map<String, SourceFacts> self = Map.of("reset-config-job.yaml", new SourceFacts(Optional.empty(), Optional.empty(),
        Set.of(), Set.of(), Map.of(), Map.of(Setting.RESET_FAULTS, "3/5=reset:80E01801"), Map.of(), Map.of(), Map.of()));
    ProcessRegistry registry = ProcessRegistry.of(self, Map.of());
    WaitGraph.Node rank3 = new WaitGraph.Node("u:rank 3", false, "rank 3");
    rank3.rank = "3";
    RootCauseAnalyzer.Verdict v = new RootCauseAnalyzer.Verdict(List.of(rank3), "end of the notify wait chain",
        new Evidence("a/plog-100.log", 1, "wait"), List.of(), List.of(), false);

    assertSame(v, MissingHost.of(self, Map.of(), registry).named(v, registry));
  }
}
