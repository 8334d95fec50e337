package org.ponytable.persistence;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean" hints for misspelt names, by edit distance. */
final class Suggest {
  private Suggest() {}

  /** The closest candidate if it is close enough to be a likely typo, else null. */
  static String closest(String wrong, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    String w = wrong.toLowerCase(Locale.ROOT);
    for (String c : candidates) {
      int d = distance(w, c.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    }
    // A third of the length lets "exausted" find "exhausted" without matching unrelated words.
    return best != null && bestDistance <= Math.max(1, wrong.length() / 3) ? best : null;
  }

  static String hint(String wrong, Collection<String> candidates) {
    String c = closest(wrong, candidates);
    return c == null ? "" : " (did you mean '" + c + "'?)";
  }

  /** Edit distance counting a swap of two neighbouring letters as one edit, the commonest typo. */
  private static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
