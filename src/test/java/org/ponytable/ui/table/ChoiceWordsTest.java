package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.RandomGamesPropertyTest;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.view.PlayerView;

/** Issue 9, finding 8: buttons say what an ability does, and choices that differ never look alike. */
class ChoiceWordsTest {
  private static final CardDef HECKLER = CardDef.builder("heckler", CardType.FRIEND, "Hollow Heckler").build();

  private static Names names(Ability... abilities) {
    return new Names(List.of("Ann", "Bo"), 0, id -> HECKLER, id -> List.of(abilities));
  }

  @Test
  @DisplayName("703: an activation's button says its cost and its effect, from the ability's data")
  void activationSaysWhatItDoes() {
    Ability.Activated pump = new Ability.Activated(Timing.MAIN_PHASE, List.of(new Cost.ExhaustThis(), new Cost.Tokens(1)),
        List.of(new Effect.Modify(new Target.Choose(Filter.of(Who.ANYONE, CardType.FRIEND), 1),
            new Ability.Change(1, null, java.util.Set.of()), Duration.TURN)));
    Ability.Activated draw = new Ability.Activated(Timing.ANY_PHASE, List.of(new Cost.Discard()),
        List.of(new Effect.Draw(2, Who.YOU)));
    Names n = names(pump, draw);
    assertThat(ActionText.label(new Action.Activate(0, 5, 0, -1), n))
        .isEqualTo("Hollow Heckler: exhaust it, and a chosen Friend gets +1 power until the end of the turn");
    assertThat(ActionText.label(new Action.Activate(0, 5, 1, 9), n))
        .isEqualTo("Hollow Heckler: discard Hollow Heckler, and you draw 2 cards");
    // An ability the viewer can't read (out of range) still names the card, never just a number.
    assertThat(ActionText.label(new Action.Activate(0, 5, 7, -1), n)).startsWith("Use Hollow Heckler's ability 8");
  }

  @Test
  @DisplayName("511.5a: two copies waiting to be processed get their places, or numbers when the places are alike")
  void copiesAreToldApart() {
    Names n = names();
    List<Action> two = List.of(new Action.Choose(0, DecisionKind.TRIGGER_ORDER, 3),
        new Action.Choose(0, DecisionKind.TRIGGER_ORDER, 4));
    List<String> plain = two.stream().map(a -> ActionText.label(a, n)).toList();
    assertThat(plain.get(0)).isEqualTo(plain.get(1));
    assertThat(ActionText.distinct(plain, two, id -> id == 3 ? "at your home" : "at Bo's Problem"))
        .containsExactly("Process Hollow Heckler's effect next (at your home)",
            "Process Hollow Heckler's effect next (at Bo's Problem)");
    assertThat(ActionText.distinct(plain, two, id -> "at your home"))
        .containsExactly("Process Hollow Heckler's effect next (at your home) (choice 1)",
            "Process Hollow Heckler's effect next (at your home) (choice 2)");
    // The same action twice is one choice: it keeps its one label.
    List<Action> same = List.of(two.get(0), two.get(0));
    assertThat(ActionText.distinct(List.of("x", "x"), same, id -> "here")).containsExactly("x", "x");
  }

  @Test
  @DisplayName("Over random ability and keyword games, no two different legal actions a player is shown together share a label")
  void randomGamesShowNoTwoDifferentActionsAlike() {
    int groups = 0;
    int copied = 0;
    for (RandomGamesPropertyTest.Variant v : List.of(RandomGamesPropertyTest.ABILITIES, RandomGamesPropertyTest.KEYWORDS)) {
      for (long seed = 1; seed <= 4; seed++) {
        for (GameState s : RandomGamesPropertyTest.play(v, seed, false, new ArrayList<>()).states()) {
          if (s.isOver()) {
            continue;
          }
          int actor = s.actor();
          PlayerView view = PlayerView.of(s, actor);
          Names n = new Names(List.of("Ann", "Bo"), actor, id -> id >= 0 ? s.def(id) : null,
              TableViewModel.abilitiesOf(s));
          for (List<Action> shown : shownTogether(view)) {
            List<String> plain = shown.stream().map(a -> ActionText.label(a, n)).toList();
            List<String> labels = ActionText.distinct(plain, shown, id -> PromptText.place(view, n, id));
            groups++;
            copied += plain.stream().distinct().count() < plain.size() ? 1 : 0;
            for (int i = 0; i < shown.size(); i++) {
              for (int j = i + 1; j < shown.size(); j++) {
                if (!shown.get(i).equals(shown.get(j))) {
                  assertThat(labels.get(i)).as("seed %d, %s vs %s", seed, shown.get(i), shown.get(j))
                      .isNotEqualTo(labels.get(j));
                }
              }
            }
          }
        }
      }
    }
    // The property means something only if alike labels happen: copies waiting, copies to pay with.
    assertThat(groups).isGreaterThan(1000);
    assertThat(copied).as("groups whose plain labels collide").isGreaterThan(0);
  }

  /** As the table lists them: one card's actions together, and a decision's choices together. */
  private static List<List<Action>> shownTogether(PlayerView view) {
    Map<Integer, List<Action>> byCard = new LinkedHashMap<>();
    List<Action> decision = new ArrayList<>();
    for (Action a : view.legalActions()) {
      if (a instanceof Action.Pass || a instanceof Action.Concede || a instanceof Action.StopChallenging) {
        continue;
      }
      if (view.decision() != null && view.decision().kind() != DecisionKind.PRIORITY) {
        decision.add(a);
      } else if (a.card() != -1) {
        byCard.computeIfAbsent(a.card(), k -> new ArrayList<>()).add(a);
      } else {
        decision.add(a);
      }
    }
    List<List<Action>> out = new ArrayList<>(byCard.values());
    out.add(decision);
    return out;
  }

  @Test
  @DisplayName("Each answer says what it does: 'No more cards' ends a choice of up to N cards, 'Find nothing' a search (518)")
  void answersSayWhatTheyDo() {
    Names n = names();
    assertThat(ActionText.label(new Action.Answer(0, Action.Meaning.YES), n)).isEqualTo("Yes, do it");
    assertThat(ActionText.label(new Action.Answer(0, Action.Meaning.NO), n)).isEqualTo("No");
    assertThat(ActionText.label(new Action.Answer(0, Action.Meaning.NO_MORE), n)).isEqualTo("No more cards");
    assertThat(ActionText.label(new Action.Answer(0, Action.Meaning.FIND_NOTHING), n)).isEqualTo("Find nothing");
  }
}
