package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.TestPaths;
import java.nio.charset.StandardCharsets;
import io.github.ascendtriage.testing.CliRun;
import org.junit.jupiter.api.Test;

class MainTest {
  static CliRun run(String stdin, String... args) {
    return CliRun.of(stdin, args);
  }

  static final String SAMPLE =
      TestPaths.corpus().resolve("ptacase_0043-vllm-console/input.log").toString();

  @Test
  void diagnoseJsonHasTheContractFields() throws Exception {
    CliRun r = run("", "diagnose", "--format", "json", SAMPLE);
    assertEquals(0, r.code(), r.err());
    JsonNode n = new ObjectMapper().readTree(r.out());
    for (String f : new String[] {"toolVersion", "caseBaseVersion", "layer", "confidence", "matches", "features", "rootCause", "warnings"}) {
      assertTrue(n.has(f), "missing " + f);
    }
    JsonNode m = n.get("matches").get(0);
    for (String f : new String[] {"caseId", "title", "layer", "confidence", "remediation", "evidence"}) {
      assertTrue(m.has(f), "missing matches[0]." + f);
    }
    assertEquals("ptacase_0043", m.get("caseId").asText());
    assertEquals("link-setup", n.get("layer").asText());
    JsonNode step = m.get("remediation").get(0);
    assertTrue(step.has("command") && step.has("explanation"));
    JsonNode ev = m.get("evidence").get(0);
    assertTrue(ev.has("source") && ev.has("line") && ev.has("text"));
    JsonNode f = n.get("features").get(0);
    assertTrue(f.has("type") && f.has("value"));
    assertTrue(n.get("rootCause").isNull());
  }

  @Test
  void diagnoseReadsStdinWithDash() {
    CliRun r = run("EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.\n", "diagnose", "-");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("ptacase_0043"));
  }

  @Test
  void nothingMatchedExitsOne() {
    CliRun r = run("all good\nepoch 1 loss 0.42\n", "diagnose", "-");
    assertEquals(1, r.code());
    assertTrue(r.out().contains("UNKNOWN"));
  }

  @Test
  void missingFileExitsTwoWithOneLine() {
    CliRun r = run("", "diagnose", "/no/such/file.log");
    assertEquals(2, r.code());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    assertTrue(r.err().contains("/no/such/file.log"));
    assertFalse(r.err().contains("Exception"));
  }

  @Test
  void usageErrorExitsTwo() {
    CliRun r = run("", "diagnose", "--format", "yaml", SAMPLE);
    assertEquals(2, r.code());
    assertTrue(r.err().contains("yaml"));
  }

  @Test
  void markdownIsForTickets() {
    CliRun r = run("", "diagnose", "--format", "markdown", SAMPLE);
    assertEquals(0, r.code());
    assertTrue(r.out().startsWith("## ascend-triage diagnosis"));
    assertTrue(r.out().contains("`ptacase_0043`"));
  }

  @Test
  void casesListShowSearch() {
    CliRun list = run("", "cases");
    assertEquals(0, list.code());
    assertTrue(list.out().contains("ptacase_0043"));
    CliRun show = run("", "cases", "show", "ptacase_0043");
    assertEquals(0, show.code());
    assertTrue(show.out().contains("ip_local_reserved_ports"));
    CliRun missing = run("", "cases", "show", "nope");
    assertEquals(1, missing.code());
    CliRun search = run("", "cases", "search", "端口", "占用");
    assertEquals(0, search.code(), search.err());
    assertTrue(search.out().contains("ptacase_0043"));
  }

  @Test
  void tagPassesBinaryAndInvalidUtf8LinesThroughOneForOne() throws Exception {
    String in = "first\n\u0000\u0001\u0002 binary\nEJ0003: Failed to bind the IP port.\n\u0000\n";
    CliRun r = run(in, "tag");
    assertEquals(0, r.code(), r.err());
    String[] lines = r.out().split("\n");
    assertEquals(4, lines.length);
    ObjectMapper om = new ObjectMapper();
    assertEquals("ptacase_0043", om.readTree(lines[2]).get("caseId").asText());
    assertEquals(4, om.readTree(lines[3]).get("line").asInt());
  }

  @Test
  void tagWritesOneJsonLinePerInputLine() throws Exception {
    String in = "hello\nEJ0003: Failed to bind the IP port.\nlast line without newline";
    CliRun r = run(in, "tag");
    assertEquals(0, r.code(), r.err());
    String[] lines = r.out().split("\n");
    assertEquals(3, lines.length);
    ObjectMapper om = new ObjectMapper();
    assertTrue(om.readTree(lines[0]).get("caseId").isNull());
    assertEquals("ptacase_0043", om.readTree(lines[1]).get("caseId").asText());
    assertEquals(3, om.readTree(lines[2]).get("line").asInt());
  }
}
