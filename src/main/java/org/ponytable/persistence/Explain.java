package org.ponytable.persistence;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.rules.Stats;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * The engine's decisions in words, for rules testers: which continuous modifiers made a card's
 * power and colors (711), and why an action is not legal. Testers see every card, so nothing
 * here is filtered for a seat; the table must not show it to players.
 */
public final class Explain {
  private Explain() {}

  /**
   * The printed power and colors of the card {@code ref} names, each modifier that changed them
   * in the order applied (timestamp order, 711.3a, with 711.4 dependencies), and the result.
   *
   * @throws IllegalArgumentException when {@code ref} names no card or several
   */
  public static List<String> card(GameState s, String ref, Map<String, Integer> labels) {
    Set<Integer> ids = ActionText.cards(ref, labels, s.cards());
    if (ids.size() > 1) {
      throw new IllegalArgumentException("'" + ref + "' names " + ids.size() + " cards; name one by label or #id");
    }
    int id = ids.iterator().next();
    List<String> out = new ArrayList<>();
    InPlay c = s.inPlay(id);
    String name = name(s, id, labels);
    if (c == null) {
      out.add(name + " is in " + Refs.player(s.owner(id)) + "'s " + Expectations.zoneOf(s, id)
          + ": only cards in play have modified power and colors (507.1)");
      return out;
    }
    out.add(name + ", in play at " + c.area() + ", controlled by " + Refs.player(c.controller()));
    if (c.faceDown()) {
      out.add("  face down: no power, color or ability while face down (505.1b)");
      return out;
    }
    out.add("  printed: power " + s.face(id).power() + ", colors " + colors(s.face(id).colors()));
    List<Stats.Step> steps = Stats.explain(s, c);
    if (steps.isEmpty()) {
      out.add("  no continuous modifier changes it");
    }
    for (int i = 0; i < steps.size(); i++) {
      Stats.Step st = steps.get(i);
      StringBuilder line = new StringBuilder("  " + (i + 1) + ". timestamp " + st.timestamp() + ", " + st.what()
          + " of " + name(s, st.source(), labels) + ": power " + st.powerBefore() + " -> " + st.powerAfter());
      if (!st.colorsAfter().equals(st.colorsBefore())) {
        line.append(", colors ").append(colors(st.colorsBefore())).append(" -> ").append(colors(st.colorsAfter()));
      }
      out.add(line.toString());
    }
    out.add("  now: power " + Stats.power(s, c) + ", colors " + colors(Stats.colors(s, c)) + " (711.3, 507.1, 203.3)");
    return out;
  }

  /** Whether the text is legal at {@code s}, and if not the engine's reason and what is. */
  public static String action(GameState s, String text, Map<String, Integer> labels) {
    ActionText t = ActionText.parse(text, labels, s.cards());
    Action a = t.match(s);
    return a != null ? "'" + text + "' is legal: " + Notation.format(a) : "'" + text + "' is not legal: " + t.whyNot(s);
  }

  private static String name(GameState s, int id, Map<String, Integer> labels) {
    for (Map.Entry<String, Integer> e : labels.entrySet()) {
      if (e.getValue() == id) {
        return e.getKey() + " (#" + id + " " + s.card(id).defId() + ")";
      }
    }
    return "#" + id + " " + s.card(id).defId();
  }

  /** Colors in the rules' order, as card files write them ("blue, pink"), or "none". */
  public static String colors(Set<CardColor> cs) {
    if (cs.isEmpty()) {
      return "none";
    }
    List<String> out = new ArrayList<>();
    for (CardColor c : CardColor.values()) {
      if (cs.contains(c)) {
        out.add(c.jsonName());
      }
    }
    return String.join(", ", out);
  }
}
