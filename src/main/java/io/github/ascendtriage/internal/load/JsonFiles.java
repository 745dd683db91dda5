package io.github.ascendtriage.internal.load;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Reads the JSON files of a case base with read limits suited to untrusted input. Thread-safe. */
final class JsonFiles {
  /** Case and knowledge files larger than this are refused before parsing. */
  static final long MAX_FILE_BYTES = 1L << 20;

  static final ObjectMapper MAPPER = mapper();

  private JsonFiles() {}

  /** A mapper with read limits suited to untrusted case files. */
  static ObjectMapper mapper() {
    JsonFactory f =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder()
                    .maxNestingDepth(32)
                    .maxStringLength(64 * 1024)
                    .maxNumberLength(32)
                    .maxDocumentLength(MAX_FILE_BYTES)
                    .build())
            .build();
    return JsonMapper.builder(f).enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).build();
  }

  /** The JSON path ({@code $.a.b[2]}) where the parser stands, clipped to 32 levels. */
  static String path(com.fasterxml.jackson.core.JsonStreamContext ctx) {
    java.util.ArrayDeque<String> parts = new java.util.ArrayDeque<>();
    for (var c = ctx; c != null && !c.inRoot(); c = c.getParent()) {
      if (c.inArray()) {
        parts.push("[" + Math.max(0, c.getCurrentIndex()) + "]");
      } else if (c.getCurrentName() != null) {
        String n = c.getCurrentName();
        parts.push("." + (n.length() > 40 ? n.substring(0, 40) + "..." : n).replaceAll("\\p{Cntrl}", "?"));
      }
    }
    StringBuilder b = new StringBuilder("$");
    int i = 0;
    for (String s : parts) {
      if (i++ == 32) {
        b.append("...");
        break;
      }
      b.append(s);
    }
    return b.toString();
  }

  /**
   * The parsed content of {@code f}, or empty with one problem ({@code name: $: reason}) added when
   * it is too large, empty, not JSON or not readable.
   */
  static Optional<JsonNode> read(Path f, String name, List<String> problems) {
    try {
      long size = Files.size(f);
      if (size > MAX_FILE_BYTES) {
        problems.add(name + ": $: file is " + size + " bytes, more than the 1 MiB a case file may have");
        return Optional.empty();
      }
      JsonNode node;
      try (InputStream in = Files.newInputStream(f); com.fasterxml.jackson.core.JsonParser p = MAPPER.createParser(in)) {
        try {
          node = MAPPER.readTree(p);
        } catch (StreamConstraintsException e) {
          // a read limit (string length, nesting depth, number length) was hit: say so plainly and
          // where, so a hostile or generated file is not mistaken for a typo
          problems.add(name + ": " + path(p.getParsingContext()) + ": refused, exceeds a read limit: " + e.getOriginalMessage());
          return Optional.empty();
        }
      }
      if (node == null || node.isMissingNode()) {
        problems.add(name + ": $: empty file");
        return Optional.empty();
      }
      return Optional.of(node);
    } catch (StreamConstraintsException e) {
      problems.add(name + ": $: refused, exceeds a read limit: " + e.getOriginalMessage());
    } catch (JsonProcessingException e) {
      var loc = e.getLocation();
      String where = loc == null ? "" : " (line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ")";
      problems.add(name + ": $: invalid JSON" + where + ": " + e.getOriginalMessage());
    } catch (IOException e) {
      problems.add(name + ": $: cannot read: " + e.getMessage());
    }
    return Optional.empty();
  }
}
