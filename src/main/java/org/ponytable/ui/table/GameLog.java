package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.view.EventWords;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.ui.session.GameSession;

/**
 * The game log for one viewer: the session's events, redacted by {@link PlayerView#events} so a
 * line never names a card the viewer may not know, told in {@link EventWords}' words.
 */
public final class GameLog {
  private GameLog() {}

  public record Line(String text, EventWords.Kind kind, int player) {}

  /** The log without passes: what the table shows until passes are asked for. */
  public static List<Line> withoutPasses(List<Line> lines) {
    return lines.stream().filter(l -> l.kind() != EventWords.Kind.PASS).toList();
  }

  public static List<Line> lines(GameState opening, List<GameEvent> openingEvents, List<GameSession.Applied> steps,
      int viewer) {
    List<Line> out = new ArrayList<>(opening(opening, openingEvents, viewer));
    List<String> players = players(opening);
    for (GameSession.Applied a : steps) {
      out.addAll(step(a, players, viewer));
    }
    return out;
  }

  /** The lines the game's opening events give {@code viewer}. */
  static List<Line> opening(GameState opening, List<GameEvent> openingEvents, int viewer) {
    List<Line> out = new ArrayList<>();
    append(out, openingEvents, opening, players(opening), viewer, null);
    return out;
  }

  /** The lines one applied action adds for {@code viewer}: a step's lines never change later. */
  static List<Line> step(GameSession.Applied step, List<String> players, int viewer) {
    List<Line> out = new ArrayList<>();
    append(out, step.events(), step.after(), players, viewer, step);
    return out;
  }

  static List<String> players(GameState opening) {
    List<String> players = new ArrayList<>();
    for (var p : opening.players()) {
      players.add(p.name());
    }
    return players;
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
    // Every pass is told (the table folds them out unless asked), with whether it was automatic.
    var pass = step != null ? new EventWords.Pass(step.before().stage(), step.automatic()) : null;
    // 505.1d: a face-down card this viewer looked at is named to them in that line of the log.
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    for (GameEvent e : raw) {
      if (e instanceof GameEvent.LookedAt l && l.player() == viewer) {
        seen.add(l.card());
      }
    }
    IntFunction<CardDef> names = known(after, viewer);
    IntFunction<CardDef> withSeen = seen.isEmpty() ? names : id -> seen.contains(id) ? after.def(id) : names.apply(id);
    EventWords.story(PlayerView.events(raw, after, viewer), new Names(players, viewer, withSeen), after,
        pass, (text, kind, player) -> out.add(new Line(text, kind, player)));
  }
}
