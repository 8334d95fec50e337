package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ponytable.engine.AbilityCards.onCard;
import static org.ponytable.engine.AbilityCards.when;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;

/** Playing an attachment Resource on a card as a Main Phase action (305.1b, 509.1-509.3, 609.2a). */
class AttachmentTest {
  private static final Filter YOUR_FRIENDS = Filter.of(Who.YOU, CardType.FRIEND);

  private static final CardPool POOL = AbilityTable.POOL.with(List.of(
      // Costs 2, needs 1 purple power, goes on a yellow Friend of yours and draws a card as it enters.
      CardDef.builder("at-yellow", CardType.RESOURCE, "Sun Saddle").cost(2).power(0)
          .playRequirement(new ColorPower(CardColor.PURPLE, 1)).abilities(
              new Ability.Host(YOUR_FRIENDS.withColor(CardColor.YELLOW)),
              when(onCard(Trigger.Kind.ENTERS_PLAY, Filter.THIS), new Effect.Draw(1, Who.YOU))).build(),
      // Goes on any Friend of yours and gains a token as it enters.
      CardDef.builder("at-plain", CardType.RESOURCE, "Plain Saddle").cost(1).power(0).abilities(
          new Ability.Host(YOUR_FRIENDS),
          when(onCard(Trigger.Kind.ENTERS_PLAY, Filter.THIS), new Effect.GainTokens(1, Who.YOU))).build(),
      // Goes on any Troublemaker: a face-down one still can't be named (505.2).
      CardDef.builder("at-tm", CardType.RESOURCE, "Troublemaker Tag").cost(0).power(0).abilities(
          new Ability.Host(Filter.of(Who.ANYONE, CardType.TROUBLEMAKER))).build()));

  private static Position base() {
    return AbilityTable.base(POOL).tokens(0, 5);
  }

  private static List<Action> playsOf(GameState s, int card) {
    return Engine.legalActions(s).stream()
        .filter(a -> a instanceof Action.PlayCard pc && pc.card() == card
            || a instanceof Action.PlayAttachment pa && pa.card() == card)
        .toList();
  }

  @Test
  @DisplayName("305.1b, 509.1, 509.4: an attachment is offered onto each card in play that fits its host"
      + " description, and never to a bare area")
  void offeredOnlyOntoFittingHosts() {
    Position p = base();
    p.play(0, "p1", Area.home(0));
    int yellowHome = p.play(0, "y1", Area.home(0));
    int yellowThere = p.play(0, "y2", Area.problem(1));
    p.play(1, "y1", Area.home(1));
    int saddle = p.hand(0, "at-yellow");
    GameState s = Game.start(p).s;
    assertThat(playsOf(s, saddle)).as("your yellow Friends; not your purple one, a Mane Character or theirs")
        .containsExactlyInAnyOrder(new Action.PlayAttachment(0, saddle, yellowHome),
            new Action.PlayAttachment(0, saddle, yellowThere));
    int plain = p.hand(0, "res-home");
    assertThat(playsOf(Game.start(p).s, plain)).as("305.1a: a Resource without a host description goes home")
        .containsExactly(new Action.PlayCard(0, plain, Area.home(0)));
  }

  @Test
  @DisplayName("609.2a, 204.1, 205.1, 305.1b: an attachment's cost is paid and its play requirement needed")
  void costAndRequirement() {
    Position p = base();
    int host = p.play(0, "y1", Area.home(0));
    int saddle = p.hand(0, "at-yellow");
    assertThat(playsOf(Game.start(p).s, saddle)).as("205.1: no purple power, so not playable").isEmpty();
    p.play(0, "p1", Area.home(0));
    p.tokens(0, 1);
    assertThat(playsOf(Game.start(p).s, saddle)).as("204.1: 1 token is too few for a cost of 2").isEmpty();
    p.tokens(0, 3);
    Game g = Game.start(p).act(new Action.PlayAttachment(0, saddle, host));
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
    assertThat(g.events(GameEvent.TokensPaid.class)).containsExactly(new GameEvent.TokensPaid(0, 2, 1));
  }

  @Test
  @DisplayName("305.1b, 509.2, 509.3, 706.1c: the attachment enters play attached to its host, at the host's"
      + " area, and its enters-play ability triggers")
  void entersAttachedAtHostsArea() {
    Position p = base();
    p.play(0, "p1", Area.home(0));
    int host = p.play(0, "y1", Area.problem(1));
    int saddle = p.hand(0, "at-yellow");
    int handBefore = 1;
    Game g = Game.start(p).act(new Action.PlayAttachment(0, saddle, host));
    assertThat(g.s.inPlay(saddle).host()).isEqualTo(host);
    assertThat(g.s.inPlay(saddle).area()).isEqualTo(Area.problem(1));
    assertThat(g.s.inPlay(saddle).controller()).isEqualTo(0);
    assertThat(g.events).contains(new GameEvent.CardPlayed(0, saddle, Area.problem(1), false, host),
        new GameEvent.EnteredPlay(saddle, Area.problem(1), false));
    assertThat(g.events(GameEvent.AbilityTriggered.class)).containsExactly(new GameEvent.AbilityTriggered(saddle, 0));
    assertThat(g.s.player(0).hand()).as("it drew a card as it entered play").hasSize(handBefore);
    assertThat(PlayerView.events(g.events, g.s, 1)).as("the other player sees the play and the host")
        .contains(new GameEvent.CardPlayed(0, saddle, Area.problem(1), false, host));
  }

  @Test
  @DisplayName("509.3, 409.1: an attachment played on a card moves with it and leaves play when it does")
  void movesAndLeavesWithHost() {
    Position p = base().tokens(0, 6);
    int host = p.play(0, "y1", Area.home(0));
    int sac = p.play(0, "ab-sac", Area.home(0));
    int saddle = p.hand(0, "at-plain");
    Game g = Game.start(p).act(new Action.PlayAttachment(0, saddle, host)).pass();
    g.act(new Action.Move(0, host, Area.problem(0)));
    assertThat(g.s.inPlay(saddle).area()).isEqualTo(Area.problem(0));
    g.pass().act(new Action.Activate(0, sac, 0, host));
    assertThat(g.s.inPlay(host)).isNull();
    assertThat(g.s.inPlay(saddle)).isNull();
    assertThat(g.s.player(0).discard()).contains(host, saddle);
  }

  @Test
  @DisplayName("505.2, 509.4: a face-down Troublemaker is never a host, and a refusal doesn't name it")
  void faceDownTroublemakerIsNoHost() {
    Position p = base();
    int hidden = p.playFaceDown(1, "tm-2", Area.problem(0));
    int shown = p.play(1, "tm-4", Area.problem(1));
    int tag = p.hand(0, "at-tm");
    GameState s = Game.start(p).s;
    assertThat(playsOf(s, tag)).containsExactly(new Action.PlayAttachment(0, tag, shown));
    assertThatThrownBy(() -> Engine.apply(s, new Action.PlayAttachment(0, tag, hidden)))
        .isInstanceOf(Refusal.class).hasMessageContaining("505.2").hasMessageNotContaining(s.def(hidden).title());
  }

  @Test
  @DisplayName("305.1b, 509.1, 509.4, 204.1: playing an attachment to an area, onto a card it doesn't fit,"
      + " or without its cost is refused with the reason")
  void illegalAttemptsRefused() {
    Position p = base();
    int mine = p.play(0, "y1", Area.home(0));
    int theirs = p.play(1, "y1", Area.home(1));
    int saddle = p.hand(0, "at-plain");
    int resource = p.hand(0, "res-home");
    GameState s = Game.start(p).s;
    assertThatThrownBy(() -> Engine.apply(s, new Action.PlayCard(0, saddle, Area.home(0))))
        .isInstanceOf(Refusal.class).hasMessageContaining("attachment").hasMessageContaining("305.1b");
    assertThatThrownBy(() -> Engine.apply(s, new Action.PlayAttachment(0, saddle, theirs)))
        .isInstanceOf(Refusal.class).hasMessageContaining("doesn't fit").hasMessageContaining("509.4");
    assertThatThrownBy(() -> Engine.apply(s, new Action.PlayAttachment(0, resource, mine)))
        .isInstanceOf(Refusal.class).hasMessageContaining("not an attachment").hasMessageContaining("305.1a");
    assertThatThrownBy(() -> Engine.apply(s, new Action.PlayAttachment(0, saddle, 999)))
        .isInstanceOf(Refusal.class).hasMessageContaining("509.1");
    GameState broke = Game.start(p.tokens(0, 0)).s;
    assertThatThrownBy(() -> Engine.apply(broke, new Action.PlayAttachment(0, saddle, mine)))
        .isInstanceOf(Refusal.class).hasMessageContaining("204.1");
    assertThat(Engine.apply(s, new Action.PlayAttachment(0, saddle, mine)).state().inPlay(saddle).host())
        .as("the same card on a fitting host is legal").isEqualTo(mine);
  }

  @Test
  @DisplayName("509.1, 511.3: an attachment played on a frightened Friend enters play, triggers, and is"
      + " dismissed before priority")
  void playedOnAFrightenedFriend() {
    Position p = base();
    int host = p.play(0, "y1", Area.home(0));
    p.update(host, c -> c.asFrightened());
    int saddle = p.hand(0, "at-plain");
    GameState s = Game.start(p).s;
    assertThat(playsOf(s, saddle)).containsExactly(new Action.PlayAttachment(0, saddle, host));
    Game g = new Game(s).act(new Action.PlayAttachment(0, saddle, host));
    assertThat(g.s.inPlay(saddle)).isNull();
    assertThat(g.s.player(0).discard()).containsExactly(saddle);
    assertThat(g.s.player(0).tokens()).as("paid 1, gained 1 as it entered play").isEqualTo(5);
  }

  @Test
  @DisplayName("511.2: an attachment in play attached to nothing is dismissed before priority")
  void attachedToNothingIsDismissed() {
    Position p = base();
    p.play(0, "y1", Area.home(0));
    int saddle = p.play(0, "at-plain", Area.home(0));
    Game g = Game.start(p);
    assertThat(g.s.inPlay(saddle)).isNull();
    assertThat(g.s.player(0).discard()).containsExactly(saddle);
    assertThat(g.events).contains(new GameEvent.Dismissed(saddle, "it is attached to nothing"));
  }
}
