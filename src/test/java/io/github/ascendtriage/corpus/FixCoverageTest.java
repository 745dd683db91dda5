package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.engine.Engines;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A fix with every answer (issue 35): every corpus sample and every field report whose answer has
 * a layer carries at least one remediation step, and the JSON always has {@code officialCase}.
 * Measured on the field reports: how often the answer's remediation names the fix that solved
 * the failure ({@link FixKeys}: the report's {@code remediation} and the answer's steps share a key)
 * and how often {@code officialCase} is the labelled official case (or one of {@code alt_cases}).
 * The 55 reports are in-sample (cases were written from them) and gated at the targets;
 * under leave-case-out their official case right is gated at the target too; the rest of
 * that run and {@code validation/} are printed, not gated (a miss there is fixed by a class, never
 * a case).
 */
class FixCoverageTest {
  /** The targets: the answer names the fix, and the official case is right. */
  static final double MIN_FIX_NAMED = 0.75;
  static final double MIN_OFFICIAL_RIGHT = 0.75;

  @Test
  void everyCorpusAnswerWithALayerHasAFix() {
    List<String> without = new ArrayList<>();
    int withLayer = 0;
    for (Outcome o : CorpusRun.get().outcomes) {
      Diagnosis d = o.diagnosis();
      if (d.layer() != Layer.UNKNOWN) {
        withLayer++;
        if (d.remediation().isEmpty()) {
          without.add(o.sample().id() + " (" + d.layer().id() + ", " + d.answer().id() + ")");
        }
      } else {
        assertEquals(List.of(), d.remediation(), o.sample().id() + ": no layer, no fix");
      }
    }
    assertTrue(withLayer > 300, "corpus answers with a layer: " + withLayer);
    assertEquals(List.of(), without, "answers with a layer and no remediation");
  }

  @Test
  void theTextAndMarkdownReportsShowTheFixOfEveryAnswerWithALayer() {
    List<String> without = new ArrayList<>();
    for (Outcome o : CorpusRun.get().outcomes) {
      Diagnosis d = o.diagnosis();
      String text = io.github.ascendtriage.internal.output.TextReport.text(d);
      String md = io.github.ascendtriage.internal.output.MarkdownReport.markdown(d);
      boolean shown = text.contains("\nFix:\n") && md.contains("**Fix:**");
      if (shown != (d.layer() != Layer.UNKNOWN)) {
        without.add(o.sample().id() + " (" + d.layer().id() + ")");
      }
      if (d.officialCase().isPresent() && !d.officialCase().get().direct()) {
        assertTrue(text.contains("Official:   " + d.officialCase().get().id()), o.sample().id());
      }
    }
    assertEquals(List.of(), without, "a Fix block exactly where the answer has a layer");
  }

  /** The figures on one folder of field reports. */
  record Figures(String name, int positives, int fixNamed, int fixStrict, int official, int officialRight, List<String> misses,
      List<String> genericOnly) {
    String line() {
      return String.format(Locale.ROOT, "%s: the answer names the fix %d/%d = %s (%d of the reports' fixes name no key FixKeys reads;"
              + " strict, from steps specific to the answer: %d/%d = %s); official case right %d/%d = %s",
          name, fixNamed, positives, Wilson.text(fixNamed, positives), unreadable(), fixStrict, positives,
          Wilson.text(fixStrict, positives), officialRight, official, Wilson.text(officialRight, official));
    }

    /** Misses whose report's fix names nothing {@link FixKeys} reads: no answer could be counted as naming it. */
    long unreadable() {
      return misses.stream().filter(m -> m.endsWith(" []")).count();
    }
  }

  /** How a report is diagnosed: the shipped tool, or a case base without what was written from it. */
  interface Diagnoser {
    Diagnosis diagnose(Path report, JsonNode label) throws Exception;
  }

  static Figures measure(String name, Path dir, AscendTriage triage) throws Exception {
    return measure(name, dir, (report, label) -> triage.diagnose(report.resolve("input.log")));
  }

  static Figures measure(String name, Path dir, Diagnoser diagnoser) throws Exception {
    ObjectMapper json = new ObjectMapper();
    int positives = 0;
    int named = 0;
    int strict = 0;
    int official = 0;
    int officialRight = 0;
    List<String> misses = new ArrayList<>();
    List<String> genericOnly = new ArrayList<>(); // named, but only by a layer's check or the similar incident
    List<String> noFix = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path report : s.filter(p -> Files.isRegularFile(p.resolve("report.json"))).sorted().toList()) {
        JsonNode label = json.readTree(report.resolve("report.json").toFile());
        Diagnosis d = diagnoser.diagnose(report, label);
        JsonNode answer = json.readTree(DiagnosisJson.toJson(d));
        assertTrue(answer.has("officialCase") && answer.has("remediation"), report + ": JSON without officialCase or remediation");
        if (d.layer() != Layer.UNKNOWN && d.remediation().isEmpty()) {
          noFix.add(report.getFileName().toString());
        }
        if (label.get("layer").asText().equals("none")) {
          continue;
        }
        positives++;
        Set<String> wanted = FixKeys.of(String.join("\n", texts(label.get("remediation"))));
        Set<String> shared = new TreeSet<>(wanted);
        shared.retainAll(FixKeys.given(d.remediation(), false));
        boolean anyStep = !shared.isEmpty();
        if (anyStep) {
          named++;
        } else {
          misses.add(report.getFileName() + " " + wanted);
        }
        shared.retainAll(FixKeys.given(d.remediation(), true));
        if (!shared.isEmpty()) {
          strict++;
        } else if (anyStep) {
          genericOnly.add(report.getFileName() + " " + wanted);
        }
        JsonNode off = label.get("official_case");
        if (off != null && !off.isNull()) {
          official++;
          Set<String> accepted = new TreeSet<>(texts(label.get("alt_cases")));
          accepted.add(off.asText());
          if (d.officialCase().map(o -> accepted.contains(o.id())).orElse(false)) {
            officialRight++;
          }
        }
      }
    }
    assertEquals(List.of(), noFix, name + ": answers with a layer and no remediation");
    return new Figures(name, positives, named, strict, official, officialRight, misses, genericOnly);
  }

  private static List<String> texts(JsonNode arr) {
    List<String> out = new ArrayList<>();
    if (arr != null && arr.isArray()) {
      arr.forEach(n -> out.add(n.asText()));
    }
    return out;
  }

  @Test
  void fieldReportsGetAFixThatNamesWhatSolvedThem() throws Exception {
    Path dir = TestPaths.shared().resolve("field-reports");
    assumeTrue(Files.isDirectory(dir), "no ../shared/field-reports here");
    AscendTriage triage = AscendTriage.builder().build();
    Figures fr = measure("field reports (in-sample)", dir, triage);
    System.out.println(fr.line() + "; misses " + fr.misses());
    Path val = dir.resolve("validation");
    if (Files.isDirectory(val)) {
      Figures v = measure("validation reports", val, triage);
      System.out.println(v.line() + "; misses " + v.misses());
    }
    // leave-case-out: each report without the cases whose references name it, its official case, the
    // rules and layer steps citing it (cases that refine it stay: they were written from a class, and may name it)
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    Figures lco = measure("field reports (leave-case-out)", dir, (report, label) -> {
      String id = report.getFileName().toString();
      Set<String> out = new TreeSet<>();
      base.cases().stream().filter(c -> c.references().stream().anyMatch(r -> r.contains(id))).forEach(c -> out.add(c.id()));
      JsonNode off = label.get("official_case");
      if (off != null && !off.isNull()) {
        out.add(off.asText());
      }
      // as FieldReportsLcoTest holds a report out: its cases, the rules citing it or derived from them, the layer steps citing it
      return Engines.path(Engines.create(HoldOut.without(base, out, Set.of(id)), 3, Double.NaN), report.resolve("input.log"));
    });
    System.out.println(lco.line() + "; misses " + lco.misses() + "; named only by a generic step " + lco.genericOnly());
    assertTrue(fr.positives() >= 40, "field reports with a layer: " + fr.positives());
    assertTrue(fr.fixNamed() >= MIN_FIX_NAMED * fr.positives(), fr.line());
    assertTrue(fr.officialRight() >= MIN_OFFICIAL_RIGHT * fr.official(), fr.line());
    // held out, the official case comes only from a case that refines it or a rule that reads its class
    // (issue 35's target, met on branch ocase9: a gate at the target, not at the measurement)
    assertTrue(lco.officialRight() >= MIN_OFFICIAL_RIGHT * lco.official(), lco.line());
  }

  @Test
  void fixKeysAreWhatTheTextNames() {
    assertEquals(Set.of("env:HCCL_CONNECT_TIMEOUT"), FixKeys.of("export HCCL_CONNECT_TIMEOUT=600"));
    assertEquals(Set.of("hccn_tool -tls"), FixKeys.of("for i in {0..7}; do hccn_tool -i $i -tls -g | grep switch; done"));
    assertEquals(Set.of("reserve-ports"), FixKeys.of("sysctl -w net.ipv4.ip_local_reserved_ports=60000-60015"));
    assertEquals(Set.of("upgrade:cann", "upgrade:driver"), FixKeys.of("Upgrade CANN to 8.1 and update the HDK firmware"));
    assertEquals(Set.of(), FixKeys.of("ACL_ERROR_RT_PARAM_INVALID was returned; rerun"));
    assertEquals(Set.of("backend-hccl"), FixKeys.of("init_process_group(backend=\"hccl\")"));
  }

  /** One setting is one fix, whichever of the launcher's forms names it (FixKeys's settings, branch fix13). */
  @Test
  void theFlagAndTheVariableOfOneSettingAreOneKey() {
    Set<String> port = Set.of("env:MASTER_PORT");
    assertEquals(port, FixKeys.of("export MASTER_PORT=29501"));
    assertEquals(port, FixKeys.of("torchrun --master_port 29501 train.py"));
    assertEquals(port, FixKeys.of("torchrun --master-port=29501 train.py"));
    assertEquals(port, FixKeys.of("accelerate launch --main_process_port 29501 train.py"));
    assertEquals(Set.of("env:MASTER_ADDR"), FixKeys.of("torchrun --master-addr 10.0.0.1 train.py"));
    Set<String> tp = Set.of("setting:tensor_parallel_size");
    assertEquals(tp, FixKeys.of("vllm serve m --tensor-parallel-size 4"));
    assertEquals(tp, FixKeys.of("vllm serve m -tp 4"));
    assertEquals(tp, FixKeys.of("LLM(model=m, tensor_parallel_size=4)"));
    assertEquals(Set.of("setting:pipeline_parallel_size"), FixKeys.of("vllm serve m -pp 2"));
    assertEquals(Set.of("setting:expert_parallel"), FixKeys.of("vllm serve m --enable-expert-parallel"));
    assertEquals(Set.of("setting:nproc_per_node", "setting:nnodes"), FixKeys.of("torchrun --nnodes=2 --nproc-per-node=8 t.py"));
    assertEquals(Set.of(), FixKeys.of("python3 t.py --tp-size 4 --top-p 0.9"));
  }

  /** The fix classes that the catalogue's official solutions name, read in either side's words. */
  @Test
  void theCataloguesFixClassesAreKeys() {
    assertTrue(FixKeys.of("Give each job a free port").contains("own-port"));
    assertTrue(FixKeys.of("give each process a port range of its own").contains("own-port"));
    assertFalse(FixKeys.of("Another process holds the port HCCL must listen on").contains("own-port"));
    assertEquals(Set.of("free-memory"), FixKeys.of("Stop unnecessary processes and ensure the required memory is available."));
    assertEquals(Set.of("free-memory"), FixKeys.of("free device memory before the job starts"));
    assertEquals(Set.of("free-memory"), FixKeys.of("stop the processes that hold device memory"));
    assertEquals(Set.of(), FixKeys.of("stop the process. Check the memory"));
    assertEquals(Set.of("rank-table"), FixKeys.of("Try again with a valid cluster configuration in the ranktable file."));
    assertEquals(Set.of("raise-timeout"), FixKeys.of("Increase the timeout of the distributed group"));
    assertEquals(Set.of(), FixKeys.of("The timeout was reached."));
    assertTrue(FixKeys.of("bind the store to port 0 and pass the port it got to the group").contains("own-port"));
    assertFalse(FixKeys.of("port 0x1f").contains("own-port"));
  }

  /** A socket option is not a variable; the launchers' ssh and Ray's resources are fixes of their own (fixdev15). */
  @Test
  void aSocketOptionIsNoVariableAndTheLaunchersAccessIsAKey() {
    assertEquals(Set.of(), FixKeys.of("bind with SO_REUSEADDR set; TCP_NODELAY on"));
    assertEquals(Set.of("env:HCCL_IF_BASE_PORT"), FixKeys.of("export HCCL_IF_BASE_PORT=61000"));
    Set<String> ssh = Set.of("ssh-access");
    assertEquals(ssh, FixKeys.of("copy the key to each host (ssh-copy-id <host>)"));
    assertEquals(ssh, FixKeys.of("ssh -o PasswordAuthentication=no <host> hostname"));
    assertEquals(Set.of(), FixKeys.of("ssh into the node and read the log"));
    Set<String> ray = Set.of("ray-resources");
    assertEquals(ray, FixKeys.of("ray status"));
    assertEquals(ray, FixKeys.of("ray start --head --resources='{\"NPU\": 8}'"));
    assertEquals(ray, FixKeys.of("ask for resources={'NPU': 8}"));
    assertEquals(Set.of(), FixKeys.of("the array status is ok"));
  }

  /** The stricter figure (strict15) reads only steps specific to the answer (a setting's fix among them, fix20): not a layer's checks, not a similar incident's fix. */
  @Test
  void theStrictKeysLeaveOutTheLayersChecksAndTheSimilarIncident() {
    java.util.function.BiFunction<FixOrigin, String, FixStep> step = (o, cmd) -> new FixStep(
        new RemediationStep(cmd, "", List.of(), java.util.Map.of()), o, "ref", java.util.OptionalDouble.empty(), java.util.Optional.empty());
    List<FixStep> steps = List.of(step.apply(FixOrigin.LAYER_CHECK, "export HCCL_EXEC_TIMEOUT=1800"),
        step.apply(FixOrigin.SIMILAR_INCIDENT, "npu-smi info"), step.apply(FixOrigin.RULE, "cat /etc/hccn.conf"),
        step.apply(FixOrigin.CODE, "source set_env.sh"), step.apply(FixOrigin.CASE, "lsof -i :29500"),
        step.apply(FixOrigin.OFFICIAL_CASE, "hccl_test"), step.apply(FixOrigin.SETTING, "export HCCL_HOST_SOCKET_PORT_RANGE=auto"));
    assertEquals(Set.of("env:HCCL_EXEC_TIMEOUT", "npu-smi", "hccn.conf", "cann-env", "port-owner", "hccl_test",
        "env:HCCL_HOST_SOCKET_PORT_RANGE"), FixKeys.given(steps, false));
    // a setting's official fix is given only because the input shows the setting: specific (fix20)
    assertEquals(Set.of("hccn.conf", "cann-env", "port-owner", "hccl_test", "env:HCCL_HOST_SOCKET_PORT_RANGE"),
        FixKeys.given(steps, true));
  }

  /** The Wilson score interval of a share, at 95%. */
  static final class Wilson {
    private Wilson() {}

    static String text(int k, int n) {
      if (n == 0) {
        return "-";
      }
      double z = 1.96;
      double p = (double) k / n;
      double d = 1 + z * z / n;
      double c = (p + z * z / (2 * n)) / d;
      double h = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
      return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * p, 100 * Math.max(0, c - h), 100 * Math.min(1, c + h));
    }
  }
}
