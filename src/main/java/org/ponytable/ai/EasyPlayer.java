package org.ponytable.ai;

import java.util.Random;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.view.PlayerView;

/** Easy: the best action by a one-ply judgement ({@link Heuristic}) of what its seat sees. */
public final class EasyPlayer implements Player {
  private final Random random;
  private final Heuristic.Repeats repeats = new Heuristic.Repeats();

  public EasyPlayer(long seed) {
    random = new Random(seed);
  }

  @Override
  public Action decide(PlayerView view) {
    return Heuristic.best(view.legalActions(), new ViewSeen(view),
        view.decision() == null ? null : view.decision().kind(), view.turn(), repeats, random);
  }

  @Override
  public String name() {
    return "Easy";
  }

  /** The judgement's questions answered from a view: hidden cards are unknown. */
  static final class ViewSeen implements Heuristic.Seen {
    private final PlayerView view;

    ViewSeen(PlayerView view) {
      this.view = view;
    }

    @Override
    public CardDef def(int id) {
      for (PlayerView.CardView c : view.play()) {
        if (c.id() == id) {
          return c.def();
        }
      }
      for (PlayerView.CardView c : view.seats().get(view.viewer()).hand()) {
        if (c.id() == id) {
          return c.def();
        }
      }
      return null;
    }

    @Override
    public int powerAt(int player, Area area) {
      int total = 0;
      for (PlayerView.CardView c : view.play()) {
        if (c.def() != null && c.status().controller() == player && area.equals(c.status().area())
            && c.def().type().isCharacter() && !c.status().faceDown()) {
          total += Math.max(0, c.def().face(c.status().boosted()).power());
        }
      }
      return total;
    }

    @Override
    public int problemAt(Area area) {
      for (PlayerView.CardView c : view.play()) {
        if (c.def() != null && area.equals(c.status().area())
            && c.def().type() == org.ponytable.engine.terms.CardType.PROBLEM) {
          return c.id();
        }
      }
      return -1;
    }

    @Override
    public Area areaOf(int id) {
      for (PlayerView.CardView c : view.play()) {
        if (c.id() == id) {
          return c.status().area();
        }
      }
      return null;
    }

    @Override
    public int handSize(int player) {
      return view.seats().get(player).handCount();
    }

    @Override
    public int controller(int id) {
      for (PlayerView.CardView c : view.play()) {
        if (c.id() == id) {
          return c.status().controller();
        }
      }
      return -1;
    }
  }
}
