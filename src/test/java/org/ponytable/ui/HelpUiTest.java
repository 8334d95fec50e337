package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.card.Keyword;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;
import org.ponytable.ui.help.KeywordReminders;
import org.ponytable.ui.session.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Help explains the game, and a keyword says what it does where it is shown (issue 9, finding 8). */
@ExtendWith(ApplicationExtension.class)
class HelpUiTest {
  private MainWindow w;

  @Start
  void start(Stage stage) throws IOException {
    Path dir = Files.createTempDirectory("ponytable-help");
    Settings settings = new Settings();
    settings.animations = false;
    w = new MainWindow(stage, settings, TestLibrary.get(), 1366, 768);
    w.setDialogs(new StubDialogs());
    w.setAutosaveFile(dir.resolve("autosave.json"));
    stage.show();
  }

  @Test
  void f1OpensTheHowToPlayPageWithTheTurnAndEveryKeyword(FxRobot robot) {
    robot.press(KeyCode.F1).release(KeyCode.F1);
    Stage help = w.helpWindow().stage();
    assertThat(help).isNotNull();
    assertThat(help.isShowing()).isTrue();
    var texts = robot.from(help.getScene().getRoot())
        .lookup((Node n) -> n instanceof Label || n instanceof javafx.scene.text.Text).queryAll().stream()
        .map(n -> n instanceof Label l ? l.getText() : ((javafx.scene.text.Text) n).getText()).toList();
    assertThat(texts).contains("A turn", "Keywords", "Swift  ", KeywordReminders.of(Keyword.SWIFT));
  }

  @Test
  void aKeywordOnACardExplainsItselfOnHoverAndOnTheLargeCard(FxRobot robot) {
    // f-o2 has Swift (TestCards).
    var def = TestCards.POOL.get("f-o2");
    Node small = onFx(() -> CardNode.of(def, 1, null, CardSize.HAND));
    Label tag = robot.from(small).lookup(".keyword-tag").queryAs(Label.class);
    assertThat(tag.getText()).isEqualTo("Swift");
    assertThat(tooltip(tag)).isEqualTo(KeywordReminders.of(Keyword.SWIFT));

    Node large = onFx(() -> CardNode.of(def, 1, null, CardSize.LARGE));
    assertThat(robot.from(large).lookup(".keyword-reminder").queryAs(javafx.scene.text.Text.class).getText())
        .isEqualTo(KeywordReminders.of(Keyword.SWIFT));
  }

  @Test
  void theHomeLimitTagExplainsHl(FxRobot robot) {
    var def = TestCards.POOL.get("mane-sun");
    Node small = onFx(() -> CardNode.of(def, 0, null, CardSize.HAND));
    Label hl = robot.from(small).lookup(".home-limit").queryAs(Label.class);
    assertThat(tooltip(hl)).startsWith("Home limit ").contains("616.3");
  }

  private static <T> T onFx(java.util.concurrent.Callable<T> make) {
    try {
      return org.testfx.util.WaitForAsyncUtils.asyncFx(make).get();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static String tooltip(Label l) {
    Object t = l.getProperties().get("javafx.scene.control.Tooltip");
    return t instanceof Tooltip tip ? tip.getText() : null;
  }
}
