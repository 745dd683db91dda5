package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TestPaths;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The root cause heads the reports, and each fix command says on which host it runs. */
class RootCauseReportTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().threads(2).build();

  @ParameterizedTest
  @ValueSource(strings = {"tree-uce-rank5-cascade", "tree-port-bound-rank0", "tree-heartbeat-lost-rank12", "tree-port-down-rank11"})
  void theRootCauseIsAmongTheFirstFiveLinesAndTheFixNamesItsHost(String sample) throws Exception {
    Diagnosis d = TRIAGE.diagnose(TestPaths.corpus().resolve(sample).resolve("input"));
    RootCause rc = d.rootCause().orElseThrow();
    String host = rc.host().orElseThrow();
    List<String> text = Arrays.asList(TextReport.text(d).split("\n"));
    List<String> top = text.subList(0, Math.min(5, text.size()));
    assertTrue(top.stream().anyMatch(l -> l.startsWith("Root cause: ") && l.contains(host)), sample + ":\n" + String.join("\n", top));
    rc.rank().ifPresent(r -> assertTrue(String.join(" ", top).contains("rank " + r), String.join("\n", top)));
    List<String> md = Arrays.asList(MarkdownReport.markdown(d).split("\n"));
    assertTrue(md.subList(0, Math.min(5, md.size())).stream().anyMatch(l -> l.startsWith("**Root cause:** ") && l.contains(host)),
        sample + ":\n" + String.join("\n", md.subList(0, 5)));
    if (!d.matches().isEmpty()) {
      List<String> fix = text.stream().filter(l -> l.matches("  \\d+\\. .*")).toList();
      assertFalse(fix.isEmpty(), sample);
      // a root whose host folder is here but whose process left no logs (heartbeat-lost: a train.log only) says so
      String on = "on " + host + (rc.known() ? ": " : " (root process not in the input): ");
      d.matches().get(0).remediation().stream().filter(s -> !s.command().isBlank()).forEach(s ->
          assertTrue(fix.stream().anyMatch(l -> l.contains(on)), sample + ": " + fix));
      assertTrue(md.stream().anyMatch(l -> l.matches("\\d+\\. " + java.util.regex.Pattern.quote(on) + "`.*")), sample);
    }
  }

  /**
   * A root outside the input (the root-info server's host left no logs; its agents name its
   * address): the first five lines say so with that address, and no fix claims a host of the input.
   */
  @Test
  void aRootOutsideTheInputIsSaidInTheFirstFiveLinesAndNoFixClaimsAHost(@TempDir Path root)
      throws Exception {
    io.github.ascendtriage.testing.OutsideRootTree.write(root);
    Diagnosis d = TRIAGE.diagnose(root);
    RootCause rc = d.rootCause().orElseThrow();
    assertFalse(rc.known(), rc.reason());
    List<String> text = Arrays.asList(TextReport.text(d).split("\n"));
    List<String> top = text.subList(0, Math.min(5, text.size()));
    assertTrue(top.stream().anyMatch(l -> l.startsWith("Root cause: ") && l.contains("outside the input") && l.contains("10.1.0.1")),
        String.join("\n", top));
    assertTrue(text.stream().noneMatch(l -> l.matches("  \\d+\\. on w1: .*")), String.join("\n", text));
    // each fix line says where it runs: the host of the address the agents name, not in the input
    List<String> fix = text.stream().filter(l -> l.matches("  \\d+\\. .*")).toList();
    assertFalse(fix.isEmpty(), String.join("\n", text));
    fix.forEach(l -> assertTrue(l.matches("  \\d+\\. on the host of 10\\.1\\.0\\.1 \\(not in the input\\): .*"), l));
    List<String> md = Arrays.asList(MarkdownReport.markdown(d).split("\n"));
    List<String> mdFix = md.stream().filter(l -> l.matches("\\d+\\. .*")).toList();
    assertEquals(fix.size(), mdFix.size(), String.join("\n", md));
    mdFix.forEach(l -> assertTrue(l.matches("\\d+\\. on the host of 10\\.1\\.0\\.1 \\(not in the input\\): .*"), l));
  }
}
