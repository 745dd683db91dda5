package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Site case directories ({@code --casebase DIR}, {@link AscendTriage.Builder#addCaseDirectory}):
 * they add cases, replace built-in ones by id, and can be validated on their own.
 */
class CaseBaseLoaderSiteTest {
  @TempDir Path dir;

  /** A site version of ptacase_0043 with its own title, signature and fix. */
  private static ObjectNode sitePtacase0043() {
    ObjectNode c = CaseFiles.valid("ptacase_0043");
    c.put("layer", "link-setup");
    ((ObjectNode) c.get("title")).put("en", "Port 60000 taken by our monitoring agent");
    ((ObjectNode) c.get("title")).put("zh", "60000 端口被本站监控代理占用");
    ArrayNode req = (ArrayNode) c.get("signatures").get("required");
    req.removeAll();
    req.addArray().add("code:EJ0003");
    ((ArrayNode) c.get("signatures").get("excluding")).removeAll();
    ((ObjectNode) c.get("remediation").get(0)).put("command", "systemctl stop site-monitor-agent");
    ArrayNode match = (ArrayNode) c.get("examples").get("match");
    match.removeAll();
    match.add("EJ0003: [PID: 301] 2026-01-02-03:04:05.006.007 Failed to bind the IP port. Reason: The IP address and port have been bound already.");
    ArrayNode no = (ArrayNode) c.get("examples").get("noMatch");
    no.removeAll();
    no.add("EJ0001: Failed to initialize the HCCP process. Reason: Maybe the last training process is running.");
    return c;
  }

  @Test
  void aSiteCaseReplacesTheBuiltInCaseWithTheSameId() throws IOException {
    int builtIn = AscendTriage.builder().build().cases().size();
    CaseFiles.write(dir, "ptacase_0043.json", sitePtacase0043());
    AscendTriage t = AscendTriage.builder().addCaseDirectory(dir).build();

    assertEquals(builtIn, t.cases().size(), "replacing must not add a case");
    CaseInfo c = t.findCase("ptacase_0043").orElseThrow();
    assertEquals("Port 60000 taken by our monitoring agent", c.title());
    assertEquals("site", c.knowledgeBase());

    Diagnosis d = t.diagnose("EJ0003: [PID: 88] 2026-05-06-07:08:09.010.011 Failed to bind the IP port. Reason: The IP address and port have been bound already.");
    CaseMatch best = d.bestMatch().orElseThrow();
    assertEquals("ptacase_0043", best.caseId());
    assertEquals("systemctl stop site-monitor-agent", best.remediation().get(0).command());
  }

  @Test
  void aSiteCaseWithANewIdIsAdded() throws IOException {
    int builtIn = AscendTriage.builder().build().cases().size();
    CaseFiles.write(dir, "proxy.json", CaseFiles.valid("site-proxy-reset"));
    AscendTriage t = AscendTriage.builder().addCaseDirectory(dir).build();
    assertEquals(builtIn + 1, t.cases().size());
    assertTrue(t.findCase("site-proxy-reset").isPresent());
    assertTrue(t.findCase("ptacase_0043").isPresent(), "built-in cases stay");
  }

  @Test
  void onlySiteCasesWhenBuiltInsAreOff() throws IOException {
    CaseFiles.write(dir, "proxy.json", CaseFiles.valid("site-proxy-reset"));
    AscendTriage t = AscendTriage.builder().builtInCases(false).addCaseDirectory(dir).build();
    assertEquals(List.of("site-proxy-reset"), t.cases().stream().map(CaseInfo::id).toList());
  }

  @Test
  void anInvalidSiteDirectoryFailsTheBuildNamingTheFile() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.put("layer", "transport");
    Path f = CaseFiles.write(dir, "proxy.json", c);
    CaseBaseException e = assertThrows(CaseBaseException.class, () -> AscendTriage.builder().addCaseDirectory(dir).build());
    assertEquals(List.of(f + ": $.layer: unknown layer 'transport' (expected device, network, link-setup, collective, script or unknown)"), e.problems());
  }

  @Test
  void validateCaseDirectoryAcceptsAValidDirectory() throws IOException {
    CaseFiles.write(dir, "proxy.json", CaseFiles.valid("site-proxy-reset"));
    CaseFiles.write(dir.resolve("link-setup"), "ptacase_0043.json", sitePtacase0043());
    assertEquals(List.of(), AscendTriage.validateCaseDirectory(dir));
  }

  @Test
  void validateCaseDirectoryListsEveryProblem() throws IOException {
    ObjectNode a = CaseFiles.valid("site-a");
    ((ObjectNode) a.get("remediation").get(0)).put("command", "ping {remoteip}");
    ObjectNode b = CaseFiles.valid("site-b");
    b.remove("verification");
    Path fa = CaseFiles.write(dir, "a.json", a);
    Path fb = CaseFiles.write(dir, "b.json", b);
    assertEquals(
        List.of(
            fa + ": $.remediation[0].command: unknown placeholder {remoteip} (known: code, device, env, function, host, nic, port, rank, remoteIp, remote_ip, timeout, timeout+30)",
            fb + ": $.verification: missing: an object {command, expect}"),
        AscendTriage.validateCaseDirectory(dir));
  }

  @Test
  void validateCaseDirectoryChecksExamples() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ArrayNode) c.get("examples").get("noMatch")).add("egress proxy reset the connection");
    Path f = CaseFiles.write(dir, "proxy.json", c);
    assertEquals(
        List.of(f + ": $.examples.noMatch[1]: the near-miss matches its case ([phrase:egress proxy reset the connection])"),
        AscendTriage.validateCaseDirectory(dir));
  }

  @Test
  void theBuiltInCaseFilesPassTheStandaloneValidation() throws IOException {
    Path builtIn = Path.of("casebase", "cases");
    assertTrue(Files.isDirectory(builtIn), "run from the project root");
    List<String> problems = AscendTriage.validateCaseDirectory(builtIn);
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }

  @Test
  void cliCasesValidateReportsProblemsAndExitsOne() throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    ((ObjectNode) c.get("title")).remove("zh");
    Path f = CaseFiles.write(dir, "proxy.json", c);
    io.github.ascendtriage.testing.CliRun r = run("cases", "validate", dir.toString());
    assertEquals(Main.NOTHING, r.code(), r.err());
    assertTrue(r.out().contains(f + ": $.title.zh: missing"), r.out());
    assertTrue(r.out().contains("1 problem(s)"), r.out());
  }

  @Test
  void cliCasesValidateAcceptsAValidDirectory() throws IOException {
    CaseFiles.write(dir, "proxy.json", CaseFiles.valid("site-proxy-reset"));
    io.github.ascendtriage.testing.CliRun r = run("cases", "validate", dir.toString());
    assertEquals(Main.MATCHED, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("all cases valid"), r.out());
  }

  @Test
  void cliDiagnoseUsesTheSiteCaseGivenWithCasebase() throws IOException {
    CaseFiles.write(dir, "ptacase_0043.json", sitePtacase0043());
    Path log = CaseFiles.write(dir.resolve("logs"), "rank0.log", "EJ0003: [PID: 88] 2026-05-06-07:08:09.010.011 Failed to bind the IP port. Reason: The IP address and port have been bound already.\n");
    io.github.ascendtriage.testing.CliRun r = run("diagnose", "--casebase", dir.toString(), log.toString());
    assertEquals(Main.MATCHED, r.code(), r.err());
    assertTrue(r.out().contains("systemctl stop site-monitor-agent"), r.out());
    assertFalse(r.out().contains("HCCL_IF_BASE_PORT"), "the built-in remediation must be gone: " + r.out());
  }

  private static io.github.ascendtriage.testing.CliRun run(String... args) {
    return io.github.ascendtriage.testing.CliRun.of("", args);
  }
}
