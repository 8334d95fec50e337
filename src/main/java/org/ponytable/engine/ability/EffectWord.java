package org.ponytable.engine.ability;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The words of the ability language's effects ({@code "do"}) and where each may be written: the
 * one table both the card loader and the engine read, so a card that loads is a card the engine
 * can process.
 */
public enum EffectWord {
  DRAW("draw", How.AT_ONCE),
  GAIN_TOKENS("gainTokens", How.AT_ONCE),
  SCORE("score", How.AT_ONCE),
  MODIFY("modify", How.AT_ONCE),
  MOVE("move", How.AT_ONCE),
  /** 409.3: the discarding player chooses. */
  DISCARD("discard", How.ASKS),
  /** 514.3a, 515: flipping may bring Chaos text that takes effect at once and may ask. */
  FLIP_EXTRA("flipExtra", How.ASKS),
  /** 515.4: the controller chooses the flipped card. */
  IGNORE_FLIP("ignoreFlip", How.ASKS),
  ADD_COUNTERS("addCounters", How.AT_ONCE),
  REMOVE_COUNTERS("removeCounters", How.AT_ONCE),
  /** 518.1: the searching player chooses. */
  SEARCH("search", How.ASKS),
  /** The looking player chooses the order. */
  LOOK_AT_TOP("lookAtTop", How.ASKS),
  /** 509.5: moves the card with the ability, so that card must be in play. */
  ATTACH("attach", How.NEEDS_CARD_IN_PLAY),
  EXHAUST("exhaust", How.AT_ONCE),
  READY("ready", How.AT_ONCE),
  FRIGHTEN("frighten", How.AT_ONCE),
  UNFRIGHTEN("unfrighten", How.AT_ONCE),
  SEND_HOME("sendHome", How.AT_ONCE),
  DISMISS("dismiss", How.AT_ONCE),
  RETIRE("retire", How.AT_ONCE),
  BANISH("banish", How.AT_ONCE),
  BOOST("boost", How.AT_ONCE),
  TAKE_CONTROL("takeControl", How.AT_ONCE),
  /** 514.2c, 707.4a: starts a faceoff, and none can start during one. */
  FACEOFF("faceoff", How.STARTS_FACEOFF),
  MODIFY_TOTAL("modifyTotal", How.AT_ONCE),
  WHENEVER("whenever", How.AT_ONCE);

  /** What processing a word needs, which decides where it may be written. */
  private enum How {
    /** done whole, asking nothing (when its target asks nothing) */
    AT_ONCE,
    /** asks a player something as it is processed */
    ASKS,
    /** done at once, but acts on the card with the ability, which must be in play */
    NEEDS_CARD_IN_PLAY,
    /** asks (the cards it is against) and opens a faceoff */
    STARTS_FACEOFF
  }

  /** The places an effect list is written, by how its effects are processed. */
  public enum Place {
    /** 704: a triggered ability of a card in play, processed in pre-priority processing. */
    TRIGGERED("a triggered ability", true, false, false),
    /** 703: an activated ability of a card in play. */
    ACTIVATED("an activated ability", true, false, false),
    /** 304: an Event's text; the Event is not in play. */
    EVENT("an Event", false, false, false),
    /**
     * Chaos (Absolute Discord rulebook): a flipped card's text; the card is in its owner's deck,
     * not in play, and it always takes effect during a faceoff.
     */
    CHAOS("a Chaos ability (\"when\": \"flipped\")", false, false, true),
    /** 710.2: a replacement's {@code instead}, performed at once in the middle of another occurrence. */
    REPLACEMENT("a replacement's \"instead\"", true, true, false);

    private final String display;
    private final boolean cardInPlay;
    private final boolean atOnce;
    private final boolean duringFaceoff;

    Place(String display, boolean cardInPlay, boolean atOnce, boolean duringFaceoff) {
      this.display = display;
      this.cardInPlay = cardInPlay;
      this.atOnce = atOnce;
      this.duringFaceoff = duringFaceoff;
    }

    public String display() {
      return display;
    }

    /** Whether the card with the ability is in play as the effects are processed ("this" names it). */
    public boolean cardInPlay() {
      return cardInPlay;
    }

    /** Whether the effects are always processed during a faceoff. */
    public boolean duringFaceoff() {
      return duringFaceoff;
    }

    /** Whether the effects are performed at once, so nothing may ask a player (710.2). */
    public boolean atOnce() {
      return atOnce;
    }

    /**
     * Where the effects of a {@link Effect.Whenever} written here are placed: they wait as
     * triggered effects (708.4), so one made by a replacement may ask; one made by an Event or
     * Chaos text still has no card in play to name.
     */
    public Place whenever() {
      return this == REPLACEMENT ? TRIGGERED : this;
    }

    /** Why "this" names no card here, or null when it names the card with the ability. */
    public String whyThisNamesNothing() {
      return switch (this) {
        case EVENT -> "an Event is not in play";
        case CHAOS -> "a Chaos card is flipped from its owner's deck, not in play";
        default -> null;
      };
    }
  }

  private static final Map<String, EffectWord> BY_NAME = new LinkedHashMap<>();

  static {
    for (EffectWord w : values()) {
      BY_NAME.put(w.jsonName, w);
    }
  }

  private final String jsonName;
  private final How how;

  EffectWord(String jsonName, How how) {
    this.jsonName = jsonName;
    this.how = how;
  }

  public String jsonName() {
    return jsonName;
  }

  /** Every word, in the order the documentation lists them. */
  public static List<String> names() {
    return List.copyOf(BY_NAME.keySet());
  }

  /** The word spelled {@code name} in card files, or null. */
  public static EffectWord named(String name) {
    return BY_NAME.get(name);
  }

  /** The word an effect is written with. */
  public static EffectWord of(Effect e) {
    if (e instanceof Effect.Apply a) {
      return named(a.verb().jsonName());
    } else if (e instanceof Effect.Counters c) {
      return c.add() ? ADD_COUNTERS : REMOVE_COUNTERS;
    }
    EffectWord w = BY_CLASS.get(e.getClass());
    if (w == null) {
      throw new IllegalArgumentException("no word for " + e);
    }
    return w;
  }

  private static final Map<Class<?>, EffectWord> BY_CLASS = Map.ofEntries(
      Map.entry(Effect.Draw.class, DRAW), Map.entry(Effect.GainTokens.class, GAIN_TOKENS),
      Map.entry(Effect.Score.class, SCORE), Map.entry(Effect.Modify.class, MODIFY), Map.entry(Effect.Move.class, MOVE),
      Map.entry(Effect.Discard.class, DISCARD), Map.entry(Effect.FlipExtra.class, FLIP_EXTRA),
      Map.entry(Effect.IgnoreFlip.class, IGNORE_FLIP), Map.entry(Effect.Search.class, SEARCH),
      Map.entry(Effect.LookAtTop.class, LOOK_AT_TOP), Map.entry(Effect.Attach.class, ATTACH),
      Map.entry(Effect.StartFaceoff.class, FACEOFF), Map.entry(Effect.ModifyTotal.class, MODIFY_TOTAL),
      Map.entry(Effect.Whenever.class, WHENEVER));

  /** Why this word can't be written in {@code place}, in plain words; null when it can. */
  public String whyNotIn(Place place) {
    if (how == How.ASKS && place.atOnce()) {
      return "\"" + jsonName + "\" asks a player to choose as it is processed, and " + place.display()
          + " happens at once (710.2), with no time to ask";
    }
    if (how == How.STARTS_FACEOFF && (place.atOnce() || place.duringFaceoff())) {
      return "a faceoff can't be started during a faceoff (707.4a) or in the middle of another occurrence"
          + " (710.2), and " + place.display() + " happens " + (place.atOnce() ? "at once" : "during a faceoff")
          + "; this \"faceoff\" could never start";
    }
    if (how == How.NEEDS_CARD_IN_PLAY && !place.cardInPlay()) {
      return "\"" + jsonName + "\" acts on the card with the ability, so it belongs to a card in play (509.5), and "
          + place.whyThisNamesNothing();
    }
    return null;
  }

  public boolean allowedIn(Place place) {
    return whyNotIn(place) == null;
  }
}
