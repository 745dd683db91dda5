package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * A process killed from outside the job (the kernel's or a container's OOM killer, exit code 137 =
 * 128 + SIGKILL) and a /dev/shm too small for the data loader are host resources outside the
 * ladder (rules {@code outside.host-killed}, {@code outside.host-shared-memory}). The launcher's
 * own kills after the first failure are not: torchrun's agent stops the other ranks with SIGTERM,
 * and with SIGKILL only those that outlived it (torch/distributed/elastic/multiprocessing/api.py).
 * The lines are the printed forms of the sources the rules cite; pids, hosts and times are made up.
 */
class HostKillTest {
  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  private static boolean cites(LayerReasoner.Answer a, String rule) {
    return a.clues().stream().anyMatch(c -> c.rule().equals(rule));
  }

  private static String summary(String failures, String rootExit, String rootTraceback) {
    return String.join("\n",
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
        "============================================================",
        "/srv/job/pretrain.py FAILED",
        "------------------------------------------------------------",
        "Failures:",
        failures,
        "------------------------------------------------------------",
        "Root Cause (first observed failure):",
        "[0]:",
        "  time      : 2026-12-05_10:11:12",
        "  host      : node-a",
        "  rank      : 1 (local_rank: 1)",
        "  exitcode  : " + rootExit + " (pid: 5120)",
        "  error_file: <N/A>",
        "  traceback : " + rootTraceback,
        "============================================================");
  }

  @Test
  void aFirstDeathBySigkillIsAKillFromOutside() {
    LayerReasoner.Answer a = reason(summary("  <NO_OTHER_FAILURES>", "-9", "Signal 9 (SIGKILL) received by PID 5120"));
    assertTrue(cites(a, "outside.host-killed"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
    LayerReasoner.Answer agent = reason("E1205 10:11:13.004000 5001 torch/distributed/elastic/multiprocessing/api.py:869] "
        + "failed (exitcode: -9) local_rank: 1 (pid: 5120) of binary: /usr/bin/python3");
    assertTrue(cites(agent, "outside.host-killed"), agent.clues().toString());
  }

  @Test
  void theAgentsKillsAfterTheFirstFailureAreNoOutsideKill() {
    String cascade = String.join("\n",
        "[1]:",
        "  time      : 2026-12-05_10:11:44",
        "  host      : node-a",
        "  rank      : 3 (local_rank: 3)",
        "  exitcode  : -9 (pid: 5122)",
        "  error_file: <N/A>",
        "  traceback : Signal 9 (SIGKILL) received by PID 5122");
    String text = "[rank1]: RuntimeError: Failed to bind the IP port. Reason: The IP address and port have been bound already.\n"
        + "W1205 10:11:13.004000 5001 torch/distributed/elastic/multiprocessing/api.py:897] Sending process 5122 closing signal SIGTERM\n"
        + "W1205 10:11:43.004000 5001 torch/distributed/elastic/multiprocessing/api.py:919] Unable to shutdown process 5122 via "
        + "Signals.SIGTERM, forcefully exiting via Signals.SIGKILL\n"
        + "E1205 10:11:44.004000 5001 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: 1) local_rank: 1 "
        + "(pid: 5120) of binary: /usr/bin/python3\n"
        + summary(cascade, "1", "To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html");
    LayerReasoner.Answer a = reason(text);
    assertFalse(cites(a, "outside.host-killed"), a.clues().toString());
    assertNotEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
    assertFalse(cites(reason(summary("  <NO_OTHER_FAILURES>", "-15", "Signal 15 (SIGTERM) received by PID 5120")),
        "outside.host-killed"), "a stop of the whole job is no kill from outside");
  }

  @Test
  void aContainerKilledForItsMemoryIsAKillFromOutside() {
    for (String text : new String[] {
        "    State:          Terminated\n      Reason:       OOMKilled\n      Exit Code:    137",
        "trainer-0 exited with code 137",
        "[Fri Dec  5 10:11:12 2026] python3 invoked oom-killer: gfp_mask=0x100cca(GFP_HIGHUSER_MOVABLE), order=0, oom_score_adj=0",
        "Memory cgroup out of memory: Killed process 5120 (python3) total-vm:412203340kB, anon-rss:301122044kB",
        "RuntimeError: DataLoader worker (pid 2201) is killed by signal: Killed."}) {
      LayerReasoner.Answer a = reason(text);
      assertTrue(cites(a, "outside.host-killed"), text + " " + a.clues());
      assertEquals(Layer.UNKNOWN, a.layer(), text + " " + a.clues());
    }
  }

  @Test
  void aDataLoaderOutOfSharedMemoryIsTheHostsShm() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        "RuntimeError: DataLoader worker (pid 2201) is killed by signal: Bus error. It is possible that dataloader's "
            + "workers are out of shared memory. Please try to raise your shared memory limit."));
    assertTrue(cites(a, "outside.host-shared-memory"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void otherExitCodesAndABareKilledAfterAnErrorAreNoOutsideKill() {
    for (String text : new String[] {
        "trainer-0 exited with code 1",
        "      Exit Code:    1370",
        "process exited with exit code 1370",
        "npuDeviceID does not allow repetitive element\nKilled"}) {
      assertFalse(cites(reason(text), "outside.host-killed"), text);
    }
  }
}
