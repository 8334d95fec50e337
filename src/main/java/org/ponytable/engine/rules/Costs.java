package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * 508, 609.2: what the Main Phase actions cost now: the printed or rule cost with the cost
 * changes of the continuous abilities in play added. Listing and paying both ask here, so an
 * action is offered for exactly what it will cost.
 */
public final class Costs {
  private Costs() {}

  public static final int MOVE = 2;
  public static final int TROUBLEMAKER = 1;
  public static final int DRAW = 1;
  public static final int RALLY = 2;

  /** 609.2a: a card from hand (a Friend, Resource or Event); never below 0. */
  public static int play(GameState s, int player, int card) {
    return Math.max(0, s.def(card).cost() + change(s, Ability.CostAction.PLAY, player, card, false));
  }

  /** 609.2b with Swift (glossary): never below 1. */
  public static int move(GameState s, InPlay c) {
    int cost = MOVE - (Stats.has(s, c, Keyword.SWIFT) ? 1 : 0);
    return Math.max(1, cost + change(s, Ability.CostAction.MOVE, c.controller(), c.id(), true));
  }

  /** 609.2c */
  public static int troublemaker(GameState s, int player, int card) {
    return Math.max(0, TROUBLEMAKER + change(s, Ability.CostAction.PLAY_TROUBLEMAKER, player, card, false));
  }

  /** 609.2d */
  public static int draw(GameState s, int player) {
    return Math.max(0, DRAW + change(s, Ability.CostAction.DRAW, player, -1, false));
  }

  /** 609.2e */
  public static int rally(GameState s, InPlay c) {
    return Math.max(0, RALLY + change(s, Ability.CostAction.RALLY, c.controller(), c.id(), true));
  }

  /**
   * The action tokens {@code a} costs its player now, as paying for it would take them: what a
   * table shows on its button. 0 for an action that costs no tokens (a pass, a choice); an action
   * about a card no longer where it acts from costs 0 too, since it can't be taken.
   */
  public static int tokens(GameState s, Action a) {
    if (a instanceof Action.PlayCard || a instanceof Action.PlayAttachment) {
      return s.player(a.player()).hand().contains(a.card()) ? play(s, a.player(), a.card()) : 0;
    } else if (a instanceof Action.PlayTroublemaker t) {
      return s.player(t.player()).hand().contains(t.card()) ? troublemaker(s, t.player(), t.card()) : 0;
    } else if (a instanceof Action.Draw d) {
      return draw(s, d.player());
    }
    InPlay c = a.card() >= 0 ? s.inPlay(a.card()) : null;
    if (c == null) {
      return 0;
    }
    if (a instanceof Action.Move) {
      return move(s, c);
    } else if (a instanceof Action.Rally) {
      return rally(s, c);
    } else if (a instanceof Action.Activate act) {
      // 705.2: an activated ability's token costs, as Activation pays them.
      List<Ability> abilities = Abilities.of(s, c);
      if (act.ability() < 0 || act.ability() >= abilities.size()
          || !(abilities.get(act.ability()) instanceof Ability.Activated activated)) {
        return 0;
      }
      int total = 0;
      for (Cost cost : activated.costs()) {
        if (cost instanceof Cost.Tokens t) {
          total += t.amount();
        }
      }
      return total;
    }
    return 0;
  }

  /** The sum of the cost changes that apply to {@code player} doing {@code action} with {@code card}. */
  private static int change(GameState s, Ability.CostAction action, int player, int card, boolean inPlay) {
    if (!PlayIndex.of(s).costChanges) {
      return 0;
    }
    int total = 0;
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      InPlay src = held.source();
      if (!(held.ability() instanceof Ability.CostChange cc) || cc.action() != action) {
        continue;
      }
      Abilities.Ctx ctx = new Abilities.Ctx(src.id(), src.controller(), -1, null);
      if (!cc.cards().player().is(player, src.controller()) || !Abilities.holds(s, cc.whileCondition(), ctx)) {
        continue;
      }
      boolean fits = card < 0 || (inPlay ? Abilities.matches(s, cc.cards(), card, ctx)
          : !Abilities.printedFits(s, List.of(card), cc.cards()).isEmpty());
      if (fits) {
        total += cc.amount();
      }
    }
    return total;
  }
}
