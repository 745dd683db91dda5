package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.output.Redactor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 17, finding 7: {@code --redact} masks credentials, masks a host name learned on one line
 * wherever else it appears, however many hosts there are.
 * Each secret is first shown to reach the output without redaction, so no test passes by accident.
 */
class SecretRedactionTest {
  static final AscendTriage REDACTING = AscendTriage.builder().redact(true).threads(1).build();

  /** A log line that carries the secret, beside the fault that makes the case claim it as evidence. */
  static String log(String line) {
    return line + " " + Fixtures.FAULT + "\n";
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "aws key AKIAIOSFODNN7EXAMPLE in env|AKIAIOSFODNN7EXAMPLE",
      "aws_secret_access_key = wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY|wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY",
      "curl -H 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig' http://x|eyJhbGciOiJIUzI1NiJ9",
      "Authorization: Basic dXNlcjpodW50ZXIy|dXNlcjpodW50ZXIy",
      "proxy bearer abcdefgh12345678tok|abcdefgh12345678tok",
      "db password=hunter2secret|hunter2secret",
      "login passwd: Tr0ub4dor3|Tr0ub4dor3",
      "pwd=S3cr3tPw|S3cr3tPw",
      "HF_TOKEN=hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789|hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
      "pulled with hf_ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210 ok|hf_ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210",
      "git ghp_1234567890abcdefghijABCDEFGHIJklmnopqr|ghp_1234567890abcdefghijABCDEFGHIJklmnopqr",
      "oauth gho_abcdefghijklmnopqrstuvwxyz0123456789|gho_abcdefghijklmnopqrstuvwxyz0123456789",
      "fine github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz|github_pat_11ABCDEFG0123456789",
      "cfg token=tok-9f8e7d6c5b4a|tok-9f8e7d6c5b4a",
      "cfg secret=sh-very-secret|sh-very-secret",
      "cfg api_key=ak_live_51Hxyz|ak_live_51Hxyz",
      "{\"password\": \"json-pass-123\"}|json-pass-123"})
  void secretsAreMasked(String spec) {
    String line = spec.substring(0, spec.lastIndexOf('|'));
    String secret = spec.substring(spec.lastIndexOf('|') + 1);
    String plain = DiagnosisJson.toJson(Fixtures.TRIAGE.diagnose(log(line)));
    assertTrue(plain.contains(secret), "without --redact the secret is in the output: " + plain);
    String redacted = DiagnosisJson.toJson(REDACTING.diagnose(log(line)));
    assertFalse(redacted.contains(secret), "masked: " + redacted);
    assertTrue(redacted.contains("<secret>"), redacted);
    assertTrue(redacted.contains("EJ0003"), "codes stay: " + redacted);
  }

  @Test
  void ordinaryKeyValuesStay() {
    String redacted = DiagnosisJson.toJson(REDACTING.diagnose(log("HCCL_CONNECT_TIMEOUT=120 tokens=4096 port=60009")));
    assertTrue(redacted.contains("HCCL_CONNECT_TIMEOUT=120") && redacted.contains("tokens=4096") && redacted.contains("port=60009"),
        redacted);
  }

  /**
   * The field line must reach the diagnosis (as a feature's evidence): names are learned from what
   * the diagnosis holds, and a line that is nobody's evidence is not in the output either.
   */
  @ParameterizedTest
  @ValueSource(strings = {"[ERROR] listen port[60010] hostname=trainbox-a17", "MASTER_ADDR=trainbox-a17", "torchrun"})
  void aHostNameLearnedOnOneLineIsMaskedOnOthers(String field) {
    String first = field.equals("torchrun") ? ShellInjectionTest.torchrun("trainbox-a17") : field + "\n";
    String input = first + log("rank 3 on trainbox-a17 failed") + "[ERROR] trainbox-a17.log says trainbox-a17 port[60009]\n";
    String plain = DiagnosisJson.toJson(Fixtures.TRIAGE.diagnose(input));
    assertTrue(plain.contains("on trainbox-a17 failed"), plain);
    String redacted = DiagnosisJson.toJson(REDACTING.diagnose(input));
    assertFalse(redacted.toLowerCase().contains("trainbox-a17"), redacted);
  }

  /**
   * Every one of 4,000 host names, learned from the features, is masked in every field it appears
   * in. That the work stays linear however many names there are is proven without a clock in
   * {@code internal.output.KnownNamesTest}, which counts the characters the masker reads.
   */
  @Test
  void fourThousandHostsAreAllMasked() {
    int hosts = 4_000;
    List<Feature> features = new ArrayList<>();
    List<TriageWarning> warnings = new ArrayList<>();
    for (int i = 0; i < hosts; i++) {
      String h = "worker-" + i;
      features.add(new Feature(FeatureType.HOST, h, new Evidence(h + "/plog/plog-" + i + "_1.log", 0, h + "/plog/plog-" + i + "_1.log")));
      warnings.add(new TriageWarning(h + "/plog/bad.log", 0, "skipped: binary content on " + h + " near worker-" + (hosts - 1 - i)
          + " " + "(a long explanation of the reason, as warnings of real trees carry) ".repeat(3)));
    }
    Diagnosis d = new Diagnosis("t", "c", Layer.UNKNOWN, 0.0, io.github.ascendtriage.AnswerSource.NONE, List.of(), features,
        List.of(), Optional.empty(), Optional.empty(), List.of(), List.of(), warnings, hosts, hosts);
    assertTrue(DiagnosisJson.toJson(d).contains("near worker-" + (hosts - 1)), "without redaction the names are in the output");
    Diagnosis r = Redactor.redact(d);
    String json = DiagnosisJson.toJson(r);
    assertFalse(json.matches("(?s).*worker-\\d.*"), "every host masked");
    assertTrue(r.warnings().stream().allMatch(w -> w.source().equals("<host>/plog/bad.log")
        && w.message().startsWith("skipped: binary content on <host> near <host> (a long explanation")), "the rest of each warning stays");
  }

  /** The layer reasoning (no case matched) shows evidence lines and tokens: masked like every other line. */
  @Test
  void theLayerReasoningIsRedacted() {
    String input = TerminalInjectionTest.REASONED + " hostname=trainbox-c9 password=hunter2secret\n"
        + "[ERROR] HCCL(7731,python3) trainbox-c9 create transport to rank 12 failed from 10.3.7.21, call trace: hcclRet -> 12\n";
    Diagnosis plain = Fixtures.TRIAGE.diagnose(input);
    assertTrue(plain.reasoning().isPresent(), "the reasoner answers: " + Fixtures.best(plain));
    String shown = plain.reasoning().get().steps().toString();
    assertTrue(shown.contains("trainbox-c9") && shown.contains("hunter2secret"), "without --redact they are in the reasoning: " + shown);
    Diagnosis r = REDACTING.diagnose(input);
    String json = DiagnosisJson.toJson(r);
    assertFalse(json.contains("trainbox-c9") || json.contains("hunter2secret") || json.contains("10.3.7.21"), json);
    assertTrue(r.reasoning().orElseThrow().steps().toString().contains("<secret>"), json);
    assertTrue(json.contains("create transport to rank 12 failed"), "the evidence itself stays: " + json);
  }

  /** A streamed line keeps its source: the file's path and the host the pipeline named are masked too. */
  @Test
  void aStreamedLinesSourceIsRedacted() {
    io.github.ascendtriage.LineSource src =
        io.github.ascendtriage.LineSource.of("/home/alice/logs/10.3.7.21/plog-1.log", "trainbox-d4", "7310");
    try (io.github.ascendtriage.StreamSession s = REDACTING.openStream()) {
      io.github.ascendtriage.TaggedLine t = s.accept(Fixtures.FAULT + " password=hunter2secret", src);
      String json = io.github.ascendtriage.internal.output.TaggedLineJackson.render(t) + t.source();
      assertFalse(json.contains("alice") || json.contains("10.3.7.21") || json.contains("trainbox-d4") || json.contains("hunter2secret"),
          json);
      assertTrue(t.source().file().contains("plog-1.log") && t.codes().contains("EJ0003"), json);
    }
  }
}

