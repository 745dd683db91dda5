package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.engine.Engine;
import io.github.ascendtriage.internal.engine.Engines;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The third stranger set (issue 35): public threads nobody on the team had used, in {@code
 * measure/public-reports}, labelled before the tool ran on them and split by a fixed seed into a
 * {@code dev} half (classes its misses show may be fixed) and a {@code test} half (the honest
 * after-figure, never tuned on). Measured as the validation reports are, with the whole case base:
 * the layer right (an {@code alt_layers} answer counts), the official case right, the answer's
 * remediation naming the fix that solved it ({@link FixKeys}), and look-alikes claimed or given a
 * layer. Each figure is printed with its 95% interval for both halves and the whole set; a target
 * is a gate only where the run that set the gates met it on the whole set, and then sits at the
 * target (README "Accuracy" says which). The reports came in batches ({@code split.json}'s
 * {@code batches}: GitHub threads first, then forum posts, blogs and Q&A pages, then a second set of
 * GitHub threads, then write-ups of user reports from the pages corpus, then a third set of GitHub
 * threads found with Chinese queries, then a fourth, a fifth, a sixth and a seventh set from
 * repositories and classes not used before), each split by its own seed
 * before anything was measured; the figures are printed per batch and for all of them, each per half.
 * Beside each line the same set is printed under two other conventions for GPU hosts ({@link
 * GpuConvention}: the shared sets', where a GPU failure that {@code gpu-convention.json} marks
 * {@code none} is a look-alike, and label17's strict one, where every GPU failure is), never gated.
 */
class PublicReportsTest {
  /** Issue 35's targets for reports nobody here has seen. */
  static final double TARGET_LAYER = 0.85;
  static final double TARGET_OFFICIAL = 0.75;
  static final double TARGET_FIX = 0.75;
  static final double TARGET_CLAIMED = 0.05;
  static final double TARGET_LAYERED = 0.10;

  /** Which of the targets a set is gated on. */
  record Gates(boolean layer, boolean official, boolean fix, boolean claimed, boolean layered) {}

  /**
   * Which targets are gates, per batch and for all batches together: those the set met in the run
   * README "Accuracy" records (a gate sits at the target; a target not met is printed, not gated).
   */
  static final java.util.Map<String, Gates> GATES = java.util.Map.ofEntries(
      java.util.Map.entry("threads", new Gates(false, false, false, true, true)),
      java.util.Map.entry("forums", new Gates(false, false, false, false, true)),
      java.util.Map.entry("threads2", new Gates(false, false, false, false, true)),
      java.util.Map.entry("blogs", new Gates(false, false, false, false, true)),
      java.util.Map.entry("threads3", new Gates(true, false, false, true, true)),
      java.util.Map.entry("threads4", new Gates(false, false, false, true, false)),
      java.util.Map.entry("threads5", new Gates(false, false, false, true, false)),
      java.util.Map.entry("threads6", new Gates(true, false, true, true, true)),
      java.util.Map.entry("threads7", new Gates(false, false, false, true, false)),
      java.util.Map.entry("forums2", new Gates(false, false, false, false, false)),
      java.util.Map.entry("threads8", new Gates(false, false, false, false, false)),
      java.util.Map.entry("threads9", new Gates(false, false, false, false, false)),
      java.util.Map.entry("threads10", new Gates(false, false, false, false, false)),
      java.util.Map.entry("threads11", new Gates(false, false, false, false, false)),
      java.util.Map.entry("threads12", new Gates(false, false, false, false, false)),
      java.util.Map.entry("threads13", new Gates(false, false, false, false, false)),
      java.util.Map.entry("all", new Gates(false, false, false, false, true)));

  private static final ObjectMapper JSON = new ObjectMapper();
  private static Path dir;
  private static Set<String> dev;
  private static Set<String> test;
  /** Batch name to the report ids it holds, in the order {@code split.json} lists them. */
  private static final java.util.Map<String, Set<String>> BATCHES = new java.util.LinkedHashMap<>();

  @BeforeAll
  static void load() throws IOException {
    dir = TestPaths.repo().resolve("measure/public-reports");
    assertTrue(Files.isDirectory(dir), "no " + dir);
    JsonNode split = JSON.readTree(dir.resolve("split.json").toFile());
    dev = ids(split.get("dev"));
    test = ids(split.get("test"));
    BATCHES.clear();
    JsonNode batches = split.get("batches");
    if (batches != null) {
      batches.forEach(b -> BATCHES.put(b.get("name").asText(), ids(b.get("ids"))));
    }
  }

  private static Set<String> ids(JsonNode arr) {
    Set<String> out = new TreeSet<>();
    arr.forEach(n -> out.add(n.asText()));
    return out;
  }

  /**
   * What one report's answer got right; {@code gpu} is the label's {@code platform} field being
   * {@code gpu}, {@code named} and {@code hasLayer} what the answer gave whatever the label
   * (for {@link GpuConvention}).
   */
  record Scored(String id, boolean failure, boolean layerRight, boolean official, boolean officialRight,
      boolean fixNamed, boolean claimed, boolean layered, String answer, boolean fixUnreadable, boolean fixStrict,
      boolean gpu, boolean named, boolean hasLayer) {}

  /** The figures of a set of scored reports. */
  record Figures(String name, List<Scored> reports) {
    Share layer() {
      return share(reports.stream().filter(Scored::failure).toList(), Scored::layerRight);
    }

    Share official() {
      return share(reports.stream().filter(Scored::official).toList(), Scored::officialRight);
    }

    Share fix() {
      return share(reports.stream().filter(Scored::failure).toList(), Scored::fixNamed);
    }

    /** The stricter figure (strict15): named by a step specific to the answer ({@link FixKeys#SPECIFIC}); printed, not gated. */
    Share fixStrict() {
      return share(reports.stream().filter(Scored::failure).toList(), Scored::fixStrict);
    }

    Share claimed() {
      return share(reports.stream().filter(s -> !s.failure()).toList(), Scored::claimed);
    }

    Share layered() {
      return share(reports.stream().filter(s -> !s.failure()).toList(), Scored::layered);
    }

    private static Share share(List<Scored> of, java.util.function.Predicate<Scored> p) {
      return new Share(of.stream().filter(p).count(), of.size());
    }

    String line() {
      List<String> misses = new ArrayList<>();
      for (Scored s : reports) {
        if (s.failure() ? !s.layerRight() : s.layered() || s.claimed()) {
          misses.add(s.id() + " " + s.answer());
        }
      }
      return String.format(Locale.ROOT, "public reports, %s: layer right %s (target >= %.0f%%); official case right %s;"
              + " fix named %s (target >= %.0f%%; %d fixes name no key FixKeys reads; strict %s); look-alikes claimed %s (target <= %.0f%%), given a layer %s (target <= %.0f%%);"
              + " misses %s",
          name, layer(), 100 * TARGET_LAYER, official(), fix(), 100 * TARGET_FIX,
          reports.stream().filter(Scored::fixUnreadable).count(), fixStrict(), claimed(), 100 * TARGET_CLAIMED,
          layered(), 100 * TARGET_LAYERED, misses);
    }
  }

  static Scored score(Engine engine, Path report) throws IOException {
    JsonNode label = JSON.readTree(report.resolve("report.json").toFile());
    String id = label.get("id").asText();
    assertEquals(report.getFileName().toString(), id, "report id and folder");
    Diagnosis d = Engines.path(engine, report.resolve("input.log"));
    String layer = label.get("layer").asText();
    List<String> alt = FieldReportsLcoTest.texts(label.get("alt_layers"));
    boolean acceptable = d.layer().id().equals(layer) || alt.contains(d.layer().id());
    String answer = "(" + layer + ": " + d.layer().id() + d.bestMatch().map(m -> " " + m.caseId()).orElse("") + ")";
    boolean gpu = label.path("platform").asText().equals("gpu");
    boolean hasLayer = d.layer() != Layer.UNKNOWN;
    if (layer.equals("none")) {
      return new Scored(id, false, false, false, false, false, d.matched(), hasLayer && !acceptable, answer, false, false,
          gpu, d.matched(), hasLayer);
    }
    JsonNode off = label.get("official_case");
    boolean official = off != null && !off.isNull();
    boolean officialRight = false;
    if (official) {
      Set<String> ok = new TreeSet<>(FieldReportsLcoTest.texts(label.get("alt_cases")));
      ok.add(off.asText());
      officialRight = FieldReportsLcoTest.officialIds(d).stream().anyMatch(ok::contains);
    }
    Set<String> wanted = FixKeys.of(String.join("\n", FieldReportsLcoTest.texts(label.get("remediation"))));
    Set<String> given = FixKeys.given(d.remediation(), false);
    given.retainAll(wanted);
    Set<String> strict = FixKeys.given(d.remediation(), true);
    strict.retainAll(wanted);
    return new Scored(id, true, acceptable, official, officialRight, !given.isEmpty(), false, false, answer, wanted.isEmpty(),
        !strict.isEmpty(), gpu, d.matched(), hasLayer);
  }

  @Test
  void theSplitIsFixedAndCoversEveryReportOnce() throws IOException {
    Set<String> folders = new TreeSet<>();
    try (var s = Files.list(dir)) {
      s.filter(p -> Files.isRegularFile(p.resolve("report.json"))).forEach(p -> folders.add(p.getFileName().toString()));
    }
    Set<String> both = new TreeSet<>(dev);
    both.retainAll(test);
    assertEquals(Set.of(), both, "reports in both halves");
    Set<String> all = new TreeSet<>(dev);
    all.addAll(test);
    assertEquals(folders, all, "every report is in one half");
    Set<String> batched = new TreeSet<>();
    for (Set<String> b : BATCHES.values()) {
      for (String id : b) {
        assertTrue(batched.add(id), id + " is in two batches");
      }
    }
    assertEquals(folders, batched, "every report is in one batch");
  }

  /** One batch's figures: its dev half, its test half and both. */
  private static List<Figures> halves(String name, Set<String> ids, List<Scored> devScored, List<Scored> testScored) {
    List<Scored> d = devScored.stream().filter(s -> ids.contains(s.id())).toList();
    List<Scored> t = testScored.stream().filter(s -> ids.contains(s.id())).toList();
    List<Scored> both = new ArrayList<>(d);
    both.addAll(t);
    return List.of(new Figures(name + " dev", d), new Figures(name + " test", t), new Figures(name, both));
  }

  @Test
  void strangerReportsMeasuredOnBothHalves() throws IOException {
    Engine engine = Engines.create(CaseBaseLoader.load(true, List.of(), List.of()), 3, Double.NaN);
    List<Scored> devScored = new ArrayList<>();
    List<Scored> testScored = new ArrayList<>();
    for (String id : dev) {
      devScored.add(score(engine, dir.resolve(id)));
    }
    for (String id : test) {
      testScored.add(score(engine, dir.resolve(id)));
    }
    List<Scored> every = new ArrayList<>(devScored);
    every.addAll(testScored);
    Figures whole = new Figures("all", every);
    java.util.Map<String, Boolean> keeps = GpuConvention.load(dir);
    Set<String> foreign = GpuConvention.foreignMarked(dir, keeps.keySet(), CaseBaseLoader.builtInKnowledge().platform());
    for (var batch : BATCHES.entrySet()) {
      for (Figures f : halves(batch.getKey(), batch.getValue(), devScored, testScored)) {
        System.out.println(f.line());
        System.out.println(GpuConvention.lines(f, keeps, foreign));
      }
    }
    // the dev half's fix misses by report and the keys their fixes name, for finding their classes (the test half's
    // stay unprinted: only its counts are read)
    List<String> devFixMisses = new ArrayList<>();
    for (Scored s : devScored) {
      if (s.failure() && !s.fixNamed()) {
        JsonNode label = JSON.readTree(dir.resolve(s.id()).resolve("report.json").toFile());
        devFixMisses.add(s.id() + " " + s.answer() + " wants "
            + FixKeys.of(String.join("\n", FieldReportsLcoTest.texts(label.get("remediation")))));
      }
    }
    System.out.println("public reports, all dev: fix misses " + devFixMisses);
    // and the dev answers that name the fix only through a generic step (a layer's check or the similar incident)
    List<String> devStrictMisses = devScored.stream().filter(s -> s.failure() && s.fixNamed() && !s.fixStrict())
        .map(s -> s.id() + " " + s.answer()).toList();
    System.out.println("public reports, all dev: named only by a generic step " + devStrictMisses);
    for (Figures f : List.of(new Figures("all dev", devScored), new Figures("all test", testScored), whole)) {
      System.out.println(f.line());
      System.out.println(GpuConvention.lines(f, keeps, foreign));
    }
    assertTrue(whole.layer().n() >= 10 && whole.claimed().n() >= 10, "public reports found: " + whole.layer() + " + " + whole.claimed());
    List<Figures> gated = new ArrayList<>();
    for (var batch : BATCHES.entrySet()) {
      gated.add(halves(batch.getKey(), batch.getValue(), devScored, testScored).get(2));
    }
    gated.add(whole);
    for (Figures f : gated) {
      Gates g = GATES.get(f.name());
      assertTrue(g != null, "no gates declared for the set " + f.name());
      if (g.layer()) {
        assertTrue(f.layer().value() >= TARGET_LAYER, f.line());
      }
      if (g.official()) {
        assertTrue(f.official().value() >= TARGET_OFFICIAL, f.line());
      }
      if (g.fix()) {
        assertTrue(f.fix().value() >= TARGET_FIX, f.line());
      }
      if (g.claimed()) {
        assertTrue(f.claimed().value() <= TARGET_CLAIMED, f.line());
      }
      if (g.layered()) {
        assertTrue(f.layered().value() <= TARGET_LAYERED, f.line());
      }
    }
  }
}
