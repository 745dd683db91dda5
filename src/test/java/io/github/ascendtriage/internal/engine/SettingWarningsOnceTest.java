package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.codes.SettingRules;
import io.github.ascendtriage.internal.output.Lang;
import io.github.ascendtriage.internal.output.MarkdownReport;
import io.github.ascendtriage.internal.output.TextReport;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One warning per distinct problem and one next check per distinct check (agg27, issue 38): many
 * lines that give one setting values breaking its rule the same way are one warning at the first
 * line, with how many times the input showed it, and the setting's fix is one next check.
 */
class SettingWarningsOnceTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();
  private static final SettingRules RULES = SettingRules.builtIn();
  private static final String BIND = "EJ0003: [PID: 88] 2026-05-06-07:08:09.010.011 Failed to bind the IP port. Reason: The IP address"
      + " and port have been bound already.";

  private static List<TriageWarning> settingWarnings(Diagnosis d) {
    return d.warnings().stream().filter(w -> w.message().startsWith("setting ")).toList();
  }

  /** {@code n} lines that set {@code name} to values below its documented minimum, each value other than the last. */
  private static String belowMinimum(String name, int n) {
    long min = RULES.rule(name).orElseThrow().min().orElseThrow().longValueExact();
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append("export ").append(name).append('=').append(min - 1 - i).append('\n');
    }
    return b.toString();
  }

  @Test
  void manyLinesOfOneBadSettingAreOneWarningWithTheirCountAndOneCheck() {
    String name = "HCCL_CONNECT_TIMEOUT";
    long min = RULES.rule(name).orElseThrow().min().orElseThrow().longValueExact();
    // 40 distinct values and the first of them 10 times more: 50 lines
    String log = BIND + "\n" + belowMinimum(name, 40) + ("export " + name + "=" + (min - 1) + "\n").repeat(10);
    Diagnosis d = TRIAGE.diagnose(log);
    List<TriageWarning> w = settingWarnings(d);
    assertEquals(1, w.size(), d.warnings().toString());
    assertEquals(50, w.get(0).count(), w.get(0).toString());
    assertEquals(2, w.get(0).line(), "the first place stays the warning's place");
    assertTrue(w.get(0).message().startsWith("setting " + name + ": " + (min - 1) + " "), w.get(0).message());
    String fix = RULES.rule(name).orElseThrow().fix();
    assertEquals(1, d.nextChecks().stream().filter(c -> c.command().equals(fix)).count(), d.nextChecks().toString());
    // the views say the count once, next to the one warning
    String text = TextReport.text(d);
    assertEquals(1, count(text, "(seen 50 times)"), text);
    assertEquals(1, count(text, "setting " + name + ":"), text);
    assertEquals(1, count(MarkdownReport.markdown(d), "(seen 50 times)"));
    assertEquals(1, count(TextReport.text(d, Lang.ZH), "50 次"), TextReport.text(d, Lang.ZH));
  }

  @Test
  void theJsonCarriesTheCountOfEachWarning() throws Exception {
    String name = "HCCL_RDMA_RETRY_CNT";
    long max = RULES.rule(name).orElseThrow().max().orElseThrow().longValueExact();
    String log = BIND + "\n" + ("export " + name + "=" + (max + 1) + "\n").repeat(7);
    JsonNode ws = new ObjectMapper().readTree(DiagnosisJson.toJson(TRIAGE.diagnose(log))).get("warnings");
    int settings = 0;
    for (JsonNode w : ws) {
      if (w.get("message").asText().startsWith("setting " + name)) {
        settings++;
        assertEquals(7, w.get("count").asLong(), w.toString());
        assertEquals(2, w.get("line").asLong(), w.toString());
      }
    }
    assertEquals(1, settings, ws.toString());
  }

  @Test
  void differentProblemsStayApart() {
    // the same value for two settings whose range it leaves: two problems (a key on the value alone merges them)
    Diagnosis same = TRIAGE.diagnose(BIND + "\nexport HCCL_RDMA_RETRY_CNT=99\nexport HCCL_RDMA_SL=99\nexport HCCL_RDMA_RETRY_CNT=98\n");
    List<TriageWarning> w = settingWarnings(same);
    assertEquals(2, w.size(), same.warnings().toString());
    assertEquals(List.of(2L, 1L), w.stream().map(TriageWarning::count).toList(), w.toString());
    assertEquals(List.of(2L, 3L), w.stream().map(TriageWarning::line).toList(), w.toString());
    assertEquals(List.of("HCCL_RDMA_RETRY_CNT", "HCCL_RDMA_SL"), w.stream().map(x -> x.message().substring(8, x.message().indexOf(':'))).toList());
    // one setting broken two ways (a value out of range, a value that is no integer): two warnings, one check
    String name = "HCCL_CONNECT_TIMEOUT";
    Diagnosis twoWays = TRIAGE.diagnose(BIND + "\n" + belowMinimum(name, 3) + "export " + name + "=soon\n" + belowMinimum(name, 2));
    List<TriageWarning> t = settingWarnings(twoWays);
    assertEquals(2, t.size(), twoWays.warnings().toString());
    assertEquals(List.of(3L + 2L, 1L), t.stream().map(TriageWarning::count).toList(), t.toString());
    String fix = RULES.rule(name).orElseThrow().fix();
    assertEquals(1, twoWays.nextChecks().stream().filter(c -> c.command().equals(fix)).count(), twoWays.nextChecks().toString());
  }

  @Test
  void noNextCheckIsListedTwice() {
    String log = BIND + "\n" + belowMinimum("HCCL_CONNECT_TIMEOUT", 5) + "export HCCL_CONNECT_TIMEOUT=never\n"
        + "export HCCL_RDMA_RETRY_CNT=99\nexport HCCL_RDMA_RETRY_CNT=0\n";
    Diagnosis d = TRIAGE.diagnose(log);
    Set<String> seen = new HashSet<>();
    for (NextCheck c : d.nextChecks()) {
      assertTrue(seen.add(c.layer().id() + " " + c.command()), "twice: " + c + " in " + d.nextChecks());
    }
    assertTrue(d.nextChecks().size() >= 2, d.nextChecks().toString());
  }

  private static int count(String s, String part) {
    int n = 0;
    for (int at = s.indexOf(part); at >= 0; at = s.indexOf(part, at + 1)) {
      n++;
    }
    return n;
  }
}
