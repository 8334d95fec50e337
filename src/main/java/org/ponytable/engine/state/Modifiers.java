package org.ponytable.engine.state;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The effects' modifiers of a state ({@link AbilityState#modifiers()}): an immutable list that also
 * knows whether one of them makes a card also a Friend (rulings.md), which {@link GameState#type}
 * asks for each card it is asked about. Kept by every copy of the ability state that doesn't
 * change the modifiers, so it is worked out once per change. Equal to any list with the same
 * modifiers, like every other {@link List}.
 */
final class Modifiers extends AbstractList<Modifier> implements RandomAccess {
  static final Modifiers EMPTY = new Modifiers(new Modifier[0]);

  private final Modifier[] all;
  private final boolean changeType;

  private Modifiers(Modifier[] all) {
    this.all = all;
    boolean any = false;
    for (Modifier m : all) {
      any |= m.change().becomes() != null;
    }
    this.changeType = any;
  }

  /** The list holding {@code modifiers}: the list itself when it is one already. */
  static Modifiers of(List<Modifier> modifiers) {
    if (modifiers instanceof Modifiers m) {
      return m;
    }
    Modifier[] a = modifiers.toArray(new Modifier[0]);
    for (Modifier m : a) {
      Objects.requireNonNull(m, "a null modifier");
    }
    return a.length == 0 ? EMPTY : new Modifiers(a);
  }

  /** Whether some modifier in {@code modifiers} may change a card's type; true unless known not to. */
  static boolean mayChangeType(List<Modifier> modifiers) {
    return !(modifiers instanceof Modifiers m) || m.changeType;
  }

  @Override
  public Modifier get(int index) {
    return all[index];
  }

  @Override
  public int size() {
    return all.length;
  }
}
