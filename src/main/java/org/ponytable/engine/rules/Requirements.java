package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.RequirementPart;

/**
 * Decides exactly whether characters meet a confront requirement (611.3). Each character gives
 * all its power as one of its colors (611.3b); a part "N of a color" takes that color, "N not X"
 * takes any color but X (611.3c), "N of any color" takes anything left over (611.3d). Colorless
 * power serves only the parts that name no color to match (rulings.md).
 *
 * <p>Choosing a color for each multicolor character and then splitting the color totals among
 * the parts is an assignment problem: the color choices are enumerated over the distinct
 * reachable totals, and each totals vector is checked with a small max-flow.
 */
public final class Requirements {
  private Requirements() {}

  /** One character's offer: its contributing power and its colors (empty = colorless). */
  public record Contributor(int power, Set<CardColor> colors) {}

  private static final int BUCKETS = 7; // six colors + colorless
  private static final int COLORLESS = 6;

  public static boolean canMeet(List<Contributor> contributors, List<RequirementPart> parts) {
    int needed = 0;
    for (RequirementPart p : parts) {
      needed += Math.max(0, p.power());
    }
    if (needed == 0) {
      return true;
    }
    int available = 0;
    for (Contributor c : contributors) {
      available += Math.max(0, c.power());
    }
    if (available < needed) {
      return false;
    }
    // Distinct color-total vectors reachable by choosing one color per character, each bucket
    // capped at what the requirement could ever use.
    // Characters of one color (or none) have no choice: their power goes in first, to one start
    // (capped sums add up in any order), and only multicolor ones multiply the vectors.
    List<Integer> start = zeros();
    for (Contributor c : contributors) {
      int power = Math.max(0, c.power());
      if (power > 0 && c.colors().size() <= 1) {
        int bucket = c.colors().isEmpty() ? COLORLESS : c.colors().iterator().next().ordinal();
        start.set(bucket, Math.min(needed, start.get(bucket) + power));
      }
    }
    Set<List<Integer>> reachable = new HashSet<>();
    reachable.add(List.copyOf(start));
    for (Contributor c : contributors) {
      int power = Math.max(0, c.power());
      if (power == 0 || c.colors().size() <= 1) {
        continue;
      }
      Set<List<Integer>> next = new HashSet<>();
      for (List<Integer> totals : reachable) {
        if (c.colors().isEmpty()) {
          next.add(add(totals, COLORLESS, power, needed));
        } else {
          for (CardColor color : c.colors()) {
            next.add(add(totals, color.ordinal(), power, needed));
          }
        }
      }
      reachable = next;
    }
    for (List<Integer> totals : reachable) {
      if (fits(totals, parts, needed)) {
        return true;
      }
    }
    return false;
  }

  private static List<Integer> zeros() {
    List<Integer> l = new ArrayList<>(BUCKETS);
    for (int i = 0; i < BUCKETS; i++) {
      l.add(0);
    }
    return l;
  }

  private static List<Integer> add(List<Integer> totals, int bucket, int power, int cap) {
    List<Integer> l = new ArrayList<>(totals);
    l.set(bucket, Math.min(cap, l.get(bucket) + power));
    return List.copyOf(l);
  }

  /** Max-flow from color buckets to requirement parts; fits when every part is filled. */
  private static boolean fits(List<Integer> totals, List<RequirementPart> parts, int needed) {
    int n = parts.size();
    // nodes: 0 source, 1..7 buckets, 8..8+n-1 parts, 8+n sink
    int size = BUCKETS + n + 2;
    int sink = size - 1;
    int[][] cap = new int[size][size];
    for (int b = 0; b < BUCKETS; b++) {
      cap[0][1 + b] = totals.get(b);
    }
    for (int i = 0; i < n; i++) {
      RequirementPart p = parts.get(i);
      int node = 1 + BUCKETS + i;
      cap[node][sink] = Math.max(0, p.power());
      for (int b = 0; b < BUCKETS; b++) {
        if (accepts(p, b)) {
          cap[1 + b][node] = Integer.MAX_VALUE / 4;
        }
      }
    }
    return maxFlow(cap, 0, sink) >= needed;
  }

  private static boolean accepts(RequirementPart p, int bucket) {
    return switch (p.kind()) {
      case COLOR -> bucket == p.color().ordinal();
      case NOT_COLOR -> bucket != p.color().ordinal();
      case ANY -> true;
    };
  }

  private static int maxFlow(int[][] cap, int source, int sink) {
    int flow = 0;
    int size = cap.length;
    while (true) {
      int[] prev = new int[size];
      java.util.Arrays.fill(prev, -1);
      prev[source] = source;
      java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
      queue.add(source);
      while (!queue.isEmpty() && prev[sink] < 0) {
        int u = queue.poll();
        for (int v = 0; v < size; v++) {
          if (prev[v] < 0 && cap[u][v] > 0) {
            prev[v] = u;
            queue.add(v);
          }
        }
      }
      if (prev[sink] < 0) {
        return flow;
      }
      int push = Integer.MAX_VALUE;
      for (int v = sink; v != source; v = prev[v]) {
        push = Math.min(push, cap[prev[v]][v]);
      }
      for (int v = sink; v != source; v = prev[v]) {
        cap[prev[v]][v] -= push;
        cap[v][prev[v]] += push;
      }
      flow += push;
    }
  }
}
