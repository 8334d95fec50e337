package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.state.Area;
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

  /**
   * 609.2a: a card from hand (a Friend, Resource or Event); never below 0. Without a destination:
   * the changes that ask where it goes are left out (an Event, or a cost asked in general).
   */
  public static int play(GameState s, int player, int card) {
    return play(s, player, card, null, -1);
  }

  /**
   * 609.2a: playing {@code card} to the area {@code to}, or as an attachment on {@code host} (-1
   * for none), with the changes that ask where it goes ("to this card's Problem", "on characters
   * here").
   */
  public static int play(GameState s, int player, int card, Area to, int host) {
    return Math.max(0, s.def(card).cost() + change(s, Ability.CostAction.PLAY, player, card, false, to, host)
        + nextPlay(s, player, card));
  }

  /**
   * 508, 609.2a: the changes for "the next card you play this turn" that fit {@code card}.
   */
  static int nextPlay(GameState s, int player, int card) {
    int total = 0;
    for (org.ponytable.engine.state.NextPlayCost n : s.player(player).nextPlay()) {
      if (!Abilities.printedFits(s, List.of(card), n.cards()).isEmpty()) {
        total += n.amount();
      }
    }
    return total;
  }

  /** The changes for the next card played that {@code card} uses up as it is played. */
  static void useNextPlay(Tx tx, int player, int card) {
    var ps = tx.player(player);
    if (ps.nextPlay().isEmpty()) {
      return;
    }
    List<org.ponytable.engine.state.NextPlayCost> left = new java.util.ArrayList<>();
    for (org.ponytable.engine.state.NextPlayCost n : ps.nextPlay()) {
      if (Abilities.printedFits(tx.s, List.of(card), n.cards()).isEmpty()) {
        left.add(n);
      }
    }
    tx.setPlayer(player, ps.withNextPlay(left));
  }

  /** 609.2b with Swift (glossary): never below 1. Without a destination, as {@link #play}. */
  public static int move(GameState s, InPlay c) {
    return move(s, c, null);
  }

  /** 609.2b: moving {@code c} to {@code to}. */
  public static int move(GameState s, InPlay c, Area to) {
    int cost = MOVE - (Stats.has(s, c, Keyword.SWIFT) ? 1 : 0);
    return Math.max(1, cost + change(s, Ability.CostAction.MOVE, c.controller(), c.id(), true, to, -1));
  }

  /** 609.2c */
  public static int troublemaker(GameState s, int player, int card) {
    return Math.max(0, TROUBLEMAKER + change(s, Ability.CostAction.PLAY_TROUBLEMAKER, player, card, false, null, -1));
  }

  /** 609.2d */
  public static int draw(GameState s, int player) {
    return Math.max(0, DRAW + change(s, Ability.CostAction.DRAW, player, -1, false, null, -1));
  }

  /** 609.2e */
  public static int rally(GameState s, InPlay c) {
    return Math.max(0, RALLY + change(s, Ability.CostAction.RALLY, c.controller(), c.id(), true, null, -1));
  }

  /**
   * The action tokens {@code a} costs its player now, as paying for it would take them: what a
   * table shows on its button. 0 for an action that costs no tokens (a pass, a choice); an action
   * about a card no longer where it acts from costs 0 too, since it can't be taken.
   */
  private static boolean playableFrom(GameState s, Action a) {
    return s.player(a.player()).hand().contains(a.card()) || MainPhase.playableFromDiscard(s, a.player(), a.card());
  }

  public static int tokens(GameState s, Action a) {
    if (a instanceof Action.PlayCard pc) {
      return playableFrom(s, a) ? play(s, a.player(), a.card(), pc.area(), -1) : 0;
    } else if (a instanceof Action.PlayAttachment pa) {
      return playableFrom(s, a) && s.inPlay(pa.host()) != null
          ? play(s, a.player(), a.card(), s.inPlay(pa.host()).area(), pa.host()) : 0;
    } else if (a instanceof Action.PlayTroublemaker t) {
      return playableFrom(s, a) ? troublemaker(s, t.player(), t.card()) : 0;
    } else if (a instanceof Action.Draw d) {
      return draw(s, d.player());
    }
    InPlay c = a.card() >= 0 ? s.inPlay(a.card()) : null;
    if (c == null) {
      return 0;
    }
    if (a instanceof Action.Move m) {
      return move(s, c, m.to());
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

  /**
   * 104.2: whether a continuous ability in play says {@code card} (in {@code player}'s hand) can't
   * be played to {@code to}, the area of the card with that ability.
   */
  public static boolean banned(GameState s, int player, int card, Area to) {
    if (!PlayIndex.of(s).costChanges || to == null) {
      return false;
    }
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      InPlay src = held.source();
      if (held.ability() instanceof Ability.PlayBan ban && !ban.moves() && to.equals(src.area())) {
        Abilities.Ctx ctx = new Abilities.Ctx(src.id(), src.controller(), -1, null);
        if (ban.cards().player().is(player, src.controller()) && Abilities.holds(s, ban.whileCondition(), ctx)
            && !Abilities.printedFits(s, List.of(card), ban.cards()).isEmpty()) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * 104.2, 506.1: whether a continuous ability in play says the character {@code c} can't be moved
   * by {@code mover} (-1: by no player) to {@code to}, the area of the card with that ability.
   */
  static boolean movedHereBanned(GameState s, int mover, InPlay c, Area to) {
    if (!PlayIndex.of(s).costChanges || to == null) {
      return false;
    }
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      InPlay src = held.source();
      if (held.ability() instanceof Ability.PlayBan ban && ban.moves() && to.equals(src.area())
          && (mover < 0 ? ban.cards().player() == Who.ANYONE : ban.cards().player().is(mover, src.controller()))) {
        Abilities.Ctx ctx = new Abilities.Ctx(src.id(), src.controller(), -1, null);
        if (Abilities.holds(s, ban.whileCondition(), ctx)
            && Abilities.matches(s, ban.cards().withPlayer(Who.ANYONE), c.id(), ctx)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The sum of the cost changes that apply to {@code player} doing {@code action} with {@code card}. */
  private static int change(GameState s, Ability.CostAction action, int player, int card, boolean inPlay,
      Area to, int host) {
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
      // 501.4: "to this card's Problem" is where the card with the ability is; 509.1: "played on".
      if (cc.toHere() || cc.fromHere()) {
        boolean toIt = cc.toHere() && to != null && to.equals(src.area());
        InPlay moving = inPlay && card >= 0 ? s.inPlay(card) : null;
        boolean fromIt = cc.fromHere() && moving != null && moving.area().equals(src.area());
        if (!toIt && !fromIt) {
          continue;
        }
      }
      if (cc.on() != null && (host < 0 || !Abilities.matches(s, cc.on(), host, ctx))) {
        continue;
      }
      if (fits) {
        total += cc.forEach() == null ? cc.amount() : cc.amount() * Counts.of(s, cc.forEach(), ctx, src.controller());
      }
    }
    return total;
  }
}
