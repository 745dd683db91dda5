package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.testing.FixText;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A vLLM worker's check of the ranks it places on its node against the devices it sees (fix31):
 * vLLM's {@code gpu_worker.py} and vllm-ascend's {@code worker.py} assert {@code local_world_size (N)
 * must be less than or equal to the number of visible devices (M)}; vLLM PR #28873 stopped running
 * it when Ray spreads the workers over nodes. The answer's fix names both levers the sources give:
 * the parallel sizes against the visible cards, and the release that skips the check. Lines are
 * built from the sources' format string with made-up values.
 */
class WorkerDeviceCheckClassTest {
  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().build();
  }

  @AfterAll
  static void release() {
    triage = null; // the suite runs in one JVM: a static instance would stay for every later class
  }

  @Test
  void theWorkersLocalCheckGetsTheLayoutAndTheReleaseStep() {
    Diagnosis d = triage.diagnose("(Worker_TP3 pid=812) ERROR 11-02 09:14:55 [multiproc_executor.py:640]   File"
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
    Diagnosis d = triage.diagnose("(Worker_TP3 pid=812) AssertionError: DP adjusted local rank 19 is out of bounds.");
    assertNotEquals(Optional.of("vllm-local-world-size-check"), d.bestMatch().map(CaseMatch::caseId));
  }
}
