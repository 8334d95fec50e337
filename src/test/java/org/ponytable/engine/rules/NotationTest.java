package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

class NotationTest {
  @Test
  @DisplayName("Notation: every legal action of random games reads back as itself")
  void roundTripOnRandomGames() {
    Set<Class<?>> kinds = new HashSet<>();
    Set<String> verbs = new HashSet<>();
    for (long seed = 1; seed <= 4; seed++) {
      Random r = new Random(seed);
      GameState s = Engine.newGame(TestCards.POOL, TestCards.setup(seed)).state();
      for (int step = 0; step < 3000 && !s.isOver(); step++) {
        List<Action> legal = Engine.legalActions(s);
        for (Action a : legal) {
          String text = Notation.format(a);
          assertThat(Notation.parse(s, text, Map.of())).as(text).isEqualTo(a);
          kinds.add(a.getClass());
          verbs.add(text.split(" ")[0]);
        }
        List<Action> choices = legal.stream().filter(a -> !(a instanceof Action.Concede)).toList();
        s = Engine.apply(s, choices.get(r.nextInt(choices.size()))).state();
      }
    }
    // The games must have reached most kinds of action for the round trip to mean much.
    assertThat(kinds).contains(Action.Pass.class, Action.Concede.class, Action.Mulligan.class, Action.PlayCard.class,
        Action.PlayTroublemaker.class, Action.Move.class, Action.Draw.class, Action.Choose.class,
        Action.StopChallenging.class);
    assertThat(verbs).contains("start-with", "keep", "mulligan", "challenge", "bottom", "uncover");
  }

  @Test
  @DisplayName("Notation: cards can be named by label, by definition id or by title; areas by name")
  void namesCards() {
    var t = RuleCards.table();
    t.p().tokens(0, 5);
    int friend = t.p().hand(0, "y2");
    int mover = t.p().play(0, "p1", Area.home(0));
    GameState s = Game.start(t.p()).s;
    Action play = new Action.PlayCard(0, friend, Area.problem(1));
    assertThat(Notation.parse(s, "play #" + friend + " to problem:p2", Map.of())).isEqualTo(play);
    assertThat(Notation.parse(s, "play buddy to problem:p2", Map.of("buddy", friend))).isEqualTo(play);
    assertThat(Notation.parse(s, "play y2 to problem:p2", Map.of())).isEqualTo(play);
    assertThat(Notation.parse(s, "  move   \"p1\"  to problem:p2 ", Map.of())).isEqualTo(new Action.Move(0, mover, Area.problem(1)));
    assertThat(Notation.parse(s, "move p1 to problem:p1", Map.of())).isEqualTo(new Action.Move(0, mover, Area.problem(0)));
    assertThat(Notation.format(play)).isEqualTo("play #" + friend + " to problem:p2");
  }

  @Test
  @DisplayName("305.1b, 509.1, Notation: playing an attachment reads 'play CARD on CARD' and reads back as itself")
  void attachmentRoundTrip() {
    Position p = AbilityTable.base().tokens(0, 3);
    int host = p.play(0, "f-y1", Area.problem(0));
    int other = p.play(0, "f-y1", Area.home(0));
    int saddle = p.hand(0, "rs-saddle");
    GameState s = Game.start(p).s;
    Action onHost = new Action.PlayAttachment(0, saddle, host);
    assertThat(Notation.format(onHost)).isEqualTo("play #" + saddle + " on #" + host);
    assertThat(Notation.parse(s, Notation.format(onHost), Map.of())).isEqualTo(onHost);
    assertThat(Notation.parse(s, "play rs-saddle on horse", Map.of("horse", other)))
        .isEqualTo(new Action.PlayAttachment(0, saddle, other));
    assertThatThrownBy(() -> Notation.parse(s, "play rs-saddle to home", Map.of()))
        .as("never to a bare area").isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("play #" + saddle + " on #" + host);
  }

  @Test
  @DisplayName("Notation: text that names no legal action is rejected with the legal ones listed")
  void rejectsIllegal() {
    var t = RuleCards.table();
    t.p().tokens(0, 1);
    int dear = t.p().hand(0, "y3");
    GameState s = Game.start(t.p()).s;
    assertThatThrownBy(() -> Notation.parse(s, "play #" + dear + " to home", Map.of()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a legal action").hasMessageContaining("pass");
    assertThatThrownBy(() -> Notation.parse(s, "dance", Map.of())).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Notation.parse(s, "  ", Map.of())).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("103.4, Notation: either player can be named conceding, even the one not acting")
  void concedeEitherPlayer() {
    GameState s = Game.start(RuleCards.table().p()).s;
    assertThat(Notation.parse(s, "concede p2", Map.of())).isEqualTo(new Action.Concede(1));
    assertThat(Notation.parse(s, "concede p1", Map.of())).isEqualTo(new Action.Concede(0));
  }
}
