package org.ponytable.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.engine.TestCards;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.table.TableViewModel;

/** The timeline over the table's game (issue 13): scrub, branch with the old line kept, refuse Match games. */
class TimelineModelTest {
  @TempDir
  Path dir;

  private TableViewModel tableAfter(String actions, GameSession.Mode mode) throws Exception {
    Path f = dir.resolve("s.json");
    Files.writeString(f, ScenarioStepperModelTest.scenario(actions, ""));
    ScenarioStepperModel m = ScenarioStepperModel.open(f, TestCards.POOL);
    m.toEnd();
    GameSession g = m.tableGame();
    g.setMode(mode);
    TableViewModel vm = new TableViewModel();
    vm.show(g);
    return vm;
  }

  @Test
  void scrubbingBackMovesTheTableAndKeepsTheLaterPointsAhead() throws Exception {
    TableViewModel vm = tableAfter("\"pass\", \"pass\"", GameSession.Mode.WORKBENCH);
    TimelineModel t = new TimelineModel(vm);
    int end = t.points().size() - 1;
    assertThat(end).isPositive();
    assertThat(t.current()).isEqualTo(end);
    assertThat(t.points().get(1).title()).isEqualTo("1. turn 1, Main Phase: pass");
    // A pass is told on the timeline (510.1), in the log's words.
    assertThat(t.points().get(1).events()).first().isEqualTo("Ann passes (Main Phase).");
    t.moveTo(0);
    assertThat(t.current()).isZero();
    assertThat(vm.session().state()).isSameAs(t.points().get(0).state());
    assertThat(t.points()).hasSize(end + 1);
    assertThat(t.points().get(end).later()).isTrue();
    t.moveTo(end);
    assertThat(vm.session().state()).isSameAs(t.points().get(end).state());
  }

  @Test
  void branchingDropsTheLaterPointsAndKeepsThemAsALineToGoBackTo() throws Exception {
    TableViewModel vm = tableAfter("\"pass\", \"pass\"", GameSession.Mode.WORKBENCH);
    TimelineModel t = new TimelineModel(vm);
    int end = t.points().size() - 1;
    var last = t.points().get(end).state();
    t.moveTo(0);
    assertThat(t.branch()).isTrue();
    assertThat(t.points()).hasSize(1);
    assertThat(t.otherLines()).singleElement().satisfies(l -> assertThat(l.at()).isZero());
    t.switchTo(t.otherLines().get(0));
    assertThat(t.current()).isEqualTo(end);
    assertThat(vm.session().state()).isSameAs(last);
    assertThat(t.otherLines()).isEmpty();
  }

  @Test
  void comparingTheStartWithTheEndSaysWhatChanged() throws Exception {
    TableViewModel vm = tableAfter("\"pass\", \"pass\"", GameSession.Mode.WORKBENCH);
    TimelineModel t = new TimelineModel(vm);
    assertThat(t.compare(0, 0)).containsExactly("Nothing changed between points 0 and 0.");
    // Both passed (510.2): the window closed and the Main Phase ended; nothing else changed.
    assertThat(t.compare(0, t.points().size() - 1))
        .containsExactly("moment: turn 1, Main Phase -> turn 1, end of the Main Phase");
  }

  @Test
  void onlyAWorkbenchGameIsAllowed() throws Exception {
    TableViewModel vm = tableAfter("\"pass\"", GameSession.Mode.MATCH);
    assertThat(TimelineModel.refusal(vm.session())).contains("workbench games only");
    assertThat(TimelineModel.refusal(null)).isEqualTo("There is no game on the table.");
    TableViewModel practice = tableAfter("\"pass\"", GameSession.Mode.PRACTICE);
    assertThat(TimelineModel.refusal(practice.session()))
        .as("a Practice game's hands stay hidden from the other player").contains("workbench games only");
    TableViewModel workbench = tableAfter("\"pass\"", GameSession.Mode.WORKBENCH);
    assertThat(TimelineModel.refusal(workbench.session())).isNull();
  }
}
