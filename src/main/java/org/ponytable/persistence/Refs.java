package org.ponytable.persistence;

import java.util.Locale;
import org.ponytable.engine.state.Area;

/** The text forms files use for players and areas, matching the action notation. */
public final class Refs {
  private Refs() {}

  /** "p1" / "p2" to 0 / 1; -1 for anything else. */
  public static int player(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "p1" -> 0;
      case "p2" -> 1;
      default -> -1;
    };
  }

  /** 0 / 1 to "p1" / "p2"; null for -1 (no player). */
  public static String player(int p) {
    return p < 0 ? null : "p" + (p + 1);
  }

  /**
   * "home" (the home of {@code homeOwner}), "home:p1", "problem:p2"...; null when not an area.
   */
  public static Area area(String text, int homeOwner) {
    String t = text.toLowerCase(Locale.ROOT);
    if (t.equals("home")) {
      return Area.home(homeOwner);
    }
    int colon = t.indexOf(':');
    if (colon < 0) {
      return null;
    }
    int p = player(t.substring(colon + 1));
    if (p < 0) {
      return null;
    }
    return switch (t.substring(0, colon)) {
      case "home" -> Area.home(p);
      case "problem" -> Area.problem(p);
      default -> null;
    };
  }

  public static String area(Area a) {
    return a == null ? null : a.toString();
  }
}
