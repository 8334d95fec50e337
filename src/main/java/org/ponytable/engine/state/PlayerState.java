package org.ponytable.engine.state;

import java.util.ArrayList;
import java.util.List;

/**
 * One player's own zones and counts. Decks are ordered top first (401.3). Flipped cards stay in
 * the draw deck where they are (515.2); {@code flipped} lists them in the order they were flipped.
 *
 * @param mulligan null until the player has decided (102.4)
 * @param startingProblem the Starting Problem chosen in setup (102.2), or -1
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
    int startingProblem) {

  public PlayerState {
    drawDeck = List.copyOf(drawDeck);
    flipped = List.copyOf(flipped);
    problemDeck = List.copyOf(problemDeck);
    hand = List.copyOf(hand);
    discard = List.copyOf(discard);
    banished = List.copyOf(banished);
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
    return new PlayerState(name, v, flipped, problemDeck, hand, discard, banished, tokens, score, mulligan, startingProblem);
  }

  public PlayerState withFlipped(List<Integer> v) {
    return new PlayerState(name, drawDeck, v, problemDeck, hand, discard, banished, tokens, score, mulligan, startingProblem);
  }

  public PlayerState withProblemDeck(List<Integer> v) {
    return new PlayerState(name, drawDeck, flipped, v, hand, discard, banished, tokens, score, mulligan, startingProblem);
  }

  public PlayerState withHand(List<Integer> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, v, discard, banished, tokens, score, mulligan, startingProblem);
  }

  public PlayerState withDiscard(List<Integer> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, v, banished, tokens, score, mulligan, startingProblem);
  }

  public PlayerState withBanished(List<Integer> v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, v, tokens, score, mulligan, startingProblem);
  }

  public PlayerState withTokens(int v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, v, score, mulligan, startingProblem);
  }

  public PlayerState withScore(int v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, v, mulligan, startingProblem);
  }

  public PlayerState withMulligan(Boolean v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score, v, startingProblem);
  }

  public PlayerState withStartingProblem(int v) {
    return new PlayerState(name, drawDeck, flipped, problemDeck, hand, discard, banished, tokens, score, mulligan, v);
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
