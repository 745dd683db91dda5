package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.output.TextReport;
import org.junit.jupiter.api.Test;

/**
 * A log whose only evidence is an official code answers the code's layer from the catalogue, with
 * its meaning and first step, and says that no known case matched (issue 13, done-when 3). The
 * expected values are read from the catalogue, not from a diagnosis.
 */
class CatalogAnswerTest {
  static final AscendTriage TRIAGE = AscendTriage.builder().build();

  static CodeRecord record(String family, String code) {
    return CodeCatalogLoader.builtIn().find(family, code).orElseThrow();
  }

  static String noise() {
    return "2026-02-03 10:11:12 INFO loading checkpoint shard 3/8\n"
        + "2026-02-03 10:11:13 INFO step 120 loss 2.314\n";
  }

  @Test
  void anOfficialCodeAloneAnswersItsLayerWithMeaningAndFirstStep() {
    CodeRecord r = record("ts-error", "0x2");
    assertTrue(r.layer() != Layer.UNKNOWN, "the test needs a code on the ladder");
    String log = noise()
        + "[ERROR] 2026-02-03-10:11:14 (PID:5150, Device:6, RankID:6) ERR00100 PTA call acl api failed\n"
        + "[ERROR] RUNTIME(5150,python):2026-02-03-10:11:14.300.100 [task.cc:88]5150 report: " + r.aliases().get(0) + "\n";
    Diagnosis d = TRIAGE.diagnose(log);
    assertTrue(d.matches().isEmpty(), "no case is expected for this code: " + d.matches());
    assertEquals(AnswerSource.REASONING, d.answer());
    assertEquals(r.layer(), d.layer());
    CodeFinding c = d.catalogAnswer().orElseThrow();
    assertEquals(r.family(), c.family());
    assertEquals(r.code(), c.code());
    assertEquals(r.meaningEn(), c.entry().meaning());
    assertTrue(d.confidence() > 0 && d.confidence() < 1, "a graded confidence: " + d.confidence());
    assertEquals(d.reasoning().orElseThrow().confidence(), d.confidence());
    assertTrue(d.reasoning().get().steps().stream().anyMatch(s -> s.rule().startsWith("catalog " + r.family())),
        d.reasoning().get().steps().toString());
    // the first step is filled from the log: the device of the torch_npu line
    String template = r.firstStep().orElseThrow().command();
    assertTrue(template.contains("{device}"), template);
    assertEquals(template.replace("{device}", "6"), c.firstStep().orElseThrow().command());
    assertTrue(c.firstStep().get().unfilled().isEmpty());
    // and every report says where the answer comes from
    String text = TextReport.text(d);
    assertTrue(text.contains("no known case matched"), text);
    assertTrue(text.contains(r.meaningEn()), text);
    assertTrue(text.contains("Codes:"), text);
    String json = DiagnosisJson.toJson(d);
    assertTrue(json.contains("\"answer\" : \"reasoning\""), json);
    assertTrue(json.contains("\"catalogAnswer\" : \"" + r.key() + "\""), json);
    assertTrue(io.github.ascendtriage.internal.output.MarkdownReport.markdown(d).contains("**Codes:**"));
  }

  @Test
  void everyAliasOfARuntimeCodeAnswersTheSameWay() {
    CodeRecord r = record("rt-internal", "0x07010001");
    for (String alias : r.aliases()) {
      Diagnosis d = TRIAGE.diagnose(noise() + "[ERROR] RUNTIME(77,python):2026-02-03-10:11:14.300.100 [api.cc:1]77 call failed, "
          + alias + "\n");
      assertEquals(AnswerSource.REASONING, d.answer(), alias);
      assertEquals(r.layer(), d.layer(), alias);
      // an alias may print a second code beside this one (ErrCode=..., InnerCode=...)
      assertTrue(d.codes().stream().anyMatch(c -> c.entry().key().equals(r.key())), alias);
      assertEquals(r.layer(), d.catalogAnswer().orElseThrow().layer(), alias);
    }
  }

  @Test
  void aCodeOutsideTheLadderIsListedButAnswersUnknown() {
    CodeRecord r = record("cann-message", "EL0004");
    assertEquals(Layer.UNKNOWN, r.layer());
    assertFalse(r.symptom());
    Diagnosis d = TRIAGE.diagnose(noise() + r.code() + ": [PID: 900] 2026-02-03-10:11:14.300.100 " + r.messages().get(0) + "\n");
    assertEquals(Layer.UNKNOWN, d.layer());
    assertTrue(d.catalogAnswer().isEmpty());
    assertFalse(d.answer() == AnswerSource.REASONING);
    assertTrue(d.codes().stream().anyMatch(c -> c.entry().key().equals(r.key())), d.codes().toString());
  }

  @Test
  void aSymptomNeverAnswersButAFaultPrintedBesideItDoes() {
    CodeRecord symptom = record("cann-message", "EE9999");
    CodeRecord fault = record("acl-runtime", "107001");
    assertTrue(symptom.symptom());
    Diagnosis alone = TRIAGE.diagnose(noise() + symptom.code() + ": Inner Error!\n");
    assertTrue(alone.catalogAnswer().isEmpty());
    Diagnosis both = TRIAGE.diagnose(noise() + symptom.code() + ": Inner Error!\nRuntimeError: " + fault.aliases().get(0) + "\n");
    assertEquals(fault.key(), both.catalogAnswer().orElseThrow().entry().key());
    assertEquals(fault.layer(), both.layer());
  }

  @Test
  void successValuesAreNotFindings() {
    Diagnosis d = TRIAGE.diagnose(noise() + "[WARNING] RUNTIME(1,python):2026-02-03-10:11:14.300.100 [a.cc:1]1 rtGetDevice: runtime result = 0\n");
    assertTrue(d.codes().isEmpty(), d.codes().toString());
  }

  @Test
  void infoPlogLinesAreNotScannedForCodes() {
    CodeRecord r = record("rt-internal", "0x07010001");
    Diagnosis d = TRIAGE.diagnose("[INFO] RUNTIME(77,python):2026-02-03-10:11:14.300.100 [api.cc:1]77 probe " + r.aliases().get(0) + "\n");
    assertTrue(d.codes().isEmpty(), d.codes().toString());
  }
}
