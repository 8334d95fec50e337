package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.InPlay;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;
import org.ponytable.ui.style.Stylesheet;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Card titles wrap between words only (issue 9, finding 10): a word too long is shrunk or cut with "…". */
@ExtendWith(ApplicationExtension.class)
class CardTitleUiTest {
  private static final String LONG_WORD = "Supercalifragilisticexpialidocious";
  private static final String LONG_TITLE = LONG_WORD + " Unicorn of Canterlot";

  private FlowPane root;

  @Start
  void start(Stage stage) {
    root = new FlowPane(10, 10);
    stage.setScene(new javafx.scene.Scene(root, 1000, 700));
    stage.getScene().getStylesheets().add(Stylesheet.URL);
    stage.show();
  }

  private List<Label> titlesOf(FxRobot robot, Node card) {
    robot.interact(() -> {
      root.getChildren().setAll(card);
      root.applyCss();
      root.layout();
    });
    WaitForAsyncUtils.waitForFxEvents();
    robot.interact(root::layout);
    return robot.from(card).lookup((Node n) -> n instanceof Label
        && (n.getStyleClass().contains("card-title") || n.getStyleClass().contains("back-title")))
        .queryAllAs(Label.class).stream().toList();
  }

  /** Every word the label shows fits its line at its own font, so the wrap never splits one. */
  private static void assertWordsWhole(Label l, String title) {
    double room = l.getWidth() - l.snappedLeftInset() - l.snappedRightInset();
    List<String> titleWords = Arrays.asList(title.split(" "));
    for (String w : l.getText().split(" ")) {
      javafx.scene.text.Text t = new javafx.scene.text.Text(w);
      t.setFont(l.getFont());
      assertThat(t.getLayoutBounds().getWidth()).as("'%s' in a %s-wide title at %s", w, room, l.getFont())
          .isLessThanOrEqualTo(room);
      if (!titleWords.contains(w)) {
        assertThat(w).as("a word is whole or cut with an ellipsis").endsWith("\u2026");
        assertThat(LONG_WORD).startsWith(w.substring(0, w.length() - 1));
      }
    }
  }

  @ParameterizedTest
  @EnumSource(CardSize.class)
  void aLongWordInAFriendsTitleIsNeverSplit(CardSize size, FxRobot robot) {
    CardDef def = CardDef.builder("long", CardType.FRIEND, LONG_TITLE).cost(2).power(3).colors(CardColor.YELLOW)
        .build();
    List<Label> titles = titlesOf(robot, CardNode.of(def, 1, null, size));
    assertThat(titles).hasSize(1);
    assertWordsWhole(titles.get(0), LONG_TITLE);
    // The other words of the title are all still there, whole.
    assertThat(titles.get(0).getText()).endsWith("Unicorn of Canterlot");
  }

  @ParameterizedTest
  @EnumSource(value = CardSize.class, names = {"SMALL", "LARGE"})
  void aLongWordInAProblemsTitleIsNeverSplit(CardSize size, FxRobot robot) {
    CardDef def = TestCards.problem("p", 2, true, List.of(RequirementPart.any(2)), 3);
    CardDef longDef = CardDef.builder("p", CardType.PROBLEM, LONG_TITLE).bonus(2)
        .ownerRequirement(def.ownerRequirement().toArray(RequirementPart[]::new))
        .opponentRequirement(RequirementPart.any(3)).build();
    List<Label> titles = titlesOf(robot, CardNode.problem(longDef, 1, true, "Ann", "Bo", size));
    assertThat(titles).hasSize(1);
    assertWordsWhole(titles.get(0), LONG_TITLE);
  }

  @Test
  @DisplayName("A face-down card its owner may know names it on the back, words whole")
  void aMarkedBackKeepsWordsWhole(FxRobot robot) {
    CardDef def = CardDef.builder("tm", CardType.TROUBLEMAKER, LONG_TITLE).power(2).points(1).build();
    InPlay faceDown = InPlay.entering(1, 0, Area.problem(0), true);
    List<Label> titles = titlesOf(robot, CardNode.of(def, 1, faceDown, CardSize.SMALL));
    assertThat(titles).hasSize(1);
    assertWordsWhole(titles.get(0), LONG_TITLE);
  }

  @Test
  @DisplayName("A real two-word title keeps every letter on a hand card")
  void anOrdinaryTitleIsNotCut(FxRobot robot) {
    CardDef def = CardDef.builder("ch", CardType.FRIEND, "Clementine Haywick").cost(1).power(1)
        .colors(CardColor.BLUE).build();
    List<Label> titles = titlesOf(robot, CardNode.of(def, 1, null, CardSize.HAND));
    assertThat(titles.get(0).getText()).isEqualTo("Clementine Haywick");
    assertWordsWhole(titles.get(0), "Clementine Haywick");
  }
}
