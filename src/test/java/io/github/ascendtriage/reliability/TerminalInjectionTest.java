package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.cli.Main;
import io.github.ascendtriage.internal.output.TextReport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 17, finding 6: what the input holds must not drive the terminal the report is printed on.
 * Escape sequences, control characters and bidi overrides in log lines, file names and case
 * strings are shown as escapes in text and markdown; JSON escapes them itself.
 */
class TerminalInjectionTest {
  static final String ESCAPES = "\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202eevil\u2066";

  /** No character that a terminal acts on, other than the report's own newlines. */
  static void assertInert(String out) {
    for (int i = 0; i < out.length(); i++) {
      char c = out.charAt(i);
      boolean bad = (c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7f && c <= 0x9f)
          || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
      assertFalse(bad, String.format("raw U+%04X at %d in:%n%s", (int) c, i, out));
    }
  }

  static String cli(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Main.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
  }

  @ParameterizedTest
  @ValueSource(strings = {"text", "markdown"})
  void escapeSequencesInALogLineAreShownNotSent(String format, @TempDir Path dir) throws IOException {
    Path log = dir.resolve("run.log");
    // the escapes right after the code: the report shows the line cut around what matched
    Files.writeString(log, Fixtures.FAULT.replace("EJ0003: ", "EJ0003: " + ESCAPES + " ") + "\n");
    String out = cli("diagnose", "--format", format, log.toString());
    assertTrue(out.contains(Fixtures.CASE), out);
    assertInert(out);
    assertTrue(out.contains("\\e]0;pwned\\x07\\e[2J\\x9b31m\\u202eevil\\u2066"), "shown as escapes: " + out);
  }

  @ParameterizedTest
  @ValueSource(strings = {"text", "markdown"})
  void aNewlineInAFileNameCannotForgeAReportLine(String format, @TempDir Path dir) throws IOException {
    String forged = "x.log\nWarning:    everything is fine";
    Files.writeString(dir.resolve(forged), Fixtures.FAULT + "\n");
    Files.write(dir.resolve("bin\u001b[2J.log"), new byte[] {0, 1, 2, 3, 0, 0, 0, 0}); // skipped: listed in warnings
    String out = cli("diagnose", "--format", format, dir.toString());
    assertTrue(out.contains(Fixtures.CASE), out);
    assertInert(out);
    List<String> lines = Arrays.asList(out.split("\n"));
    assertFalse(lines.stream().anyMatch(l -> l.startsWith("Warning:    everything is fine")), "no forged line: " + out);
    assertTrue(out.contains("\"x.log\\nWarning:    everything is fine\":1"), "the name quoted and escaped: " + out);
  }

  /** Nothing readable: the error line names the input and lists the skipped files, quoted and escaped. */
  @Test
  void theNothingReadErrorListsSkippedFilesEscaped(@TempDir Path dir) throws IOException {
    Path folder = Files.createDirectory(dir.resolve("logs\u001b]0;x\u0007"));
    Files.write(folder.resolve("bin\u001b[2J\nWarning: all good.log"), new byte[] {0, 1, 2, 3, 0, 0, 0, 0});
    String out = cli("diagnose", folder.toString());
    assertTrue(out.contains("nothing to diagnose"), out);
    assertInert(out);
    assertFalse(Arrays.asList(out.split("\n")).stream().anyMatch(l -> l.startsWith("Warning: all good")), out);
    assertTrue(out.contains("bin\\e[2J\\nWarning: all good.log"), "shown as escapes: " + out);
  }

  @Test
  void jsonEscapesControlCharactersItself() throws IOException {
    Diagnosis d = Fixtures.TRIAGE.diagnose(Fixtures.FAULT + " " + ESCAPES);
    String json = DiagnosisJson.toJson(d);
    for (char c : json.toCharArray()) {
      assertFalse(c < 0x20 && c != '\n', String.format("raw U+%04X in JSON", (int) c));
    }
    // and the text comes back exactly
    String text = new ObjectMapper().readTree(json).at("/matches/0/evidence/0/text").asText();
    assertTrue(text.contains(ESCAPES), text);
  }

  @Test
  void siteCaseStringsAreEscapedToo(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("site.json"), "{\"id\": \"site-evil\", \"layer\": \"device\", "
        + "\"title\": {\"en\": \"title \\u001b[2J\\u001b]0;x\\u0007\", \"zh\": \"x\"}, "
        + "\"summary\": {\"en\": \"x\", \"zh\": \"x\"}, \"signatures\": {\"required\": [[\"code:EI0008\"]]}, "
        + "\"remediation\": [{\"command\": \"true\", \"explanation\": \"look\\u202e\"}], "
        + "\"verification\": {\"command\": \"true\", \"expect\": \"ok\"}, \"references\": [\"test\"], "
        + "\"examples\": {\"match\": [\"EI0008: The HCCL versions are inconsistent.\"], \"noMatch\": [\"EI0006: x\"]}}");
    String show = cli("cases", "show", "--casebase", dir.toString(), "site-evil");
    assertTrue(show.contains("site-evil"), show);
    assertInert(show);
    String list = cli("cases", "--casebase", dir.toString());
    assertInert(list);
    Path log = dir.resolve("in.log");
    Files.writeString(log, "EI0008: The HCCL versions are inconsistent.\n");
    String out = cli("diagnose", "--casebase", dir.toString(), log.toString());
    assertInert(out);
    assertTrue(out.contains("site-evil") && out.contains("\\e[2J"), "the site case is shown, escaped: " + out);
  }

  /** A site case file that is refused: the error lines name the file and quote its content, escaped. */
  @Test
  void caseFileErrorsAreEscaped(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("bad\u001b[2J.json"), "{\"id\": \"site-\\u001b]0;x\\u0007\", \"layer\": \"\\u001b[2Jdevice\"}");
    Path log = dir.resolve("in.log");
    Files.writeString(log, Fixtures.FAULT + "\n");
    String out = cli("diagnose", "--casebase", dir.toString(), log.toString());
    assertTrue(out.contains("bad\\e[2J.json"), out);
    assertInert(out);
  }

  /** A line no case claims, so the layer reasoner answers and prints it as a reasoning step. */
  static final String REASONED =
      "[ERROR] HCCL(7731,python3):2026-06-07-16:10:31.882.019 [transport_manager.cc:611][7745][TransportManager] "
          + "create transport to rank 11 failed, call trace: hcclRet -> 12";

  @ParameterizedTest
  @ValueSource(strings = {"text", "markdown"})
  void theLayerReasoningShowsItsLinesEscaped(String format, @TempDir Path dir) throws IOException {
    Path log = dir.resolve("run.log");
    Files.writeString(log, ESCAPES + " " + REASONED + "\n");
    Diagnosis d = Fixtures.TRIAGE.diagnose(log);
    assertTrue(d.reasoning().isPresent() && !d.reasoning().get().steps().isEmpty(), "the reasoner answers: " + Fixtures.best(d));
    String out = cli("diagnose", "--format", format, log.toString());
    assertTrue(out.contains("Reasoning"), out);
    assertInert(out);
    assertTrue(out.contains("\\e]0;pwned\\x07\\e[2J"), "shown as escapes: " + out);
  }

  /** Rules, reasons, roles and the summary come from data files a site can bring (its codes folder): escaped too. */
  @Test
  void everyReasoningFieldIsEscaped() {
    Evidence e = new Evidence("a\nb.log", 3, "line " + ESCAPES);
    ReasoningStep step = new ReasoningStep(e, "code:x/" + ESCAPES, Layer.DEVICE, "fault" + ESCAPES, "catalog site " + ESCAPES,
        "why " + ESCAPES);
    LayerReasoning r = new LayerReasoning(Layer.DEVICE, 0.5, Optional.of("stage" + ESCAPES), List.of(step), "summary " + ESCAPES);
    Diagnosis d = new Diagnosis("t", "c", Layer.DEVICE, 0.5, AnswerSource.REASONING, List.of(), List.of(), List.of(),
        Optional.empty(), Optional.of(r),
        List.of(new io.github.ascendtriage.SimilarIncident("site-case", "title " + ESCAPES, Layer.NETWORK, 1.0)),
        Optional.empty(), List.of(), List.of(), List.of(), 1, 1, List.of());
    for (String out : List.of(TextReport.text(d), io.github.ascendtriage.internal.output.MarkdownReport.markdown(d))) {
      assertInert(out);
      assertTrue(out.contains("summary \\e]0;pwned") && out.contains("line \\e]0;pwned"), out);
      assertTrue(out.contains("title \\e]0;pwned"), "a similar incident's title (a site case's text) is escaped: " + out);
    }
  }
}
