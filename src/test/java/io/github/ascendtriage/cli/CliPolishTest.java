package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.testing.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18 item 6: the command line behaves as a finished tool does. */
class CliPolishTest {
  /** Refuses trailing content: the whole output must be one document. */
  private static final ObjectMapper STRICT = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  @Test
  void casesJsonIsOneDocumentWithEveryCase() throws Exception {
    CliRun text = CliRun.of("", "cases");
    long listed = text.out().lines().count() - 1; // the last line counts them
    CliRun json = CliRun.of("", "cases", "--format", "json");
    assertEquals(0, json.code(), json.err());
    JsonNode n = STRICT.readTree(json.out());
    assertTrue(n.isArray());
    assertEquals(listed, n.size());
    assertTrue(n.get(0).has("caseId"));
    JsonNode hits = STRICT.readTree(CliRun.of("", "cases", "search", "--format", "json", "port").out());
    assertTrue(hits.isArray() && hits.size() > 0);
  }

  @Test
  void unknownFormatsAreRefused() {
    for (String[] args : new String[][] {
        {"cases", "--format", "yaml"}, {"cases", "show", "--format", "xml", "ptacase_0043"},
        {"cases", "search", "--format", "csv", "port"}, {"diagnose", "--format", "html", "-"}}) {
      CliRun r = CliRun.of("EJ0003\n", args);
      assertEquals(2, r.code(), String.join(" ", args) + ": " + r.out());
      assertTrue(r.err().contains(args[args.length - 2].equals("--format") ? args[args.length - 1] : args[args.length - 2])
          || r.err().contains("--format"), r.err());
      assertTrue(r.out().isEmpty(), r.out());
    }
  }

  @Test
  void caseShowIgnoresCase() {
    CliRun r = CliRun.of("", "cases", "show", "PTACASE_0043");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("ptacase_0043 "), r.out());
    assertEquals(1, CliRun.of("", "cases", "show", "PTACASE_9999").code());
  }

  @Test
  void misspeltCommandsGetASuggestion() {
    CliRun r = CliRun.of("", "diagnos", "x.log");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("Did you mean") && r.err().contains("diagnose"), r.err());
    CliRun c = CliRun.of("", "csaes");
    assertTrue(c.err().contains("cases"), c.err());
  }

  @Test
  void noArgumentsPrintsHelpAndExitsTwo() {
    CliRun r = CliRun.of("");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("Usage: ascend-triage") && r.err().contains("diagnose"), r.err());
    assertEquals(0, CliRun.of("", "--help").code());
  }

  @Test
  void anInputThatReadsNothingIsAnInputError(@TempDir Path dir) throws Exception {
    Path empty = Files.createDirectory(dir.resolve("empty"));
    CliRun e = CliRun.of("", "diagnose", empty.toString());
    assertEquals(2, e.code(), e.out());
    assertTrue(e.err().contains("nothing to diagnose") && e.err().contains(empty.toString()), e.err());

    Path bin = Files.createDirectory(dir.resolve("bin"));
    Files.write(bin.resolve("core.dump"), new byte[] {0x7f, 'E', 'L', 'F', 0, 0, 1, 2, 0, 0, 0});
    Files.write(bin.resolve("model.om"), new byte[] {1, 2, 3});
    CliRun b = CliRun.of("", "diagnose", bin.toString());
    assertEquals(2, b.code(), b.out());
    assertTrue(b.err().contains("core.dump") && b.err().contains("model.om"), b.err());

    assertEquals(2, CliRun.of("", "diagnose", "-").code(), "an empty stdin reads nothing");

    Files.writeString(bin.resolve("train.log"), "epoch 1 loss 0.4\n");
    assertEquals(1, CliRun.of("", "diagnose", bin.toString()).code(), "a readable log that matches nothing exits 1");
  }

  @Test
  void aMissingCaseDirectoryIsOneLineNamingIt(@TempDir Path dir) {
    Path missing = dir.resolve("site-cases");
    for (String[] args : new String[][] {{"diagnose", "--casebase", missing.toString(), "-"}, {"cases", "--casebase", missing.toString()}}) {
      CliRun r = CliRun.of("EJ0003\n", args);
      assertEquals(2, r.code(), r.out());
      assertEquals("ascend-triage: case directory " + missing + " does not exist", r.err().strip(), String.join(" ", args));
    }
    CliRun kb = CliRun.of("x\n", "diagnose", "--ascend-fd-kb", dir.resolve("kg.json").toString(), "-");
    assertEquals(2, kb.code());
    assertTrue(kb.err().contains("ascend-fd knowledge base " + dir.resolve("kg.json") + " does not exist"), kb.err());
  }

  /** What stdin is decides whether {@code diagnose} says how to end a paste. */
  private static String[] stdinRun(boolean terminal, String... args) {
    var out = new java.io.ByteArrayOutputStream();
    var err = new java.io.ByteArrayOutputStream();
    int code = Main.run(args, new java.io.ByteArrayInputStream(
            "EJ0003: Failed to bind the IP port.\n".getBytes(java.nio.charset.StandardCharsets.UTF_8)),
        out, err, false, terminal);
    return new String[] {String.valueOf(code), out.toString(java.nio.charset.StandardCharsets.UTF_8),
        err.toString(java.nio.charset.StandardCharsets.UTF_8)};
  }

  @Test
  void stdinOnATerminalGetsAHintOnStderrAndAPipeDoesNot() {
    String[] tty = stdinRun(true, "diagnose");
    assertEquals("0", tty[0], tty[2]);
    assertTrue(tty[2].contains("paste it, then press Ctrl-D"), tty[2]);
    assertFalse(tty[1].contains("Ctrl-D"), "the hint is not part of the report");
    String[] pipe = stdinRun(false, "diagnose", "-");
    assertEquals("", pipe[2]);
    assertEquals(tty[1], pipe[1], "the same report either way");
    String[] file = stdinRun(true, "diagnose", "--format", "json", "-");
    assertTrue(file[2].contains("Ctrl-D"), "'-' on a terminal is a paste too");
  }

  /** A code's first step that keeps a placeholder is marked in Markdown as in text and in the Fix block. */
  @Test
  void anUnfilledFirstStepOfACodeIsMarkedInEveryFormat() throws Exception {
    // any corpus sample whose JSON has a code first step with an unfilled placeholder
    ObjectMapper json = new ObjectMapper();
    Path found = null;
    String name = null;
    try (var dirs = Files.list(io.github.ascendtriage.TestPaths.corpus())) {
      for (Path d : dirs.sorted().filter(d -> d.getFileName().toString().startsWith("code-")).toList()) {
        JsonNode j = json.readTree(CliRun.of("", "diagnose", "--format", "json", d.resolve("input.log").toString()).out());
        for (JsonNode c : j.get("codes")) {
          if (c.at("/firstStep/unfilled").size() > 0) {
            found = d.resolve("input.log");
            name = c.at("/firstStep/unfilled/0").asText();
            break;
          }
        }
        if (found != null) {
          break;
        }
      }
    }
    assertTrue(found != null, "a corpus sample with an unfilled first step of a code");
    String md = CliRun.of("", "diagnose", "--format", "markdown", found.toString()).out();
    String codes = md.substring(md.indexOf("**Codes:**"));
    assertTrue(codes.contains("{" + name + "}") && codes.contains("` (fill in: " + name + " - "), codes);
    String text = CliRun.of("", "diagnose", found.toString()).out();
    assertTrue(text.substring(text.indexOf("Codes:")).contains("(fill in: " + name), text);
  }

  /** A case's verification command with a placeholder the log did not fill is marked as a fix step is. */
  @Test
  void anUnfilledVerificationIsMarked() throws Exception {
    ObjectMapper json = new ObjectMapper();
    Path found = null;
    String name = null;
    try (var dirs = Files.list(io.github.ascendtriage.TestPaths.corpus())) {
      for (Path d : dirs.sorted().filter(d -> Files.isRegularFile(d.resolve("input.log"))).toList()) {
        JsonNode j = json.readTree(CliRun.of("", "diagnose", "--format", "json", d.resolve("input.log").toString()).out());
        if (j.at("/matches/0/verificationUnfilled").size() > 0) {
          found = d.resolve("input.log");
          name = j.at("/matches/0/verificationUnfilled/0").asText();
          break;
        }
      }
    }
    assertTrue(found != null, "a corpus sample whose best case's verification keeps a placeholder");
    String text = CliRun.of("", "diagnose", found.toString()).out();
    String verify = text.substring(text.indexOf("Verify:"), text.indexOf("Source:") > 0 ? text.indexOf("Source:") : text.length());
    assertTrue(verify.contains("{" + name + "}") && verify.contains("(fill in: " + name), verify);
    String md = CliRun.of("", "diagnose", "--format", "markdown", found.toString()).out();
    String mdVerify = md.substring(md.indexOf("**Verify:**"));
    assertTrue(mdVerify.substring(0, mdVerify.indexOf('\n')).contains("(fill in: " + name), mdVerify);
  }
}
