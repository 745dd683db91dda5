package io.github.ascendtriage.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The leave-case-out figures and their gate, each a count with its 95% interval. Immutable.
 *
 * @param layerRight positives whose layer is still the labelled one
 * @param unknown positives answered {@code unknown}
 * @param layerWrong positives answered with another layer
 * @param wrongCase positives on which a case is claimed (always a wrong one)
 * @param negativesClaimed negatives (look-alikes, healthy runs) on which a case is claimed
 * @param negativesLayered negatives answered with a layer rather than {@code unknown}
 */
record LcoMetrics(Share layerRight, Share unknown, Share layerWrong, Share wrongCase, Share negativesClaimed, Share negativesLayered) {

  /** The targets (issue 35), fixed here; never moved to follow a measurement. */
  static final double TARGET_LAYER = 0.85;
  static final double TARGET_WRONG_CASE = 0.02;
  static final double TARGET_NEGATIVES_CLAIMED = 0.03;

  /**
   * Which targets are gates: those the run of README "Accuracy" met (the gate is then the target).
   * A target not met is reported against the figure (the accuracy report, README) until it is.
   */
  static final boolean GATE_LAYER = true;
  static final boolean GATE_WRONG_CASE = true;
  static final boolean GATE_NEGATIVES_CLAIMED = true;

  int positives() {
    return (int) layerRight.n();
  }

  int negatives() {
    return (int) negativesClaimed.n();
  }

  static LcoMetrics of(List<LeaveCaseOut.Result> all) {
    List<LeaveCaseOut.Result> pos = all.stream().filter(r -> !r.negative()).toList();
    List<LeaveCaseOut.Result> neg = all.stream().filter(LeaveCaseOut.Result::negative).toList();
    return new LcoMetrics(
        new Share(pos.stream().filter(LeaveCaseOut.Result::layerRight).count(), pos.size()),
        new Share(pos.stream().filter(LeaveCaseOut.Result::unknown).count(), pos.size()),
        new Share(pos.stream().filter(LeaveCaseOut.Result::layerWrong).count(), pos.size()),
        new Share(pos.stream().filter(LeaveCaseOut.Result::claimed).count(), pos.size()),
        new Share(neg.stream().filter(LeaveCaseOut.Result::claimed).count(), neg.size()),
        new Share(neg.stream().filter(r -> !r.unknown()).count(), neg.size()));
  }

  /** Every target not met, as a readable line, gate or not. */
  List<String> targetsNotMet() {
    List<String> f = new ArrayList<>();
    if (!(layerRight.value() >= TARGET_LAYER)) {
      f.add(String.format(Locale.ROOT, "LCO layer right %s < %.1f%%", layerRight, 100 * TARGET_LAYER));
    }
    if (!(wrongCase.value() <= TARGET_WRONG_CASE)) {
      f.add(String.format(Locale.ROOT, "LCO wrong case claimed %s > %.1f%%", wrongCase, 100 * TARGET_WRONG_CASE));
    }
    if (!(negativesClaimed.value() <= TARGET_NEGATIVES_CLAIMED)) {
      f.add(String.format(Locale.ROOT, "LCO negatives claimed %s > %.1f%%", negativesClaimed, 100 * TARGET_NEGATIVES_CLAIMED));
    }
    return f;
  }

  /** Every gate not met, as a readable line; empty when the run passes. */
  List<String> gateFailures() {
    List<String> f = new ArrayList<>();
    for (String t : targetsNotMet()) {
      boolean gated = t.startsWith("LCO layer") ? GATE_LAYER : t.startsWith("LCO wrong") ? GATE_WRONG_CASE : GATE_NEGATIVES_CLAIMED;
      if (gated) {
        f.add(t);
      }
    }
    return f;
  }
}
