package org.ponytable.ai.sim;

/**
 * The Wilson score interval of a rate: unlike the normal approximation it stays inside 0-100%
 * and is honest for small samples and rates near 0 or 1, which a short simulation gives often.
 */
public record Wilson(double low, double high) {
  /** z for a two-sided 95% interval. */
  public static final double Z95 = 1.959963984540054;

  /**
   * The 95% interval of a rate {@code successes / n}; {@code successes} may be a half for a
   * draw. With no trials nothing is known: 0-1.
   */
  public static Wilson of(double successes, int n) {
    if (n <= 0) {
      return new Wilson(0, 1);
    }
    if (successes < 0 || successes > n) {
      throw new IllegalArgumentException("successes " + successes + " outside 0.." + n);
    }
    double p = successes / n;
    double z2 = Z95 * Z95;
    double denominator = 1 + z2 / n;
    double centre = (p + z2 / (2.0 * n)) / denominator;
    double half = Z95 / denominator * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
    // At a rate of 0 or 1 the bound is exactly 0 or 1; rounding must not print 99.99...%.
    return new Wilson(successes == 0 ? 0 : Math.max(0, centre - half), successes == n ? 1 : Math.min(1, centre + half));
  }
}
