package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.casebase.Calibration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fitter on made-up observations whose right answer is known by construction. */
class CalibrationFitterTest {

  /** Low raw scores are mostly wrong, high ones mostly right: 20 samples per score level. */
  static List<CalibrationFitter.Pair> staircase() {
    List<CalibrationFitter.Pair> out = new ArrayList<>();
    double[] raws = {1.0, 2.5, 4.0, 6.0, 9.0};
    int[] right = {2, 6, 12, 17, 19};
    for (int i = 0; i < raws.length; i++) {
      for (int k = 0; k < 20; k++) {
        boolean r = k < right[i];
        out.add(new CalibrationFitter.Pair(raws[i], r, false, "case" + (k % 7)));
      }
    }
    return out;
  }

  @Test
  void mappingIsMonotoneAndFollowsObservedPrecision() {
    Calibration c = CalibrationFitter.fitPairs(staircase(), 40);
    List<double[]> pts = c.points();
    for (int i = 1; i < pts.size(); i++) {
      assertTrue(pts.get(i)[0] > pts.get(i - 1)[0], "raw increases");
      assertTrue(pts.get(i)[1] >= pts.get(i - 1)[1], "precision does not decrease");
    }
    // 19 of 20 right at raw 9, shrunk with 4 pseudo-observations of the default curve there
    double w = CalibrationFitter.PRIOR_WEIGHT;
    Calibration d = Calibration.defaults();
    assertEquals((19 + w * d.confidence(9.0)) / (20 + w), c.confidence(9.0), 0.002);
    assertEquals((2 + w * d.confidence(1.0)) / (20 + w), c.confidence(1.0), 0.002);
  }

  @Test
  void thresholdSeparatesMostlyWrongFromMostlyRight() {
    Calibration c = CalibrationFitter.fitPairs(staircase(), 40);
    // raw 4.0 is 12/20 right (claiming helps), raw 2.5 is 6/20 (claiming hurts)
    assertTrue(c.confidence(4.0) >= c.threshold(), "raw 4 is claimed, threshold " + c.threshold());
    assertFalse(c.confidence(2.5) >= c.threshold(), "raw 2.5 is not claimed, threshold " + c.threshold());
  }

  @Test
  void falsePositiveCapRaisesTheThreshold() {
    // every wrong observation is a negative and there are few negatives overall: claiming any
    // level that contains wrong answers breaks the 3% cap, so only an all-right level may be claimed
    List<CalibrationFitter.Pair> ps = new ArrayList<>();
    for (int k = 0; k < 10; k++) {
      ps.add(new CalibrationFitter.Pair(3.0, k < 8, k >= 8, "a" + k));
      ps.add(new CalibrationFitter.Pair(8.0, true, false, "b" + k));
    }
    Calibration c = CalibrationFitter.fitPairs(ps, 10);
    assertFalse(c.confidence(3.0) >= c.threshold(), "level with negatives claimed: " + c.threshold());
    assertTrue(c.confidence(8.0) >= c.threshold());
  }

  @Test
  void crossValidationIsWorseOrEqualToInSampleOnNoise() {
    List<CalibrationFitter.Pair> ps = staircase();
    Calibration full = CalibrationFitter.fitPairs(ps, 40);
    double in = CalibrationFitter.quality(full, ps).brier();
    double cv = CalibrationFitter.crossValidate(ps, 40).brier();
    assertTrue(cv >= in - 1e-9, "held-out Brier " + cv + " below in-sample " + in);
  }

  @Test
  void aThinCorpusStaysCloseToTheDefaultCurve() {
    List<CalibrationFitter.Pair> ps = new ArrayList<>();
    for (int k = 0; k < 5; k++) {
      ps.add(new CalibrationFitter.Pair(6.0, true, false, "a"));
    }
    Calibration c = CalibrationFitter.fitPairs(ps, 0);
    double d = Calibration.defaults().confidence(6.0);
    assertEquals((5 + CalibrationFitter.PRIOR_WEIGHT * d) / (5 + CalibrationFitter.PRIOR_WEIGHT), c.confidence(6.0), 0.002);
    assertTrue(c.confidence(6.0) < 0.95, "five right answers do not make a certainty");
  }

  @Test
  void jsonHasTheCalibrationFileShape() throws Exception {
    Calibration c = CalibrationFitter.fitPairs(staircase(), 40);
    var n = Label.MAPPER.readTree(CalibrationFitter.toJson(c));
    assertEquals(c.threshold(), n.get("threshold").asDouble(), 1e-9);
    assertEquals(c.points().size(), n.get("points").size());
    assertEquals(2, n.get("points").get(0).size());
  }
}
