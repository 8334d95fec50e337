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
    if (!PlayIndex.of(s).costChanges && s.player(player).nextPlay().isEmpty()) {
      return Math.max(0, s.def(card).cost());
    }
    List<int[]> floored = new java.util.ArrayList<>();
    int cost = s.def(card).cost() + change(s, Ability.CostAction.PLAY, player, card, false, to, host, floored)
        + nextPlay(s, player, card, floored);
    return Math.max(0, floored(cost, floored));
  }

  /**
   * 508, 609.2a: the changes for "the next card you play this turn" that fit {@code card}; those
   * with a minimum go to {@code floored}.
   */
  static int nextPlay(GameState s, int player, int card, List<int[]> floored) {
    int total = 0;
    for (org.ponytable.engine.state.NextPlayCost n : s.player(player).nextPlay()) {
      if (!Abilities.printedFits(s, List.of(card), n.cards()).isEmpty()) {
        if (n.minimum() > 0) {
          floored.add(new int[] {n.amount(), n.minimum()});
        } else {
          total += n.amount();
        }
      }
    }
    return total;
  }

  /**
   * "Pay 1 less, to a minimum of 1" (rulings.md, a minimum cost): each such reduction is made after
   * the changes without one, in order, and stops at its minimum; a cost already below it stays.
   */
  private static int floored(int cost, List<int[]> floored) {
    for (int[] f : floored) {
      cost = Math.max(cost + f[0], Math.min(cost, f[1]));
    }
    return cost;
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
    if (!PlayIndex.of(s).costChanges) {
      return Math.max(1, cost);
    }
    return Math.max(1, changed(s, cost, Ability.CostAction.MOVE, c.controller(), c.id(), true, to));
  }

  /** 609.2c */
  public static int troublemaker(GameState s, int player, int card) {
    return troublemaker(s, player, card, null);
  }

  /** 609.2c: playing the Troublemaker to {@code to}, with the changes that ask where ("here"). */
  public static int troublemaker(GameState s, int player, int card, Area to) {
    return Math.max(0, changed(s, TROUBLEMAKER, Ability.CostAction.PLAY_TROUBLEMAKER, player, card, false, to));
  }

  /** 609.2d */
  public static int draw(GameState s, int player) {
    return Math.max(0, changed(s, DRAW, Ability.CostAction.DRAW, player, -1, false, null));
  }

  /** 609.2e */
  public static int rally(GameState s, InPlay c) {
    return Math.max(0, changed(s, RALLY, Ability.CostAction.RALLY, c.controller(), c.id(), true, null));
  }

  /** Whether the card {@code a} plays is where it is played from: the hand, or a discard pile it may be played from. */
  private static boolean playableFrom(GameState s, Action a) {
    return s.player(a.player()).hand().contains(a.card()) || MainPhase.playableFromDiscard(s, a.player(), a.card());
  }

  /**
   * The action tokens {@code a} costs its player now, as paying for it would take them: what a
   * table shows on its button. 0 for an action that costs no tokens (a pass, a choice); an action
   * about a card no longer where it acts from costs 0 too, since it can't be taken.
   */
  public static int tokens(GameState s, Action a) {
    if (a instanceof Action.PlayCard pc) {
      return playableFrom(s, a) ? play(s, a.player(), a.card(), pc.area(), -1) : 0;
    } else if (a instanceof Action.PlayAttachment pa) {
      return playableFrom(s, a) && s.inPlay(pa.host()) != null
          ? play(s, a.player(), a.card(), s.inPlay(pa.host()).area(), pa.host()) : 0;
    } else if (a instanceof Action.PlayTroublemaker t) {
      return playableFrom(s, a) ? troublemaker(s, t.player(), t.card(), t.problem()) : 0;
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
    if (to != null && s.type(card) == org.ponytable.engine.terms.CardType.FRIEND && refusesCharacters(s, to)) {
      return true;
    }
    if (!PlayIndex.of(s).costChanges) {
      return false;
    }
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      InPlay src = held.source();
      // 104.2: a ban "anywhere" keeps the card from being played at all, an Event (no area) too.
      if (held.ability() instanceof Ability.PlayBan ban && !ban.moves()
          && (ban.anywhere() || to != null && to.equals(src.area()))) {
        Abilities.Ctx ctx = new Abilities.Ctx(src.id(), src.controller(), -1, null);
        if (ban.cards().player().is(player, src.controller()) && Abilities.holds(s, ban.whileCondition(), ctx)
            && !Abilities.printedFits(s, List.of(card), ban.cards()).isEmpty()) {
          return true;
        }
      }
    }
    return false;
  }

  /** 609.2c, 306.1: whether a Troublemaker played to {@code to} enters play face up ("Troublemakers played here enter play face-up"). */
  static boolean playedFaceUp(GameState s, Area to) {
    if (!PlayIndex.of(s).costChanges) {
      return false;
    }
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      InPlay src = held.source();
      if (held.ability() instanceof Ability.TroublemakersFaceUp up && to.equals(src.area())
          && Abilities.holds(s, up.whileCondition(), new Abilities.Ctx(src.id(), src.controller(), -1, null))) {
        return true;
      }
    }
    return false;
  }

  /** 608.4: what challenging the Troublemaker {@code tm} costs {@code challenger}: nothing, plus cost changes. */
  public static int challenge(GameState s, int challenger, int tm) {
    return Math.max(0, changed(s, 0, Ability.CostAction.CHALLENGE, challenger, tm, true, null));
  }

  /**
   * 104.2, 608: whether {@code challenger} can't challenge {@code tm} now: its own "can't be
   * challenged" holds for them, or they can't pay what challenging it costs.
   */
  public static boolean challengeBanned(GameState s, int challenger, int tm) {
    InPlay c = s.inPlay(tm);
    if (c == null) {
      return true;
    }
    for (Ability a : Abilities.of(s, c)) {
      if (a instanceof Ability.ChallengeBan ban
          && Abilities.holds(s, ban.when(), new Abilities.Ctx(tm, challenger, -1, null))) {
        return true;
      }
    }
    return s.player(challenger).tokens() < challenge(s, challenger, tm);
  }

  /**
   * 104.2, 506.1: whether a continuous ability in play says the character {@code c} can't be moved
   * by {@code mover} (-1: by no player) to {@code to}, the area of the card with that ability.
   */
  static boolean movedHereBanned(GameState s, int mover, InPlay c, Area to) {
    if (to != null && s.isCharacter(c) && refusesCharacters(s, to)) {
      return true;
    }
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

  /** {@code base} with the cost changes of {@code action}, those with a minimum made last (rulings.md, a minimum cost). */
  private static int changed(GameState s, int base, Ability.CostAction action, int player, int card, boolean inPlay,
      Area to) {
    if (!PlayIndex.of(s).costChanges) {
      return base; // no cost change in play: nothing to add, nothing floored
    }
    List<int[]> floored = new java.util.ArrayList<>();
    int cost = base + change(s, action, player, card, inPlay, to, -1, floored);
    return floored(cost, floored);
  }

  /**
   * The sum of the cost changes that apply to {@code player} doing {@code action} with {@code card};
   * those with a minimum go to {@code floored} instead, as {amount, minimum}.
   */
  private static int change(GameState s, Ability.CostAction action, int player, int card, boolean inPlay,
      Area to, int host, List<int[]> floored) {
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
      // 608.4: for a challenge "cards" names the Troublemaker, whoever challenges it.
      if (action != Ability.CostAction.CHALLENGE && !cc.cards().player().is(player, src.controller())
          || !Abilities.holds(s, cc.whileCondition(), ctx)) {
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
      int amount = cc.forEach() == null ? cc.amount() : cc.amount() * Counts.of(s, cc.forEach(), ctx, src.controller());
      if (fits && cc.minimum() > 0) {
        floored.add(new int[] {amount, cc.minimum()});
      } else if (fits) {
        total += amount;
      }
    }
    return total;
  }

  /**
   * The costs and bans of the Main Phase actions of one player in one state, as {@link Costs}
   * works them out, for listing them all: what is the same for every card and area is asked once
   * (the play index, each Problem's "no characters here", a character's move cost when no cost
   * change is in play) rather than per card and per area.
   */
  static final class Listing {
    private final GameState s;
    private final int player;
    /** No cost change, ban or "face up" rule in play: then only the printed costs and Problems count. */
    private final boolean plain;
    private final boolean plainPlay;
    /**
     * What the abilities in play change, learnt in one pass: with none of a kind, that kind is
     * worked out as when nothing is in play (Costs' own loops would find nothing to add).
     */
    private final boolean plainMove;
    private final boolean noPlayBans;
    private final boolean noMoveBans;
    /** No cost change for playing says "to here", "from here" or "played on" (501.4, 509.1): a card costs the same anywhere. */
    private final boolean playAnywhere;
    /** Per Problem owner: 0 not asked yet, 1 refuses characters, 2 doesn't. */
    private final byte[] refuses;
    private int movingCard = -1;
    /** The moving card's cost before cost changes (609.2b, Swift), or its whole cost when plainMove. */
    private int moveCost;
    private int pricedCard = -1;
    private int price;

    Listing(GameState s, int player) {
      this.s = s;
      this.player = player;
      this.plain = !PlayIndex.of(s).costChanges;
      this.plainPlay = plain && s.player(player).nextPlay().isEmpty();
      this.refuses = new byte[s.players().size()];
      boolean moveChanges = false;
      boolean playBans = false;
      boolean moveBans = false;
      boolean placed = false;
      if (!plain) {
        List<PlayIndex.Held> all = PlayIndex.held(s);
        for (int i = 0; i < all.size(); i++) {
          PlayIndex.Held held = all.get(i);
          if (held.ability() instanceof Ability.CostChange cc) {
            moveChanges |= cc.action() == Ability.CostAction.MOVE;
            placed |= cc.action() == Ability.CostAction.PLAY && (cc.toHere() || cc.fromHere() || cc.on() != null);
          } else if (held.ability() instanceof Ability.PlayBan ban) {
            moveBans |= ban.moves();
            playBans |= !ban.moves();
          }
        }
      }
      this.plainMove = !moveChanges;
      this.noPlayBans = !playBans;
      this.noMoveBans = !moveBans;
      this.playAnywhere = !placed;
    }

    /** {@link Costs#play(GameState, int, int, Area, int)} for this player. */
    int play(int card, Area to, int host) {
      if (plainPlay) {
        return Math.max(0, s.def(card).cost());
      }
      if (!playAnywhere) {
        return Costs.play(s, player, card, to, host);
      }
      // The same wherever it goes: asked once per card (the listing asks each card's areas in turn).
      if (pricedCard != card) {
        pricedCard = card;
        price = Costs.play(s, player, card, to, host);
      }
      return price;
    }

    /** {@link Costs#banned} for this player. */
    boolean banned(int card, Area to) {
      if (!noPlayBans) {
        return Costs.banned(s, player, card, to);
      }
      return to != null && s.type(card) == org.ponytable.engine.terms.CardType.FRIEND && refuses(to);
    }

    /**
     * {@link Costs#move(GameState, InPlay, Area)}: without cost changes for moving the same to every
     * area; with them, Swift is still read once per card.
     */
    int move(InPlay c, Area to) {
      if (movingCard != c.id()) {
        movingCard = c.id();
        int base = MOVE - (Stats.has(s, c, Keyword.SWIFT) ? 1 : 0);
        moveCost = plainMove ? Math.max(1, base) : base;
      }
      return plainMove ? moveCost
          : Math.max(1, changed(s, moveCost, Ability.CostAction.MOVE, c.controller(), c.id(), true, to));
    }

    /**
     * Whether {@code tokens} pay for {@link #move}: without cost changes for moving a move costs 1
     * or 2 (609.2b, Swift), so only a player with exactly 1 token needs the character's keywords.
     */
    boolean affordsMove(InPlay c, Area to, int tokens) {
      if (plainMove && (tokens >= MOVE || tokens < 1)) {
        return tokens >= MOVE;
      }
      return tokens >= move(c, to);
    }

    /** {@link Costs#movedHereBanned} with this player moving. */
    boolean movedHereBanned(InPlay c, Area to) {
      if (!noMoveBans) {
        return Costs.movedHereBanned(s, player, c, to);
      }
      return to != null && s.isCharacter(c) && refuses(to);
    }

    private boolean refuses(Area to) {
      if (to.home()) {
        return false;
      }
      if (refuses[to.owner()] == 0) {
        refuses[to.owner()] = refusesCharacters(s, to) ? (byte) 1 : (byte) 2;
      }
      return refuses[to.owner()] == 1;
    }
  }

  /** 104.2: the Problem at {@code to} says no character is moved or played to it ("for the rest of the turn"). */
  private static boolean refusesCharacters(GameState s, Area to) {
    if (to.home()) {
      return false;
    }
    InPlay problem = s.inPlay(s.problemAt(to.owner()));
    return problem != null && Abilities.cant(s, problem, Ability.Restriction.RECEIVE_CHARACTERS);
  }
}
