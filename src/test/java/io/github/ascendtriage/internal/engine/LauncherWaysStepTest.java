package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.internal.codes.LauncherVariables;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/**
 * A step that only exports literal values, given in the way the shown launcher carries each variable
 * (issue 35, launch32; casebase/launchers.json {@code passes}). Steps are built here, not diagnosed, so
 * each form is checked on its own: the launchers' commands come from the table, the expectations from
 * their sources (DeepSpeed's runner.py and npu_accelerator.py, Open MPI's mpirun -x, torchrun's agent).
 */
class LauncherWaysStepTest {
  private static LauncherVariables.Launcher launcher(String id) {
    return LauncherVariables.builtIn().launchers().stream().filter(l -> l.id().equals(id)).findFirst().orElseThrow();
  }

  private static FixStep step(String command) {
    return new FixStep(new RemediationStep(command, "why the value", List.of("nic"), Map.of("nic", "not in the log")),
        FixOrigin.RULE, "network.gloo: lesson", OptionalDouble.empty(), Optional.empty());
  }

  @Test
  void deepSpeedCopiesItsHcclPrefixButNotGloosVariable() {
    List<FixStep> hccl = LauncherSteps.carried(step("export HCCL_SOCKET_IFNAME={nic}"), launcher("deepspeed"));
    assertEquals(1, hccl.size());
    assertTrue(hccl.get(0).command().startsWith("export HCCL_SOCKET_IFNAME={nic}   # on the host that runs deepspeed"), hccl.toString());
    List<FixStep> gloo = LauncherSteps.carried(step("export GLOO_SOCKET_IFNAME={nic}"), launcher("deepspeed"));
    assertTrue(gloo.get(0).command().startsWith("echo 'GLOO_SOCKET_IFNAME={nic}' >> ~/.deepspeed_env"), gloo.toString());
  }

  @Test
  void theStepKeepsItsExplanationWhatStayedUnfilledAndWhereItCameFrom() {
    FixStep s = LauncherSteps.carried(step("export GLOO_SOCKET_IFNAME={nic}"), launcher("openmpi")).get(0);
    assertEquals("mpirun -x GLOO_SOCKET_IFNAME={nic} ...", s.command().substring(0, s.command().indexOf("   #")));
    assertEquals("why the value", s.step().explanation());
    assertEquals(List.of("nic"), s.step().unfilled());
    assertEquals(Map.of("nic", "not in the log"), s.step().unfilledReasons());
    assertEquals(FixOrigin.RULE, s.origin());
    assertEquals("network.gloo: lesson", s.ref());
  }

  @Test
  void twoVariablesOfOneExportAreTwoStepsEachInItsOwnWay() {
    List<FixStep> out = LauncherSteps.carried(step("export HCCL_BUFFSIZE=200 TASK_QUEUE_ENABLE=1"), launcher("deepspeed"));
    assertEquals(2, out.size(), out.toString());
    assertTrue(out.get(0).command().startsWith("export HCCL_BUFFSIZE=200   #"), out.toString());
    assertTrue(out.get(1).command().startsWith("echo 'TASK_QUEUE_ENABLE=1' >> ~/.deepspeed_env"), out.toString());
    // the step's unfilled {nic} is in neither command, so neither keeps it
    assertEquals(List.of(), out.get(0).step().unfilled());
    assertEquals(Map.of(), out.get(1).step().unfilledReasons());
  }

  @Test
  void torchrunsWorkersTakeTheShellOfEveryNode() {
    FixStep s = LauncherSteps.carried(step("export HCCL_CONNECT_TIMEOUT=600"), launcher("torchrun")).get(0);
    assertTrue(s.command().startsWith("export HCCL_CONNECT_TIMEOUT=600   # on every node, in the shell that starts torchrun"), s.command());
  }

  @Test
  void rayGetsTheVariableBeforeRayStartOrInTheRuntimeEnv() {
    FixStep s = LauncherSteps.carried(step("export HCCL_IF_IP=<address of this node>"), launcher("ray")).get(0);
    assertTrue(s.command().startsWith("ray stop; export HCCL_IF_IP=<address of this node>; ray start"), s.command());
    assertTrue(s.command().contains("{\"env_vars\": {\"HCCL_IF_IP\": \"<address of this node>\"}}"), s.command());
  }

  @Test
  void aStepThatDoesMoreThanExportALiteralStaysAsItIs() {
    for (String c : List.of("export LD_LIBRARY_PATH=/usr/local/Ascend/driver/lib64:$LD_LIBRARY_PATH",
        "export HCCL_ENTRY_LOG_ENABLE=1  # rerun, then: grep -c 'Entry-Hccl' plog-*.log",
        "unset HCCL_OP_EXPANSION_MODE; export HCCL_BUFFSIZE=200",
        "export HCCL_SOCKET_IFNAME='eth0'",
        "npu-smi info")) {
      FixStep s = step(c);
      List<FixStep> out = LauncherSteps.carried(s, launcher("deepspeed"));
      assertEquals(1, out.size(), c);
      assertSame(s, out.get(0), c);
    }
  }

  @Test
  void aLauncherWithoutWaysLeavesTheStep() {
    FixStep s = step("export HCCL_CONNECT_TIMEOUT=600");
    assertSame(s, LauncherSteps.carried(s, launcher("horovod")).get(0));
  }
}
