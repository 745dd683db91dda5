package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The load-time shape check of case-base regular expressions. */
class BacktrackCheckTest {

  @ParameterizedTest
  @ValueSource(strings = {
      "(a+)+$", "([a-z]+)*x", "(a|a)*b", "(a|ab)*c", "(a?a)*!", "(a*)*", "(?:x?)+y", "(\\w+\\d+)+z",
      "(.*a){12}", "(a+){2,}", "^(\\d+\\.?)+$", "(\\1)", "(a)\\1", "(?<n>a)\\k<n>", "\\d*\\d*x", ".*.*=",
      "(?>(a+)+b)", "(?i)(A|a)+", "(?x) a+"})
  void refusesShapesThatBacktrackWithoutBound(String regex) {
    assertTrue(BacktrackCheck.problem(regex).isPresent(), regex + " should be refused");
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "[0-9]{1,5}", "-?[0-9]{1,18}", "[A-Za-z0-9][A-Za-z0-9_.:-]{0,14}", "[^\\x00-\\x1f\\x7f]{1,4096}",
      "(\\.[a-z]+)*", "([a-z]+,)*[a-z]+", "(a|b)*c", "(ab|cd)+", "(a+)++", "(?>a+)+b", "a*b*c*",
      "\\Qa+b\\E+", "[a-z]+(?=\\d)", "(?<n>[0-9]+)"})
  void acceptsLinearShapes(String regex) {
    assertEquals(Optional.empty(), BacktrackCheck.problem(regex), regex);
  }

  /** The built-in value classes and reference patterns pass (the built-in base must load). */
  @org.junit.jupiter.api.Test
  void theBuiltInPatternsPass() throws IOException {
    List<String> patterns = new ArrayList<>();
    for (String f : List.of("knowledge.json", "sources.json")) {
      collect(CaseFiles.JSON.readTree(Path.of("casebase", f).toFile()), patterns);
    }
    assertTrue(patterns.size() > 10, "found " + patterns);
    for (String p : patterns) {
      assertEquals(Optional.empty(), BacktrackCheck.problem(p), p);
    }
  }

  private static void collect(JsonNode n, List<String> out) {
    if (n.isObject()) {
      n.fields().forEachRemaining(e -> {
        if (e.getKey().equals("pattern") && e.getValue().isTextual()) {
          out.add(e.getValue().textValue());
        } else {
          collect(e.getValue(), out);
        }
      });
    } else if (n.isArray()) {
      n.forEach(c -> collect(c, out));
    }
  }
}
