package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ponytable.engine.terms.CardColor.ORANGE;
import static org.ponytable.engine.terms.CardColor.PURPLE;
import static org.ponytable.engine.terms.CardColor.YELLOW;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/** The Problem status the table shows: the Confront Step's own numbers (611), part by part. */
class ProblemStatusTest {
  private static final Area PROBLEM0 = Area.problem(0);

  @Test
  @DisplayName("611.3, 611.3c: 3 yellow meets '3 yellow' and not '2 not yellow'; adding 2 orange meets both")
  void partsMetOneByOne() {
    var t = RuleCards.table("pr-y", "pr-p");
    t.p().play(0, "y3", PROBLEM0);
    GameState s = t.p().build();
    ProblemStatus.Status st = ProblemStatus.of(s, t.problem0(), 0);
    assertThat(st.power()).containsExactly(new ProblemStatus.Power(Set.of(YELLOW), 3));
    assertThat(st.total()).isEqualTo(3);
    assertThat(st.met()).containsExactly(true, false);
    assertThat(st.canConfront()).isFalse();

    t.p().play(0, "o2", PROBLEM0);
    st = ProblemStatus.of(t.p().build(), t.problem0(), 0);
    assertThat(st.power()).containsExactly(new ProblemStatus.Power(Set.of(ORANGE), 2),
        new ProblemStatus.Power(Set.of(YELLOW), 3));
    assertThat(st.total()).isEqualTo(5);
    assertThat(st.met()).containsExactly(true, true);
    assertThat(st.canConfront()).isTrue();
  }

  @Test
  @DisplayName("611.3b: one character's power counts as one color: 2 purple-yellow can't fill 2 purple and 2 yellow")
  void multicolorPowerIsNotSplit() {
    var t = RuleCards.table("p2y2", "any4");
    t.p().play(0, "py2", PROBLEM0);
    t.p().play(0, "y2", PROBLEM0);
    ProblemStatus.Status st = ProblemStatus.of(t.p().build(), t.problem0(), 0);
    assertThat(st.power()).containsExactly(new ProblemStatus.Power(Set.of(YELLOW), 2),
        new ProblemStatus.Power(Set.of(PURPLE, YELLOW), 2));
    // The purple-yellow Friend gives its 2 as purple, the yellow one fills the yellow part.
    assertThat(st.met()).containsExactly(true, true);
    assertThat(st.canConfront()).isTrue();

    var u = RuleCards.table("p2y2", "any4");
    u.p().play(0, "py3", PROBLEM0);
    st = ProblemStatus.of(u.p().build(), u.problem0(), 0);
    // 3 power of purple-yellow fills one part, never both.
    assertThat(st.met()).containsExactly(true, false);
    assertThat(st.canConfront()).isFalse();
  }

  @Test
  @DisplayName("611.3e: an opposing face-up Troublemaker: every part met, and still no confronting")
  void blockedByATroublemaker() {
    var t = RuleCards.table("pr-y", "pr-p");
    t.p().play(0, "y3", PROBLEM0);
    t.p().play(0, "o2", PROBLEM0);
    t.p().play(1, "tm-2", PROBLEM0);
    ProblemStatus.Status st = ProblemStatus.of(t.p().build(), t.problem0(), 0);
    assertThat(st.met()).containsExactly(true, true);
    assertThat(st.blockedBy()).contains("Troublemaker");
    assertThat(st.canConfront()).isFalse();
  }

  @Test
  @DisplayName("505.1a: a face-down card tells nothing: the status is the same whichever card it is")
  void faceDownCardsTellNothing() {
    List<ProblemStatus.Status> seen = new java.util.ArrayList<>();
    for (String hidden : List.of("tm-2", "tm-epic")) {
      var t = RuleCards.table("pr-y", "pr-p");
      t.p().play(0, "y3", PROBLEM0);
      t.p().play(0, "o2", PROBLEM0);
      t.p().play(1, "y4", PROBLEM0);
      t.p().playFaceDown(1, hidden, PROBLEM0);
      GameState s = t.p().build();
      seen.add(ProblemStatus.of(s, t.problem0(), 0));
      seen.add(ProblemStatus.of(s, t.problem0(), 1));
    }
    assertThat(seen.get(2)).isEqualTo(seen.get(0));
    assertThat(seen.get(3)).isEqualTo(seen.get(1));
    assertThat(seen.get(0).canConfront()).isTrue();
    assertThat(seen.get(1).total()).isEqualTo(4);
  }

  @Test
  @DisplayName("611.1: every part met exactly when the Confront Step would confront")
  void agreesWithTheConfrontStep() {
    for (List<String> friends : List.<List<String>>of(List.of(), List.of("y3"), List.of("y5"), List.of("y3", "o2"),
        List.of("yo2", "y3"), List.of("clear2", "y3"), List.of("y2", "y1", "w2"))) {
      var t = RuleCards.table("pr-y", "pr-p");
      for (String f : friends) {
        t.p().play(0, f, PROBLEM0);
      }
      GameState s = t.p().build();
      ProblemStatus.Status st = ProblemStatus.of(s, t.problem0(), 0);
      assertThat(!st.met().contains(false)).as("%s", friends).isEqualTo(Confronting.meetsRequirement(s, t.problem0(), 0));
      assertThat(st.canConfront()).as("%s", friends).isEqualTo(Confronting.canConfront(s, t.problem0(), 0));
    }
  }
}
