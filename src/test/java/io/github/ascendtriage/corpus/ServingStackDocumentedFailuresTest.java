package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.testing.FixText;
import io.github.ascendtriage.testing.BuiltInTriage;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Failures that the serving stacks' own troubleshooting pages document for multi-node and multi-card
 * deployments (vdoc32): vLLM-Ascend's multi-node MP FAQ (the data-parallel start-up handshake and the
 * nodes' data-parallel ranks), its PD-disaggregation FAQ (the prefill and decode TP sizes), and MindIE's
 * rank-table and PD FAQs. Each log line is built from the message template the project's source prints
 * (vllm/v1/engine/core.py and utils.py, vllm_ascend/ascend_config.py, MindIE-LLM's rank-table loader and
 * KV router) with values of our own; the same line from a GPU host is not claimed.
 */
class ServingStackDocumentedFailuresTest {
  private static final String NPU = "INFO 08-14 10:16:01 [platform.py:120] plugin ascend loaded, using NPU platform\n";
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static Optional<String> caseOf(Diagnosis d) {
    return d.bestMatch().map(m -> m.caseId());
  }

  @Test
  void anEngineThatHeardNothingFromItsFrontEndIsLinkSetup() {
    Diagnosis d = TRIAGE.get().diagnose(NPU
        + "(EngineCore_DP5 pid=7001) RuntimeError: Did not receive response from front-end process within 5 minutes");
    assertEquals("link-setup", d.layer().id(), d.toString());
    assertEquals(Optional.of("vllm-dp-engine-handshake-timeout"), caseOf(d));
    assertTrue(FixText.of(d).contains("--data-parallel-rpc-port"), FixText.of(d));
  }

  @Test
  void theSameTimeoutOnAGpuHostIsNotClaimed() {
    Diagnosis d = TRIAGE.get().diagnose("INFO 08-14 10:16:01 [cuda.py:300] Using Flash Attention backend on V1 engine.\n"
        + "(EngineCore_DP5 pid=7001) RuntimeError: Did not receive response from front-end process within 5 minutes");
    assertEquals(Optional.empty(), caseOf(d), d.toString());
  }

  @Test
  void theFrontEndsEchoOfAnEngineThatDiedIsNotTheHandshakeCase() {
    Diagnosis d = TRIAGE.get().diagnose(NPU
        + "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {'EngineCore_DP1': 1}");
    assertFalse(caseOf(d).filter(c -> c.startsWith("vllm-dp-engine")).isPresent(), d.toString());
  }

  @Test
  void anEngineTheHeadDidNotExpectIsTheLaunchsDataParallelLayout() {
    for (String line : new String[] {
        "(APIServer pid=901) RuntimeError: Message from engine with unexpected data parallel rank: 12",
        "RuntimeError: READY message from local engine 3, expected it to be remote"}) {
      Diagnosis d = TRIAGE.get().diagnose(NPU + line);
      assertEquals("script", d.layer().id(), line + "\n" + d);
      assertEquals(Optional.of("vllm-dp-engine-rank-mismatch"), caseOf(d), line);
      assertTrue(FixText.of(d).contains("--data-parallel-start-rank"), FixText.of(d));
    }
  }

  @Test
  void prefillAndDecodeTpSizesThatDoNotFitAreTheLayout() {
    for (String line : new String[] {
        "(EngineCore_DP0 pid=77) AssertionError: Prefill TP size must be divisible by Decode TP size.",
        "(EngineCore_DP0 pid=77) AssertionError: Only support P node tp size lagger then D node tp size"}) {
      Diagnosis d = TRIAGE.get().diagnose(NPU + line);
      assertEquals("script", d.layer().id(), line + "\n" + d);
      assertEquals(Optional.of("parallel-size-not-divisible"), caseOf(d), line);
      assertTrue(FixText.of(d).contains("kv_connector_extra_config"), FixText.of(d));
    }
  }

  @Test
  void mindiesRankTableThatDoesNotLoadIsLinkSetup() {
    Diagnosis d = TRIAGE.get().diagnose("Start to parse ranktable file\nRanktable file path is invalid.\n"
        + "terminate called after throwing an instance of 'std::runtime_error'\n  what():  init rank table config error.");
    assertEquals("link-setup", d.layer().id(), d.toString());
    assertEquals(Optional.of("ranktable-file-path-error"), caseOf(d));
    assertTrue(FixText.of(d).contains("640"), FixText.of(d));
  }

  @Test
  void aRankMissingFromMindiesRankTableIsTheRankTable() {
    Diagnosis d = TRIAGE.get().diagnose("ValueError: ERROR: Rank id is not in the rankTableFile, the input rank is 9.");
    assertEquals("link-setup", d.layer().id(), d.toString());
    assertEquals(Optional.of("ranktable-invalid"), caseOf(d));
  }

  @Test
  void mindiesFailedKvPullNamesTheRetransmissionCheck() {
    Diagnosis d = TRIAGE.get().diagnose("2026-08-03 12:02:11,120 [ERROR] router_impl.py:359 - global rank-6 cluster-2"
        + " pull kv cache failed! pull_kv_items: 4, request_ids: ['q-5']");
    assertEquals(Optional.of("mindie-pull-kv-failed"), caseOf(d), d.toString());
    assertTrue(FixText.of(d).contains("-stat -g"), FixText.of(d));
  }
}
