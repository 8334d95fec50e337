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
    boolean confronted) {

  public InPlay {
    counters = Map.copyOf(counters);
  }

  /** A card entering play: ready (503.1), face up unless said otherwise. */
  public static InPlay entering(int id, int controller, Area area, boolean faceDown) {
    return new InPlay(id, controller, area, false, false, faceDown, false, -1, Map.of(), false);
  }

  public InPlay withArea(Area a) {
    return new InPlay(id, controller, a, exhausted, frightened, faceDown, boosted, host, counters, confronted);
  }

  public InPlay withExhausted(boolean v) {
    return new InPlay(id, controller, area, v, frightened, faceDown, boosted, host, counters, confronted);
  }

  public InPlay withFaceDown(boolean v) {
    return new InPlay(id, controller, area, exhausted, frightened, v, boosted, host, counters, confronted);
  }

  /** 504.1: frightening turns the card face down and clears its counters. */
  public InPlay asFrightened() {
    return new InPlay(id, controller, area, false, true, true, boosted, host, Map.of(), confronted);
  }

  /** 504.3: unfrightening turns the card face up. */
  public InPlay asUnfrightened() {
    return new InPlay(id, controller, area, false, false, false, boosted, host, counters, confronted);
  }

  public InPlay withConfronted(boolean v) {
    return new InPlay(id, controller, area, exhausted, frightened, faceDown, boosted, host, counters, v);
  }

  public InPlay withBoosted(boolean v) {
    return new InPlay(id, controller, area, exhausted, frightened, faceDown, v, host, counters, confronted);
  }

  public InPlay withController(int v) {
    return new InPlay(id, v, area, exhausted, frightened, faceDown, boosted, host, counters, confronted);
  }

  public InPlay withHost(int v) {
    return new InPlay(id, controller, area, exhausted, frightened, faceDown, boosted, v, counters, confronted);
  }

  public InPlay withCounters(Map<String, Integer> v) {
    return new InPlay(id, controller, area, exhausted, frightened, faceDown, boosted, host, v, confronted);
  }
}
