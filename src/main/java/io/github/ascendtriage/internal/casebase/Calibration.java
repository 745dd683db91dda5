package io.github.ascendtriage.internal.casebase;

import java.util.List;

/**
 * Maps a raw match score to a calibrated confidence by piecewise-linear interpolation over points
 * measured on the labelled corpus, and holds the abstention threshold. Immutable.
 *
 * @param points (raw score, observed precision) pairs, raw scores increasing, precision
 *     non-decreasing
 * @param threshold the confidence below which no case is claimed
 */
public record Calibration(List<double[]> points, double threshold) {

  public Calibration {
    points = points.stream().map(double[]::clone).toList();
    for (int i = 1; i < points.size(); i++) {
      if (points.get(i)[0] <= points.get(i - 1)[0]) {
        throw new IllegalArgumentException("calibration raw scores must increase");
      }
    }
  }

  /** A neutral calibration used when none is shipped: a smooth curve over the raw score. */
  public static Calibration defaults() {
    return new Calibration(
        List.of(
            new double[] {0.0, 0.0},
            new double[] {1.0, 0.15},
            new double[] {2.0, 0.35},
            new double[] {3.0, 0.55},
            new double[] {4.5, 0.75},
            new double[] {6.0, 0.85},
            new double[] {9.0, 0.93},
            new double[] {14.0, 0.97}),
        0.5);
  }

  /** The calibrated confidence for a raw score, in [0, 1]. */
  public double confidence(double raw) {
    if (points.isEmpty() || raw <= points.get(0)[0]) {
      return points.isEmpty() ? 0.0 : clamp(points.get(0)[1]);
    }
    for (int i = 1; i < points.size(); i++) {
      double[] b = points.get(i);
      if (raw <= b[0]) {
        double[] a = points.get(i - 1);
        double t = (raw - a[0]) / (b[0] - a[0]);
        return clamp(a[1] + t * (b[1] - a[1]));
      }
    }
    return clamp(points.get(points.size() - 1)[1]);
  }

  private static double clamp(double v) {
    return Math.max(0.0, Math.min(1.0, v));
  }
}
