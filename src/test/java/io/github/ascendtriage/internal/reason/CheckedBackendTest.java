package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * A platform's name quoted in a failing check (issue 35, wrap28). torch's backends are named by strings
 * ({@code Backend.NCCL = "nccl"}, torch/distributed/distributed_c10d.py) and torch_npu's is {@code hccl};
 * a script written for GPUs compares its backend with {@code 'nccl'}. When such a check fails with a bare
 * exception, the quoted name is a value of the script's statement (FailingStatement), not a message of the
 * host's software, so it is no GPU sign; the NCCL runtime's own line still is, and so is the name in a
 * statement whose exception has a message (that message decides, the statement is not read). Tracebacks
 * are made up in CPython's printed form; paths and names are invented.
 */
class CheckedBackendTest {

  private static LayerReasoner.Answer reason(String... lines) {
    return LayerReasonerTest.reason(String.join("\n", lines));
  }

  private static final String[] CHECK = {
    "[rank2]: Traceback (most recent call last):",
    "[rank2]:   File \"/work/app/launch.py\", line 31, in <module>",
    "[rank2]:     prepare(opts)",
    "[rank2]:   File \"/work/app/comm.py\", line 12, in prepare",
    "[rank2]:     assert opts.backend in (\"nccl\", \"mpi\")",
    "[rank2]: AssertionError"};

  @Test
  void aBackendNameTheFailedCheckComparedWithIsNoGpuSign() {
    LayerReasoner.Answer a = reason(CHECK);
    assertFalse(a.foreign(), a.toString());
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
  }

  @Test
  void theNcclRuntimesOwnLineStillMakesAGpuLog() {
    String[] withRuntime = java.util.Arrays.copyOf(CHECK, CHECK.length + 1);
    withRuntime[CHECK.length] = "node-3:881:902 [2] NCCL INFO comm 0x55d0 rank 2 nranks 8 cudaDev 2 busId 41000 - Init COMPLETE";
    assertTrue(reason(withRuntime).foreign(), "a line NCCL printed is the host's software");
  }

  @Test
  void aQuotedNameInAStatementWhoseExceptionHasAMessageStillCounts() {
    LayerReasoner.Answer a = reason(
        "Traceback (most recent call last):",
        "  File \"/work/app/comm.py\", line 40, in setup",
        "    dist.init_process_group(backend='nccl', world_size=opts.world)",
        "ValueError: Invalid backend requested");
    assertTrue(a.foreign(), "the message decides and the statement is not the failing check's: " + a.clues());
  }

  @Test
  void aQuotedNameInAnOuterFrameStillCounts() {
    LayerReasoner.Answer a = reason(
        "Traceback (most recent call last):",
        "  File \"/work/app/run.py\", line 8, in <module>",
        "    start(backend='nccl')",
        "  File \"/work/app/comm.py\", line 3, in start",
        "    assert ready",
        "AssertionError");
    assertTrue(a.foreign(), "only the failing statement's own values are the check's: " + a.clues());
  }
}
