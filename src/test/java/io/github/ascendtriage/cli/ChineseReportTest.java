package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.testing.CliRun;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code diagnose --lang zh}: the layer, the case, the reasons and the fix in Chinese, each from
 * where the Chinese lives (the bundle, the case file, casebase/zh.json); {@code --lang en} is the
 * English report, the same bytes as without the option; the JSON keeps its field names.
 */
class ChineseReportTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path SAMPLE = TestPaths.corpus().resolve("ptacase_0043-vllm-console");
  private static Properties words;
  private static JsonNode zh;
  private static JsonNode caseFile;

  @BeforeAll
  static void load() throws Exception {
    words = new Properties();
    try (var in = ChineseReportTest.class.getResourceAsStream("/io/github/ascendtriage/internal/output/report_zh.properties")) {
      words.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    zh = JSON.readTree(TestPaths.repo().resolve("casebase/zh.json").toFile());
    caseFile = JSON.readTree(TestPaths.repo().resolve("casebase/cases/link-setup/ptacase_0043.json").toFile());
  }

  private static String chineseOf(String english) {
    for (JsonNode t : zh.get("text")) {
      if (t.get("en").asText().equals(english)) {
        return t.get("zh").asText();
      }
    }
    throw new AssertionError("zh.json has no Chinese for: " + english);
  }

  /** The text without the line breaks and indents a wrapped report puts in it. */
  private static String unwrapped(String report) {
    return report.replaceAll("\\s+", "");
  }

  @Test
  void layerCaseReasonsAndFixAreChinese() {
    CliRun r = CliRun.of("", "diagnose", "--lang", "zh", SAMPLE.resolve("input.log").toString());
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    String layer = caseFile.get("layer").asText();
    assertTrue(out.startsWith(words.getProperty("layer")), out);
    assertTrue(out.lines().findFirst().orElseThrow().contains("[" + words.getProperty("layer." + layer) + "]"), out);
    assertTrue(out.contains(caseFile.get("id").asText() + " - " + caseFile.at("/title/zh").asText()), out);
    assertTrue(out.contains(words.getProperty("why") + "      " + words.getProperty("why.has")), out);
    assertTrue(out.contains(words.getProperty("token.code") + " EJ0003"), out);
    assertTrue(out.contains(words.getProperty("fix")), out);
    String flat = unwrapped(out);
    for (JsonNode step : caseFile.get("remediation")) {
      assertTrue(flat.contains(unwrapped(chineseOf(step.get("explanation").asText()))), "the step's Chinese: " + out);
      assertFalse(flat.contains(unwrapped(step.get("explanation").asText())), "no English step: " + out);
    }
  }

  @Test
  void englishIsTheReportWithoutTheOptionByteForByte() {
    for (String format : List.of("text", "markdown", "json")) {
      String log = SAMPLE.resolve("input.log").toString();
      CliRun plain = CliRun.of("", "diagnose", "--format", format, log);
      CliRun en = CliRun.of("", "diagnose", "--lang", "en", "--format", format, log);
      assertEquals(plain.out(), en.out(), format);
      assertFalse(en.out().contains(words.getProperty("fix")), format);
    }
  }

  @Test
  void chineseJsonHasTheEnglishFieldNamesAndChineseProse() throws Exception {
    String log = SAMPLE.resolve("input.log").toString();
    JsonNode en = JSON.readTree(CliRun.of("", "diagnose", "--format", "json", log).out());
    JsonNode cn = JSON.readTree(CliRun.of("", "diagnose", "--lang", "zh", "--format", "json", log).out());
    assertEquals(names(en), names(cn));
    assertEquals(en.get("layer"), cn.get("layer"));
    assertEquals(en.at("/matches/0/caseId"), cn.at("/matches/0/caseId"));
    assertTrue(cn.at("/matches/0/why").asText().startsWith(words.getProperty("why.has")), cn.toString());
    String firstStep = caseFile.at("/remediation/0/explanation").asText();
    assertEquals(firstStep, en.at("/remediation/0/explanation").asText());
    assertEquals(chineseOf(firstStep), cn.at("/remediation/0/explanation").asText());
    assertEquals(en.at("/remediation/0/command"), cn.at("/remediation/0/command"), "commands stay");
  }

  private static List<String> names(JsonNode n) {
    List<String> out = new ArrayList<>();
    for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
      out.add(it.next());
    }
    return out;
  }

  @Test
  void aCaselessAnswerSaysItsReasoningInChinese() throws Exception {
    // a sample the reasoner answers (no case): its rules' why come from zh.json
    Path dir = null;
    io.github.ascendtriage.AscendTriage triage = io.github.ascendtriage.AscendTriage.builder().build();
    try (var s = Files.list(TestPaths.corpus())) {
      for (Path d : s.sorted().toList()) {
        if (!Files.isRegularFile(d.resolve("input.log"))) {
          continue;
        }
        io.github.ascendtriage.Diagnosis j = triage.diagnose(d.resolve("input.log"));
        if (j.answer() == io.github.ascendtriage.AnswerSource.REASONING && j.reasoning().isPresent()
            && !j.reasoning().get().steps().isEmpty() && zh.get("rules").has(j.reasoning().get().steps().get(0).rule())) {
          dir = d;
          break;
        }
      }
    }
    assertTrue(dir != null, "the corpus has a case-less answer");
    String log = dir.resolve("input.log").toString();
    JsonNode cn = JSON.readTree(CliRun.of("", "diagnose", "--lang", "zh", "--format", "json", log).out());
    String rule = cn.at("/reasoning/steps/0/rule").asText();
    assertEquals(zh.get("rules").get(rule).asText(), cn.at("/reasoning/steps/0/why").asText());
    assertFalse(cn.at("/reasoning/summary").asText().startsWith("no known case"), cn.at("/reasoning/summary").asText());
    String text = CliRun.of("", "diagnose", "--lang", "zh", log).out();
    assertTrue(text.contains(words.getProperty("fix")), text);
    assertTrue(unwrapped(text).contains(unwrapped(zh.get("rules").get(rule).asText())), text);
    // a placeholder the log did not fill says so in Chinese (the library's reason is English)
    String fill = CliRun.of("", "diagnose", "--lang", "zh", TestPaths.corpus().resolve("code-hccl-result-12/input.log").toString()).out();
    assertTrue(fill.contains(words.getProperty("fillIn")), fill);
    assertTrue(fill.contains(words.getProperty("notInLog")) && !fill.contains("not in the log"), fill);
  }

  @Test
  void markdownIsChineseToo() {
    CliRun r = CliRun.of("", "diagnose", "--lang", "zh", "--format", "markdown", SAMPLE.resolve("input.log").toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("**" + words.getProperty("md.why") + "** " + words.getProperty("why.has")), r.out());
    assertTrue(r.out().contains("**" + words.getProperty("fix") + "**"), r.out());
  }

  @Test
  void anUnknownLanguageIsOneUsageError() {
    CliRun r = CliRun.of("", "diagnose", "--lang", "fr", SAMPLE.resolve("input.log").toString());
    assertEquals(2, r.code());
    assertTrue(r.err().contains("--lang") && r.err().contains("en or zh"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }
}
