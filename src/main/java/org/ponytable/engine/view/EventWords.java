package org.ponytable.engine.view;

import static org.ponytable.engine.ability.Words.count;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.event.Mentions;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;

/**
 * The one place events become words, for whoever a {@link Naming} names things for: the table's
 * log ({@link #story}), the faceoff panel's short clauses ({@link #clause}) and the command line's
 * field-by-field trace ({@link #trace}). Events told to a player are redacted first ({@link
 * PlayerView#events}); the words never look past what the naming and the events tell.
 */
public final class EventWords {
  private EventWords() {}

  /** How players, cards and areas are named: by the table for one viewer, by the command line for all. */
  public interface Naming {
    String player(int p);

    /** A card by id; ids below 0 are unknown to this reader (-1: none or hidden, below: a stand-in). */
    String card(int id);

    String areaByName(Area a);

    default String possessive(int p) {
      return possessiveOf(player(p));
    }
  }

  /** What a line of the story is about, for the table to set it apart. */
  public enum Kind {
    TURN,
    PHASE,
    ACTION,
    FACEOFF,
    SCORE,
    END,
    /** A pass (510.1): the table folds these out of its log unless the players ask for them. */
    PASS
  }

  /** A pass to tell: the stage it was made in, and whether the table made it for the player. */
  public record Pass(Stage stage, boolean automatic) {}

  /** Where the story's lines go: the text, its kind and the player it is about (-1: nobody). */
  @FunctionalInterface
  public interface Sink {
    void line(String text, Kind kind, int player);
  }

  /**
   * One action's events as a story: runs of small events (draws, readies, cards put back) are
   * merged, tokens paid are told with what they paid for, and events that tell nothing on their
   * own are left out.
   *
   * @param after the state the events led to
   * @param pass how to tell a pass among these events; null: passes are not told
   */
  public static void story(List<GameEvent> events, Naming n, GameState after, Pass pass, Sink out) {
    int paid = 0;
    for (int i = 0; i < events.size(); i++) {
      GameEvent e = events.get(i);
      if (e instanceof GameEvent.TokensPaid t) {
        // Told with the action it paid for, which comes next.
        paid += t.amount();
        continue;
      }
      String cost = paid > 0 ? " (" + count(paid, "token") + ")" : "";
      paid = 0;
      if (e instanceof GameEvent.Drew d) {
        int j = i;
        List<String> titles = new ArrayList<>();
        while (j < events.size() && events.get(j) instanceof GameEvent.Drew dj && dj.player() == d.player()) {
          if (dj.card() >= 0) {
            titles.add(n.card(dj.card()));
          }
          j++;
        }
        int drawn = j - i;
        String text = n.player(d.player()) + " draws " + (drawn == 1 ? "a card" : count(drawn, "card")) + cost;
        if (!titles.isEmpty()) {
          text += ": " + String.join(", ", titles);
        }
        out.line(text + ".", Kind.ACTION, d.player());
        i = j - 1;
      } else if (e instanceof GameEvent.Readied r) {
        int j = i;
        while (j < events.size() && events.get(j) instanceof GameEvent.Readied) {
          j++;
        }
        int readied = j - i;
        out.line((readied == 1 ? n.card(r.card()) + " is" : count(readied, "card") + " are") + " readied.",
            Kind.ACTION, -1);
        i = j - 1;
      } else if (e instanceof GameEvent.PutOnBottom b) {
        int j = i;
        while (j < events.size() && events.get(j) instanceof GameEvent.PutOnBottom bj && bj.player() == b.player()) {
          j++;
        }
        int put = j - i;
        String one = b.card() >= 0 ? n.card(b.card()) : "a flipped card";
        out.line(n.player(b.player()) + " puts " + (put == 1 ? one : count(put, "flipped card"))
            + " on the bottom of their deck.", Kind.FACEOFF, b.player());
        i = j - 1;
      } else if (e instanceof GameEvent.FaceoffStarted f && i + 1 < events.size()
          && events.get(i + 1) instanceof GameEvent.EffectFaceoffStarted by) {
        // 514.2c: one line says who started it, with what, and which cards are involved.
        String against = f.troublemaker() >= 0 ? " against " + n.card(f.troublemaker()) : "";
        String kind = f.kind() == FaceoffKind.EFFECT ? "a faceoff" : "a " + f.kind().display();
        String involved = by.involved().isEmpty() ? "no card is involved"
            : "involved: " + String.join(", ", by.involved().stream().map(n::card).toList());
        out.line("Faceoff! " + n.player(by.player()) + " starts " + kind + " with " + n.card(by.card())
            + against + "; " + involved + ".", Kind.FACEOFF, by.player());
        i++;
      } else if (e instanceof GameEvent.PriorityPassed p) {
        if (pass != null) {
          out.line(n.player(p.player()) + " passes" + (pass.automatic() ? " automatically" : "") + " ("
              + pass.stage().display() + ").", Kind.PASS, p.player());
        }
      } else {
        Told told = tell(e, n, after, cost);
        if (told != null) {
          out.line(told.text(), told.kind(), told.player());
        }
      }
    }
  }

  /** What a faceoff is held against: the Troublemaker, or the Problems ("X and Y"). */
  public static String faced(GameEvent.FaceoffStarted f, Naming n) {
    return f.troublemaker() >= 0 ? n.card(f.troublemaker())
        : String.join(" and ", f.problems().stream().map(n::card).toList());
  }

  /**
   * Every field of the event, for people checking a log: {@code Scored player=p1 points=1 total=3
   * why="confronted X"}. Cards, players and areas are named by {@code n}, whatever field holds them.
   */
  public static String trace(GameEvent e, Naming n) {
    StringBuilder sb = new StringBuilder(e.getClass().getSimpleName());
    List<Mentions.Part> parts = Mentions.parts(e.getClass());
    Object[] values = Mentions.values(e);
    for (int i = 0; i < values.length; i++) {
      sb.append(' ').append(parts.get(i).name()).append('=').append(traced(parts.get(i).role(), values[i], n));
    }
    return sb.toString();
  }

  private static String traced(Mentions.Role role, Object v, Naming n) {
    if (v instanceof List<?> l) {
      List<String> items = new ArrayList<>();
      l.forEach(x -> items.add(traced(role, x, n)));
      return "[" + String.join(", ", items) + "]";
    }
    if (v instanceof Integer id && role == Mentions.Role.CARD) {
      return n.card(id);
    }
    if (v instanceof Integer p && role == Mentions.Role.PLAYER) {
      return n.player(p);
    }
    if (v instanceof Area a) {
      return n.areaByName(a);
    }
    if (v instanceof Enum<?> en) {
      return en.name();
    }
    String text = String.valueOf(v);
    return text.contains(" ") ? "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"" : text;
  }

  /** A modifier as shown: "+2", "-3". */
  public static String signed(int n) {
    return n >= 0 ? "+" + n : Integer.toString(n);
  }

  public static String possessiveOf(String name) {
    return name.endsWith("s") ? name + "'" : name + "'s";
  }

  private record Told(String text, Kind kind, int player) {}

  /** One event's sentence in the log, with the tokens it cost; null when it tells nothing on its own. */
  private static Told tell(GameEvent e, Naming n, GameState after, String cost) {
    if (e instanceof GameEvent.TurnStarted t) {
      return new Told("Turn " + t.turn() + ": " + n.player(t.player()), Kind.TURN, t.player());
    } else if (e instanceof GameEvent.StageEntered s) {
      String phase = phaseStart(s.stage());
      return phase == null ? null : new Told(phase, Kind.PHASE, -1);
    } else if (e instanceof GameEvent.StartingProblemChosen c) {
      return new Told(n.player(c.player()) + " starts with " + n.card(c.card()) + ".", Kind.ACTION, c.player());
    } else if (e instanceof GameEvent.FirstPlayerChosen f) {
      return new Told(n.player(f.player()) + " goes first.", Kind.ACTION, f.player());
    } else if (e instanceof GameEvent.Shuffled s) {
      return new Told(n.possessive(s.player()) + (s.problemDeck() ? " Problem deck" : " draw deck") + " is shuffled.",
          Kind.ACTION, s.player());
    } else if (e instanceof GameEvent.MulliganDecided m) {
      return new Told(n.player(m.player()) + (m.took() ? " takes a mulligan." : " keeps their hand."), Kind.ACTION,
          m.player());
    } else if (e instanceof GameEvent.TokensGained t) {
      return new Told(n.player(t.player()) + " gains " + count(t.amount(), "action token") + " (now " + t.total()
          + ").", Kind.ACTION, t.player());
    } else if (e instanceof GameEvent.Milled m) {
      return new Told(n.player(m.player()) + " puts " + n.card(m.card()) + " from the top of their deck into their"
          + " discard pile.", Kind.ACTION, m.player());
    } else if (e instanceof GameEvent.TokensLost t) {
      return new Told(n.player(t.player()) + " loses " + count(t.amount(), "action token") + " (now " + t.total()
          + ").", Kind.ACTION, t.player());
    } else if (e instanceof GameEvent.CardPlayed c) {
      String where = c.host() >= 0 ? " on " + n.card(c.host()) + " at " + n.areaByName(c.area())
          : c.area() == null ? "" : " to " + n.areaByName(c.area());
      String what = c.card() < 0 ? "a face-down Troublemaker" : n.card(c.card()) + (c.faceDown() ? " face down" : "");
      return new Told(n.player(c.player()) + " plays " + what + where + cost + ".", Kind.ACTION, c.player());
    } else if (e instanceof GameEvent.Moved m) {
      return new Told(n.player(controller(after, m.card())) + " moves " + n.card(m.card()) + " to "
          + n.areaByName(m.to()) + cost + ".", Kind.ACTION, controller(after, m.card()));
    } else if (e instanceof GameEvent.SentHome s) {
      return new Told(n.card(s.card()) + " is sent home.", Kind.ACTION, controller(after, s.card()));
    } else if (e instanceof GameEvent.Sent st) {
      return new Told(n.card(st.card()) + " is sent to " + n.areaByName(st.to()) + ".", Kind.ACTION,
          controller(after, st.card()));
    } else if (e instanceof GameEvent.Frightened f) {
      return new Told(n.card(f.card()) + " is frightened.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Unfrightened u) {
      return new Told(n.card(u.card()) + " is rallied and turned face up" + cost + ".", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.TurnedFaceDown t) {
      return new Told(n.card(t.card()) + " is turned face down.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.TurnedFaceUp t) {
      return new Told(n.card(t.card()) + " is turned face up (not uncovered).", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Uncovered u) {
      return new Told(n.player(controller(after, u.card())) + " uncovers " + n.card(u.card()) + ".", Kind.ACTION,
          controller(after, u.card()));
    } else if (e instanceof GameEvent.Dismissed d) {
      return new Told(n.card(d.card()) + " is dismissed: " + d.why() + ".", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Banished b) {
      return new Told(n.card(b.card()) + " is banished.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.TokenGone t) {
      return new Told(n.card(t.card()) + " is a token: out of play, it ceases to exist.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.LookedAt l) {
      return new Told(n.player(l.player()) + " looks at " + (l.card() < 0 ? "a card you don't see" : n.card(l.card()))
          + ".", Kind.ACTION, l.player());
    } else if (e instanceof GameEvent.FlippedToHand f) {
      return new Told(n.player(f.player()) + " puts the flipped " + n.card(f.card()) + " into their hand.",
          Kind.ACTION, f.player());
    } else if (e instanceof GameEvent.PutOnTop t) {
      return new Told(n.card(t.card()) + " goes on top of its owner's deck.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.PutIntoHand h) {
      return new Told(n.card(h.card()) + " goes to its owner's hand.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.ColorChosen cc) {
      return new Told("The color " + cc.color() + " is chosen for " + n.card(cc.card()) + ".", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Boosted b) {
      return new Told(n.card(b.card()) + " turns to its Boosted side.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.TurnedToStart t) {
      return new Told(n.card(t.card()) + " turns to its Start side.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Attached a) {
      return new Told(n.card(a.attachment()) + " is attached to " + n.card(a.host()) + ".", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.ControlChanged c && c.returned()) {
      // 513.2: a change for a while ended; nobody took anything.
      return new Told("Control of " + n.card(c.card()) + " returns to " + n.player(c.player()) + ".", Kind.ACTION,
          c.player());
    } else if (e instanceof GameEvent.ControlChanged c) {
      return new Told(n.player(c.player()) + " takes control of " + n.card(c.card()) + ".", Kind.ACTION, c.player());
    } else if (e instanceof GameEvent.Searched f) {
      return new Told(n.player(f.player()) + " searches (their deck or discard pile) and "
          + (f.card() < 0 ? "puts a card into their hand or none" : "finds " + n.card(f.card())) + ".", Kind.ACTION,
          f.player());
    } else if (e instanceof GameEvent.Revealed r) {
      return new Told(n.player(r.player()) + " reveals " + n.card(r.card()) + ".", Kind.ACTION, r.player());
    } else if (e instanceof GameEvent.Replaced r) {
      return new Told(n.card(r.source()) + " replaces what would have happened (" + r.what() + ").", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Retired r) {
      return new Told(n.card(r.card()) + " retires from home.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Discarded d) {
      return new Told(n.player(d.player()) + " discards " + n.card(d.card()) + ".", Kind.ACTION, d.player());
    } else if (e instanceof GameEvent.ReturnedToHand r) {
      return new Told(n.player(r.player()) + " puts " + n.card(r.card()) + " from their discard pile into their hand.",
          Kind.ACTION, r.player());
    } else if (e instanceof GameEvent.ChallengeDeclared c) {
      return new Told(n.player(c.player()) + " challenges " + n.card(c.troublemaker()) + ".", Kind.FACEOFF,
          c.player());
    } else if (e instanceof GameEvent.FaceoffStarted f) {
      String at = (f.troublemaker() >= 0 ? " against " : " at ") + faced(f, n);
      return new Told("Faceoff! " + capital(f.kind().display()) + at + ".", Kind.FACEOFF, f.challenger());
    } else if (e instanceof GameEvent.Flipped f) {
      return new Told(n.player(f.player()) + " flips " + n.card(f.card()) + " for " + f.power() + ".", Kind.FACEOFF,
          f.player());
    } else if (e instanceof GameEvent.FlipIgnored i) {
      return new Told(n.card(i.card()) + " is ignored: it stays flipped but adds no power.", Kind.FACEOFF,
          i.player());
    } else if (e instanceof GameEvent.BanishedBeneath b) {
      return new Told(n.card(b.card()) + " is banished beneath " + n.card(b.host()) + ".", Kind.FACEOFF, b.player());
    } else if (e instanceof GameEvent.Spent sp) {
      return new Told(n.player(sp.player()) + " spends " + n.card(sp.card()) + " from beneath " + n.card(sp.host())
          + ".", Kind.ACTION, sp.player());
    } else if (e instanceof GameEvent.LookedAtTop l) {
      return new Told(n.player(l.player()) + " looks at the top " + (l.count() == 1 ? "card" : count(l.count(), "card"))
          + " of " + n.possessive(l.deckOwner()) + " deck.",
          Kind.ACTION, l.player());
    } else if (e instanceof GameEvent.LookedAtProblemDeck l) {
      return new Told(n.player(l.player()) + " looks at the top " + (l.count() == 1 ? "card" : count(l.count(), "card"))
          + " of " + n.possessive(l.deckOwner()) + " Problem deck" + (l.bottom() > 0
          ? " and puts " + (l.bottom() == 1 ? "one" : count(l.bottom(), "card")) + " on the bottom." : "."),
          Kind.ACTION, l.player());
    } else if (e instanceof GameEvent.TriggeredModifierAdded w) {
      // 708.4: the trigger's JSON word is what card designers and testers know it by.
      return new Told(n.card(w.source()) + " sets a watch for " + n.player(w.player()) + ": "
          + (w.once() ? "the next time" : "each time") + " \"" + w.when() + "\" happens" + (w.until().equals("thisLeavesPlay") || w.until().equals("endOfFaceoff") ? ""
              : w.until().equals("yourNextTurn") ? " (its owner's next turn)"
              : " this " + w.until()) + ".",
          Kind.ACTION, w.player());
    } else if (e instanceof GameEvent.TotalModified t) {
      return new Told(n.possessive(t.player()) + " power total gets " + signed(t.amount()) + " this faceoff ("
          + n.card(t.card()) + ").", Kind.FACEOFF, t.player());
    } else if (e instanceof GameEvent.JoinedFaceoff j) {
      return new Told(n.card(j.card()) + " becomes involved in the faceoff.", Kind.FACEOFF, -1);
    } else if (e instanceof GameEvent.LeftFaceoff l) {
      return new Told(n.card(l.card()) + " is removed from the faceoff.", Kind.FACEOFF, -1);
    } else if (e instanceof GameEvent.FlipsChanged f) {
      return new Told(n.player(f.player()) + " flips " + Math.abs(f.amount()) + (f.amount() > 0 ? " more" : " fewer")
          + (Math.abs(f.amount()) == 1 ? " card" : " cards") + " this faceoff (" + n.card(f.card()) + ").",
          Kind.FACEOFF, f.player());
    } else if (e instanceof GameEvent.FaceoffEndedByEffect f) {
      return new Told(n.card(f.card()) + " ends the faceoff: nobody wins it.", Kind.FACEOFF, -1);
    } else if (e instanceof GameEvent.TotalsModified m) {
      return new Told("Total modifiers: " + n.player(0) + " " + signed(m.modifier0()) + ", " + n.player(1) + " "
          + signed(m.modifier1()) + ".", Kind.FACEOFF, -1);
    } else if (e instanceof GameEvent.FaceoffCompared c) {
      return new Told("Power totals: " + n.player(0) + " " + c.total0() + ", " + n.player(1) + " " + c.total1() + ".",
          Kind.FACEOFF, -1);
    } else if (e instanceof GameEvent.FaceoffTied t) {
      return new Told(t.canFlipAgain() ? "A tie: both flip again." : "A tie, and no card is left to flip.",
          Kind.FACEOFF, -1);
    } else if (e instanceof GameEvent.FaceoffWon w) {
      return new Told(n.player(w.winner()) + " wins the " + w.kind().display() + ".", Kind.FACEOFF, w.winner());
    } else if (e instanceof GameEvent.TroublemakerDefeated t) {
      return new Told(n.player(t.player()) + " defeats " + n.card(t.troublemaker()) + ".", Kind.FACEOFF, t.player());
    } else if (e instanceof GameEvent.Confronted c) {
      return new Told(n.player(c.player()) + " confronts " + n.card(c.problem()) + ".", Kind.SCORE, c.player());
    } else if (e instanceof GameEvent.CouldNotConfront c) {
      return new Told(n.player(c.player()) + " can't confront " + n.card(c.problem()) + ": " + c.why() + ".",
          Kind.SCORE, c.player());
    } else if (e instanceof GameEvent.Scored s) {
      return new Told(n.player(s.player()) + " scores " + count(s.points(), "point") + " (" + s.why() + "): "
          + s.total() + " in all.", Kind.SCORE, s.player());
    } else if (e instanceof GameEvent.ProblemSolved p) {
      return new Told(n.card(p.problem()) + " is solved.", Kind.SCORE, -1);
    } else if (e instanceof GameEvent.ProblemReplaced r) {
      return new Told(n.possessive(r.owner()) + " new Problem: " + n.card(r.newProblem()) + ".", Kind.SCORE,
          r.owner());
    } else if (e instanceof GameEvent.Conceded c) {
      return new Told(n.player(c.player()) + " concedes.", Kind.END, c.player());
    } else if (e instanceof GameEvent.DrawAgreed d) {
      return new Told(n.player(d.player()) + " offers a draw; " + n.player(1 - d.player()) + " accepts.", Kind.END,
          d.player());
    } else if (e instanceof GameEvent.GameWon w) {
      return new Told(n.player(w.player()) + " wins the game: " + w.why() + "!", Kind.END, w.player());
    } else if (e instanceof GameEvent.EffectDidNothing d) {
      return new Told(possessiveOf(n.card(d.source())) + " effect did nothing: " + d.why() + ".", Kind.ACTION,
          d.controller());
    } else if (e instanceof GameEvent.ModeChosen m) {
      return new Told(n.player(m.controller()) + " chooses for " + possessiveOf(n.card(m.source())) + " effect: "
          + m.what() + ".", Kind.ACTION, m.controller());
    } else if (e instanceof GameEvent.LoopEnded l) {
      return new Told("A loop of triggered effects ended after " + count(l.processed(), "effect") + " (802.3).",
          Kind.ACTION, -1);
    } else if (e instanceof GameEvent.GameDrawn d) {
      return new Told("The game is a draw: " + d.why() + ".", Kind.END, -1);
    }
    return null;
  }

  /**
   * A short clause for a summary line, without reasons or final stop ("Ann wins", "Scout is sent
   * home", "scoring 1 point"); null for an event that has none. The faceoff panel's words: a
   * round, a tie, a result and what the result did.
   */
  public static String clause(GameEvent e, Naming n) {
    String text = null;
    if (e instanceof GameEvent.FaceoffCompared c) {
      text = n.player(0) + " " + c.total0() + " : " + c.total1() + " " + n.player(1);
    } else if (e instanceof GameEvent.TotalsModified m) {
      text = "total modifiers " + signed(m.modifier0()) + " / " + signed(m.modifier1());
    } else if (e instanceof GameEvent.FaceoffTied t) {
      text = t.canFlipAgain() ? "tie: both flip again" : "tie, and nothing left to flip: nobody wins";
    } else if (e instanceof GameEvent.FlipIgnored i) {
      text = n.card(i.card()) + " (ignored)";
    } else if (e instanceof GameEvent.FaceoffWon w) {
      text = n.player(w.winner()) + " wins";
    } else if (e instanceof GameEvent.TroublemakerDefeated d) {
      // 514.5a: the challenger who wins a Troublemaker Faceoff defeats it.
      text = n.player(d.player()) + " wins and defeats " + n.card(d.troublemaker());
    } else if (e instanceof GameEvent.Scored s) {
      text = "scoring " + count(s.points(), "point");
    } else if (e instanceof GameEvent.Dismissed d) {
      text = n.card(d.card()) + " is dismissed";
    } else if (e instanceof GameEvent.Frightened f) {
      text = n.card(f.card()) + " is frightened";
    } else if (e instanceof GameEvent.SentHome s) {
      text = n.card(s.card()) + " is sent home";
    }
    return text;
  }

  private static String phaseStart(Stage s) {
    return switch (s) {
      case READY_STEP, TROUBLEMAKER_PHASE_START, MAIN_PHASE_START, SCORE_PHASE_START, END_PHASE_START ->
          s.phase().display();
      default -> null;
    };
  }

  /** Who a card in the log belongs to now: its controller in play, else its owner. */
  private static int controller(GameState after, int card) {
    if (card < 0) {
      return -1;
    }
    InPlay c = after.inPlay(card);
    return c != null ? c.controller() : after.owner(card);
  }

  private static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
