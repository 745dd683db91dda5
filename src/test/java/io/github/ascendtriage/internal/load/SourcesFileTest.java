package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.internal.casebase.Sources;
import io.github.ascendtriage.TestPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Issue 18 item 7: every case's sources are links or documents a reader can find. */
class SourcesFileTest {
  private static final Pattern LIBRARY_PAGE = Pattern.compile("https://www\\.hiascend\\.com/document/caselibrary/detail/(\\S+)");

  private static Sources builtIn() throws Exception {
    List<String> problems = new ArrayList<>();
    Path f = TestPaths.repo().resolve("casebase/" + SourcesFile.NAME);
    Sources s = SourcesFile.read(JsonFiles.MAPPER.readTree(Files.readAllBytes(f)), SourcesFile.NAME, problems);
    assertEquals(List.of(), problems);
    return s;
  }

  /** The references as the case files write them, before they are resolved. */
  private static List<String[]> rawReferences() throws Exception {
    List<String[]> out = new ArrayList<>();
    try (Stream<Path> files = Files.walk(TestPaths.repo().resolve("casebase/cases"))) {
      for (Path p : files.filter(x -> x.toString().endsWith(".json")).sorted().toList()) {
        JsonNode n = JsonFiles.MAPPER.readTree(Files.readAllBytes(p));
        n.path("references").forEach(r -> out.add(new String[] {n.get("id").asText(), r.asText()}));
      }
    }
    return out;
  }

  @Test
  void everyReferenceOfEveryBuiltInCaseIsALinkOrAFindableDocument() throws Exception {
    Sources s = builtIn();
    List<String> unresolved = new ArrayList<>();
    int links = 0;
    List<String[]> raw = rawReferences();
    for (String[] r : raw) {
      List<String> found = s.resolve(r[1]);
      if (found.isEmpty()) {
        unresolved.add(r[0] + ": " + r[1]);
      }
      for (String e : found) {
        assertFalse(e.equals(r[1]), r[0] + ": kept as written: " + e);
        links += e.contains(": https://") || e.contains(" https://") ? 1 : 0;
      }
    }
    assertTrue(unresolved.isEmpty(), unresolved.size() + " references no rule finds:\n" + String.join("\n", unresolved));
    assertTrue(raw.size() > 200 && links > raw.size() / 2, raw.size() + " references, " + links + " links");
  }

  @Test
  void officialCasesLinkToTheirOwnLibraryPageAndNoLinkNamesAnUnknownCase() {
    AscendTriage t = AscendTriage.builder().build();
    Set<String> ids = t.cases().stream().map(CaseInfo::id).collect(Collectors.toSet());
    Set<String> linked = new TreeSet<>();
    int official = 0;
    for (CaseInfo c : t.cases()) {
      for (String r : c.references()) {
        Matcher m = LIBRARY_PAGE.matcher(r);
        while (m.find()) {
          linked.add(m.group(1));
        }
      }
      if (c.id().matches("ptacase_\\d{4}|topic_\\d{16}|tensorflow_faq_\\d{4}")) {
        official++;
        assertTrue(c.references().get(0).endsWith("/caselibrary/detail/" + c.id()), c.id() + ": " + c.references());
      }
    }
    assertEquals(8, official, "the official cases of the seed lesson");
    assertTrue(ids.containsAll(linked), "links to library pages of no known case: " + linked);
  }

  @Test
  void referencesShowInCasesShowAndTheTextReport() {
    var show = io.github.ascendtriage.testing.CliRun.of("", "cases", "show", "ptacase_0043");
    assertTrue(show.out().contains("Sources:\n  - Ascend case library, case ptacase_0043: https://"), show.out());
    var d = io.github.ascendtriage.testing.CliRun.of(
        "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.\n", "diagnose", "-");
    assertTrue(d.out().contains("Source:     Ascend case library, case ptacase_0043\n            https://"), d.out());
  }

  @Test
  void aReferenceNoRuleFindsIsKeptAsWritten() throws Exception {
    assertEquals(List.of("our wiki page 12"), builtIn().resolve(List.of("our wiki page 12")));
    assertEquals(List.of("x"), Sources.none().resolve(List.of("x", "x")));
  }

  /**
   * A start does not check the patterns of sources.json for unbounded backtracking (the file ships
   * in the jar only): this does, one test per pattern.
   */
  @org.junit.jupiter.api.TestFactory
  java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> itsPatternsCannotBacktrackWithoutBound() throws Exception {
    com.fasterxml.jackson.databind.JsonNode n = JsonFiles.MAPPER.readTree(Files.readAllBytes(TestPaths.repo().resolve("casebase/sources.json")));
    List<String[]> patterns = new ArrayList<>();
    patterns.add(new String[] {"$.officialCase", n.path("officialCase").path("pattern").asText()});
    patterns.add(new String[] {"$.fieldReports", n.path("fieldReports").path("pattern").asText()});
    for (int i = 0; i < n.path("rules").size(); i++) {
      patterns.add(new String[] {"$.rules[" + i + "]", n.path("rules").get(i).path("pattern").asText()});
    }
    assertTrue(patterns.size() > 2 && patterns.stream().noneMatch(p -> p[1].isEmpty()), "every rule has a pattern");
    return patterns.stream().map(p -> org.junit.jupiter.api.DynamicTest.dynamicTest(p[0],
        () -> assertEquals(java.util.Optional.empty(), BacktrackCheck.problem(p[1]), p[1])));
  }

  @Test
  void badRulesAreNamedWithTheirPath() throws Exception {
    ObjectNode n = (ObjectNode) JsonFiles.MAPPER.readTree(Files.readAllBytes(TestPaths.repo().resolve("casebase/sources.json")));
    ((ObjectNode) n.get("officialCase")).put("url", "http://example.invalid/{id}");
    ((ObjectNode) n.get("fieldReports").get("reports")).put("fr-999", "somewhere");
    ((ObjectNode) n.get("rules").get(0)).put("pattern", "(unclosed");
    ((ObjectNode) n.get("rules").get(1)).putArray("documents").add("no-such-document");
    n.put("extra", 1);
    List<String> problems = new ArrayList<>();
    Sources s = SourcesFile.read(n, "sources.json", problems);
    String all = String.join("\n", problems);
    for (String want : new String[] {
        "sources.json: $.officialCase.url: must be an https link",
        "sources.json: $.fieldReports.reports.fr-999: must be an https link or an official case id",
        "sources.json: $.rules[0].pattern: does not compile",
        "sources.json: $.rules[1].documents: names no document of $.documents: no-such-document",
        "sources.json: $.extra: unknown field"}) {
      assertTrue(all.contains(want), "missing: " + want + "\n" + all);
    }
    assertEquals(List.of("ptacase_0043"), s.resolve(List.of("ptacase_0043")), "a bad file resolves nothing");
  }
}
