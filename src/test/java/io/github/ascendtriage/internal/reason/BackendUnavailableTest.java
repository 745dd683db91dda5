package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * A group asked for the NCCL backend on a host that has none (issue 35, class "a collective backend
 * the host lacks"): the statement that NCCL is missing is no sign of a GPU host, and it is the
 * script's backend choice. The lines are the printed forms of the sources the rule cites (torch's
 * distributed_c10d.py and ProcessGroupNCCL.cpp, Ray's collective.py), nothing else.
 */
class BackendUnavailableTest {

  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  @Test
  void eachPrintedFormIsTheScriptsBackend() {
    for (String line : new String[] {
        "RuntimeError: Distributed package doesn't have NCCL built in",
        "RuntimeError: NCCL is not available.",
        "RuntimeError: ProcessGroupNCCL is only supported with GPUs, no GPUs found!"}) {
      LayerReasoner.Answer a = reason(line);
      assertFalse(a.foreign(), "a missing NCCL shows no GPU host: " + line);
      assertEquals(Layer.SCRIPT, a.layer(), line + " " + a.clues());
      assertTrue(a.clues().stream().anyMatch(c -> c.rule().equals("script.backend-unavailable")), a.clues().toString());
    }
  }

  @Test
  void theMarkerSeenElsewhereStillShowsTheOtherPlatform() {
    LayerReasoner.Answer nccl = reason("NCCL version 2.18.1+cuda12.1\nRuntimeError: NCCL is not available.");
    assertTrue(nccl.foreign(), nccl.clues().toString());
    assertEquals(Layer.UNKNOWN, nccl.layer(), nccl.clues().toString());
    LayerReasoner.Answer cuda = reason("RuntimeError: CUDA error: an illegal memory access was encountered\n"
        + "RuntimeError: Distributed package doesn't have NCCL built in");
    assertTrue(cuda.foreign(), cuda.clues().toString());
    assertEquals(Layer.UNKNOWN, cuda.layer(), cuda.clues().toString());
  }

  @Test
  void aLogThatOnlyNamesNcclIsStillAnotherPlatform() {
    assertTrue(reason("torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled system error").foreign());
  }
}
