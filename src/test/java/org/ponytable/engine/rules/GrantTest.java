package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/**
 * Keywords and traits given to cards (702, 708; rulings.md, granted keywords and granted traits):
 * by a continuous ability while its condition holds, and by an effect for its duration. Each is
 * read where the rules read printed ones, so every keyword the engine plays works when given.
 */
class GrantTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    String cards = """
        [{"id": "g-crystal", "type": "friend", "title": "Plain Crystal", "power": 1, "cost": 1, "colors": ["yellow"],
          "traits": ["Crystal"]},
         {"id": "g-caretaker-if-crystal", "type": "friend", "title": "Wheat", "power": 2, "cost": 2, "colors": ["yellow"],
          "traits": ["Crystal"], "abilities": [{"kind": "continuous", "keywords": ["caretaker"],
          "while": {"count": {"player": "you", "type": "character", "trait": "Crystal", "where": "here", "other": true}}}]},
         {"id": "g-critter", "type": "friend", "title": "Plain Critter", "power": 1, "cost": 1, "colors": ["yellow"],
          "traits": ["Critter"]},
         {"id": "g-supportive", "type": "friend", "title": "Fleur", "power": 2, "cost": 2, "colors": ["yellow"],
          "keywords": ["Supportive 1"], "abilities": [{"kind": "continuous", "keywords": ["supportive 2"],
          "while": {"this": {"involved": "faceoff"}}}]},
         {"id": "g-supportive-always", "type": "friend", "title": "Fleur Too", "power": 2, "cost": 2,
          "colors": ["yellow"], "keywords": ["Supportive 1"], "abilities": [{"kind": "continuous",
          "keywords": ["supportive 2"]}]},
         {"id": "g-stubborn-if-boosted", "type": "friend", "title": "Granny", "power": 2, "cost": 2, "colors": ["orange"],
          "abilities": [{"kind": "continuous", "power": 2, "keywords": ["stubborn"],
          "while": {"maneBoosted": "opponent"}}]},
         {"id": "g-swift-at-4", "type": "friend", "title": "Bulk", "power": 2, "cost": 2, "colors": ["blue"],
          "abilities": [{"kind": "continuous", "keywords": ["swift"], "while": {"this": {"minPower": 3}}},
                        {"kind": "continuous", "keywords": ["competitive 2"], "while": {"this": {"minPower": 5}}}]},
         {"id": "g-bee-suit", "type": "resource", "title": "Suit", "power": 0, "cost": 1,
          "abilities": [{"kind": "attachment", "host": {"type": "friend"}},
                        {"kind": "continuous", "affects": {"host": true}, "traits": ["Critter"]}]},
         {"id": "g-unique-all", "type": "friend", "title": "Trend", "power": 2, "cost": 2, "colors": ["white"],
          "abilities": [{"kind": "continuous", "affects": {}, "traits": ["Unique"]}]},
         {"id": "g-copier", "type": "friend", "title": "Copier", "power": 2, "cost": 2, "colors": ["yellow"],
          "traits": ["Crystal"], "abilities": [{"kind": "continuous",
          "affects": {"player": "you", "type": "friend", "trait": "Crystal", "where": "here"},
          "colorsOf": {"player": "opponent", "type": "character", "where": "here"}}]},
         {"id": "g-bleacher", "type": "troublemaker", "title": "Bleacher", "power": 3, "points": 1,
          "abilities": [{"kind": "continuous", "affects": {"player": "opponent", "type": "character", "where": "here"},
          "loseColors": true}]},
         {"id": "g-painter", "type": "friend", "title": "Painter", "power": 1, "cost": 1, "colors": ["pink"],
          "abilities": [{"kind": "continuous", "affects": {"player": "you", "type": "character"}, "colors": ["purple"]}]},
         {"id": "g-poster", "type": "resource", "title": "Poster", "power": 0, "cost": 1,
          "abilities": [{"kind": "continuous", "affects": {"player": "you", "type": "troublemaker"}, "abilities": [
            {"kind": "triggered", "when": "phaseStarts", "phase": "ready", "player": "you",
             "effects": [{"do": "gainTokens", "amount": 1}]}]}]},
         {"id": "g-loop-a", "type": "friend", "title": "Loop A", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "affects": {"trait": "Pegasus"}, "traits": ["Crystal"]}]},
         {"id": "g-loop-b", "type": "friend", "title": "Loop B", "power": 1, "cost": 1, "traits": ["Pegasus"],
          "abilities": [{"kind": "continuous", "affects": {"trait": "Crystal"}, "traits": ["Pegasus"]}]}]
        """;
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString(cards, "grants.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Position base() {
    return AbilityTable.base(POOL);
  }

  private static GameState settled(Position p) {
    return Engine.resume(p.build()).state();
  }

  @Test
  @DisplayName("702, glossary Caretaker: a Caretaker given while with another Crystal adds +1 with a Critter Friend")
  void givenCaretakerChangesPower() {
    Position p = base();
    int wheat = p.play(0, "g-caretaker-if-crystal", Area.problem(0));
    p.play(0, "g-critter", Area.problem(0));
    GameState alone = settled(p);
    assertThat(Stats.has(alone, alone.inPlay(wheat), Keyword.CARETAKER)).as("no other Crystal: not given").isFalse();
    assertThat(Stats.power(alone, alone.inPlay(wheat))).isEqualTo(2);

    p.play(0, "g-crystal", Area.problem(0));
    GameState with = settled(p);
    assertThat(Stats.has(with, with.inPlay(wheat), Keyword.CARETAKER)).isTrue();
    assertThat(Stats.power(with, with.inPlay(wheat))).as("Caretaker: +1 with a Critter Friend").isEqualTo(3);
  }

  @Test
  @DisplayName("701.2a, rulings.md: a given Supportive 2 is an instance beside the printed Supportive 1")
  void givenSupportiveAddsToPrinted() {
    Position p = base();
    int fleur = p.play(0, "g-supportive", Area.home(0));
    GameState home = settled(p);
    // With the yellow Mane Character at home: the printed Supportive 1 only.
    assertThat(Stats.power(home, home.inPlay(fleur))).isEqualTo(3);
    assertThat(Stats.granted(home, home.inPlay(fleur), Keyword.SUPPORTIVE, Abilities.CURRENT)).isEqualTo(-1);
    int always = p.play(0, "g-supportive-always", Area.home(0));
    GameState both = settled(p);
    assertThat(Stats.power(both, both.inPlay(always))).as("2, +1 printed, +2 given").isEqualTo(5);
    p.update(always, c -> c.withArea(Area.problem(0)));
    GameState apart = settled(p);
    assertThat(Stats.power(apart, apart.inPlay(always))).as("away from the Mane Character: neither").isEqualTo(2);
  }

  @Test
  @DisplayName("301.4, glossary Stubborn: +2 and Stubborn only while an opponent's Mane Character is boosted")
  void stubbornWhileBoosted() {
    Position p = base();
    int granny = p.play(0, "g-stubborn-if-boosted", Area.problem(0));
    p.update(granny, c -> c.withExhausted(true));
    GameState before = settled(p);
    assertThat(Stats.contribution(before, before.inPlay(granny))).as("exhausted, not Stubborn: 503.5").isZero();
    p.update(1, c -> c.withBoosted(true));
    GameState after = settled(p);
    assertThat(Stats.has(after, after.inPlay(granny), Keyword.STUBBORN)).isTrue();
    assertThat(Stats.contribution(after, after.inPlay(granny))).as("Stubborn counts its power while exhausted").isEqualTo(4);
  }

  @Test
  @DisplayName("702: a keyword given while the card has at least N power follows its current power (711)")
  void keywordByPower() {
    Position p = base();
    int bulk = p.play(0, "g-swift-at-4", Area.home(0));
    GameState two = settled(p);
    assertThat(Stats.has(two, two.inPlay(bulk), Keyword.SWIFT)).isFalse();
    assertThat(Costs.tokens(two, new org.ponytable.engine.action.Action.Move(0, bulk, Area.problem(0))))
        .as("a move costs 2 without Swift (609.2b)").isEqualTo(2);
    p.modifier(bulk, 0, bulk, new Ability.Change(1, null, Set.of()), Duration.TURN);
    GameState three = settled(p);
    assertThat(Stats.has(three, three.inPlay(bulk), Keyword.SWIFT)).isTrue();
    assertThat(Costs.tokens(three, new org.ponytable.engine.action.Action.Move(0, bulk, Area.problem(0))))
        .as("glossary Swift: a move costs 1 less").isEqualTo(1);
    assertThat(Stats.has(three, three.inPlay(bulk), Keyword.COMPETITIVE)).as("only at 5 power").isFalse();
  }

  @Test
  @DisplayName("708.2: an effect's modifier gives a keyword until its duration ends; the number goes with it")
  void effectGivesKeyword() {
    Position p = base();
    int friend = p.play(0, "g-crystal", Area.home(0));
    p.modifier(friend, 0, friend, new Ability.Change(0, null, Set.of(), Map.of(), List.of("Stubborn", "Diligent 3")),
        Duration.TURN);
    GameState s = settled(p);
    assertThat(Stats.has(s, s.inPlay(friend), Keyword.STUBBORN)).isTrue();
    assertThat(Stats.granted(s, s.inPlay(friend), Keyword.DILIGENT, Abilities.CURRENT)).isEqualTo(3);
    assertThat(Stats.has(s, s.inPlay(friend), Keyword.SWIFT)).isFalse();
    assertThat(Stats.power(s, s.inPlay(friend))).as("keywords change no power").isEqualTo(1);
  }

  @Test
  @DisplayName("The player view tells what a card in play is given, public like its text; nothing without grants")
  void viewShowsGiven() {
    Position p = base();
    int bulk = p.play(0, "g-swift-at-4", Area.home(0));
    int plain = p.play(0, "g-crystal", Area.home(0));
    p.modifier(bulk, 0, bulk, new Ability.Change(3, null, Set.of()), Duration.TURN);
    GameState s = settled(p);
    var view = org.ponytable.engine.view.PlayerView.of(s, 1);
    assertThat(view.play().stream().filter(c -> c.id() == bulk).findFirst().orElseThrow().given())
        .containsExactly("Swift", "Competitive 2");
    assertThat(view.play().stream().filter(c -> c.id() == plain).findFirst().orElseThrow().given()).isEmpty();
  }

  @Test
  @DisplayName("203.3: \"also have the colors of each opposing character here\" follows those characters' current colors")
  void copiesColors() {
    Position p = base();
    int copier = p.play(0, "g-copier", Area.problem(1));
    int crystal = p.play(0, "g-crystal", Area.problem(1));
    int athome = p.play(0, "g-crystal", Area.home(0));
    p.play(1, "f-p2", Area.problem(1));
    p.play(1, "g-painter", Area.problem(1));
    GameState s = settled(p);
    assertThat(Stats.colors(s, s.inPlay(copier))).containsExactlyInAnyOrder(
        org.ponytable.engine.terms.CardColor.YELLOW, org.ponytable.engine.terms.CardColor.PURPLE,
        org.ponytable.engine.terms.CardColor.PINK);
    assertThat(Stats.colors(s, s.inPlay(crystal))).as("another Crystal Friend here").contains(
        org.ponytable.engine.terms.CardColor.PINK);
    assertThat(Stats.colors(s, s.inPlay(athome))).as("not here").containsExactly(
        org.ponytable.engine.terms.CardColor.YELLOW);
  }

  @Test
  @DisplayName("rulings.md, losing colors: opposing characters at its Problem have no color, even one given later (711)")
  void losesColors() {
    Position p = base();
    p.play(1, "g-bleacher", Area.problem(0));
    int there = p.play(0, "f-p2", Area.problem(0));
    int painter = p.play(0, "g-painter", Area.problem(0));
    int away = p.play(0, "f-p2", Area.home(0));
    GameState s = settled(p);
    assertThat(Stats.colors(s, s.inPlay(there))).as("printed purple lost").isEmpty();
    assertThat(Stats.colors(s, s.inPlay(painter))).as("its own later color can't be had").isEmpty();
    assertThat(Stats.colors(s, s.inPlay(away))).as("away from it").contains(org.ponytable.engine.terms.CardColor.PURPLE);
    assertThat(Stats.powerOfColor(s, 0, org.ponytable.engine.terms.CardColor.PURPLE)).as("205.1: only the home Friend's"
        + " 2 and the Mane Character's purple from Painter")
        .isEqualTo(2 + 1);
  }

  @Test
  @DisplayName("701.1, rulings.md: \"Your Troublemakers have ...\": each of them has the ability, after its own")
  void givesAbilities() {
    Position p = base();
    p.play(0, "g-poster", Area.home(0));
    int mine = p.play(0, "g-bleacher", Area.problem(1));
    int theirs = p.play(1, "g-bleacher", Area.problem(0));
    GameState s = p.build();
    assertThat(Abilities.of(s, s.inPlay(mine))).hasSize(2);
    assertThat(Abilities.of(s, s.inPlay(mine)).get(1)).isInstanceOf(Ability.Triggered.class);
    assertThat(Abilities.of(s, s.inPlay(theirs))).as("not the opponent's").hasSize(1);
    assertThatThrownBy(() -> new CardLoader().loadString("{\"id\": \"x\", \"type\": \"friend\", \"title\": \"X\","
        + " \"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"continuous\", \"abilities\": [{\"kind\":"
        + " \"continuous\", \"power\": 1}]}]}", "x.json")).hasMessageContaining("only triggered and activated");
  }

  @Test
  @DisplayName("The words of an effect that gives keywords, and of the Mane Character conditions, say what they do")
  void words() throws CardLoadException {
    var def = new CardLoader().loadString("""
        {"id": "w", "type": "event", "title": "W", "power": 1, "cost": 1, "effects": [{"do": "modify",
         "target": {"each": {"player": "you", "type": "character"}}, "power": 1, "keywords": ["swift", "supportive 2"],
         "until": "turn"}]}""", "w.json").get(0);
    assertThat(EffectWord.words(def.event().effects().get(0))).contains("+1 power and Swift and Supportive 2");
    assertThat(org.ponytable.engine.ability.Condition.Word.words(new org.ponytable.engine.ability.Condition.ManeBoosted(
        org.ponytable.engine.ability.Who.OPPONENT, true))).isEqualTo("an opponent's Mane Character is boosted");
    assertThat(org.ponytable.engine.ability.Condition.Word.words(new org.ponytable.engine.ability.Condition.ManeColor(
        org.ponytable.engine.ability.Who.YOU, org.ponytable.engine.terms.CardColor.BLUE)))
        .isEqualTo("your Mane Character is Loyalty");
  }

  @Test
  @DisplayName("702, 509: an attachment's \"That Friend is a Critter\" gives its host the trait, which Caretaker reads")
  void attachmentGivesTrait() {
    Position p = base();
    int host = p.play(0, "g-crystal", Area.problem(0));
    int suit = p.play(0, "g-bee-suit", Area.problem(0));
    p.update(suit, c -> c.withHost(host));
    int other = p.play(0, "g-crystal", Area.problem(0));
    GameState s = settled(p);
    assertThat(Stats.hasTrait(s, s.inPlay(host), "Critter")).isTrue();
    assertThat(Stats.hasTrait(s, s.inPlay(host), "Crystal")).as("its printed traits stay").isTrue();
    assertThat(Stats.hasTrait(s, s.inPlay(other), "Critter")).as("only its host").isFalse();
  }

  @Test
  @DisplayName("516.3, rulings.md: \"Cards in play have Unique\" makes two copies of one name break uniqueness")
  void uniqueForAll() {
    Position p = base();
    int a = p.play(0, "g-crystal", Area.home(0));
    p.play(0, "g-unique-all", Area.home(0));
    GameState s = p.build();
    assertThat(Stats.hasTrait(s, s.inPlay(a), "Unique")).isTrue();
    assertThat(Stats.hasTrait(s, s.inPlay(a), "Pegasus")).isFalse();
  }

  @Test
  @DisplayName("rulings.md, granted traits: what gets a trait is decided by printed traits, so grants never feed each other")
  void traitGrantsDontFeedEachOther() {
    Position p = base();
    int pegasus = p.play(0, "g-loop-b", Area.home(0));
    int plain = p.play(0, "g-loop-a", Area.home(0));
    int crystal = p.play(0, "g-crystal", Area.home(0));
    GameState s = p.build();
    assertThat(Stats.hasTrait(s, s.inPlay(pegasus), "Crystal")).as("printed Pegasus gets Crystal").isTrue();
    assertThat(Stats.hasTrait(s, s.inPlay(crystal), "Pegasus")).as("printed Crystal gets Pegasus").isTrue();
    assertThat(Stats.hasTrait(s, s.inPlay(plain), "Crystal")).as("neither printed: nothing").isFalse();
  }

  @Test
  @DisplayName("Teamwork can't be given (it shares printed abilities only), and a numbered keyword needs its number")
  void refusals() {
    String friend = "{\"id\": \"x\", \"type\": \"friend\", \"title\": \"X\", \"power\": 1, \"cost\": 1, \"abilities\": "
        + "[{\"kind\": \"continuous\", \"keywords\": [";
    assertThatThrownBy(() -> new CardLoader().loadString(friend + "\"teamwork\"]}]}", "x.json"))
        .hasMessageContaining("unknown keyword to give");
    assertThatThrownBy(() -> new CardLoader().loadString(friend + "\"supportive\"]}]}", "x.json"))
        .hasMessageContaining("takes a number from 1 to 99");
    assertThatThrownBy(() -> new CardLoader().loadString(friend + "\"swift 2\"]}]}", "x.json"))
        .hasMessageContaining("takes no number");
  }
}
