package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;

/** Token copies (520, rulings.md): a token card made from a card's printed values. */
class TokenCopyTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "c-mirror", "type": "event", "title": "Mirror", "power": 0, "cost": 0, "effects": [
             {"do": "tokenCopy", "target": {"choose": {"type": "friend"}}}]},
           {"id": "c-wall", "type": "troublemaker", "title": "Wall", "power": 4, "points": 0, "abilities": [
             {"kind": "triggered", "when": "uncovered", "effects": [{"do": "tokenCopy", "target": "this", "to": "otherProblems"}]}]},
           {"id": "c-twin", "type": "friend", "title": "Twin", "power": 3, "cost": 0, "abilities": [
             {"kind": "triggered", "when": "played", "may": true, "effects": [
               {"do": "dismiss", "target": {"choose": {"type": "friend", "where": "here", "other": true}}},
               {"do": "tokenCopy", "target": {"each": {"chosen": true}}, "left": true}]}]},
           {"id": "c-dup", "type": "event", "title": "Dup", "power": 0, "cost": 0, "effects": [
             {"do": "tokenCopy", "target": {"each": {"player": "you", "type": "friend", "token": true}}}]},
           {"id": "c-pool", "type": "event", "title": "Pool", "power": 0, "cost": 0, "effects": [
             {"do": "tokenCopy", "target": {"choose": {"player": "you", "type": "friend", "notTrait": "Unique"}}}]},
           {"id": "c-star", "type": "friend", "title": "Star", "power": 2, "cost": 0, "traits": ["Unique"]},
           {"id": "c-clear", "type": "event", "title": "Clear", "power": 0, "cost": 0, "effects": [
             {"do": "dismiss", "target": {"each": {"type": "friend", "player": "you"}}}]}]""",
          "token-copy.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static List<InPlay> made(Game g, int before) {
    return g.s.play().stream().filter(c -> c.id() >= before).toList();
  }

  @Test
  @DisplayName("520, 706.1: a token copy of an opponent's Friend enters play at your home under your control, with its printed power, and ceases to exist once it leaves play")
  void copiesAFriend() {
    Position p = AbilityTable.base(POOL).tokens(0, 5);
    int theirs = p.play(1, "f-y3", Area.problem(1));
    p.modifier(theirs, 1, theirs, new org.ponytable.engine.ability.Ability.Change(2, null, java.util.Set.of()),
        org.ponytable.engine.ability.Duration.TURN);
    int mirror = p.hand(0, "c-mirror");
    int clear = p.hand(0, "c-clear");
    Game g = Game.start(p);
    int before = g.s.cards().size();
    g.act(new Action.PlayCard(0, mirror, null));
    List<InPlay> copies = made(g, before);
    assertThat(copies).hasSize(1);
    InPlay copy = copies.get(0);
    assertThat(g.s.def(copy.id()).title()).isEqualTo(g.s.def(theirs).title());
    assertThat(g.s.def(copy.id()).token()).isTrue();
    assertThat(copy.controller()).isZero();
    assertThat(copy.area()).isEqualTo(Area.home(0));
    assertThat(Stats.power(g.s, copy)).as("printed power, not the +2 on the original").isEqualTo(3);
    g.pass().act(new Action.PlayCard(0, clear, null));
    assertThat(g.s.inPlay(copy.id())).isNull();
    assertThat(g.s.player(0).discard()).as("a token leaves no card behind").doesNotContain(copy.id());
  }

  @Test
  @DisplayName("520, 306.1: a Troublemaker's token copy \"at each other Problem\" enters play face up at the Problems other than its own")
  void copiesATroublemakerAtEachOtherProblem() {
    Position p = AbilityTable.base(POOL).stage(Stage.UNCOVER_STEP_START);
    int wall = p.playFaceDown(0, "c-wall", Area.problem(1));
    Game g = Game.start(p);
    int before = g.s.cards().size();
    g.passUntil(s -> !s.inPlay(wall).faceDown() && s.cards().size() > before);
    List<InPlay> copies = made(g, before);
    assertThat(copies).hasSize(1);
    assertThat(copies.get(0).area()).isEqualTo(Area.problem(0));
    assertThat(copies.get(0).faceDown()).isFalse();
    assertThat(g.s.def(copies.get(0).id()).title()).isEqualTo("Wall");
  }

  @Test
  @DisplayName("520, 409.1: \"dismiss a Friend here; if you do, put a token copy of it into play\": the copy is of the dismissed card, under your control")
  void copiesWhatWasDismissed() {
    Position p = AbilityTable.base(POOL).tokens(0, 5);
    int theirs = p.play(1, "f-y3", Area.problem(1));
    int twin = p.hand(0, "c-twin");
    Game g = Game.start(p);
    int before = g.s.cards().size();
    g.act(new Action.PlayCard(0, twin, Area.problem(1)));
    g.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(g.s.inPlay(theirs)).isNull();
    assertThat(g.s.player(1).discard()).contains(theirs);
    List<InPlay> copies = made(g, before);
    assertThat(copies).hasSize(1);
    assertThat(g.s.def(copies.get(0).id()).title()).isEqualTo(g.s.def(theirs).title());
    assertThat(copies.get(0).controller()).isZero();
    assertThat(copies.get(0).area()).isEqualTo(Area.home(0));
  }

  @Test
  @DisplayName("Token cards: \"each of your token Friends\" (filter token) names token cards only, never the card a token copies")
  void tokenFilter() {
    Position p = AbilityTable.base(POOL).tokens(0, 5);
    int mine = p.play(0, "f-y1", Area.home(0));
    int theirs = p.play(1, "f-y3", Area.problem(1));
    int mirror = p.hand(0, "c-mirror");
    int dup = p.hand(0, "c-dup");
    Game g = Game.start(p);
    int before = g.s.cards().size();
    g.act(new Action.PlayCard(0, mirror, null)).choose(theirs);
    g.pass().act(new Action.PlayCard(0, dup, null));
    List<InPlay> copies = made(g, before);
    assertThat(copies).hasSize(2).allSatisfy(c -> assertThat(g.s.def(c.id()).title()).isEqualTo(g.s.def(theirs).title()));
    assertThat(g.s.def(mine).token()).isFalse();
    assertThat(EffectWord.clause(POOL.get("c-dup").event().effects().get(0)))
        .isEqualTo("put a token copy of each token Friend you control into play at your home");
  }

  @Test
  @DisplayName("516.3: \"one of your non-Unique Friends\" (filter notTrait) never offers a Unique Friend")
  void notTraitFilter() {
    Position p = AbilityTable.base(POOL).tokens(0, 5);
    p.play(0, "c-star", Area.home(0));
    int plain = p.play(0, "f-y1", Area.home(0));
    int pool = p.hand(0, "c-pool");
    Game g = Game.start(p);
    int before = g.s.cards().size();
    g.act(new Action.PlayCard(0, pool, null));
    List<InPlay> copies = made(g, before);
    assertThat(copies).as("the only non-Unique Friend, taken without asking").hasSize(1);
    assertThat(g.s.def(copies.get(0).id()).title()).isEqualTo(g.s.def(plain).title());
    assertThat(EffectWord.clause(POOL.get("c-pool").event().effects().get(0)))
        .isEqualTo("put a token copy of a chosen non-Unique Friend you control into play at your home");
  }

  @Test
  @DisplayName("Words: the card says what is copied and where the copy goes")
  void words() {
    assertThat(EffectWord.clause(POOL.get("c-mirror").event().effects().get(0)))
        .isEqualTo("put a token copy of a chosen Friend into play at your home");
  }
}
