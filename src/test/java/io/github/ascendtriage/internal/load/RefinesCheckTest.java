package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.OfficialCase;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A case's {@code refines}: checked on load (it must name an official case the case base holds),
 * and what makes a diagnosis name the official case ({@code officialCase}) when a specific case of
 * ours matched.
 */
class RefinesCheckTest {
  @TempDir Path dir;

  private static final String SITE_LINE = "WARN egress proxy reset the connection to 192.0.2.4 port: 29500";

  private Path siteCase(String refines) throws IOException {
    ObjectNode c = CaseFiles.valid("site-proxy-reset");
    c.put("refines", refines);
    return CaseFiles.write(dir, "proxy.json", c);
  }

  @Test
  void anIdThatNamesNoCaseIsOneErrorNamingFileAndField() throws IOException {
    Path f = siteCase("ptacase_9999");
    CaseBaseException e = assertThrows(CaseBaseException.class, () -> AscendTriage.builder().addCaseDirectory(dir).build());
    assertEquals(1, e.problems().size(), e.problems().toString());
    String p = e.problems().get(0);
    assertTrue(p.startsWith(f.toString() + ": $.refines: "), p);
    assertTrue(p.contains("ptacase_9999"), p);
  }

  @Test
  void aCaseOfOursThatIsNoOfficialCaseCannotBeRefined() throws IOException {
    siteCase("master-port-in-use"); // a built-in case, but not one of the case library
    CaseBaseException e = assertThrows(CaseBaseException.class, () -> AscendTriage.builder().addCaseDirectory(dir).build());
    assertEquals(1, e.problems().size(), e.problems().toString());
    assertTrue(e.problems().get(0).contains("$.refines") && e.problems().get(0).contains("not an official case id"),
        e.problems().get(0));
  }

  @Test
  void validatingTheDirectoryAloneFindsTheSameProblem() throws IOException {
    siteCase("topic_0000000000000001");
    List<String> problems = AscendTriage.validateCaseDirectory(dir);
    assertEquals(1, problems.size(), problems.toString());
    assertTrue(problems.get(0).contains("$.refines"), problems.get(0));
    siteCase("ptacase_0043");
    assertEquals(List.of(), AscendTriage.validateCaseDirectory(dir));
  }

  @Test
  void aMalformedIdOrTheCaseItselfIsRefused() throws IOException {
    siteCase("Not An Id");
    assertThrows(CaseBaseException.class, () -> AscendTriage.builder().addCaseDirectory(dir).build());
    siteCase("site-proxy-reset");
    CaseBaseException e = assertThrows(CaseBaseException.class, () -> AscendTriage.builder().addCaseDirectory(dir).build());
    assertTrue(e.problems().get(0).contains("cannot refine itself"), e.problems().toString());
  }

  @Test
  void aMatchedCaseThatRefinesAnOfficialCaseNamesIt() throws Exception {
    siteCase("ptacase_0043");
    Diagnosis d = AscendTriage.builder().addCaseDirectory(dir).build().diagnose(SITE_LINE);
    assertEquals("site-proxy-reset", d.bestMatch().orElseThrow().caseId());
    OfficialCase o = d.officialCase().orElseThrow();
    assertEquals("ptacase_0043", o.id());
    assertEquals("site-proxy-reset", o.matchedCase());
    assertFalse(o.direct());
    assertTrue(o.reference().contains("ptacase_0043") && o.reference().contains("https://"), o.reference());
    JsonNode j = CaseFiles.JSON.readTree(DiagnosisJson.toJson(d));
    assertEquals("ptacase_0043", j.get("officialCase").get("id").asText());
    assertEquals("site-proxy-reset", j.get("officialCase").get("matchedCase").asText());
  }

  @Test
  void anOfficialCaseThatMatchesIsItsOwnOfficialCase() {
    Diagnosis d = AscendTriage.builder().build().diagnose(
        "EJ0003: [PID: 88] 2026-05-06-07:08:09.010.011 Failed to bind the IP port. Reason: The IP address and port have been bound already.");
    OfficialCase o = d.officialCase().orElseThrow();
    assertEquals(d.bestMatch().orElseThrow().caseId(), o.id());
    assertTrue(o.direct());
    assertTrue(o.title().isPresent());
  }

  @Test
  void noMatchNoOfficialCaseAndTheJsonSaysNull() throws Exception {
    Diagnosis d = AscendTriage.builder().build().diagnose("nothing to see here");
    assertTrue(d.officialCase().isEmpty());
    assertTrue(CaseFiles.JSON.readTree(DiagnosisJson.toJson(d)).get("officialCase").isNull());
  }

  /** Every built-in refines names an official case, and the built-in official cases refine none. */
  @Test
  void builtInRefinesPointAtOfficialCases() {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    int refining = 0;
    for (CaseDefinition c : base.cases()) {
      if (c.refines().isPresent()) {
        refining++;
        CaseDefinition o = base.get(c.refines().get());
        assertTrue(o != null && base.sources().officialCase(o.id()), c.id() + " refines " + c.refines().get());
        assertTrue(o.refines().isEmpty(), o.id() + " is official and refines another");
      }
      if (base.sources().officialCase(c.id())) {
        assertEquals(c.id(), base.officialCase(c).orElseThrow());
      }
    }
    assertTrue(refining > 0, "no built-in case refines an official case");
  }
}
