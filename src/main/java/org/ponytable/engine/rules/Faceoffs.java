package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.card.CardType;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/** Faceoffs (514) and their flips (515). */
public final class Faceoffs {
  private Faceoffs() {}

  static void start(Tx tx, FaceoffKind kind, List<Integer> problems, int troublemaker, int challenger) {
    tx.s = tx.s.withFaceoff(new Faceoff(kind, problems, troublemaker, challenger,
        Faceoff.Stage.START_WINDOW, -1, false, List.of())).withPasses(-1);
    tx.emit(new GameEvent.FaceoffStarted(kind, problems, troublemaker, challenger));
    // 514.2
    Triggers.player(tx, Trigger.Kind.FACEOFF_STARTS, -1, null, Triggers.involved(tx.s), area(tx.s, problems));
  }

  /** Runs one stage of the faceoff in progress; true when a player must decide. */
  static boolean step(Tx tx) {
    Faceoff f = tx.s.faceoff();
    int tp = tx.s.turnPlayer();
    int[] order = {tp, GameState.opponent(tp)};
    switch (f.stage()) {
      case START_WINDOW, FLIP_WINDOW, END_WINDOW:
        return Flow.window(tx);
      case FLIP:
        // 514.3, 514.4c: each player flips; a player with no unflipped card flips nothing.
        for (int p : order) {
          tx.flip(p);
        }
        setStage(tx, Faceoff.Stage.FLIP_WINDOW);
        return false;
      case COMPARE: {
        int[] totals = totals(tx.s);
        tx.emit(new GameEvent.FaceoffCompared(totals[0], totals[1]));
        if (totals[0] != totals[1]) {
          tx.s = tx.s.withFaceoff(f.withWinner(totals[0] > totals[1] ? 0 : 1).withStage(Faceoff.Stage.RESULT));
          return false;
        }
        boolean canFlip = tx.player(0).unflippedCount() > 0 || tx.player(1).unflippedCount() > 0;
        tx.emit(new GameEvent.FaceoffTied(canFlip));
        // A tie nobody can break (both decks exhausted) ends without a winner (rulings.md).
        tx.s = tx.s.withFaceoff(canFlip ? f.withStage(Faceoff.Stage.FLIP)
            : f.withWinner(-1).withStage(Faceoff.Stage.RESULT));
        return false;
      }
      case RESULT:
        return result(tx, f);
      case CLEANUP:
        // 514.6: flipped cards go to the bottom of their owners' decks in the order each
        // owner chooses, turn player first (801.1).
        for (int p : order) {
          List<Integer> flipped = tx.player(p).flipped();
          if (flipped.isEmpty()) {
            continue;
          }
          List<Integer> remaining = new ArrayList<>(flipped);
          remaining.removeAll(f.bottomOrder());
          if (remaining.size() > 1) {
            tx.s = tx.s.withDecision(new Decision(DecisionKind.FLIP_ORDER, p, remaining));
            return true;
          }
          // The order is complete: all of this player's flipped cards go down together.
          List<Integer> placed = new ArrayList<>(f.bottomOrder());
          placed.addAll(remaining);
          for (int card : placed) {
            tx.putFlippedOnBottom(p, card);
          }
          tx.s = tx.s.withFaceoff(f.withBottomOrder(List.of()));
          return false;
        }
        List<Integer> involved = Triggers.involved(tx.s);
        Area at = area(tx.s, f.problems());
        tx.s = tx.s.withFaceoff(null);
        tx.emit(new GameEvent.FaceoffEnded());
        Effects.endModifiers(tx, Duration.FACEOFF);
        Triggers.player(tx, Trigger.Kind.FACEOFF_ENDS, -1, null, involved, at);
        return false;
      default:
        throw new IllegalStateException("unknown faceoff stage " + f.stage());
    }
  }

  /** The area of the first Problem where the faceoff is resolved ("there", 501.5), or null. */
  private static Area area(GameState s, List<Integer> problems) {
    for (int p : problems) {
      if (s.inPlay(p) != null) {
        return s.inPlay(p).area();
      }
    }
    return null;
  }

  private static void setStage(Tx tx, Faceoff.Stage stage) {
    tx.s = tx.s.withFaceoff(tx.s.faceoff().withStage(stage));
  }

  /** 514.5 */
  private static boolean result(Tx tx, Faceoff f) {
    int winner = f.winner();
    setStage(tx, Faceoff.Stage.END_WINDOW);
    if (winner < 0) {
      return false;
    }
    tx.emit(new GameEvent.FaceoffWon(winner, f.kind()));
    List<Integer> inFaceoff = Triggers.involved(tx.s);
    Area at = area(tx.s, f.problems());
    Triggers.player(tx, Trigger.Kind.WIN_FACEOFF, winner, null, inFaceoff, at);
    Triggers.player(tx, Trigger.Kind.LOSE_FACEOFF, GameState.opponent(winner), null, inFaceoff, at);
    studious(tx, f, winner);
    if (f.kind() == FaceoffKind.TROUBLEMAKER) {
      InPlay tm = tx.s.inPlay(f.troublemaker());
      if (winner == f.challenger()) {
        // 514.5a: defeat the Troublemaker: score its points, then dismiss it.
        if (tm != null) {
          tx.emit(new GameEvent.TroublemakerDefeated(winner, tm.id()));
          tx.score(winner, tx.s.def(tm.id()).points(), "defeated " + tx.s.def(tm.id()).title());
          tx.dismiss(tm.id(), "defeated");
        }
        return false;
      }
      // 514.5b: the challenger sends one of their involved characters home.
      List<Integer> involved = new ArrayList<>();
      for (InPlay c : involvedCharacters(tx.s, f)) {
        if (c.controller() == f.challenger()) {
          involved.add(c.id());
        }
      }
      if (involved.isEmpty()) {
        return false;
      }
      setStage(tx, Faceoff.Stage.RESULT);
      return Flow.offer(tx, DecisionKind.SEND_HOME, f.challenger(), involved);
    }
    // 514.5c: the highest bonus among the Problems where it was resolved.
    int bonus = 0;
    for (int p : f.problems()) {
      if (tx.s.inPlay(p) != null) {
        bonus = Math.max(bonus, tx.s.def(p).bonus());
      }
    }
    tx.score(winner, bonus, "won the " + f.kind().display());
    return false;
  }

  /**
   * Glossary, Studious: the winner gains one action token if any card of theirs with Studious
   * is involved; never more than one per faceoff.
   */
  private static void studious(Tx tx, Faceoff f, int winner) {
    List<InPlay> involved = new ArrayList<>(involvedCharacters(tx.s, f));
    if (f.kind() == FaceoffKind.TROUBLEMAKER && tx.s.inPlay(f.troublemaker()) != null) {
      involved.add(tx.s.inPlay(f.troublemaker()));
    }
    for (InPlay c : involved) {
      if (c.controller() == winner && Stats.has(tx.s, c, org.ponytable.engine.card.Keyword.STUDIOUS)) {
        tx.gainTokens(winner, 1);
        return;
      }
    }
  }

  /** 514.2a-b, 514.2d: involvement is read from the current state every time. */
  public static List<InPlay> involvedCharacters(GameState s, Faceoff f) {
    List<InPlay> out = new ArrayList<>();
    for (int problem : f.problems()) {
      InPlay p = s.inPlay(problem);
      if (p == null) {
        continue;
      }
      Area area = p.area();
      for (InPlay c : s.at(area)) {
        if (!s.isCharacter(c)) {
          continue;
        }
        if (f.kind() == FaceoffKind.TROUBLEMAKER && c.controller() != f.challenger()) {
          continue;
        }
        out.add(c);
      }
    }
    return out;
  }

  /**
   * 514.4a: each player's power total: their involved cards plus their flipped cards. The
   * challenged Troublemaker counts for the challenger's opponent, whoever controls it (514.4a.i).
   */
  public static int[] totals(GameState s) {
    Faceoff f = s.faceoff();
    int[] totals = new int[2];
    for (int p = 0; p < 2; p++) {
      for (int card : s.player(p).flipped()) {
        totals[p] += Math.max(0, s.def(card).face().power());
      }
    }
    for (InPlay c : involvedCharacters(s, f)) {
      totals[c.controller()] += Stats.contribution(s, c);
    }
    if (f.kind() == FaceoffKind.TROUBLEMAKER) {
      InPlay tm = s.inPlay(f.troublemaker());
      if (tm != null && s.type(tm.id()) == CardType.TROUBLEMAKER) {
        totals[GameState.opponent(f.challenger())] += Stats.contribution(s, tm);
      }
    }
    return totals;
  }
}
