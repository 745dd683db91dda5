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
        .append("case and alternatives) and without the cases written from the same field report. On a\n")
        .append("positive every claimed case is then a wrong case; the layer can still be right through\n")
        .append("the layer reasoning. This is the figure for a new failure; the in-sample figures above\n")
        .append("measure coverage and regressions of the cases the corpus was written with.\n\n");
    sb.append("| figure | in-sample | leave-case-out | gate | target |\n|---|---|---|---|---|\n");
    sb.append(String.format(Locale.ROOT, "| positives: layer right | %s | %s | >= %s | >= %s |%n",
        pct(inSamplePositiveLayer(lco)), pct(m.layerRight()), pct(LcoMetrics.MIN_LAYER), pct(LcoMetrics.TARGET_LAYER)));
    sb.append(String.format(Locale.ROOT, "| positives: `unknown` | - | %s | | |%n", pct(m.unknown())));
    sb.append(String.format(Locale.ROOT, "| positives: another layer | - | %s | | |%n", pct(m.layerWrong())));
    sb.append(String.format(Locale.ROOT, "| positives: a wrong case claimed | %s | %s | <= %s | <= %s |%n",
        pct(1 - inSample.top1()), pct(m.wrongCase()), pct(LcoMetrics.MAX_WRONG_CASE), pct(LcoMetrics.TARGET_WRONG_CASE)));
    sb.append(String.format(Locale.ROOT, "| negatives: a case claimed | %s | %s | <= %s | <= %s |%n",
        pct(inSample.falsePositiveRate()), pct(m.negativesClaimed()), pct(LcoMetrics.MAX_NEGATIVES_CLAIMED),
        pct(LcoMetrics.TARGET_NEGATIVES_CLAIMED)));
    sb.append(String.format(Locale.ROOT, "| negatives: a layer answered | - | %s | | |%n", pct(m.negativesLayered())));
    sb.append(String.format(Locale.ROOT, "%nPositives %d, negatives %d.%n", m.positives(), m.negatives()));
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

  private static double inSamplePositiveLayer(LeaveCaseOut lco) {
    CorpusRun run = CorpusRun.get();
    List<Outcome> pos = run.outcomes.stream().filter(o -> !o.label().negative()).toList();
    return pos.isEmpty() ? Double.NaN : (double) pos.stream().filter(Outcome::layerOk).count() / pos.size();
  }

  private static String pct(double v) {
    return CalibrationFitter.pct(v);
  }
}
