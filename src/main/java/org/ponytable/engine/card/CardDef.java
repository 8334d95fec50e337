package org.ponytable.engine.card;

import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.terms.CardColor;
import java.util.List;
import java.util.Objects;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.EventText;

/**
 * A card definition as printed: the fields the rules name in 201-213. Stats that differ per side
 * live in {@link Face}; Mane Characters also have a {@code boosted} face (301.2).
 *
 * @param id the key decks and scenarios use to name this card
 * @param cost action tokens to play it (204); -1 for types without a printed cost
 * @param ownerRequirement the Problem's confront requirement for its owner (209.1)
 * @param opponentRequirement the Problem's confront requirement for the owner's opponent
 * @param bonus the Problem bonus (210)
 * @param points the Troublemaker point value (211)
 * @param image an optional art file, relative to the card file
 * @param event an Event's timing phrase and effects (304); null for other types
 * @param token a token card: put into play only by effects, never in a deck (rulings.md)
 */
public record CardDef(
    String id,
    CardType type,
    String title,
    Face face,
    Face boosted,
    int cost,
    List<ColorPower> playRequirement,
    List<RequirementPart> ownerRequirement,
    List<RequirementPart> opponentRequirement,
    int bonus,
    boolean startingProblem,
    int points,
    Placement placement,
    String set,
    String number,
    String rarity,
    String image,
    EventText event,
    boolean token) {

  /** A card that is not a token. */
  public CardDef(String id, CardType type, String title, Face face, Face boosted, int cost,
      List<ColorPower> playRequirement, List<RequirementPart> ownerRequirement,
      List<RequirementPart> opponentRequirement, int bonus, boolean startingProblem, int points,
      Placement placement, String set, String number, String rarity, String image, EventText event) {
    this(id, type, title, face, boosted, cost, playRequirement, ownerRequirement, opponentRequirement, bonus,
        startingProblem, points, placement, set, number, rarity, image, event, false);
  }

  /** A card without Event text (what every card was before abilities). */
  public CardDef(String id, CardType type, String title, Face face, Face boosted, int cost,
      List<ColorPower> playRequirement, List<RequirementPart> ownerRequirement,
      List<RequirementPart> opponentRequirement, int bonus, boolean startingProblem, int points,
      Placement placement, String set, String number, String rarity, String image) {
    this(id, type, title, face, boosted, cost, playRequirement, ownerRequirement,
        opponentRequirement, bonus, startingProblem, points, placement, set, number, rarity, image,
        null);
  }

  public CardDef {
    Objects.requireNonNull(id);
    Objects.requireNonNull(type);
    Objects.requireNonNull(title);
    Objects.requireNonNull(face);
    playRequirement = List.copyOf(playRequirement);
    ownerRequirement = List.copyOf(ownerRequirement);
    opponentRequirement = List.copyOf(opponentRequirement);
    placement = placement == null ? Placement.HOME : placement;
    set = set == null ? "" : set;
    number = number == null ? "" : number;
    rarity = rarity == null ? "" : rarity;
    // 304.1: every Event has a timing phrase; one written without text is a Main Phase Event.
    if (type == CardType.EVENT && event == null) {
      event = EventText.MAIN_PHASE_NOTHING;
    }
    if (type != CardType.EVENT && event != null) {
      throw new IllegalArgumentException("only Events have Event text (304.1): " + id);
    }
  }

  /** The face in use: the Boosted side once a Mane Character has been turned over. */
  public Face face(boolean boostedSide) {
    return boostedSide && boosted != null ? boosted : face;
  }

  /** 201.1: the name is the Title followed by the Subtitle; both must match for the same name. */
  public String name() {
    return face.subtitle().isEmpty() ? title : title + ", " + face.subtitle();
  }

  public boolean hasCost() {
    return cost >= 0;
  }

  /** A minimal builder for tests and inline definitions. */
  public static Builder builder(String id, CardType type, String title) {
    return new Builder(id, type, title);
  }

  public static final class Builder {
    private final String id;
    private final CardType type;
    private final String title;
    private String subtitle = "";
    private int power;
    private java.util.Set<CardColor> colors = java.util.Set.of();
    private List<String> traits = List.of();
    private List<KeywordValue> keywords = List.of();
    private String text = "";
    private int homeLimit;
    private Face boosted;
    private int cost = -1;
    private List<ColorPower> playRequirement = List.of();
    private List<RequirementPart> ownerRequirement = List.of();
    private List<RequirementPart> opponentRequirement = List.of();
    private int bonus;
    private boolean startingProblem;
    private int points;
    private Placement placement = Placement.HOME;
    private List<Ability> abilities = List.of();
    private EventText event;

    private Builder(String id, CardType type, String title) {
      this.id = id;
      this.type = type;
      this.title = title;
    }

    public Builder subtitle(String v) { subtitle = v; return this; }
    public Builder power(int v) { power = v; return this; }
    public Builder colors(CardColor... v) { colors = java.util.Set.of(v); return this; }
    public Builder traits(String... v) { traits = List.of(v); return this; }
    public Builder keywords(Keyword... v) {
      keywords = java.util.Arrays.stream(v).map(KeywordValue::of).toList();
      return this;
    }
    public Builder keywordValues(KeywordValue... v) { keywords = List.of(v); return this; }
    public Builder text(String v) { text = v; return this; }
    public Builder homeLimit(int v) { homeLimit = v; return this; }
    public Builder boosted(Face v) { boosted = v; return this; }
    public Builder cost(int v) { cost = v; return this; }
    public Builder playRequirement(ColorPower... v) { playRequirement = List.of(v); return this; }
    public Builder ownerRequirement(RequirementPart... v) { ownerRequirement = List.of(v); return this; }
    public Builder opponentRequirement(RequirementPart... v) { opponentRequirement = List.of(v); return this; }
    public Builder bonus(int v) { bonus = v; return this; }
    public Builder startingProblem(boolean v) { startingProblem = v; return this; }
    public Builder points(int v) { points = v; return this; }
    public Builder placement(Placement v) { placement = v; return this; }
    public Builder abilities(Ability... v) { abilities = List.of(v); return this; }
    public Builder event(EventText v) { event = v; return this; }

    public CardDef build() {
      Face face = new Face(subtitle, power, colors, traits, keywords, text, homeLimit, abilities);
      return new CardDef(id, type, title, face, boosted, cost, playRequirement, ownerRequirement,
          opponentRequirement, bonus, startingProblem, points, placement, "", "", "", null, event);
    }
  }
}
