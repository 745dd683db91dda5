package io.github.ascendtriage.corpus;

import io.github.ascendtriage.Layer;
import java.util.List;
import java.util.Locale;

/** Renders the leave-case-out section of the accuracy report. Stateless; thread-safe. */
final class LcoReport {
  private LcoReport() {}

  static String render(LeaveCaseOut lco, LcoMetrics m, Metrics inSample) {
    StringBuilder sb = new StringBuilder();
    sb.append("## Leave-case-out: failures the case base has not seen\n\n")
        .append("Each sample is diagnosed again by the case base without the cases labelled on it (its\n")
        .append("case and alternatives), the cases written from the same field report, the reasoning rules\n")
        .append("citing that report and the rule tokens taken from the held-out cases (derivedFrom). On a\n")
        .append("positive every claimed case is then a wrong case; the layer can still be right through\n")
        .append("the layer reasoning. This is the figure for a new failure; the in-sample figures above\n")
        .append("measure coverage and regressions of the cases the corpus was written with.\n\n");
    sb.append("Each leave-case-out figure is shown with its 95% Wilson interval. A target is a gate only where\n")
        .append("the run of README \"Accuracy\" met it (LcoMetrics.GATE_*); the gate is then the target.\n\n");
    sb.append("| figure | in-sample | leave-case-out | target | gate |\n|---|---|---|---|---|\n");
    sb.append(String.format(Locale.ROOT, "| positives: layer right | %s | %s | >= %s | %s |%n",
        pct(inSamplePositiveLayer(lco)), m.layerRight(), pct(LcoMetrics.TARGET_LAYER), gate(LcoMetrics.GATE_LAYER)));
    sb.append(String.format(Locale.ROOT, "| positives: `unknown` | - | %s | | |%n", m.unknown()));
    sb.append(String.format(Locale.ROOT, "| positives: another layer | - | %s | | |%n", m.layerWrong()));
    sb.append(String.format(Locale.ROOT, "| positives: a wrong case claimed | %s | %s | <= %s | %s |%n",
        pct(1 - inSample.top1()), m.wrongCase(), pct(LcoMetrics.TARGET_WRONG_CASE), gate(LcoMetrics.GATE_WRONG_CASE)));
    sb.append(String.format(Locale.ROOT, "| negatives: a case claimed | %s | %s | <= %s | %s |%n",
        pct(inSample.falsePositiveRate()), m.negativesClaimed(), pct(LcoMetrics.TARGET_NEGATIVES_CLAIMED),
        gate(LcoMetrics.GATE_NEGATIVES_CLAIMED)));
    sb.append(String.format(Locale.ROOT, "| negatives: a layer answered | - | %s | | |%n", m.negativesLayered()));
    sb.append(String.format(Locale.ROOT, "%nPositives %d, negatives %d.%n", m.positives(), m.negatives()));
    List<String> notMet = m.targetsNotMet();
    sb.append(notMet.isEmpty() ? "\nEvery target met.\n" : "\nTargets not met: " + String.join("; ", notMet) + "\n");
    List<String> gate = m.gateFailures();
    sb.append(gate.isEmpty() ? "\nLCO gate: **passed**\n\n" : "\nLCO gate: **failed**: " + String.join("; ", gate) + "\n\n");

    sb.append("### Leave-case-out confusion by layer (rows: expected, columns: answered)\n\n| expected \\ answered |");
    for (Layer l : Layer.values()) {
      sb.append(' ').append(l.id()).append(" |");
    }
    sb.append("\n|---|").append("---|".repeat(Layer.values().length)).append('\n');
    for (Layer e : Layer.values()) {
      sb.append("| ").append(e.id()).append(" |");
      for (Layer a : Layer.values()) {
        long n = lco.results.stream()
            .filter(r -> r.expectedLayer().equals(e.id()) && r.diagnosis().layer() == a).count();
        sb.append(' ').append(n).append(" |");
      }
      sb.append('\n');
    }
    sb.append("\n### Leave-case-out misses\n\n| sample | excluded | expected | answered | claimed |\n|---|---|---|---|---|\n");
    for (LeaveCaseOut.Result r : lco.results) {
      if (!r.layerRight() || r.claimed()) {
        sb.append("| ").append(r.sample().id()).append(" | ").append(String.join(", ", r.excluded()))
            .append(" | ").append(r.expectedLayer()).append(" | ").append(r.diagnosis().layer().id())
            .append(" | ").append(r.claimed() ? r.claimText() : "-").append(" |\n");
      }
    }
    return sb.toString();
  }

  /** Bins of the reliability tables: predicted confidence ranges. */
  static final double[] EDGES = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001};

  /**
   * The confidence section: the claims on the mixed population and the reasoner on its
   * leave-case-out answers, each with the shipped mapping and the proposed one (held out by
   * grouped cross-validation), as reliability tables with their expected calibration error.
   */
  static String confidence(CorpusRun run, CalibrationFitter.Fitted claims, CalibrationFitter.Fitted reasoner) {
    StringBuilder sb = new StringBuilder();
    sb.append("\n## Confidence on new failures\n\n")
        .append("Claims: one observation per listed candidate (top ").append(CalibrationFitter.LISTED)
        .append(") of every sample in-sample (its case is known) and of every positive under leave-case-out (its case\n")
        .append("is not, so every candidate is wrong): a population in which half the failures are of a known case.\n")
        .append("Reasoner: one observation per leave-case-out answer of the layer reasoner; right when the layer is.\n")
        .append("The proposed mappings are isotonic and pooled as above; their rows are held out by grouped ")
        .append(CalibrationFitter.FOLDS).append("-fold\ncross-validation (all samples of a case in one fold), so no case calibrates itself.\n\n");
    double[] shippedClaims = new double[claims.pairs().size()];
    for (int i = 0; i < shippedClaims.length; i++) {
      shippedClaims[i] = run.shipped.confidence(claims.pairs().get(i).raw());
    }
    double[] shippedReasoner = new double[reasoner.pairs().size()];
    for (int i = 0; i < shippedReasoner.length; i++) {
      shippedReasoner[i] = run.base.reasoning().confidence().confidence(reasoner.pairs().get(i).raw());
    }
    sb.append("### Claims, shipped mapping (`casebase/calibration.json`)\n\n");
    table(sb, shippedClaims, claims.pairs());
    sb.append("\n### Claims, proposed mapping (held out)\n\n");
    table(sb, claims.heldOut(), claims.pairs());
    sb.append("\nProposed claim calibration (`target/calibration-proposed.json`), threshold ")
        .append(String.format(Locale.ROOT, "%.3f", claims.calibration().threshold())).append(".\n");
    sb.append("\n### Reasoner, shipped mapping (`casebase/reasoning.json` confidence)\n\n");
    table(sb, shippedReasoner, reasoner.pairs());
    sb.append("\n### Reasoner, proposed mapping (held out)\n\n");
    table(sb, reasoner.heldOut(), reasoner.pairs());
    sb.append("\nProposed reasoner mapping: `target/reasoning-confidence-proposed.json`.\n");
    return sb.toString();
  }

  static double ece(double[] conf, List<CalibrationFitter.Pair> pairs) {
    return CalibrationFitter.qualityOf(conf, pairs).ece();
  }

  static void table(StringBuilder sb, double[] conf, List<CalibrationFitter.Pair> pairs) {
    sb.append("| predicted | n | mean predicted | observed right |\n|---|---|---|---|\n");
    for (int b = 0; b + 1 < EDGES.length; b++) {
      int n = 0;
      int right = 0;
      double sum = 0;
      for (int i = 0; i < conf.length; i++) {
        if (conf[i] >= EDGES[b] && conf[i] < EDGES[b + 1]) {
          n++;
          sum += conf[i];
          right += pairs.get(i).right() ? 1 : 0;
        }
      }
      String range = String.format(Locale.ROOT, "[%.1f, %.1f%s", EDGES[b], Math.min(1.0, EDGES[b + 1]), b + 2 == EDGES.length ? "]" : ")");
      if (n > 0) {
        sb.append(String.format(Locale.ROOT, "| %s | %d | %.2f | %d/%d = %s |%n", range, n, sum / n, right, n, pct((double) right / n)));
      }
    }
    CalibrationFitter.Quality q = CalibrationFitter.qualityOf(conf, pairs);
    sb.append(String.format(Locale.ROOT, "%nExpected calibration error %.3f, Brier %.3f (n=%d).%n", q.ece(), q.brier(), q.n()));
  }

  private static double inSamplePositiveLayer(LeaveCaseOut lco) {
    CorpusRun run = CorpusRun.get();
    List<Outcome> pos = run.outcomes.stream().filter(o -> !o.label().layer().equals("none")).toList();
    return pos.isEmpty() ? Double.NaN : (double) pos.stream().filter(Outcome::layerOk).count() / pos.size();
  }

  private static String gate(boolean on) {
    return on ? "yes" : "no (not met)";
  }

  private static String pct(double v) {
    return CalibrationFitter.pct(v);
  }
}
