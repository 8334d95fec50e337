package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Words;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.EffectWord;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;

/** Button words for the actions the engine lists: what pressing it will do, from the actor's seat. */
public final class ActionText {
  private ActionText() {}

  public static String label(Action a, Names n) {
    if (a instanceof Action.Pass) {
      return "Pass";
    } else if (a instanceof Action.Concede) {
      return "Concede the game";
    } else if (a instanceof Action.Mulligan m) {
      return m.take() ? "Mulligan: shuffle and draw a new hand" : "Keep this hand";
    } else if (a instanceof Action.PlayCard pc) {
      return pc.area() == null ? "Play " + n.card(pc.card()) : "Play to " + n.area(pc.area());
    } else if (a instanceof Action.PlayAttachment pa) {
      return "Play on " + n.card(pa.host());
    } else if (a instanceof Action.PlayTroublemaker pt) {
      return "Play face down to " + n.area(pt.problem());
    } else if (a instanceof Action.Move m) {
      return "Move to " + n.area(m.to());
    } else if (a instanceof Action.Draw) {
      return "Draw a card";
    } else if (a instanceof Action.Rally) {
      return "Rally: turn face up";
    } else if (a instanceof Action.StopChallenging) {
      return "Stop challenging";
    } else if (a instanceof Action.Choose c && c.kind().offers() == DecisionKind.Offers.COLOR) {
      // Its options are colors, in words: "Choose Loyalty (blue)".
      var color = DecisionKind.colorOffered(c.card());
      return "Choose " + color.element() + " (" + color.jsonName() + ")";
    } else if (a instanceof Action.Choose c && c.kind().offers() == DecisionKind.Offers.MODE) {
      // Its options are modes (Mode.code); ChoicesModel words them from the effect being processed.
      return "Choose " + EffectWord.modeOffered(null, c.card());
    } else if (a instanceof Action.Choose c && c.kind().offersAreas()) {
      // Its options are areas (Area.code), not cards.
      return (c.kind() == DecisionKind.PROBLEM ? "Choose " : "Move it to ") + n.area(Area.ofCode(c.card()));
    } else if (a instanceof Action.Choose c) {
      return choice(c.kind(), n.card(c.card()));
    } else if (a instanceof Action.Activate ab) {
      return activate(ab, n);
    } else if (a instanceof Action.Answer ans) {
      // "No" alone would not say that it ends a choice of several cards or finds nothing.
      return switch (ans.meaning()) {
        case YES -> "Yes, do it";
        case NO -> "No";
        case NO_MORE -> "No more cards";
        case FIND_NOTHING -> "Find nothing";
      };
    }
    return a.toString();
  }

  /**
   * An activation in words from the ability's data: "Hollow Heckler: exhaust it, and a chosen
   * Friend gets +1 power until the end of the turn". The tokens it costs are the button's detail.
   */
  static String activate(Action.Activate ab, Names n, Ability ability) {
    String title = n.card(ab.card());
    if (!(ability instanceof Ability.Activated act)) {
      return "Use " + title + "'s ability " + (ab.ability() + 1)
          + (ab.costCard() >= 0 ? ", paying with " + n.card(ab.costCard()) : "");
    }
    List<String> costs = new ArrayList<>();
    for (Cost c : act.costs()) {
      String w = costWords(c, ab.costCard(), n);
      if (w != null) {
        costs.add(w);
      }
    }
    String effects = String.join(", then ", act.effects().stream().map(EffectWord::clause).toList());
    return title + ": " + (costs.isEmpty() ? "" : String.join(" and ", costs) + ", and ") + effects;
  }

  private static String activate(Action.Activate ab, Names n) {
    return activate(ab, n, n.ability(ab.card(), ab.ability()));
  }

  /** A cost as the actor pays it; null for tokens, which the button's detail shows. */
  private static String costWords(Cost c, int chosen, Names n) {
    return c instanceof Cost.Tokens ? null : Words.cost(c, "it", chosen >= 0 ? n.card(chosen) : null);
  }

  /** A mode's button: "Mode 2: you draw 2 cards". */
  static String mode(org.ponytable.engine.state.Resolution r, int code) {
    String m = EffectWord.modeOffered(r, code);
    return Character.toUpperCase(m.charAt(0)) + m.substring(1);
  }

  static String choice(DecisionKind kind, String title) {
    return switch (kind) {
      case STARTING_PROBLEM -> "Start with " + title;
      case CONFRONT_ORDER -> "Confront " + title + " next";
      case UNCOVER_ORDER -> "Uncover " + title + " next";
      case CHALLENGE -> "Challenge " + title;
      case SEND_HOME -> "Send " + title + " home";
      case FLIP_ORDER -> "Put " + title + " on the bottom";
      case DISCARD -> "Discard " + title;
      case RETIRE -> "Retire " + title;
      case UNIQUENESS -> "Dismiss " + title;
      case TRIGGER_ORDER -> "Process " + title + "'s effect next";
      case TARGET -> "Choose " + title;
      case EFFECT_DISCARD -> "Discard " + title;
      case PUMPED -> "Banish " + title + " beneath your Pumped card";
      case INSPIRED_TOP -> "Keep " + title + " on top";
      case INSPIRED_BOTTOM -> "Put " + title + " on the bottom";
      case SEARCH -> "Find " + title;
      case TOP_ORDER -> "Put " + title + " on top next";
      case REPLACEMENT -> "Apply " + title + "'s replacement";
      default -> title;
    };
  }

  /**
   * Labels for actions shown together, distinct whenever the actions differ: two copies of a card
   * (or two cards of one title) first get where they are, from {@code place} ("at your home"),
   * and any still alike a number. Equal actions keep equal labels.
   *
   * @param place where a card is, in words, or null when the viewer can't say
   */
  public static List<String> distinct(List<String> labels, List<Action> actions, java.util.function.IntFunction<String> place) {
    List<String> out = new ArrayList<>(labels);
    for (int round = 0; round < 2; round++) {
      java.util.Map<String, List<Integer>> byLabel = new java.util.LinkedHashMap<>();
      for (int i = 0; i < out.size(); i++) {
        byLabel.computeIfAbsent(out.get(i), k -> new ArrayList<>()).add(i);
      }
      for (List<Integer> same : byLabel.values()) {
        if (same.stream().map(actions::get).distinct().count() < 2) {
          continue;
        }
        List<Action> seen = new ArrayList<>();
        for (int i : same) {
          Action a = actions.get(i);
          if (round == 0) {
            String where = a.card() >= 0 ? place.apply(a.card()) : null;
            out.set(i, where == null ? out.get(i) : out.get(i) + " (" + where + ")");
          } else {
            if (!seen.contains(a)) {
              seen.add(a);
            }
            out.set(i, out.get(i) + " (choice " + (seen.indexOf(a) + 1) + ")");
          }
        }
      }
    }
    return out;
  }

  /** The card in play an attachment is played on, or -1: how a click on a host finds its action. */
  public static int host(Action a) {
    return a instanceof Action.PlayAttachment pa ? pa.host() : -1;
  }

  /** The area an action puts its card in, or null: how a click on an area finds its action. */
  public static org.ponytable.engine.state.Area target(Action a) {
    if (a instanceof Action.PlayCard pc) {
      return pc.area();
    } else if (a instanceof Action.PlayTroublemaker pt) {
      return pt.problem();
    } else if (a instanceof Action.Move m) {
      return m.to();
    }
    return null;
  }
}
