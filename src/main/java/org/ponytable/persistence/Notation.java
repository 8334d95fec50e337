package org.ponytable.persistence;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;

/**
 * A readable text form of actions, used by scenario files, replays and the command line.
 *
 * <pre>
 * pass | draw | keep | mulligan | stop-challenging | concede [p1|p2]
 * agree-draw [p1|p2]         (that player offered a draw, the other accepted; never a legal action)
 * play CARD [to AREA]        troublemaker CARD to AREA       move CARD to AREA       rally CARD
 * play CARD on CARD          (an attachment and its host, 305.1b)
 * start-with CARD | confront CARD | uncover CARD | challenge CARD | send-home CARD
 * bottom CARD | discard CARD | retire CARD | dismiss CARD
 * activate CARD N [paying CARD]   (ability N of the card, counting from 1; the card a cost uses)
 * process CARD (511.5a) | target CARD | yes | no (712.3) | apply CARD (710.5: that card's replacement)
 * move-to AREA               (506.4: where an effect moves the character; home:p1 or home:p2 for a home)
 * problem AREA                ("choose a Problem": problem:p1 or problem:p2)
 * mode N                     (a modal effect's mode N, counting from 1 in printed order)
 * color COLOR                ("choose a color": blue, orange, pink, purple, white or yellow)
 * CARD:  #12 (card id) | a scenario label | a card id from cards/ | "A Title" (quoted if spaced)
 * AREA:  home (the actor's) | problem:p1 | problem:p2
 * </pre>
 *
 * Parsing matches the text against the legal actions, so it never produces an illegal action.
 */
public final class Notation {
  private Notation() {}

  /** The canonical text of an action, naming cards by id. */
  public static String format(Action a) {
    if (a instanceof Action.Pass) {
      return "pass";
    } else if (a instanceof Action.Concede c) {
      return "concede p" + (c.player() + 1);
    } else if (a instanceof Action.AgreeDraw d) {
      return "agree-draw p" + (d.player() + 1);
    } else if (a instanceof Action.Mulligan m) {
      return m.take() ? "mulligan" : "keep";
    } else if (a instanceof Action.PlayCard pc) {
      return "play #" + pc.card() + (pc.area() == null ? "" : " to " + area(pc.area(), pc.player()));
    } else if (a instanceof Action.PlayAttachment pa) {
      return "play #" + pa.card() + " on #" + pa.host();
    } else if (a instanceof Action.PlayTroublemaker pt) {
      return "troublemaker #" + pt.card() + " to " + area(pt.problem(), pt.player());
    } else if (a instanceof Action.Move m) {
      return "move #" + m.card() + " to " + area(m.to(), m.player());
    } else if (a instanceof Action.Draw) {
      return "draw";
    } else if (a instanceof Action.Rally r) {
      return "rally #" + r.card();
    } else if (a instanceof Action.Choose c && c.kind().offers() == DecisionKind.Offers.COLOR) {
      // The options are colors, written by name.
      return verb(c.kind()) + " " + DecisionKind.colorOffered(c.card()).jsonName();
    } else if (a instanceof Action.Choose c && c.kind().offers() == DecisionKind.Offers.MODE) {
      // The options are modes, numbered from 1 in printed order (Mode.code).
      return verb(c.kind()) + " " + (org.ponytable.engine.state.Mode.index(c.card()) + 1);
    } else if (a instanceof Action.Choose c && c.kind().offersAreas()) {
      // The options are areas, not cards (Area.code).
      return verb(c.kind()) + " " + Area.ofCode(c.card());
    } else if (a instanceof Action.Choose c) {
      return verb(c.kind()) + " #" + c.card();
    } else if (a instanceof Action.StopChallenging) {
      return "stop-challenging";
    } else if (a instanceof Action.Activate act) {
      return "activate #" + act.card() + " " + (act.ability() + 1)
          + (act.costCard() < 0 ? "" : " paying #" + act.costCard());
    } else if (a instanceof Action.Answer ans) {
      // Every answer but "yes" is written "no", as files have always had it: parsing matches the
      // text against the legal answers, and no decision takes two of the meanings written "no".
      return switch (ans.meaning()) {
        case YES -> "yes";
        case NO, NO_MORE, FIND_NOTHING -> "no";
      };
    }
    throw new IllegalArgumentException("unknown action " + a);
  }

  private static String area(Area a, int actor) {
    if (a.home()) {
      return a.owner() == actor ? "home" : "home:p" + (a.owner() + 1);
    }
    return "problem:p" + (a.owner() + 1);
  }

  public static String verb(DecisionKind kind) {
    return switch (kind) {
      case STARTING_PROBLEM -> "start-with";
      case CONFRONT_ORDER -> "confront";
      case UNCOVER_ORDER -> "uncover";
      case CHALLENGE -> "challenge";
      case SEND_HOME -> "send-home";
      case FLIP_ORDER -> "bottom";
      case DISCARD -> "discard";
      case RETIRE -> "retire";
      case UNIQUENESS -> "dismiss";
      case TRIGGER_ORDER -> "process";
      case TARGET -> "target";
      case EFFECT_DISCARD -> "discard";
      case PUMPED -> "banish";
      case INSPIRED_TOP -> "keep-on-top";
      case INSPIRED_BOTTOM -> "put-on-bottom";
      case SEARCH -> "find";
      case TOP_ORDER -> "on-top";
      case REPLACEMENT -> "apply";
      case AREA -> "move-to";
      case MODE -> "mode";
      case TAKE_REVEALED -> "take-revealed";
      default -> kind.name().toLowerCase(Locale.ROOT);
    };
  }

  /**
   * The legal action the text names. Cards may be named by {@code #id}, by a label from {@code
   * labels}, by definition id or by title; when several copies match, the first legal one is
   * taken (copies are interchangeable). Read by {@link ActionText}, the one reader of the notation.
   *
   * @throws IllegalArgumentException naming what was not understood and what is legal now
   */
  public static Action parse(GameState s, String text, Map<String, Integer> labels) {
    ActionText t = ActionText.parse(text, labels, s.cards());
    Action a = t.match(s);
    if (a == null) {
      throw new IllegalArgumentException("'" + text + "' is not a legal action now; " + t.whyNot(s));
    }
    return a;
  }

  /** Splits on spaces, keeping "quoted words" together. */
  static List<String> tokens(String text) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    for (char ch : text.trim().toCharArray()) {
      if (ch == '"') {
        quoted = !quoted;
      } else if (Character.isWhitespace(ch) && !quoted) {
        if (cur.length() > 0) {
          out.add(cur.toString());
          cur.setLength(0);
        }
      } else {
        cur.append(ch);
      }
    }
    if (cur.length() > 0) {
      out.add(cur.toString());
    }
    return out;
  }
}
