package org.ponytable.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ponytable.ui.dialogs.DialogService;
import org.ponytable.ui.dialogs.NewGameDialog;

/** Dialogs answered by the test: no window ever opens, and every message is kept to check. */
final class StubDialogs implements DialogService {
  Path file;
  boolean confirm = true;
  NewGameDialog.Choice newGame;
  NewGameDialog.Defaults newGameAsked;
  final List<String> shown = new ArrayList<>();

  @Override
  public Optional<Path> openFile(String title, String description, String pattern, Path startDir) {
    return Optional.ofNullable(file);
  }

  @Override
  public Optional<Path> openFolder(String title, Path startDir) {
    return Optional.ofNullable(file);
  }

  @Override
  public Optional<Path> saveFile(String title, String description, String pattern, Path startDir, String name) {
    return Optional.ofNullable(file);
  }

  @Override
  public boolean confirm(String title, String text, String yes, String no) {
    shown.add(title + ": " + text);
    return confirm;
  }

  @Override
  public void info(String title, String text) {
    shown.add(title + ": " + text);
  }

  @Override
  public void error(String title, String text) {
    shown.add(title + ": " + text);
  }

  @Override
  public Optional<NewGameDialog.Choice> newGame(NewGameDialog.Defaults defaults) {
    newGameAsked = defaults;
    return Optional.ofNullable(newGame);
  }
}
