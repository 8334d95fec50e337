package org.ponytable.engine.state;

import java.util.Map;

/**
 * A card in the play zone and its status there.
 *
 * @param host the card this one is attached to (509), or -1
 * @param confronted for a Problem: someone has confronted it, so its bonus is gone (611.4a)
 */
public record InPlay(
    int id,
    int controller,
    Area area,
    boolean exhausted,
    boolean frightened,
    boolean faceDown,
    boolean boosted,
    int host,
    Map<String, Integer> counters,
    boolean confronted,
    java.util.Set<org.ponytable.engine.terms.CardColor> chosenColors) {

  /** Without colors chosen for it ("as this card enters play, choose a color"). */
  public InPlay(int id, int controller, Area area, boolean exhausted, boolean frightened, boolean faceDown,
      boolean boosted, int host, Map<String, Integer> counters, boolean confronted) {
    this(id, controller, area, exhausted, frightened, faceDown, boosted, host, counters, confronted, java.util.Set.of());
  }

  /** As a record writes itself, {@code chosenColors} only when some: states keep their fingerprints. */
  @Override
  public String toString() {
    return "InPlay[id=" + id + ", controller=" + controller + ", area=" + area + ", exhausted=" + exhausted
        + ", frightened=" + frightened + ", faceDown=" + faceDown + ", boosted=" + boosted + ", host=" + host
        + ", counters=" + counters + ", confronted=" + confronted
        + (chosenColors.isEmpty() ? "" : ", chosenColors=" + chosenColors) + "]";
  }

  /** The name of +1 power counters (519.1): each adds 1 to the card's power (rulings.md). */
  public static final String POWER_COUNTER = "+1 power";

  public InPlay {
    counters = Map.copyOf(counters);
    chosenColors = chosenColors == null || chosenColors.isEmpty() ? java.util.Set.of()
        : java.util.Collections.unmodifiableSet(java.util.EnumSet.copyOf(chosenColors));
  }

  /** How many +1 power counters are on the card. */
  public int powerCounters() {
    return counters.getOrDefault(POWER_COUNTER, 0);
  }

  /**
   * A copy of this record's fields to change a few of before {@link Copy#build()}: the one place
   * besides the record that lists every field, so a new field is not retyped in every wither.
   */
  private Copy copy() {
    return new Copy(this);
  }

  private static final class Copy {
    private int id;
    private int controller;
    private Area area;
    private boolean exhausted;
    private boolean frightened;
    private boolean faceDown;
    private boolean boosted;
    private int host;
    private Map<String, Integer> counters;
    private boolean confronted;
    private java.util.Set<org.ponytable.engine.terms.CardColor> chosenColors;

    private Copy(InPlay p) {
      id = p.id;
      controller = p.controller;
      area = p.area;
      exhausted = p.exhausted;
      frightened = p.frightened;
      faceDown = p.faceDown;
      boosted = p.boosted;
      host = p.host;
      counters = p.counters;
      confronted = p.confronted;
      chosenColors = p.chosenColors;
    }

    private InPlay build() {
      return new InPlay(id, controller, area, exhausted, frightened, faceDown, boosted, host, counters, confronted,
          chosenColors);
    }
  }

  /** A card entering play: ready (503.1), face up unless said otherwise. */
  public static InPlay entering(int id, int controller, Area area, boolean faceDown) {
    return new InPlay(id, controller, area, false, false, faceDown, false, -1, Map.of(), false);
  }

  public InPlay withArea(Area a) {
    Copy c = copy();
    c.area = a;
    return c.build();
  }

  public InPlay withExhausted(boolean v) {
    Copy c = copy();
    c.exhausted = v;
    return c.build();
  }

  public InPlay withFaceDown(boolean v) {
    Copy c = copy();
    c.faceDown = v;
    return c.build();
  }

  /** 504.1: frightening turns the card face down and clears its counters. */
  public InPlay asFrightened() {
    Copy c = copy();
    c.exhausted = false;
    c.frightened = true;
    c.faceDown = true;
    c.counters = Map.of();
    return c.build();
  }

  /** 504.3: unfrightening turns the card face up. */
  public InPlay asUnfrightened() {
    Copy c = copy();
    c.exhausted = false;
    c.frightened = false;
    c.faceDown = false;
    return c.build();
  }

  public InPlay withConfronted(boolean v) {
    Copy c = copy();
    c.confronted = v;
    return c.build();
  }

  public InPlay withBoosted(boolean v) {
    Copy c = copy();
    c.boosted = v;
    return c.build();
  }

  public InPlay withController(int v) {
    Copy c = copy();
    c.controller = v;
    return c.build();
  }

  public InPlay withHost(int v) {
    Copy c = copy();
    c.host = v;
    return c.build();
  }

  /** The colors chosen for this card as it entered play or by its ability, kept while it stays in play. */
  public InPlay withChosenColors(java.util.Set<org.ponytable.engine.terms.CardColor> v) {
    Copy c = copy();
    c.chosenColors = v;
    return c.build();
  }

  public InPlay withCounters(Map<String, Integer> v) {
    Copy c = copy();
    c.counters = v;
    return c.build();
  }
}
