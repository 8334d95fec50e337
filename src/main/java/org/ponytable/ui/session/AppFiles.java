package org.ponytable.ui.session;

import java.nio.file.Path;

/** Where the table keeps its files: ~/.ponytable, or the folder named by -Dponytable.home (tests). */
public final class AppFiles {
  private AppFiles() {}

  public static Path home() {
    return org.ponytable.persistence.SafePaths.dataFolder();
  }

  public static Path autosave() {
    return home().resolve("autosave.json");
  }

  public static Path settings() {
    return home().resolve("settings.json");
  }

  /** The printed texts of the player's own OCTGN files, kept for the card preview (issue 11), never in a card folder. */
  public static Path printedTexts() {
    return home().resolve("printed-text.json");
  }
}
