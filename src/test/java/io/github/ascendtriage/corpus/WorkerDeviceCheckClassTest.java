package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.testing.FixText;
import io.github.ascendtriage.testing.BuiltInTriage;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A vLLM worker's check of the ranks it places on its node against the devices it sees (fix31):
 * vLLM's {@code gpu_worker.py} and vllm-ascend's {@code worker.py} assert {@code local_world_size (N)
 * must be less than or equal to the number of visible devices (M)}; vLLM PR #28873 stopped running
 * it when Ray spreads the workers over nodes. The answer's fix names both levers the sources give:
 * the parallel sizes against the visible cards, and the release that skips the check. Lines are
 * built from the sources' format string with made-up values.
 */
class WorkerDeviceCheckClassTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  @Test
  void theWorkersLocalCheckGetsTheLayoutAndTheReleaseStep() {
    Diagnosis d = TRIAGE.get().diagnose("(Worker_TP3 pid=812) ERROR 11-02 09:14:55 [multiproc_executor.py:640]   File"
        + " \"/usr/local/python3.11/site-packages/vllm_ascend/worker/worker.py\", line 241, in init_device\n"
        + "(Worker_TP3 pid=812) ERROR 11-02 09:14:55 [multiproc_executor.py:640] AssertionError: local_world_size (32)"
        + " must be less than or equal to the number of visible devices (16).");
    assertEquals("script", d.layer().id(), d.toString());
    assertEquals(Optional.of("vllm-local-world-size-check"), d.bestMatch().map(CaseMatch::caseId));
    String fix = FixText.of(d);
    assertTrue(FixKeys.of(fix).contains("upgrade:vllm"), fix);
    assertTrue(FixKeys.of(fix).contains("setting:tensor_parallel_size"), fix);
  }

  @Test
  void theWorkersOtherDeviceChecksAreNotThisClass() {
    Diagnosis d = TRIAGE.get().diagnose("(Worker_TP3 pid=812) AssertionError: DP adjusted local rank 19 is out of bounds.");
    assertNotEquals(Optional.of("vllm-local-world-size-check"), d.bestMatch().map(CaseMatch::caseId));
  }
}
