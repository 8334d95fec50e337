package org.ponytable.ui.preview;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.ponytable.ui.Snapshots;

/**
 * Developer tool: the preview of the shipped cards plus a designer's file with three mistakes,
 * the first error clicked in the list, saved as a PNG at 1366x768 (docs/screenshots/preview.png).
 * Run under Xvfb: {@code java -cp ... org.ponytable.ui.preview.PreviewShot [FILE]}.
 */
public final class PreviewShot {
  private PreviewShot() {}

  /** Made-up cards in our own words; the mistakes are the kinds designers make. */
  private static final String DRAFT = """
      [
        {"id": "draft-sunny", "type": "friend", "title": "Sunny Draft", "power": 2, "cost": 2, "colors": ["yellow"],
         "traits": ["Earth Pony"]},
        {"id": "draft-quill", "type": "friend", "title": "Quill Draft", "power": "two", "cost": 1, "colors": ["purple"]},
        {"id": "draft-lantern", "type": "resource", "title": "Lantern Draft", "cost": 1, "colors": ["blue"], "text": "A lantern drawn for this screenshot, written out at length so that its line runs past the box.", "playRequriement": 1}
      ]
      """;

  public static void main(String[] args) {
    Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots/preview.png").toAbsolutePath();
    Path pack = copyOfShippedCards();
    Platform.startup(() -> {
      PreviewWindow preview = new PreviewWindow(new Stage(), pack, 1366, 768);
      preview.show();
      Platform.runLater(() -> {
        preview.select(preview.problems().get(0));
        // Two pulses for layout and the jump's scroll, then the picture.
        Platform.runLater(() -> Platform.runLater(() -> {
          try {
            Snapshots.save(preview.scene(), out);
            System.out.println("saved " + out);
          } catch (IOException e) {
            e.printStackTrace();
          }
          Platform.exit();
        }));
      });
    });
  }

  private static Path copyOfShippedCards() {
    try {
      Path to = Files.createTempDirectory("ponytable-preview-shot");
      Path from = Path.of("cards");
      try (Stream<Path> all = Files.walk(from)) {
        for (Path p : (Iterable<Path>) all::iterator) {
          Path target = to.resolve(from.relativize(p).toString());
          if (Files.isDirectory(p)) {
            Files.createDirectories(target);
          } else {
            Files.copy(p, target);
          }
        }
      }
      Files.writeString(to.resolve("pt2").resolve("drafts.json"), DRAFT);
      return to;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
