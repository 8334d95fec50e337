package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.event.EventSamples;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.event.Mentions;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;

/**
 * Every kind of event (found by reflection, so a new one is covered without being listed) says
 * what each of its numbers names, and redaction hides every card it names from a player who may
 * not know it.
 */
class EventMentionsTest {
  /** Player 0's face-down Troublemaker (hidden from player 1, 505.1d) and a Friend everyone sees. */
  private final GameState s;
  private final int hidden;
  private final int open;

  EventMentionsTest() {
    var t = RuleCards.table();
    // Ids 0 and 1 go to other cards, so no player index or count can look like the hidden id.
    t.p().hand(1, "p1");
    t.p().hand(1, "p2");
    hidden = t.p().playFaceDown(0, "tm-4", Area.problem(1));
    open = t.p().play(0, "y1", Area.home(0));
    s = Game.start(t.p()).s;
  }

  /** The fields of a record that hold numbers and carry no mark saying what they name. */
  private static List<String> unmarkedNumbers(Class<?> record) {
    List<String> out = new ArrayList<>();
    for (RecordComponent c : record.getRecordComponents()) {
      boolean number = c.getType() == int.class || c.getType() == Integer.class || c.getType() == List.class;
      int marks = (c.isAnnotationPresent(GameEvent.Card.class) ? 1 : 0)
          + (c.isAnnotationPresent(GameEvent.Player.class) ? 1 : 0)
          + (c.isAnnotationPresent(GameEvent.Plain.class) ? 1 : 0);
      if (number && marks != 1) {
        out.add(record.getSimpleName() + "." + c.getName());
      }
    }
    return out;
  }

  /** Every number an event holds, whatever its fields say, lists spread out. */
  private static List<Integer> numbers(GameEvent e) {
    List<Integer> out = new ArrayList<>();
    for (RecordComponent c : e.getClass().getRecordComponents()) {
      try {
        Object v = c.getAccessor().invoke(e);
        if (v instanceof Integer i) {
          out.add(i);
        } else if (v instanceof List<?> l) {
          l.forEach(x -> out.add((Integer) x));
        }
      } catch (ReflectiveOperationException ex) {
        throw new AssertionError(ex);
      }
    }
    return out;
  }

  private record Unmarked(int card, @GameEvent.Player int player) {}

  @Test
  @DisplayName("Every number of every event says whether it is a card, a player or neither")
  void everyNumberIsMarked() {
    assertThat(unmarkedNumbers(Unmarked.class)).as("the check finds a field that says nothing")
        .containsExactly("Unmarked.card");
    List<Class<? extends GameEvent>> types = EventSamples.types();
    assertThat(types).hasSizeGreaterThan(50);
    for (Class<? extends GameEvent> type : types) {
      assertThat(unmarkedNumbers(type)).as(type.getSimpleName()).isEmpty();
      assertThat(Mentions.parts(type)).extracting(Mentions.Part::name)
          .containsExactly(java.util.Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName)
              .toArray(String[]::new));
    }
  }

  @Test
  @DisplayName("cards() and players() name exactly the fields marked so, and nothing else")
  void accessorsNameTheMarkedFields() {
    for (Class<? extends GameEvent> type : EventSamples.types()) {
      GameEvent e = EventSamples.of(type, 41, 1, 7);
      int cardFields = 0;
      int playerFields = 0;
      for (Mentions.Part p : Mentions.parts(type)) {
        cardFields += p.role() == Mentions.Role.CARD ? 1 : 0;
        playerFields += p.role() == Mentions.Role.PLAYER ? 1 : 0;
      }
      assertThat(e.cards()).as(type.getSimpleName()).hasSize(cardFields).allMatch(id -> id == 41);
      assertThat(e.players()).as(type.getSimpleName()).hasSize(playerFields).allMatch(p -> p == 1);
    }
    GameEvent.ProblemReplaced r = new GameEvent.ProblemReplaced(3, 4, 1);
    assertThat(r.cards()).containsExactly(3, 4);
    assertThat(r.players()).containsExactly(1);
    assertThat(new GameEvent.FaceoffStarted(org.ponytable.engine.state.FaceoffKind.PROBLEM, List.of(5, 6), -1, 0)
        .cards()).containsExactly(5, 6, -1);
  }

  @Test
  @DisplayName("505.1d, 402.3, 404: redaction hides every card an event names from the player who may not know it")
  void redactionHidesEveryHiddenCard() {
    assertThat(PlayerView.hiddenFrom(s, s.inPlay(hidden), 1)).isTrue();
    for (Class<? extends GameEvent> type : EventSamples.types()) {
      // About player 0's face-down Troublemaker, played face down by player 0, plain numbers apart.
      GameEvent e = EventSamples.of(type, hidden, 0, hidden + 1000);
      GameEvent seen = PlayerView.events(List.of(e), s, 1).get(0);
      assertThat(seen.cards()).as(type.getSimpleName() + " seen by the other player").allMatch(id -> id < 0);
      assertThat(numbers(seen)).as(type.getSimpleName() + ", every number in it").doesNotContain(hidden);
      assertThat(PlayerView.events(List.of(e), s, 0)).as(type.getSimpleName() + " seen by its controller")
          .containsExactly(e);
    }
  }

  @Test
  @DisplayName("A public card stays named, unless it went where only the event's player sees (402.3, 404)")
  void publicCardsStayNamed() {
    for (Class<? extends GameEvent> type : EventSamples.types()) {
      GameEvent e = EventSamples.of(type, open, 0, open + 1000);
      GameEvent seen = PlayerView.events(List.of(e), s, 1).get(0);
      Object[] values = Mentions.values(seen);
      List<Mentions.Part> parts = Mentions.parts(type);
      for (int i = 0; i < values.length; i++) {
        Mentions.Part p = parts.get(i);
        if (p.role() != Mentions.Role.CARD) {
          assertThat(values[i]).as(type.getSimpleName() + "." + p.name()).isEqualTo(Mentions.values(e)[i]);
          continue;
        }
        int expected = p.known() == GameEvent.Known.BY_ALL ? open : -1;
        assertThat(values[i]).as(type.getSimpleName() + "." + p.name())
            .isEqualTo(p.list() ? List.of(expected) : expected);
      }
    }
  }

  @Test
  @DisplayName("A card played or put into play face up is public; face down only its player or owner knows it")
  void faceUpPlaysArePublic() {
    var up = new GameEvent.CardPlayed(0, open, Area.home(0), false);
    var down = new GameEvent.CardPlayed(0, open, Area.home(0), true);
    assertThat(PlayerView.events(List.of(up, down), s, 1)).containsExactly(up,
        new GameEvent.CardPlayed(0, -1, Area.home(0), true));
    var entered = new GameEvent.EnteredPlay(open, Area.home(0), true);
    assertThat(PlayerView.events(List.of(entered), s, 1)).containsExactly(new GameEvent.EnteredPlay(-1, Area.home(0),
        true));
    assertThat(PlayerView.events(List.of(entered), s, 0)).containsExactly(entered);
  }

  @Test
  void anUnmarkedEventCannotBeRead() {
    assertThatThrownBy(() -> Mentions.parts(GameEvent.class)).isInstanceOf(IllegalArgumentException.class);
  }
}
