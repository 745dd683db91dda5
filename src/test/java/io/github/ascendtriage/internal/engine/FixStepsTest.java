package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AnswerSource;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The top-level remediation of an answer no case claimed: codes, layer checks, the most similar incident. */
class FixStepsTest {
  static final AscendTriage TRIAGE = AscendTriage.builder().build();
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{(device|remoteIp|nic|port|rank|host|timeout)\\}");

  @TempDir Path dir;

  /** A catalogue sample of the network layer: an HcclResult code, no case. */
  private static Diagnosis networkByReasoning() throws Exception {
    Diagnosis d = TRIAGE.diagnose(TestPaths.corpus().resolve("code-hccl-result-12").resolve("input.log"));
    assertEquals(AnswerSource.REASONING, d.answer(), "the sample is answered by reasoning");
    assertEquals(Layer.NETWORK, d.layer());
    return d;
  }

  @Test
  void aCaseLessAnswerGetsCodeStepsLayerChecksAndTheNearestIncident() throws Exception {
    Diagnosis d = networkByReasoning();
    List<FixStep> fix = d.remediation();
    assertFalse(fix.isEmpty());
    // the code that supports the layer leads, its step as the findings show it
    FixStep first = fix.get(0);
    assertEquals(FixOrigin.CODE, first.origin());
    assertEquals(d.catalogAnswer().orElseThrow().entry().key(), first.ref());
    assertEquals(d.catalogAnswer().orElseThrow().firstStep().orElseThrow().command(), first.command());
    // then the network layer's checks as the knowledge lists them, each with its source
    List<FixStep> checks = fix.stream().filter(x -> x.origin() == FixOrigin.LAYER_CHECK).toList();
    assertTrue(checks.size() >= 3, "layer checks: " + checks.size());
    assertTrue(checks.stream().allMatch(x -> x.ref().contains("lesson")), "each check cites its source");
    assertTrue(checks.stream().anyMatch(x -> x.command().contains("-net_health")));
    // then the most similar incident of the same layer, marked with its similarity
    List<FixStep> near = fix.stream().filter(x -> x.origin() == FixOrigin.SIMILAR_INCIDENT).toList();
    assertFalse(near.isEmpty(), "a similar incident of the network layer");
    String incident = near.get(0).ref();
    assertTrue(d.similar().stream().anyMatch(s -> s.caseId().equals(incident) && s.layer() == Layer.NETWORK
        && near.get(0).similarity().getAsDouble() == s.score()), incident);
    assertTrue(near.stream().allMatch(x -> x.ref().equals(incident)), "one incident only");
    // said once each, and a placeholder is either filled or listed as unfilled
    Set<String> commands = new HashSet<>();
    for (FixStep x : fix) {
      assertTrue(commands.add(x.command()), "twice: " + x.command());
      Matcher m = PLACEHOLDER.matcher(x.command());
      while (m.find()) {
        assertTrue(x.step().unfilled().contains(m.group(1)), x.command());
      }
    }
  }

  /**
   * The rule that decided a case-less answer gives its steps (casebase/rule-steps.json), after the
   * codes' first steps and before the layer's checks, each marked with the rule and its source.
   */
  @Test
  void theRuleThatDecidedTheAnswerGivesItsFix() {
    io.github.ascendtriage.internal.casebase.Reasoning rules =
        io.github.ascendtriage.internal.load.CaseBaseLoader.load(true, List.of(), List.of()).reasoning();
    for (String[] t : new String[][] {
        {"train.py: error: unrecognized arguments: --nproc-per-node 8", "script.command-line"},
        {"RuntimeError: Detected mismatch between collectives on ranks. Rank 0 is running collective: CollectiveFingerPrint("
            + "OpType=ALLREDUCE), but Rank 1 is running collective: CollectiveFingerPrint(OpType=BROADCAST).", "script.collective-desync"}}) {
      Diagnosis d = TRIAGE.diagnose(t[0]);
      assertEquals(AnswerSource.REASONING, d.answer(), t[0]);
      List<FixStep> fix = d.remediation();
      List<FixStep> ruled = fix.stream().filter(x -> x.origin() == FixOrigin.RULE).toList();
      var want = rules.steps(t[1]);
      assertFalse(want.isEmpty(), t[1]);
      assertEquals(want.get(0).step().command().text(), ruled.get(0).command(), t[0]);
      assertEquals(want.get(0).step().explanation(), ruled.get(0).step().explanation());
      assertEquals(t[1] + ": " + want.get(0).source(), ruled.get(0).ref());
      int lastRule = fix.lastIndexOf(ruled.get(ruled.size() - 1));
      for (int i = 0; i < fix.size(); i++) {
        FixOrigin o = fix.get(i).origin();
        assertTrue(o == FixOrigin.CODE ? i < fix.indexOf(ruled.get(0)) : o != FixOrigin.LAYER_CHECK || i > lastRule, fix.toString());
      }
    }
  }

  /**
   * A rendezvous that no case claimed gets its source's check of the master's name (lesson §5.B,
   * B.2: the same master_addr on every node; branch fix13): how each node resolves MASTER_ADDR.
   */
  @Test
  void aRendezvousAnswerChecksHowTheMastersNameResolves() {
    String log = "torch.distributed.DistNetworkError: The client socket has failed to connect to any network address of (node-0, 29500).";
    Diagnosis d = TRIAGE.diagnose(log);
    assertEquals(AnswerSource.REASONING, d.answer(), log);
    assertEquals(Layer.LINK_SETUP, d.layer(), log);
    assertTrue(d.remediation().stream().anyMatch(x -> x.origin() == FixOrigin.RULE && x.ref().startsWith("link-setup.rendezvous: ")
        && x.command().equals("getent hosts \"$MASTER_ADDR\"")), d.remediation().toString());
  }

  /**
   * A rank table whose own check refused a field (MindIE-LLM's RanktableConfigManager::CheckParam,
   * HCCL's EI0004 and EI0014 messages; branch fix28, docs/knowledge-coverage.md "Fix named, by class
   * (fix28)"): the answer gives the rank table's fix, the device IPs the cards really have and a table
   * regenerated from them, not only the rendezvous's checks that the word "ranktable" also reads.
   */
  @Test
  void aRankTableItsCheckRefusedGetsTheRankTablesFix() {
    for (String log : List.of(
        "[ERROR] mindieservice_daemon: Parameter device_ip is invalid in ranktable file.",
        "RuntimeError: Parameter rankId is invalid in ranktable file.",
        "[ERROR] HCCL(2211,python3):2026-01-12-10:01:02.123.456 [topoinfo_ranktable.cc:88] Value 10.0.0 for ranktable variable device_ip is invalid. Expected value: an IPv4 address.")) {
      Diagnosis d = TRIAGE.diagnose(log);
      assertEquals(Layer.LINK_SETUP, d.layer(), log);
      List<FixStep> rule = d.remediation().stream()
          .filter(x -> x.origin() == FixOrigin.RULE && x.ref().startsWith("link-setup.rank-table-refused: ")).toList();
      assertTrue(rule.stream().anyMatch(x -> x.command().contains("hccn_tool -i $i -ip -g")), log + ": " + d.remediation());
      assertTrue(rule.stream().anyMatch(x -> x.command().contains("RANK_TABLE_FILE")), log + ": " + d.remediation());
    }
  }

  /**
   * A step that exports a setting every rank's process reads (setting-rules.json {@code everyRank}:
   * HCCL's pages say each device's process waits by HCCL_CONNECT_TIMEOUT and HCCL_EXEC_TIMEOUT)
   * loses the root's host: it runs on every rank. Other steps, and other settings, keep it (fixdev15).
   */
  @Test
  void aSettingEveryRankReadsRunsOnEveryRankAndTheRestOnTheRootsHost() {
    java.util.function.Function<String, FixStep> step = cmd -> new FixStep(
        new io.github.ascendtriage.RemediationStep(cmd, "x", List.of(), java.util.Map.of()), FixOrigin.LAYER_CHECK, "ref",
        java.util.OptionalDouble.empty(), java.util.Optional.of("worker-1"));
    List<FixStep> placed = FixSteps.placed(List.of(step.apply("export HCCL_CONNECT_TIMEOUT=600"), step.apply("ss -ltnp | grep ':60000'"),
        step.apply("export HCCL_IF_BASE_PORT=61000"), step.apply("grep -n x f; export HCCL_EXEC_TIMEOUT=1800"),
        step.apply("echo \"HCCL_CONNECT_TIMEOUT=$HCCL_CONNECT_TIMEOUT\"")));
    assertEquals(List.of(false, true, true, false, true), placed.stream().map(x -> x.host().isPresent()).toList(), placed.toString());
  }

  @Test
  void anAnswerWithoutALayerHasNoFix() {
    Diagnosis d = TRIAGE.diagnose("training finished, 100 steps, loss 0.31");
    assertEquals(Layer.UNKNOWN, d.layer());
    assertEquals(List.of(), d.remediation());
  }

  @Test
  void aSiteCanReplaceALayersStepsAndABadPlaceholderIsOneLoadError() throws Exception {
    Path k = dir.resolve("knowledge.json");
    Files.writeString(k, "{\"layerSteps\": [{\"layer\": \"network\", \"command\": \"site-netcheck --card {device}\","
        + " \"explanation\": \"the site's own check\", \"source\": \"site runbook NET-1\"}]}", StandardCharsets.UTF_8);
    AscendTriage site = AscendTriage.builder().addCaseDirectory(dir).build();
    Diagnosis d = site.diagnose(TestPaths.corpus().resolve("code-hccl-result-12").resolve("input.log"));
    List<FixStep> checks = d.remediation().stream().filter(x -> x.origin() == FixOrigin.LAYER_CHECK).toList();
    assertEquals(1, checks.size(), checks.toString());
    assertTrue(checks.get(0).command().startsWith("site-netcheck --card "), checks.get(0).command());
    assertEquals("site runbook NET-1", checks.get(0).ref());

    Files.writeString(k, "{\"layerSteps\": [{\"layer\": \"network\", \"command\": \"site-netcheck --card {dev}\","
        + " \"explanation\": \"x\", \"source\": \"y\"}]}", StandardCharsets.UTF_8);
    CaseBaseException e = org.junit.jupiter.api.Assertions.assertThrows(CaseBaseException.class,
        () -> AscendTriage.builder().addCaseDirectory(dir).build());
    assertEquals(1, e.problems().size(), e.problems().toString());
    assertTrue(e.problems().get(0).startsWith(k + ": $.layerSteps[0].command: unknown placeholder {dev}"), e.problems().get(0));
  }
}
