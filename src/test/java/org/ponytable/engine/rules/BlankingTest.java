package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.Phase;

/**
 * "Loses and can't have abilities" ({@code "cant": ["haveAbilities"]}): the card has no abilities
 * at all, keywords and continuous abilities included (702, as 505.1a says of face-down cards);
 * blanking abilities apply in timestamp order (711.3, rulings.md).
 */
class BlankingTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "b-hush", "type": "friend", "title": "Hush", "power": 1, "cost": 1, "abilities": [
             {"kind": "continuous", "affects": {"type": "friend", "player": "opponent", "where": "here"}, "cant": ["haveAbilities"]}]},
           {"id": "b-loud", "type": "friend", "title": "Loud", "power": 1, "cost": 1, "keywords": ["Stubborn"], "abilities": [
             {"kind": "continuous", "affects": "this", "power": 2}]},
           {"id": "b-night", "type": "friend", "title": "Night Hush", "power": 1, "cost": 1, "abilities": [
             {"kind": "continuous", "while": {"all": [{"yourTurn": true}, {"in": "troublemaker"}]},
              "affects": {"type": "friend", "player": "opponent"}, "cant": ["haveAbilities"]}]}]""",
          "blanking.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("702, 505.1a: a blanked Friend has no abilities, no keywords and no power from its own text; elsewhere it keeps them")
  void blankedCardLosesEverything() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "b-hush", Area.problem(0));
    int near = p.play(1, "b-loud", Area.problem(0));
    int far = p.play(1, "b-loud", Area.problem(1));
    GameState s = p.build();
    assertThat(Abilities.of(s, s.inPlay(near))).isEmpty();
    assertThat(Stats.has(s, s.inPlay(near), Keyword.STUBBORN)).isFalse();
    assertThat(Stats.power(s, s.inPlay(near))).as("its +2 is gone").isEqualTo(1);
    assertThat(Abilities.of(s, s.inPlay(far))).hasSize(1);
    assertThat(Stats.has(s, s.inPlay(far), Keyword.STUBBORN)).isTrue();
    assertThat(Stats.power(s, s.inPlay(far))).isEqualTo(3);
    assertThat(PlayIndex.held(s)).noneMatch(h -> h.source().id() == near);
  }

  @Test
  @DisplayName("711.3: two blanking cards facing each other: the earlier one applies, so the later one is blanked and does nothing")
  void earlierBlankingWins() {
    Position p = AbilityTable.base(POOL);
    int first = p.play(0, "b-hush", Area.problem(0));
    int second = p.play(1, "b-hush", Area.problem(0));
    GameState s = p.build();
    long a = s.abilities().enteredAt(first);
    long b = s.abilities().enteredAt(second);
    int earlier = a <= b ? first : second;
    int later = earlier == first ? second : first;
    assertThat(Blanking.blanked(s, s.inPlay(later))).isTrue();
    assertThat(Blanking.blanked(s, s.inPlay(earlier))).isFalse();
    assertThat(Abilities.of(s, s.inPlay(earlier))).hasSize(1);
  }

  @Test
  @DisplayName("708.2a: a blanking ability with a while-condition blanks only while it holds, read state by state")
  void whileConditionIsReadEachState() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "b-night", Area.home(0));
    int loud = p.play(1, "b-loud", Area.problem(1));
    GameState main = p.build();
    assertThat(main.phase()).isNotEqualTo(Phase.TROUBLEMAKER);
    assertThat(Stats.power(main, main.inPlay(loud))).isEqualTo(3);
    assertThat(PlayIndex.held(main)).anyMatch(h -> h.source().id() == loud);
    Position q = AbilityTable.base(POOL).stage(Stage.TROUBLEMAKER_PHASE_START);
    q.play(0, "b-night", Area.home(0));
    int loud2 = q.play(1, "b-loud", Area.problem(1));
    GameState tm = q.build();
    assertThat(tm.phase()).isEqualTo(Phase.TROUBLEMAKER);
    assertThat(Stats.power(tm, tm.inPlay(loud2))).isEqualTo(1);
    assertThat(PlayIndex.held(tm)).noneMatch(h -> h.source().id() == loud2);
  }
}
