package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.testing.FixText;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A serving framework's refusal of its launch configuration, through the whole diagnosis (serve29,
 * issue 35): the answer is the script layer and its fix is the rule's own step (rule-steps.json), not
 * an unknown layer with generic checks. Lines are built from the sources' format strings with made-up
 * values, inside a vLLM-Ascend engine's traceback.
 */
class ServingRefusalsDiagnosisTest {
  private static final String FRAME = "Traceback (most recent call last):\n"
      + "  File \"/usr/local/python3.11/lib/python3.11/site-packages/vllm_ascend/platform.py\", line 300,"
      + " in check_and_update_config\n";
  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().build();
  }

  private static String steps(Diagnosis d) {
    return FixText.of(d);
  }

  @Test
  void aBatchBudgetBelowTheMaximumLengthNamesTheLengthSettings() {
    Diagnosis d = triage.diagnose(FRAME + "ValueError: max_num_batched_tokens (4096) is smaller than max_model_len (8192). This"
        + " effectively limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer sequences."
        + " Please increase max_num_batched_tokens or decrease max_model_len.");
    assertEquals("script", d.layer().id(), d.toString());
    String fix = steps(d);
    assertTrue(fix.contains("--max-num-batched-tokens") && fix.contains("--max-model-len"), fix);
  }

  @Test
  void aRefusedGraphModeNamesEagerModeAndTheGraphOptions() {
    Diagnosis d = triage.diagnose(FRAME + "RuntimeError: Can't enable graph mode and eager mode at the same time. Please set"
        + " `enforce_eager=False` if you attempt to enable NPU graph mode.");
    assertEquals("script", d.layer().id(), d.toString());
    assertTrue(steps(d).contains("torchair_graph_config"), steps(d));
  }

  @Test
  void anUnsupportedQuantizationNamesTheQuantizationOptions() {
    Diagnosis d = triage.diagnose(FRAME + "ValueError: fp8 quantization is currently not supported in npu.");
    assertEquals("script", d.layer().id(), d.toString());
    assertTrue(steps(d).contains("--quantization"), steps(d));
  }
}
