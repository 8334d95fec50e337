package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Modifier;
import org.ponytable.engine.terms.CardType;

/**
 * A play zone whose attachments were found to fit their hosts is not checked again in later
 * windows (511.2-511.3, {@link PlayIndex#preQuiet}): the kept answer must never hide a dismissal,
 * whether the zone changed or only something the host description reads beyond it.
 */
class QuietWindowTest {
  private static final Filter YOUR_FRIENDS = Filter.of(Who.YOU, CardType.FRIEND);

  private static final CardPool POOL = AbilityTable.POOL.with(List.of(
      // Reads only the zone and the cards: the host's controller and printed type.
      CardDef.builder("qw-plain", CardType.RESOURCE, "Plain Saddle").cost(1).power(0)
          .abilities(new Ability.Host(YOUR_FRIENDS)).build(),
      // Reads power, which modifiers change while the zone stays the same.
      CardDef.builder("qw-light", CardType.RESOURCE, "Light Saddle").cost(1).power(0)
          .abilities(new Ability.Host(YOUR_FRIENDS.withMaxPower(2))).build()));

  /** A table with {@code saddle} in play on player 0's y1 (power 1), at a priority window. */
  private static Position table(String saddle, int[] ids) {
    Position p = AbilityTable.base(POOL);
    ids[0] = p.play(0, "y1", Area.home(0));
    ids[1] = p.play(0, saddle, Area.home(0));
    int host = ids[0];
    p.update(ids[1], c -> c.withHost(host));
    return p;
  }

  /** Makes {@code card} also a Friend for the turn, by an effect's modifier. */
  private static void alsoAFriend(Position p, int card) {
    p.modifier(card, 0, card, new Ability.Change(0, null, Set.of(), null, null, null, CardType.FRIEND), Duration.TURN);
  }

  /** {@code s} once every effect's modifier ended, with the very same play zone. */
  private static GameState modifiersEnded(GameState s) {
    GameState ended = s.withAbilities(s.abilities().withModifiers(List.of()));
    assertThat(ended.play()).isSameAs(s.play());
    return ended;
  }

  private static List<GameEvent> run(GameState s) {
    Tx tx = new Tx(s);
    assertThat(PrePriority.run(tx)).as("pre-priority processing acted").isTrue();
    return tx.events;
  }

  @Test
  @DisplayName("511.2-511.3: a zone found quiet is kept quiet, and a changed zone is checked again")
  void keptQuietNeverSurvivesAChangeOfTheZone() {
    int[] ids = new int[2];
    GameState s = Game.start(table("qw-plain", ids)).s;
    int host = ids[0];
    int saddle = ids[1];
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(s.inPlay(saddle).host()).isEqualTo(host);
    assertThat(PlayIndex.of(s).preQuiet).as("kept with the zone").isEqualTo(PlayIndex.QUIET);
    assertThat(PrePriority.quiet(s)).isTrue();
    assertThat(PrePriority.run(new Tx(s))).isFalse();

    GameState faceDown = s.withInPlay(s.inPlay(host).withFaceDown(true));
    assertThat(PlayIndex.of(faceDown).preQuiet).as("a new zone knows nothing yet").isZero();
    assertThat(PrePriority.quiet(faceDown)).isFalse();
    assertThat(run(faceDown)).contains(new GameEvent.Dismissed(saddle, "its host is face down"));

    GameState theirs = s.withInPlay(s.inPlay(host).withController(1));
    assertThat(PrePriority.quiet(theirs)).isFalse();
    assertThat(run(theirs)).contains(new GameEvent.Dismissed(saddle, "its host no longer fits its description"));
  }

  @Test
  @DisplayName("511.3: a host description reading power is checked in every window, so a modifier on the"
      + " same zone still makes the attachment go")
  void descriptionReadingMoreThanTheZoneIsNotKept() {
    int[] ids = new int[2];
    GameState s = Game.start(table("qw-light", ids)).s;
    int host = ids[0];
    int saddle = ids[1];
    assertThat(s.inPlay(saddle).host()).as("power 1 fits 'power 2 or less'").isEqualTo(host);
    assertThat(PlayIndex.of(s).preQuiet).isEqualTo(PlayIndex.NOT_KEPT);
    GameState stronger = s.withAbilities(s.abilities().withModifiers(List.of(
        new Modifier(s.abilities().clock() + 1, host, 0, host, new Ability.Change(3, null, Set.of()), Duration.TURN))));
    assertThat(stronger.play()).as("the same zone").isSameAs(s.play());
    assertThat(PrePriority.quiet(stronger)).isFalse();
    assertThat(run(stronger)).contains(new GameEvent.Dismissed(saddle, "its host no longer fits its description"));
  }

  @Test
  @DisplayName("511.3: a host that fits only while it is also a Friend is checked again once that ends,"
      + " the zone unchanged")
  void fitByAChangedTypeIsNotKept() {
    Position p = AbilityTable.base(POOL);
    int host = p.play(0, "res-home", Area.home(0));
    int saddle = p.play(0, "qw-plain", Area.home(0));
    p.update(saddle, c -> c.withHost(host));
    alsoAFriend(p, host);
    GameState s = Game.start(p).s;
    assertThat(s.type(host)).isEqualTo(CardType.FRIEND);
    assertThat(s.inPlay(saddle).host()).isEqualTo(host);
    assertThat(PlayIndex.of(s).preQuiet).as("not kept: the fit lasts only as long as the modifier").isZero();
    assertThat(run(modifiersEnded(s))).contains(new GameEvent.Dismissed(saddle, "its host no longer fits its description"));
  }

  @Test
  @DisplayName("511.4: a frightened Friend leaves a window quiet; a card frightened while it is also a Friend"
      + " is unfrightened once that ends, the zone unchanged")
  void frightenedNonFriendIsCheckedInEveryWindow() {
    Position friend = AbilityTable.base(POOL);
    int pony = friend.play(0, "y1", Area.home(0));
    friend.update(pony, c -> c.asFrightened());
    GameState calm = Game.start(friend).s;
    assertThat(calm.inPlay(pony).frightened()).isTrue();
    assertThat(PrePriority.quiet(calm)).as("a printed Friend stays a Friend (GameState.type)").isTrue();

    Position p = AbilityTable.base(POOL);
    int card = p.play(0, "res-home", Area.home(0));
    p.update(card, c -> c.asFrightened());
    alsoAFriend(p, card);
    GameState s = Game.start(p).s;
    assertThat(s.inPlay(card).frightened()).as("a Friend now, so it stays frightened").isTrue();
    GameState ended = modifiersEnded(s);
    assertThat(PrePriority.quiet(ended)).isFalse();
    assertThat(run(ended)).contains(new GameEvent.Unfrightened(card));
  }
}
