package io.github.ascendtriage.corpus;

import java.util.Locale;

/**
 * A measured share {@code k} of {@code n} with its 95% Wilson score interval. Immutable.
 *
 * @param k the count that has the property
 * @param n the count measured
 */
record Share(long k, long n) {
  private static final double Z = 1.959964;

  Share {
    if (k < 0 || n < 0 || k > n) {
      throw new IllegalArgumentException(k + " of " + n);
    }
  }

  double value() {
    return n == 0 ? Double.NaN : (double) k / n;
  }

  /** Lower bound of the 95% Wilson interval. */
  double low() {
    return bound(-1);
  }

  /** Upper bound of the 95% Wilson interval. */
  double high() {
    return bound(1);
  }

  private double bound(int sign) {
    if (n == 0) {
      return Double.NaN;
    }
    double p = value();
    double z2 = Z * Z;
    double centre = p + z2 / (2.0 * n);
    double spread = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
    return Math.min(1, Math.max(0, (centre + sign * spread) / (1 + z2 / n)));
  }

  /** {@code 86.8% (95% CI 82.1-90.4%, 230/265)}. */
  @Override
  public String toString() {
    if (n == 0) {
      return "- (0 measured)";
    }
    return String.format(Locale.ROOT, "%.1f%% (95%% CI %.1f-%.1f%%, %d/%d)", 100 * value(), 100 * low(), 100 * high(), k, n);
  }
}
