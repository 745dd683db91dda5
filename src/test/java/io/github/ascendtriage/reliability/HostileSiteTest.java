package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.cli.Main;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.ValueClass;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.testing.CliRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hostile site case base (issue 40, probes 1 and 7): a value class whose pattern backtracks
 * without bound is refused when the base loads, and one that gets past that check is stopped by
 * the step budget; a site placeholder without a class gets the strictest one, and no value that
 * starts with {@code -} fills any placeholder.
 */
class HostileSiteTest {
  @TempDir Path dir;

  private Path knowledge(String body) throws IOException {
    Path f = dir.resolve("knowledge.json");
    Files.writeString(f, body);
    return f;
  }

  @Test
  void aValueClassThatCanHangIsRefusedNamingTheFileAndPath() throws IOException {
    Path f = knowledge("{\"valueClasses\": [{\"name\": \"slow\", \"pattern\": \"([a-z]+)+$\","
        + " \"maxLength\": 64, \"doc\": \"a slow class\"}]}");
    CaseBaseException e = assertThrows(CaseBaseException.class, () -> CaseBaseLoader.load(true, List.of(dir), List.of()));
    String all = String.join("\n", e.problems());
    assertTrue(all.contains(f + ": $.valueClasses[0].pattern: can take time without bound"), all);

    CliRun r = CliRun.of("", "cases", "validate", dir.toString());
    assertEquals(Main.NOTHING, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("$.valueClasses[0].pattern"), r.out());

    CliRun d = CliRun.of("x", "diagnose", "--casebase", dir.toString(), "-");
    assertEquals(Main.ERROR, d.code(), d.out() + d.err());
    assertTrue(d.err().contains("$.valueClasses[0].pattern"), d.err());
  }

  /** Past the shape check (here: compiled by hand), the step budget ends the match. */
  @Test
  void aPatternPastTheCheckIsStoppedByTheStepBudget() {
    ValueClass slow = new ValueClass("slow", Pattern.compile("(?:a|a){1,100}$"), 4096, OptionalLong.empty(),
        OptionalLong.empty(), "a slow class");
    // 2^40 paths without the budget (Java's loop memo does not cover a bounded repetition)
    Optional<String> why = slow.rejection("a".repeat(40) + "!");
    assertTrue(why.isPresent() && why.get().contains("gave up after"), why.toString());
    assertEquals(Optional.empty(), slow.rejection("aaaa"), "a value that matches still passes");
  }

  /**
   * A site class that passes the shape check (four bounded repetitions, none past 64) but reads
   * more than its step budget on a long value: the fix step stays unfilled, and the diagnosis says
   * so in a warning naming the placeholder, the case and the line the value came from.
   */
  @Test
  void aMatchThatSpendsTheBudgetIsANamedWarningOfTheDiagnosis() throws IOException {
    knowledge("{\"valueClasses\": [{\"name\": \"slowname\", \"pattern\": \"[a-z]{0,64}[a-z]{0,64}[a-z]{0,64}[a-z]{0,64}!\","
        + " \"maxLength\": 256, \"doc\": \"a slow name\"}],"
        + " \"placeholders\": [{\"name\": \"fn\", \"from\": \"function\", \"doc\": \"the function\", \"class\": \"slowname\"}]}");
    Files.writeString(dir.resolve("probe.json"), "{\"id\": \"site-slow-probe\", \"title\": {\"en\": \"probe\", \"zh\": \"探针\"},"
        + " \"summary\": {\"en\": \"probe\", \"zh\": \"探针\"}, \"layer\": \"link-setup\","
        + " \"signatures\": {\"required\": [[\"code:EJ0003\", \"phrase:zzslowprobe\"]]},"
        + " \"remediation\": [{\"command\": \"echo {fn}\", \"explanation\": \"Say the function.\"}],"
        + " \"verification\": {\"command\": \"true\", \"expect\": \"nothing\"}, \"references\": [],"
        + " \"examples\": {\"match\": [\"EJ0003: Failed to bind the IP port. zzslowprobe\"], \"noMatch\": [\"zzslowprobe\"]}}");
    AscendTriage triage = AscendTriage.builder().addCaseDirectory(dir).build();
    String head = "[ERROR] HCCL(1,python3):2026-10-21-05:31:08.702.115 [FUNC:";
    String tail = "][FILE:op_base.cc][LINE:301] EJ0003: Failed to bind the IP port. zzslowprobe";
    Diagnosis slow = triage.diagnose("a first line\n" + head + "a".repeat(120) + tail);
    CaseMatch m = slow.matches().stream().filter(x -> x.caseId().equals("site-slow-probe")).findFirst().orElseThrow();
    assertEquals(List.of("fn"), m.remediation().get(0).unfilled());
    List<TriageWarning> w = slow.warnings().stream().filter(x -> x.message().contains("{fn}")).toList();
    assertEquals(1, w.size(), slow.warnings().toString());
    assertEquals(2, w.get(0).line(), "the line the value came from: " + w.get(0));
    assertTrue(w.get(0).message().contains("case site-slow-probe") && w.get(0).message().contains("gave up after"),
        w.get(0).toString());
    // a value the pattern decides quickly (it matches) fills the step and warns of nothing
    Diagnosis fast = triage.diagnose(head + "abc!" + tail);
    assertTrue(fast.warnings().stream().noneMatch(x -> x.message().contains("{fn}")), fast.warnings().toString());
    // a value cannot spell the marker: its own quotes are escaped, the marker must follow them
    ValueClass name = new ValueClass("n", Pattern.compile("[a-z]{1,8}"), 64, OptionalLong.empty(), OptionalLong.empty(), "a name");
    String spelt = name.rejection("x\" (the class's pattern gave up after 1 steps)").orElseThrow();
    assertFalse(ValueClass.gaveUp(spelt), spelt);
  }

  @Test
  void aSitePlaceholderWithoutAClassGetsTheStrictestOne() throws IOException {
    knowledge("{\"placeholders\": [{\"name\": \"target\", \"from\": \"host\", \"doc\": \"the host to check\"}]}");
    CaseBase base = CaseBaseLoader.load(true, List.of(dir), List.of());
    ValueClass c = base.knowledge().placeholderClasses().get("target");
    assertTrue(c.rejection("-oProxyCommand=id").isPresent());
    assertTrue(c.rejection("a/b").isPresent(), "no path characters");
    assertTrue(c.rejection("node.a").isPresent(), "no dots");
    assertEquals(Optional.empty(), c.rejection("node_17"));
  }

  @Test
  void noValueStartingWithADashFillsAnyBuiltInClass() {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    for (var e : base.knowledge().placeholderClasses().entrySet()) {
      for (String v : List.of("-oProxyCommand=id", "--help", "-1", "-")) {
        Optional<String> why = e.getValue().rejection(v);
        assertTrue(why.isPresent(), e.getKey() + " accepted " + v);
      }
    }
  }
}
