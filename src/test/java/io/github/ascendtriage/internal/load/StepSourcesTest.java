package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 35, the fix that solved it (steps12): the steps of every case and every rule come from a
 * source. A case that a catalogued code helps claim (a {@code code:} or {@code acl-code:} token
 * of a required group) cites that code's catalogue record when the record has an official solution
 * a user can act on, so its steps were compared with that solution; every case cites at least one
 * reference and every rule step a source of its rule; and a remediation stays short enough to read
 * ({@link #MAX_CASE_STEPS}, {@link #MAX_RULE_STEPS}).
 */
class StepSourcesTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());

  /** At most this many steps of a case's own (the text report prints each; the official case's and codes' follow). */
  static final int MAX_CASE_STEPS = 6;
  /** At most this many steps of one rule (an answer no case claimed takes those of at most two rules). */
  static final int MAX_RULE_STEPS = 4;

  private static final Pattern CODE_TOKEN = Pattern.compile("^(?:code|acl-code):(\\S+)$");

  @Test
  void aCaseThatACataloguedCodeClaimsCitesThatCodesOfficialSolution() throws IOException {
    Map<String, String> solutions = actionableSolutions();
    List<String> uncited = new ArrayList<>();
    for (JsonNode c : caseFiles()) {
      for (String code : requiredCodes(c)) {
        if (solutions.containsKey(code) && !citesRecord(c.get("references"), code)) {
          uncited.add(c.get("id").asText() + " (" + code + ": " + solutions.get(code) + ")");
        }
      }
    }
    assertEquals(List.of(), uncited, "cases claimed by a code whose official solution they do not cite");
  }

  @Test
  void aCaseCitingNoCatalogueRecordOfItsCodeFails() throws IOException {
    Map<String, String> solutions = actionableSolutions();
    JsonNode c = JSON.readTree("{\"id\": \"x\", \"signatures\": {\"required\": [[\"code:EI0019\"]]},"
        + " \"references\": [\"lesson 5.C\", \"catalog cann-message EI0020\"]}");
    assertTrue(solutions.containsKey("EI0019"), "EI0019 has an official solution in the catalogue");
    assertEquals(List.of("EI0019"), requiredCodes(c));
    assertTrue(!citesRecord(c.get("references"), "EI0019"), "another code's record does not cite EI0019's");
    assertTrue(citesRecord(JSON.readTree("[\"code catalog EI0019 (docs/log-formats.md 4.1)\"]"), "EI0019"));
  }

  @Test
  void everyStepHasASourceAndARemediationStaysShort() throws IOException {
    List<String> problems = new ArrayList<>();
    for (JsonNode c : caseFiles()) {
      String id = c.get("id").asText();
      if (c.path("references").isEmpty()) {
        problems.add(id + ": no reference");
      }
      if (c.get("remediation").size() > MAX_CASE_STEPS) {
        problems.add(id + ": " + c.get("remediation").size() + " steps");
      }
    }
    for (ReasoningRule rule : BASE.reasoning().rules()) {
      List<Knowledge.LayerStep> steps = BASE.reasoning().steps(rule.id());
      if (steps.size() > MAX_RULE_STEPS) {
        problems.add(rule.id() + ": " + steps.size() + " steps");
      }
      for (Knowledge.LayerStep s : steps) {
        if (s.source().isBlank() || rule.sources().stream().noneMatch(x -> x.contains(s.source()))) {
          problems.add(rule.id() + ": step '" + s.step().command().text() + "' cites '" + s.source() + "'");
        }
      }
    }
    assertEquals(List.of(), problems);
  }

  /** The codes of {@code c}'s required groups, each once, in order. */
  static List<String> requiredCodes(JsonNode c) {
    List<String> out = new ArrayList<>();
    for (JsonNode group : c.path("signatures").path("required")) {
      for (JsonNode t : group) {
        Matcher m = CODE_TOKEN.matcher(t.asText());
        if (m.matches() && !out.contains(m.group(1))) {
          out.add(m.group(1));
        }
      }
    }
    return out;
  }

  /** Whether one of {@code refs} is a catalogue reference that names {@code code} as a word. */
  static boolean citesRecord(JsonNode refs, String code) {
    Pattern word = Pattern.compile("(?<![A-Za-z0-9])" + Pattern.quote(code) + "(?![A-Za-z0-9])");
    for (JsonNode r : refs) {
      String s = r.asText();
      if ((s.startsWith("catalog") || s.startsWith("code catalog")) && word.matcher(s).find()) {
        return true;
      }
    }
    return false;
  }

  /** Code to official solution, for the catalogue's records whose solution is more than "contact support". */
  private static Map<String, String> actionableSolutions() throws IOException {
    Path p = TestPaths.shared().resolve("catalogs/codes.jsonl");
    if (!Files.isRegularFile(p)) {
      if (System.getenv("CI") != null) {
        fail("CI is set but " + p + " is missing: the official solutions cannot be read");
      }
      assumeTrue(false, p + " not found: skipped");
    }
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : Files.readAllLines(p)) {
      if (line.isBlank()) {
        continue;
      }
      JsonNode r = JSON.readTree(line);
      String sol = r.path("official_solution").asText("");
      String lower = sol.toLowerCase(java.util.Locale.ROOT);
      boolean onlySupport = lower.contains("contact technical support") || sol.contains("联系技术支持");
      if (!sol.isBlank() && !onlySupport) {
        out.putIfAbsent(r.get("code").asText(), sol.length() > 80 ? sol.substring(0, 80) + "..." : sol);
      }
    }
    return out;
  }

  /** The built-in case files, as written (references unresolved). */
  private static List<JsonNode> caseFiles() throws IOException {
    List<JsonNode> out = new ArrayList<>();
    try (Stream<Path> s = Files.walk(TestPaths.repo().resolve("casebase/cases"))) {
      for (Path f : s.filter(x -> x.toString().endsWith(".json")).sorted().toList()) {
        out.add(JSON.readTree(f.toFile()));
      }
    }
    return out;
  }
}
