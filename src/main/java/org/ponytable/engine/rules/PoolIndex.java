package org.ponytable.engine.rules;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.terms.CardType;

/**
 * What the cards of a game print that the rules ask about on every state, learnt once per card
 * list (every state of a game shares it until a token is made): whether a card can act or be
 * played from a hand or a discard pile (most can do neither, so those zones are walked only for
 * the cards that can), which faces print Unique (516.3), and what an Event's Reaction names. Like
 * {@link PlayIndex}, which keeps it for its zone, it depends on nothing else, so it can't go stale.
 */
final class PoolIndex {
  private static final ThreadLocal<PoolIndex> LAST = new ThreadLocal<>();

  /** An activated ability whose cost banishes the card from the hand (409.5). */
  static final byte FROM_HAND = 1;
  /** An activated ability whose cost banishes the card from the discard pile (409.5). */
  static final byte FROM_DISCARD = 2;
  /** An Event whose timing is not the Main Phase (512.3-512.4): offered by {@link Activation}. */
  static final byte TIMED_EVENT = 4;
  /** A card that says it may be played from its owner's discard pile (404, 609.2). */
  static final byte PLAYS_FROM_DISCARD = 8;
  /** The card's face prints Unique (516.3). */
  private static final byte UNIQUE = 16;
  /** The face a Mane Character shows once boosted prints Unique (301.3, 516.3). */
  private static final byte UNIQUE_BOOSTED = 32;

  private final List<CardInfo> cards;
  private final byte[] flags;
  /** All the flags of all the cards, or'ed. */
  final int any;
  /** By card id, the trigger kinds an Event's Reaction names, one bit per kind's ordinal. */
  private final long[] reactionKinds;
  /** All the Reaction kinds of all the Events, or'ed. */
  final long anyReactionKind;

  private PoolIndex(List<CardInfo> cards) {
    this.cards = cards;
    this.flags = new byte[cards.size()];
    this.reactionKinds = new long[cards.size()];
    Map<CardDef, Printed> known = PRINTED.get();
    if (known.size() > MAX_PRINTED) {
      known.clear();
    }
    int all = 0;
    long allKinds = 0;
    for (int id = 0; id < cards.size(); id++) {
      Printed printed = known.computeIfAbsent(cards.get(id).def(), PoolIndex::printed);
      flags[id] = printed.flags();
      reactionKinds[id] = printed.reactionKinds();
      all |= printed.flags();
      allKinds |= printed.reactionKinds();
    }
    this.any = all;
    this.anyReactionKind = allKinds;
  }

  /** What one card definition prints that this index keeps. */
  private record Printed(byte flags, long reactionKinds) {}

  /**
   * Per thread, what each definition prints, by identity: the computer's search makes a new card
   * list for every imagined state, each dealing the same definitions to other ids. Cleared past
   * a bound so that definitions of pools no longer in use are let go.
   */
  private static final ThreadLocal<Map<CardDef, Printed>> PRINTED = ThreadLocal.withInitial(IdentityHashMap::new);
  private static final int MAX_PRINTED = 4096;

  private static Printed printed(CardDef def) {
    byte f = 0;
    long kinds = 0;
    // A Mane Character's hand abilities are not read (it never is in a hand): as Activation.
    if (def.boosted() == null) {
      for (Ability a : def.face().abilities()) {
        if (a instanceof Ability.Activated act) {
          f |= Activation.fromHand(act) ? FROM_HAND : 0;
          f |= Activation.fromDiscard(act) ? FROM_DISCARD : 0;
        }
      }
    }
    for (Ability a : def.face().abilities()) {
      if (a instanceof Ability.PlayFromDiscard pf && pf.cards() == null) {
        f |= PLAYS_FROM_DISCARD;
      }
    }
    if (def.type() == CardType.EVENT && def.event().timing() != Timing.MAIN_PHASE) {
      f |= TIMED_EVENT;
    }
    if (def.type() == CardType.EVENT && def.event().reaction() != null) {
      for (Trigger t : def.event().reaction().conditions()) {
        kinds |= 1L << t.kind().ordinal();
      }
    }
    f |= def.face(false).hasTrait("Unique") ? UNIQUE : 0;
    f |= def.face(true).hasTrait("Unique") ? UNIQUE_BOOSTED : 0;
    return new Printed(f, kinds);
  }

  static PoolIndex of(GameState s) {
    return PlayIndex.of(s).pool(s);
  }

  /** The index of {@code s}'s card list, kept per thread: {@link PlayIndex} asks once per play zone. */
  static PoolIndex kept(GameState s) {
    PoolIndex last = LAST.get();
    if (last != null && last.cards == s.cards()) {
      return last;
    }
    PoolIndex now = new PoolIndex(s.cards());
    LAST.set(now);
    return now;
  }

  /** Whether the card {@code id} prints something {@code flag} names. */
  boolean has(int id, byte flag) {
    return (flags[id] & flag) != 0;
  }

  /** Whether the face {@code c} shows (GameState.face) prints Unique; a face-down card shows none. */
  boolean printsUnique(InPlay c) {
    return !c.faceDown() && has(c.id(), c.boosted() ? UNIQUE_BOOSTED : UNIQUE);
  }

  /** The trigger kinds the Reaction of the Event {@code id} names (bits by ordinal), 0 for any other card. */
  long reactionKinds(int id) {
    return reactionKinds[id];
  }
}
