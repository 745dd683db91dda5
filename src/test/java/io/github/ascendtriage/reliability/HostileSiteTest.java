package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
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
import io.github.ascendtriage.testing.SiteCases;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hostile site case base (issue 40, probes 1 and 7): a value class whose pattern backtracks
 * without bound is refused when the base loads, and one that gets past that check is stopped by
 * the step budget; a site placeholder without a class gets the strictest one, and no value that
 * starts with {@code -} fills any placeholder. Each test is ended after five minutes (a hang
 * detector: a pattern that escaped both fences would run for hours).
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
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
    Files.writeString(dir.resolve("probe.json"), SiteCases.probe("slow", "echo {fn}"));
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

  /**
   * Probe 1 under {@code serve --casebase}: the server does not start on a base that could hang it
   * (bounded: a server that did start would run until the bound ends the test).
   */
  @Test
  void serveRefusesToStartOnACaseBaseThatCouldHang() throws IOException {
    knowledge("{\"valueClasses\": [{\"name\": \"slow\", \"pattern\": \"(a+)+b\", \"maxLength\": 64, \"doc\": \"nested\"}]}");
    CliRun r = assertTimeoutPreemptively(Duration.ofMinutes(2),
        () -> CliRun.of("", "serve", "--casebase", dir.toString(), "--port", "0"));
    assertEquals(Main.ERROR, r.code(), r.out() + r.err());
    assertTrue(r.err().contains("$.valueClasses[0].pattern: can take time without bound"), r.err());
  }

  /**
   * Probe 7 end to end: a log folder named as an option ({@code -oProxyCommand=id}) is a host a
   * site placeholder without a class would take; the printed fix keeps the placeholder instead.
   * The same tree with a plain host name fills it, so the value does reach the step.
   */
  @Test
  void aFolderNamedAsAnOptionNeverFillsASiteFix(@TempDir Path trees) throws IOException {
    knowledge("{\"placeholders\": [{\"name\": \"target\", \"from\": \"host\", \"doc\": \"the host to check\"}]}");
    Files.writeString(dir.resolve("ssh.json"), SiteCases.probe("ssh", "ssh {target} uptime"));
    for (String host : List.of("node17", "-oProxyCommand=id")) {
      Path tree = Files.createDirectories(trees.resolve("tree-" + host.length()));
      Files.createDirectories(tree.resolve(host).resolve("plog"));
      Files.createDirectories(tree.resolve("node18").resolve("plog"));
      Files.writeString(tree.resolve(host).resolve("plog/plog-1.log"), "[ERROR] HCCL(1,python3):2026-10-21-05:31:08.702.115"
          + " [op_base.cc:301][pid 9] EJ0003: Failed to bind the IP port. zzsshprobe\n");
      Files.writeString(tree.resolve("node18").resolve("plog/plog-2.log"), "[INFO] fine\n");
      CliRun r = CliRun.of("", "diagnose", "--casebase", dir.toString(), "--", tree.toString());
      if (host.startsWith("-")) {
        assertTrue(r.out().contains("ssh {target} uptime"), r.out());
        assertFalse(r.out().contains("ssh -o"), r.out());
      } else {
        assertTrue(r.out().contains("ssh node17 uptime"), "a plain host fills the step: " + r.out());
      }
    }
  }

  /** Probe 10: every unknown placeholder of one command is named, with the file and the JSON path. */
  @Test
  void everyUnknownPlaceholderOfACommandIsNamed() throws IOException {
    Path f = dir.resolve("ph.json");
    Files.writeString(f, SiteCases.probe("ph", "ssh {hots} nc {prot} {hots}"));
    CaseBaseException e = assertThrows(CaseBaseException.class, () -> CaseBaseLoader.load(true, List.of(dir), List.of()));
    String all = String.join("\n", e.problems());
    assertTrue(all.contains(f + ": $.remediation[0].command: unknown placeholders {hots}, {prot}"), all);
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
