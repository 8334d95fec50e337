package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.EventText;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Reaction;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;

/**
 * 511.5a: the player who most recently had priority processes all their waiting triggered
 * effects first, whichever way the action caused them and however late in the same work they
 * were created; 511.5a.i: as a window opens, the turn player does.
 */
class PrePriorityOrderTest {
  private static final Filter ANY_FRIEND = Filter.of(Who.ANYONE, CardType.FRIEND);
  private static final Filter OPPONENT_FRIENDS = Filter.of(Who.OPPONENT, CardType.FRIEND);
  private static final Effect FRIGHTEN_IT = new Effect.Apply(Effect.Verb.FRIGHTEN, new Target.It());
  private static final Effect FRIGHTEN_OPPONENTS =
      new Effect.Apply(Effect.Verb.FRIGHTEN, new Target.Each(OPPONENT_FRIENDS));
  private static final Reaction OPPONENT_MOVED =
      new Reaction(new Trigger(Trigger.Kind.MOVED, OPPONENT_FRIENDS, Who.YOU, null), (org.ponytable.engine.terms.Phase) null);
  private static final Effect GAIN = new Effect.GainTokens(1, Who.YOU);

  private static CardDef friend(String id, Ability... abilities) {
    return CardDef.builder(id, CardType.FRIEND, id).cost(1).power(1).colors(CardColor.YELLOW).abilities(abilities)
        .build();
  }

  private static CardDef event(String id, EventText text) {
    return CardDef.builder(id, CardType.EVENT, id).cost(0).event(text).build();
  }

  private static Ability.Triggered when(Trigger.Kind kind, Filter subject, Effect... effects) {
    return new Ability.Triggered(new Trigger(kind, subject, Who.YOU, null), null, false, List.of(effects));
  }

  private static final CardPool POOL = AbilityTable.POOL.with(List.of(
      // Each player's witness (a Resource, so never frightened itself): a Friend being frightened
      // gives its controller a token.
      CardDef.builder("o-witness", CardType.RESOURCE, "o-witness").cost(1).power(0)
          .abilities(when(Trigger.Kind.FRIGHTENED, ANY_FRIEND, GAIN)).build(),
      // Each player's faceoff watcher: any faceoff starting gives its controller a token.
      friend("o-faceoff-watch", when(Trigger.Kind.FACEOFF_STARTS, null, GAIN)),
      // Frightened, it starts a faceoff of its own (514.2c).
      friend("o-brave", when(Trigger.Kind.FRIGHTENED, Filter.THIS, new Effect.StartFaceoff(List.of(Filter.THIS), null,
          List.of(new Effect.Score(1)), List.of()))),
      // Frightened, it frightens the other player's Friends: triggers of a triggered effect (511.5b).
      friend("o-spiteful", when(Trigger.Kind.FRIGHTENED, Filter.THIS, FRIGHTEN_OPPONENTS)),
      friend("o-scarer", new Ability.Activated(Timing.MAIN_PHASE, List.of(new Cost.Tokens(1)), List.of(FRIGHTEN_OPPONENTS))),
      friend("o-sentry", new Ability.Activated(Timing.REACTION, List.of(), List.of(FRIGHTEN_IT), OPPONENT_MOVED)),
      // Goes on a Friend of yours; leaving play, any card lets each farewell's controller gain a token.
      CardDef.builder("o-saddle", CardType.RESOURCE, "o-saddle").cost(1).power(0)
          .abilities(new Ability.Host(Filter.of(Who.YOU, CardType.FRIEND))).build(),
      friend("o-farewell", when(Trigger.Kind.LEAVES_PLAY, Filter.of(Who.ANYONE, CardType.RESOURCE), GAIN)),
      event("o-spook", new EventText(Timing.MAIN_PHASE, List.of(FRIGHTEN_OPPONENTS))),
      event("o-jump", new EventText(Timing.REACTION, List.of(FRIGHTEN_IT), OPPONENT_MOVED))));

  /** Turn 3, player 0's Main Phase: each player has a witness, player 0 a Friend that can be moved. */
  private static Position table() {
    Position p = AbilityTable.base(POOL).tokens(0, 6).tokens(1, 6);
    p.play(0, "o-witness", Area.home(0));
    p.play(1, "o-witness", Area.home(1));
    return p;
  }

  /** The controllers of the triggered effects begun, in order, after the first {@code skip} events. */
  private static List<Integer> triggeredControllers(Game g, int skip, int... sources) {
    List<Integer> out = new ArrayList<>();
    for (GameEvent e : g.events.subList(skip, g.events.size())) {
      if (e instanceof GameEvent.EffectStarted st) {
        for (int s : sources) {
          if (st.source() == s) {
            out.add(st.controller());
          }
        }
      }
    }
    return out;
  }

  /**
   * Player 1 acted earlier in this window, so a stale "player 1 first" is left in the state, as
   * a Reaction of theirs leaves it; the turn player's next action must replace it.
   */
  private static Game afterOpponentActed(Position p) {
    Game g = Game.start(p);
    g.s = g.s.withAbilities(g.s.abilities().withOrderFirst(1));
    return g;
  }

  @Test
  @DisplayName("511.5a: a Main Phase Event frightening a Friend: its player, who had priority last, processes theirs first")
  void mainPhaseEvent() {
    Position p = table();
    p.play(1, "f-p1", Area.home(1));
    int spook = p.hand(0, "o-spook");
    int[] witnesses = witnesses(p);
    Game g = afterOpponentActed(p);
    int mark = g.events.size();
    g.act(new Action.PlayCard(0, spook, null));
    assertThat(triggeredControllers(g, mark, witnesses)).containsExactly(0, 1);
  }

  @Test
  @DisplayName("511.5a: an activated ability of the turn player: the turn player, who had priority last, first")
  void activatedAbility() {
    Position p = table();
    p.play(1, "f-p1", Area.home(1));
    int scarer = p.play(0, "o-scarer", Area.home(0));
    int[] witnesses = witnesses(p);
    Game g = afterOpponentActed(p);
    int mark = g.events.size();
    g.act(new Action.Activate(0, scarer, 0, -1));
    assertThat(triggeredControllers(g, mark, witnesses)).containsExactly(0, 1);
  }

  @Test
  @DisplayName("511.5a: a Reaction Event of the non-turn player frightens a Friend: the reacting player's effects first")
  void reactionEvent() {
    Position p = table();
    int walker = p.play(0, "f-y1", Area.home(0));
    int jump = p.hand(1, "o-jump");
    int[] witnesses = witnesses(p);
    Game g = Game.start(p).act(new Action.Move(0, walker, Area.problem(0)));
    int mark = g.events.size();
    g.act(new Action.PlayCard(1, jump, null));
    assertThat(g.s.inPlay(walker).frightened()).isTrue();
    assertThat(triggeredControllers(g, mark, witnesses)).containsExactly(1, 0);
  }

  @Test
  @DisplayName("511.5a: a reaction (an activated ability) of the non-turn player: the reacting player's effects first")
  void reactionAbility() {
    Position p = table();
    int walker = p.play(0, "f-y1", Area.home(0));
    int sentry = p.play(1, "o-sentry", Area.home(1));
    int[] witnesses = witnesses(p);
    Game g = Game.start(p).act(new Action.Move(0, walker, Area.problem(0)));
    int mark = g.events.size();
    g.act(new Action.Activate(1, sentry, 0, -1));
    assertThat(g.s.inPlay(walker).frightened()).isTrue();
    assertThat(triggeredControllers(g, mark, witnesses)).containsExactly(1, 0);
  }

  @Test
  @DisplayName("511.5a, 707.4: a faceoff started by a triggered effect: the player who had priority last processes the"
      + " faceoff-start effects first, not the starter")
  void effectStartsFaceoff() {
    Position p = AbilityTable.base(POOL).tokens(0, 6).tokens(1, 6);
    int brave = p.play(0, "o-brave", Area.home(0));
    int watch0 = p.play(0, "o-faceoff-watch", Area.home(0));
    int watch1 = p.play(1, "o-faceoff-watch", Area.home(1));
    int jump = p.hand(1, "o-jump");
    Game g = Game.start(p).act(new Action.Move(0, brave, Area.problem(0)));
    int mark = g.events.size();
    g.act(new Action.PlayCard(1, jump, null));
    assertThat(g.events(GameEvent.EffectFaceoffStarted.class)).as("the brave Friend's faceoff").hasSize(1);
    assertThat(triggeredControllers(g, mark, watch0, watch1)).containsExactly(1, 0);
    assertThat(g.s.actor()).as("707.4: the starter receives priority").isEqualTo(0);
  }

  @Test
  @DisplayName("511.5a, 511.5b: triggers created by processing a triggered effect (the next wave) keep the order:"
      + " the player who had priority last first")
  void triggersOfTriggeredEffects() {
    Position p = table();
    int spiteful = p.play(0, "o-spiteful", Area.home(0));
    int target = p.play(1, "f-p1", Area.home(1));
    int jump = p.hand(1, "o-jump");
    int[] witnesses = witnesses(p);
    Game g = Game.start(p).act(new Action.Move(0, spiteful, Area.problem(0)));
    int mark = g.events.size();
    g.act(new Action.PlayCard(1, jump, null));
    // Wave 1: the spiteful Friend is frightened: both witnesses and its own ability; player 1 first,
    // then player 0 orders their two. Wave 2: player 1's Friend was frightened: both witnesses again.
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TRIGGER_ORDER);
    assertThat(g.s.decision().player()).isEqualTo(0);
    assertThat(triggeredControllers(g, mark, witnesses)).containsExactly(1);
    g.choose(spiteful);
    assertThat(g.s.inPlay(target).frightened()).isTrue();
    assertThat(triggeredControllers(g, mark, witnesses)).containsExactly(1, 0, 1, 0);
  }

  @Test
  @DisplayName("511.5a.i: effects created by pre-priority processing as a window opens: the turn player's first,"
      + " even when the other player had priority last in the window before")
  void windowOpening() {
    Position p = AbilityTable.base(POOL);
    // 511.2: attached to nothing, it is dismissed as the window opens; both farewells trigger.
    p.play(0, "o-saddle", Area.home(0));
    int mine = p.play(0, "o-farewell", Area.home(0));
    int theirs = p.play(1, "o-farewell", Area.home(1));
    GameState before = p.build();
    // As a Reaction of player 1 in the window before would have left it.
    before = before.withAbilities(before.abilities().withOrderFirst(1));
    org.ponytable.engine.rules.Outcome o = Engine.resume(before);
    Game g = new Game(o.state());
    g.events.addAll(o.events());
    assertThat(g.events(GameEvent.Dismissed.class)).hasSize(1);
    assertThat(triggeredControllers(g, 0, mine, theirs)).containsExactly(0, 1);
  }

  private static int[] witnesses(Position p) {
    return p.build().play().stream().filter(c -> p.build().def(c.id()).id().equals("o-witness"))
        .mapToInt(c -> c.id()).toArray();
  }
}
