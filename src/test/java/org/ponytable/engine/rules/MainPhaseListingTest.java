package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.RandomGamesPropertyTest;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.KeywordValue;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.terms.CardType;

/**
 * What the Main Phase listing works out once per state (issue 12) answers exactly what the rules
 * answer when asked card by card, on the states of random games with the test cards (cost changes,
 * bans, "can't", cards used from the hand and discard pile among them).
 */
class MainPhaseListingTest {
  @Test
  @DisplayName("205.1, 609.2: once-per-state color power, costs, bans and pool flags equal the per-card answers")
  void listingShortcutsAnswerAsTheRules() throws Exception {
    int checked = 0;
    int withCostChanges = 0;
    int withPlacedCostChanges = 0;
    int withMoveChanges = 0;
    int withBans = 0;
    int withHandOrDiscardCards = 0;
    List<RandomGamesPropertyTest.Variant> variants = List.of(
        new RandomGamesPropertyTest.Variant("test cards", TestCards.POOL, TestCards::setup),
        RandomGamesPropertyTest.ABILITIES, RandomGamesPropertyTest.KEYWORDS, themeDecks(), costChanges());
    for (RandomGamesPropertyTest.Variant variant : variants) {
      for (long seed = 1; seed <= 4; seed++) {
        Random r = new Random(seed);
        GameState s = Engine.newGame(variant.pool(), variant.setup().apply(seed)).state();
        for (int step = 0; step < 1500 && !s.isOver(); step++) {
          int p = s.actor();
          if (p >= 0 && MainPhase.open(s, p)) {
            checkState(s, p);
            checked++;
            withCostChanges += PlayIndex.of(s).costChanges ? 1 : 0;
            withPlacedCostChanges += PlayIndex.held(s).stream().anyMatch(h -> h.ability() instanceof Ability.CostChange cc
                && cc.action() == Ability.CostAction.PLAY && (cc.toHere() || cc.on() != null)) ? 1 : 0;
            withMoveChanges += PlayIndex.held(s).stream().anyMatch(h -> h.ability() instanceof Ability.CostChange cc
                && cc.action() == Ability.CostAction.MOVE) ? 1 : 0;
            withBans += PlayIndex.held(s).stream().anyMatch(h -> h.ability() instanceof Ability.PlayBan) ? 1 : 0;
            withHandOrDiscardCards += PoolIndex.of(s).any != 0 ? 1 : 0;
          }
          if (step % 100 == 0) {
            checkPool(s);
          }
          List<Action> options = Engine.legalActions(s).stream().filter(a -> !(a instanceof Action.Concede)).toList();
          s = Engine.apply(s, options.get(r.nextInt(options.size()))).state();
        }
      }
    }
    assertThat(checked).as("Main Phase states seen").isGreaterThan(300);
    assertThat(withCostChanges).as("states with a cost change or ban in play").isPositive();
    assertThat(withPlacedCostChanges).as("states with a cost change for playing 'here' or 'on' a card").isPositive();
    assertThat(withMoveChanges).as("states with a cost change for moving").isPositive();
    assertThat(withBans).as("states with a ban on playing or moving").isPositive();
    assertThat(withHandOrDiscardCards).as("states of games with cards acting from a hand or discard pile").isPositive();
  }

  /** Decks full of cost changes and bans for playing and moving (AbilityCards' rule-test cards and two more). */
  private static RandomGamesPropertyTest.Variant costChanges() {
    CardPool pool = org.ponytable.engine.AbilityCards.POOL.with(List.of(
        CardDef.builder("t-no-moving-here", CardType.FRIEND, "Gatekeeper").cost(1).power(1).colors(CardColor.YELLOW)
            .abilities(new Ability.PlayBan(null, Filter.of(org.ponytable.engine.ability.Who.OPPONENT, CardType.FRIEND), true)).build(),
        CardDef.builder("t-no-playing-here", CardType.FRIEND, "Bouncer").cost(1).power(1).colors(CardColor.PURPLE)
            .abilities(new Ability.PlayBan(null, Filter.of(org.ponytable.engine.ability.Who.OPPONENT, CardType.FRIEND), false, false)).build()));
    List<String> sun = List.of("ab-toll", "ab-tailwind", "t-no-moving-here", "ab-patron", "f-y2", "f-yo", "f-o2", "tm-2");
    List<String> star = List.of("ab-toll", "ab-tailwind", "t-no-playing-here", "f-p2", "f-b3", "f-pb", "tm-4");
    return new RandomGamesPropertyTest.Variant("cost changes", pool, seed -> new GameSetup(List.of(
        new GameSetup.Seat("Ann", TestCards.deck("mane-sun", sun, List.of("pr-y", "pr-yo", "pr-any"))),
        new GameSetup.Seat("Bo", TestCards.deck("mane-star", star, List.of("pr-p", "pr-any")))), seed, -1));
  }

  /** Two real theme decks (cost changes, bans and Events of other timings among their cards). */
  private static RandomGamesPropertyTest.Variant themeDecks() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    List<DeckList> decks = new DeckLoader(pool).loadDirectory(Path.of("cards", CardLoader.DECKS_FOLDER)).stream()
        .filter(d -> d.name().contains("Theme")).toList();
    DeckList a = decks.get(0);
    DeckList b = decks.get(1);
    return new RandomGamesPropertyTest.Variant("theme decks", pool,
        seed -> new GameSetup(List.of(new GameSetup.Seat(a.name(), a), new GameSetup.Seat(b.name(), b)), seed, -1));
  }

  private static void checkState(GameState s, int p) {
    ColorPowers powers = new ColorPowers(s, p);
    for (CardColor color : CardColor.values()) {
      assertThat(powers.of(color)).as("205.1: %s power", color).isEqualTo(Stats.powerOfColor(s, p, color));
    }
    Costs.Listing costs = new Costs.Listing(s, p);
    List<Area> areas = MainPhase.destinations(s, p);
    for (int card : s.player(p).hand()) {
      for (Area a : areas) {
        assertThat(costs.play(card, a, -1)).as("609.2a: cost of %d to %s", card, a).isEqualTo(Costs.play(s, p, card, a, -1));
        assertThat(costs.banned(card, a)).as("104.2: ban of %d at %s", card, a).isEqualTo(Costs.banned(s, p, card, a));
      }
      assertThat(costs.banned(card, null)).isEqualTo(Costs.banned(s, p, card, null));
      assertThat(costs.play(card, null, -1)).isEqualTo(Costs.play(s, p, card, null, -1));
      for (InPlay host : s.play()) {
        assertThat(costs.play(card, host.area(), host.id())).as("509.1: cost of %d on %d", card, host.id())
            .isEqualTo(Costs.play(s, p, card, host.area(), host.id()));
      }
    }
    List<Area> expected = new java.util.ArrayList<>(List.of(Area.home(p)));
    for (int owner = 0; owner < s.players().size(); owner++) {
      if (s.problemAt(owner) >= 0) {
        expected.add(Area.problem(owner));
      }
    }
    assertThat(areas).as("506.2: where %d's characters may go", p).isEqualTo(expected);
    boolean mayCantMove = Abilities.mayCantMove(s);
    for (InPlay c : s.play()) {
      if (!mayCantMove) {
        assertThat(Abilities.cantMove(s, c, p)).as("104.2: nothing says %d can't be moved", c.id()).isFalse();
      }
      if (c.controller() != p || !s.isCharacter(c)) {
        continue;
      }
      for (Area a : areas) {
        assertThat(costs.move(c, a)).as("609.2b: moving %d to %s", c.id(), a).isEqualTo(Costs.move(s, c, a));
        for (int tokens = 0; tokens <= 3; tokens++) {
          assertThat(costs.affordsMove(c, a, tokens)).as("609.2b: %d tokens move %d to %s", tokens, c.id(), a)
              .isEqualTo(tokens >= Costs.move(s, c, a));
        }
        assertThat(costs.movedHereBanned(c, a)).isEqualTo(Costs.movedHereBanned(s, p, c, a));
      }
    }
  }

  @Test
  @DisplayName("509.4, 702, 201: what a face works out once (host description, keywords, traits) is what a walk of its lists finds")
  void faceAnswersAsItsLists() throws Exception {
    CardPool real = new CardLoader().loadDirectory(Path.of("cards"));
    int faces = 0;
    int hosts = 0;
    for (CardPool pool : List.of(real, TestCards.POOL)) {
      for (CardDef def : pool.all()) {
        for (Face f : def.boosted() == null ? List.of(def.face()) : List.of(def.face(), def.boosted())) {
          faces++;
          Filter host = null;
          for (Ability a : f.abilities()) {
            if (a instanceof Ability.Host h) {
              host = h.host();
              break;
            }
          }
          hosts += host != null ? 1 : 0;
          assertThat(f.hostDescription()).as("509.4: host description of %s", def.id()).isEqualTo(host);
          for (Keyword k : Keyword.values()) {
            boolean has = f.keywords().stream().anyMatch(v -> v.keyword() == k);
            int value = f.keywords().stream().filter(v -> v.keyword() == k).mapToInt(KeywordValue::value).findFirst().orElse(0);
            assertThat(f.has(k)).as("%s has %s", def.id(), k).isEqualTo(has);
            assertThat(f.keywordValue(k)).as("%s's %s", def.id(), k).isEqualTo(value);
          }
          List<String> asked = new java.util.ArrayList<>(List.of("Unique", "Epic", "unique", "EPIC", "Crystal", "", "Earth Pony"));
          for (String t : f.traits()) {
            asked.add(t);
            asked.add(t.toUpperCase(java.util.Locale.ROOT));
            asked.add(t + "s");
          }
          for (String t : asked) {
            assertThat(f.hasTrait(t)).as("%s's trait %s", def.id(), t)
                .isEqualTo(f.traits().stream().anyMatch(x -> x.equalsIgnoreCase(t)));
          }
        }
      }
    }
    assertThat(faces).isGreaterThan(1000);
    assertThat(hosts).as("faces with a host description").isPositive();
  }

  /** PoolIndex's flags are what a scan of each card's printed abilities finds. */
  private static void checkPool(GameState s) {
    PoolIndex pool = PoolIndex.of(s);
    for (int id = 0; id < s.cards().size(); id++) {
      CardDef def = s.def(id);
      boolean hand = false;
      boolean discard = false;
      boolean playsFromDiscard = false;
      for (Ability a : def.face().abilities()) {
        if (a instanceof Ability.Activated act && def.boosted() == null) {
          hand |= Activation.fromHand(act);
          discard |= Activation.fromDiscard(act);
        }
        playsFromDiscard |= a instanceof Ability.PlayFromDiscard pf && pf.cards() == null;
      }
      assertThat(pool.has(id, PoolIndex.FROM_HAND)).as("409.5: card %d used from the hand", id).isEqualTo(hand);
      assertThat(pool.has(id, PoolIndex.FROM_DISCARD)).as("409.5: card %d used from the discard pile", id).isEqualTo(discard);
      assertThat(pool.has(id, PoolIndex.PLAYS_FROM_DISCARD)).as("404: card %d played from the discard pile", id).isEqualTo(playsFromDiscard);
      assertThat(pool.has(id, PoolIndex.TIMED_EVENT)).as("512.3: card %d an Event of another timing", id)
          .isEqualTo(def.type() == CardType.EVENT && def.event().timing() != Timing.MAIN_PHASE);
    }
  }
}
