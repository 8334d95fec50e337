package org.ponytable.engine.ability;

import java.util.List;
import java.util.Set;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.terms.CardType;

/**
 * A description of cards in play ("a Friend you control", "each Troublemaker here"). Every part
 * left out matches everything. Face-down Troublemakers match only a filter that says face down
 * (505.2).
 *
 * @param self only the card with the ability ("this")
 * @param types any of these types; empty for any
 * @param colors has one of these colors; empty for any
 * @param trait has this trait, or null
 * @param maxPower power at most this, or -1
 * @param other not the card with the ability
 * @param counter has at least one counter of this name (519.1), or null
 * @param title has this Title (201.3; any Subtitle), or null
 * @param involved is involved in the faceoff in progress of this kind (514.2)
 * @param host is the card the card with the ability is attached to ("this Friend", 509)
 * @param onThis is attached to the card with the ability ("each Resource on it", 509)
 * @param notColor does not have this color ("without [Generosity]"), or null
 * @param minPower power at least this, or -1
 * @param chosen one of the cards the previous effect of the same ability chose ("it", "that Friend")
 * @param attachedTo attached to a card matching this filter (509), or null
 * @param maxPrintedPower printed power at most this (the card's face as printed, 201), or -1
 * @param minPrintedPower printed power at least this, or -1
 * @param maxCost printed cost at most this (204; a card without a cost never matches), or -1
 * @param powerVsThis its power compared with the power of the card with the ability, or null
 * @param otherThan not the card this names: "it" (the card a trigger is about), "host" (the card
 *     the ability's card is attached to) or "chosen" (what the previous effect chose), or null
 * @param withAttached has a card attached to it matching this filter (509), or null
 * @param withoutAttached has no card attached to it matching this filter (509), or null
 * @param powerVsCost its power compared with its own printed cost (204), or null
 * @param powerVsChosen its power compared with the power of the card the previous effect chose, or null
 * @param costVsThis its printed cost compared with the printed cost of the card with the ability, or null
 * @param token true: a token card; false: not a token; null: either (rulings.md, token cards)
 * @param owner the player who owns it (513.1), or null for either
 * @param notTrait a trait it must not have ("non-Epic"), or null
 * @param evenPrintedPower true: its printed power is even (0 included); false: odd; null: either
 * @param sameNameAsChosen true: it has the same name (201.1) as the first card the previous effect chose
 * @param attachment true: an attachment (a Resource with a host description, 509.1); false: not one; null: either
 * @param onlyChosenColor true: its colors are exactly the one color chosen for the card with the ability
 *     ({@code chooseColor}): "characters that have only that color"
 * @param powerRank its power ranks so among the cards in play the rest of the filter matches
 *     ("with the highest power"), or null
 */
public record Filter(
    boolean self,
    Who player,
    Set<CardType> types,
    Set<CardColor> colors,
    String trait,
    Place where,
    int maxPower,
    boolean other,
    Status status,
    String counter,
    String title,
    Involvement involved,
    boolean host,
    boolean onThis,
    CardColor notColor,
    int minPower,
    boolean chosen,
    Filter attachedTo,
    int maxPrintedPower,
    int minPrintedPower,
    int maxCost,
    Compare powerVsThis,
    OtherThan otherThan,
    Filter withAttached,
    Filter withoutAttached,
    Compare powerVsCost,
    Compare powerVsChosen,
    Compare costVsThis,
    Boolean token,
    Who owner,
    String notTrait,
    Boolean evenPrintedPower,
    boolean sameNameAsChosen,
    Compare powerVsPrinted,
    Boolean attachment,
    boolean onlyChosenColor,
    PowerRank powerRank) {

  public static final Filter THIS = new Draft().self(true).build();
  public static final Filter ANY = new Draft().build();

  /** A filter without the printed power and cost parts. */
  public Filter(boolean self, Who player, Set<CardType> types, Set<CardColor> colors, String trait, Place where,
      int maxPower, boolean other, Status status, String counter, String title, Involvement involved, boolean host,
      boolean onThis, CardColor notColor, int minPower, boolean chosen, Filter attachedTo) {
    this(self, player, types, colors, trait, where, maxPower, other, status, counter, title, involved, host, onThis,
        notColor, minPower, chosen, attachedTo, -1, -1, -1, null, null, null, null, null, null, null, null, null, null,
        null, false, null, null, false, null);
  }

  /** A filter without the later parts ({@code chosen}, {@code attachedTo}). */
  public Filter(boolean self, Who player, Set<CardType> types, Set<CardColor> colors, String trait, Place where,
      int maxPower, boolean other, Status status, String counter, String title, Involvement involved, boolean host,
      boolean onThis, CardColor notColor, int minPower) {
    this(self, player, types, colors, trait, where, maxPower, other, status, counter, title, involved, host, onThis,
        notColor, minPower, false, null);
  }

  public Filter {
    player = player == null ? Who.ANYONE : player;
    types = Sets.ordered(types, CardType.class);
    colors = Sets.ordered(colors, CardColor.class);
    where = where == null ? Place.ANYWHERE : where;
    status = status == null ? Status.ANY : status;
    involved = involved == null ? Involvement.ANY : involved;
  }

  /**
   * The text a filter had when it named at most one color, with the later parts only when set:
   * replay fingerprints keep it.
   */
  @Override
  public String toString() {
    Object color = colors.isEmpty() ? null : colors.size() == 1 ? colors.iterator().next() : colors;
    return "Filter[self=" + self + ", player=" + player + ", types=" + types + ", color=" + color + ", trait=" + trait
        + ", where=" + where + ", maxPower=" + maxPower + ", other=" + other + ", status=" + status + ", counter="
        + counter + ", title=" + title
        + (involved == Involvement.ANY ? "" : ", involved=" + involved) + (host ? ", host=true" : "")
        + (onThis ? ", onThis=true" : "") + (notColor == null ? "" : ", notColor=" + notColor)
        + (minPower < 0 ? "" : ", minPower=" + minPower) + (chosen ? ", chosen=true" : "")
        + (attachedTo == null ? "" : ", attachedTo=" + attachedTo)
        + (maxPrintedPower < 0 ? "" : ", maxPrintedPower=" + maxPrintedPower)
        + (minPrintedPower < 0 ? "" : ", minPrintedPower=" + minPrintedPower)
        + (maxCost < 0 ? "" : ", maxCost=" + maxCost)
        + (powerVsThis == null ? "" : ", powerVsThis=" + powerVsThis)
        + (otherThan == null ? "" : ", otherThan=" + otherThan)
        + (withAttached == null ? "" : ", withAttached=" + withAttached)
        + (withoutAttached == null ? "" : ", withoutAttached=" + withoutAttached)
        + (powerVsCost == null ? "" : ", powerVsCost=" + powerVsCost)
        + (powerVsChosen == null ? "" : ", powerVsChosen=" + powerVsChosen)
        + (costVsThis == null ? "" : ", costVsThis=" + costVsThis)
        + (token == null ? "" : ", token=" + token) + (owner == null ? "" : ", owner=" + owner)
        + (notTrait == null ? "" : ", notTrait=" + notTrait)
        + (evenPrintedPower == null ? "" : ", evenPrintedPower=" + evenPrintedPower)
        + (powerVsPrinted == null ? "" : ", powerVsPrinted=" + powerVsPrinted)
        + (sameNameAsChosen ? ", sameNameAsChosen=true" : "")
        + (attachment == null ? "" : ", attachment=" + attachment) + (onlyChosenColor ? ", onlyChosenColor=true" : "")
        + (powerRank == null ? "" : ", powerRank=" + powerRank) + "]";
  }

  /**
   * A filter being built or copied with some parts changed. A new part is a record component and
   * a field here (copied and built): the withers below never retype the whole record.
   */
  private static final class Draft {
    private boolean self;
    private Who player = Who.ANYONE;
    private Set<CardType> types = Set.of();
    private Set<CardColor> colors = Set.of();
    private String trait;
    private Place where = Place.ANYWHERE;
    private int maxPower = -1;
    private boolean other;
    private Status status = Status.ANY;
    private String counter;
    private String title;
    private Involvement involved = Involvement.ANY;
    private boolean host;
    private boolean onThis;
    private CardColor notColor;
    private int minPower = -1;
    private boolean chosen;
    private Filter attachedTo;
    private int maxPrintedPower = -1;
    private int minPrintedPower = -1;
    private int maxCost = -1;
    private Compare powerVsThis;
    private OtherThan otherThan;
    private Filter withAttached;
    private Filter withoutAttached;
    private Compare powerVsCost;
    private Compare powerVsChosen;
    private Compare costVsThis;
    private Boolean token;
    private Who owner;
    private String notTrait;
    private Boolean evenPrintedPower;
    private boolean sameNameAsChosen;
    private Compare powerVsPrinted;
    private Boolean attachment;
    private boolean onlyChosenColor;
    private PowerRank powerRank;

    Draft() {}

    Draft(Filter f) {
      self = f.self;
      player = f.player;
      types = f.types;
      colors = f.colors;
      trait = f.trait;
      where = f.where;
      maxPower = f.maxPower;
      other = f.other;
      status = f.status;
      counter = f.counter;
      title = f.title;
      involved = f.involved;
      host = f.host;
      onThis = f.onThis;
      notColor = f.notColor;
      minPower = f.minPower;
      chosen = f.chosen;
      attachedTo = f.attachedTo;
      maxPrintedPower = f.maxPrintedPower;
      minPrintedPower = f.minPrintedPower;
      maxCost = f.maxCost;
      powerVsThis = f.powerVsThis;
      otherThan = f.otherThan;
      withAttached = f.withAttached;
      withoutAttached = f.withoutAttached;
      powerVsCost = f.powerVsCost;
      powerVsChosen = f.powerVsChosen;
      costVsThis = f.costVsThis;
      token = f.token;
      owner = f.owner;
      notTrait = f.notTrait;
      evenPrintedPower = f.evenPrintedPower;
      sameNameAsChosen = f.sameNameAsChosen;
      powerVsPrinted = f.powerVsPrinted;
      attachment = f.attachment;
      onlyChosenColor = f.onlyChosenColor;
      powerRank = f.powerRank;
    }

    Draft self(boolean v) {
      self = v;
      return this;
    }

    Filter build() {
      return new Filter(self, player, types, colors, trait, where, maxPower, other, status, counter, title, involved,
          host, onThis, notColor, minPower, chosen, attachedTo, maxPrintedPower, minPrintedPower, maxCost,
          powerVsThis, otherThan, withAttached, withoutAttached, powerVsCost, powerVsChosen, costVsThis, token, owner,
          notTrait, evenPrintedPower, sameNameAsChosen, powerVsPrinted, attachment, onlyChosenColor, powerRank);
    }
  }

  private Filter with(java.util.function.Consumer<Draft> change) {
    Draft d = new Draft(this);
    change.accept(d);
    return d.build();
  }

  public Filter withInvolved(Involvement i) {
    return with(d -> d.involved = i);
  }

  /** The card the ability's card is attached to, and nothing else. */
  public Filter onHost() {
    return with(d -> d.host = true);
  }

  /** A filter of one player's cards of some types, for code-built cards and tests. */
  public static Filter of(Who player, CardType... types) {
    return ANY.with(d -> {
      d.player = player;
      d.types = Set.of(types);
    });
  }

  public Filter at(Place p) {
    return with(d -> d.where = p);
  }

  public Filter withColor(CardColor c) {
    return withColors(c == null ? Set.of() : Set.of(c));
  }

  /** Matching cards have one of these colors ("a Honesty or Kindness character"). */
  public Filter withColors(Set<CardColor> c) {
    return with(d -> d.colors = c);
  }

  public Filter withoutColor(CardColor c) {
    return with(d -> d.notColor = c);
  }

  public Filter withTrait(String t) {
    return with(d -> d.trait = t);
  }

  public Filter withMaxPower(int n) {
    return with(d -> d.maxPower = n);
  }

  public Filter withMinPower(int n) {
    return with(d -> d.minPower = n);
  }

  /** The same filter comparing power with the card with the ability's (null: no comparison). */
  public Filter withPowerVsThis(Compare c) {
    return with(d -> d.powerVsThis = c);
  }

  /** The same filter with the parts issue 11 added: other than a card it names, with or without an attachment. */
  public Filter withAttachments(OtherThan otherThan, Filter withAttached, Filter withoutAttached) {
    return with(d -> {
      d.otherThan = otherThan;
      d.withAttached = withAttached;
      d.withoutAttached = withoutAttached;
    });
  }

  /** The same filter with the comparisons issue 11 added (null: none). */
  public Filter withComparisons(Compare powerVsCost, Compare powerVsChosen, Compare costVsThis) {
    return with(d -> {
      d.powerVsCost = powerVsCost;
      d.powerVsChosen = powerVsChosen;
      d.costVsThis = costVsThis;
    });
  }
  /** The same filter with the parts counts2 added (null: none): token, owner, a trait it lacks, printed power parity. */
  public Filter withCounts2Parts(Boolean token, Who owner, String notTrait, Boolean evenPrintedPower,
      boolean sameNameAsChosen) {
    return with(d -> {
      d.sameNameAsChosen = sameNameAsChosen;
      d.token = token;
      d.owner = owner;
      d.notTrait = notTrait;
      d.evenPrintedPower = evenPrintedPower;
    });
  }

  /** The same filter with its power compared with its own printed power (null: none). */
  public Filter withPowerVsPrinted(Compare c) {
    return with(d -> d.powerVsPrinted = c);
  }

  /** The same filter with the parts the identity words added: an attachment or not, only the chosen color. */
  public Filter withIdentityParts(Boolean attachment, boolean onlyChosenColor) {
    return with(d -> {
      d.attachment = attachment;
      d.onlyChosenColor = onlyChosenColor;
    });
  }

  /** The same filter with its power rank ("the highest power" among the cards the rest matches), or none. */
  public Filter withPowerRank(PowerRank rank) {
    return with(d -> d.powerRank = rank);
  }

  /** Whether one of the parts counts2 added is set: matching reads them only then. */
  public boolean hasCounts2Parts() {
    return token != null || owner != null || notTrait != null || evenPrintedPower != null || sameNameAsChosen;
  }

  /** The same filter with its printed power and cost parts (-1 for none). */
  public Filter withPrinted(int maxPrintedPower, int minPrintedPower, int maxCost) {
    return with(d -> {
      d.maxPrintedPower = maxPrintedPower;
      d.minPrintedPower = minPrintedPower;
      d.maxCost = maxCost;
    });
  }

  public Filter others() {
    return with(d -> d.other = true);
  }

  public Filter withPlayer(Who w) {
    return with(d -> d.player = w);
  }

  public Filter withCounter(String name) {
    return with(d -> d.counter = name);
  }

  public Filter withTitle(String t) {
    return with(d -> d.title = t);
  }

  public Filter withStatus(Status st) {
    return with(d -> d.status = st);
  }

  /** The card-type words of a filter's "type": each names one type, "character" both kinds of character. */
  public static final java.util.Map<String, Set<CardType>> TYPES = typeWords();

  private static java.util.Map<String, Set<CardType>> typeWords() {
    java.util.Map<String, Set<CardType>> m = new java.util.LinkedHashMap<>();
    m.put("friend", Set.of(CardType.FRIEND));
    m.put("mane", Set.of(CardType.MANE_CHARACTER));
    m.put("character", Set.of(CardType.FRIEND, CardType.MANE_CHARACTER));
    m.put("troublemaker", Set.of(CardType.TROUBLEMAKER));
    m.put("resource", Set.of(CardType.RESOURCE));
    m.put("problem", Set.of(CardType.PROBLEM));
    // Never in play: only printed descriptions (a flipped card, a card in a pile) name Events.
    m.put("event", Set.of(CardType.EVENT));
    return java.util.Collections.unmodifiableMap(m);
  }

  /**
   * The closed table of a filter object's parts: each part's name and field in card files, and
   * whether it reads only what is printed (so it may describe cards out of play: in a hand, a deck,
   * a discard pile). The card loader reads filters through this table, the schema test checks
   * docs/card.schema.json's filter against it, and {@code Abilities.matches} in the rules reads them.
   */
  public enum Part {
    PLAYER(Field.player(Who.ANYONE), false),
    /** one word of {@link #TYPES} or an array of them */
    TYPE(new Field.Choice<>("type", false, "card type", TYPES, null), true),
    /** a color or an array of colors, one of which the card must have */
    COLOR(new Field.Text("color", "a color the card must have (203.1a), or an array of colors it must have one of"), true),
    TRAIT(new Field.Text("trait", "a trait the card must have"), true),
    WHERE(new Field.Choice<>("where", false, "place", Field.byName(List.of(Place.values()), Place::jsonName),
        Place.ANYWHERE), false),
    MAX_POWER(new Field.Int("maxPower", false, 0, 99, -1, false, "the highest power a matching card may have"), true),
    OTHER(new Field.Bool("other", false, "true to leave out the card with the ability"), false),
    STATUS(new Field.Choice<>("status", false, "status", Field.byName(List.of(Status.values()), Status::jsonName),
        Status.ANY), false),
    /** 519.1 */
    COUNTER(new Field.Text("counter", "a counter name; the card must have at least one (519.1)"), false),
    /** 201.3: any Subtitle. */
    TITLE(new Field.Text("title", "a card's Title, like \"Pip Furrow\" (201.3)"), true),
    /** 514.2 */
    INVOLVED(new Field.Choice<>("involved", false, "kind of faceoff",
        Field.byName(List.of(Involvement.FACEOFF, Involvement.TROUBLEMAKER_FACEOFF), Involvement::jsonName),
        Involvement.ANY), false),
    /** 509: "this Friend" of an attachment. */
    HOST(new Field.Bool("host", false, "true for the card the card with the ability is attached to (509)"), false),
    /** 509: "each Resource on it". */
    ON_THIS(new Field.Bool("onThis", false, "true for the cards attached to the card with the ability (509)"), false),
    /** 203: "without a color". */
    NOT_COLOR(new Field.Text("notColor", "a color the card must not have (203.1a)"), true),
    MIN_POWER(new Field.Int("minPower", false, 0, 99, -1, false, "the lowest power a matching card may have"), true),
    /** "If it has 0 power or less, dismiss it": a later effect names what an earlier one chose. */
    CHOSEN(new Field.Bool("chosen", false, "true for the cards the previous effect of the same ability chose"), false),
    /** 509: "a Resource on an opponent's character". */
    ATTACHED_TO(new Field.FilterField("attachedTo", false, "the card a matching card is attached to must match this filter (509)"), false),
    /** "with printed power 2 or less": the power printed on the card's face, whatever modifies it. */
    MAX_PRINTED_POWER(new Field.Int("maxPrintedPower", false, 0, 99, -1, false,
        "the highest printed power a matching card may have"), true),
    MIN_PRINTED_POWER(new Field.Int("minPrintedPower", false, 0, 99, -1, false,
        "the lowest printed power a matching card may have"), true),
    /** 204: "a Friend with cost 2 or less"; cards without a printed cost never match. */
    MAX_COST(new Field.Int("maxCost", false, 0, 99, -1, false,
        "the highest printed cost a matching card may have (204)"), true),
    /** "with power less than or equal to this card's power": current power against the card with the ability's. */
    POWER_VS_THIS(new Field.Choice<>("powerVsThis", false, "comparison",
        Field.byName(List.of(Compare.values()), Compare::jsonName), null), false),
    /** "another character there", "each other Friend": not the card a trigger, an attachment or a choice names. */
    OTHER_THAN(new Field.Choice<>("otherThan", false, "card",
        Field.byName(List.of(OtherThan.values()), OtherThan::jsonName), null), false),
    /** 509: "characters with Accessories on them". */
    WITH_ATTACHED(new Field.FilterField("withAttached", false, "a card attached to a matching card must match this filter (509)"), false),
    /** 509: "without an attached Accessory". */
    WITHOUT_ATTACHED(new Field.FilterField("withoutAttached", false, "no card attached to a matching card may match this filter (509)"), false),
    /** "a Friend with power greater than its cost"; cards without a printed cost never match. */
    POWER_VS_COST(compare("powerVsCost"), false),
    /** "an opposing character with less power than that Friend": the card the previous effect chose. */
    POWER_VS_CHOSEN(compare("powerVsChosen"), false),
    /** "with cost less than or equal to this card's cost": printed costs (204). */
    COST_VS_THIS(compare("costVsThis"), false),
    /** Token cards (rulings.md): "your token Friends"; false for "non-token". */
    TOKEN(new Field.Bool("token", false, "true: only token cards; false: only cards that are not tokens"), true),
    /** 513.1: "a Friend you own", whoever controls it now. */
    OWNER(new Field.Choice<>("owner", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), null),
        false),
    /** 207: "non-Epic": a trait the card must not have. */
    NOT_TRAIT(new Field.Text("notTrait", "a trait the card must not have (207)"), true),
    /** "if that card's power is even": the power printed on the card (0 is even). */
    EVEN_PRINTED_POWER(new Field.Bool("evenPrintedPower", false,
        "true: the printed power is even (0 included); false: it is odd"), true),
    /** 201.1: "each other opposing Friend with the same name" as the card the previous effect chose. */
    SAME_NAME_AS_CHOSEN(new Field.Bool("sameNameAsChosen", false,
        "true: the card has the same name as the first card the previous effect chose"), false),
    /** "with power less than or equal to their printed power": current power against its own printed power. */
    POWER_VS_PRINTED(compare("powerVsPrinted"), false),
    /** 509.1: "a non-attachment Resource" (false), or an attachment (true). */
    ATTACHMENT(new Field.Bool("attachment", false,
        "true: an attachment (a Resource with a host description, 509.1); false: not an attachment"), true),
    /** "characters that have only that color": exactly the color chosen for the card with the ability. */
    ONLY_CHOSEN_COLOR(new Field.Bool("onlyChosenColor", false,
        "true: the card's colors are exactly the one color chosen for the card with the ability"), false),
    /** "with the highest power", "with the least power": among the cards in play the rest of the filter matches. */
    POWER_RANK(new Field.Choice<>("powerRank", false, "power rank",
        Field.byName(List.of(PowerRank.values()), PowerRank::jsonName), null), false);

    private static Field compare(String name) {
      return new Field.Choice<>(name, false, "comparison", Field.byName(List.of(Compare.values()), Compare::jsonName), null);
    }

    private final Field field;
    private final boolean printed;

    Part(Field field, boolean printed) {
      this.field = field;
      this.printed = printed;
    }

    public String jsonName() {
      return field.name();
    }

    public Field field() {
      return field;
    }

    /** Whether it reads only what is printed on the card, so it can describe a card out of play. */
    public boolean printed() {
      return printed;
    }

    /** Whether the filter says something with this part (it is not left at "anything"). */
    public boolean setIn(Filter f) {
      return switch (this) {
        case PLAYER -> f.player() != Who.ANYONE;
        case TYPE -> !f.types().isEmpty();
        case COLOR -> !f.colors().isEmpty();
        case TRAIT -> f.trait() != null;
        case WHERE -> f.where() != Place.ANYWHERE;
        case MAX_POWER -> f.maxPower() >= 0;
        case OTHER -> f.other();
        case STATUS -> f.status() != Status.ANY;
        case COUNTER -> f.counter() != null;
        case TITLE -> f.title() != null;
        case INVOLVED -> f.involved() != Involvement.ANY;
        case HOST -> f.host();
        case ON_THIS -> f.onThis();
        case NOT_COLOR -> f.notColor() != null;
        case MIN_POWER -> f.minPower() >= 0;
        case CHOSEN -> f.chosen();
        case ATTACHED_TO -> f.attachedTo() != null;
        case MAX_PRINTED_POWER -> f.maxPrintedPower() >= 0;
        case MIN_PRINTED_POWER -> f.minPrintedPower() >= 0;
        case MAX_COST -> f.maxCost() >= 0;
        case POWER_VS_THIS -> f.powerVsThis() != null;
        case OTHER_THAN -> f.otherThan() != null;
        case WITH_ATTACHED -> f.withAttached() != null;
        case WITHOUT_ATTACHED -> f.withoutAttached() != null;
        case POWER_VS_COST -> f.powerVsCost() != null;
        case POWER_VS_CHOSEN -> f.powerVsChosen() != null;
        case COST_VS_THIS -> f.costVsThis() != null;
        case TOKEN -> f.token() != null;
        case OWNER -> f.owner() != null;
        case NOT_TRAIT -> f.notTrait() != null;
        case EVEN_PRINTED_POWER -> f.evenPrintedPower() != null;
        case SAME_NAME_AS_CHOSEN -> f.sameNameAsChosen();
        case POWER_VS_PRINTED -> f.powerVsPrinted() != null;
        case ATTACHMENT -> f.attachment() != null;
        case ONLY_CHOSEN_COLOR -> f.onlyChosenColor();
        case POWER_RANK -> f.powerRank() != null;
      };
    }

    /** Whether a filter reads only what is printed, as it must for cards out of play ("this" is in play). */
    public static boolean printedOnly(Filter f) {
      for (Part p : values()) {
        if (!p.printed && p.setIn(f)) {
          return false;
        }
      }
      return !f.self();
    }

    /** The names of the parts, or of those that read only what is printed. */
    public static List<String> names(boolean printedOnly) {
      List<String> out = new java.util.ArrayList<>();
      for (Part p : values()) {
        if (p.printed || !printedOnly) {
          out.add(p.jsonName());
        }
      }
      return out;
    }
  }

  /** How a card's power compares with another card's: less, at most, at least or more. */
  public enum Compare {
    LESS("less", "less than"),
    AT_MOST("atMost", "less than or equal to"),
    AT_LEAST("atLeast", "greater than or equal to"),
    MORE("more", "greater than");

    private final String jsonName;
    private final String words;

    Compare(String jsonName, String words) {
      this.jsonName = jsonName;
      this.words = words;
    }

    public String jsonName() {
      return jsonName;
    }

    /** "less than or equal to". */
    public String words() {
      return words;
    }

    /** Whether {@code a} compares so with {@code b}. */
    public boolean holds(int a, int b) {
      return switch (this) {
        case LESS -> a < b;
        case AT_MOST -> a <= b;
        case AT_LEAST -> a >= b;
        case MORE -> a > b;
      };
    }
  }

  /** Where a matching card is. */
  public enum Place {
    ANYWHERE("anywhere"),
    /** 501.4: the area of the card with the ability. */
    HERE("here"),
    /** 501.5: the area the trigger names (where it happened); "here" if none. */
    THERE("there"),
    /** any home */
    HOME("home"),
    /** any Problem area */
    PROBLEM("problem"),
    /** a Problem area of an opponent of the ability's controller (an opponent's Problem) */
    OPPONENTS_PROBLEM("opponentsProblem"),
    /** the home of an opponent of the ability's controller ("in your opponent's home") */
    OPPONENTS_HOME("opponentsHome"),
    /** the Problem area where the first card the previous effect chose is ("that Friend's Problem"); none at a home */
    CHOSENS_PROBLEM("chosensProblem"),
    /** the Problem area of the ability's controller ("at your Problem"; with opponentsProblem: "at each Problem") */
    YOUR_PROBLEM("yourProblem");

    private final String jsonName;

    Place(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /** Whether a card is involved in the faceoff in progress (514.2), and in which kind. */
  public enum Involvement {
    ANY("any"),
    /** any faceoff */
    FACEOFF("faceoff"),
    /** 608.4, 514.2a.i */
    TROUBLEMAKER_FACEOFF("troublemakerFaceoff");

    private final String jsonName;

    Involvement(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  public enum Status {
    ANY("any"),
    READY("ready"),
    EXHAUSTED("exhausted"),
    /** 504: frightened Friends are face down, yet a filter may name them. */
    FRIGHTENED("frightened"),
    /**
     * 505.2: face-down cards, frightened Friends and face-down Troublemakers alike; the only
     * filter that can name a face-down Troublemaker.
     */
    FACE_DOWN("faceDown"),
    /** 505.2: "a face-up or face-down Troublemaker": face-down Troublemakers match too, face-up cards as usual. */
    FACE_UP_OR_DOWN("faceUpOrDown");

    private final String jsonName;

    Status(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /**
   * How a card's power ranks among the cards in play the rest of its filter matches, as they are
   * now (711): tied cards all rank highest (or lowest); {@code ONLY_HIGHEST} is "higher than any
   * other", which no tied card is (rulings.md, highest and lowest power).
   */
  public enum PowerRank {
    HIGHEST("highest", "with the highest power among them"),
    LOWEST("lowest", "with the least power among them"),
    ONLY_HIGHEST("onlyHighest", "with power higher than any other of them");

    private final String jsonName;
    private final String words;

    PowerRank(String jsonName, String words) {
      this.jsonName = jsonName;
      this.words = words;
    }

    public String jsonName() {
      return jsonName;
    }

    public String words() {
      return words;
    }
  }

  /** The card {@code otherThan} leaves out. */
  public enum OtherThan {
    /** the card the trigger is about ("when a Friend enters play here, another character here") */
    IT("it", "other than it"),
    /** the card the ability's card is attached to ("your other characters there") */
    HOST("host", "other than the card this one is attached to"),
    /** the cards the previous effect of the ability chose ("choose a Friend; banish each other Friend") */
    CHOSEN("chosen", "other than the chosen card");

    private final String jsonName;
    private final String words;

    OtherThan(String jsonName, String words) {
      this.jsonName = jsonName;
      this.words = words;
    }

    public String jsonName() {
      return jsonName;
    }

    public String words() {
      return words;
    }
  }
}
