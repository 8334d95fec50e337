package org.ponytable.engine.state;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The play zone of a state: an immutable list of the cards in play in the order they entered,
 * which also finds a card by id without walking the list. The index is built on first use and
 * kept with the list; the list never changes, so the index can never go stale, and walking it is
 * walking a snapshot even while the rules build the next state. Equal to any list with the same
 * cards, like every other {@link List}.
 */
final class PlayZone extends AbstractList<InPlay> implements RandomAccess {
  static final PlayZone EMPTY = new PlayZone(new InPlay[0], null);

  private final InPlay[] cards;
  /** Place in {@link #cards} by card id, or null until first asked; shared by same-id zones. */
  private Slots slots;
  /** What the rules derive from this zone alone (rules.PlayIndex), or null until first asked. */
  Object derived;

  /** A final-field holder, so another thread that sees the index sees it filled. */
  private static final class Slots {
    final int[] byId;

    Slots(int[] byId) {
      this.byId = byId;
    }
  }

  private PlayZone(InPlay[] cards, Slots slots) {
    this.cards = cards;
    this.slots = slots;
  }

  /** The zone holding {@code play}: the list itself when it is one already. */
  static PlayZone of(List<InPlay> play) {
    if (play instanceof PlayZone z) {
      return z;
    }
    InPlay[] a = play.toArray(new InPlay[0]);
    for (InPlay c : a) {
      if (c == null) {
        throw new NullPointerException("a null card in play");
      }
    }
    return a.length == 0 ? EMPTY : new PlayZone(a, null);
  }

  /** The same zone with {@code updated} in place of the card with its id (the index is kept). */
  PlayZone with(int slot, InPlay updated) {
    InPlay[] a = cards.clone();
    a[slot] = updated;
    return new PlayZone(a, slots);
  }

  @Override
  public InPlay get(int index) {
    return cards[index];
  }

  @Override
  public int size() {
    return cards.length;
  }

  /** Where the card with this id is in the list, or -1. */
  int slotOf(int id) {
    if (id < 0 || id > MAX_INDEXED_ID) {
      return scan(id); // a view's stand-in ids are negative (PlayerView.idFor)
    }
    Slots s = slots;
    if (s == null) {
      s = index();
      slots = s;
    }
    return id < s.byId.length ? s.byId[id] : -1;
  }

  /** Card ids count the cards of a game; above this the index would be mostly empty. */
  private static final int MAX_INDEXED_ID = 1 << 16;

  private int scan(int id) {
    for (int i = 0; i < cards.length; i++) {
      if (cards[i].id() == id) {
        return i;
      }
    }
    return -1;
  }

  /** The card in play with this id, or null. */
  InPlay byId(int id) {
    int slot = slotOf(id);
    return slot < 0 ? null : cards[slot];
  }

  private Slots index() {
    int max = -1;
    for (InPlay c : cards) {
      if (c.id() <= MAX_INDEXED_ID) {
        max = Math.max(max, c.id());
      }
    }
    int[] byId = new int[max + 1];
    Arrays.fill(byId, -1);
    for (int i = cards.length - 1; i >= 0; i--) {
      if (cards[i].id() >= 0 && cards[i].id() <= MAX_INDEXED_ID) {
        byId[cards[i].id()] = i; // the first entry wins, as a scan from the start finds it
      }
    }
    return new Slots(byId);
  }
}
