package org.ponytable.engine.event;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.state.Area;

/**
 * One event of every type, built by reflection over the sealed interface, so a new event is in
 * every test that uses this without anyone adding it.
 */
public final class EventSamples {
  private EventSamples() {}

  /** Every kind of event, in declaration order. */
  public static List<Class<? extends GameEvent>> types() {
    List<Class<? extends GameEvent>> out = new ArrayList<>();
    for (Class<?> c : GameEvent.class.getPermittedSubclasses()) {
      out.add(c.asSubclass(GameEvent.class));
    }
    return out;
  }

  /**
   * An event of {@code type} whose every card field names {@code card}, every player field {@code
   * player}, every other number {@code plain}; flags are true (face down), texts "why".
   */
  public static GameEvent of(Class<? extends GameEvent> type, int card, int player, int plain) {
    RecordComponent[] parts = type.getRecordComponents();
    Object[] values = new Object[parts.length];
    Class<?>[] types = new Class<?>[parts.length];
    for (int i = 0; i < parts.length; i++) {
      RecordComponent c = parts[i];
      types[i] = c.getType();
      int number = c.isAnnotationPresent(GameEvent.Card.class) ? card
          : c.isAnnotationPresent(GameEvent.Player.class) ? player : plain;
      values[i] = sample(type, c, number);
    }
    try {
      Constructor<? extends GameEvent> ctor = type.getDeclaredConstructor(types);
      return ctor.newInstance(values);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("can't build " + type.getSimpleName(), e);
    }
  }

  private static Object sample(Class<?> event, RecordComponent c, int number) {
    Class<?> t = c.getType();
    if (t == int.class || t == Integer.class) {
      return number;
    }
    if (t == List.class) {
      return List.of(number);
    }
    if (t == boolean.class) {
      return true;
    }
    if (t == String.class) {
      return "why";
    }
    if (t == Area.class) {
      return Area.problem(1);
    }
    if (t == Set.class) {
      return Set.of();
    }
    if (t.isEnum()) {
      return t.getEnumConstants()[0];
    }
    throw new AssertionError(event.getSimpleName() + "." + c.getName() + ": no sample value for " + t
        + "; add one to EventSamples");
  }
}
