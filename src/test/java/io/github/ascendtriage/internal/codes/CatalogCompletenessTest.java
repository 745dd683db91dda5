package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.abort;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The shipped catalog holds every record of codes.jsonl. Each family file that has landed must be
 * complete now; the whole catalog is checked once all family files are there (until then the test
 * is skipped and names the families still missing).
 */
class CatalogCompletenessTest {
  @Test
  void everyShippedFamilyHasEveryRecordOfCodesJsonl() {
    assumeTrue(TestCatalogs.jsonl().isPresent(), TestCatalogs.jsonlPath() + " not found: skipped");
    CodeCatalog shipped = CodeCatalogLoader.builtIn();
    List<String> problems = new ArrayList<>();
    for (Map.Entry<String, List<JsonNode>> e : TestCatalogs.jsonlByFamily().entrySet()) {
      String family = e.getKey();
      if (shipped.family(family).isEmpty()) {
        continue;
      }
      List<String> missing = new ArrayList<>();
      for (JsonNode r : e.getValue()) {
        if (shipped.find(family, r.get("code").asText()).isEmpty()) {
          missing.add(r.get("code").asText());
        }
      }
      int have = (int) shipped.family(family).orElseThrow().codes().stream().filter(c -> !fromSources(c)).count();
      if (!missing.isEmpty() || have != e.getValue().size()) {
        problems.add(family + ": " + have + " records shipped, " + e.getValue().size() + " in codes.jsonl"
            + (missing.isEmpty() ? "" : ", missing " + missing.subList(0, Math.min(20, missing.size()))
                + (missing.size() > 20 ? " and " + (missing.size() - 20) + " more" : "")));
      }
    }
    assertEquals(List.of(), problems);
  }

  @Test
  void theWholeCatalogShipsOnceAllFamilyFilesHaveLanded() {
    assumeTrue(TestCatalogs.jsonl().isPresent(), TestCatalogs.jsonlPath() + " not found: skipped");
    CodeCatalog shipped = CodeCatalogLoader.builtIn();
    TreeSet<String> missing = new TreeSet<>(TestCatalogs.jsonlByFamily().keySet());
    shipped.families().forEach(f -> missing.remove(f.id()));
    if (!missing.isEmpty()) {
      abort(missing.size() + " of " + TestCatalogs.jsonlByFamily().size()
          + " family files not in casebase/codes yet: " + missing);
    }
    assertEquals(TestCatalogs.jsonl().orElseThrow().size(),
        shipped.records().stream().filter(c -> !fromSources(c)).count(), "records shipped vs codes.jsonl");
  }

  /**
   * Records read by the team from a source the shared catalogue does not hold ({@code
   * casebase/codes/from-sources/}, each citing its source): beyond codes.jsonl, and none of them
   * may stand for a code the catalogue has.
   */
  static boolean fromSources(CodeRecord c) {
    return c.origin().replace('\\', '/').contains("codes/from-sources/");
  }

  @Test
  void recordsFromSourcesAddCodesTheCatalogueLacks() {
    assumeTrue(TestCatalogs.jsonl().isPresent(), TestCatalogs.jsonlPath() + " not found: skipped");
    CodeCatalog shipped = CodeCatalogLoader.builtIn();
    java.util.Set<String> catalogued = new java.util.HashSet<>();
    TestCatalogs.jsonl().orElseThrow().forEach(r -> catalogued.add(r.get("family").asText() + "/" + r.get("code").asText()));
    List<String> extra = shipped.records().stream().filter(CatalogCompletenessTest::fromSources).map(CodeRecord::key).toList();
    assertTrue(!extra.isEmpty(), "no record read from casebase/codes/from-sources/: is the folder still loaded?");
    assertEquals(List.of(), extra.stream().filter(k -> catalogued.contains(k)).toList(), "catalogued codes in from-sources/");
    for (CodeRecord c : shipped.records()) {
      if (fromSources(c)) {
        assertTrue(c.source().contains("@") || c.source().startsWith("https://"), c.key() + ": cites no source: " + c.source());
      }
    }
  }

  @Test
  void shippedMeaningsAreNotTheOfficialProse() {
    assumeTrue(TestCatalogs.jsonl().isPresent(), TestCatalogs.jsonlPath() + " not found: skipped");
    CodeCatalog shipped = CodeCatalogLoader.builtIn();
    List<String> copied = new ArrayList<>();
    for (JsonNode r : TestCatalogs.jsonl().orElseThrow()) {
      shipped.find(r.get("family").asText(), r.get("code").asText()).ifPresent(c -> {
        for (String field : List.of("meaning", "official_cause", "official_solution")) {
          String official = r.path(field).asText("").strip();
          if (!official.isEmpty() && (official.equalsIgnoreCase(c.meaningEn().strip()) || official.equals(c.meaningZh().strip()))) {
            copied.add(c.key() + " (" + field + ")");
          }
        }
      });
    }
    assertEquals(List.of(), copied, "meanings must be own words, not the official text");
  }

  @Test
  void shippedRecordsSayMoreThanTheFixture() {
    CodeCatalog shipped = CodeCatalogLoader.builtIn();
    for (CodeRecord r : shipped.records()) {
      assertTrue(!r.meaningEn().equals("test fixture") && !r.meaningZh().isBlank(), r.key() + " has no meaning of its own");
    }
  }
}
