package org.ponytable.persistence;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.Reasons;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;

/**
 * An action text of the notation ({@link Notation}) read and resolved against a game's cards
 * before anything runs: the verb, its shape, every card and area are known, so a text that names
 * nothing is an error at load instead of a check that can never fail. What it matches is decided
 * later, against the legal actions of the state it is played in.
 *
 * @param words the text split into words, quotes removed
 * @param cards for each word that names a card, the ids it may mean (copies are interchangeable)
 */
public record ActionText(String text, List<String> words, Map<Integer, Set<Integer>> cards) {
  private static final String CARD = "CARD";
  private static final String AREA = "AREA";
  private static final String PLAYER = "PLAYER";
  private static final String NUMBER = "N";
  private static final String MODE = "MODE";
  private static final String COLOR = "COLOR";

  /** Every verb with the shapes it takes, in the order the notation lists them. */
  private static final Map<String, List<List<String>>> SHAPES = new LinkedHashMap<>();

  static {
    for (String v : List.of("pass", "draw", "keep", "mulligan", "stop-challenging", "yes", "no")) {
      SHAPES.put(v, List.of(List.of()));
    }
    SHAPES.put("concede", List.of(List.of(PLAYER)));
    SHAPES.put("agree-draw", List.of(List.of(PLAYER)));
    SHAPES.put("play", List.of(List.of(CARD), List.of(CARD, "to", AREA), List.of(CARD, "on", CARD)));
    SHAPES.put("troublemaker", List.of(List.of(CARD, "to", AREA)));
    SHAPES.put("move", List.of(List.of(CARD, "to", AREA)));
    SHAPES.put("rally", List.of(List.of(CARD)));
    SHAPES.put("activate", List.of(List.of(CARD, NUMBER), List.of(CARD, NUMBER, "paying", CARD)));
    for (DecisionKind k : DecisionKind.values()) {
      if (k != DecisionKind.PRIORITY && k != DecisionKind.MAY && k != DecisionKind.RANDOM
          && k != DecisionKind.MULLIGAN) {
        SHAPES.putIfAbsent(Notation.verb(k), List.of(List.of(switch (k.offers()) {
          case AREA -> AREA;
          case MODE -> MODE;
          case COLOR -> COLOR;
          case CARD -> CARD;
        })));
      }
    }
  }

  public ActionText {
    words = List.copyOf(words);
    cards = Map.copyOf(cards);
  }

  /**
   * Reads {@code text}, naming cards of {@code all} (a game's cards, which never change).
   *
   * @throws IllegalArgumentException saying which word is wrong and what was expected
   */
  public static ActionText parse(String text, Map<String, Integer> labels, List<CardInfo> all) {
    List<String> words = Notation.tokens(text);
    if (words.isEmpty()) {
      throw new IllegalArgumentException("an action is not empty");
    }
    String verb = words.get(0).toLowerCase(Locale.ROOT);
    List<List<String>> shapes = SHAPES.get(verb);
    if (shapes == null) {
      throw new IllegalArgumentException("no verb '" + words.get(0) + "'" + Suggest.hint(verb, SHAPES.keySet())
          + "; verbs: " + String.join(", ", SHAPES.keySet()));
    }
    List<String> args = words.subList(1, words.size());
    List<String> shape = null;
    for (List<String> sh : shapes) {
      if (fits(sh, args)) {
        shape = sh;
        break;
      }
    }
    if (shape == null) {
      List<String> forms = new ArrayList<>();
      for (List<String> sh : shapes) {
        forms.add((verb + " " + String.join(" ", sh)).trim());
      }
      throw new IllegalArgumentException("'" + verb + "' is written " + String.join(" or ", forms));
    }
    Map<Integer, Set<Integer>> cards = new LinkedHashMap<>();
    for (int i = 0; i < shape.size(); i++) {
      String w = args.get(i);
      switch (shape.get(i)) {
        case CARD -> cards.put(i + 1, cards(w, labels, all));
        case AREA -> {
          if (Refs.area(w, 0) == null) {
            throw new IllegalArgumentException("no area '" + w + "'; an area is home, home:p1, home:p2, "
                + "problem:p1 or problem:p2");
          }
        }
        case PLAYER -> {
          if (Refs.player(w) < 0) {
            throw new IllegalArgumentException("'" + w + "' is not a player; write p1 or p2");
          }
        }
        case MODE -> {
          if (!w.matches("[1-9][0-9]?")) {
            throw new IllegalArgumentException("'" + w + "' is not a mode number (1 for the first printed)");
          }
        }
        case COLOR -> {
          if (!org.ponytable.engine.terms.CardColor.parse(w).map(c -> c.jsonName().equalsIgnoreCase(w)).orElse(false)) {
            throw new IllegalArgumentException("'" + w + "' is not a color; write blue, orange, pink, purple, white or yellow");
          }
        }
        case NUMBER -> {
          if (!w.matches("[1-9][0-9]{0,2}")) {
            throw new IllegalArgumentException("'" + w + "' is not an ability number (1 for the card's first)");
          }
        }
        default -> {
          // a literal word, checked by fits
        }
      }
    }
    return new ActionText(text, words, cards);
  }

  private static boolean fits(List<String> shape, List<String> args) {
    if (shape.size() != args.size()) {
      return false;
    }
    for (int i = 0; i < shape.size(); i++) {
      String s = shape.get(i);
      boolean slot = s.equals(CARD) || s.equals(AREA) || s.equals(PLAYER) || s.equals(NUMBER)
          || s.equals(MODE) || s.equals(COLOR);
      if (!slot && !s.equalsIgnoreCase(args.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** The ids a card word may mean: a label, {@code #id}, a card id or a title; never none. */
  /** A text naming no card of the game (yet: a token card may be made later). */
  static final class UnknownCard extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String ref;

    UnknownCard(String ref, String message) {
      super(message);
      this.ref = ref;
    }

    /**
     * Whether the text may name a token card made later in the game: an id past the start's cards,
     * or the id or title of a token card of the pool (rulings.md, token cards).
     */
    boolean couldBeToken(org.ponytable.engine.card.CardPool pool, int cardsAtStart) {
      if (ref.matches("#[0-9]{1,9}")) {
        return Integer.parseInt(ref.substring(1)) >= cardsAtStart;
      }
      return pool.all().stream().anyMatch(d -> d.token() && (d.id().equalsIgnoreCase(ref) || d.title().equalsIgnoreCase(ref)));
    }
  }

  static Set<Integer> cards(String ref, Map<String, Integer> labels, List<CardInfo> all) {
    Integer labelled = labels.get(ref);
    if (labelled != null) {
      return Set.of(labelled);
    }
    if (ref.matches("#[0-9]{1,9}")) {
      int id = Integer.parseInt(ref.substring(1));
      if (id < all.size()) {
        return Set.of(id);
      }
      throw new UnknownCard(ref, "'" + ref + "' is not a card of this game (ids run from #0 to #"
          + (all.size() - 1) + ")");
    }
    Set<Integer> out = new LinkedHashSet<>();
    for (CardInfo c : all) {
      if (c.defId().equalsIgnoreCase(ref) || c.def().title().equalsIgnoreCase(ref)
          || c.def().name().equalsIgnoreCase(ref)) {
        out.add(c.id());
      }
    }
    if (out.isEmpty()) {
      Set<String> names = new LinkedHashSet<>(labels.keySet());
      all.forEach(c -> names.add(c.defId()));
      throw new UnknownCard(ref, "'" + ref + "' is not a label, #id, card id or title of a card in this "
          + (labels.isEmpty() ? "game" : "scenario") + Suggest.hint(ref, names));
    }
    return out;
  }

  public String verb() {
    return words.get(0).toLowerCase(Locale.ROOT);
  }

  /**
   * The legal action of {@code s} this text names, or null when none is: the first that fits,
   * since copies are interchangeable. Conceding and agreeing to a draw are always possible.
   */
  public Action match(GameState s) {
    if (s.isOver()) {
      return null;
    }
    if (verb().equals("concede") || verb().equals("agree-draw")) {
      int p = Refs.player(words.get(1));
      return verb().equals("concede") ? new Action.Concede(p) : new Action.AgreeDraw(p);
    }
    for (Action a : Engine.legalActions(s)) {
      if (names(a, s.actor())) {
        return a;
      }
    }
    return null;
  }

  private boolean names(Action a, int actor) {
    List<String> canon = Notation.tokens(Notation.format(a));
    if (canon.size() != words.size()) {
      return false;
    }
    for (int i = 0; i < canon.size(); i++) {
      String want = canon.get(i);
      String got = words.get(i);
      Set<Integer> ids = cards.get(i);
      if (ids != null) {
        if (!want.startsWith("#") || !ids.contains(Integer.parseInt(want.substring(1)))) {
          return false;
        }
      } else if (want.startsWith("home") || want.startsWith("problem:")) {
        Area w = Refs.area(want, actor);
        if (w == null || !w.equals(Refs.area(got, actor))) {
          return false;
        }
      } else if (!want.equalsIgnoreCase(got)) {
        return false;
      }
    }
    return true;
  }

  private static String ids(List<Integer> ids) {
    List<String> out = new ArrayList<>();
    ids.forEach(id -> out.add("#" + id));
    return "[" + String.join(", ", out) + "]";
  }

  /**
   * Why this text names no legal action of {@code s}: what the game waits for, the engine's
   * reason about the card (Reasons, with its rule), and what is legal instead.
   */
  public String whyNot(GameState s) {
    if (s.isOver()) {
      return "the game is over";
    }
    StringBuilder why = new StringBuilder();
    DecisionKind kind = s.decision().kind();
    boolean choice = SHAPES.get(verb()).equals(List.of(List.of(CARD))) && !verb().equals("rally");
    if (choice && !verb().equals(Notation.verb(kind))) {
      why.append("the game waits for ").append(Refs.player(s.actor())).append(" to ").append(kind.thirdPerson())
          .append(" (").append(kind).append(")");
    } else if (choice) {
      why.append("the options are ").append(ids(s.decision().options()));
    } else if (!cards.isEmpty()) {
      Set<Integer> first = cards.values().iterator().next();
      for (int id : first) {
        String r = Reasons.whyCardCannotAct(s, s.actor(), id);
        if (Reasons.HIDDEN.equals(r)) {
          // A tester sees every card: say plainly whose it is and where, instead of hiding it.
          int holder = s.inPlay(id) != null ? s.inPlay(id).controller() : s.owner(id);
          r = Refs.player(holder) + "'s card, in " + Expectations.zoneOf(s, id) + ", and " + Refs.player(s.actor())
              + " acts now (510.1)";
        }
        if (r != null) {
          why.append("#").append(id).append(" (").append(s.card(id).defId()).append("): ")
              .append(r.endsWith(".") ? r.substring(0, r.length() - 1) : r);
          break;
        }
      }
    }
    List<String> legal = new ArrayList<>();
    for (Action a : Engine.legalActions(s)) {
      legal.add(Notation.format(a));
    }
    return (why.length() == 0 ? "" : why + "; ") + "legal: " + String.join(", ", legal);
  }
}
