package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;

/**
 * Exhausting, frightening, moving and sending (503, 504, 506, 409), through the engine's primitive
 * occurrences, since the base game has no card text that frightens or exhausts yet.
 */
class StatusTest {
  private RuleCards.Table t;
  private int friend;
  private int attached;

  private Tx tx() {
    t = RuleCards.table();
    friend = t.p().play(0, "y2", Area.problem(0));
    attached = t.p().play(0, "res-home", Area.problem(0));
    t.p().update(attached, c -> c.withHost(friend)).update(friend, c -> c.withCounters(Map.of("charm", 2)));
    return new Tx(t.p().build());
  }

  @Test
  @DisplayName("503.2, 503.2a, 503.3: exhausting marks a ready card; an exhausted card can't be exhausted again; readying clears it")
  void exhaustAndReady() {
    Tx tx = tx();
    assertThat(tx.exhaust(friend)).isTrue();
    assertThat(tx.s.inPlay(friend).exhausted()).isTrue();
    assertThat(tx.exhaust(friend)).isFalse();
    assertThat(tx.ready(friend)).isTrue();
    assertThat(tx.s.inPlay(friend).exhausted()).isFalse();
    assertThat(tx.ready(friend)).isFalse();
  }

  @Test
  @DisplayName("503.4a: Problems can't be exhausted")
  void problemsDontExhaust() {
    Tx tx = tx();
    assertThat(tx.exhaust(t.problem0())).isFalse();
    assertThat(tx.s.inPlay(t.problem0()).exhausted()).isFalse();
  }

  @Test
  @DisplayName("504.1, 519.3a: frightening turns a card face down, removes its counters and puts its attachments in the discard pile")
  void frighten() {
    Tx tx = tx();
    tx.exhaust(friend);
    assertThat(tx.frighten(friend)).isTrue();
    var c = tx.s.inPlay(friend);
    assertThat(c.frightened()).isTrue();
    assertThat(c.faceDown()).isTrue();
    assertThat(c.counters()).isEmpty();
    assertThat(c.exhausted()).isFalse(); // 504.2: neither ready nor exhausted
    assertThat(tx.s.inPlay(attached)).isNull();
    assertThat(tx.s.player(0).discard()).containsExactly(attached);
    assertThat(tx.events).contains(new GameEvent.Frightened(friend));
  }

  @Test
  @DisplayName("504.2a, 504.2b: a frightened card can't be exhausted, readied or frightened again")
  void frightenedIsInert() {
    Tx tx = tx();
    tx.frighten(friend);
    assertThat(tx.exhaust(friend)).isFalse();
    assertThat(tx.ready(friend)).isFalse();
    assertThat(tx.frighten(friend)).isFalse();
  }

  @Test
  @DisplayName("505.1b: a frightened (face-down) card has no color and no power")
  void faceDownHasNoPowerOrColor() {
    Tx tx = tx();
    tx.frighten(friend);
    assertThat(Stats.colors(tx.s, tx.s.inPlay(friend))).isEmpty();
    assertThat(Stats.power(tx.s, tx.s.inPlay(friend))).isZero();
    assertThat(Stats.contribution(tx.s, tx.s.inPlay(friend))).isZero();
  }

  @Test
  @DisplayName("504.3: unfrightening turns the card face up; its old counters stay gone")
  void unfrighten() {
    Tx tx = tx();
    tx.frighten(friend);
    assertThat(tx.unfrighten(friend)).isTrue();
    var c = tx.s.inPlay(friend);
    assertThat(c.frightened()).isFalse();
    assertThat(c.faceDown()).isFalse();
    assertThat(c.counters()).isEmpty();
    assertThat(tx.unfrighten(friend)).isFalse();
  }

  @Test
  @DisplayName("506.1, 506.5, 509.3: moving and sending both relocate a card with its attachments, but only moving is a move")
  void moveVersusSend() {
    Tx tx = tx();
    tx.move(friend, Area.problem(1));
    assertThat(tx.s.inPlay(friend).area()).isEqualTo(Area.problem(1));
    assertThat(tx.s.inPlay(attached).area()).isEqualTo(Area.problem(1));
    assertThat(tx.events).containsExactly(new GameEvent.Moved(friend, Area.problem(0), Area.problem(1)));
    tx.sendHome(friend);
    assertThat(tx.s.inPlay(friend).area()).isEqualTo(Area.home(0));
    assertThat(tx.s.inPlay(attached).area()).isEqualTo(Area.home(0));
    assertThat(tx.events).hasSize(2).last().isEqualTo(new GameEvent.SentHome(friend, Area.problem(1), Area.home(0)));
  }

  @Test
  @DisplayName("402.4, 515.2a: shuffling a deck leaves flipped cards where they are and mixes only the others")
  void shuffleKeepsFlippedCards() {
    t = RuleCards.table();
    java.util.List<Integer> deck = new java.util.ArrayList<>();
    for (int i = 0; i < 12; i++) {
      deck.add(t.p().deck(0, i % 2 == 0 ? "y1" : "y2"));
    }
    t.p().flipped(0, deck.get(0)).flipped(0, deck.get(5));
    Tx tx = new Tx(t.p().build());
    tx.shuffleDrawDeck(0);
    var after = tx.s.player(0).drawDeck();
    assertThat(after.get(0)).isEqualTo(deck.get(0));
    assertThat(after.get(5)).isEqualTo(deck.get(5));
    assertThat(after).containsExactlyInAnyOrderElementsOf(deck).isNotEqualTo(deck);
    assertThat(tx.s.player(0).flipped()).containsExactly(deck.get(0), deck.get(5));
  }

  @Test
  @DisplayName("301.5, 409.1, 409.2: Mane Characters never leave play; dismissing and retiring both go to the discard pile but are told apart")
  void leavingPlay() {
    Tx tx = tx();
    tx.dismiss(t.mane0(), "test");
    tx.retire(t.mane0());
    assertThat(tx.s.inPlay(t.mane0())).isNotNull();
    tx.retire(friend);
    assertThat(tx.s.player(0).discard()).containsExactlyInAnyOrder(friend, attached);
    // The host is retired; its attachment, losing its host, is dismissed.
    assertThat(tx.events).contains(new GameEvent.Retired(friend));
    assertThat(tx.events).anySatisfy(e -> assertThat(e).isInstanceOfSatisfying(GameEvent.Dismissed.class,
        d -> assertThat(d.card()).isEqualTo(attached)));
  }
}
