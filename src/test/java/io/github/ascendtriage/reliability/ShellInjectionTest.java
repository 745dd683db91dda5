package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.casebase.StepTemplate;
import io.github.ascendtriage.internal.casebase.ValueClass;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17, finding 1: no value taken from a log can change the shell structure of a filled
 * command. Every template of every built-in case and every code's first step is filled with many
 * hostile values, once with the placeholders' real value classes (a refused value must leave the
 * placeholder unfilled with a reason) and once with every placeholder given the permissive
 * {@code path} class (so quoting alone must hold the structure). The filled command is tokenized
 * by {@link ShellWords} and compared with the same template filled with a harmless value.
 */
class ShellInjectionTest {
  static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());
  static final Map<String, ValueClass> CLASSES = BASE.knowledge().placeholderClasses();
  static final ValueClass PERMISSIVE =
      new ValueClass("path", Pattern.compile("[^\\x00-\\x1f\\x7f]{1,20000}"), 20_000, OptionalLong.empty(), OptionalLong.empty(), "a path");
  /** A harmless value that occurs in no template. */
  static final String MARK = "QZmarkQZ";

  /** The hostile values: the issue's, the classic shell metacharacters, look-alikes and generated ones. */
  static List<String> hostile() {
    List<String> v = new ArrayList<>(List.of(
        "eth9$(touch${IFS}/tmp/x)", "node1; rm -rf ~ ; echo", "node1;touch x", "`id`", "$(id)", "${IFS}", "a;b", "a&&b",
        "a||b", "a|b", "a&", "a\nb", "a\rb", "'", "\"", "'\"'\"", "a'b", "a\\'b", "\\", "*", "?", "[a-z]*", "~", "~root",
        "{a,b}", "{0..9}", "!!", "!-1", "$HOME", "$1", "$'\\x41'", "<(id)", ">(id)", "> /etc/passwd", "< /etc/shadow",
        "a b", "\t", "#", "a #b", "--help", "-rf", "=x", "%1", "eth0\u202e1", "eth\u200b0", "ｅｔｈ０；id", "eth0；id",
        "eth0＄(id)", "eth0\u00a0;id", "\u0000", "\u001b]0;x\u0007", "\u0085", "x".repeat(10_000),
        "$(printf '%s' \"$(id)\")", "'; id; '", "\"; id; \"", "' || id || '", "\\\"$(id)\\\""));
    String[] pieces = {"$(", ")", "`", ";", "&&", "|", "\n", "'", "\"", "*", "${IFS}", "\\", " ", "&", "<", ">", "#", "~",
        "!", "{", "}", "eth0", "node-1", "10.0.0.1", "60000", "\u202e", "；"};
    Random r = new Random(17);
    for (int i = 0; i < 150; i++) {
      StringBuilder b = new StringBuilder();
      int k = 1 + r.nextInt(6);
      for (int j = 0; j < k; j++) {
        b.append(pieces[r.nextInt(pieces.length)]);
      }
      v.add(b.toString());
    }
    return v;
  }

  /** Every command template: the built-in cases' steps, the code catalogue's first steps, the layers' and the rules' steps. */
  static Map<String, String> templates() {
    Map<String, String> t = new LinkedHashMap<>();
    for (CaseDefinition c : BASE.cases()) {
      int i = 0;
      for (StepTemplate s : c.remediation()) {
        t.put(c.id() + " step " + i++, s.command().text());
      }
    }
    for (CodeRecord r : CodeCatalogLoader.builtIn().records()) {
      r.firstStep().ifPresent(s -> t.put("code " + r.family() + "/" + r.code(), s.command()));
    }
    for (io.github.ascendtriage.Layer l : io.github.ascendtriage.Layer.values()) {
      int i = 0;
      for (io.github.ascendtriage.internal.casebase.Knowledge.LayerStep s : BASE.knowledge().layerSteps(l)) {
        t.put("layer " + l.id() + " step " + i++, s.step().command().text());
      }
    }
    for (io.github.ascendtriage.internal.casebase.ReasoningRule r : BASE.reasoning().rules()) {
      int i = 0;
      for (io.github.ascendtriage.internal.casebase.Knowledge.LayerStep s : BASE.reasoning().steps(r.id())) {
        t.put("rule " + r.id() + " step " + i++, s.step().command().text());
      }
    }
    return t;
  }

  @TestFactory
  Stream<DynamicTest> noValueChangesTheShellStructure() {
    List<String> values = hostile();
    return templates().entrySet().stream()
        .filter(e -> !PlaceholderTemplate.compile(e.getValue(), CLASSES).placeholders().isEmpty())
        .map(e -> DynamicTest.dynamicTest(e.getKey(), () -> check(e.getValue(), values)));
  }

  static void check(String text, List<String> values) {
    PlaceholderTemplate real = PlaceholderTemplate.compile(text, CLASSES);
    Map<String, ValueClass> open = new LinkedHashMap<>();
    CLASSES.keySet().forEach(k -> open.put(k, PERMISSIVE));
    PlaceholderTemplate permissive = PlaceholderTemplate.compile(text, open);
    for (String name : real.placeholders()) {
      for (String v : values) {
        checkOne(real, name, v, false);
        checkOne(permissive, name, v, true);
      }
    }
  }

  /** Fills {@code name} with {@code hostile} (the other placeholders stay unfilled) and compares. */
  static void checkOne(PlaceholderTemplate t, String name, String hostile, boolean permissive) {
    Map<String, String> whyHostile = new LinkedHashMap<>();
    String filled = t.fill(k -> k.equals(name) ? Optional.of(hostile) : Optional.empty(), whyHostile);
    Map<String, String> whySafe = new LinkedHashMap<>();
    String safe = t.fill(k -> k.equals(name) ? Optional.of(MARK) : Optional.empty(), whySafe);
    String what = "template `" + t.text() + "` with {" + name + "} = " + printable(hostile) + ": `" + printable(filled) + "`";
    if (whyHostile.containsKey(name)) {
      assertFalse(whyHostile.get(name).isBlank(), what);
      assertTrue(filled.contains("{" + name + "}"), "an unfilled placeholder stays visible: " + what);
      return;
    }
    if (!permissive || whySafe.containsKey(name)) {
      // the real class accepted it: it must still leave the structure as it was
      whySafe.clear();
      safe = t.fill(k -> Optional.empty(), whySafe).replace("{" + name + "}", MARK);
    }
    List<ShellWords.Token> a = ShellWords.tokens(safe);
    List<ShellWords.Token> b = ShellWords.tokens(filled);
    assertEquals(a.stream().map(ShellWords.Token::shape).toList(), b.stream().map(ShellWords.Token::shape).toList(), what);
    for (int i = 0; i < a.size(); i++) {
      if (!a.get(i).operator() && a.get(i).text().contains(MARK)) {
        assertEquals(a.get(i).text().replace(MARK, hostile), b.get(i).text(), "the value is one literal piece of a word: " + what);
      }
    }
  }

  static String printable(String s) {
    StringBuilder b = new StringBuilder();
    s.chars().limit(80).forEach(c -> b.append(c < 0x20 || c == 0x7f ? String.format("\\x%02x", c) : String.valueOf((char) c)));
    return s.length() > 80 ? b + "..." : b.toString();
  }

  @Test
  void theTokenizerSeesAPlantedCommand() {
    // the check is only as good as the tokenizer: an unquoted value must be seen to change the structure
    assertEquals(List.of("word[]", "word[$(]"), ShellWords.shapes("export HCCL_SOCKET_IFNAME=eth9$(touch${IFS}/tmp/x)"));
    assertEquals(List.of("word[]", "word[]", "op[;]", "word[]", "word[]", "word[tilde]", "op[;]", "word[]"),
        ShellWords.shapes("ssh node1; rm -rf ~ ; echo"));
    assertEquals(List.of("word[]", "word[]"), ShellWords.shapes("export 'a;$(b)'\\''c'"));
  }

  // --- the issue's reproductions, end to end ---------------------------------------------------

  static final String IFNAME_LOG =
      "[INFO] HCCL(12033,python3):2026-06-03-13:10:02.004.511 [op_base.cc:612] [12033]Entry-HcclCommInitRootInfoInner:ranks[16], rank[0], rootinfo: host ip[172.17.0.1] port[60000] nicDeploy[1] identifier[172.17.0.1%docker0_60000_0_1780491002004], deviceLogicId[0]\n"
          + "[ERROR] HCCL(44107,python3):2026-06-03-13:12:02.118.004 [topoinfo_exchange_agent.cc:88] [44120]TopoExchangeAgent: connect server[172.17.0.1 : 60000] failed\n";

  @Test
  void aPlantedCommandInTheSocketIfnameIsNotFilled() {
    Diagnosis d = Fixtures.TRIAGE.diagnose("HCCL_SOCKET_IFNAME=eth9$(touch${IFS}/tmp/x)\n" + IFNAME_LOG);
    CaseMatch m = d.matches().stream().filter(x -> x.caseId().equals("hccl-socket-ifname-wrong")).findFirst().orElseThrow(
        () -> new AssertionError("the case is claimed: " + Fixtures.best(d)));
    RemediationStep step = m.remediation().stream().filter(s -> s.command().contains("HCCL_SOCKET_IFNAME=")).findFirst().orElseThrow();
    assertEquals("export HCCL_SOCKET_IFNAME={nic}", step.command());
    assertEquals(List.of("nic"), step.unfilled());
    assertTrue(step.unfilledReasons().get("nic").contains("is not a NIC name"), step.unfilledReasons().toString());
    assertFalse(io.github.ascendtriage.DiagnosisJson.toJson(d).contains("HCCL_SOCKET_IFNAME=eth9$("));
  }

  static final String MISMATCH_LOG =
      "[rank9]: [ERROR] 2026-04-22-17:05:16 (PID:3304, Device:1, RankID:9) ERR02200 DIST call hccl api failed.\n"
          + "[rank9]: EI0008: [PID: 3304] 2026-04-22-17:05:16.091.447 The HCCL versions are inconsistent. The local version is 8.2.RC1, while the remote version is 8.1.RC1.\n";

  static String torchrun(String host) {
    return "Failures:\n  <NO_OTHER_FAILURES>\nRoot Cause (first observed failure):\n[0]:\n"
        + "  time      : 2026-04-22_17:05:20\n  host      : " + host + "\n  rank      : 9 (local_rank: 1)\n"
        + "  exitcode  : 1 (pid: 3304)\n";
  }

  @Test
  void aTorchrunHostWithACommandIsNotFilled() {
    Diagnosis d = Fixtures.TRIAGE.diagnose(MISMATCH_LOG + torchrun("node1; rm -rf ~ ; echo"));
    assertHostStepSafe(d);
  }

  @Test
  void aHostFolderNamedWithASemicolonIsNotFilled(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("node1;touch x").resolve("plog").resolve("plog-3304_1.log");
    Files.createDirectories(f.getParent());
    Files.writeString(f, MISMATCH_LOG);
    Files.createDirectories(dir.resolve("node2").resolve("plog"));
    Files.writeString(dir.resolve("node2").resolve("plog").resolve("plog-1_1.log"), "[INFO] nothing here\n");
    Diagnosis d = Fixtures.TRIAGE.diagnose(dir);
    assertHostStepSafe(d);
  }

  static void assertHostStepSafe(Diagnosis d) {
    CaseMatch m = d.matches().stream().filter(x -> x.caseId().equals("hccl-version-mismatch-ei0008")).findFirst().orElseThrow(
        () -> new AssertionError("the case is claimed: " + Fixtures.best(d)));
    RemediationStep step = m.remediation().stream().filter(s -> s.command().startsWith("ssh ")).findFirst().orElseThrow();
    assertEquals("ssh {host} cat /usr/local/Ascend/ascend-toolkit/latest/version.cfg", step.command());
    assertTrue(step.unfilledReasons().get("host").contains("is not a host name"), step.unfilledReasons().toString());
  }

  @Test
  void siteTemplatesGetTheSameTreatment(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("knowledge.json"), "{\"placeholders\": [{\"name\": \"logdir\", \"from\": \"host\", \"class\": \"path\", "
        + "\"doc\": \"a folder\"}]}");
    Files.writeString(dir.resolve("site.json"), "{\"id\": \"site-version-check\", \"layer\": \"device\", "
        + "\"title\": {\"en\": \"HCCL versions differ\", \"zh\": \"HCCL 版本不一致\"}, "
        + "\"summary\": {\"en\": \"x\", \"zh\": \"x\"}, \"signatures\": {\"required\": [[\"code:EI0008\"]]}, "
        + "\"remediation\": [{\"command\": \"ls {logdir} && ssh {host} true\", \"explanation\": \"look\"}], "
        + "\"verification\": {\"command\": \"true\", \"expect\": \"ok\"}, \"references\": [\"test\"], "
        + "\"examples\": {\"match\": [\"EI0008: The HCCL versions are inconsistent.\"], \"noMatch\": [\"EI0006: x\"]}}");
    var triage = io.github.ascendtriage.AscendTriage.builder().addCaseDirectory(dir).build();
    Diagnosis d = triage.diagnose(MISMATCH_LOG + torchrun("a b;id"));
    List<RemediationStep> steps = d.matches().stream().flatMap(m -> m.remediation().stream())
        .filter(s -> s.command().startsWith("ls ")).toList();
    assertEquals(1, steps.size(), "the site case is claimed: " + Fixtures.best(d));
    RemediationStep s = steps.get(0);
    assertEquals("ls 'a b;id' && ssh {host} true", s.command(), s.unfilledReasons().toString());
    assertEquals(ShellWords.shapes("ls X && ssh {host} true"), ShellWords.shapes(s.command()), s.command());
    assertTrue(s.unfilledReasons().get("host").contains("is not a host name"), s.unfilledReasons().toString());
  }

  /**
   * The ladder's next checks are printed as the knowledge file has them: no value of the log reaches
   * them (were one ever filled in, it would have to go through a value class like the steps above).
   */
  @Test
  void nextChecksCarryNoValueFromTheLog() {
    List<String> ladder = BASE.knowledge().nextChecksFrom(io.github.ascendtriage.Layer.UNKNOWN).stream()
        .map(io.github.ascendtriage.NextCheck::command).toList();
    for (String input : List.of(
        "HCCL_SOCKET_IFNAME=eth9$(touch${IFS}/tmp/x)\n" + IFNAME_LOG,
        MISMATCH_LOG + torchrun("node1; rm -rf ~ ; echo"),
        "HCCL_SOCKET_IFNAME=`id` " + TerminalInjectionTest.REASONED + " host : a;id\n")) {
      Diagnosis d = Fixtures.TRIAGE.diagnose(input);
      assertFalse(d.nextChecks().isEmpty(), input);
      for (io.github.ascendtriage.NextCheck c : d.nextChecks()) {
        assertTrue(ladder.contains(c.command()), "a ladder command as written: " + c.command());
      }
    }
  }
}

