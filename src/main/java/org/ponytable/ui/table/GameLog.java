package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.ui.session.GameSession;

/**
 * The game log in words, for one viewer. Events are first redacted by {@link PlayerView#events},
 * so a line never names a card the viewer may not know; runs of small events (draws, readies,
 * cards put back) are merged so the log reads like a story rather than a trace.
 */
public final class GameLog {
  private GameLog() {}

  public enum Kind {
    TURN,
    PHASE,
    ACTION,
    FACEOFF,
    SCORE,
    END,
    /** A pass (510.1): folded out of the log unless the players ask for passes. */
    PASS
  }

  public record Line(String text, Kind kind, int player) {}

  /** The log without passes: what the table shows until passes are asked for. */
  public static List<Line> withoutPasses(List<Line> lines) {
    return lines.stream().filter(l -> l.kind() != Kind.PASS).toList();
  }

  public static List<Line> lines(GameState opening, List<GameEvent> openingEvents, List<GameSession.Applied> steps,
      int viewer) {
    List<Line> out = new ArrayList<>();
    List<String> players = new ArrayList<>();
    for (var p : opening.players()) {
      players.add(p.name());
    }
    append(out, openingEvents, opening, players, viewer, null);
    for (GameSession.Applied a : steps) {
      append(out, a.events(), a.after(), players, viewer, a);
    }
    return out;
  }

  /** The names a viewer may read: cards hidden from them in {@code after} stay unnamed. */
  static IntFunction<CardDef> known(GameState after, int viewer) {
    return id -> {
      if (id < 0 || id >= after.cards().size()) {
        return null;
      }
      InPlay c = after.inPlay(id);
      if (c != null && PlayerView.hiddenFrom(after, c, viewer)) {
        return null;
      }
      return after.def(id);
    };
  }

  private static void append(List<Line> out, List<GameEvent> raw, GameState after, List<String> players, int viewer,
      GameSession.Applied step) {
    List<GameEvent> events = PlayerView.events(raw, after, viewer);
    Names n = new Names(players, viewer, known(after, viewer));
    int paid = 0;
    for (int i = 0; i < events.size(); i++) {
      GameEvent e = events.get(i);
      if (e instanceof GameEvent.TokensPaid t) {
        // Told with the action it paid for, which comes next.
        paid += t.amount();
        continue;
      }
      String cost = paid > 0 ? " (" + Words.count(paid, "token") + ")" : "";
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
        int count = j - i;
        String what = count == 1 ? "a card" : Words.count(count, "card");
        String text = n.player(d.player()) + " draws " + what + cost;
        if (!titles.isEmpty()) {
          text += ": " + String.join(", ", titles);
        }
        out.add(new Line(text + ".", Kind.ACTION, d.player()));
        i = j - 1;
      } else if (e instanceof GameEvent.Readied r) {
        int j = i;
        while (j < events.size() && events.get(j) instanceof GameEvent.Readied) {
          j++;
        }
        int count = j - i;
        out.add(new Line((count == 1 ? n.card(r.card()) + " is" : Words.count(count, "card") + " are") + " readied.", Kind.ACTION, -1));
        i = j - 1;
      } else if (e instanceof GameEvent.PutOnBottom b) {
        int j = i;
        while (j < events.size() && events.get(j) instanceof GameEvent.PutOnBottom bj && bj.player() == b.player()) {
          j++;
        }
        int count = j - i;
        String one = b.card() >= 0 ? n.card(b.card()) : "a flipped card";
        out.add(new Line(n.player(b.player()) + " puts " + (count == 1 ? one : Words.count(count, "flipped card"))
            + " on the bottom of their deck.", Kind.FACEOFF, b.player()));
        i = j - 1;
      } else if (e instanceof GameEvent.FaceoffStarted f && i + 1 < events.size()
          && events.get(i + 1) instanceof GameEvent.EffectFaceoffStarted by) {
        // 514.2c: one line says who started it, with what, and which cards are involved.
        String against = f.troublemaker() >= 0 ? " against " + n.card(f.troublemaker()) : "";
        String kind = f.kind() == org.ponytable.engine.state.FaceoffKind.EFFECT ? "a faceoff" : "a " + f.kind().display();
        String involved = by.involved().isEmpty() ? "no card is involved"
            : "involved: " + String.join(", ", by.involved().stream().map(n::card).toList());
        out.add(new Line("Faceoff! " + n.player(by.player()) + " starts " + kind + " with " + n.card(by.card())
            + against + "; " + involved + ".", Kind.FACEOFF, by.player()));
        i++;
      } else if (e instanceof GameEvent.PriorityPassed p) {
        if (step != null) {
          out.add(new Line(n.player(p.player()) + " passes" + (step.automatic() ? " automatically" : "") + " ("
              + step.before().stage().display() + ").", Kind.PASS, p.player()));
        }
      } else {
        Line line = line(e, n, after, cost);
        if (line != null) {
          out.add(line);
        }
      }
    }
  }

  private static Line line(GameEvent e, Names n, GameState after, String cost) {
    if (e instanceof GameEvent.TurnStarted t) {
      return new Line("Turn " + t.turn() + ": " + n.player(t.player()), Kind.TURN, t.player());
    } else if (e instanceof GameEvent.StageEntered s) {
      String phase = phaseStart(s.stage());
      return phase == null ? null : new Line(phase, Kind.PHASE, -1);
    } else if (e instanceof GameEvent.StartingProblemChosen c) {
      return new Line(n.player(c.player()) + " starts with " + n.card(c.card()) + ".", Kind.ACTION, c.player());
    } else if (e instanceof GameEvent.FirstPlayerChosen f) {
      return new Line(n.player(f.player()) + " goes first.", Kind.ACTION, f.player());
    } else if (e instanceof GameEvent.Shuffled s) {
      return new Line(n.possessive(s.player()) + (s.problemDeck() ? " Problem deck" : " draw deck") + " is shuffled.",
          Kind.ACTION, s.player());
    } else if (e instanceof GameEvent.MulliganDecided m) {
      return new Line(n.player(m.player()) + (m.took() ? " takes a mulligan." : " keeps their hand."), Kind.ACTION,
          m.player());
    } else if (e instanceof GameEvent.TokensGained t) {
      return new Line(n.player(t.player()) + " gains " + Words.count(t.amount(), "action token") + " (now " + t.total()
          + ").",
          Kind.ACTION, t.player());
    } else if (e instanceof GameEvent.CardPlayed c) {
      String where = c.host() >= 0 ? " on " + n.card(c.host()) + " at " + n.areaByName(c.area())
          : c.area() == null ? "" : " to " + n.areaByName(c.area());
      String what = c.card() < 0 ? "a face-down Troublemaker" : n.card(c.card()) + (c.faceDown() ? " face down" : "");
      return new Line(n.player(c.player()) + " plays " + what + where + cost + ".", Kind.ACTION, c.player());
    } else if (e instanceof GameEvent.Moved m) {
      return new Line(owner(n, after, m.card()) + " moves " + n.card(m.card()) + " to " + n.areaByName(m.to()) + cost
          + ".", Kind.ACTION, controller(after, m.card()));
    } else if (e instanceof GameEvent.SentHome s) {
      return new Line(n.card(s.card()) + " is sent home.", Kind.ACTION, controller(after, s.card()));
    } else if (e instanceof GameEvent.Frightened f) {
      return new Line(n.card(f.card()) + " is frightened.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Unfrightened u) {
      return new Line(n.card(u.card()) + " is rallied and turned face up" + cost + ".", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Uncovered u) {
      return new Line(owner(n, after, u.card()) + " uncovers " + n.card(u.card()) + ".", Kind.ACTION,
          controller(after, u.card()));
    } else if (e instanceof GameEvent.Dismissed d) {
      return new Line(n.card(d.card()) + " is dismissed: " + d.why() + ".", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Banished b) {
      return new Line(n.card(b.card()) + " is banished.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Boosted b) {
      return new Line(n.card(b.card()) + " turns to its Boosted side.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Attached a) {
      return new Line(n.card(a.attachment()) + " is attached to " + n.card(a.host()) + ".", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.ControlChanged c && c.returned()) {
      // 513.2: a change for a while ended; nobody took anything.
      return new Line("Control of " + n.card(c.card()) + " returns to " + n.player(c.player()) + ".", Kind.ACTION,
          c.player());
    } else if (e instanceof GameEvent.ControlChanged c) {
      return new Line(n.player(c.player()) + " takes control of " + n.card(c.card()) + ".", Kind.ACTION, c.player());
    } else if (e instanceof GameEvent.Searched f) {
      return new Line(n.player(f.player()) + " searches their deck and " + (f.card() < 0 ? "puts a card into their hand or none"
          : "finds " + n.card(f.card())) + ".", Kind.ACTION, f.player());
    } else if (e instanceof GameEvent.Replaced r) {
      return new Line(n.card(r.source()) + " replaces what would have happened (" + r.what() + ").", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Retired r) {
      return new Line(n.card(r.card()) + " retires from home.", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.Discarded d) {
      return new Line(n.player(d.player()) + " discards " + n.card(d.card()) + ".", Kind.ACTION, d.player());
    } else if (e instanceof GameEvent.ChallengeDeclared c) {
      return new Line(n.player(c.player()) + " challenges " + n.card(c.troublemaker()) + ".", Kind.FACEOFF, c.player());
    } else if (e instanceof GameEvent.FaceoffStarted f) {
      String at = f.troublemaker() >= 0 ? " against " + n.card(f.troublemaker())
          : " at " + String.join(" and ", f.problems().stream().map(n::card).toList());
      return new Line("Faceoff! " + capital(f.kind().display()) + at + ".", Kind.FACEOFF, f.challenger());
    } else if (e instanceof GameEvent.Flipped f) {
      return new Line(n.player(f.player()) + " flips " + n.card(f.card()) + " for " + f.power() + ".", Kind.FACEOFF,
          f.player());
    } else if (e instanceof GameEvent.FlipIgnored i) {
      return new Line(n.card(i.card()) + " is ignored: it stays flipped but adds no power.", Kind.FACEOFF, i.player());
    } else if (e instanceof GameEvent.BanishedBeneath b) {
      return new Line(n.card(b.card()) + " is banished beneath " + n.card(b.host()) + ".", Kind.FACEOFF, b.player());
    } else if (e instanceof GameEvent.Spent sp) {
      return new Line(n.player(sp.player()) + " spends " + n.card(sp.card()) + " from beneath " + n.card(sp.host()) + ".",
          Kind.ACTION, sp.player());
    } else if (e instanceof GameEvent.LookedAtTop l) {
      return new Line(n.player(l.player()) + " looks at the top " + (l.count() == 1 ? "card" : Words.count(l.count(), "card"))
          + " of " + n.possessive(l.deckOwner()) + " deck" + (l.player() == l.deckOwner() ? "." : " (Inspired)."), Kind.ACTION, l.player());
    } else if (e instanceof GameEvent.TriggeredModifierAdded w) {
      // 708.4: the trigger's JSON word is what card designers and testers know it by.
      return new Line(n.card(w.source()) + " sets a watch for " + n.player(w.player()) + ": " + (w.once() ? "the next time"
          : "each time") + " \"" + w.when() + "\" happens this " + w.until() + ".", Kind.ACTION, w.player());
    } else if (e instanceof GameEvent.TotalModified t) {
      return new Line(n.possessive(t.player()) + " power total gets " + FaceoffSummary.signed(t.amount())
          + " this faceoff (" + n.card(t.card()) + ").", Kind.FACEOFF, t.player());
    } else if (e instanceof GameEvent.TotalsModified m) {
      return new Line("Total modifiers: " + n.player(0) + " " + FaceoffSummary.signed(m.modifier0()) + ", " + n.player(1)
          + " " + FaceoffSummary.signed(m.modifier1()) + ".", Kind.FACEOFF, -1);
    } else if (e instanceof GameEvent.FaceoffCompared c) {
      return new Line("Power totals: " + n.player(0) + " " + c.total0() + ", " + n.player(1) + " " + c.total1() + ".",
          Kind.FACEOFF, -1);
    } else if (e instanceof GameEvent.FaceoffTied t) {
      return new Line(t.canFlipAgain() ? "A tie: both flip again." : "A tie, and no card is left to flip.",
          Kind.FACEOFF, -1);
    } else if (e instanceof GameEvent.FaceoffWon w) {
      return new Line(n.player(w.winner()) + " wins the " + w.kind().display() + ".", Kind.FACEOFF, w.winner());
    } else if (e instanceof GameEvent.TroublemakerDefeated t) {
      return new Line(n.player(t.player()) + " defeats " + n.card(t.troublemaker()) + ".", Kind.FACEOFF, t.player());
    } else if (e instanceof GameEvent.Confronted c) {
      return new Line(n.player(c.player()) + " confronts " + n.card(c.problem()) + ".", Kind.SCORE, c.player());
    } else if (e instanceof GameEvent.CouldNotConfront c) {
      return new Line(n.player(c.player()) + " can't confront " + n.card(c.problem()) + ": " + c.why() + ".",
          Kind.SCORE, c.player());
    } else if (e instanceof GameEvent.Scored s) {
      return new Line(n.player(s.player()) + " scores " + Words.count(s.points(), "point")
          + " (" + s.why() + "): " + s.total() + " in all.", Kind.SCORE, s.player());
    } else if (e instanceof GameEvent.ProblemSolved p) {
      return new Line(n.card(p.problem()) + " is solved.", Kind.SCORE, -1);
    } else if (e instanceof GameEvent.ProblemReplaced r) {
      return new Line(n.possessive(r.owner()) + " new Problem: " + n.card(r.newProblem()) + ".", Kind.SCORE, r.owner());
    } else if (e instanceof GameEvent.Conceded c) {
      return new Line(n.player(c.player()) + " concedes.", Kind.END, c.player());
    } else if (e instanceof GameEvent.DrawAgreed d) {
      return new Line(n.player(d.player()) + " offers a draw; " + n.player(1 - d.player()) + " accepts.", Kind.END,
          d.player());
    } else if (e instanceof GameEvent.GameWon w) {
      return new Line(n.player(w.player()) + " wins the game: " + w.why() + "!", Kind.END, w.player());
    } else if (e instanceof GameEvent.LoopEnded l) {
      return new Line("A loop of triggered effects ended after " + Words.count(l.processed(), "effect") + " (802.3).", Kind.ACTION, -1);
    } else if (e instanceof GameEvent.GameDrawn d) {
      return new Line("The game is a draw: " + d.why() + ".", Kind.END, -1);
    }
    return null;
  }

  private static String phaseStart(Stage s) {
    return switch (s) {
      case READY_STEP, TROUBLEMAKER_PHASE_START, MAIN_PHASE_START, SCORE_PHASE_START, END_PHASE_START ->
          s.phase().display();
      default -> null;
    };
  }

  private static int controller(GameState after, int card) {
    if (card < 0) {
      return -1;
    }
    InPlay c = after.inPlay(card);
    return c != null ? c.controller() : after.owner(card);
  }

  private static String owner(Names n, GameState after, int card) {
    return n.player(controller(after, card));
  }

  private static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
