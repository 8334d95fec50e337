package org.ponytable.ui.table;

import org.ponytable.engine.action.Action;
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
    } else if (a instanceof Action.Choose c) {
      return choice(c.kind(), n.card(c.card()));
    } else if (a instanceof Action.Activate ab) {
      return "Use ability " + (ab.ability() + 1) + (ab.costCard() >= 0 ? ", paying with " + n.card(ab.costCard()) : "");
    } else if (a instanceof Action.Answer ans) {
      return ans.yes() ? "Yes, do it" : "No";
    }
    return a.toString();
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
