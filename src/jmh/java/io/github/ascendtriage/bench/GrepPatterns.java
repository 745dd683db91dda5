package io.github.ascendtriage.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Writes the grep baseline's pattern file: the literal strings of the case base's signatures
 * ({@code phrase:}, codes, functions, device errors, tool statuses, exceptions, environment
 * variables; bare numbers such as {@code hccl-ret:7} are left out since as a substring they would
 * hit nearly every line). Usage: {@code GrepPatterns <casebase/cases> <patterns.txt>}.
 */
public final class GrepPatterns {
  private static final Set<String> TYPES =
      Set.of("phrase", "code", "pta-code", "acl-code", "function", "device-error", "tool-status", "exception", "env-var",
          "signal", "hccl-stage");

  private GrepPatterns() {}

  public static void main(String[] args) throws IOException {
    ObjectMapper m = new ObjectMapper();
    Set<String> out = new TreeSet<>();
    try (Stream<Path> s = Files.walk(Path.of(args[0]))) {
      for (Path p : s.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
        JsonNode n = m.readTree(p.toFile());
        for (JsonNode c : n.isArray() ? n : m.createArrayNode().add(n)) {
          JsonNode sig = c.path("signatures");
          sig.path("required").forEach(g -> g.forEach(t -> add(out, t.asText())));
          sig.path("supporting").forEach(t -> add(out, t.asText()));
        }
      }
    }
    Files.write(Path.of(args[1]), out);
    System.out.println(out.size() + " patterns -> " + args[1]);
  }

  private static void add(Set<String> out, String token) {
    int colon = token.indexOf(':');
    if (colon <= 0) {
      return;
    }
    String type = token.substring(0, colon).trim().toLowerCase(Locale.ROOT);
    String value = token.substring(colon + 1).trim();
    if (TYPES.contains(type) && !value.isEmpty() && !value.matches("\\d+")) {
      out.add(value);
    }
  }
}
