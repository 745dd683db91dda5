package io.github.ascendtriage.corpus;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Calibration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Renders the accuracy report of a corpus run as Markdown. Stateless; thread-safe. */
final class AccuracyReport {
  private AccuracyReport() {}

  static String render(CorpusRun run, Metrics m, CalibrationFitter.Fit fit) {
    StringBuilder sb = new StringBuilder();
    sb.append("# ascend-triage accuracy report\n\n");
    sb.append("Every sample of `corpus/` is diagnosed by the shipped tool (built-in cases, shipped\n")
        .append("calibration and threshold). Negatives (label layer `none`) are right when no case is\n")
        .append("claimed and the layer is `unknown`. Top-1/top-3 and remediation figures are over the\n")
        .append("positives; a remediation hit means the best match's commands and explanations contain\n")
        .append("every keyword of the label.\n\n")
        .append("Calibration: one observation per listed candidate (the top 3 raw-scored cases of each\n")
        .append("sample, right or not; every candidate of a negative is wrong). The proposed\n")
        .append("mapping is isotonic (pool-adjacent-violators), pools at least ")
        .append(CalibrationFitter.MIN_BLOCK).append(" samples per block and\n")
        .append("shrinks each block's precision towards the default curve with ")
        .append((int) CalibrationFitter.PRIOR_WEIGHT).append(" pseudo-observations; its quality is measured\n")
        .append("by grouped ").append(CalibrationFitter.FOLDS)
        .append("-fold cross-validation that holds out all samples of a case together.\n\n");
    sb.append(String.format(Locale.ROOT, "Samples: %d (%d positive, %d negative, %d trees with a labelled root cause)%n%n",
        m.samples(), m.positives(), m.negatives(), m.trees()));
    sb.append("| figure | value | gate |\n|---|---|---|\n");
    row(sb, "layer accuracy", m.layerAccuracy(), ">= " + pct(Metrics.MIN_LAYER));
    row(sb, "top-1 case accuracy", m.top1(), ">= " + pct(Metrics.MIN_TOP1));
    row(sb, "top-3 case accuracy", m.top3(), ">= " + pct(Metrics.MIN_TOP3));
    row(sb, "negatives wrongly matched", m.falsePositiveRate(), "<= " + pct(Metrics.MAX_FALSE_POSITIVE));
    row(sb, "remediation hit rate", m.remediationHit(), ">= " + pct(Metrics.MIN_REMEDIATION));
    row(sb, "root cause (host, rank, device) on trees", m.rootCause(), "per sample");
    sb.append('\n');
    List<String> gate = m.gateFailures();
    sb.append(gate.isEmpty() ? "Gate: **passed**\n\n" : "Gate: **failed**: " + String.join("; ", gate) + "\n\n");

    sb.append("## By expected layer\n\n| layer | samples | layer right | top-1 right |\n|---|---|---|---|\n");
    for (String l : layers()) {
      List<Outcome> os = run.outcomes.stream().filter(o -> o.expectedLayer().equals(l)).toList();
      if (!os.isEmpty()) {
        sb.append("| ").append(l).append(" | ").append(os.size()).append(" | ")
            .append(os.stream().filter(Outcome::layerOk).count()).append(" | ")
            .append(os.stream().filter(Outcome::top1Ok).count()).append(" |\n");
      }
    }
    sb.append("\n## Confusion matrix by layer (rows: expected, columns: answered)\n\n| expected \\ answered |");
    for (String l : layers()) {
      sb.append(' ').append(l).append(" |");
    }
    sb.append("\n|---|").append("---|".repeat(layers().size())).append('\n');
    for (String e : layers()) {
      sb.append("| ").append(e).append(" |");
      for (String a : layers()) {
        long n = run.outcomes.stream()
            .filter(o -> o.expectedLayer().equals(e) && o.diagnosis().layer().id().equals(a)).count();
        sb.append(' ').append(n).append(" |");
      }
      sb.append('\n');
    }

    List<CalibrationFitter.Pair> pairs = CalibrationFitter.pairs(run.outcomes);
    sb.append("\n## Confidence calibration (shipped mapping, threshold ")
        .append(String.format(Locale.ROOT, "%.3f", run.shipped.threshold())).append(")\n\n")
        .append("The top 3 candidates of each sample, before abstention, binned by the confidence the\n")
        .append("shipped mapping gives them; observed = share of the bin whose case is right.\n\n");
    table(sb, run.shipped, pairs);
    CalibrationFitter.Quality shippedQ = CalibrationFitter.quality(run.shipped, pairs);
    sb.append(String.format(Locale.ROOT, "%nShipped mapping on the corpus: Brier %.3f, ECE %.3f (n=%d).%n",
        shippedQ.brier(), shippedQ.ece(), shippedQ.n()));

    sb.append("\n## Calibration fitted on the in-sample corpus alone (for comparison; the proposed file is the fit of \"Confidence on new failures\")\n\n```json\n")
        .append(CalibrationFitter.toJson(fit.calibration())).append("```\n\n")
        .append(String.format(Locale.ROOT,
            "In-sample: Brier %.3f, ECE %.3f. Grouped %d-fold cross-validation: Brier %.3f, ECE %.3f (n=%d).%n%n",
            fit.inSample().brier(), fit.inSample().ece(), CalibrationFitter.FOLDS,
            fit.crossValidated().brier(), fit.crossValidated().ece(), fit.crossValidated().n()))
        .append(fit.startAtLowest()
            ? "Below the first block the mapping starts at the lowest observed score (this start cross-validated better than following the default curve).\n\n"
            : "Below the first block the mapping follows the default curve (this start cross-validated better than starting at the lowest observed score).\n\n");
    table(sb, fit.calibration(), pairs);

    java.util.Set<String> missing = new java.util.TreeSet<>();
    for (Outcome o : run.outcomes) {
      o.label().caseId().filter(c -> !run.caseIds.contains(c)).ifPresent(missing::add);
    }
    sb.append("\n## Labelled cases not in the case base (").append(missing.size()).append(")\n\n")
        .append(missing.isEmpty() ? "None." : String.join(", ", missing)).append('\n');

    sb.append("\n## Samples that fail a check\n\n");
    List<Outcome> bad = run.outcomes.stream().filter(o -> !o.problems().isEmpty()).toList();
    if (bad.isEmpty()) {
      sb.append("None.\n");
    } else {
      sb.append("| sample | expected | got | why |\n|---|---|---|---|\n");
      for (Outcome o : bad) {
        boolean absent = o.label().caseId().map(c -> !run.caseIds.contains(c)).orElse(false);
        sb.append("| ").append(o.sample().id()).append(" | ")
            .append(o.label().caseId().orElse("none")).append(absent ? " (no such case yet)" : "").append(" (").append(o.expectedLayer()).append(") | ")
            .append(o.matchesText()).append(" (").append(o.diagnosis().layer().id()).append(") | ")
            .append(String.join("; ", o.problems()).replace("|", "\\|")).append(" |\n");
      }
    }
    java.util.Map<String, String> known =
        KnownFailures.read(io.github.ascendtriage.TestPaths.corpus().resolve(KnownFailures.FILE));
    List<String> fixed = run.outcomes.stream()
        .filter(o -> known.containsKey(o.sample().id()) && o.problems().isEmpty())
        .map(o -> o.sample().id()).toList();
    sb.append("\nKnown failures listed in `corpus/").append(KnownFailures.FILE).append("`: ").append(known.size())
        .append(fixed.isEmpty() ? ".\n" : "; passing now (drop them from the list): " + String.join(", ", fixed) + "\n");
    return sb.toString();
  }

  static void table(StringBuilder sb, Calibration c, List<CalibrationFitter.Pair> pairs) {
    double[] edges = {0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001};
    sb.append("| confidence | samples | mean confidence | observed right |\n|---|---|---|---|\n");
    for (int i = 0; i + 1 < edges.length; i++) {
      List<Double> cs = new ArrayList<>();
      int right = 0;
      for (CalibrationFitter.Pair p : pairs) {
        double v = c.confidence(p.raw());
        if (v >= edges[i] && v < edges[i + 1]) {
          cs.add(v);
          right += p.right() ? 1 : 0;
        }
      }
      String range = String.format(Locale.ROOT, "[%.1f, %.1f%s", edges[i], Math.min(1.0, edges[i + 1]),
          i + 2 == edges.length ? "]" : ")");
      if (cs.isEmpty()) {
        sb.append("| ").append(range).append(" | 0 | - | - |\n");
      } else {
        double mean = cs.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        sb.append(String.format(Locale.ROOT, "| %s | %d | %.2f | %d/%d = %s |%n", range, cs.size(), mean,
            right, cs.size(), pct((double) right / cs.size())));
      }
    }
  }

  private static List<String> layers() {
    List<String> out = new ArrayList<>();
    for (Layer l : Layer.values()) {
      out.add(l.id());
    }
    return out;
  }

  private static void row(StringBuilder sb, String name, double v, String gate) {
    sb.append("| ").append(name).append(" | ").append(pct(v)).append(" | ").append(gate).append(" |\n");
  }

  static String pct(double v) {
    return CalibrationFitter.pct(v);
  }
}
