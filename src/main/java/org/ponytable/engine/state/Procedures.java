package org.ponytable.engine.state;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The procedures in progress of a state ({@link GameState#pending()}): an immutable list that also
 * holds the innermost one of each kind, found once as it is made, since the rules ask for them
 * after every action (Replacements.settled asks for the 710.5 choices).
 */
final class Procedures extends AbstractList<Pending> implements RandomAccess {
  static final Procedures NONE = new Procedures(new Pending[0]);

  private final Pending[] items;
  final Faceoff faceoff;
  final Resolution resolving;
  final ReplacementChoices replacing;

  private Procedures(Pending[] items) {
    this.items = items;
    Faceoff f = null;
    Resolution r = null;
    ReplacementChoices c = null;
    for (Pending p : items) { // the last of a kind wins: the innermost
      if (p instanceof Faceoff x) {
        f = x;
      } else if (p instanceof Resolution x) {
        r = x;
      } else if (p instanceof ReplacementChoices x) {
        c = x;
      } else {
        throw new NullPointerException("a null procedure in progress");
      }
    }
    faceoff = f;
    resolving = r;
    replacing = c;
  }

  /** The list itself when it is one already, else an immutable copy of it. */
  static Procedures of(List<Pending> pending) {
    if (pending instanceof Procedures p) {
      return p;
    }
    return pending.isEmpty() ? NONE : new Procedures(pending.toArray(new Pending[0]));
  }

  /**
   * Replaces the procedure of {@code kind} in place, or removes it (null), or pushes it above
   * those of a lower or the same level ({@link Pending#level()}); this list when nothing changes.
   */
  Procedures with(Class<? extends Pending> kind, Pending v) {
    int at = -1;
    for (int i = 0; i < items.length; i++) {
      if (items[i].getClass() == kind) {
        at = i;
        break;
      }
    }
    Pending[] a;
    if (at >= 0 && v != null) {
      a = items.clone();
      a[at] = v;
    } else if (at >= 0) {
      a = new Pending[items.length - 1];
      System.arraycopy(items, 0, a, 0, at);
      System.arraycopy(items, at + 1, a, at, items.length - at - 1);
    } else if (v != null) {
      int i = items.length;
      while (i > 0 && items[i - 1].level() > v.level()) {
        i--;
      }
      a = new Pending[items.length + 1];
      System.arraycopy(items, 0, a, 0, i);
      a[i] = v;
      System.arraycopy(items, i, a, i + 1, items.length - i);
    } else {
      return this;
    }
    return a.length == 0 ? NONE : new Procedures(a);
  }

  @Override
  public Pending get(int index) {
    return items[index];
  }

  @Override
  public int size() {
    return items.length;
  }

  @Override
  public Object[] toArray() {
    return Arrays.copyOf(items, items.length, Object[].class);
  }
}
