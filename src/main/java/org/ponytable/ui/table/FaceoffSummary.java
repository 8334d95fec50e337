package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.EventWords;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.ui.session.GameSession;

/**
 * The latest faceoff as the faceoff panel shows it: who started it and against what, each flip
 * in order, each comparison (ties included), the live totals while it runs and the result once
 * decided. Built from the redacted events and the viewer's {@link PlayerView.FaceoffView}.
 *
 * @param flips each player's flips in order
 * @param rounds one line per comparison: "4 : 4, tie: both flip again"
 * @param live true while the faceoff is still in progress
 * @param startedBy the title of the card whose effect started it (514.2c), or null when the
 *     rules started it
 * @param involved the cards involved: live while it runs; once over, those an effect's faceoff
 *     started with (a rules faceoff: none)
 * @param modifier0 what modifiers add to player 1's total (514.4a): live while it runs, as last
 *     compared once over; {@code modifier1} the same for player 2
 */
public record FaceoffSummary(
    FaceoffKind kind,
    int challenger,
    String challengerName,
    String target,
    List<String> names,
    List<List<Flip>> flips,
    List<String> rounds,
    int total0,
    int total1,
    List<Integer> involved,
    int winner,
    String result,
    boolean live,
    String startedBy,
    int modifier0,
    int modifier1) {

  /** One flipped card; {@code def} is null only if the viewer may not know it. */
  public record Flip(int card, String title, int power, CardDef def) {}

  /**
   * The faceoff of the current turn, or null when none started this turn. {@code live} is the
   * viewer's faceoff view when one is in progress.
   */
  public static FaceoffSummary latest(List<GameSession.Applied> steps, PlayerView.FaceoffView live, int viewer) {
    int start = -1;
    int startEvent = -1;
    // Find the last FaceoffStarted that is not older than the current turn.
    outer:
    for (int i = steps.size() - 1; i >= 0; i--) {
      List<GameEvent> ev = steps.get(i).events();
      for (int j = ev.size() - 1; j >= 0; j--) {
        if (ev.get(j) instanceof GameEvent.FaceoffStarted) {
          start = i;
          startEvent = j;
          break outer;
        }
        if (ev.get(j) instanceof GameEvent.TurnStarted) {
          break outer;
        }
      }
    }
    if (start < 0) {
      return null;
    }
    GameState first = steps.get(start).after();
    List<String> names = List.of(first.player(0).name(), first.player(1).name());
    GameEvent.FaceoffStarted started = null;
    List<List<Flip>> flips = List.of(new ArrayList<>(), new ArrayList<>());
    List<String> rounds = new ArrayList<>();
    int t0 = 0;
    int t1 = 0;
    int winner = -1;
    String result = null;
    boolean ended = false;
    String target = "";
    String startedBy = null;
    List<Integer> startedWith = List.of();
    int[] mods = new int[2];
    String modified = null;
    for (int i = start; i < steps.size() && !ended; i++) {
      GameSession.Applied a = steps.get(i);
      Names n = new Names(names, viewer, GameLog.known(a.after(), viewer));
      List<GameEvent> ev = PlayerView.events(a.events(), a.after(), viewer);
      for (int j = i == start ? startEvent : 0; j < ev.size() && !ended; j++) {
        GameEvent e = ev.get(j);
        if (e instanceof GameEvent.FaceoffStarted f) {
          started = f;
          target = EventWords.faced(f, n);
        } else if (e instanceof GameEvent.EffectFaceoffStarted by) {
          startedBy = n.card(by.card());
          startedWith = by.involved();
        } else if (e instanceof GameEvent.TotalsModified m) {
          mods = new int[] {m.modifier0(), m.modifier1()};
          modified = EventWords.clause(m, n);
        } else if (e instanceof GameEvent.Flipped f && f.player() >= 0 && f.player() < 2) {
          flips.get(f.player()).add(new Flip(f.card(), n.card(f.card()), f.power(), n.def(f.card())));
        } else if (e instanceof GameEvent.FlipIgnored ig && ig.player() >= 0 && ig.player() < 2) {
          // 515.4: still flipped, but it adds nothing now.
          List<Flip> mine = flips.get(ig.player());
          String ignored = EventWords.clause(ig, n);
          mine.replaceAll(fl -> fl.card() == ig.card() ? new Flip(fl.card(), ignored, 0, fl.def()) : fl);
        } else if (e instanceof GameEvent.FaceoffCompared c) {
          t0 = c.total0();
          t1 = c.total1();
          // TotalsModified comes just before the comparison it changed (514.4a).
          rounds.add(EventWords.clause(c, n) + (modified != null ? " (" + modified + ")" : ""));
          modified = null;
        } else if (e instanceof GameEvent.FaceoffTied t) {
          int last = rounds.size() - 1;
          String tie = EventWords.clause(t, n);
          if (last >= 0) {
            rounds.set(last, rounds.get(last) + ", " + tie);
          } else {
            rounds.add(tie);
          }
          if (!t.canFlipAgain()) {
            result = "Nobody wins";
          }
        } else if (e instanceof GameEvent.FaceoffWon w) {
          winner = w.winner();
          result = EventWords.clause(w, n);
        } else if (e instanceof GameEvent.TroublemakerDefeated d) {
          result = EventWords.clause(d, n);
        } else if (e instanceof GameEvent.Scored s && result != null) {
          result += ", " + EventWords.clause(s, n);
        } else if (e instanceof GameEvent.Dismissed d && result != null && startedBy != null) {
          // 514.5d: what the effect's "win" or "lose" did.
          result += "; " + EventWords.clause(d, n);
        } else if (e instanceof GameEvent.Frightened fr && result != null && startedBy != null) {
          result += "; " + EventWords.clause(fr, n);
        } else if (e instanceof GameEvent.SentHome s && result != null) {
          result += "; " + EventWords.clause(s, n);
        } else if (e instanceof GameEvent.FaceoffEnded) {
          ended = true;
        }
      }
    }
    if (started == null) {
      return null;
    }
    // Once over, an effect's faceoff still says which cards took part (as it started, 514.2c).
    List<Integer> involved = ended ? startedWith : List.of();
    if (live != null && !ended) {
      t0 = live.total0();
      t1 = live.total1();
      involved = live.involved();
      mods = new int[] {live.modifier0(), live.modifier1()};
    }
    return new FaceoffSummary(started.kind(), started.challenger(), names.get(started.challenger()), target, names,
        List.of(List.copyOf(flips.get(0)), List.copyOf(flips.get(1))), rounds, t0, t1, involved, winner, result,
        !ended, startedBy, mods[0], mods[1]);
  }

}
