package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.testing.LogTrees;
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

  /** The summary of torchrun's agent on node-a: rank 1 (pid 5120) ended first with {@code rootExit}, then {@code others}. */
  private static String summary(int rootExit, LogTrees.Worker... others) {
    return LogTrees.childFailed(new LogTrees.Worker("node-a", 1, 1, 5120, rootExit, "2026-12-05_10:11:12"), others);
  }

  @Test
  void aFirstDeathBySigkillIsAKillFromOutside() {
    LayerReasoner.Answer a = reason(summary(-9));
    assertTrue(cites(a, "outside.host-killed"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
    LayerReasoner.Answer agent = reason("E1205 10:11:13.004000 5001 torch/distributed/elastic/multiprocessing/api.py:869] "
        + "failed (exitcode: -9) local_rank: 1 (pid: 5120) of binary: /usr/bin/python3");
    assertTrue(cites(agent, "outside.host-killed"), agent.clues().toString());
  }

  @Test
  void theAgentsKillsAfterTheFirstFailureAreNoOutsideKill() {
    LogTrees.Worker cascade = new LogTrees.Worker("node-a", 3, 3, 5122, -9, "2026-12-05_10:11:44");
    String text = "[rank1]: RuntimeError: Failed to bind the IP port. Reason: The IP address and port have been bound already.\n"
        + "W1205 10:11:13.004000 5001 torch/distributed/elastic/multiprocessing/api.py:897] Sending process 5122 closing signal SIGTERM\n"
        + "W1205 10:11:43.004000 5001 torch/distributed/elastic/multiprocessing/api.py:919] Unable to shutdown process 5122 via "
        + "Signals.SIGTERM, forcefully exiting via Signals.SIGKILL\n"
        + "E1205 10:11:44.004000 5001 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: 1) local_rank: 1 "
        + "(pid: 5120) of binary: /usr/bin/python3\n"
        + summary(1, cascade);
    LayerReasoner.Answer a = reason(text);
    assertFalse(cites(a, "outside.host-killed"), a.clues().toString());
    assertNotEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
    assertFalse(cites(reason(summary(-15)),
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
