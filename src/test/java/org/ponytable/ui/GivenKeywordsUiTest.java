package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.InPlay;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;
import org.ponytable.ui.style.Stylesheet;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** 702, 708: a keyword a card is given now shows on the card, marked as given, small and large. */
@ExtendWith(ApplicationExtension.class)
class GivenKeywordsUiTest {
  private FlowPane root;

  @Start
  void start(Stage stage) {
    root = new FlowPane(10, 10);
    stage.setScene(new javafx.scene.Scene(root, 900, 600));
    stage.getScene().getStylesheets().add(Stylesheet.URL);
    stage.show();
  }

  private List<String> given(FxRobot robot, CardSize size, List<String> keywords) {
    CardDef def = TestCards.POOL.get("f-y2");
    InPlay status = InPlay.entering(5, 0, Area.home(0), false);
    Node[] shown = new Node[1];
    robot.interact(() -> {
      CardNode card = CardNode.of(def, 5, status, size);
      card.markGiven(keywords);
      shown[0] = card;
      root.getChildren().setAll(card);
      root.applyCss();
      root.layout();
    });
    WaitForAsyncUtils.waitForFxEvents();
    return robot.from(shown[0]).lookup((Node n) -> n instanceof Label && n.getStyleClass().contains("given-keyword"))
        .queryAllAs(Label.class).stream().map(Label::getText).toList();
  }

  @Test
  @DisplayName("702: given Swift and Supportive 2 show on a card in play and on its large view, marked as given")
  void givenKeywordsShow(FxRobot robot) {
    assertThat(given(robot, CardSize.SMALL, List.of("Swift", "Supportive 2")))
        .containsExactly("Swift (given)", "Supportive 2 (given)");
    assertThat(given(robot, CardSize.LARGE, List.of("Stubborn"))).containsExactly("Stubborn (given now)");
    assertThat(given(robot, CardSize.SMALL, List.of())).as("nothing given, nothing shown").isEmpty();
  }
}
