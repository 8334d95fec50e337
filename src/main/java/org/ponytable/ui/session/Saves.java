package org.ponytable.ui.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.ponytable.engine.Outcome;
import org.ponytable.engine.card.CardPool;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.persistence.GameJson;
import org.ponytable.persistence.ReplayFile;
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

  /** Writes through a temporary file, so a crash mid-write never leaves half a save. */
  public static void write(GameSession g, Path file) throws IOException {
    ReplayFile r;
    if (g.hasSetup()) {
      r = ReplayFile.ofGame(g.setup(), null, g.notation(), g.state());
    } else if (g.scenarioFile() != null) {
      Path dir = file.toAbsolutePath().getParent();
      String rel = dir.relativize(g.scenarioFile().toAbsolutePath()).toString().replace('\\', '/');
      r = ReplayFile.ofScenario(rel, g.notation(), g.state());
    } else {
      throw new IllegalArgumentException("a game from a hand-built position has no start to save");
    }
    Path dir = file.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path tmp = Files.createTempFile(dir, "save", ".tmp");
    try {
      r.write(tmp);
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
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
    ReplayFile.Loaded loaded = ReplayFile.read(file, pool, decksDir);
    ReplayFile r = loaded.replay();
    GameSession g;
    if (r.setup() != null) {
      g = GameSession.replay(pool, r.setup(), r.actions(), mode, autoPass);
    } else if (r.scenarioFile() != null) {
      g = scenario(loaded.dir().resolve(r.scenarioFile()), pool, r.actions(), mode, autoPass);
    } else {
      // A scenario written inside the replay: play it all, then go on from its end.
      ReplayFile.Result played = ReplayFile.replay(loaded, pool);
      return GameSession.fromPosition(played.end(), mode, autoPass);
    }
    if (r.finalState() != null && !r.finalState().equals(GameJson.fingerprint(g.state()))) {
      throw new IllegalArgumentException("the save's last state does not match this program's replay of it "
          + "(saved by another version, or the cards changed)");
    }
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
