package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.rules.ProblemStatus;

/**
 * One player's line of a Problem's status (issue 9, finding 6): their power there by color and in
 * all, each part of their confront requirement marked met or not, and whether they can confront.
 * Met and unmet differ in words and marks (a check or a cross), not only in color.
 */
final class ProblemStatusRow extends HBox {
  ProblemStatusRow(ProblemStatus.Status st, String name, String id) {
    super(3);
    setId(id);
    getStyleClass().add("problem-status");
    setAlignment(Pos.CENTER_LEFT);
    Label who = label(name + " " + st.total(), "status-name");
    who.setId(id + "-total");
    getChildren().add(who);
    for (ProblemStatus.Power p : st.power()) {
      Label chip = label(p.power() + " " + letters(p), "req", "status-power");
      if (p.colors().size() == 1) {
        chip.getStyleClass().add("color-" + p.colors().iterator().next().jsonName());
      } else {
        chip.getStyleClass().add("req-any");
      }
      getChildren().add(chip);
    }
    getChildren().add(label("needs", "status-needs"));
    for (int i = 0; i < st.requirement().size(); i++) {
      RequirementPart part = st.requirement().get(i);
      boolean met = st.met().get(i);
      Label chip = label(partText(part) + (met ? " \u2713" : " \u2717"), "req", met ? "met" : "unmet");
      chip.getStyleClass().addAll(switch (part.kind()) {
        case COLOR -> List.of("color-" + part.color().jsonName());
        case NOT_COLOR -> List.of("req-not", "color-" + part.color().jsonName());
        case ANY -> List.of("req-any");
      });
      chip.setId(id + "-req-" + i);
      getChildren().add(chip);
    }
    if (st.bonus() != st.printedBonus()) {
      // 210: a card changes this Problem's bonus; the engine's number, beside the printed one.
      Label bonus = label("bonus " + st.bonus() + " (printed " + st.printedBonus() + ")", "status-bonus");
      bonus.setId(id + "-bonus");
      getChildren().add(bonus);
    }
    Label verdict = label(st.canConfront() ? "can confront" : st.blockedBy() != null ? "blocked" : "can't confront",
        st.canConfront() ? "can-confront" : "cannot-confront");
    verdict.setId(id + "-verdict");
    getChildren().add(verdict);
    String words = words(st, name);
    Tooltip.install(this, new Tooltip(words));
    setAccessibleText(words);
    setMinWidth(0);
  }

  /** The whole line in words: the tooltip, the accessible text. */
  static String words(ProblemStatus.Status st, String name) {
    List<String> power = new ArrayList<>();
    for (ProblemStatus.Power p : st.power()) {
      power.add(p.power() + " " + (p.colors().isEmpty() ? "colorless"
          : p.colors().stream().map(CardColor::jsonName).collect(Collectors.joining(" or "))));
    }
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < st.requirement().size(); i++) {
      parts.add(st.requirement().get(i) + (st.met().get(i) ? " (met)" : " (not met)"));
    }
    String verdict = st.canConfront() ? name + " can confront it (611.1)."
        : st.blockedBy() != null ? name + " can't confront it: " + st.blockedBy()
            + (st.blockedBy().endsWith(")") ? "." : " (611.3e).")
        : name + " can't confront it yet (611.3).";
    return name + ": " + st.total() + " power here" + (power.isEmpty() ? "" : " (" + String.join(", ", power) + ")")
        + ". Needs " + String.join(", ", parts) + ". " + verdict;
  }

  private static String letters(ProblemStatus.Power p) {
    if (p.colors().isEmpty()) {
      return "\u2013";
    }
    return p.colors().stream().map(c -> Character.toString(c.letter())).collect(Collectors.joining("/"));
  }

  private static String partText(RequirementPart part) {
    return switch (part.kind()) {
      case COLOR -> part.power() + " " + part.color().letter();
      case NOT_COLOR -> part.power() + " not " + part.color().letter();
      case ANY -> part.power() + " any";
    };
  }

  private static Label label(String text, String... styles) {
    Label l = new Label(text);
    l.getStyleClass().addAll(styles);
    l.setMinWidth(Region.USE_PREF_SIZE);
    return l;
  }
}
