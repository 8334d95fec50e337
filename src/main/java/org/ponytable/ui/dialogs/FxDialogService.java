package org.ponytable.ui.dialogs;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.DoubleSupplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The real dialogs, owned by the main window and styled with the app's stylesheet. */
public final class FxDialogService implements DialogService {
  private final Window owner;
  private final String stylesheet;
  private final DoubleSupplier fontPx;

  /** {@code fontPx}: the text size the main window uses now, so dialogs on a 4K screen grow too. */
  public FxDialogService(Window owner, String stylesheet, DoubleSupplier fontPx) {
    this.owner = owner;
    this.stylesheet = stylesheet;
    this.fontPx = fontPx;
  }

  private void style(javafx.scene.control.DialogPane pane) {
    pane.getStylesheets().add(stylesheet);
    pane.setStyle("-fx-font-size: " + fontPx.getAsDouble() + "px;");
  }

  @Override
  public Optional<Path> openFile(String title, String description, String pattern, Path startDir) {
    FileChooser fc = chooser(title, description, pattern, startDir);
    File f = fc.showOpenDialog(owner);
    return Optional.ofNullable(f).map(File::toPath);
  }

  @Override
  public Optional<Path> openFolder(String title, Path startDir) {
    DirectoryChooser dc = new DirectoryChooser();
    dc.setTitle(title);
    if (startDir != null && Files.isDirectory(startDir)) {
      dc.setInitialDirectory(startDir.toFile());
    }
    return Optional.ofNullable(dc.showDialog(owner)).map(File::toPath);
  }

  @Override
  public Optional<Path> saveFile(String title, String description, String pattern, Path startDir,
      String suggestedName) {
    FileChooser fc = chooser(title, description, pattern, startDir);
    fc.setInitialFileName(suggestedName);
    return Optional.ofNullable(fc.showSaveDialog(owner)).map(File::toPath);
  }

  private static FileChooser chooser(String title, String description, String pattern, Path startDir) {
    FileChooser fc = new FileChooser();
    fc.setTitle(title);
    fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, pattern));
    if (startDir != null && Files.isDirectory(startDir)) {
      fc.setInitialDirectory(startDir.toFile());
    }
    return fc;
  }

  @Override
  public boolean confirm(String title, String text, String yes, String no) {
    ButtonType y = new ButtonType(yes, ButtonBar.ButtonData.YES);
    ButtonType n = new ButtonType(no, ButtonBar.ButtonData.NO);
    Alert a = alert(Alert.AlertType.CONFIRMATION, title, text);
    a.getButtonTypes().setAll(y, n);
    return a.showAndWait().orElse(n) == y;
  }

  @Override
  public void info(String title, String text) {
    alert(Alert.AlertType.INFORMATION, title, text).showAndWait();
  }

  @Override
  public void error(String title, String text) {
    alert(Alert.AlertType.ERROR, title, text).showAndWait();
  }

  private Alert alert(Alert.AlertType type, String title, String text) {
    Alert a = new Alert(type);
    a.initOwner(owner);
    a.setTitle(title);
    a.setHeaderText(title);
    Label body = new Label(text);
    body.setWrapText(true);
    body.setMaxWidth(520 * fontPx.getAsDouble() / 12);
    a.getDialogPane().setContent(body);
    style(a.getDialogPane());
    return a;
  }

  @Override
  public Optional<NewGameDialog.Choice> newGame(NewGameDialog.Defaults defaults) {
    NewGameDialog d = new NewGameDialog(defaults);
    d.initOwner(owner);
    style(d.getDialogPane());
    return d.showAndWait();
  }
}
