package org.ponytable.persistence;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.GameState;

/** Applies actions written in the notation, turning every way one can go wrong into a located problem. */
final class Playback {
  private Playback() {}

  /**
   * Reads every text before any is played (issue 13), so a text naming no card, area or verb is
   * reported at once, all of them together, instead of when (or if) the game reaches it. Where the
   * game's cards include token cards, a card the start does not hold may be a token made later:
   * a name or #id such a card may have is checked when the action is played.
   */
  static void readAll(List<String> texts, Map<String, Integer> labels, GameState start, JsonSource src,
      String pointer) throws FileFormatException {
    List<CardInfo> cards = start.cards();
    List<LoadProblem> problems = new ArrayList<>();
    for (int i = 0; i < texts.size(); i++) {
      try {
        ActionText.parse(texts.get(i), labels, cards);
      } catch (ActionText.UnknownCard e) {
        if (!e.couldBeToken(start.pool(), cards.size())) {
          problems.add(src.problem(JsonSource.child(pointer, i), "action " + i + " '" + texts.get(i) + "': "
              + e.getMessage()));
        }
      } catch (IllegalArgumentException e) {
        problems.add(src.problem(JsonSource.child(pointer, i), "action " + i + " '" + texts.get(i) + "': "
            + e.getMessage()));
      }
    }
    if (!problems.isEmpty()) {
      throw new FileFormatException(problems);
    }
  }

  /**
   * Applies {@code text} to the log's last state; the new state is appended to {@code states}.
   * A problem names the action's index, its text, the moment of the game and the legal actions.
   */
  static void play(GameLog log, List<GameState> states, String text, Map<String, Integer> labels, JsonSource src,
      String pointer, int index) throws FileFormatException {
    GameState s = log.last();
    String name = "action " + index + " '" + text + "'";
    if (s.isOver()) {
      throw new FileFormatException(src.problem(pointer, name + ": the game is already over ("
          + (s.result().isDraw() ? "a draw" : Refs.player(s.result().winner()) + " won") + ": " + s.result().reason()
          + ")"));
    }
    ActionText t;
    try {
      t = ActionText.parse(text, labels, s.cards());
    } catch (IllegalArgumentException e) {
      throw new FileFormatException(src.problem(pointer, name + ": " + e.getMessage()));
    }
    Action a = t.match(s);
    if (a == null) {
      throw new FileFormatException(src.problem(pointer, name + " at turn " + s.turn() + ", " + s.stage().display()
          + ", waiting for " + Refs.player(s.actor()) + " to " + s.decision().kind().thirdPerson() + ": '" + text
          + "' is not a legal action now; " + t.whyNot(s)));
    }
    try {
      Outcome o = Engine.apply(s, a);
      log.add(a, text, o);
      states.add(o.state());
    } catch (Refusal r) {
      throw new FileFormatException(src.problem(pointer, name + " was refused: " + r.getMessage()));
    } catch (RuntimeException e) {
      throw FileFormatException.engineFailure(src.problem(pointer, name + " made the engine fail (an engine bug; "
          + "please report it with this file): " + e.getMessage()), e);
    }
  }
}
