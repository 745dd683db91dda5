package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Catalogs for the tests: the small fixture in {@code src/test/resources} (facts of a few records
 * of every family, meaning "test fixture"), and the full catalog: the shipped family files, with
 * any family not shipped yet built from {@code ../shared/catalogs/codes.jsonl}.
 */
final class TestCatalogs {
  static final ObjectMapper JSON = new ObjectMapper();
  private static CodeCatalog fixture;
  private static CodeCatalog full;
  private static List<JsonNode> jsonl;

  private TestCatalogs() {}

  static Path fixtureDir() {
    try {
      return Path.of(TestCatalogs.class.getResource("fixture/acl.json").toURI()).getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The fixture, loaded as the built-in folder. */
  static synchronized CodeCatalog fixture() {
    if (fixture == null) {
      fixture = CodeCatalogLoader.load(fixtureDir(), List.of());
    }
    return fixture;
  }

  static Path jsonlPath() {
    return TestPaths.shared().resolve("catalogs/codes.jsonl");
  }

  /** The records of codes.jsonl, or empty when the shared folder is not there. */
  static synchronized Optional<List<JsonNode>> jsonl() {
    if (jsonl == null) {
      Path p = jsonlPath();
      if (!Files.isRegularFile(p)) {
        return Optional.empty();
      }
      List<JsonNode> out = new ArrayList<>();
      try {
        for (String line : Files.readAllLines(p)) {
          if (!line.isBlank()) {
            out.add(JSON.readTree(line));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      jsonl = List.copyOf(out);
    }
    return Optional.of(jsonl);
  }

  /** codes.jsonl records by family, in file order. */
  static Map<String, List<JsonNode>> jsonlByFamily() {
    Map<String, List<JsonNode>> by = new LinkedHashMap<>();
    jsonl().orElse(List.of()).forEach(r -> by.computeIfAbsent(r.get("family").asText(), k -> new ArrayList<>()).add(r));
    return by;
  }

  /**
   * The shipped catalog, with every family it lacks generated from codes.jsonl (so the recognition
   * tests cover all families before the last data file lands).
   */
  static synchronized CodeCatalog full() {
    if (full == null) {
      CodeCatalog shipped = CodeCatalogLoader.builtIn();
      Map<String, List<JsonNode>> by = jsonlByFamily();
      by.keySet().removeIf(f -> shipped.family(f).isPresent());
      if (by.isEmpty()) {
        full = shipped;
      } else {
        try {
          Path dir = Files.createTempDirectory("codes-from-jsonl");
          dir.toFile().deleteOnExit();
          for (Map.Entry<String, List<JsonNode>> e : by.entrySet()) {
            Path f = dir.resolve(e.getKey() + ".json");
            Files.writeString(f, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(familyFile(e.getKey(), e.getValue())));
            f.toFile().deleteOnExit();
          }
          full = CodeCatalogLoader.load(true, List.of(dir));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    return full;
  }

  /** A family file in the catalog schema built from codes.jsonl facts. */
  static ObjectNode familyFile(String family, List<JsonNode> records) {
    ObjectNode doc = JSON.createObjectNode();
    doc.put("family", family);
    doc.putObject("title").put("en", "test fixture").put("zh", "测试数据");
    ArrayNode codes = doc.putArray("codes");
    for (JsonNode r : records) {
      ObjectNode o = codes.addObject();
      o.put("code", r.get("code").asText());
      o.set("name", r.get("name"));
      o.set("module", r.get("module"));
      ArrayNode msgs = o.putArray("messages");
      List<String> seen = new ArrayList<>();
      if (r.hasNonNull("message")) {
        seen.add(r.get("message").asText());
      }
      r.path("all_messages").forEach(m -> {
        if (!seen.contains(m.get("text").asText())) {
          seen.add(m.get("text").asText());
        }
      });
      seen.forEach(msgs::add);
      o.set("aliases", r.get("aliases"));
      o.putObject("meaning").put("en", "test fixture").put("zh", "测试数据");
      o.put("layer", "none");
      if (r.path("maps_to").isArray() && !r.get("maps_to").isEmpty()) {
        ArrayNode links = o.putArray("mapsTo");
        r.get("maps_to").forEach(m -> links.addObject().put("family", m.get("family").asText())
            .put("code", m.get("code").asText()).put("relation", m.get("relation").asText()));
      }
      if (r.hasNonNull("value")) {
        o.put("value", r.get("value").asLong());
      }
      o.put("source", r.get("source").asText());
    }
    return doc;
  }
}
