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
}
