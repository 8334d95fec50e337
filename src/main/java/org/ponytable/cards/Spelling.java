package org.ponytable.cards;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean" for misspelt names in card, deck and scenario files, by edit distance. */
public final class Spelling {
  private Spelling() {}

  /** The candidate nearest to {@code word} if it is near enough to be a likely slip. */
  public static Optional<String> closest(String word, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    String lower = word.toLowerCase(Locale.ROOT);
    for (String c : candidates) {
      int d = distance(lower, c.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        best = c;
        bestDistance = d;
      }
    }
    // About a third of the word, so "exausted" finds "exhausted" but unrelated words don't match.
    int allowed = Math.max(1, Math.min(3, word.length() / 3));
    return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
  }

  /** Edit distance counting a swap of two neighbouring letters as one edit ("Swfit"). */
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
