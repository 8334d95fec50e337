package org.ponytable.engine.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One player's own zones and counts. Decks are ordered top first (401.3). Flipped cards stay in
 * the draw deck where they are (515.2); {@code flipped} lists them in the order they were flipped.
 *
 * @param mulligan null until the player has decided (102.4)
 * @param startingProblem the Starting Problem chosen in setup (102.2), or -1
 * @param beneath banished cards that are beneath a card in play (Pumped), mapped to that card
 */
public record PlayerState(
    String name,
    List<Integer> drawDeck,
    List<Integer> flipped,
    List<Integer> problemDeck,
    List<Integer> hand,
    List<Integer> discard,
    List<Integer> banished,
    int tokens,
    int score,
    Boolean mulligan,
    int startingProblem,
    Map<Integer, Integer> beneath,
    int phaseTokens,
    List<NextPlayCost> nextPlay,
    List<org.ponytable.engine.card.ColorPower> requirementCuts,
    List<ConfrontChange> confrontChanges) {

  public PlayerState(String name, List<Integer> drawDeck, List<Integer> flipped, List<Integer> problemDeck,
      List<Integer> hand, List<Integer> discard, List<Integer> banished, int tokens, int score, Boolean mulligan,
      int startingProblem, Map<Integer, Integer> beneath, int phaseTokens, List<NextPlayCost> nextPlay,
      List<org.ponytable.engine.card.ColorPower> requirementCuts) {
    this(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score, mulligan, startingProblem,
        beneath, phaseTokens, nextPlay, requirementCuts, List.of());
  }

  public PlayerState(String name, List<Integer> drawDeck, List<Integer> flipped, List<Integer> problemDeck,
      List<Integer> hand, List<Integer> discard, List<Integer> banished, int tokens, int score, Boolean mulligan,
      int startingProblem, Map<Integer, Integer> beneath, int phaseTokens, List<NextPlayCost> nextPlay) {
    this(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score, mulligan, startingProblem,
        beneath, phaseTokens, nextPlay, List.of());
  }

  public PlayerState(String name, List<Integer> drawDeck, List<Integer> flipped, List<Integer> problemDeck,
      List<Integer> hand, List<Integer> discard, List<Integer> banished, int tokens, int score, Boolean mulligan,
      int startingProblem, Map<Integer, Integer> beneath, int phaseTokens) {
    this(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score, mulligan, startingProblem,
        beneath, phaseTokens, List.of());
  }

  /** Without tokens that end with the phase. */
  public PlayerState(String name, List<Integer> drawDeck, List<Integer> flipped, List<Integer> problemDeck,
      List<Integer> hand, List<Integer> discard, List<Integer> banished, int tokens, int score, Boolean mulligan,
      int startingProblem, Map<Integer, Integer> beneath) {
    this(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score, mulligan, startingProblem,
        beneath, 0);
  }

  /**
   * As a record writes itself, {@code phaseTokens} (how many of {@code tokens} end with the phase)
   * only when there are some: states keep their fingerprints.
   */
  @Override
  public String toString() {
    return "PlayerState[name=" + name + ", drawDeck=" + drawDeck + ", flipped=" + flipped + ", problemDeck="
        + problemDeck + ", hand=" + hand + ", discard=" + discard + ", banished=" + banished + ", tokens=" + tokens
        + ", score=" + score + ", mulligan=" + mulligan + ", startingProblem=" + startingProblem + ", beneath="
        + beneath + (phaseTokens == 0 ? "" : ", phaseTokens=" + phaseTokens)
        + (nextPlay.isEmpty() ? "" : ", nextPlay=" + nextPlay)
        + (requirementCuts.isEmpty() ? "" : ", requirementCuts=" + requirementCuts)
        + (confrontChanges.isEmpty() ? "" : ", confrontChanges=" + confrontChanges) + "]";
  }

  /** Play requirements of this player's cards lowered until the end of the turn (205.1), by color. */
  public PlayerState withRequirementCuts(List<org.ponytable.engine.card.ColorPower> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score,
        mulligan, startingProblem, beneath, phaseTokens, nextPlay, v, confrontChanges);
  }

  /** Confront requirement changes made by effects for this player (611.3), while they last. */
  public PlayerState withConfrontChanges(List<ConfrontChange> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score,
        mulligan, startingProblem, beneath, phaseTokens, nextPlay, requirementCuts, v);
  }

  public PlayerState withNextPlay(List<NextPlayCost> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score,
        mulligan, startingProblem, beneath, phaseTokens, v, requirementCuts, confrontChanges);
  }

  public PlayerState withPhaseTokens(int v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score,
        mulligan, startingProblem, beneath, v, nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState {
    drawDeck = List.copyOf(drawDeck);
    flipped = List.copyOf(flipped);
    problemDeck = List.copyOf(problemDeck);
    hand = List.copyOf(hand);
    discard = List.copyOf(discard);
    banished = List.copyOf(banished);
    // Sorted, so the text form (and a state's fingerprint) is the same on every run.
    beneath = SortedCopy.of(beneath);
    nextPlay = nextPlay == null ? List.of() : List.copyOf(nextPlay);
    requirementCuts = requirementCuts == null ? List.of() : List.copyOf(requirementCuts);
    confrontChanges = confrontChanges == null ? List.of() : List.copyOf(confrontChanges);
  }

  /** A player with nothing beneath any card. */
  public PlayerState(String name, List<Integer> drawDeck, List<Integer> flipped, List<Integer> problemDeck,
      List<Integer> hand, List<Integer> discard, List<Integer> banished, int tokens, int score, Boolean mulligan,
      int startingProblem) {
    this(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score, mulligan, startingProblem,
        Map.of());
  }

  /** The cards beneath {@code card}, in the order they were put there. */
  public List<Integer> beneath(int card) {
    List<Integer> out = new ArrayList<>();
    for (int id : banished) {
      if (Integer.valueOf(card).equals(beneath.get(id))) {
        out.add(id);
      }
    }
    return out;
  }

  public PlayerState withBeneath(Map<Integer, Integer> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score,
        mulligan, startingProblem, v, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  public static PlayerState fresh(String name, List<Integer> drawDeck, List<Integer> problemDeck) {
    return new PlayerState(name, drawDeck, List.of(), problemDeck, List.of(), List.of(), List.of(), 0, 0, null, -1);
  }

  /** The topmost card of the draw deck that is not flipped (409.4, 515.1), or -1. */
  public int topUnflipped() {
    for (int id : drawDeck) {
      if (!flipped.contains(id)) {
        return id;
      }
    }
    return -1;
  }

  public int unflippedCount() {
    return drawDeck.size() - flipped.size();
  }

  public PlayerState withDrawDeck(List<Integer> v) {
    return new PlayerState(name, v, flipped, problemDeck, hand, discard, banished, tokens, score, mulligan,
        startingProblem, beneath, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState withFlipped(List<Integer> v) {
    return new PlayerState(name, drawDeck, v, problemDeck, hand, discard, banished, tokens, score, mulligan,
        startingProblem, beneath, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState withProblemDeck(List<Integer> v) {
    return new PlayerState(name, drawDeck, flipped, v, hand, discard, banished, tokens, score, mulligan,
        startingProblem, beneath, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState withHand(List<Integer> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, v, discard, banished, tokens, score, mulligan,
        startingProblem, beneath, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState withDiscard(List<Integer> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, v, banished, tokens, score, mulligan,
        startingProblem, beneath, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState withBanished(List<Integer> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, v, tokens, score, mulligan,
        startingProblem, beneath, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState withTokens(int v) {
    // The tokens that end with the phase are among the player's tokens.
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, v, score, mulligan,
        startingProblem, beneath, Math.min(phaseTokens, v), nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState withScore(int v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, v, mulligan,
        startingProblem, beneath, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState withMulligan(Boolean v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score, v,
        startingProblem, beneath, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  public PlayerState withStartingProblem(int v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score,
        mulligan, v, beneath, phaseTokens, nextPlay, requirementCuts, confrontChanges);
  }

  /** A copy of {@code list} with {@code item} appended. */
  public static <T> List<T> plus(List<T> list, T item) {
    List<T> l = new ArrayList<>(list.size() + 1);
    l.addAll(list);
    l.add(item);
    return l;
  }

  /** A copy of {@code list} with {@code id} appended. */
  public static List<Integer> plus(List<Integer> list, int id) {
    List<Integer> l = new ArrayList<>(list.size() + 1);
    l.addAll(list);
    l.add(id);
    return l;
  }

  /** A copy of {@code list} without {@code id}. */
  public static List<Integer> minus(List<Integer> list, int id) {
    List<Integer> l = new ArrayList<>(list);
    l.remove(Integer.valueOf(id));
    return l;
  }
}
