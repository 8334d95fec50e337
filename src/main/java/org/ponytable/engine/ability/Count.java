package org.ponytable.engine.ability;

import java.util.List;
import java.util.Objects;

/**
 * A number read from the game that an effect or a continuous ability scales by: "for each ...",
 * "equal to the number of ..." (an amount of 1 for each is "equal to"). One owner for every count,
 * so each word that scales reads the same table. {@code filter} describes the cards counted in
 * play or in a discard pile; {@code player} whose hand, tokens or discard pile is counted;
 * {@code name} the counters counted on the card with the ability.
 */
public record Count(Kind kind, Filter filter, Who player, String name, int number) {
  public Count {
    Objects.requireNonNull(kind);
    filter = filter == null ? Filter.ANY : filter;
    player = player == null ? Who.YOU : player;
  }

  public Count(Kind kind, Filter filter, Who player, String name) {
    this(kind, filter, player, name, 0);
  }

  /** {@code number} only when set, so states written before it keep their fingerprints. */
  @Override
  public String toString() {
    return "Count[kind=" + kind + ", filter=" + filter + ", player=" + player + ", name=" + name
        + (number == 0 ? "" : ", number=" + number) + "]";
  }

  /** "draw until you have 4 cards" ({@code number} 4) or "as many as your opponent" (player opponent). */
  public static Count handShortOf(int number, Who player) {
    return new Count(Kind.HAND_SHORT, null, player, null, number);
  }

  /** What a count counts. */
  public enum Kind {
    /** the cards in play matching the filter */
    IN_PLAY("inPlay"),
    /** glossary, Pumped: the cards beneath the card with the ability */
    BENEATH("beneath"),
    /** the cards in the player's hand (402) */
    HAND("hand"),
    /** the player's action tokens (502) */
    TOKENS("tokens"),
    /** the cards in the player's discard pile (404) matching the filter by what is printed */
    DISCARD_PILE("discardPile"),
    /** 519: the counters with that name on the card with the ability */
    COUNTERS("counters"),
    /** 203.1a: the colors the card with the ability has now (glossary: Prismatic may add some) */
    COLORS_OF_THIS("colorsOfThis"),
    /** the printed costs, added up, of the cards the previous effect of the ability chose ("equal to its cost") */
    COST_OF_CHOSEN("costOfChosen"),
    /** 203.1: the different colors among the cards in play matching the filter (a card of two colors gives both) */
    COLORS_AMONG("colorsAmong"),
    /** 201.4: the different traits among the cards in play matching the filter */
    TRAITS_AMONG("traitsAmong"),
    /** 711: the power the card with the ability has now ("add its power to ...", "equal to its power") */
    POWER_OF_THIS("powerOfThis"),
    /** 711: the power, added up, of the cards in play matching the filter as they are now ("add its power to ...") */
    POWER_OF("powerOf"),
    /** 203.1, 404: the different colors among the cards in the player's discard pile matching the filter, as printed */
    COLORS_IN_DISCARD("colorsInDiscardPile"),
    /** 205, 404: the different card types among the cards in the player's discard pile, as printed */
    TYPES_IN_DISCARD("typesInDiscardPile"),
    /** 406: the cards in the player's Banished Zone matching the filter by what is printed */
    BANISHED("banished"),
    /** 210: the bonus of the Problem the trigger names, else of the Problem where the card with the ability is */
    PROBLEM_BONUS("problemBonus"),
    /** 402: how many cards your hand is short of a number, or of your opponent's hand (0 when it is not) */
    HAND_SHORT("handShortOf"),
    /**
     * 711: what doubling the power of the card with the ability once for each card in play matching
     * the filter adds to it: its power now times (2^n - 1) ("this card's power is doubled for each ...")
     */
    DOUBLED_FOR("doubledFor"),
    /** 515: the cards the player has flipped in the faceoff in progress, ignored ones too (515.4); 0 outside one */
    FLIPPED("flipped"),
    /** 711: the highest power among the cards in play matching the filter as they are now, 0 when none ("the highest power among") */
    HIGHEST_POWER("highestPower");

    private final String jsonName;

    Kind(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /** The kinds a card file writes as an object's one key ({@link Kind#IN_PLAY} is a filter). */
  public static final List<Kind> KEYED = List.of(Kind.HAND, Kind.TOKENS, Kind.DISCARD_PILE, Kind.COUNTERS,
      Kind.COLORS_AMONG, Kind.TRAITS_AMONG, Kind.POWER_OF, Kind.COLORS_IN_DISCARD, Kind.TYPES_IN_DISCARD, Kind.BANISHED, Kind.HAND_SHORT, Kind.DOUBLED_FOR, Kind.FLIPPED,
      Kind.HIGHEST_POWER);

  /** The kinds that count cards of a player's pile, read with a player and a filter of what is printed. */
  public static final List<Kind> OF_A_PILE = List.of(Kind.DISCARD_PILE, Kind.COLORS_IN_DISCARD, Kind.TYPES_IN_DISCARD,
      Kind.BANISHED);

  public static Count inPlay(Filter f) {
    return new Count(Kind.IN_PLAY, f, Who.YOU, null);
  }

  public static Count beneath() {
    return new Count(Kind.BENEATH, null, null, null);
  }

  /** A count with no parts: "beneath", "colorsOfThis", "costOfChosen", "powerOfThis", "problemBonus". */
  public static Count of(Kind kind) {
    return new Count(kind, null, null, null);
  }

  /** "card in your hand", "action token your opponent has": the thing counted, singular. */
  public String words() {
    String whose = player == Who.YOU ? "your" : player == Who.OPPONENT ? "your opponent's" : "that player's";
    String piles = player == Who.ANYONE ? "discard piles" : whose + " discard pile";
    return switch (kind) {
      case IN_PLAY -> Words.filter(filter, false);
      case BENEATH -> "card beneath this card";
      case HAND -> "card in " + whose + " hand";
      case TOKENS -> "action token " + (player == Who.YOU ? "you have" : player == Who.OPPONENT
          ? "your opponent has" : "that player has");
      case DISCARD_PILE -> Words.filter(filter, false) + " in " + whose + " discard pile";
      case COUNTERS -> name + " counter on this card";
      case COLORS_OF_THIS -> "color this card has";
      case COST_OF_CHOSEN -> "point of cost of the chosen card";
      case COLORS_AMONG -> "color among " + Words.filter(filter, true);
      case TRAITS_AMONG -> "different trait among " + Words.filter(filter, true);
      case POWER_OF_THIS -> "point of power this card has";
      case POWER_OF -> "point of power of " + Words.filter(filter, true);
      case COLORS_IN_DISCARD -> "color among " + Words.filter(filter, true) + " in " + piles;
      case TYPES_IN_DISCARD -> "card type among " + Words.filter(filter, true) + " in " + piles;
      case BANISHED -> Words.filter(filter, false) + " in " + (player == Who.ANYONE ? "each Banished Zone"
          : whose + " Banished Zone");
      case PROBLEM_BONUS -> "point of that Problem's bonus";
      case HAND_SHORT -> "card your hand is short of " + (number > 0 ? number + " cards" : "your opponent's hand size");
      case DOUBLED_FOR -> "point of power this card gains by doubling its power for each " + Words.filter(filter, false);
      case FLIPPED -> "card " + (player == Who.YOU ? "you" : player == Who.OPPONENT ? "your opponent" : "that player")
          + " flipped in this faceoff";
      case HIGHEST_POWER -> "point of the highest power among " + Words.filter(filter, true);
    };
  }

  /** "cards in your hand", "colors among Friends you control": the things counted, plural. */
  public String plural() {
    return switch (kind) {
      case IN_PLAY -> Words.filter(filter, true);
      case COLORS_AMONG -> "colors among " + Words.filter(filter, true);
      case TRAITS_AMONG -> "different traits among " + Words.filter(filter, true);
      case POWER_OF_THIS -> "points of power this card has";
      case POWER_OF -> "points of power of " + Words.filter(filter, true);
      case COST_OF_CHOSEN -> "points of cost of the chosen card";
      case COLORS_IN_DISCARD, TYPES_IN_DISCARD -> words().replaceFirst("^(color|card type)", "$1s");
      case BANISHED -> Words.filter(filter, true) + words().substring(Words.filter(filter, false).length());
      case PROBLEM_BONUS -> "points of that Problem's bonus";
      case HAND_SHORT -> "cards your hand is short of " + (number > 0 ? number + " cards" : "your opponent's hand size");
      case DOUBLED_FOR -> "points of power this card gains by doubling its power for each " + Words.filter(filter, false);
      case HIGHEST_POWER -> "points of the highest power among " + Words.filter(filter, true);
      case BENEATH -> "cards beneath this card";
      case COLORS_OF_THIS -> "colors this card has";
      case COUNTERS -> name + " counters on this card";
      case FLIPPED -> "cards" + words().substring("card".length());
      case HAND, TOKENS, DISCARD_PILE -> {
        String one = words();
        int space = one.indexOf(' ', kind == Kind.TOKENS ? "action ".length() : 0);
        yield kind == Kind.DISCARD_PILE ? Words.filter(filter, true) + one.substring(Words.filter(filter, false).length())
            : one.substring(0, space) + "s" + one.substring(space);
      }
    };
  }
}
