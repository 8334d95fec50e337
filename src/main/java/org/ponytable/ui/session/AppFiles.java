package org.ponytable.ui.session;

import java.nio.file.Path;

/** Where the table keeps its files: ~/.ponytable, or the folder named by -Dponytable.home (tests). */
public final class AppFiles {
  private AppFiles() {}

  public static Path home() {
    String override = System.getProperty("ponytable.home");
    if (override != null && !override.isBlank()) {
      return Path.of(override);
    }
    return Path.of(System.getProperty("user.home"), ".ponytable");
  }

  public static Path autosave() {
    return home().resolve("autosave.json");
  }

  public static Path settings() {
    return home().resolve("settings.json");
  }
}
