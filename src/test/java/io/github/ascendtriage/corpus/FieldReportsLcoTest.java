package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseBase;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The real field reports of {@code ../shared/field-reports}, measured, not demanded one by one: the
 * 55 reports each held out with what was written from it (the cases whose references name it, its
 * official case, the reasoning rules citing it; {@link HoldOut}), and the 62 validation reports, from
 * which no knowledge was written, with the whole case base. Each figure is printed with its 95%
 * interval; a figure is a gate only where the run that set the gates met the target (the
 * gate then sits at the target). CI lays {@code ../shared} beside the clone, so there a missing
 * folder fails the test rather than skipping it.
 */
class FieldReportsLcoTest {
  /** Issue 35 targets. */
  static final double TARGET_LAYER = 0.80;
  static final double TARGET_VALIDATION_LAYER = 0.80;
  static final double TARGET_VALIDATION_LOOKALIKES_CLAIMED = 0.05;

  /**
   * Which targets are gates: those the run of README "Accuracy" met. A target not met is printed
   * against the measured figure and stated as not met in README.
   */
  static final boolean GATE_LAYER = true;
  static final boolean GATE_VALIDATION_LAYER = true;
  static final boolean GATE_VALIDATION_LOOKALIKES_CLAIMED = true;

  private static final Pattern OFFICIAL = Pattern.compile("\\b(?:ptacase_\\d{4}|topic_\\d{16}|tensorflow_faq_\\d{4})\\b");
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The folder of field reports; fails under CI (env {@code CI}) when it is missing, else skips. */
  static Path reports() {
    Path dir = TestPaths.shared().resolve("field-reports");
    if (!Files.isDirectory(dir)) {
      if (System.getenv("CI") != null) {
        fail("CI is set but " + dir + " is missing: the field-report figures cannot be measured");
      }
      assumeTrue(false, "no ../shared/field-reports here");
    }
    return dir;
  }

  static List<Path> reportDirs(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> Files.isRegularFile(p.resolve("report.json"))).sorted().toList();
    }
  }

  /** The official case ids the answer gives: its officialCase, the best match's id and the official cases it names. */
  static Set<String> officialIds(Diagnosis d) {
    Set<String> out = new TreeSet<>();
    d.officialCase().ifPresent(o -> out.add(o.id()));
    for (CaseMatch m : d.bestMatch().stream().toList()) {
      Matcher id = OFFICIAL.matcher(m.caseId());
      if (id.matches()) {
        out.add(m.caseId());
      }
    }
    return out;
  }

  /** The strings of a JSON array ({@code remediation}, {@code alt_layers}, ...); empty when it is absent. */
  static List<String> texts(JsonNode n) {
    List<String> out = new ArrayList<>();
    if (n != null && n.isArray()) {
      n.forEach(v -> out.add(v.asText()));
    }
    return out;
  }

  @Test
  void realReportsEachHeldOutWithWhatWasWrittenFromIt() throws Exception {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    int positives = 0;
    int right = 0;
    List<String> misses = new ArrayList<>();
    List<String> lookAlikes = new ArrayList<>();
    for (Path report : reportDirs(reports())) {
      JsonNode label = JSON.readTree(report.resolve("report.json").toFile());
      String id = report.getFileName().toString();
      Set<String> excluded = HoldOut.casesWrittenFrom(base, Set.of(id));
      JsonNode official = label.get("official_case");
      if (official != null && !official.isNull()) {
        excluded.add(official.asText());
      }
      Diagnosis d = Engines.path(Engines.create(HoldOut.without(base, excluded, Set.of(id)), 3, Double.NaN), report.resolve("input.log"));
      String layer = label.get("layer").asText();
      if (layer.equals("none")) {
        if (d.matched() || d.layer() != Layer.UNKNOWN) {
          lookAlikes.add(id + " " + d.layer().id());
        }
        continue;
      }
      positives++;
      if (d.layer().id().equals(layer)) {
        right++;
      } else {
        misses.add(id + " (" + layer + ": " + d.layer().id() + ")");
      }
    }
    Share layerRight = new Share(right, positives);
    System.out.printf(Locale.ROOT, "field reports, each held out: layer right %s, target >= %.0f%% (%s); misses %s%n",
        layerRight, 100 * TARGET_LAYER, GATE_LAYER ? "gate" : layerRight.value() >= TARGET_LAYER ? "met, not yet a gate" : "NOT MET",
        misses);
    assertEquals(List.of(), lookAlikes, "look-alikes answered");
    assertTrue(positives >= 40, "real failures found: " + positives);
    if (GATE_LAYER) {
      assertTrue(layerRight.value() >= TARGET_LAYER,
          String.format(Locale.ROOT, "layer right %s < %.0f%%; misses %s", layerRight, 100 * TARGET_LAYER, misses));
    }
  }

  @Test
  void validationReportsNoKnowledgeWasWrittenFrom() throws Exception {
    Path dir = reports().resolve("validation");
    assertTrue(Files.isDirectory(dir), "no validation folder in " + dir.getParent());
    Engine engine = Engines.create(CaseBaseLoader.load(true, List.of(), List.of()), 3, Double.NaN);
    int positives = 0;
    int right = 0;
    int officials = 0;
    int officialRight = 0;
    int negatives = 0;
    int claimed = 0;
    int layered = 0;
    List<String> misses = new ArrayList<>();
    List<CalibrationFitter.Pair> layerAnswers = new ArrayList<>();
    List<Double> layerConf = new ArrayList<>();
    List<CalibrationFitter.Pair> caseAnswers = new ArrayList<>();
    List<Double> caseConf = new ArrayList<>();
    for (Path report : reportDirs(dir)) {
      JsonNode label = JSON.readTree(report.resolve("report.json").toFile());
      String id = report.getFileName().toString();
      Diagnosis d = Engines.path(engine, report.resolve("input.log"));
      String layer = label.get("layer").asText();
      List<String> altLayers = texts(label.get("alt_layers"));
      boolean acceptable = d.layer().id().equals(layer) || altLayers.contains(d.layer().id());
      if (d.layer() != Layer.UNKNOWN) { // held-out calibration: the answer's confidence against its layer
        layerAnswers.add(new CalibrationFitter.Pair(d.confidence(), acceptable, layer.equals("none"), id));
        layerConf.add(d.confidence());
      }
      for (CaseMatch m : d.bestMatch().stream().toList()) {
        boolean caseRight = m.layer().id().equals(layer) || altLayers.contains(m.layer().id());
        caseAnswers.add(new CalibrationFitter.Pair(m.confidence(), caseRight, layer.equals("none"), id));
        caseConf.add(m.confidence());
      }
      if (layer.equals("none")) {
        negatives++;
        claimed += d.matched() ? 1 : 0;
        if (d.layer() != Layer.UNKNOWN && !acceptable) {
          layered++;
          misses.add(id + " (none: " + d.layer().id() + ")");
        }
        continue;
      }
      positives++;
      if (acceptable) {
        right++;
      } else {
        misses.add(id + " (" + layer + ": " + d.layer().id() + ")");
      }
      JsonNode official = label.get("official_case");
      if (official != null && !official.isNull()) {
        officials++;
        List<String> ok = new ArrayList<>(texts(label.get("alt_cases")));
        ok.add(official.asText());
        Set<String> given = officialIds(d);
        officialRight += ok.stream().anyMatch(given::contains) ? 1 : 0;
      }
    }
    Share layerRight = new Share(right, positives);
    Share official = new Share(officialRight, officials);
    Share lookClaimed = new Share(claimed, negatives);
    Share lookLayered = new Share(layered, negatives);
    System.out.printf(Locale.ROOT, "validation reports: layer right %s, target >= %.0f%% (%s); official case right %s;"
            + " look-alikes claimed %s, target <= %.0f%% (%s); given a layer %s; misses %s%n",
        layerRight, 100 * TARGET_VALIDATION_LAYER, state(GATE_VALIDATION_LAYER, layerRight.value() >= TARGET_VALIDATION_LAYER),
        official, lookClaimed, 100 * TARGET_VALIDATION_LOOKALIKES_CLAIMED,
        state(GATE_VALIDATION_LOOKALIKES_CLAIMED, lookClaimed.value() <= TARGET_VALIDATION_LOOKALIKES_CLAIMED), lookLayered, misses);
    StringBuilder rel = new StringBuilder("validation reports, confidence on held-out data: answers with a layer (right: the layer)\n");
    LcoReport.table(rel, layerConf.stream().mapToDouble(Double::doubleValue).toArray(), layerAnswers);
    rel.append("case answers (right: the matched case's layer)\n");
    LcoReport.table(rel, caseConf.stream().mapToDouble(Double::doubleValue).toArray(), caseAnswers);
    System.out.println(rel);
    assertTrue(positives >= 30 && negatives >= 10, "validation reports found: " + positives + " + " + negatives);
    if (GATE_VALIDATION_LAYER) {
      assertTrue(layerRight.value() >= TARGET_VALIDATION_LAYER, "validation layer right " + layerRight + "; misses " + misses);
    }
    if (GATE_VALIDATION_LOOKALIKES_CLAIMED) {
      assertTrue(lookClaimed.value() <= TARGET_VALIDATION_LOOKALIKES_CLAIMED, "validation look-alikes claimed " + lookClaimed);
    }
  }

  private static String state(boolean gate, boolean met) {
    return gate ? "gate" : met ? "met, not yet a gate" : "NOT MET";
  }
}
