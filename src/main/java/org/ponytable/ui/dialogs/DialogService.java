package org.ponytable.ui.dialogs;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Every dialog the app opens goes through here (as in JabRef), so the rest of the app never
 * builds one itself and tests can answer dialogs without windows.
 */
public interface DialogService {
  Optional<Path> openFile(String title, String description, String pattern, Path startDir);

  Optional<Path> openFolder(String title, Path startDir);

  Optional<Path> saveFile(String title, String description, String pattern, Path startDir, String suggestedName);

  boolean confirm(String title, String text, String yes, String no);

  void info(String title, String text);

  void error(String title, String text);

  Optional<NewGameDialog.Choice> newGame(NewGameDialog.Defaults defaults);
}
