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

  private static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
