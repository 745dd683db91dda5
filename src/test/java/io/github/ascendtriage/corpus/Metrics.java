package io.github.ascendtriage.corpus;

import java.util.List;

/**
 * The aggregate figures of one corpus run. Immutable.
 *
 * @param layerAccuracy share of all samples whose layer is right (negatives: {@code unknown})
 * @param top1 share of positives whose best match is the labelled case or an alternative
 * @param top3 share of positives with the labelled case among the (at most three) matches
 * @param falsePositiveRate share of negatives that some case claimed
 * @param remediationHit share of positives whose best match's remediation has every keyword
 * @param rootCause share of labelled trees whose root host, rank and device are right (NaN when none)
 */
record Metrics(
    int samples,
    int positives,
    int negatives,
    double layerAccuracy,
    double top1,
    double top3,
    double falsePositiveRate,
    double remediationHit,
    int trees,
    double rootCause) {

  static final double MIN_LAYER = 0.95;
  static final double MIN_TOP1 = 0.90;
  static final double MIN_TOP3 = 0.98;
  static final double MAX_FALSE_POSITIVE = 0.03;
  static final double MIN_REMEDIATION = 0.90;

  static Metrics of(List<Outcome> all) {
    List<Outcome> pos = all.stream().filter(o -> !o.label().negative()).toList();
    List<Outcome> neg = all.stream().filter(o -> o.label().negative()).toList();
    List<Outcome> trees = all.stream().filter(Outcome::hasRootLabel).toList();
    return new Metrics(
        all.size(), pos.size(), neg.size(),
        share(all.stream().filter(Outcome::layerOk).count(), all.size()),
        share(pos.stream().filter(Outcome::top1Ok).count(), pos.size()),
        share(pos.stream().filter(Outcome::top3Ok).count(), pos.size()),
        share(neg.stream().filter(Outcome::falsePositive).count(), neg.size()),
        share(pos.stream().filter(Outcome::remediationOk).count(), pos.size()),
        trees.size(),
        share(trees.stream().filter(Outcome::rootOk).count(), trees.size()));
  }

  private static double share(long n, int of) {
    return of == 0 ? Double.NaN : (double) n / of;
  }

  /** Every gate that is not met, as a readable line; empty when the corpus passes. */
  List<String> gateFailures() {
    List<String> f = new java.util.ArrayList<>();
    below(f, "layer accuracy", layerAccuracy, MIN_LAYER);
    below(f, "top-1 case accuracy", top1, MIN_TOP1);
    below(f, "top-3 case accuracy", top3, MIN_TOP3);
    below(f, "remediation hit rate", remediationHit, MIN_REMEDIATION);
    if (!(falsePositiveRate <= MAX_FALSE_POSITIVE)) {
      f.add(String.format(java.util.Locale.ROOT, "false-positive rate on negatives %.1f%% > %.1f%%",
          100 * falsePositiveRate, 100 * MAX_FALSE_POSITIVE));
    }
    return f;
  }

  private static void below(List<String> f, String what, double v, double min) {
    if (!(v >= min)) {
      f.add(String.format(java.util.Locale.ROOT, "%s %.1f%% < %.1f%%", what, 100 * v, 100 * min));
    }
  }
}
