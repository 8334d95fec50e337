package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Mode;
import org.ponytable.persistence.ScenarioLoader;
import org.ponytable.ui.session.GameSession;

/** The table's buttons for a MODE decision (a modal choice, rulings.md): one per mode, in words, no card options. */
class ModeChoiceTest {
  @Test
  @DisplayName("The Wonderbolts Rap offers its three modes as buttons in our words, and a button does that mode")
  void offersEachModeInWords() throws Exception {
    var pool = new CardLoader().loadDirectory(Path.of("cards"));
    var run = new ScenarioLoader(pool).load(Path.of("docs/scenarios/cards/real-hm-modal-wonderbolts-rap-modes.json")).run();
    GameState s = run.end();
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.MODE);
    TableViewModel vm = new TableViewModel();
    vm.show(GameSession.fromPosition(s, GameSession.Mode.PRACTICE, false));
    if (vm.table().curtain()) {
      vm.liftCurtain();
    }
    var t = vm.table();
    assertThat(t.options()).as("no card stands for a mode").isEmpty();
    assertThat(t.decisionChoices()).extracting(TableViewModel.Choice::label)
        .filteredOn(l -> l.startsWith("Mode ")).containsExactly(
            "Mode 1: move a chosen character you control to another area of your choice",
            "Mode 2: you draw 2 cards",
            "Mode 3: the next Friend you play this turn costs 2 less");
    assertThat(t.decisionChoices()).extracting(c -> c.action().card())
        .filteredOn(Mode::isCode).containsExactly(Mode.code(0), Mode.code(1), Mode.code(2));
    int hand = s.player(0).hand().size();
    vm.choose(t.decisionChoices().stream().filter(c -> c.label().startsWith("Mode 2")).findFirst().orElseThrow());
    assertThat(vm.session().state().player(0).hand()).as("mode 2: Ann draws 2").hasSize(hand + 2);
  }
}
