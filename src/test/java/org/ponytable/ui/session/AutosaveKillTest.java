package org.ponytable.ui.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.StateInvariants;

/**
 * Durability of the autosave (issue 8): a child JVM plays and autosaves after every action as the
 * table does, and is killed ({@code destroyForcibly}, a real process kill) 50-600 ms after it is
 * playing; 100 times, one fresh process per kill. After every kill the autosave must load as an
 * intact game that keeps the invariants and resumes: a further legal action applies. Two lanes
 * (each its own data folder and game) run side by side to keep the test near a minute or two.
 */
class AutosaveKillTest {
  private static final int KILLS = Integer.getInteger("kill.count", 100);
  private static final int LANES = 2;

  @TempDir
  Path home;

  /** What one lane saw. */
  record Lane(int resumed, int finished, int longest) {}

  @Test
  void killedAtRandomMomentsTheAutosaveAlwaysLoadsAndResumes() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    long started = System.nanoTime();
    ExecutorService lanes = Executors.newFixedThreadPool(LANES);
    List<Future<Lane>> results = new ArrayList<>();
    for (int lane = 0; lane < LANES; lane++) {
      int l = lane;
      int kills = KILLS / LANES + (lane < KILLS % LANES ? 1 : 0);
      results.add(lanes.submit(() -> lane(home.resolve("lane-" + l), pool, kills, 20261123L + l)));
    }
    int resumed = 0;
    int finished = 0;
    int longest = 0;
    try {
      for (Future<Lane> f : results) {
        Lane r = f.get(10, TimeUnit.MINUTES);
        resumed += r.resumed();
        finished += r.finished();
        longest = Math.max(longest, r.longest());
      }
    } finally {
      lanes.shutdownNow();
    }
    System.out.printf("AutosaveKillTest: %d kills, %d resumed, %d games finished, longest save %d actions, %d s%n",
        KILLS, resumed, finished, longest, (System.nanoTime() - started) / 1_000_000_000L);
    assertThat(resumed + finished).isEqualTo(KILLS);
    assertThat(resumed).as("kills that left a game to resume").isGreaterThan(KILLS / 2);
  }

  private static Lane lane(Path dir, CardPool pool, int kills, long seed) throws Exception {
    Files.createDirectories(dir);
    Path cards = Path.of("cards");
    Path autosave = dir.resolve("autosave.json");
    Random random = new Random(seed);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    int resumed = 0;
    int finished = 0;
    int longest = 0;
    for (int kill = 0; kill < kills; kill++) {
      ProcessBuilder pb = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
          "-Djava.awt.headless=true", "-Dponytable.home=" + dir, "-cp", System.getProperty("java.class.path"),
          AutosaveKillChild.class.getName(), autosave.toString(), cards.toString(), Long.toString(seed * 1000 + kill));
      pb.redirectErrorStream(true);
      Process child = pb.start();
      child.getOutputStream().close();
      BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
      String first = out.readLine();
      if (first == null || !first.startsWith("ready")) {
        StringBuilder rest = new StringBuilder(String.valueOf(first));
        for (String line = out.readLine(); line != null && rest.length() < 4000; line = out.readLine()) {
          rest.append('\n').append(line);
        }
        child.destroyForcibly().waitFor();
        throw new AssertionError(dir.getFileName() + ", child " + kill + " could not resume the autosave:\n" + rest);
      }
      Thread.sleep(50 + random.nextInt(551));
      child.destroyForcibly();
      if (!child.waitFor(30, TimeUnit.SECONDS)) {
        throw new AssertionError("child " + kill + " did not end when killed");
      }
      if (!Files.exists(autosave)) {
        finished++; // The game ended and its autosave went with it; the next child starts a new one.
        continue;
      }
      GameSession g = Saves.read(autosave, pool, cards.resolve(CardLoader.DECKS_FOLDER), GameSession.Mode.PRACTICE,
          true);
      assertThat(StateInvariants.violations(g.state())).as("after kill %d", kill).isEmpty();
      assertThat(g.state().isOver()).as("an autosave of a finished game").isFalse();
      Action next = Engine.legalActions(g.state()).stream().filter(a -> !(a instanceof Action.Concede))
          .findFirst().orElseThrow();
      g.act(next);
      assertThat(StateInvariants.violations(g.state())).isEmpty();
      longest = Math.max(longest, g.notation().size());
      resumed++;
    }
    return new Lane(resumed, finished, longest);
  }
}
