package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Mode;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.persistence.Notation;

/** The effect word "chooseModes" and its MODE decision: "choose one", "choose two" (rulings.md, modal choices). */
class ChooseModesTest {
  private static final String CARDS = """
      [{"id": "t-pick", "type": "event", "title": "Pick", "power": 0, "cost": 0,
        "effects": [{"do": "chooseModes", "modes": [
          [{"do": "gainTokens", "amount": 3}],
          [{"do": "draw", "amount": 2}],
          [{"do": "loseTokens", "amount": 1, "player": "opponent"}]]}]},
       {"id": "t-pick-two", "type": "event", "title": "Pick Two", "power": 0, "cost": 0,
        "effects": [{"do": "chooseModes", "count": 2, "modes": [
          [{"do": "gainTokens", "amount": 1}],
          [{"do": "draw", "amount": 1}],
          [{"do": "loseTokens", "amount": 1, "player": "opponent"}]]}]},
       {"id": "t-either", "type": "friend", "title": "Either", "power": 1, "cost": 0, "colors": ["purple"],
        "abilities": [{"kind": "triggered", "when": "entersPlay", "may": true, "effects": [{"do": "chooseModes",
          "modes": [[{"do": "frighten", "target": {"choose": {"type": "friend"}}}],
                    [{"do": "unfrighten", "target": {"choose": {"type": "friend"}}}]]}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static List<String> legal(Game g) {
    return Engine.legalActions(g.s).stream().map(Notation::format).filter(t -> !t.startsWith("concede")).toList();
  }

  @Test
  @DisplayName("705.2d: choose one: the controller is offered each mode, and only the mode chosen happens")
  void chooseOneDoesOnlyThatMode() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 2).tokens(1, 2);
    int pick = p.hand(0, "t-pick");
    Game g = Game.start(p).act(new Action.PlayCard(0, pick, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MODE);
    assertThat(g.s.decision().player()).as("the controller chooses").isZero();
    assertThat(g.s.decision().options()).containsExactly(Mode.code(0), Mode.code(1), Mode.code(2));
    assertThat(legal(g)).containsExactly("mode 1", "mode 2", "mode 3");
    assertThat(EffectWord.modeOffered(g.s.resolving(), Mode.code(1))).isEqualTo("mode 2: you draw 2 cards");
    int hand = g.s.player(0).hand().size();
    g.act(Notation.parse(g.s, "mode 2", Map.of()));
    assertThat(g.s.player(0).hand()).as("mode 2 happened").hasSize(hand + 2);
    assertThat(g.s.player(0).tokens()).as("mode 1 did not").isEqualTo(2);
    assertThat(g.s.player(1).tokens()).as("mode 3 did not").isEqualTo(2);
    assertThat(g.events).anyMatch(e -> e instanceof GameEvent.ModeChosen m && m.what().equals("you draw 2 cards"));
  }

  @Test
  @DisplayName("705.2d: choose two: two different modes, processed in printed order whatever order they were picked in")
  void chooseTwoInPrintedOrder() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 2).tokens(1, 2);
    int pick = p.hand(0, "t-pick-two");
    Game g = Game.start(p).act(new Action.PlayCard(0, pick, null));
    g.choose(Mode.code(2));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MODE);
    assertThat(g.s.decision().options()).as("a mode is chosen once").containsExactly(Mode.code(0), Mode.code(1));
    int told = g.events.size();
    g.choose(Mode.code(0));
    assertThat(g.s.player(0).tokens()).as("mode 1 happened").isEqualTo(3);
    assertThat(g.s.player(1).tokens()).as("mode 3 happened").isEqualTo(1);
    List<GameEvent> after = g.events.subList(told, g.events.size());
    int gained = indexOf(after, GameEvent.TokensGained.class);
    int lost = indexOf(after, GameEvent.TokensLost.class);
    assertThat(gained).as("mode 1 (printed first) before mode 3").isGreaterThanOrEqualTo(0).isLessThan(lost);
  }

  private static int indexOf(List<GameEvent> events, Class<?> type) {
    for (int i = 0; i < events.size(); i++) {
      if (type.isInstance(events.get(i))) {
        return i;
      }
    }
    return -1;
  }

  @Test
  @DisplayName("712.3: \"you may frighten or unfrighten a Friend\": declining does neither; the modes are public, the other player sees no options")
  void mayThenChoose() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int friend = p.play(1, "f-p1", Area.home(1));
    p.update(friend, c -> c.asFrightened());
    int either = p.hand(0, "t-either");
    Game g = Game.start(p).act(new Action.PlayCard(0, either, Area.home(0))).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    g.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MODE);
    assertThat(PlayerView.of(g.s, 1).decision().options()).isEmpty();
    g.choose(Mode.code(1));
    if (g.s.decision().kind() == DecisionKind.TARGET) {
      g.choose(friend);
    }
    assertThat(g.s.inPlay(friend).frightened()).as("unfrightened").isFalse();
  }

  @Test
  @DisplayName("The loader refuses a choice of fewer than two modes, a count not below the modes, and a choice in a replacement")
  void refusals() {
    assertThatThrownBy(() -> new CardLoader().loadString("""
        [{"id": "t-x", "type": "event", "title": "X", "power": 0, "cost": 0,
          "effects": [{"do": "chooseModes", "modes": [[{"do": "draw", "amount": 1}]]}]}]""", "x.json"))
        .hasMessageContaining("at least two modes");
    assertThatThrownBy(() -> new CardLoader().loadString("""
        [{"id": "t-x", "type": "event", "title": "X", "power": 0, "cost": 0,
          "effects": [{"do": "chooseModes", "count": 2, "modes": [[{"do": "draw", "amount": 1}],
            [{"do": "gainTokens", "amount": 1}]]}]}]""", "x.json"))
        .hasMessageContaining("pick fewer modes");
    assertThatThrownBy(() -> new CardLoader().loadString("""
        [{"id": "t-x", "type": "event", "title": "X", "power": 0, "cost": 0,
          "effects": [{"do": "chooseModes", "modes": [[{"do": "draw", "amount": 1}],
            [{"do": "bogus"}]]}]}]""", "x.json"))
        .hasMessageContaining("modes/1/0");
  }

  @Test
  @DisplayName("Its words name every mode: \"choose one: ...; or ...\"")
  void words() throws CardLoadException {
    String text = EffectWord.clause(pool().get("t-pick").event().effects().get(0));
    assertThat(text).isEqualTo("choose one: you gain 3 action tokens; or you draw 2 cards; or your opponent loses 1 action token");
  }
}
