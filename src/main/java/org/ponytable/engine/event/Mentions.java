package org.ponytable.engine.event;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * What each kind of event names, read once per type from the marks on its fields ({@link
 * GameEvent.Card}, {@link GameEvent.Player}, {@link GameEvent.Plain}). The one reader of those
 * marks: redaction, the JSON log and the log's words ask here, never by a field's name.
 */
public final class Mentions {
  private Mentions() {}

  /** What a field of an event is. */
  public enum Role {
    CARD,
    PLAYER,
    /** A number that names nothing. */
    PLAIN,
    /** Not a number: text, an area, a flag, a kind... */
    OTHER
  }

  /**
   * One field of an event type, in declaration order.
   *
   * @param known who may know the card, for a {@link Role#CARD}; null otherwise
   * @param list true for a list of ids
   */
  public record Part(String name, Role role, GameEvent.Known known, boolean list, RecordComponent component) {}

  private record Shape(List<Part> parts, Constructor<?> canonical, int player) {}

  private static final ClassValue<Shape> SHAPES = new ClassValue<>() {
    @Override
    protected Shape computeValue(Class<?> type) {
      return shape(type);
    }
  };

  /** The fields of an event type; throws when a number in it does not say what it names. */
  public static List<Part> parts(Class<? extends GameEvent> type) {
    return SHAPES.get(type).parts();
  }

  /** The values of the event's fields, in the order of {@link #parts}. */
  public static Object[] values(GameEvent e) {
    List<Part> parts = parts(e.getClass());
    Object[] values = new Object[parts.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = read(e, parts.get(i).component());
    }
    return values;
  }

  static List<Integer> cards(GameEvent e) {
    return ids(e, Role.CARD);
  }

  static List<Integer> players(GameEvent e) {
    return ids(e, Role.PLAYER);
  }

  /**
   * The one player an event about a card only they may know is about ({@link
   * GameEvent.Known#BY_PLAYER}).
   */
  public static int player(GameEvent e) {
    Shape s = SHAPES.get(e.getClass());
    if (s.player() < 0) {
      throw new IllegalStateException(e.getClass().getSimpleName() + " names no single player");
    }
    return (Integer) read(e, s.parts().get(s.player()).component());
  }

  /** A card id as a viewer may know it, given who may know it. */
  @FunctionalInterface
  public interface Renaming {
    int shown(int card, GameEvent.Known known);
  }

  /** The event with each card it names renamed; the same object when nothing changes. */
  public static GameEvent withCards(GameEvent e, Renaming renaming) {
    Shape s = SHAPES.get(e.getClass());
    Object[] values = null;
    for (int i = 0; i < s.parts().size(); i++) {
      Part p = s.parts().get(i);
      if (p.role() != Role.CARD) {
        continue;
      }
      Object v = read(e, p.component());
      Object shown = p.list() ? renamed((List<?>) v, p.known(), renaming)
          : (Object) renaming.shown((Integer) v, p.known());
      if (!shown.equals(v)) {
        if (values == null) {
          values = values(e);
        }
        values[i] = shown;
      }
    }
    if (values == null) {
      return e;
    }
    try {
      return (GameEvent) s.canonical().newInstance(values);
    } catch (ReflectiveOperationException ex) {
      throw new IllegalStateException("can't rebuild " + e, ex);
    }
  }

  private static List<Integer> renamed(List<?> ids, GameEvent.Known known, Renaming renaming) {
    List<Integer> out = new ArrayList<>(ids.size());
    for (Object id : ids) {
      out.add(renaming.shown((Integer) id, known));
    }
    return List.copyOf(out);
  }

  private static List<Integer> ids(GameEvent e, Role role) {
    List<Integer> out = new ArrayList<>();
    for (Part p : parts(e.getClass())) {
      if (p.role() != role) {
        continue;
      }
      Object v = read(e, p.component());
      if (v instanceof List<?> l) {
        l.forEach(x -> out.add((Integer) x));
      } else if (v != null) {
        out.add((Integer) v);
      }
    }
    return out;
  }

  private static Object read(GameEvent e, RecordComponent c) {
    try {
      return c.getAccessor().invoke(e);
    } catch (ReflectiveOperationException ex) {
      throw new IllegalStateException("can't read " + c.getName() + " of " + e, ex);
    }
  }

  private static Shape shape(Class<?> type) {
    if (!type.isRecord() || !GameEvent.class.isAssignableFrom(type)) {
      throw new IllegalArgumentException(type + " is not an event record");
    }
    RecordComponent[] components = type.getRecordComponents();
    List<Part> parts = new ArrayList<>();
    int player = -1;
    boolean playerAsked = false;
    boolean faceDownAsked = false;
    for (RecordComponent c : components) {
      String where = type.getSimpleName() + "." + c.getName();
      boolean number = c.getType() == int.class || c.getType() == Integer.class
          || c.getType() == List.class && c.getGenericType().getTypeName().equals("java.util.List<java.lang.Integer>");
      GameEvent.Card card = c.getAnnotation(GameEvent.Card.class);
      boolean isPlayer = c.isAnnotationPresent(GameEvent.Player.class);
      boolean plain = c.isAnnotationPresent(GameEvent.Plain.class);
      int marks = (card != null ? 1 : 0) + (isPlayer ? 1 : 0) + (plain ? 1 : 0);
      if (number && marks != 1) {
        throw new IllegalStateException(where + ": a number says what it is: @Card, @Player or @Plain");
      }
      if (!number && marks != 0) {
        throw new IllegalStateException(where + ": only numbers (int, Integer, List<Integer>) name cards or players");
      }
      Role role = card != null ? Role.CARD : isPlayer ? Role.PLAYER : plain ? Role.PLAIN : Role.OTHER;
      if (role == Role.PLAYER) {
        player = player == -1 ? parts.size() : -2;
      }
      if (card != null) {
        GameEvent.Known k = card.value();
        playerAsked |= k == GameEvent.Known.BY_PLAYER || k == GameEvent.Known.BY_PLAYER_IF_FACE_DOWN;
        faceDownAsked |= k == GameEvent.Known.BY_PLAYER_IF_FACE_DOWN || k == GameEvent.Known.BY_OWNER_IF_FACE_DOWN;
      }
      parts.add(new Part(c.getName(), role, card == null ? null : card.value(), c.getType() == List.class, c));
    }
    if (playerAsked && player < 0) {
      throw new IllegalStateException(type.getSimpleName() + ": a card only its player knows needs one @Player");
    }
    if (faceDownAsked && !GameEvent.MayBeFaceDown.class.isAssignableFrom(type)) {
      throw new IllegalStateException(type.getSimpleName() + ": a card hidden when face down needs MayBeFaceDown");
    }
    try {
      Class<?>[] types = new Class<?>[components.length];
      for (int i = 0; i < types.length; i++) {
        types[i] = components[i].getType();
      }
      Constructor<?> canonical = type.getDeclaredConstructor(types);
      return new Shape(List.copyOf(parts), canonical, player < 0 ? -1 : player);
    } catch (NoSuchMethodException ex) {
      throw new IllegalStateException(type + " has no canonical constructor", ex);
    }
  }
}
