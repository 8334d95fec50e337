package org.ponytable.engine.state;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.ponytable.engine.ability.Ability;

/**
 * The effects' modifiers of a state ({@link AbilityState#modifiers()}): an immutable list that also
 * knows whether one of them makes a card also a Friend (rulings.md), which {@link GameState#type}
 * asks for each card it is asked about. Kept by every copy of the ability state that doesn't
 * change the modifiers, so it is worked out once per change. Equal to any list with the same
 * modifiers, like every other {@link List}. It also knows whether one blanks a card or gives a
 * keyword, which rules ask for nearly every ability lookup and every power worked out.
 */
public final class Modifiers extends AbstractList<Modifier> implements RandomAccess {
  static final Modifiers EMPTY = new Modifiers(new Modifier[0]);

  private final Modifier[] all;
  private final boolean changeType;
  private final boolean blanks;
  private final boolean grantsKeywords;

  private Modifiers(Modifier[] all) {
    this.all = all;
    boolean any = false;
    boolean blanks = false;
    boolean grants = false;
    for (Modifier m : all) {
      any |= m.change().becomes() != null;
      blanks |= blanks(m);
      grants |= !m.change().keywords().isEmpty();
    }
    this.changeType = any;
    this.blanks = blanks;
    this.grantsKeywords = grants;
  }

  private static boolean blanks(Modifier m) {
    return m.change().cant().contains(Ability.Restriction.HAVE_ABILITIES);
  }

  /** Whether some modifier in {@code modifiers} makes its card lose and be unable to have abilities. */
  public static boolean blanks(List<Modifier> modifiers) {
    if (modifiers instanceof Modifiers m) {
      return m.blanks;
    }
    for (Modifier m : modifiers) {
      if (blanks(m)) {
        return true;
      }
    }
    return false;
  }

  /** Whether some modifier in {@code modifiers} gives its card a keyword. */
  public static boolean grantKeywords(List<Modifier> modifiers) {
    if (modifiers instanceof Modifiers m) {
      return m.grantsKeywords;
    }
    for (Modifier m : modifiers) {
      if (!m.change().keywords().isEmpty()) {
        return true;
      }
    }
    return false;
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
