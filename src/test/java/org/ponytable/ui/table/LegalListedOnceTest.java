package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.session.GameSession;

/**
 * Issue 14: the table lists the engine's legal actions once per state. The view, the automatic
 * passes, the stops and the next apply share the session's list; a click that changes no state
 * (a selection) lists nothing.
 */
class LegalListedOnceTest {
  private final TableViewModel vm = new TableViewModel();
  private GameSession g;

  private TableViewModel.Table t() {
    return vm.table();
  }

  private void throughSetup() {
    g = GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, true);
    vm.show(g);
    while (t().curtain() || t().view().turn() == 0) {
      if (t().curtain()) {
        vm.liftCurtain();
      } else if (t().view().decision().kind() == DecisionKind.MULLIGAN) {
        vm.applyFirst(Action.Mulligan.class, a -> !((Action.Mulligan) a).take());
      } else {
        vm.clickCard(t().options().get(0).id());
      }
    }
  }

  /** States the session went through since {@code fromSteps} steps, the state then included. */
  private int statesSince(int fromSteps) {
    int all = 0;
    for (GameSession.Turn turn : g.history()) {
      all += turn.steps().size();
    }
    return all - fromSteps + 1;
  }

  private int steps() {
    return g.history().stream().mapToInt(turn -> turn.steps().size()).sum();
  }

  @Test
  void selectingACardListsNothingAndAnActionListsEachNewStateOnce() {
    throughSetup();
    int me = t().viewer();
    CardView friend = t().view().seats().get(me).hand().stream()
        .filter(c -> c.def().type() == CardType.FRIEND && t().actionable().contains(c.id()))
        .findFirst().orElseThrow();

    long before = g.listings();
    vm.clickCard(friend.id());
    vm.clickCard(friend.id());
    vm.clickCard(friend.id());
    assertThat(t().selected()).isEqualTo(friend.id());
    assertThat(g.listings()).as("selection clicks change no state, so nothing is listed").isEqualTo(before);

    int stepsBefore = steps();
    vm.clickArea(Area.problem(me));
    assertThat(t().view().play()).anySatisfy(c -> assertThat(c.id()).isEqualTo(friend.id()));
    // The state acted in was already listed; each state after it at most once (passes included).
    assertThat(g.listings() - before).isBetween(1L, (long) statesSince(stepsBefore) - 1);

    long beforePass = g.listings();
    int stepsBeforePass = steps();
    vm.primary();
    if (t().curtain()) {
      vm.liftCurtain();
    }
    assertThat(g.listings() - beforePass).isLessThanOrEqualTo(statesSince(stepsBeforePass) - 1);
  }

  @Test
  void theSameStateKeepsItsList() {
    throughSetup();
    assertThat(g.legal()).isSameAs(g.legal());
    assertThat(t().view().legalActions()).isEqualTo(g.legal().list());
  }
}
