package io.github.ascendtriage.internal.fd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.fd.AscendFdKnowledgeBase.Import;
import io.github.ascendtriage.internal.fd.AscendFdKnowledgeBase.SkipReason;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The importer against the small knowledge base written for these tests. */
class AscendFdKnowledgeBaseTest {
  static final Path DIR = TestPaths.repo().resolve("src/test/resources/ascend-fd");
  static final Path SMALL = DIR.resolve("kg-small.json");

  static final AscendTriage WITH_KB =
      AscendTriage.builder().addAscendFdKnowledgeBase(SMALL).topK(10).build();

  /**
   * Shows every imported hit, also those listed below the claim threshold (an import outside the
   * communication layers that none of our cases backs), as {@code --min-confidence 0.1} does.
   */
  static final AscendTriage SHOWING_ALL =
      AscendTriage.builder().addAscendFdKnowledgeBase(SMALL).topK(10).minConfidence(0.01).build();

  private static CaseDefinition find(Import imp, String code) {
    return imp.cases().stream()
        .filter(c -> c.id().equals("ascend-fd:" + code))
        .findFirst()
        .orElseThrow(() -> new AssertionError("not imported: " + code));
  }

  private static List<String> ids(Diagnosis d) {
    return d.matches().stream().map(CaseMatch::caseId).toList();
  }

  @Test
  void importsUsableEntriesWithPrefixedIdsAndCountsEachSkipByReason() throws IOException {
    Import imp = AscendFdKnowledgeBase.read(SMALL, io.github.ascendtriage.TestKnowledge.K);
    assertEquals(
        List.of(
            "ascend-fd:DEMO_LINK_01", "ascend-fd:DEMO_WAIT_02", "ascend-fd:DEMO_SOCKET_03",
            "ascend-fd:DEMO_HOST_04", "ascend-fd:DEMO_BIND_12", "ascend-fd:DEMO_SCRIPT_11"),
        imp.cases().stream().map(CaseDefinition::id).toList());
    assertEquals(
        Map.of(SkipReason.NO_LINE_PATTERN, 1, SkipReason.REGEX_ONLY, 1, SkipReason.MULTI_LINE, 1, SkipReason.NO_LOG_KIND, 0,
            SkipReason.MALFORMED, 3),
        imp.skipCounts());
    assertTrue(imp.skipped().stream().anyMatch(s -> s.code().equals("DEMO_BAD_09") && s.detail().contains("regex.in[0][1]")), imp.skipped().toString());
    assertTrue(imp.skipped().stream().anyMatch(s -> s.code().equals("DEMO_BAD_08") && s.path().equals("$.knowledge-repository.DEMO_BAD_08")));
    imp.cases().forEach(c -> assertEquals("ascend-fd", c.knowledgeBase()));
  }

  @Test
  void theImportSummaryIsSaidOnceNotInEveryDiagnosis() {
    // the small knowledge base has 6 usable entries and 6 it cannot match on a log line
    List<String> info = WITH_KB.knowledgeBaseInfo();
    assertEquals(1, info.size(), info.toString());
    assertTrue(info.get(0).startsWith("kg-small.json: "), info.toString());
    assertTrue(info.get(0).contains("6 entries imported, 6 skipped"), info.toString());
    assertTrue(info.get(0).contains("1 no line pattern") && info.get(0).contains("3 malformed"), info.toString());
    assertTrue(WITH_KB.diagnose("nothing to see here").warnings().isEmpty());
    assertTrue(AscendTriage.builder().build().knowledgeBaseInfo().isEmpty());
  }

  @Test
  void substringListsBecomePatternsAndRequiredGroups() throws IOException {
    CaseDefinition link = find(AscendFdKnowledgeBase.read(SMALL, io.github.ascendtriage.TestKnowledge.K), "DEMO_LINK_01");
    assertEquals(List.of(List.of("demo-nic", "port", "went down"), List.of("demo-nic flap counter exceeded")), link.linePatterns());
    assertEquals(2, link.required().size());
    assertEquals("pattern:ascend-fd:DEMO_LINK_01#1", link.required().get(1).get(0).toString());
    // a flat list of strings is one pattern, as in most entries of the shipped file
    CaseDefinition socket = find(AscendFdKnowledgeBase.read(SMALL, io.github.ascendtriage.TestKnowledge.K), "DEMO_SOCKET_03");
    assertEquals(List.of(List.of("EI0006", "demo socket wait expired")), socket.linePatterns());
  }

  @Test
  void layerComesFromCodesThenTheMappingTableElseUnknown() throws IOException {
    Import imp = AscendFdKnowledgeBase.read(SMALL, io.github.ascendtriage.TestKnowledge.K);
    assertEquals(Layer.NETWORK, find(imp, "DEMO_LINK_01").layer()); // module ROCE decides over NPU
    assertEquals(Layer.COLLECTIVE, find(imp, "DEMO_WAIT_02").layer()); // module HCCL
    assertEquals(Layer.LINK_SETUP, find(imp, "DEMO_SOCKET_03").layer()); // EI0006 in its substrings
    assertEquals(Layer.UNKNOWN, find(imp, "DEMO_HOST_04").layer()); // host OS: outside the ladder
    assertEquals(Layer.SCRIPT, find(imp, "DEMO_SCRIPT_11").layer());
  }

  @Test
  void textComesFromTheFileWithValueSlotsRendered() throws IOException {
    CaseDefinition link = find(AscendFdKnowledgeBase.read(SMALL, io.github.ascendtriage.TestKnowledge.K), "DEMO_LINK_01");
    assertEquals("Demo: NPU port flapping", link.titleEn());
    assertEquals("演示：NPU 网口闪断", link.titleZh());
    assertFalse(link.summaryEn().contains("{}"), link.summaryEn());
    assertTrue(link.summaryEn().contains("port <value> changed"), link.summaryEn());
    assertEquals("hccn_tool -i 0 -link -g", link.remediation().get(0).command().text());
    assertTrue(link.remediation().get(0).explanation().startsWith("1. Check the optical module"));
    assertEquals("", link.remediation().get(1).command().text());
    assertTrue(link.references().contains("ascend-fd log kind (source_file): NPU_OS | OS"), link.references().toString());
    assertEquals(List.of("ascend-fd:DEMO_WAIT_02", "ascend-fd:DEMO_MISSING_99"), link.causes());
  }

  @Test
  void aLineWithTheSubstringsInOrderMatchesTheEntry() {
    Diagnosis d =
        SHOWING_ALL.diagnose("2026-12-01T03:04:05 host7 kernel: demo-nic eth3 port 2 went down (carrier lost)");
    CaseMatch m = d.bestMatch().orElseThrow();
    assertEquals("ascend-fd:DEMO_LINK_01", m.caseId());
    assertEquals("ascend-fd", m.knowledgeBase());
    assertEquals(Layer.NETWORK, d.layer());
    assertTrue(m.evidence().get(0).text().contains("went down"));
  }

  @Test
  void theSameSubstringsOutOfOrderDoNotMatch() {
    Diagnosis d = SHOWING_ALL.diagnose("went down: demo-nic eth3 port 2");
    assertFalse(ids(d).contains("ascend-fd:DEMO_LINK_01"), ids(d).toString());
  }

  @Test
  void aloneAnImportIsListedAndClaimedOnlyWithinTheCommunicationLayersWithSupport() {
    String network = "2026-12-01T03:04:05 host7 kernel: demo-nic eth3 port 2 went down";
    String script = "demo_launch.py: error: unknown flag --nodes";
    AscendTriage zero = AscendTriage.builder().addAscendFdKnowledgeBase(SMALL).topK(10).minConfidence(0.0).build();
    assertEquals("ascend-fd:DEMO_LINK_01", zero.diagnose(network).bestMatch().orElseThrow().caseId());
    assertEquals("ascend-fd:DEMO_SCRIPT_11", zero.diagnose(script).bestMatch().orElseThrow().caseId());
    // both are listed as knowledge-base hits; a bare hit alone is not claimed, whatever its layer
    for (String line : List.of(network, script)) {
      Diagnosis d = WITH_KB.diagnose(line);
      assertFalse(d.matched(), line + ": " + ids(d));
      assertEquals(1, d.knowledgeBaseHits().size(), line);
    }
    assertTrue(
        zero.diagnose(network).matches().get(0).confidence() >= zero.diagnose(script).matches().get(0).confidence(),
        "in-scope bare hit ranks at least as high as an out-of-scope one");
  }

  @Test
  void aCodeOnTheLineSupportsTheImportAndOurCaseStillComesFirst() {
    String line = "EI0006: [PID: 77] 2026-12-01-03:04:05.000.001 demo socket wait expired after 120 s";
    Diagnosis alone =
        AscendTriage.builder().builtInCases(false).addAscendFdKnowledgeBase(SMALL).build().diagnose(line);
    assertEquals("ascend-fd:DEMO_SOCKET_03", alone.bestMatch().orElseThrow().caseId());
    assertEquals(Layer.LINK_SETUP, alone.layer());
    // with the built-in cases, ours (an EI0006 case) comes first and the import is still claimed
    List<String> both = ids(WITH_KB.diagnose(line));
    assertTrue(both.indexOf("ascend-fd:DEMO_SOCKET_03") > 0, both.toString());
    assertFalse(both.get(0).startsWith("ascend-fd:"), both.toString());
  }

  @Test
  void aRuleEdgeRanksTheConsequenceBelowItsCause() {
    String log =
        "[ERROR] HCCL(811,python3):2026-12-01-03:04:10.000.001 [demo.cc:12] demo collective 4 wait on rank 3 timed out after 1800s\n"
            + "2026-12-01T03:04:05 host7 kernel: demo-nic eth3 port 2 went down\n";
    List<String> ids = ids(AscendTriage.builder().addAscendFdKnowledgeBase(SMALL).topK(10).minConfidence(0.0).build().diagnose(log));
    assertEquals("ascend-fd:DEMO_LINK_01", ids.get(0), ids.toString());
    assertTrue(ids.indexOf("ascend-fd:DEMO_WAIT_02") > 0, ids.toString());
  }

  @Test
  void ourCaseAndAnImportedEntryOnTheSameEvidenceBothAppearOursFirst() {
    String log =
        "EJ0003: [PID: 5151] 2026-12-01-03:04:05.101.202 Failed to bind the IP port. Reason: The IP address and port have been bound already.\n";
    Diagnosis d = WITH_KB.diagnose(log);
    assertEquals(List.of("ptacase_0043", "ascend-fd:DEMO_BIND_12"), ids(d).subList(0, 2));
    assertEquals("built-in", d.matches().get(0).knowledgeBase());
    assertEquals("ascend-fd", d.matches().get(1).knowledgeBase());
    assertTrue(d.matches().get(1).confidence() <= d.matches().get(0).confidence());
  }

  @Test
  void withoutTheKnowledgeBaseTheImportedEntriesAreAbsent() {
    Diagnosis d = AscendTriage.builder().build().diagnose("demo-nic eth3 port 2 went down");
    assertFalse(d.matched());
  }

  @Test
  void aBareCustomEntityMapIsRead() throws IOException {
    Import imp = AscendFdKnowledgeBase.read(DIR.resolve("custom-bare.json"), io.github.ascendtriage.TestKnowledge.K);
    assertEquals(List.of("ascend-fd:SITE_DEMO_01"), imp.cases().stream().map(CaseDefinition::id).toList());
    assertEquals(Layer.DEVICE, imp.cases().get(0).layer());
  }

  @Test
  void dottedKeysAreFoldedIntoTheNestedShape() throws IOException {
    Import imp = AscendFdKnowledgeBase.read(DIR.resolve("custom-dotted.json"), io.github.ascendtriage.TestKnowledge.K);
    CaseDefinition c = imp.cases().get(0);
    assertEquals("ascend-fd:SITE_DEMO_02", c.id());
    assertEquals("Site demo: dotted fields", c.titleEn());
    assertEquals(List.of(List.of("site-demo dotted", "marker")), c.linePatterns());
    assertEquals(Layer.COLLECTIVE, c.layer());
    assertEquals(List.of("ascend-fd:DEMO_WAIT_02"), c.causes());
  }

  @Test
  void aWrappedListOfEntriesWithCodesIsRead() throws IOException {
    Import imp = AscendFdKnowledgeBase.read(DIR.resolve("custom-list.json"), io.github.ascendtriage.TestKnowledge.K);
    assertEquals(List.of("ascend-fd:SITE_DEMO_03"), imp.cases().stream().map(CaseDefinition::id).toList());
    assertEquals(1, imp.skipCounts().get(SkipReason.MALFORMED));
    assertEquals("$.custom-entity[1]", imp.skipped().get(0).path());
  }

  @Test
  void aCustomEntityFileAddsToAndOverridesTheShippedOne() {
    AscendTriage t =
        AscendTriage.builder()
            .addAscendFdKnowledgeBase(SMALL)
            .addAscendFdKnowledgeBase(DIR.resolve("custom-bare.json"))
            .addAscendFdKnowledgeBase(DIR.resolve("custom-override.json"))
            .minConfidence(0.1)
            .build();
    assertTrue(t.findCase("ascend-fd:SITE_DEMO_01").isPresent());
    assertEquals("Site override: bad launch argument", t.findCase("ascend-fd:DEMO_SCRIPT_11").orElseThrow().title());
    assertEquals(
        List.of("SITE_DEMO_01"),
        t.diagnose("npu 3: site-demo hbm patrol found 2 errors, alarm raised").knowledgeBaseHits().stream()
            .map(io.github.ascendtriage.KnowledgeBaseHit::entryId).toList());
  }

  @Test
  void invalidJsonGivesOneMessageWithFileAndPath() {
    Path f = DIR.resolve("broken.json");
    AscendFdFormatException e = assertThrows(AscendFdFormatException.class, () -> AscendFdKnowledgeBase.read(f, io.github.ascendtriage.TestKnowledge.K));
    assertTrue(e.getMessage().startsWith(f + ": $: invalid JSON (line "), e.getMessage());
    CaseBaseException b =
        assertThrows(CaseBaseException.class, () -> AscendTriage.builder().addAscendFdKnowledgeBase(f).build());
    assertTrue(b.getMessage().contains(f.toString()), b.getMessage());
  }

  @Test
  void jsonWithoutEntriesIsRefusedWithThePath() {
    Path f = DIR.resolve("not-a-kb.json");
    AscendFdFormatException e = assertThrows(AscendFdFormatException.class, () -> AscendFdKnowledgeBase.read(f, io.github.ascendtriage.TestKnowledge.K));
    assertTrue(e.getMessage().startsWith(f + ": $: no ascend-fd entries found"), e.getMessage());
    Path g = DIR.resolve("bad-repository.json");
    AscendFdFormatException e2 = assertThrows(AscendFdFormatException.class, () -> AscendFdKnowledgeBase.read(g, io.github.ascendtriage.TestKnowledge.K));
    assertTrue(e2.getMessage().startsWith(g + ": $.knowledge-repository: must be an object"), e2.getMessage());
  }
}
