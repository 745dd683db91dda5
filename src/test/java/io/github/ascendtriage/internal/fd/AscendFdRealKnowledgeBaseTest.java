package io.github.ascendtriage.internal.fd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.load.ExampleChecker;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.fd.AscendFdKnowledgeBase.Import;
import io.github.ascendtriage.internal.fd.AscendFdKnowledgeBase.SkipReason;
import io.github.ascendtriage.internal.match.LayerHints;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The real {@code kg-config.json} from {@code ../shared/ascend-fd/} (present in CI). Expected numbers
 * are computed here by separate, simple passes over the JSON and over the mapping table of
 * docs/ascend-fd.md, never copied from the importer's output.
 */
class AscendFdRealKnowledgeBaseTest {
  static final Path KG = TestPaths.shared().resolve("ascend-fd/kg-config.json");
  static final int PER_COMPONENT = 3;
  static final java.util.Set<Layer> COMMUNICATION = java.util.EnumSet.of(Layer.NETWORK, Layer.LINK_SETUP, Layer.COLLECTIVE);

  static JsonNode repo;
  static Import imported;

  @BeforeAll
  static void load() throws IOException {
    if (Files.exists(KG)) {
      repo = new ObjectMapper().readTree(KG.toFile()).get("knowledge-repository");
      imported = AscendFdKnowledgeBase.read(KG, io.github.ascendtriage.TestKnowledge.K);
    }
  }

  private static void requireFile() {
    assumeTrue(Files.exists(KG), "no " + KG);
  }

  /** True when any string at any depth below {@code n} is non-empty. */
  private static boolean anyText(JsonNode n) {
    if (n.isTextual()) {
      return !n.asText().isEmpty();
    }
    for (JsonNode c : n) {
      if (anyText(c)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void importsEveryEntryWithASubstringListAndSkipsTheRestByReason() {
    requireFile();
    int usable = 0;
    Map<SkipReason, Integer> skips = new EnumMap<>(SkipReason.class);
    for (SkipReason r : SkipReason.values()) {
      skips.put(r, 0);
    }
    for (JsonNode e : repo) {
      JsonNode regex = e.path("regex");
      if (regex.has("in") && anyText(regex.get("in"))) {
        usable++;
      } else if (regex.has("regex")) {
        skips.merge(SkipReason.REGEX_ONLY, 1, Integer::sum);
      } else if (regex.has("opt")) {
        skips.merge(SkipReason.MULTI_LINE, 1, Integer::sum);
      } else {
        skips.merge(SkipReason.NO_LINE_PATTERN, 1, Integer::sum);
      }
    }
    assertEquals(repo.size(), imported.cases().size() + imported.skipped().size());
    assertEquals(usable, imported.cases().size());
    assertEquals(skips, imported.skipCounts());
    assertTrue(usable > 1000, "only " + usable + " usable entries");
  }

  @Test
  void everyCaseKeepsItsCodeAndKnowledgeBase() {
    requireFile();
    Iterator<String> codes = repo.fieldNames();
    List<String> expected = new ArrayList<>();
    while (codes.hasNext()) {
      String c = codes.next();
      if (repo.get(c).path("regex").has("in")) {
        expected.add("ascend-fd:" + c);
      }
    }
    assertEquals(expected, imported.cases().stream().map(CaseDefinition::id).toList());
    imported.cases().forEach(c -> assertEquals("ascend-fd", c.knowledgeBase()));
  }

  /** The two tables of docs/ascend-fd.md: module -> layer, then component -> layer. */
  static List<Map<String, Layer>> docTables() throws IOException {
    List<Map<String, Layer>> tables = new ArrayList<>();
    Map<String, Layer> current = null;
    Pattern row = Pattern.compile("^\\| `([^`]+)` \\| (device|network|link-setup|collective|script|unknown) \\|$");
    for (String line : Files.readAllLines(TestPaths.repo().resolve("docs/ascend-fd.md"))) {
      if (line.startsWith("| module |") || line.startsWith("| component |")) {
        current = new HashMap<>();
        tables.add(current);
        continue;
      }
      Matcher m = row.matcher(line);
      if (current != null && m.matches()) {
        current.put(m.group(1).toLowerCase(Locale.ROOT), Layer.fromId(m.group(2)));
      } else if (!line.startsWith("|")) {
        current = null;
      }
    }
    return tables;
  }

  @Test
  void layerDistributionFollowsTheDocumentedTable() throws IOException {
    requireFile();
    List<Map<String, Layer>> tables = docTables();
    assertEquals(2, tables.size(), "docs/ascend-fd.md must hold the module and component tables");
    FeatureExtractor plain = new FeatureExtractor(List.of(), Map.of(), io.github.ascendtriage.TestKnowledge.K);
    Map<Layer, Integer> expected = new EnumMap<>(Layer.class);
    Iterator<Map.Entry<String, JsonNode>> it = repo.fields();
    while (it.hasNext()) {
      JsonNode e = it.next().getValue();
      JsonNode in = e.path("regex").path("in");
      if (!anyText(in)) {
        continue;
      }
      StringBuilder text = new StringBuilder();
      for (JsonNode p : in) {
        if (p.isTextual()) {
          text.append(p.asText()).append(' ');
        } else {
          p.forEach(s -> text.append(s.asText()).append(' '));
          text.append('\n');
        }
      }
      Layer l = LayerHints.infer(io.github.ascendtriage.TestKnowledge.K, plain.extractText(text.toString()));
      if (l == Layer.UNKNOWN) {
        String module = e.path("attribute").path("module").asText("").trim().toLowerCase(Locale.ROOT);
        String component = e.path("attribute").path("component").asText("").trim().toLowerCase(Locale.ROOT);
        l = tables.get(0).getOrDefault(module, tables.get(1).getOrDefault(component, Layer.UNKNOWN));
      }
      expected.merge(l, 1, Integer::sum);
    }
    Map<Layer, Integer> actual = new EnumMap<>(Layer.class);
    imported.cases().forEach(c -> actual.merge(c.layer(), 1, Integer::sum));
    assertEquals(expected, actual);
    // the ladder is covered, and unknown stays a minority
    for (Layer l : List.of(Layer.DEVICE, Layer.NETWORK, Layer.LINK_SETUP, Layer.COLLECTIVE, Layer.SCRIPT)) {
      assertTrue(actual.getOrDefault(l, 0) > 0, "no entry mapped to " + l);
    }
    assertTrue(actual.getOrDefault(Layer.UNKNOWN, 0) < imported.cases().size() / 10, actual.toString());
  }

  /** Noise around and between the substrings, as a plog line would have. */
  static String lineFrom(List<String> parts) {
    StringBuilder b = new StringBuilder("[ERROR] DEMO(40123,python3):2026-12-01-08:15:42.001.337 [worker.cc:77] ");
    for (int i = 0; i < parts.size(); i++) {
      if (i > 0) {
        b.append(" ~ ");
      }
      b.append(parts.get(i));
    }
    return b.append(" (rank 3, attempt 2)").toString();
  }

  @TestFactory
  Stream<DynamicTest> entriesAcrossComponentsMatchALineBuiltFromTheirOwnSubstrings() {
    requireFile();
    Map<String, List<CaseDefinition>> byComponent = new LinkedHashMap<>();
    for (CaseDefinition c : imported.cases()) {
      String code = c.id().substring("ascend-fd:".length());
      String component = repo.get(code).path("attribute").path("component").asText("");
      List<CaseDefinition> l = byComponent.computeIfAbsent(component, k -> new ArrayList<>());
      if (l.size() < PER_COMPONENT) {
        l.add(c);
      }
    }
    List<CaseDefinition> chosen = byComponent.values().stream().flatMap(List::stream).toList();
    assertTrue(chosen.size() >= 30, "only " + chosen.size() + " entries chosen");
    assertTrue(byComponent.size() >= 10, "only " + byComponent.size() + " components");
    // every entry is listed in the knowledge-base channel for a line of its own kind, unless
    // ascend-fd itself answers that line with an earlier entry (found by a plain pass over the JSON)
    AscendTriage all = AscendTriage.builder().addAscendFdKnowledgeBase(KG).build();
    List<AscendFdPlogEntriesTest.Entry> entries;
    try {
      entries = AscendFdPlogEntriesTest.entries();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return chosen.stream()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    c.id(),
                    () -> {
                      String kind = c.imported().orElseThrow().kinds().get(0);
                      String path = KindSamples.PATHS.get(kind);
                      assertTrue(path != null, "no sample path for kind " + kind);
                      String line = (kind.startsWith("CANN_") ? KindSamples.plog("ERROR") : "")
                          + AscendFdPlogEntriesTest.join(c.linePatterns().get(0));
                      String expected = AscendFdPlogEntriesTest.firstAnswer(entries, kind, line).orElseThrow();
                      Diagnosis d = all.diagnose(new java.io.ByteArrayInputStream(line.getBytes(java.nio.charset.StandardCharsets.UTF_8)), path);
                      List<String> hits = d.knowledgeBaseHits().stream().map(io.github.ascendtriage.KnowledgeBaseHit::entryId).toList();
                      assertEquals(List.of(expected), hits, kind + ": " + line);
                      io.github.ascendtriage.KnowledgeBaseHit h = d.knowledgeBaseHits().get(0);
                      assertEquals(kind, h.kind());
                      if (expected.equals(c.id().substring("ascend-fd:".length()))) {
                        assertEquals(c.layer(), h.layer());
                        assertEquals(repo.get(expected).path("attribute").path("component").asText("").strip(), h.component());
                      }
                    }));
  }
}
