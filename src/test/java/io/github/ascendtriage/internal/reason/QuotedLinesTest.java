package io.github.ascendtriage.internal.reason;

import static io.github.ascendtriage.internal.reason.LayerReasonerTest.reason;
import static io.github.ascendtriage.internal.reason.StrangerDevClassesTest.fault;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.testing.BuiltInTriage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An input that is a person's quote, not a log (quoted37, issue 35): a few lines with no log header,
 * level or time of any format the scanner reads. There a line that carries a message the knowledge
 * knows is failure text without a level or a failure word; a quoted warning, a healthy line and a
 * name alone are not. Every message is built from the template its source prints (the sources the
 * rules cite: vLLM's input processor and worker, vLLM-Omni's stage set-up, MindSpore's collective
 * manager, HCCL's run log) with made-up values.
 */
class QuotedLinesTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  @Test
  void aBareTemplateOfAFrameworksLayoutCheckIsTheScript() {
    // vllm/v1/engine/input_processor.py: data_parallel_rank {r} is out of range [0, {n})
    LayerReasoner.Answer a = reason("data_parallel_rank 6 is out of range [0, 4)");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(fault(a, "script.parallel-layout-devices"), a.clues().toString());
    // vLLM's worker: DP adjusted local rank {r} is out of bounds for {m} devices, quoted in a title with the model's name
    LayerReasoner.Answer b = reason("Qwen-72B on two nodes\nDP adjusted local rank 9 is out of bounds for 8 devices");
    assertEquals(Layer.SCRIPT, b.layer(), b.clues().toString());
    // vllm_omni stage_init_utils.py: Stage {s} requires {n} device(s) based on parallel_config, but only {m} ...
    LayerReasoner.Answer c = reason("Stage 1 requires 12 device(s) based on parallel_config, but only 3 device(s) are available");
    assertEquals(Layer.SCRIPT, c.layer(), c.clues().toString());
  }

  @Test
  void aBareMessageOfARulesSourceIsFailureText() {
    // MindSpore CollectiveManager::Initialize, quoted without its RuntimeError (know31's k1 with no exception name)
    LayerReasoner.Answer a = reason("Ranktable startup method doesn't support pynative mode. Please switch to msrun method.");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(a.clues().stream().anyMatch(c -> c.role() == Role.FAULT && c.why().contains(QuotedLines.WHY)),
        "the clue says a quoted line made it a fault: " + a.clues());
  }

  @Test
  void theAnswerSaysItReadTheInputAsAQuote() {
    Diagnosis d = TRIAGE.get().diagnose("data_parallel_rank 3 is out of range [0, 2)");
    assertEquals(Layer.SCRIPT, d.layer(), d.toString());
    assertTrue(d.reasoning().orElseThrow().summary().contains("as a quote, not a log"), d.reasoning().toString());
  }

  @Test
  void theSameMessagePrintedByALoggerIsALogNotAQuote() {
    // vLLM's logger prefix carries a level: the input is a log, whose lines need a failure word as before
    Diagnosis d = TRIAGE.get().diagnose("INFO 12-07 10:00:00 [input_processor.py:120] data_parallel_rank 3 is out of range [0, 2)");
    assertFalse(d.reasoning().map(r -> r.summary().contains("as a quote")).orElse(false), d.toString());
    LayerReasoner.Answer a = reason("2026-12-07 10:00:00,123 data_parallel_rank 3 is out of range [0, 2)");
    assertFalse(fault(a, "script.parallel-layout-devices"), "a line with a time is a log's: " + a.clues());
  }

  @Test
  void aQuotedWarningIsNotClaimed() {
    // vLLM-Omni's stage set-up as a warning of a run that went on: the quoted word says so
    LayerReasoner.Answer a = reason("Warning: Stage 0 requires 4 device(s) based on parallel_config, but only 1 device(s) are"
        + " available; falling back to one device");
    assertFalse(fault(a, "script.parallel-layout-devices"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void aQuotedHealthyLineOrAnErrnoTextAloneIsNotClaimed() {
    // MindSpore's collective start (INFO) and HCCL's run-log setting line (INFO), quoted without their headers
    for (String line : new String[] {
        "Start initializing collective communication for backend: Ascend...",
        "End initializing collective communication for backend: Ascend",
        "HCCL_CONNECT_TIMEOUT set by default to [120]s",
        "export HCCL_IF_IP=10.0.0.8\ntorchrun --nnodes=2 --nproc_per_node=8 train.py",
        // hccn_tool's link query of a healthy port (docs/log-formats.md 9.2), pasted with its command
        "$ hccn_tool -i 3 -link -g\nlink status: UP",
        // an errno's text alone is a status, read only beside another clue (ErrnoSupport), quoted or not
        "ssh: connect to host 198.51.100.4 port 22: No route to host"}) {
      LayerReasoner.Answer a = reason(line);
      assertEquals(Layer.UNKNOWN, a.layer(), line + " " + a.clues());
    }
  }

  @Test
  void aComponentsNameAloneIsNoMessage() {
    assertTrue(QuotedLines.message("phrase:ranktable startup method doesn't support pynative mode"));
    assertTrue(QuotedLines.message("tool-status:layout_rank=outside"));
    assertFalse(QuotedLines.message("phrase:hccl"), "a single word names a component");
    assertFalse(QuotedLines.message("phrase:link status"), "two words: a compound name, hccn_tool's field");
    assertFalse(QuotedLines.message("source-file:ra_host.c"));
    assertFalse(QuotedLines.message("function:hcclallreduce"));
  }
}
