package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * docs/knowledge-coverage.md states, per failure class of issue 35, what the built-in knowledge
 * answers to a probe made from an official template. Each row of its probe table is diagnosed here:
 * the layer must be the row's {@code expect}, and what answers must be the row's {@code answered by}
 * (a case as the best match, a rule among the reasoning's steps with no case, or nothing claimed).
 * A row marked {@code gap} is a miss the page states and leaves open; it is not asserted.
 */
class KnowledgeCoverageDocTest {
  // A probe is a code span: `text`, or `` text `` when the text holds a backtick (a launcher's format string).
  private static final Pattern ROW = Pattern.compile(
      "^\\| ([a-z][0-9]+) \\| [^|]+ \\| (?:`` (.+?) ``|`([^`]+)`) \\| [^|]+ \\| ([a-z-]+) \\| ([^|]+) \\|$",
      Pattern.MULTILINE);
  private static AscendTriage triage;

  private record Probe(String id, String text, String expect, String answeredBy) {}

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().build();
  }

  private static List<Probe> probes() throws IOException {
    return probes("probes");
  }

  /** The rows of one probe block, {@code <!-- name:begin -->} to {@code <!-- name:end -->}. */
  private static List<Probe> probes(String block) throws IOException {
    String doc = Files.readString(TestPaths.repo().resolve("docs/knowledge-coverage.md"));
    int from = doc.indexOf("<!-- " + block + ":begin -->");
    int to = doc.indexOf("<!-- " + block + ":end -->");
    assertTrue(from >= 0 && to > from, "docs/knowledge-coverage.md has no " + block + ":begin/end block");
    Matcher m = ROW.matcher(doc.substring(from, to));
    List<Probe> out = new ArrayList<>();
    while (m.find()) {
      String text = m.group(2) != null ? m.group(2) : m.group(3);
      out.add(new Probe(m.group(1), text.replace("\\n", "\n"), m.group(4), m.group(5).strip()));
    }
    return out;
  }

  @Test
  void everyClassOfTheIssueHasProbes() throws IOException {
    List<Probe> all = probes();
    for (char c = 'a'; c <= 'g'; c++) {
      char cls = c;
      assertTrue(all.stream().anyMatch(p -> p.id().charAt(0) == cls), "no probe row for class (" + cls + ")");
    }
  }

  @TestFactory
  Stream<DynamicTest> eachProbeIsAnsweredAsThePageSays() throws IOException {
    List<Probe> all = probes();
    assertFalse(all.isEmpty(), "no probe rows parsed from docs/knowledge-coverage.md");
    return all.stream()
        .filter(p -> !p.answeredBy().equals("gap"))
        .map(p -> DynamicTest.dynamicTest(p.id() + " " + p.expect() + " " + p.answeredBy(), () -> check(p)));
  }

  /**
   * The launchers' own wordings of classes the knowledge has (words11): each {@code l} row is built
   * from the format string of the source that prints it, each {@code n} row is a near miss a healthy
   * run prints, which nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachLauncherWordingIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("launcher-probes", "l", "n");
  }

  /**
   * The documented failures of official pages added in docs12: each {@code o} row is built from the
   * printed wording of its page, each {@code m} row is a near miss that nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachOfficialPageProbeIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("official-probes", "o", "m");
  }

  /**
   * The documented failures of official pages and code records added in docs13: each {@code d} row is
   * built from the wording of its page or record, each {@code m} row is a near miss that nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachDocs13ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("docs13-probes", "d", "m");
  }

  /**
   * The documented failures of official pages added in docs15: each {@code s} row is built from the
   * printed wording of its page, each {@code t} row is a near miss that nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachDocs15ProbeIsAnsweredAsItsPageSays() throws IOException {
    return probesWithNearMisses("docs15-probes", "s", "t");
  }

  /**
   * The NPU-side pages of docs18 (MindCluster's fault reports, MindIE Motor's configuration codes, the
   * HCCL Test FAQ, CANN's environment): {@code s} rows from each page's printed wording, {@code t}
   * rows near misses that nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachDocs18ProbeIsAnsweredAsItsPageSays() throws IOException {
    return probesWithNearMisses("docs18-probes", "s", "t");
  }

  /**
   * The page families audited in docs20 (ModelArts' LLM training and inference FAQs, MindCluster's
   * ClusterD ConfigMaps, MindIE LLM's configuration codes, HCCL's heartbeat table): {@code s} rows
   * from each page's printed wording, {@code t} rows near misses answered otherwise or not at all.
   */
  @TestFactory
  Stream<DynamicTest> eachDocs20ProbeIsAnsweredAsItsPageSays() throws IOException {
    return probesWithNearMisses("docs20-probes", "s", "t");
  }

  /**
   * Huawei Cloud ModelArts' troubleshooting pages (modelarts21): {@code m} rows from each page's printed
   * wording (a training log's error, a plog line, a Lite node event), {@code n} rows near misses.
   */
  @TestFactory
  Stream<DynamicTest> eachModelArtsProbeIsAnsweredAsItsPageSays() throws IOException {
    return probesWithNearMisses("modelarts21-probes", "m", "n");
  }

  /**
   * The three FAQ families read whole in deep21 (MindSpore distributed FAQ, MindSpeed and MindSpeed-LLM FAQs,
   * torch_npu troubleshooting and ProcessGroupHCCL's checks): {@code s} rows from the source's wording,
   * {@code t} rows near misses (the bare wrapper code, a GPU-only NCCL failure) that no case may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachDeep21ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("deep21-probes", "s", "t");
  }

  /**
   * The training frameworks' own argument and layout checks (args29): each {@code a} row is built from the
   * format string of the source that prints it, each {@code n} row is a near miss (a healthy print, a warning,
   * the same words on another platform's log) that nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachArgs29ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("args29-probes", "a", "n");
  }

  /**
   * The launchers' and training front-ends' own argument checks (args29b: msrun, MindSpore's parallel context,
   * accelerate launch, LLaMA-Factory, ms-swift): each {@code b} row is built from the format string of the source
   * that prints it, each {@code o} row is a near miss (a warning, an info line, the same words on a CUDA host).
   */
  @TestFactory
  Stream<DynamicTest> eachArgs29bProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("args29b-probes", "b", "o");
  }

  /**
   * The frameworks' own wordings (words12): each {@code f} row is built from the format string of the
   * source that prints it, each {@code m} row is a near miss a healthy run prints, which nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachFrameworkWordingIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("framework-probes", "f", "m");
  }

  /**
   * The frameworks' argument and configuration checks (words13): each {@code w} row is built from the
   * format string of the source that prints it, each {@code v} row is a near miss or a line that alone
   * names no layer, which no case may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachFrameworkCheckIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("framework-checks-probes", "w", "v");
  }

  /**
   * The seventh stranger batch's dev misses by class (class14): each {@code c} row is built from the
   * format string of the source that prints it, each {@code k} row is a near miss that nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachSeventhBatchClassProbeIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("class14-probes", "c", "k");
  }

  /**
   * A framework's line takes its level from its logger's format (levels14): each {@code y} row is a
   * failure on a loud line, each {@code z} row a near miss on an INFO or DEBUG line of one format,
   * which nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachFrameworkLevelProbeIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("framework-levels-probes", "y", "z");
  }

  /**
   * torch_npu's codes and the runtime's code in a framework's words (ptacodes15): each {@code p} row
   * is built from the source that prints it, each {@code q} row a line that alone names no layer.
   */
  @TestFactory
  Stream<DynamicTest> eachFrameworkCodeProbeIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("ptacodes15-probes", "p", "q");
  }

  /**
   * The formats levels14 left (formats15): each {@code g} row a failure's line on a loud line of
   * torch's, DeepSpeed's or MindIE's format, each {@code h} row the same line at INFO or DEBUG.
   */
  @TestFactory
  Stream<DynamicTest> eachFrameworkFormatProbeIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("framework-formats-probes", "g", "h");
  }

  /**
   * The eighth stranger batch's dev misses by class (class16): a store port already taken in PyTorch
   * 1.x's bare form, on a GPU log too, and a framework's refusal of a layout it does not support
   * (its own case, apart from divisibility); {@code n} rows are near misses that nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachEighthBatchClassProbeIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("class16-probes", "s", "n");
  }

  /**
   * The log forms formats18 reads: a first death by SIGKILL, MindSpore's runtime return after a
   * blank, a raylet's plog line; {@code j} rows are the launcher's own kills and values no family has.
   */
  @TestFactory
  Stream<DynamicTest> eachLogFormProbeIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("formats18-probes", "k", "j");
  }

  /**
   * The classes issue 35 names and those torch_npu's documents add (classes18): each probed in its
   * source's own format; {@code n} rows are near misses answered otherwise or not at all.
   */
  @TestFactory
  Stream<DynamicTest> eachNamedClassProbeIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("classes18-probes", "a", "n");
  }

  /**
   * A rank table's content (ranktable19): each check HCCL runs while it loads a table, in the
   * loader's words, answered by the case of its class; {@code x} rows are valid tables nothing claims.
   */
  @TestFactory
  Stream<DynamicTest> eachRankTableProbeIsAnsweredAsThePageSays() throws IOException {
    return probesWithNearMisses("ranktable19-probes", "r", "x");
  }

  /**
   * The dev misses by class (dev20): the store-get forms of torch_npu and PyTorch, ERR00008's
   * catalogue layer; {@code n} rows are near misses, among them platform signs inside other words.
   */
  @TestFactory
  Stream<DynamicTest> eachDevMissClassProbeIsAnsweredAsTheSourceSays() throws IOException {
    return probesWithNearMisses("dev20-probes", "s", "n");
  }

  /** Every row of a block checked; the block must hold rows of both kinds (answered, near miss). */
  /**
   * aclnn's inner statuses and the HDK torch_npu needs (device29): {@code s} rows from the header,
   * source file or record that prints them, {@code t} rows answered otherwise or not at all.
   */
  @TestFactory
  Stream<DynamicTest> eachDevice29ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("device29-probes", "s", "t");
  }

  /**
   * What the software prints about its platform (platform29): {@code g} rows carry an Ascend sign or a GPU
   * module's name outside a logger prefix and are answered; {@code k} rows show only a GPU platform module's
   * logger prefix and are declined.
   */
  @TestFactory
  Stream<DynamicTest> eachPlatform29ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("platform29-probes", "g", "k");
  }

  /**
   * MindSpore's and MindFormers' own cluster and parallel checks (mscomm30): {@code c} rows from the format string of
   * the source that prints them (a scheduler or worker message, init()'s checks, the pipeline and shard checks),
   * {@code n} rows near misses a healthy start-up prints, several at WARNING, which nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachMindSporeCommProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("mscomm30-probes", "c", "n");
  }

  /**
   * Three keys read again (codes30): an OPS number by the op it names, 507033 and E39007 with the container's
   * device setting, the driver and firmware verdicts of npu-smi and ascend-dmi; {@code t} rows answered by
   * the catalogue alone or not at all.
   */
  @TestFactory
  Stream<DynamicTest> eachCodes30ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("codes30-probes", "s", "t");
  }

  /**
   * MindSpore's HCCL adapter, its Ascend collective library and the collective manager (ms30b): {@code b} rows from the
   * format string of the source that prints them, {@code n} rows near misses a healthy start-up prints (several at
   * WARNING), which nothing may claim.
   */
  @TestFactory
  Stream<DynamicTest> eachMindSporeHcclAdapterProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("ms30b-probes", "b", "n");
  }

  /** Branch launch30: Gloo's interface failure under Horovod answered; one host's paste keeps the port reading. */
  @TestFactory
  Stream<DynamicTest> eachLaunch30ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("launch30-probes", "h", "n");
  }

  /**
   * Branch know31: a rank-table launch in PyNative mode read by the more specific of two rules' phrases on its
   * line; MindSpore's summaries of a failed HCCL initialisation as wrappers, answered by the cause beside them.
   */
  @TestFactory
  Stream<DynamicTest> eachKnow31ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("know31-probes", "k", "n");
  }

  /** Branch guard30: a paste of two msrun launches with one node rank is one source and keeps the failure's reading. */
  @TestFactory
  Stream<DynamicTest> eachGuard30ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("guard30-probes", "g", "n");
  }

  /**
   * A framework's own check that the parallel layout fits the devices and ranks (dp31: vLLM-Omni, vLLM,
   * vLLM-Ascend, torch): each {@code d} row is built from the format string of the source that prints it, each
   * {@code x} row a near miss (an info line, a warning, the same words on an NCCL host).
   */
  @TestFactory
  Stream<DynamicTest> eachDp31ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("dp31-probes", "d", "x");
  }

  /**
   * The serving stacks' documented multi-node failures (vdoc32: vLLM-Ascend's FAQs, MindIE's rank-table, environment
   * and PD FAQs): each {@code v} row is built from the message the project's source prints, each {@code n} row a near
   * miss (a start-up info line, the same timeout on a CUDA host, the front-end's echo of a failed engine).
   */
  @TestFactory
  Stream<DynamicTest> eachVdoc32ProbeIsAnsweredAsItsSourceSays() throws IOException {
    return probesWithNearMisses("vdoc32-probes", "v", "n");
  }

  private static Stream<DynamicTest> probesWithNearMisses(String block, String answered, String nearMiss) throws IOException {
    List<Probe> all = probes(block);
    assertTrue(all.stream().anyMatch(p -> p.id().startsWith(answered)), "no " + answered + " rows parsed in " + block);
    assertTrue(all.stream().anyMatch(p -> p.id().startsWith(nearMiss)), "no near-miss rows parsed in " + block);
    return all.stream().map(p -> DynamicTest.dynamicTest(p.id() + " " + p.expect() + " " + p.answeredBy(), () -> check(p)));
  }

  private static void check(Probe p) {
    Diagnosis d = triage.diagnose(p.text());
    assertEquals(p.expect(), d.layer().id(), p.id() + ": layer");
    Optional<String> best = d.bestMatch().map(CaseMatch::caseId);
    String by = p.answeredBy();
    if (by.startsWith("case:")) {
      assertEquals(Optional.of(by.substring(5)), best, p.id() + ": best match");
    } else if (by.startsWith("rule:")) {
      assertEquals(Optional.empty(), best, p.id() + ": no case should match");
      String rule = by.substring(5);
      assertTrue(d.reasoning().map(r -> r.steps().stream().anyMatch(s -> rule.equals(s.rule()))).orElse(false),
          p.id() + ": no reasoning step read by " + rule + ": " + d.reasoning());
    } else {
      assertEquals("-", by, p.id() + ": answered by must be case:<id>, rule:<id>, - or gap");
      assertEquals(Optional.empty(), best, p.id() + ": no case should claim it");
    }
  }
}
