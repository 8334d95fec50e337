package org.ponytable.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 9, finding 9: with many cards the one error must be reachable in a click (from the status
 * line, the file header or the error list), an errors-only view, places and source lines shown
 * whole with the caret on the right character, and figures that agree with what is drawn.
 */
@ExtendWith(ApplicationExtension.class)
class PreviewProblemsUiTest {
  /** Long enough for a pointer that a 560-pixel label would have cut. */
  private static final String LONG_FIELD = "aFieldNameLongEnoughToOverflowTheErrorBoxWhenShownWholeInOneLine"
      + "AndThenSomeMoreWordsSoThatNoLabelCouldHoldItAtTheBoxWidthEverAgain";

  private PreviewWindow preview;

  @Start
  void start(Stage stage) throws IOException {
    Path dir = Files.createTempDirectory("ponytable-preview-problems");
    // 30 good cards first: the broken ones lie far below the first screen.
    StringBuilder many = new StringBuilder("[\n");
    for (int i = 0; i < 30; i++) {
      many.append("  {\"id\": \"t-good-").append(i).append("\", \"type\": \"friend\", \"title\": \"Good ").append(i)
          .append("\", \"power\": 1, \"cost\": 1, \"colors\": [\"pink\"]}").append(i < 29 ? ",\n" : "\n");
    }
    Files.writeString(dir.resolve("a-many.json"), many.append("]\n").toString());
    // One long line: the bad value sits at about column 250.
    Files.writeString(dir.resolve("b-long.json"), "[{\"id\": \"t-long\", \"type\": \"friend\", \"title\": \"A Card Whose "
        + "Title Is Long\", \"cost\": 1, \"colors\": [\"pink\"], \"traits\": [\"Unicorn\", \"Earth Pony\", \"Pegasus\"], "
        + "\"text\": \"Plain words written out at some length so that this line is wider than the box\", "
        + "\"power\": \"lots\"},\n"
        + " {\"id\": \"t-field\", \"type\": \"friend\", \"title\": \"Field\", \"power\": 1, \"cost\": 1, \"colors\": [\"pink\"], \""
        + LONG_FIELD + "\": 1}]\n");
    Files.writeString(dir.resolve("c-broken.json"), "[ {\"id\": ");
    preview = new PreviewWindow(stage, dir, 1200, 800);
    stage.show();
  }

  @Test
  void theErrorFigureInTheStatusLineJumpsToTheFirstBrokenCard(FxRobot robot) {
    Node bad = entryNamed(robot, "t-long");
    assertThat(inView(robot, bad)).as("below the first screen before the click").isFalse();
    robot.clickOn(robot.lookup("#preview-count-errors").queryAs(Hyperlink.class));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(bad.getStyleClass()).contains("selected");
    assertThat(inView(robot, bad)).isTrue();
  }

  @Test
  void clickingAnErrorInTheListSelectsItsCardAndScrollsToIt(FxRobot robot) {
    ListView<?> list = robot.lookup("#preview-problems").queryAs(ListView.class);
    assertThat(list.getItems()).hasSize(3);
    Node field = entryNamed(robot, "t-field");
    assertThat(inView(robot, field)).isFalse();
    Node cell = robot.lookup("#preview-problems .list-cell").<Node>queryAll().stream()
        .filter(c -> c.lookupAll(".label").stream().anyMatch(l -> ((Label) l).getText().startsWith("t-field")))
        .findFirst().orElseThrow();
    robot.clickOn(cell);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(field.getStyleClass()).contains("selected");
    assertThat(entryNamed(robot, "t-long").getStyleClass()).doesNotContain("selected");
    assertThat(inView(robot, field)).isTrue();
  }

  @Test
  void errorsOnlyShowsJustTheCardsAndFilesWithErrors(FxRobot robot) {
    assertThat(visibleEntries(robot)).hasSize(32);
    robot.clickOn(robot.lookup("#preview-errors-only").queryAs(CheckBox.class));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(visibleEntries(robot)).extracting(this::nameOf).containsExactly("t-long", "t-field");
    // The broken file has no card to show but its error: its section stays.
    assertThat(visibleTexts(robot, ".error-place")).anyMatch(t -> t.contains("c-broken.json:"));
    assertThat(visibleTexts(robot, ".preview-file-name")).noneMatch(t -> t.contains("a-many"));
    robot.clickOn(robot.lookup("#preview-errors-only").queryAs(CheckBox.class));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(visibleEntries(robot)).hasSize(32);
  }

  @Test
  void placesAndSourceLinesAreShownWholeWithTheCaretUnderTheBadValue(FxRobot robot) throws IOException {
    // The place and the source line as drawn (the loader's own message may quote a name shortened).
    List<String> shown = new ArrayList<>();
    for (Node n : robot.lookup(".preview-error .error-place").queryAll()) {
      collectShownText(n, shown);
    }
    for (Node n : robot.lookup(".preview-error .error-code").queryAll()) {
      collectShownText(n, shown);
    }
    assertThat(shown).isNotEmpty().noneMatch(t -> t.contains("...") || t.contains("\u2026"));
    assertThat(shown).anyMatch(t -> t.contains("at /1/" + LONG_FIELD));

    Text code = robot.lookup(".error-code").<Text>queryAll().stream().map(Text.class::cast)
        .filter(t -> t.getText().contains("\"lots\"")).findFirst().orElseThrow();
    String[] lines = code.getText().split("\n");
    int caret = lines[1].indexOf('^');
    assertThat(lines[0].substring(caret)).startsWith("\"lots\"");
    assertThat(lines[0]).endsWith("\"power\": \"lots\"},");
    // The box scrolls sideways to show it rather than cut it, and starts with the caret in sight.
    Node up = code;
    while (!(up instanceof ScrollPane)) {
      up = up.getParent();
    }
    ScrollPane sideways = (ScrollPane) up;
    assertThat(code.getLayoutBounds().getWidth()).isGreaterThan(sideways.getViewportBounds().getWidth());
    javafx.geometry.Point2D caretInScene = code.localToScene(code.getLayoutBounds().getWidth() * caret / lines[0].length(), 0);
    Bounds view = sideways.localToScene(sideways.getLayoutBounds());
    assertThat(caretInScene.getX()).isBetween(view.getMinX(), view.getMaxX());
  }

  @Test
  void everyFigureSaysWhatItCountsAndAgreesWithWhatIsDrawn(FxRobot robot) {
    int drawn = (int) robot.lookup(".preview-entry").queryAll().stream()
        .filter(e -> !e.lookupAll(".preview-card").isEmpty()).count();
    int written = robot.lookup(".preview-entry").queryAll().size();
    String cards = robot.lookup("#preview-count-cards").queryAs(Label.class).getText();
    assertThat(cards).isEqualTo(drawn + " of " + written + " cards load").isEqualTo("30 of 32 cards load");
    String errors = robot.lookup("#preview-count-errors").queryAs(Hyperlink.class).getText();
    assertThat(errors).isEqualTo("3 errors: in 2 cards, 1 about a whole file");
    // Each file header says the same kind of figure, and they add up to the status line.
    int loadSum = 0;
    int writtenSum = 0;
    Pattern figure = Pattern.compile("(\\d+)(?: of (\\d+))? cards? loads?");
    for (Node n : robot.lookup(".preview-file-count").queryAll()) {
      Matcher m = figure.matcher(((Label) n).getText());
      assertThat(m.matches()).as(((Label) n).getText()).isTrue();
      loadSum += Integer.parseInt(m.group(1));
      writtenSum += Integer.parseInt(m.group(2) != null ? m.group(2) : m.group(1));
    }
    assertThat(loadSum).isEqualTo(drawn);
    assertThat(writtenSum).isEqualTo(written);
  }

  private Node entryNamed(FxRobot robot, String name) {
    return robot.lookup(".preview-entry").queryAll().stream().filter(e -> name.equals(nameOf(e))).findFirst()
        .orElseThrow();
  }

  private String nameOf(Node entry) {
    return ((Label) entry.lookup(".preview-card-name")).getText();
  }

  private List<Node> visibleEntries(FxRobot robot) {
    return robot.lookup(".preview-entry").queryAll().stream().filter(PreviewProblemsUiTest::shown).toList();
  }

  private List<String> visibleTexts(FxRobot robot, String query) {
    return robot.lookup(query).queryAll().stream().filter(PreviewProblemsUiTest::shown)
        .map(n -> n instanceof Text t ? t.getText() : ((Label) n).getText()).toList();
  }

  private static boolean shown(Node n) {
    for (Node at = n; at != null; at = at.getParent()) {
      if (!at.isVisible()) {
        return false;
      }
    }
    return true;
  }

  /** Whether the node lies wholly or partly inside the visible part of the card list. */
  private boolean inView(FxRobot robot, Node n) {
    ScrollPane scroll = robot.lookup("#preview-scroll").queryAs(ScrollPane.class);
    Bounds view = scroll.localToScene(scroll.getLayoutBounds());
    Bounds at = n.localToScene(n.getLayoutBounds());
    return at.getMinY() < view.getMaxY() - 20 && at.getMaxY() > view.getMinY() + 20;
  }

  /** What is drawn as text, as drawn: a Label's own text node holds its "..." once cut. */
  private static void collectShownText(Node n, List<String> out) {
    if (n instanceof Text t) {
      out.add(t.getText());
    }
    if (n instanceof Parent p) {
      for (Node c : p.getChildrenUnmodifiable()) {
        collectShownText(c, out);
      }
    }
  }
}
