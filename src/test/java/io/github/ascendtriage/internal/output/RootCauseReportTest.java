package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TestPaths;
import java.util.Arrays;
import java.util.List;
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
      d.matches().get(0).remediation().stream().filter(s -> !s.command().isBlank()).forEach(s ->
          assertTrue(fix.stream().anyMatch(l -> l.contains("on " + host + ": ")), sample + ": " + fix));
      assertTrue(md.stream().anyMatch(l -> l.matches("\\d+\\. on " + java.util.regex.Pattern.quote(host) + ": `.*")), sample);
    }
  }
}
