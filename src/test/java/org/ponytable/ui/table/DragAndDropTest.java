package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.state.Area;
import org.ponytable.ui.session.GameSession;

/** Drag and drop on the table finds the same legal action a click on the card and its place would. */
class DragAndDropTest {
  private final TableViewModel vm = new TableViewModel();

  private TableViewModel.Table t() {
    return vm.table();
  }

  private Position table() {
    Position p = AbilityCards.mainPhaseTable().tokens(0, 3);
    p.name(0, "Ann");
    p.name(1, "Bo");
    return p;
  }

  private void show(Position p) {
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
    vm.liftCurtain();
  }

  @Test
  @DisplayName("A Friend dragged from hand onto a Problem is played there (609.2a)")
  void aFriendDroppedOnAProblemIsPlayedThere() {
    Position p = table();
    int friend = p.hand(0, "f-y1");
    show(p);
    assertThat(vm.canDrag(friend)).isTrue();
    vm.startDrag(friend);
    assertThat(t().selected()).as("the drag selects the card, so its places glow").isEqualTo(friend);
    assertThat(t().targets()).contains(Area.problem(1));
    assertThat(vm.accepts(friend, Area.problem(1))).isTrue();
    assertThat(vm.drop(friend, Area.problem(1), -1)).isTrue();
    assertThat(vm.session().state().inPlay(friend).area()).isEqualTo(Area.problem(1));
    assertThat(t().selected()).isEqualTo(-1);
  }

  @Test
  @DisplayName("A character in play dragged to a Problem moves there; a drop where it can't go does nothing (506)")
  void aCharacterDroppedOnAProblemMovesThereAndElsewhereNothingHappens() {
    Position p = table();
    int friend = p.play(0, "f-y1", Area.home(0));
    show(p);
    assertThat(vm.canDrag(friend)).isTrue();
    assertThat(vm.accepts(friend, Area.home(0))).as("it is already at home").isFalse();
    assertThat(vm.drop(friend, Area.home(0), -1)).isFalse();
    assertThat(vm.session().state().inPlay(friend).area()).isEqualTo(Area.home(0));
    assertThat(vm.drop(friend, Area.problem(0), -1)).isTrue();
    assertThat(vm.session().state().inPlay(friend).area()).isEqualTo(Area.problem(0));
  }

  @Test
  @DisplayName("An attachment dragged onto a Friend is played on it; onto an area it is refused (305.1b, 509.2)")
  void anAttachmentDroppedOnAHostIsPlayedOnIt() {
    Position p = table();
    int home = p.play(0, "f-y1", Area.home(0));
    int away = p.play(0, "f-y2", Area.problem(1));
    int theirs = p.play(1, "f-p1", Area.home(1));
    int saddle = p.hand(0, "rs-saddle");
    show(p);
    assertThat(vm.canDrag(saddle)).isTrue();
    assertThat(vm.accepts(saddle, Area.problem(1))).isFalse();
    assertThat(vm.acceptsHost(saddle, theirs)).as("rs-saddle goes on a Friend of yours").isFalse();
    assertThat(vm.acceptsHost(saddle, home)).isTrue();
    assertThat(vm.drop(saddle, null, away)).isTrue();
    assertThat(vm.session().state().inPlay(saddle).host()).isEqualTo(away);
  }

  @Test
  @DisplayName("Nothing can be dragged behind the curtain or for the other player")
  void nothingIsDraggedBehindTheCurtainOrForTheOtherPlayer() {
    Position p = table();
    int mine = p.hand(0, "f-y1");
    int theirs = p.play(1, "f-p1", Area.home(1));
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
    assertThat(t().curtain()).isTrue();
    assertThat(vm.canDrag(mine)).isFalse();
    assertThat(vm.drop(mine, Area.problem(1), -1)).isFalse();
    vm.liftCurtain();
    assertThat(vm.canDrag(theirs)).isFalse();
    assertThat(vm.drop(theirs, Area.problem(1), -1)).isFalse();
    assertThat(vm.session().state().inPlay(theirs).area()).isEqualTo(Area.home(1));
  }

  @Test
  @DisplayName("Only drags started on this table are read")
  void onlyOurOwnDragsAreRead() {
    assertThat(DragAndDrop.parse("ponytable-card:12")).isEqualTo(12);
    assertThat(DragAndDrop.parse("ponytable-card:x")).isEqualTo(-1);
    assertThat(DragAndDrop.parse("12")).isEqualTo(-1);
    assertThat(DragAndDrop.parse(null)).isEqualTo(-1);
  }
}
