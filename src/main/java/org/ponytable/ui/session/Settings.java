package org.ponytable.ui.session;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The table's preferences, kept in a properties file. Missing or unreadable files give the
 * defaults: a broken settings file must never stop a game from starting.
 */
public final class Settings {
  /** Pass for a player whose only choice is to pass (the default); false asks in every window. */
  public boolean autoPass = true;
  public boolean animations = true;
  public GameSession.Mode mode = GameSession.Mode.PRACTICE;

  public static Settings load(Path file) {
    Settings s = new Settings();
    if (!Files.isRegularFile(file)) {
      return s;
    }
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(file)) {
      p.load(r);
    } catch (IOException e) {
      return s;
    }
    s.autoPass = Boolean.parseBoolean(p.getProperty("autoPass", "true"));
    s.animations = Boolean.parseBoolean(p.getProperty("animations", "true"));
    s.mode = "match".equalsIgnoreCase(p.getProperty("mode")) ? GameSession.Mode.MATCH : GameSession.Mode.PRACTICE;
    return s;
  }

  public void save(Path file) throws IOException {
    Properties p = new Properties();
    p.setProperty("autoPass", Boolean.toString(autoPass));
    p.setProperty("animations", Boolean.toString(animations));
    p.setProperty("mode", mode.name().toLowerCase());
    Files.createDirectories(file.toAbsolutePath().getParent());
    try (Writer w = Files.newBufferedWriter(file)) {
      p.store(w, "Pony Table settings");
    }
  }
}
