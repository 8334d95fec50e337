package org.ponytable.ui.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.card.CardPool;
import org.ponytable.persistence.DeckCheck;
import org.ponytable.persistence.DurableFiles;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.persistence.GameJson;
import org.ponytable.persistence.ReplayFile;
import org.ponytable.persistence.SafePaths;
import org.ponytable.persistence.Scenario;
import org.ponytable.persistence.ScenarioLoader;
import org.ponytable.persistence.ScenarioRun;

/**
 * Saved games are replay files (the command line's format): how the game started and every
 * action in notation. The engine is deterministic, so that rebuilds every state, and the undo
 * history with it.
 */
public final class Saves {
  private Saves() {}

  /**
   * Writes durably ({@link org.ponytable.persistence.DurableFiles}): a crash at any moment leaves
   * the previous save or this one, whole, never half a file.
   */
  public static void write(GameSession g, Path file) throws IOException {
    ReplayFile r;
    if (g.hasSetup()) {
      r = ReplayFile.ofGame(g.setup(), null, g.notation(), g.state());
    } else if (g.scenarioFile() != null) {
      r = ReplayFile.ofScenario(scenarioReference(g.scenarioFile(), file), g.notation(), g.state());
    } else {
      throw new IllegalArgumentException("a game from a hand-built position has no start to save");
    }
    r.write(file);
  }

  /**
   * A game as it stood, to be written later on another thread: its history and states are
   * immutable, so nothing the table does next changes what is written.
   */
  public record Snapshot(GameSession game, java.util.List<GameSession.Turn> history,
      org.ponytable.engine.state.GameState state, Path file) {

    /** Writes it as {@link #autosave} would have when it was taken. */
    void write() throws IOException {
      if (state.isOver()) {
        Files.deleteIfExists(file);
        return;
      }
      List<String> notation = GameSession.notation(history);
      ReplayFile r;
      if (game.hasSetup()) {
        r = ReplayFile.ofGame(game.setup(), null, notation, state);
      } else if (game.scenarioFile() != null) {
        r = ReplayFile.ofScenario(scenarioReference(game.scenarioFile(), file), notation, state);
      } else {
        throw new IllegalArgumentException("a game from a hand-built position has no start to save");
      }
      r.write(file);
    }
  }

  /** What {@link #autosave} would write now, taken on the table's thread to write on another. */
  static Snapshot snapshot(GameSession g, Path file) {
    return new Snapshot(g, g.history(), g.state(), file);
  }

  /**
   * The table's autosave after an action: the game as a save, or no file once the game is over
   * (nothing is left to resume). The kill test drives exactly this.
   */
  public static void autosave(GameSession g, Path file) throws IOException {
    if (g.state().isOver()) {
      Files.deleteIfExists(file);
    } else {
      write(g, file);
    }
  }

  /** What the players are told when the autosave cannot be written to {@code file}. */
  public static String autosaveProblem(Path file) {
    String why = Files.isDirectory(file) ? "it is a folder"
        : Files.exists(file) && !Files.isRegularFile(file) ? "it is not a plain file" : "it cannot be written";
    return "The autosave file " + file + " cannot be used: " + why + ". The game goes on; save it yourself"
        + " (Save as\u2026) to keep it, or move that file away.";
  }

  /**
   * Why writing a save to {@code file} failed, in plain words for the players: what is in the
   * way, never an exception's name. {@code failure} is what {@link #write} threw.
   */
  public static String whyNotSaved(Path file, Exception failure) {
    if (failure instanceof IllegalArgumentException) {
      return failure.getMessage();
    }
    if (Files.isDirectory(file)) {
      return "it is a folder, not a file";
    }
    for (Path up = file.toAbsolutePath().getParent(); up != null; up = up.getParent()) {
      if (Files.exists(up) && !Files.isDirectory(up)) {
        return up + " is a file, not a folder";
      }
    }
    if (failure instanceof java.nio.file.AccessDeniedException) {
      return "you may not write there";
    }
    if (failure instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      // The system's own words, such as "No space left on device" or "Read-only file system".
      return f.getReason().toLowerCase(java.util.Locale.ROOT);
    }
    return "the file could not be written there";
  }

  /**
   * How a save names its scenario. A save may only name files in its own folder or the data
   * folder (SafePaths), so a scenario from elsewhere is copied into the data folder first.
   */
  static String scenarioReference(Path scenario, Path save) throws IOException {
    Path dir = save.toAbsolutePath().getParent().normalize();
    Path from = scenario.toAbsolutePath().normalize();
    Path data = SafePaths.dataFolder().toAbsolutePath().normalize();
    if (!from.startsWith(dir) && !from.startsWith(data)) {
      String text = Files.readString(from, StandardCharsets.UTF_8);
      String name = from.getFileName().toString().replaceAll("\\.json$", "");
      Path copy = data.resolve("scenarios").resolve(name + "-" + Integer.toHexString(text.hashCode()) + ".json");
      if (!Files.isRegularFile(copy)) {
        DurableFiles.write(copy, text);
      }
      from = copy;
    }
    return dir.relativize(from).toString().replace('\\', '/');
  }

  /**
   * Reads a saved game (or any replay file). Problems in the file come as a {@link
   * FileFormatException} with places; an action that is not legal where it stands as an {@link
   * IllegalArgumentException} naming it.
   *
   * @param decksDir where decks named only by file are looked for
   */
  public static GameSession read(Path file, CardPool pool, Path decksDir, GameSession.Mode mode, boolean autoPass)
      throws FileFormatException {
    return read(file, pool, decksDir, mode, autoPass, DeckCheck.RULES);
  }

  /** As {@link #read(Path, CardPool, Path, GameSession.Mode, boolean)}; {@code decks} is for test pools only. */
  public static GameSession read(Path file, CardPool pool, Path decksDir, GameSession.Mode mode, boolean autoPass,
      DeckCheck decks) throws FileFormatException {
    ReplayFile.Loaded loaded = ReplayFile.read(file, pool, decksDir, decks);
    ReplayFile r = loaded.replay();
    GameSession g;
    if (r.setup() != null) {
      // A setup that cannot start says so before any action is blamed for it.
      ReplayFile.start(r.setup(), pool, loaded.source());
      g = GameSession.replay(pool, r.setup(), r.actions(), mode, autoPass);
    } else if (r.scenarioFile() != null) {
      g = scenario(ReplayFile.scenarioPath(loaded), pool, r.actions(), mode, autoPass);
    } else {
      // A scenario written inside the replay: play it all, then go on from its end.
      ReplayFile.Result played = ReplayFile.replay(loaded, pool);
      return GameSession.fromPosition(played.end(), mode, autoPass);
    }
    if (r.finalState() != null && !r.finalState().equals(GameJson.fingerprint(g.state()))) {
      throw new IllegalArgumentException("the save's last state does not match this program's replay of it "
          + "(saved by another version, or the cards changed)");
    }
    ReplayFile.sound(g.state(), loaded.source(), "/actions", "after its actions");
    return g;
  }

  /** A game from a scenario file, at its position after its own actions, then {@code actions}. */
  public static GameSession scenario(Path file, CardPool pool, List<String> actions, GameSession.Mode mode,
      boolean autoPass) throws FileFormatException {
    Scenario sc = new ScenarioLoader(pool).load(file);
    ScenarioRun run = sc.run();
    Outcome after = new Outcome(run.end(), run.log().allEvents());
    return GameSession.fromScenario(file.toAbsolutePath().normalize(), after, sc.labels(), actions, mode, autoPass);
  }
}
