package org.ponytable.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javafx.scene.transform.Scale;
import javax.imageio.ImageIO;

/** PNG snapshots of a scene or node, for --snapshot and the docs' screenshots. */
public final class Snapshots {
  private Snapshots() {}

  public static void save(Scene scene, Path file) throws IOException {
    write(scene.snapshot(null), file);
  }

  /** The scene drawn {@code width} pixels wide (drawn smaller, not shrunk afterwards, so text stays clean). */
  public static void save(Scene scene, Path file, int width) throws IOException {
    if (width <= 0 || width >= scene.getWidth()) {
      save(scene, file);
      return;
    }
    double f = width / scene.getWidth();
    SnapshotParameters p = new SnapshotParameters();
    p.setTransform(new Scale(f, f));
    p.setFill(scene.getFill());
    // Shadows reaching past the window's edge would otherwise widen the picture.
    p.setViewport(new javafx.geometry.Rectangle2D(0, 0, width, Math.round(scene.getHeight() * f)));
    write(scene.getRoot().snapshot(p, null), file);
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
