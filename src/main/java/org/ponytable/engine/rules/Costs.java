package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.ability.Ability;
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
