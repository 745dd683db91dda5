package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.testing.FilledCommands;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The four multi-worker trees of ascend-fd's own system tests, with the root (worker, device) that
 * ascend-fd's suite expects ({@code ../shared/ascend-fd/fixtures/expected.json}). Skipped with a
 * message when {@code ../shared} is absent.
 */
class AscendFdFixturesTest {
  static final Path FIXTURES = TestPaths.shared().resolve("ascend-fd/fixtures");
  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().build();
  }

  @TestFactory
  Stream<DynamicTest> eachFixtureNamesAscendFdsRoot() throws IOException {
    assumeTrue(Files.isRegularFile(FIXTURES.resolve("expected.json")),
        "skipped: " + FIXTURES + " is absent (the ascend-fd fixtures live in ../shared)");
    JsonNode cases = new ObjectMapper().readTree(FIXTURES.resolve("expected.json").toFile()).get("testcases");
    List<DynamicTest> tests = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = cases.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> c = it.next();
      tests.add(DynamicTest.dynamicTest(c.getKey(), () -> check(c.getKey(), c.getValue())));
    }
    return tests.stream();
  }

  private static void check(String name, JsonNode spec) throws IOException {
    Path dir = FIXTURES.resolve(name);
    Diagnosis d;
    if (spec.get("workers").isArray()) {
      List<Path> workers = new ArrayList<>();
      spec.get("workers").forEach(w -> workers.add(dir.resolve(w.asText())));
      d = triage.diagnose(workers);
    } else {
      d = triage.diagnose(dir);
    }
    RootCause rc = d.rootCause().orElseThrow();
    Set<String> expected = new TreeSet<>();
    spec.get("root").forEach(r -> expected.add(r.get(0).asText() + " device " + r.get(1).asInt()));
    Set<String> actual = new TreeSet<>();
    for (ProcessPlace p : rc.roots()) {
      actual.add(p.host().orElse("?") + " device " + (p.device().isPresent() ? p.device().getAsInt() : "?"));
    }
    System.out.println(name + ": " + actual + " by " + rc.reason() + "; cases " + d.matches().stream().map(m -> m.caseId()).toList());
    assertEquals(expected, actual, name + ": " + rc.reason());
    assertFalse(rc.chain().isEmpty(), name + ": the chain is shown");
    assertEquals(rc.chain().size() - 1, rc.chainEvidence().size(), name + ": one line per step");
    assertEquals(List.of(), FilledCommands.deviceMismatches(triage, d), name + ": commands use the root's device");
    if (spec.path("cycle").asBoolean()) {
      assertEquals(rc.chain().get(0), rc.chain().get(rc.chain().size() - 1), name + ": a cycle ends where it began");
    }
  }
}
