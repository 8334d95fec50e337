package org.ponytable.ai.sim;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;
import org.ponytable.engine.event.GameEvent;

/**
 * What each seat's cards did in one game, by card definition, counted from the engine's events:
 * {@code Drew} (402.3) marks a card drawn, {@code CardPlayed} (609.2) one played from hand,
 * {@code AbilityTriggered} (704.1c) a triggered ability creating its effect, {@code
 * AbilityActivated} (703.1) an activation (with its ability's number), {@code EffectStarted}
 * (705.2) an ability's or Event's effects being processed. A card is counted for its owner's seat.
 */
final class GameTally {
  /** One seat's cards. */
  static final class Seat {
    final Set<String> drawn = new HashSet<>();
    final Set<String> played = new HashSet<>();
    final Map<String, Integer> plays = new HashMap<>();
    final Map<String, Integer> triggered = new HashMap<>();
    final Map<String, Integer> resolved = new HashMap<>();
    /** By card, activations by the ability's index. */
    final Map<String, TreeMap<Integer, Integer>> activated = new HashMap<>();
  }

  private final IntUnaryOperator ownerOf;
  private final IntFunction<String> defOf;
  private final Seat[] seats = {new Seat(), new Seat()};

  /**
   * @param ownerOf a card's owner (seat) by its id
   * @param defOf a card's definition id by its id
   */
  GameTally(IntUnaryOperator ownerOf, IntFunction<String> defOf) {
    this.ownerOf = ownerOf;
    this.defOf = defOf;
  }

  Seat seat(int p) {
    return seats[p];
  }

  void add(GameEvent e) {
    if (e instanceof GameEvent.Drew d && d.card() >= 0) {
      seatOf(d.card()).drawn.add(defOf.apply(d.card()));
    } else if (e instanceof GameEvent.CardPlayed p && p.card() >= 0) {
      String def = defOf.apply(p.card());
      Seat s = seatOf(p.card());
      s.played.add(def);
      s.plays.merge(def, 1, Integer::sum);
    } else if (e instanceof GameEvent.AbilityTriggered t) {
      count(t.source(), seat -> seat.triggered);
    } else if (e instanceof GameEvent.EffectStarted r) {
      count(r.source(), seat -> seat.resolved);
    } else if (e instanceof GameEvent.AbilityActivated a && a.source() >= 0) {
      seatOf(a.source()).activated.computeIfAbsent(defOf.apply(a.source()), k -> new TreeMap<>())
          .merge(a.ability(), 1, Integer::sum);
    }
  }

  private void count(int card, java.util.function.Function<Seat, Map<String, Integer>> which) {
    if (card >= 0) {
      which.apply(seatOf(card)).merge(defOf.apply(card), 1, Integer::sum);
    }
  }

  private Seat seatOf(int card) {
    return seats[ownerOf.applyAsInt(card)];
  }
}
