package org.ponytable.engine.ability;

import java.util.List;
import java.util.function.Function;

/** An "if" of a triggered ability or a "while" of a continuous one (708.2a). */
public sealed interface Condition {
  /** At least {@code atLeast} cards in play match the filter. */
  record Count(Filter filter, int atLeast) implements Condition {}

  /** The card with the ability matches the filter ("while this is at a Problem"). */
  record ThisIs(Filter filter) implements Condition {}

  /** 519.2: the card with the ability has at least {@code atLeast} counters named {@code name}. */
  record Counters(String name, int atLeast) implements Condition {}

  /**
   * The player(s) {@code player} names have more power at the area of the card with the ability
   * than any opponent there (their face-up characters' power, exhausted or not).
   */
  record MostPower(Who player) implements Condition {}

  /** No card in play matches the filter ("none of your opponent's Friends are there"). */
  record None(Filter filter) implements Condition {}

  /**
   * 611.3: the controller's characters at the Problem (the one a trigger names, else the area of
   * the card with the ability) contribute more power in all than the controller's confront
   * requirement there asks in all ({@code more} false: at most what it asks).
   */
  record MoreThanRequired(boolean more) implements Condition {}

  /**
   * 205.1: the controller has at least {@code atLeast} power of that color among their characters
   * in play, counted as for a play requirement ("if you have at least 3 [Generosity] in play").
   */
  record PowerInPlay(org.ponytable.engine.terms.CardColor color, int atLeast) implements Condition {}

  /** Glossary, Pumped and Spend: at least {@code atLeast} cards are beneath the card with the ability. */
  record Beneath(int atLeast) implements Condition {}

  /** It is (or is not) the controller's turn. */
  record YourTurn(boolean yours) implements Condition {}

  /**
   * It is during a faceoff ({@code phase} null, 514) or during that phase (601): "during
   * faceoffs", "during the Score Phase".
   */
  record During(org.ponytable.engine.terms.Phase phase) implements Condition {}

  /** 517: a player {@code player} names has at least {@code atLeast} points ("if a player has 8 or more points"). */
  record Points(Who player, int atLeast) implements Condition {}

  /**
   * 517: with "opponent", an opponent has more points than the controller ("while an opponent
   * has more points than you"); with "you", the controller has more points than each opponent.
   */
  record MorePoints(Who player) implements Condition {}

  /** 203: the Mane Character of the player {@code player} names has the color, as its colors are now. */
  record ManeColor(Who player, org.ponytable.engine.terms.CardColor color) implements Condition {}

  /**
   * 301.4: the Mane Character of the player {@code player} names is boosted ({@code boosted}
   * false: is not boosted), "while an opponent's Mane Character is boosted".
   */
  record ManeBoosted(Who player, boolean boosted) implements Condition {}

  /**
   * A count ({@link org.ponytable.engine.ability.Count}, read by the controller) is at least
   * {@code atLeast}, at most {@code atMost} and more than the count {@code moreThan}, each when
   * given: "while you have 3 or fewer cards in your hand", "if an opponent has at least 3 action
   * tokens", "while you have more Friends than an opponent".
   */
  record Number(org.ponytable.engine.ability.Count count, Integer atLeast, Integer atMost,
      org.ponytable.engine.ability.Count moreThan, Boolean even) implements Condition {}

  /**
   * 611, 613.1: no Problem ({@code here} false), or not the Problem of the card with the ability
   * ({@code here} true: false while the card is at home), was confronted this turn ("if no
   * Problems were confronted this turn").
   */
  record NotConfronted(boolean here) implements Condition {}

  /**
   * The turn's history ({@code state.TurnCounts}): what {@code player} has done this turn so far,
   * counted, is from {@code atLeast} to {@code atMost}: cards played (609.2), cards discarded
   * (409.3), or the most they won a Problem faceoff by (514.4). "Your first card each turn" is
   * played, at most 1, read as the card is played.
   */
  record ThisTurn(TurnCount count, Who player, int atLeast, int atMost) implements Condition {}

  /**
   * 512.4a, 514.2b: a Problem faceoff is in progress ({@code here} false), or one resolved at the
   * Problem that is the card with the ability or that it is at ({@code here} true).
   */
  record InProblemFaceoff(boolean here) implements Condition {}

  /**
   * "The first time ... each turn": the card's triggered ability with this condition has not
   * triggered yet this turn; as it triggers, the turn's history remembers the card
   * ({@code state.TurnCounts.firstTimes}, rulings.md).
   */
  record FirstTime() implements Condition {}

  /** It is the game's turn {@code turn} (102.3: the first player's first turn is 1). */
  record GameTurn(int turn) implements Condition {}

  /** Whether {@code c} is or holds {@link FirstTime}: its ability is remembered as it triggers. */
  static boolean firstTime(Condition c) {
    return c instanceof FirstTime || c instanceof All a && a.all().stream().anyMatch(Condition::firstTime);
  }

  /** What {@link ThisTurn} counts. */
  enum TurnCount {
    PLAYED("played", "played", "card"),
    DISCARDED("discarded", "discarded", "card"),
    PROBLEM_WIN_BY("problemWinBy", "won a Problem faceoff by", "power"),
    DRAWN("drawn", "drawn", "card"),
    MOVED("moved", "moved", "character"),
    FRIENDS_LEFT("friendsLeftPlay", "had", "Friend");

    private final String jsonName;
    private final String verb;
    private final String noun;

    TurnCount(String jsonName, String verb, String noun) {
      this.jsonName = jsonName;
      this.verb = verb;
      this.noun = noun;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /** Every one of the conditions holds ("this card and at least 2 others are involved"). */
  record All(List<Condition> all) implements Condition {
    public All {
      all = List.copyOf(all);
    }
  }

  /** The words of {@link During}: "faceoff" or a phase. */
  java.util.Map<String, java.util.Optional<org.ponytable.engine.terms.Phase>> DURING_WORDS = duringWords();

  private static java.util.Map<String, java.util.Optional<org.ponytable.engine.terms.Phase>> duringWords() {
    java.util.Map<String, java.util.Optional<org.ponytable.engine.terms.Phase>> m = new java.util.LinkedHashMap<>();
    m.put("faceoff", java.util.Optional.empty());
    Trigger.PHASES.forEach((w, p) -> m.put(w, java.util.Optional.of(p)));
    return java.util.Collections.unmodifiableMap(m);
  }

  /**
   * The closed table of condition words: a condition object holds exactly one of these names, with
   * the word's other fields. For each, its fields, the record it reads into and how it reads as
   * words. The card loader reads conditions through this table, the schema test checks
   * docs/card.schema.json against it, and {@code Abilities.holds} in the rules reads each record.
   */
  enum Word {
    COUNT("count", Count.class, List.of(new Field.FilterField("count", true, "the cards in play to count"),
        atLeast("how many matching cards are needed")),
        v -> new Count(v.filter("count"), v.integer("atLeast"))),
    /** 519.2 */
    COUNTERS("counters", Counters.class, List.of(new Field.Text("counters", "the counters' name (519.2: on this card)"),
        atLeast("how many counters are needed")),
        v -> new Counters(v.text("counters"), v.integer("atLeast"))),
    THIS("this", ThisIs.class, List.of(new Field.FilterField("this", true, "what the card with the ability must be")),
        v -> new ThisIs(v.filter("this"))),
    NONE("none", None.class, List.of(new Field.FilterField("none", true, "the cards in play of which there must be none")),
        v -> new None(v.filter("none"))),
    /** 611.3 */
    MORE_THAN_REQUIRED("moreThanRequired", MoreThanRequired.class,
        List.of(new Field.Bool("moreThanRequired", true, "true: more power at that Problem than its requirement asks in all; false: at most that much")),
        v -> new MoreThanRequired(v.bool("moreThanRequired"))),
    YOUR_TURN("yourTurn", YourTurn.class,
        List.of(new Field.Bool("yourTurn", true, "true while it is your turn, false while it is not")),
        v -> new YourTurn(v.bool("yourTurn"))),
    /** 514, 601: "in" a faceoff or a phase ("during" names a Reaction's phase or step). */
    IN("in", During.class,
        List.of(new Field.Choice<>("in", true, "faceoff or phase", DURING_WORDS, null)),
        v -> new During(v.<java.util.Optional<org.ponytable.engine.terms.Phase>>choice("in").orElse(null))),
    ALL("all", All.class, List.of(new Field.Conditions("all", "two or more conditions that must all hold")),
        v -> new All(v.<List<Condition>>choice("all"))),
    /** 205.1 */
    POWER_IN_PLAY("powerInPlay", PowerInPlay.class, List.of(new Field.Choice<>("powerInPlay", true, "color",
        Field.byName(List.of(org.ponytable.engine.terms.CardColor.values()), org.ponytable.engine.terms.CardColor::jsonName), null),
        atLeast("how much power of that color is needed")),
        v -> new PowerInPlay(v.choice("powerInPlay"), v.integer("atLeast"))),
    MOST_POWER("mostPowerHere", MostPower.class, List.of(new Field.Choice<>("mostPowerHere", true, "player",
        Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), null)),
        v -> new MostPower(v.who("mostPowerHere"))),
    /** Glossary, Pumped: "while this card has at least 1 card beneath it". */
    BENEATH("beneath", Beneath.class, List.of(new Field.Int("beneath", true, 1, 99, null, false,
        "how many cards must be beneath the card with the ability")),
        v -> new Beneath(v.integer("beneath"))),
    /** 517 */
    POINTS("points", Points.class, List.of(new Field.Choice<>("points", true, "player",
        Field.byName(List.of(Who.values()), Who::jsonName), null), atLeast("how many points that player needs")),
        v -> new Points(v.who("points"), v.integer("atLeast"))),
    /** 517 */
    MORE_POINTS("morePoints", MorePoints.class, List.of(new Field.Choice<>("morePoints", true, "player",
        Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), null)),
        v -> new MorePoints(v.who("morePoints"))),
    /** 203 */
    MANE_COLOR("maneColor", ManeColor.class, List.of(new Field.Choice<>("maneColor", true, "color",
        Field.byName(List.of(org.ponytable.engine.terms.CardColor.values()), org.ponytable.engine.terms.CardColor::jsonName), null),
        new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), Who.YOU)),
        v -> new ManeColor(v.who("player"), v.choice("maneColor"))),
    /** 301.4 */
    MANE_BOOSTED("maneBoosted", ManeBoosted.class, List.of(new Field.Choice<>("maneBoosted", true, "player",
        Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), null)),
        v -> new ManeBoosted(v.who("maneBoosted"), true)),
    /** 301.4 */
    MANE_NOT_BOOSTED("maneNotBoosted", ManeBoosted.class, List.of(new Field.Choice<>("maneNotBoosted", true, "player",
        Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), null)),
        v -> new ManeBoosted(v.who("maneNotBoosted"), false)),
    /** A count compared with numbers or with another count (hand size, action tokens, colors among cards). */
    NUMBER("number", Number.class, List.of(new Field.CountField("number", "what is counted, read by you (a count)"),
        new Field.Int("atLeast", false, 0, 99, null, false, "the count is at least this"),
        new Field.Int("atMost", false, 0, 99, null, false, "the count is at most this"),
        new Field.CountField("moreThan", "the count is more than this other count"),
        new Field.Bool("even", false, "true: the count is even (0 included); false: it is odd")),
        v -> new Number(v.count("number"), v.integer("atLeast") == null && v.integer("atMost") == null
            && v.count("moreThan") == null && v.bool("even") == null ? Integer.valueOf(1) : v.integer("atLeast"),
            v.integer("atMost"), v.count("moreThan"), v.bool("even"))),
    /** 611: what the turn's Score Phase confronted (the turn's history). */
    NOT_CONFRONTED("notConfronted", NotConfronted.class, List.of(new Field.Choice<>("notConfronted", true,
        "which Problem was not confronted this turn", Field.byName(List.of(false, true), here -> here ? "here" : "any"), null)),
        v -> new NotConfronted(v.<Boolean>choice("notConfronted"))),
    /** The turn's history: cards played, cards discarded, the widest Problem faceoff win. */
    THIS_TURN("thisTurn", ThisTurn.class, List.of(new Field.Choice<>("thisTurn", true, "count of this turn",
        Field.byName(List.of(TurnCount.values()), TurnCount::jsonName), null),
        new Field.Choice<>("player", false, "player (anyone: both players' counts added up)",
            Field.byName(List.of(Who.YOU, Who.OPPONENT, Who.ANYONE), Who::jsonName), Who.YOU),
        new Field.Int("atLeast", false, 0, 99, 0, false, "the least it may be"),
        new Field.Int("atMost", false, 0, 99, 99, false, "the most it may be")),
        v -> new ThisTurn(v.choice("thisTurn"), v.who("player"), v.integer("atLeast"), v.integer("atMost"))),
    /** 512.4a: "during Problem faceoffs", "while involved in a Problem faceoff" (a Problem). */
    IN_PROBLEM_FACEOFF("inProblemFaceoff", InProblemFaceoff.class, List.of(new Field.Choice<>("inProblemFaceoff", true,
        "where the Problem faceoff is", Field.byName(List.of(false, true), here -> here ? "here" : "any"), null)),
        v -> new InProblemFaceoff(v.<Boolean>choice("inProblemFaceoff"))),
    /** The turn's history: "the first time ... each turn" (rulings.md). */
    FIRST_TIME("firstTimeThisTurn", FirstTime.class, List.of(new Field.Bool("firstTimeThisTurn", true,
        "true: only the first time this card's ability triggers this turn")),
        v -> new FirstTime()),
    /** 102.3, 601: "your first turn" of the player who did not play first is the game's turn 2. */
    GAME_TURN("gameTurn", GameTurn.class, List.of(new Field.Int("gameTurn", true, 1, 99, null, false,
        "which turn of the game it is, the first player's first turn being 1")),
        v -> new GameTurn(v.integer("gameTurn")));

    private final String jsonName;
    private final Class<? extends Condition> type;
    private final List<Field> fields;
    private final Function<Field.Values, Condition> reads;

    Word(String jsonName, Class<? extends Condition> type, List<Field> fields, Function<Field.Values, Condition> reads) {
      this.jsonName = jsonName;
      this.type = type;
      this.fields = fields;
      this.reads = reads;
    }

    private static Field.Int atLeast(String meaning) {
      return new Field.Int("atLeast", false, 1, 99, 1, false, meaning);
    }

    public String jsonName() {
      return jsonName;
    }

    /** Its fields, the first being the word itself. */
    public List<Field> fields() {
      return fields;
    }

    /** The record it reads into. */
    public Class<? extends Condition> type() {
      return type;
    }

    /** Its record from the values read for its fields (defaults for those left out). */
    public Condition read(Field.Values values) {
      return reads.apply(values);
    }

    /** The word of a condition. */
    public static Word of(Condition c) {
      if (c instanceof ManeBoosted b) {
        return b.boosted() ? MANE_BOOSTED : MANE_NOT_BOOSTED;
      }
      for (Word w : values()) {
        if (w.type.isInstance(c)) {
          return w;
        }
      }
      throw new IllegalArgumentException("no word for " + c);
    }

    /** "if there are at least 2 Friends you control", "while it is your turn". */
    public static String words(Condition c) {
      if (c instanceof Count n) {
        return "there " + (n.atLeast() == 1 ? "is " + Words.a(Words.filter(n.filter(), false))
            : "are at least " + n.atLeast() + " " + Words.filter(n.filter(), true));
      } else if (c instanceof Beneath b) {
        return "this card has " + (b.atLeast() == 1 ? "a card" : "at least " + b.atLeast() + " cards") + " beneath it";
      } else if (c instanceof Counters n) {
        return "this card has " + (n.atLeast() == 1 ? "a " + n.name() + " counter"
            : "at least " + Words.count(n.atLeast(), n.name() + " counter"));
      } else if (c instanceof MostPower m) {
        return (m.player() == Who.YOU ? "you have" : "your opponent has") + " more power here than any opponent";
      } else if (c instanceof PowerInPlay p) {
        return "you have at least " + p.atLeast() + " " + p.color().element() + " power in play";
      } else if (c instanceof ThisIs t) {
        // "this card is involved in a faceoff", not "this card is card involved ...".
        return "this card is " + Words.filter(t.filter(), false).replaceFirst("^card ", "");
      } else if (c instanceof None n) {
        return "there is no " + Words.filter(n.filter(), false);
      } else if (c instanceof MoreThanRequired m) {
        return "your characters there have " + (m.more() ? "more" : "no more") + " power than the Problem requires";
      } else if (c instanceof Points n) {
        return (n.player() == Who.YOU ? "you have " : n.player() == Who.OPPONENT ? "an opponent has " : "a player has ")
            + Words.count(n.atLeast(), "point") + " or more";
      } else if (c instanceof MorePoints m) {
        return m.player() == Who.YOU ? "you have more points than each opponent" : "an opponent has more points than you";
      } else if (c instanceof ManeColor m) {
        return (m.player() == Who.YOU ? "your" : "an opponent's") + " Mane Character is " + m.color().element();
      } else if (c instanceof ManeBoosted b) {
        return (b.player() == Who.YOU ? "your" : "an opponent's") + " Mane Character is " + (b.boosted() ? "" : "not ")
            + "boosted";
      } else if (c instanceof Number n) {
        List<String> parts = new java.util.ArrayList<>();
        if (n.atLeast() != null) {
          parts.add("at least " + n.atLeast());
        }
        if (n.atMost() != null) {
          parts.add("at most " + n.atMost());
        }
        if (n.even() != null) {
          return "the number of " + n.count().plural() + " is " + (n.even() ? "even" : "odd");
        }
        if (n.moreThan() != null) {
          parts.add("more " + n.count().plural() + " than " + n.moreThan().plural());
          return "there are " + String.join(" and ", parts);
        }
        return "there are " + String.join(" and ", parts) + " " + n.count().plural();
      } else if (c instanceof NotConfronted n) {
        return n.here() ? "this card's Problem was not confronted this turn" : "no Problem was confronted this turn";
      } else if (c instanceof InProblemFaceoff f) {
        return f.here() ? "a Problem faceoff is in progress here" : "a Problem faceoff is in progress";
      } else if (c instanceof ThisTurn t) {
        String who = t.player() == Who.YOU ? "you have " : t.player() == Who.ANYONE ? "the players have "
            : "your opponent has ";
        String amount = t.atMost() == 0 ? "no" : t.atLeast() == t.atMost() ? "exactly " + t.atLeast()
            : t.atMost() >= 99 ? "at least " + t.atLeast() : t.atLeast() == 0 ? "at most " + t.atMost()
            : t.atLeast() + " to " + t.atMost();
        boolean one = amount.endsWith(" 1") && !amount.endsWith("to 1") || amount.equals("at most 1");
        return who + t.count().verb + " " + amount + " " + t.count().noun
            + (!t.count().noun.equals("power") && !one ? "s" : "")
            + (t.count() == TurnCount.FRIENDS_LEFT ? " leave play" : "") + " this turn";
      } else if (c instanceof All a) {
        return String.join(" and ", a.all().stream().map(Word::words).toList());
      } else if (c instanceof FirstTime) {
        return "it is the first time this turn";
      } else if (c instanceof GameTurn g) {
        return g.turn() == 1 ? "it is the first turn of the game" : "it is turn " + g.turn() + " of the game";
      } else if (c instanceof During d) {
        return d.phase() == null ? "a faceoff is in progress" : "it is the " + d.phase().display();
      }
      return ((YourTurn) c).yours() ? "it is your turn" : "it is not your turn";
    }
  }
}
