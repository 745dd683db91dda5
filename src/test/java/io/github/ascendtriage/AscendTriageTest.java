package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class AscendTriageTest {
  static final AscendTriage TRIAGE = AscendTriage.builder().build();

  static final String BIND_FAILURE =
      "[ERROR] 2026-01-05-10:00:01 (PID:4242, Device:1, RankID:1) ERR02200 DIST call hccl api failed.\n"
          + "EJ0003: [PID: 4242] 2026-01-05-10:00:01.101.202 Failed to bind the IP port. Reason: The IP address and port have been bound already.\n"
          + "socket type[2], listen on ip[203.0.113.7%eth1] and specific port[60004] fail.\n";

  @Test
  void defaultsLoadTheBuiltInCaseBase() {
    assertFalse(TRIAGE.cases().isEmpty());
    assertTrue(TRIAGE.findCase("ptacase_0043").isPresent());
    assertTrue(TRIAGE.findCase("no-such-case").isEmpty());
    assertFalse(TRIAGE.caseBaseVersion().isBlank());
  }

  @Test
  void aDisabledCaseIsNeitherMatchedNorListed() {
    AscendTriage without = AscendTriage.builder().disableCases("ptacase_0043").build();
    assertTrue(without.findCase("ptacase_0043").isEmpty());
    assertEquals(TRIAGE.cases().size() - 1, without.cases().size());
    Diagnosis d = without.diagnose(BIND_FAILURE);
    assertTrue(d.matches().stream().noneMatch(m -> m.caseId().equals("ptacase_0043")), d.matches().toString());
    assertTrue(d.warnings().isEmpty(), d.warnings().toString());
  }

  @Test
  void withoutItsCaseAFailureIsReasonedWithItsEvidenceLinesAndNeverSimilarToTheDisabledCase() {
    Diagnosis d = AscendTriage.builder().disableCases("ptacase_0043").build().diagnose(BIND_FAILURE);
    assertFalse(d.matched(), "no other case claims the bind failure: " + d.matches());
    assertEquals(AnswerSource.REASONING, d.answer());
    assertEquals(Layer.LINK_SETUP, d.layer());
    LayerReasoning r = d.reasoning().orElseThrow();
    assertEquals(d.confidence(), r.confidence());
    assertTrue(r.confidence() > 0 && r.confidence() < 1, "graded: " + r.confidence());
    assertTrue(r.steps().stream().anyMatch(s -> s.evidence().line() == 2 && s.layer() == Layer.LINK_SETUP), r.steps().toString());
    assertFalse(d.similar().isEmpty(), "similar incidents are listed when no case matched");
    assertEquals(1.0, d.similar().get(0).score());
    assertTrue(d.similar().stream().noneMatch(x -> x.caseId().equals("ptacase_0043")), d.similar().toString());
    String json = DiagnosisJson.toJson(d);
    assertTrue(json.contains("\"answer\" : \"reasoning\"") && json.contains("\"steps\""), json);
    assertTrue(io.github.ascendtriage.internal.output.TextReport.text(d).contains("Reasoning:"));
  }

  @Test
  void disablingAnUnknownCaseIsReportedNotRefused() {
    AscendTriage t = AscendTriage.builder().disableCases("no-such-case").build();
    Diagnosis d = t.diagnose(BIND_FAILURE);
    assertEquals("ptacase_0043", d.bestMatch().orElseThrow().caseId());
    assertTrue(d.warnings().stream().anyMatch(w -> w.message().contains("no-such-case")), d.warnings().toString());
    // said before any diagnosis too, for the callers that make none; nothing when all loaded as shipped
    assertEquals(List.of("case base"), t.loadWarnings().stream().filter(w -> w.message().contains("no-such-case"))
        .map(TriageWarning::source).toList(), t.loadWarnings().toString());
    assertEquals(List.of(), TRIAGE.loadWarnings());
    assertThrows(IllegalArgumentException.class, () -> AscendTriage.builder().disableCases("ok", " "));
  }

  @Test
  void diagnosesPastedTextAndFillsThePort() {
    Diagnosis d = TRIAGE.diagnose(BIND_FAILURE);
    assertEquals("ptacase_0043", d.bestMatch().orElseThrow().caseId());
    assertEquals(Layer.LINK_SETUP, d.layer());
    CaseMatch m = d.matches().get(0);
    assertTrue(m.confidence() > 0 && m.confidence() <= 1);
    assertTrue(m.remediation().get(0).command().contains("60004"), m.remediation().get(0).command());
    assertTrue(m.evidence().stream().anyMatch(e -> e.line() == 2 && e.text().contains("EJ0003")));
  }

  @Test
  void readerAndStreamGiveTheSameAnswerAsText() throws IOException {
    Diagnosis text = TRIAGE.diagnose(BIND_FAILURE);
    Diagnosis reader = TRIAGE.diagnose(new StringReader(BIND_FAILURE), "<text>");
    Diagnosis stream =
        TRIAGE.diagnose(new ByteArrayInputStream(BIND_FAILURE.getBytes(StandardCharsets.UTF_8)), "<text>");
    assertEquals(text.matches(), reader.matches());
    assertEquals(text.matches(), stream.matches());
  }

  @Test
  void chinesePastesFindTheirCases() {
    assertEquals(
        "topic_0000001953463657", TRIAGE.diagnose("多机训练报错：HCCL 集群通信失败").bestMatch().orElseThrow().caseId());
    assertEquals(
        "topic_0000002230003537",
        TRIAGE.diagnose("NPU 卡健康检查返回错误，提示 timeout").bestMatch().orElseThrow().caseId());
    assertEquals(
        "topic_0000001953463657",
        TRIAGE.searchCases("集群通信失败", 3).get(0).id());
  }

  @Test
  void emptyInputIsUnknownNotAnError() {
    Diagnosis d = TRIAGE.diagnose("");
    assertFalse(d.matched());
    assertEquals(Layer.UNKNOWN, d.layer());
    assertEquals(0.0, d.confidence());
    assertFalse(d.nextChecks().isEmpty());
  }

  @Test
  void missingPathIsNoSuchFile() {
    assertThrows(NoSuchFileException.class, () -> TRIAGE.diagnose(Path.of("/definitely/not/here.log")));
  }

  @Test
  void builderRejectsBadValuesNamingThem() {
    var e = assertThrows(IllegalArgumentException.class, () -> AscendTriage.builder().topK(0));
    assertTrue(e.getMessage().contains("0"));
    var e2 = assertThrows(IllegalArgumentException.class, () -> AscendTriage.builder().minConfidence(1.5));
    assertTrue(e2.getMessage().contains("1.5"));
    assertThrows(IllegalArgumentException.class, () -> TRIAGE.searchCases("port", 0));
    assertThrows(NullPointerException.class, () -> TRIAGE.diagnose((String) null));
  }

  @Test
  void topKLimitsMatches() {
    AscendTriage one = AscendTriage.builder().topK(1).build();
    assertTrue(one.diagnose(BIND_FAILURE).matches().size() <= 1);
  }

  @Test
  void recordsAreImmutable() {
    Diagnosis d = TRIAGE.diagnose(BIND_FAILURE);
    assertThrows(UnsupportedOperationException.class, () -> d.matches().clear());
    assertThrows(UnsupportedOperationException.class, () -> d.features().add(d.features().get(0)));
    List<RemediationStep> steps = d.matches().get(0).remediation();
    assertThrows(UnsupportedOperationException.class, () -> steps.remove(0));
  }

  @Test
  void streamingSessionTagsEveryLineInOrder() {
    try (StreamSession s = TRIAGE.openStream()) {
      String[] lines = BIND_FAILURE.split("\n");
      for (int i = 0; i < lines.length; i++) {
        TaggedLine t = s.accept(lines[i]);
        assertEquals(i + 1, t.lineNumber());
        assertEquals(lines[i], t.text());
      }
      assertEquals(lines.length, s.linesAccepted());
      TaggedLine last = s.accept("EJ0003: Failed to bind the IP port.");
      assertEquals("ptacase_0043", last.caseId().orElseThrow());
      assertEquals(Layer.LINK_SETUP, last.layer());
    }
  }
}
