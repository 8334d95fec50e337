package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Function;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.InPlay;

/**
 * What the face-up cards in play print, learnt in one pass per play zone: most tables have no
 * Teamwork, no "can't", no cost change and no requirement change, and rules asking about them card
 * by card would otherwise walk the play zone each time. Teamwork only shares printed abilities of cards in
 * play, so "nobody prints it" means "nobody has it". All of it depends only on the play zone and
 * the cards' definitions, so it holds for every state sharing those two (most steps change
 * neither). It is kept with the play zone itself ({@link GameState#playDerived}), so finding it
 * is a field read. A zone may be read by several threads: the flags are final, and each lazily
 * filled part is one immutable object written in one go, so a racing thread at worst works it
 * out again.
 */
final class PlayIndex {
  private final List<CardInfo> cards;
  final boolean teamwork;
  final boolean costChanges;
  /** Whether some card in play prints a change to confront requirements (611.3). */
  final boolean requirementChanges;
  private final Set<Ability.Restriction> cants;
  /** Whether some card in play prints a home limit change (212). */
  final boolean homeLimitChanges;
  /** Whether some card in play prints a Problem bonus change (210). */
  final boolean bonusChanges;
  /** Whether some card in play prints a per-turn limit on scoring or drawing (rulings.md). */
  final boolean limits;
  /** 706.1a: an "enters play exhausted" ability is in play (Tx.enterPlay asks only then). */
  final boolean entersExhausted;

  /** Set once this zone was found to break no uniqueness rule (516), which only it decides. */
  boolean unique;
  /** Whether some card in play prints a continuous ability that gives keywords or traits. */
  private final boolean grants;
  /** Whether some card in play prints a continuous ability that gives abilities. */
  final boolean grantsAbilities;
  /** Whether some card in play prints a power total change that counts while it is in play, involved or not. */
  final boolean totalsWhileInPlay;
  /** Whether some card in play lets its controller play cards of their discard pile (issue 11). */
  final boolean playsFromDiscard;
  /** Whether a face-up card prints a change to the power of flipped cards ("your flipped cards have +2 power"). */
  final boolean flippedPowers;
  /**
   * The trigger kinds the face-up cards in play print or give a triggered ability or a Reaction
   * for, and whether any prints or gives an activated ability: what {@link Known} would find and
   * possibly more (blanking only takes away, Teamwork shares what face-up cards print), learnt
   * without working the abilities out card by card, which most new zones then never need.
   */
  private final long printedTriggers;
  private final long printedReactions;
  private final boolean printedActivated;
  /** The occurrences (710) the face-up cards in play print or give a replacement for, as bits. */
  private final long printedReplacements;
  /**
   * The activated ones among {@code held}'s while the cards have just their printed abilities
   * (no Teamwork, no given abilities, no blanking), worked out from the zone alone, or null.
   */
  private List<Held> printedActivatedList;
  /** The same for triggered abilities, or null. */
  private List<Held> printedTriggeredList;
  /** Every ability of the cards in play and what is known of them, or null until first asked. */
  private Known held;
  /** The activated ones among {@code held}'s, worked out from that very list, or null. */
  private Activated activated;

  /**
   * The abilities the cards in play have, for {@code s} (with blanking in play they depend on the
   * whole state, so they are worked out again for another), and the trigger kinds their triggered
   * abilities and Reactions name, so that rules looking for one kind nobody holds stop at once;
   * {@code cants}, the continuous abilities among them that say a card can't do something (104.2).
   */
  private record Known(GameState s, List<Held> all, long triggers, long reactions, List<Held> cants) {}

  private record Activated(List<Held> from, List<Held> list) {}

  /**
   * One ability a card in play has (701.3): number {@code index} in {@link Abilities#of}'s list
   * for {@code source}, Teamwork's shared ones included.
   */
  record Held(InPlay source, int index, Ability ability) {}

  /** 511.2: a card in play is attached to another (whether it still fits its host depends on the state). */
  static final int ATTACHED = 1;
  /** 511.2: an attachment in play is attached to nothing. */
  static final int LOOSE_ATTACHMENT = 2;
  /** 511.4: a card in play is frightened and not printed a Friend. */
  static final int FRIGHTENED = 4;
  /** 511.4: a card is in a home other than its controller's. */
  static final int AWAY = 8;
  /** Any of the sorts above. */
  static final int ACTS = ATTACHED | LOOSE_ATTACHMENT | FRIGHTENED | AWAY;
  private static final int KNOWN = 16;
  /** What pre-priority processing (511.2-511.4) may act on, as the bits above; 0 until first asked. */
  private int preChecks;

  /**
   * 511.2-511.3 for this zone's attachments: {@link #QUIET} once each was found on a face-up host
   * that fits a host description reading only the zone and the cards (so every state with this zone
   * agrees), {@link #NOT_KEPT} when a description reads more (power, colors, the game), 0 until
   * known. A byte written in one go: a racing thread at worst checks the hosts again.
   */
  byte preQuiet;
  static final byte QUIET = 1;
  static final byte NOT_KEPT = 2;

  /**
   * The cards in play pre-priority processing may act on, as {@link #ATTACHED}, {@link
   * #LOOSE_ATTACHMENT}, {@link #FRIGHTENED} and {@link #AWAY} bits: all read from the zone and the
   * cards' definitions, and most zones have none of them.
   */
  int preChecks(GameState s) {
    if (preChecks == 0) {
      int found = KNOWN;
      for (InPlay c : s.play()) {
        Area a = c.area();
        if (c.host() >= 0) {
          found |= ATTACHED;
        } else if (MainPhase.attachmentHost(s.def(c.id())) != null) {
          found |= LOOSE_ATTACHMENT;
        }
        // 511.4: a card printed a Friend is a Friend whatever modifiers say (GameState.type), so
        // only another frightened card may have to be unfrightened.
        if (c.frightened() && s.def(c.id()).type() != CardType.FRIEND) {
          found |= FRIGHTENED;
        }
        if (a.home() && a.owner() != c.controller()) {
          found |= AWAY;
        }
      }
      preChecks = found;
    }
    return preChecks;
  }

  /** Teammates by card id (Abilities.teammates), filled as asked; only with Teamwork in play. */
  private List<InPlay>[] teammates;

  /** {@link PoolIndex} of this zone's card list, or null until asked: a field read, not a ThreadLocal lookup. */
  private PoolIndex pool;

  PoolIndex pool(GameState s) {
    PoolIndex p = pool;
    if (p == null) {
      p = PoolIndex.kept(s);
      pool = p;
    }
    return p;
  }

  static PlayIndex of(GameState s) {
    // Kept per zone, and for the card pool it was worked out with (the same in a game).
    if (s.playDerived() instanceof PlayIndex kept && kept.cards == s.cards()) {
      return kept;
    }
    PlayIndex now = new PlayIndex(s);
    s.keepPlayDerived(now);
    return now;
  }

  private PlayIndex(GameState s) {
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
    long[] kinds = new long[4]; // triggers, reactions, activated (0 or 1), replacements
    Set<Ability.Restriction> cants = EnumSet.noneOf(Ability.Restriction.class);
    List<InPlay> play = s.play();
    for (int p = 0; p < play.size(); p++) {
      InPlay c = play.get(p);
      if (c.faceDown()) {
        continue;
      }
      var face = s.face(c.id());
      teamwork |= face.has(Keyword.TEAMWORK);
      List<Ability> printed = face.abilities();
      for (int i = 0; i < printed.size(); i++) {
        Ability a = printed.get(i);
        kinds(a, kinds);
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
          for (Ability given : cont.abilities()) {
            kinds(given, kinds);
          }
        }
      }
    }
    this.cards = s.cards();
    this.teamwork = teamwork;
    this.costChanges = costChanges;
    this.requirementChanges = requirementChanges;
    this.cants = cants;
    this.grants = grants;
    this.homeLimitChanges = homeLimitChanges;
    this.bonusChanges = bonusChanges;
    this.limits = limits;
    this.entersExhausted = entersExhausted;
    this.grantsAbilities = grantsAbilitiesNow;
    this.totalsWhileInPlay = totalsWhileInPlay;
    this.playsFromDiscard = playsFromDiscard;
    this.flippedPowers = flippedPowers;
    this.printedTriggers = kinds[0];
    this.printedReactions = kinds[1];
    this.printedActivated = kinds[2] != 0;
    this.printedReplacements = kinds[3];
  }

  /** Adds what {@code a} watches for to {@code kinds}: trigger kinds, Reaction kinds, activated, replaced occurrences. */
  private static void kinds(Ability a, long[] kinds) {
    if (a instanceof Ability.Replacement r) {
      kinds[3] |= 1L << r.occurrence().ordinal();
    } else if (a instanceof Ability.Triggered t) {
      kinds[0] |= bit(t.trigger().kind());
    } else if (a instanceof Ability.Activated act) {
      kinds[2] = 1;
      if (act.reaction() != null) {
        for (Trigger t : act.reaction().conditions()) {
          kinds[1] |= bit(t.kind());
        }
      }
    }
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
    return abilities(s).all();
  }

  /** The continuous abilities in play that say a card can't do something (104.2), in {@link #held}'s order. */
  static List<Held> cants(GameState s) {
    return abilities(s).cants();
  }

  /** Whether a triggered ability in play (701.3) watches for {@code kind}. */
  static boolean triggersOn(GameState s, Trigger.Kind kind) {
    PlayIndex index = of(s);
    return (index.printedTriggers & bit(kind)) != 0 && (index.printedOnly(s) || (abilities(s).triggers() & bit(kind)) != 0);
  }

  /** Whether a Reaction of a card in play (512.4) names {@code kind}. */
  static boolean reactsTo(GameState s, Trigger.Kind kind) {
    PlayIndex index = of(s);
    return (index.printedReactions & bit(kind)) != 0 && (index.printedOnly(s) || (abilities(s).reactions() & bit(kind)) != 0);
  }

  /**
   * The triggered abilities of the cards in play (704), in {@link #held}'s order, and maybe others
   * (the caller checks each is triggered): while cards have just their printed abilities, the
   * triggered ones found in the zone alone, else every ability in play.
   */
  static List<Held> triggered(GameState s) {
    PlayIndex index = of(s);
    if (!index.printedOnly(s)) {
      return held(s);
    }
    List<Held> printed = index.printedTriggeredList;
    if (printed == null) {
      printed = index.printed(s, Ability.Triggered.class);
      index.printedTriggeredList = printed;
    }
    return printed;
  }

  /**
   * Whether each card in play has just the abilities its face prints ({@link Abilities#of}): no
   * Teamwork sharing, no ability given, no blanking. Then the printed kinds above are exact.
   */
  private boolean printedOnly(GameState s) {
    return !teamwork && !grantsAbilities && !Blanking.possible(s);
  }

  /** The printed abilities of one sort of the face-up cards in play, as {@link #held} lists them. */
  private List<Held> printed(GameState s, Class<? extends Ability> sort) {
    List<Held> out = new ArrayList<>();
    for (InPlay src : s.play()) {
      if (src.faceDown()) {
        continue;
      }
      List<Ability> abilities = s.face(src.id()).abilities();
      for (int i = 0; i < abilities.size(); i++) {
        if (sort.isInstance(abilities.get(i))) {
          out.add(new Held(src, i, abilities.get(i)));
        }
      }
    }
    return List.copyOf(out);
  }

  /** Whether a card in play may have a replacement (710) for {@code occurrence}; false means none has. */
  static boolean mayReplace(GameState s, Ability.Occurrence occurrence) {
    return (of(s).printedReplacements & 1L << occurrence.ordinal()) != 0;
  }

  private static long bit(Trigger.Kind kind) {
    return 1L << kind.ordinal();
  }

  private static Known abilities(GameState s) {
    PlayIndex index = of(s);
    Known known = index.held;
    if (known != null && known.s() == s) {
      return known;
    }
    // Blanking depends on more than the play zone: then worked out again for each state.
    boolean perState = Blanking.possible(s);
    if (known != null && !perState && known.s() == null) {
      return known;
    }
    List<Held> all = new ArrayList<>();
    List<Held> cants = new ArrayList<>();
    long triggers = 0;
    long reactions = 0;
    for (InPlay src : s.play()) {
      List<Ability> abilities = Abilities.of(s, src);
      for (int i = 0; i < abilities.size(); i++) {
        Ability a = abilities.get(i);
        all.add(new Held(src, i, a));
        if (a instanceof Ability.Continuous cont && !cont.cant().isEmpty()) {
          cants.add(all.get(all.size() - 1));
        }
        if (a instanceof Ability.Triggered t) {
          triggers |= bit(t.trigger().kind());
        } else if (a instanceof Ability.Activated act && act.reaction() != null) {
          for (Trigger t : act.reaction().conditions()) {
            reactions |= bit(t.kind());
          }
        }
      }
    }
    known = new Known(perState ? s : null, List.copyOf(all), triggers, reactions, List.copyOf(cants));
    index.held = known;
    return known;
  }

  /**
   * The activated abilities of the cards in play (703), in {@link #held}'s order: legal actions
   * are listed on every state, and most cards in play have none.
   */
  static List<Held> activated(GameState s) {
    PlayIndex index = of(s);
    if (!index.printedActivated) {
      return List.of();
    }
    if (index.printedOnly(s)) {
      List<Held> printed = index.printedActivatedList;
      if (printed == null) {
        printed = index.printed(s, Ability.Activated.class);
        index.printedActivatedList = printed;
      }
      return printed;
    }
    List<Held> all = held(s);
    Activated known = index.activated;
    if (known != null && known.from() == all) {
      return known.list();
    }
    List<Held> out = new ArrayList<>();
    for (Held h : all) {
      if (h.ability() instanceof Ability.Activated) {
        out.add(h);
      }
    }
    known = new Activated(all, List.copyOf(out)); // held is worked out again per state while blanking is in play
    index.activated = known;
    return known.list();
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
      t = List.copyOf(find.apply(c)); // immutable, so another thread reading the slot sees it whole
      teammates[id] = t;
    }
    return t;
  }
}
