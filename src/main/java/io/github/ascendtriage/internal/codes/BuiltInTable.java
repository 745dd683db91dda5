package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Reads a small built-in table of the case base folder ({@code npu-events.json},
 * {@code hdk-requirements.json}): its tree from {@link BuiltInTrees} when that holds it, else the
 * JSON file from the class path. Stateless.
 */
final class BuiltInTable {
  private BuiltInTable() {}

  /**
   * The table {@code reader} makes of file {@code name}.
   *
   * @throws CodeCatalogException if the file is missing or unreadable (a build defect), or as
   *     {@code reader} throws for an invalid table
   */
  static <T> T read(String name, BiFunction<JsonNode, String, T> reader) {
    String label = "casebase/" + name;
    Optional<JsonNode> compiled = BuiltInTrees.load().flatMap(t -> t.tree(name));
    if (compiled.isPresent()) {
      return reader.apply(compiled.get(), label);
    }
    try (InputStream in = BuiltInTable.class.getResourceAsStream(CodeCatalogLoader.RESOURCE_ROOT + name)) {
      if (in == null) {
        throw new CodeCatalogException(List.of(label + ": not on the classpath"));
      }
      return reader.apply(new ObjectMapper().readTree(in), label);
    } catch (IOException e) {
      throw new CodeCatalogException(List.of(label + ": " + e.getMessage()));
    }
  }
}
