package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.state.Area;

/**
 * The words that depend on where a card goes or stands: cost changes for playing or moving to
 * this card's area and for attachments played on some cards (508, 609.2), "can't be played here",
 * confront requirement changes (611.3), and "can't" be dismissed or moved by opponents (104.2).
 */
class PlaceCostWordsTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "w-toll", "type": "friend", "title": "Toll", "power": 1, "cost": 1, "abilities": [
             {"kind": "costChange", "action": "play", "cards": {"player": "opponent", "type": "friend"}, "to": "here", "amount": 2},
             {"kind": "costChange", "action": "move", "cards": {"player": "opponent", "type": "character"}, "to": "here", "amount": 1}]},
           {"id": "w-workshop", "type": "friend", "title": "Workshop", "power": 1, "cost": 1, "abilities": [
             {"kind": "costChange", "action": "play", "cards": {"type": "resource"}, "on": {"type": "character", "where": "here"}, "amount": -1}]},
           {"id": "w-charm", "type": "resource", "title": "Charm", "power": 0, "cost": 2, "abilities": [
             {"kind": "attachment", "host": {"type": "character"}}]},
           {"id": "w-gate", "type": "friend", "title": "Gate", "power": 1, "cost": 1, "abilities": [
             {"kind": "cantPlay", "cards": {"type": "friend", "maxPower": 1}}]},
           {"id": "w-salt", "type": "friend", "title": "Salt", "power": 1, "cost": 1, "abilities": [
             {"kind": "requirementChange", "player": "opponent", "amount": 1}]},
           {"id": "w-ease", "type": "friend", "title": "Ease", "power": 1, "cost": 1, "abilities": [
             {"kind": "requirementChange", "player": "you", "amount": -5}]},
           {"id": "w-shield", "type": "resource", "title": "Shield", "power": 0, "cost": 1, "placement": "problem", "abilities": [
             {"kind": "continuous", "affects": {"type": "friend", "color": "yellow", "where": "here"}, "cant": ["beDismissed"]},
             {"kind": "continuous", "affects": {"type": "friend", "notColor": "yellow", "where": "here"}, "cant": ["beMovedByOpponents"]}]},
           {"id": "w-purge", "type": "event", "title": "Purge", "power": 0, "cost": 0,
            "effects": [{"do": "dismiss", "target": {"each": {"type": "friend", "player": "opponent"}}}]},
           {"id": "w-shove", "type": "event", "title": "Shove", "power": 0, "cost": 0,
            "effects": [{"do": "move", "target": {"each": {"type": "friend", "where": "problem"}}, "to": "home"}]}]""",
          "place-words.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Position base(int tokens) {
    return AbilityTable.base(POOL).tokens(0, tokens);
  }

  @Test
  @DisplayName("508, 609.2a-b, 501.4: playing or moving to this card's Problem costs the opponent more; elsewhere it does not")
  void costToHere() {
    Position p = base(3);
    p.play(1, "w-toll", Area.problem(1));
    int friend = p.hand(0, "f-p2");
    int mover = p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p);
    assertThat(Costs.play(g.s, 0, friend, Area.problem(1), -1)).isEqualTo(4);
    assertThat(Costs.play(g.s, 0, friend, Area.problem(0), -1)).isEqualTo(2);
    assertThat(Costs.play(g.s, 1, friend, Area.problem(1), -1)).as("not its controller").isEqualTo(2);
    assertThat(Costs.move(g.s, g.s.inPlay(mover), Area.problem(1))).isEqualTo(3);
    assertThat(Costs.move(g.s, g.s.inPlay(mover), Area.problem(0))).isEqualTo(2);
    assertThat(Engine.legalActions(g.s))
        .contains(new Action.PlayCard(0, friend, Area.problem(0)), new Action.Move(0, mover, Area.problem(1)))
        .doesNotContain(new Action.PlayCard(0, friend, Area.problem(1)));
    assertThatThrownBy(() -> g.act(new Action.PlayCard(0, friend, Area.problem(1)))).isInstanceOf(Refusal.class)
        .hasMessageContaining("costs 4");
    g.act(new Action.Move(0, mover, Area.problem(1)));
    assertThat(g.s.player(0).tokens()).as("paid 3").isZero();
  }

  @Test
  @DisplayName("508, 609.2a, 509.1: a Resource played on a character here costs 1 less; on a character elsewhere it does not")
  void costOnHost() {
    Position p = base(1);
    p.play(1, "w-workshop", Area.problem(1));
    int near = p.play(0, "f-y1", Area.problem(1));
    int far = p.play(0, "f-p1", Area.problem(0));
    int charm = p.hand(0, "w-charm");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayAttachment(0, charm, near))
        .doesNotContain(new Action.PlayAttachment(0, charm, far));
    g.act(new Action.PlayAttachment(0, charm, near));
    assertThat(g.s.player(0).tokens()).isZero();
    assertThat(g.s.inPlay(charm).host()).isEqualTo(near);
  }

  @Test
  @DisplayName("104.2, 104.2b: Friends with 1 power or less can't be played to this card's Problem; elsewhere they can")
  void cantPlayHere() {
    Position p = base(5);
    p.play(1, "w-gate", Area.problem(1));
    int weak = p.hand(0, "f-y1");
    int strong = p.hand(0, "f-p2");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(0, weak, Area.problem(0)),
            new Action.PlayCard(0, strong, Area.problem(1)))
        .doesNotContain(new Action.PlayCard(0, weak, Area.problem(1)));
    assertThatThrownBy(() -> g.act(new Action.PlayCard(0, weak, Area.problem(1)))).isInstanceOf(Refusal.class)
        .hasMessageContaining("can't be played");
  }

  @Test
  @DisplayName("611.3, rulings.md: 'needs +1 power to confront' adds 1 of any color for the opponent at that Problem only")
  void requirementChange() {
    Position p = base(0);
    p.play(1, "w-salt", Area.problem(1));
    p.play(1, "w-ease", Area.problem(0));
    Game g = Game.start(p);
    int theirs = g.s.problemAt(1);
    int mine = g.s.problemAt(0);
    assertThat(Confronting.requirementFor(g.s, theirs, 0)).containsExactly(RequirementPart.any(5));
    assertThat(Confronting.requirementFor(g.s, theirs, 1)).as("not its controller").containsExactly(RequirementPart.any(4));
    assertThat(Confronting.requirementFor(g.s, mine, 0)).as("only this card's Problem").containsExactly(RequirementPart.any(4));
    assertThat(Confronting.requirementFor(g.s, mine, 1)).as("less, never below 0").containsExactly(RequirementPart.any(0));
    assertThat(Confronting.changed(List.of(RequirementPart.of(org.ponytable.engine.terms.CardColor.BLUE, 3),
        RequirementPart.any(1)), -2)).containsExactly(RequirementPart.of(org.ponytable.engine.terms.CardColor.BLUE, 2),
        RequirementPart.any(0));
  }

  @Test
  @DisplayName("104.2, 104.2b: a Friend that can't be dismissed stays; 'without a color' and 'can't be moved by opponents'")
  void cantBeDismissedOrMovedByOpponents() {
    Position p = base(0);
    p.play(1, "w-shield", Area.problem(1));
    int yellow = p.play(1, "f-y1", Area.problem(1));
    int purple = p.play(1, "f-p1", Area.problem(1));
    int shove = p.hand(0, "w-shove");
    Game g = Game.start(p).act(new Action.PlayCard(0, shove, null));
    assertThat(g.s.inPlay(purple).area()).as("not Yellow: its opponent can't move it").isEqualTo(Area.problem(1));
    assertThat(g.s.inPlay(yellow).area()).as("Yellow: no restriction on moving").isEqualTo(Area.home(1));
    Position q = base(0);
    q.play(1, "w-shield", Area.problem(1));
    int kept = q.play(1, "f-y1", Area.problem(1));
    int gone = q.play(1, "f-p1", Area.problem(1));
    int elsewhere = q.play(1, "f-y1", Area.problem(0));
    int purge = q.hand(0, "w-purge");
    Game h = Game.start(q).act(new Action.PlayCard(0, purge, null));
    assertThat(h.s.inPlay(kept)).as("Yellow here: can't be dismissed").isNotNull();
    assertThat(h.s.inPlay(gone)).isNull();
    assertThat(h.s.inPlay(elsewhere)).as("only here").isNull();
  }
}
