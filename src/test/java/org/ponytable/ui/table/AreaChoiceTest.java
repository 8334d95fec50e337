package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.persistence.ScenarioLoader;
import org.ponytable.ui.session.GameSession;

/** The table's buttons for an AREA decision (506.4, 506.2): one per legal area, no card options. */
class AreaChoiceTest {
  @Test
  @DisplayName("506.2: Mayor Mare's move offers exactly Bo's home and Bo's Problem as buttons, and a button moves it")
  void offersExactlyTheLegalAreas() throws Exception {
    var pool = new CardLoader().loadDirectory(Path.of("cards"));
    var run = new ScenarioLoader(pool).load(Path.of("docs/scenarios/cards/real-premier-mayor-mare-areas.json")).run();
    GameState s = run.end();
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.AREA);
    TableViewModel vm = new TableViewModel();
    vm.show(GameSession.fromPosition(s, GameSession.Mode.PRACTICE, false));
    if (vm.table().curtain()) {
      vm.liftCurtain();
    }
    var t = vm.table();
    assertThat(t.options()).as("no card stands for an area").isEmpty();
    assertThat(t.decisionChoices()).extracting(TableViewModel.Choice::label)
        .filteredOn(l -> l.startsWith("Move it to")).hasSize(2);
    assertThat(t.decisionChoices()).extracting(c -> c.action().card())
        .containsExactly(Area.home(1).code(), Area.problem(1).code());
    int visitor = s.play().stream().filter(c -> s.def(c.id()).id().equals("pr24-applejack")).findFirst().orElseThrow().id();
    vm.choose(t.decisionChoices().get(1));
    assertThat(vm.table().view().decision().kind()).isNotEqualTo(DecisionKind.AREA);
    assertThat(vm.session().state().inPlay(visitor).area()).isEqualTo(Area.problem(1));
  }
}
