package org.ponytable.engine;

import static org.ponytable.engine.terms.CardColor.BLUE;
import static org.ponytable.engine.terms.CardColor.PURPLE;
import static org.ponytable.engine.terms.CardColor.YELLOW;

import java.util.List;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.EventText;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Reaction;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.terms.Step;

/**
 * Made-up cards with abilities, one per word of the ability language the tests need, built in
 * code. Added to TestCards' pool.
 */
public final class AbilityCards {
  private AbilityCards() {}

  public static final Target THIS = new Target.This();
  public static final Target IT = new Target.It();

  public static Trigger onCard(Trigger.Kind kind, Filter subject) {
    return new Trigger(kind, subject, Who.YOU, null);
  }

  public static Trigger onPlayer(Trigger.Kind kind, Who who) {
    return new Trigger(kind, null, who, null);
  }

  public static Ability.Triggered when(Trigger t, Effect... effects) {
    return new Ability.Triggered(t, null, false, List.of(effects));
  }

  public static Ability.Activated activated(Timing timing, List<Cost> costs, Effect... effects) {
    return new Ability.Activated(timing, costs, List.of(effects));
  }

  public static Ability.Change plus(int n) {
    return new Ability.Change(n, null, Set.of());
  }

  public static Effect.Modify modify(Target t, Ability.Change c, Duration d) {
    return new Effect.Modify(t, c, d);
  }

  public static Effect.Apply apply(Effect.Verb v, Target t) {
    return new Effect.Apply(v, t);
  }

  public static Target choose(Filter f) {
    return new Target.Choose(f, 1);
  }

  public static Target each(Filter f) {
    return new Target.Each(f);
  }

  static CardDef friend(String id, int power, CardColor color, Ability... abilities) {
    return CardDef.builder(id, CardType.FRIEND, id).cost(1).power(power).colors(color).abilities(abilities).build();
  }

  /** 512.4: a Reaction to a condition, optionally only in one phase (512.4b). */
  public static Reaction reactTo(Trigger condition, Phase during) {
    return new Reaction(condition, during);
  }

  static CardDef reactionEvent(String id, int cost, Reaction r, Effect... effects) {
    return CardDef.builder(id, CardType.EVENT, id).cost(cost)
        .event(new EventText(Timing.REACTION, List.of(effects), r)).build();
  }

  static CardDef event(String id, int cost, Timing timing, Effect... effects) {
    return CardDef.builder(id, CardType.EVENT, id).cost(cost).event(new EventText(timing, List.of(effects))).build();
  }

  static final Filter YOUR_FRIENDS = Filter.of(Who.YOU, CardType.FRIEND);
  static final Filter OPPONENT_FRIENDS = Filter.of(Who.OPPONENT, CardType.FRIEND);
  static final Filter YOUR_CHARACTERS = Filter.of(Who.YOU, CardType.FRIEND, CardType.MANE_CHARACTER);

  public static final List<CardDef> DEFS = List.of(
      // Triggers (704), one per kind.
      friend("ab-greeter", 1, YELLOW, when(onCard(Trigger.Kind.ENTERS_PLAY, Filter.THIS), new Effect.Draw(1, Who.YOU))),
      friend("ab-may", 1, YELLOW, new Ability.Triggered(onCard(Trigger.Kind.ENTERS_PLAY, Filter.THIS), null, true,
          List.of(new Effect.Draw(2, Who.YOU)))),
      friend("ab-mover", 1, YELLOW, when(onCard(Trigger.Kind.MOVED, Filter.THIS), new Effect.GainTokens(1, Who.YOU))),
      friend("ab-watcher", 1, PURPLE, when(onCard(Trigger.Kind.UNCOVERED, Filter.of(Who.ANYONE, CardType.TROUBLEMAKER)),
          new Effect.GainTokens(1, Who.YOU))),
      friend("ab-scared", 1, YELLOW, when(onCard(Trigger.Kind.FRIGHTENED, Filter.THIS), new Effect.Draw(1, Who.YOU))),
      friend("ab-farewell", 1, PURPLE, when(onCard(Trigger.Kind.LEAVES_PLAY, Filter.THIS), new Effect.Score(1))),
      friend("ab-cheer", 2, YELLOW, when(new Trigger(Trigger.Kind.FACEOFF_STARTS, Filter.THIS, Who.ANYONE, null),
          modify(THIS, plus(2), Duration.FACEOFF))),
      friend("ab-ender", 1, YELLOW, when(new Trigger(Trigger.Kind.FACEOFF_ENDS, Filter.THIS, Who.ANYONE, null),
          new Effect.GainTokens(1, Who.YOU))),
      friend("ab-victor", 1, YELLOW, when(onPlayer(Trigger.Kind.WIN_FACEOFF, Who.YOU), new Effect.GainTokens(1, Who.YOU))),
      friend("ab-loser", 1, PURPLE, when(onPlayer(Trigger.Kind.LOSE_FACEOFF, Who.YOU), new Effect.Draw(1, Who.YOU))),
      friend("ab-confront", 1, YELLOW, when(onPlayer(Trigger.Kind.CONFRONT, Who.YOU), new Effect.Score(1))),
      friend("ab-morning", 1, YELLOW, when(new Trigger(Trigger.Kind.PHASE_STARTS, null, Who.YOU, Phase.MAIN),
          new Effect.GainTokens(1, Who.YOU))),
      friend("ab-night", 1, PURPLE, when(onPlayer(Trigger.Kind.END_OF_TURN, Who.ANYONE), new Effect.Draw(1, Who.YOU))),
      friend("ab-spy", 1, PURPLE, when(onCard(Trigger.Kind.ENTERS_PLAY, OPPONENT_FRIENDS), new Effect.Draw(1, Who.YOU))),
      friend("ab-homebody", 1, YELLOW, when(onCard(Trigger.Kind.ENTERS_PLAY, Filter.THIS),
          new Effect.Move(THIS, Effect.Destination.HOME))),
      friend("ab-coach", 1, YELLOW, when(onCard(Trigger.Kind.MOVED, YOUR_FRIENDS), new Effect.GainTokens(1, Who.YOU))),
      friend("ab-rich", 1, YELLOW, new Ability.Triggered(onCard(Trigger.Kind.ENTERS_PLAY, Filter.THIS),
          new Condition.Count(YOUR_FRIENDS, 3), false, List.of(new Effect.Score(1)))),
      // Activated abilities (703) under each timing (512), with each cost.
      friend("ab-pump", 1, YELLOW, activated(Timing.MAIN_PHASE, List.of(new Cost.ExhaustThis()),
          modify(choose(YOUR_FRIENDS), plus(2), Duration.TURN))),
      friend("ab-shrink", 1, YELLOW, activated(Timing.MAIN_PHASE, List.of(new Cost.Tokens(1)),
          modify(choose(Filter.of(Who.ANYONE, CardType.FRIEND)), new Ability.Change(0, 0, Set.of()), Duration.TURN))),
      friend("ab-tap", 1, YELLOW, activated(Timing.FACEOFF, List.of(new Cost.Tokens(1)),
          modify(THIS, plus(1), Duration.FACEOFF))),
      friend("ab-tm", 1, PURPLE, activated(Timing.TROUBLEMAKER_FACEOFF, List.of(new Cost.ExhaustThis()),
          modify(THIS, plus(3), Duration.FACEOFF))),
      friend("ab-pm", 1, PURPLE, activated(Timing.PROBLEM_FACEOFF, List.of(new Cost.ExhaustThis()),
          modify(THIS, plus(3), Duration.FACEOFF))),
      friend("ab-sac", 1, YELLOW, activated(Timing.ANY_PHASE, List.of(new Cost.Retire(YOUR_FRIENDS.others())),
          new Effect.GainTokens(2, Who.YOU))),
      friend("ab-study", 1, PURPLE, activated(Timing.MAIN_PHASE, List.of(new Cost.Discard(), new Cost.Tokens(1)),
          new Effect.Draw(2, Who.YOU))),
      friend("ab-relic", 1, PURPLE, activated(Timing.MAIN_PHASE,
          List.of(new Cost.Banish(Filter.of(Who.ANYONE, CardType.FRIEND).withColor(YELLOW), true)),
          new Effect.GainTokens(1, Who.YOU))),
      friend("ab-offer", 1, PURPLE, activated(Timing.MAIN_PHASE, List.of(new Cost.Banish(YOUR_FRIENDS.others(), false)),
          new Effect.Draw(1, Who.YOU))),
      // Continuous abilities (702).
      CardDef.builder("ab-leader", CardType.FRIEND, "ab-leader").cost(1).power(1).colors(YELLOW).abilities(
          new Ability.Continuous(null, YOUR_FRIENDS.others().at(Filter.Place.HERE),
              new Ability.Change(1, null, Set.of(BLUE)), Set.of())).build(),
      friend("ab-eager", 1, YELLOW, new Ability.Continuous(new Condition.YourTurn(true), Filter.THIS, plus(2), Set.of())),
      friend("ab-guard", 1, YELLOW, new Ability.Continuous(null, YOUR_FRIENDS.at(Filter.Place.HERE), Ability.Change.NONE,
          Set.of(Ability.Restriction.BE_FRIGHTENED, Ability.Restriction.BE_MOVED))),
      CardDef.builder("ab-villain", CardType.TROUBLEMAKER, "ab-villain").power(1).points(1).keywords(Keyword.VILLAIN)
          .build(),
      // Events (304) with their timings.
      event("ev-boost", 1, Timing.FACEOFF, modify(choose(YOUR_CHARACTERS), plus(2), Duration.FACEOFF)),
      event("ev-scatter", 1, Timing.MAIN_PHASE,
          apply(Effect.Verb.SEND_HOME, each(OPPONENT_FRIENDS.at(Filter.Place.PROBLEM)))),
      event("ev-banish", 1, Timing.MAIN_PHASE, apply(Effect.Verb.DISMISS, choose(OPPONENT_FRIENDS.withMaxPower(2)))),
      event("ev-refresh", 0, Timing.ANY_PHASE, apply(Effect.Verb.READY, each(YOUR_CHARACTERS))),
      event("ev-tire", 0, Timing.MAIN_PHASE, apply(Effect.Verb.EXHAUST, each(OPPONENT_FRIENDS))),
      event("ev-scare", 0, Timing.MAIN_PHASE, apply(Effect.Verb.FRIGHTEN, choose(OPPONENT_FRIENDS))),
      event("ev-rally", 0, Timing.MAIN_PHASE, apply(Effect.Verb.UNFRIGHTEN,
          each(YOUR_FRIENDS.withStatus(Filter.Status.FRIGHTENED)))),
      event("ev-recall", 0, Timing.MAIN_PHASE, apply(Effect.Verb.RETIRE, choose(Filter.of(Who.ANYONE, CardType.FRIEND)))),
      event("ev-gather", 0, Timing.MAIN_PHASE, new Effect.Move(choose(YOUR_FRIENDS), Effect.Destination.HOME)),
      event("ev-tax", 0, Timing.MAIN_PHASE, new Effect.Discard(1, Who.OPPONENT), new Effect.Score(1),
          new Effect.GainTokens(1, Who.ANYONE)),
      event("ev-paint", 0, Timing.MAIN_PHASE, modify(choose(YOUR_CHARACTERS),
          new Ability.Change(0, null, Set.of(PURPLE)), Duration.TURN)),
      // Reactions (512.4b-d).
      reactionEvent("ev-trip", 0, reactTo(onCard(Trigger.Kind.MOVED, Filter.of(Who.ANYONE, CardType.FRIEND)), null),
          modify(IT, plus(1), Duration.TURN)),
      reactionEvent("ev-cheer-up", 0, reactTo(onPlayer(Trigger.Kind.CONFRONT, Who.OPPONENT), null),
          new Effect.GainTokens(1, Who.YOU)),
      friend("ab-sentry", 1, PURPLE, new Ability.Activated(Timing.REACTION, List.of(),
          List.of(modify(IT, plus(-1), Duration.TURN)), reactTo(onCard(Trigger.Kind.MOVED, OPPONENT_FRIENDS), null))),
      // Replacement (710), banish (409.5), boost (301.2), counters (519), search (518), control (513).
      friend("ab-sturdy", 1, YELLOW, new Ability.Replacement(Ability.Occurrence.DISMISSED, Filter.THIS, null,
          List.of(apply(Effect.Verb.EXHAUST, THIS), apply(Effect.Verb.SEND_HOME, IT)))),
      friend("ab-nodraw", 1, PURPLE, new Ability.Replacement(Ability.Occurrence.DRAW, null, Who.YOU,
          List.of(new Effect.GainTokens(2, Who.YOU)))),
      event("ev-exile", 0, Timing.MAIN_PHASE, apply(Effect.Verb.BANISH, choose(Filter.of(Who.ANYONE, CardType.FRIEND)))),
      event("ev-unmask", 0, Timing.MAIN_PHASE, apply(Effect.Verb.DISMISS,
          choose(Filter.of(Who.OPPONENT, CardType.TROUBLEMAKER).withStatus(Filter.Status.FACE_DOWN)))),
      event("ev-chase", 0, Timing.MAIN_PHASE, apply(Effect.Verb.DISMISS, choose(Filter.of(Who.OPPONENT, CardType.TROUBLEMAKER)))),
      friend("ab-booster", 1, YELLOW, new Ability.Triggered(onCard(Trigger.Kind.ENTERS_PLAY, Filter.THIS),
          new Condition.Count(YOUR_FRIENDS, 2), false,
          List.of(apply(Effect.Verb.BOOST, each(Filter.of(Who.YOU, CardType.MANE_CHARACTER)))))),
      event("ev-mark", 0, Timing.MAIN_PHASE, new Effect.Counters(each(YOUR_FRIENDS), "Harmony", 2, true)),
      event("ev-seek", 0, Timing.MAIN_PHASE, new Effect.Search(Filter.of(Who.ANYONE, CardType.FRIEND).withColor(PURPLE))),
      event("ev-peek", 0, Timing.ANY_PHASE, new Effect.LookAtTop(3)),
      event("ev-charm", 0, Timing.MAIN_PHASE, apply(Effect.Verb.TAKE_CONTROL, choose(OPPONENT_FRIENDS))),
      // Attachments: played on a Friend of yours (305.1b, 509.2), reattached for a token (509.5).
      CardDef.builder("rs-saddle", CardType.RESOURCE, "rs-saddle").cost(1).power(0).abilities(
          new Ability.Host(YOUR_FRIENDS),
          activated(Timing.MAIN_PHASE, List.of(new Cost.Tokens(1)), new Effect.Attach(choose(YOUR_FRIENDS)))).build(),
      // Several replacements of one occurrence (710.5): the brave one's replacement can itself be replaced.
      friend("ab-brave", 1, YELLOW, new Ability.Replacement(Ability.Occurrence.FRIGHTENED, Filter.THIS, null,
          List.of(new Effect.GainTokens(1, Who.YOU), apply(Effect.Verb.FRIGHTEN, THIS)))),
      friend("ab-shield", 1, YELLOW, new Ability.Replacement(Ability.Occurrence.FRIGHTENED, YOUR_FRIENDS, null,
          List.of(new Effect.Score(1)))),
      event("ev-dread", 0, Timing.MAIN_PHASE, apply(Effect.Verb.FRIGHTEN, each(OPPONENT_FRIENDS))),
      // A second draw replacement in ab-nodraw's deck, so random games meet the choice at draws.
      friend("ab-padding", 1, PURPLE, new Ability.Replacement(Ability.Occurrence.DRAW, null, Who.YOU,
          List.of(new Effect.GainTokens(1, Who.YOU)))),
      // Control for a while (513.2, 708.2).
      event("ev-borrow", 0, Timing.MAIN_PHASE,
          new Effect.Apply(Effect.Verb.TAKE_CONTROL, choose(OPPONENT_FRIENDS), Duration.TURN)),
      event("ev-borrow-faceoff", 0, Timing.FACEOFF,
          new Effect.Apply(Effect.Verb.TAKE_CONTROL, choose(OPPONENT_FRIENDS), Duration.FACEOFF)),
      // Triggered modifiers (708.4): each time this turn, and the next time in this faceoff.
      event("ev-parade", 0, Timing.MAIN_PHASE, new Effect.Whenever(onCard(Trigger.Kind.MOVED, YOUR_FRIENDS), null,
          Duration.TURN, false, List.of(new Effect.GainTokens(1, Who.YOU)))),
      event("ev-second-wind", 0, Timing.FACEOFF, new Effect.Whenever(new Trigger(Trigger.Kind.WIN_FACEOFF, null,
          Who.YOU, null), null, Duration.FACEOFF, true, List.of(new Effect.Draw(1, Who.YOU)))));

  /** Cards only rule tests use, kept out of the random games' decks. */
  public static final List<CardDef> EXTRAS = List.of(
      // 508, 609.2: cost changes.
      friend("ab-patron", 1, YELLOW, new Ability.CostChange(null, Ability.CostAction.PLAY,
          Filter.of(Who.YOU, CardType.FRIEND), -1)),
      friend("ab-toll", 1, PURPLE, new Ability.CostChange(null, Ability.CostAction.MOVE,
          Filter.of(Who.OPPONENT, CardType.FRIEND, CardType.MANE_CHARACTER), 1)),
      friend("ab-tailwind", 1, YELLOW, new Ability.CostChange(null, Ability.CostAction.MOVE,
          Filter.of(Who.YOU, CardType.FRIEND), -3)),
      friend("ab-library", 1, YELLOW, new Ability.CostChange(new Condition.YourTurn(true), Ability.CostAction.DRAW,
          Filter.ANY.withPlayer(Who.YOU), -1)),
      // 708.4: the next time one of your Friends is moved this turn, draw a card.
      event("ev-next-move", 0, Timing.MAIN_PHASE, new Effect.Whenever(onCard(Trigger.Kind.MOVED, YOUR_FRIENDS), null,
          Duration.TURN, true, List.of(new Effect.Draw(1, Who.YOU)))),
      // 708.4 on a card in play: this turn, whenever this card is moved, gain 2 action tokens.
      friend("ab-dancer", 1, YELLOW, activated(Timing.MAIN_PHASE, List.of(new Cost.Tokens(1)),
          new Effect.Whenever(onCard(Trigger.Kind.MOVED, Filter.THIS), null, Duration.TURN, false,
              List.of(new Effect.GainTokens(2, Who.YOU))))),
      reactionEvent("ev-late", 0, reactTo(onCard(Trigger.Kind.MOVED, Filter.ANY), Phase.TROUBLEMAKER),
          new Effect.Draw(1, Who.YOU)),
      // 512.4b with a step: the same condition limited to the Troublemaker Phase or to its Uncover Step.
      event("ev-spook", 0, Timing.ANY_PHASE, apply(Effect.Verb.FRIGHTEN, choose(OPPONENT_FRIENDS))),
      reactionEvent("ev-in-phase", 0, reactTo(onCard(Trigger.Kind.FRIGHTENED, YOUR_FRIENDS), Phase.TROUBLEMAKER),
          new Effect.Draw(1, Who.YOU)),
      reactionEvent("ev-in-step", 0, new Reaction(onCard(Trigger.Kind.FRIGHTENED, YOUR_FRIENDS), Step.UNCOVER),
          new Effect.Draw(1, Who.YOU)),
      // 802: a loop of mandatory triggers: each move of another Friend of yours moves it twice.
      friend("ab-pingpong", 1, YELLOW,
          when(onCard(Trigger.Kind.MOVED, YOUR_FRIENDS.others()), new Effect.Move(IT, Effect.Destination.HERE)),
          when(onCard(Trigger.Kind.MOVED, YOUR_FRIENDS.others()), new Effect.Move(IT, Effect.Destination.HOME))),
      // Control for good over any Friend (513.2); frightening any Friend.
      event("ev-keep", 0, Timing.MAIN_PHASE, apply(Effect.Verb.TAKE_CONTROL, choose(Filter.of(Who.ANYONE, CardType.FRIEND)))),
      event("ev-hush", 0, Timing.MAIN_PHASE, apply(Effect.Verb.FRIGHTEN, choose(Filter.of(Who.ANYONE, CardType.FRIEND)))),
      // Counters (519) and a condition on them (519.2).
      friend("ab-collector", 1, YELLOW, new Ability.Continuous(new Condition.Counters("Harmony", 2), Filter.THIS,
          plus(3), Set.of())),
      event("ev-unmark", 0, Timing.MAIN_PHASE, new Effect.Counters(choose(YOUR_FRIENDS), "Harmony", 1, false)),
      // 519.1: each Friend with a Harmony counter is readied.
      event("ev-harmony-call", 0, Timing.MAIN_PHASE, apply(Effect.Verb.READY,
          each(Filter.of(Who.ANYONE, CardType.FRIEND).withCounter("Harmony")))));

  /** These cards on a table: turn 3, Player 1's Main Phase, both Mane Characters and Problems. */
  public static Position mainPhaseTable() {
    Position p = new Position(POOL).turn(3, 0).stage(org.ponytable.engine.state.Stage.MAIN_PHASE_START);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-y");
    p.problem(1, "pr-p");
    return p;
  }

  public static final CardPool POOL = TestCards.POOL.with(DEFS).with(EXTRAS);
}
