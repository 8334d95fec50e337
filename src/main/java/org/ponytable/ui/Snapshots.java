package org.ponytable.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/** PNG snapshots of a scene or node, for --snapshot and the docs' screenshots. */
public final class Snapshots {
  private Snapshots() {}

  public static void save(Scene scene, Path file) throws IOException {
    write(scene.snapshot(null), file);
  }

  public static void save(Node node, Path file) throws IOException {
    write(node.snapshot(null, null), file);
  }

  private static void write(WritableImage img, Path file) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    if (dir != null) {
      Files.createDirectories(dir);
    }
    ImageIO.write(SwingFXUtils.fromFXImage(img, null), "png", file.toFile());
  }
}
