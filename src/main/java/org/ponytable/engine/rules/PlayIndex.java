package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Function;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * What the face-up cards in play print, learnt in one pass per play zone: most tables have no
 * Teamwork, no "can't", no cost change and no requirement change, and rules asking about them card
 * by card would otherwise walk the play zone each time. Teamwork only shares printed abilities of cards in
 * play, so "nobody prints it" means "nobody has it". All of it depends only on the play zone and
 * the cards' definitions, so it holds for every state sharing those two (most steps change
 * neither). The last zone asked about is kept per thread, so its lazily filled parts need no lock.
 */
final class PlayIndex {
  private static final ThreadLocal<PlayIndex> LAST = new ThreadLocal<>();

  private final List<InPlay> play;
  private final List<CardInfo> cards;
  final boolean teamwork;
  final boolean costChanges;
  /** Whether some card in play prints a change to confront requirements (611.3). */
  final boolean requirementChanges;
  private final Set<Ability.Restriction> cants;
  /** Whether some card in play prints a home limit change (212), set after construction. */
  boolean homeLimitChanges;
  /** Whether some card in play prints a Problem bonus change (210), set after construction. */
  boolean bonusChanges;
  /** Whether some card in play prints a per-turn limit on scoring or drawing (rulings.md), set after construction. */
  boolean limits;
  /** 706.1a: an "enters play exhausted" ability is in play (Tx.enterPlay asks only then). */
  boolean entersExhausted;

  /** Set once this zone was found to break no uniqueness rule (516), which only it decides. */
  boolean unique;
  /** Whether some card in play prints a continuous ability that gives keywords or traits. */
  private boolean grants;
  /** Whether some card in play prints a continuous ability that gives abilities. */
  boolean grantsAbilities;
  /** Whether some card in play prints a power total change that counts while it is in play, involved or not. */
  boolean totalsWhileInPlay;
  /** Whether some card in play lets its controller play cards of their discard pile (issue 11). */
  boolean playsFromDiscard;
  /** Whether a face-up card prints a change to the power of flipped cards ("your flipped cards have +2 power"). */
  boolean flippedPowers;
  /** Every ability of the cards in play, or null until first asked. */
  private List<Held> held;
  /** The activated ones among them, or null until first asked. */
  private List<Held> activated;
  private List<Held> activatedFrom;
  /** With a blanking ability in play, the state {@link #held} was worked out for. */
  private GameState heldFor;

  /**
   * One ability a card in play has (701.3): number {@code index} in {@link Abilities#of}'s list
   * for {@code source}, Teamwork's shared ones included.
   */
  record Held(InPlay source, int index, Ability ability) {}

  /** Teammates by card id (Abilities.teammates), filled as asked; only with Teamwork in play. */
  private List<InPlay>[] teammates;

  private PlayIndex(GameState s, boolean teamwork, boolean costChanges, boolean requirementChanges,
      Set<Ability.Restriction> cants) {
    this.play = s.play();
    this.cards = s.cards();
    this.teamwork = teamwork;
    this.costChanges = costChanges;
    this.requirementChanges = requirementChanges;
    this.cants = cants;
  }

  static PlayIndex of(GameState s) {
    PlayIndex last = LAST.get();
    if (last != null && last.play == s.play() && last.cards == s.cards()) {
      return last;
    }
    boolean teamwork = false;
    boolean costChanges = false;
    boolean requirementChanges = false;
    boolean grants = false;
    boolean homeLimitChanges = false;
    boolean bonusChanges = false;
    boolean limits = false;
    boolean entersExhausted = false;
    boolean grantsAbilitiesNow = false;
    boolean totalsWhileInPlay = false;
    boolean playsFromDiscard = false;
    boolean flippedPowers = false;
    Set<Ability.Restriction> cants = EnumSet.noneOf(Ability.Restriction.class);
    for (InPlay c : s.play()) {
      if (c.faceDown()) {
        continue;
      }
      var face = s.face(c.id());
      teamwork |= face.has(Keyword.TEAMWORK);
      for (Ability a : face.abilities()) {
        if (a instanceof Ability.CostChange || a instanceof Ability.PlayBan || a instanceof Ability.TroublemakersFaceUp) {
          costChanges = true;
        } else if (a instanceof Ability.RequirementChange) {
          requirementChanges = true;
        } else if (a instanceof Ability.TotalModifier tm) {
          totalsWhileInPlay |= tm.whileInPlay();
        } else if (a instanceof Ability.FlippedPower) {
          flippedPowers = true;
        } else if (a instanceof Ability.HomeLimitChange) {
          homeLimitChanges = true;
        } else if (a instanceof Ability.BonusChange) {
          bonusChanges = true;
        } else if (a instanceof Ability.Limit) {
          limits = true;
        } else if (a instanceof Ability.EntersExhausted) {
          entersExhausted = true;
        } else if (a instanceof Ability.PlayFromDiscard pf) {
          playsFromDiscard |= pf.cards() != null;
        } else if (a instanceof Ability.Continuous cont) {
          cants.addAll(cont.cant());
          grants |= cont.grants();
          grantsAbilitiesNow |= !cont.abilities().isEmpty();
        }
      }
    }
    PlayIndex now = new PlayIndex(s, teamwork, costChanges, requirementChanges, cants);
    now.grants = grants;
    now.homeLimitChanges = homeLimitChanges;
    now.bonusChanges = bonusChanges;
    now.limits = limits;
    now.entersExhausted = entersExhausted;
    now.grantsAbilities = grantsAbilitiesNow;
    now.totalsWhileInPlay = totalsWhileInPlay;
    now.playsFromDiscard = playsFromDiscard;
    now.flippedPowers = flippedPowers;
    LAST.set(now);
    return now;
  }

  /** Whether a card in play prints a continuous ability that gives keywords or traits. */
  boolean printsGrants() {
    return grants;
  }

  boolean printsCant(Ability.Restriction r) {
    return cants.contains(r);
  }

  /**
   * The abilities of the cards in play, in play order and each card's own order: what rules that
   * look for one kind of ability (cost changes, triggers, replacements) walk instead of every card.
   */
  static List<Held> held(GameState s) {
    PlayIndex index = of(s);
    if (Blanking.possible(s) && index.heldFor != s) {
      // Blanking depends on more than the play zone: worked out again for each state.
      index.held = null;
      index.heldFor = s;
    }
    if (index.held == null) {
      List<Held> all = new ArrayList<>();
      for (InPlay src : s.play()) {
        List<Ability> abilities = Abilities.of(s, src);
        for (int i = 0; i < abilities.size(); i++) {
          all.add(new Held(src, i, abilities.get(i)));
        }
      }
      index.held = List.copyOf(all);
    }
    return index.held;
  }

  /**
   * The activated abilities of the cards in play (703), in {@link #held}'s order: legal actions
   * are listed on every state, and most cards in play have none.
   */
  static List<Held> activated(GameState s) {
    PlayIndex index = of(s);
    List<Held> all = held(s);
    if (index.activated == null || index.activatedFrom != all) {
      List<Held> out = new ArrayList<>();
      for (Held h : all) {
        if (h.ability() instanceof Ability.Activated) {
          out.add(h);
        }
      }
      index.activated = List.copyOf(out);
      index.activatedFrom = all; // held is worked out again per state while blanking is in play
    }
    return index.activated;
  }


  /** The teammates of {@code c}, a card of this zone, worked out by {@code find} once. */
  @SuppressWarnings("unchecked")
  List<InPlay> teammates(InPlay c, Function<InPlay, List<InPlay>> find) {
    int id = c.id();
    if (id < 0 || id >= cards.size()) {
      return find.apply(c);
    }
    if (teammates == null) {
      teammates = new List[cards.size()];
    }
    List<InPlay> t = teammates[id];
    if (t == null) {
      t = find.apply(c);
      teammates[id] = t;
    }
    return t;
  }
}
