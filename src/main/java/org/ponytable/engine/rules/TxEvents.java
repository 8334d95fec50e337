package org.ponytable.engine.rules;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.ponytable.engine.event.GameEvent;

/**
 * The events of one {@link Tx}, in order: a growable list that hands its events to the
 * {@link Outcome} without copying them ({@link #frozen}). Copy on write: once handed over, its
 * array is never written again (a later change copies it first), so the outcome's list can't change.
 */
final class TxEvents extends AbstractList<GameEvent> implements RandomAccess {
  private static final Object[] NONE = {};

  /** Object[], as ArrayList's: Arrays.copyOf of a GameEvent[] makes its copy reflectively. */
  private Object[] a = NONE;
  private int n;
  /** Whether {@link #a} is held by a frozen list too. */
  private boolean shared;

  @Override
  public boolean add(GameEvent e) {
    Objects.requireNonNull(e, "a null event");
    if (n == a.length || shared) {
      a = Arrays.copyOf(a, Math.max(8, n == a.length ? n * 2 : a.length));
      shared = false;
    }
    a[n++] = e;
    modCount++;
    return true;
  }

  @Override
  public GameEvent get(int index) {
    Objects.checkIndex(index, n);
    return (GameEvent) a[index];
  }

  @Override
  public int size() {
    return n;
  }

  /** For {@code subList(from, to).clear()}: events taken back (Replacements.work). */
  @Override
  protected void removeRange(int from, int to) {
    if (from >= to) {
      return;
    }
    if (shared) {
      a = a.clone();
      shared = false;
    }
    System.arraycopy(a, to, a, from, n - to);
    Arrays.fill(a, n - (to - from), n, null);
    n -= to - from;
    modCount++;
  }

  @Override
  public GameEvent remove(int index) {
    GameEvent e = get(index);
    removeRange(index, index + 1);
    return e;
  }

  /** The events so far as an immutable list, sharing this list's array. */
  List<GameEvent> frozen() {
    if (n == 0) {
      return List.of();
    }
    shared = true;
    return new Frozen(a, n);
  }

  /** An immutable list of events; {@link Outcome} keeps one as it is. */
  static final class Frozen extends AbstractList<GameEvent> implements RandomAccess {
    private final Object[] a;
    private final int n;

    private Frozen(Object[] a, int n) {
      this.a = a;
      this.n = n;
    }

    @Override
    public GameEvent get(int index) {
      Objects.checkIndex(index, n);
      return (GameEvent) a[index];
    }

    @Override
    public int size() {
      return n;
    }

    @Override
    public Object[] toArray() {
      return Arrays.copyOf(a, n);
    }
  }
}
