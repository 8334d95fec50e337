package org.ponytable.ui.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.engine.TestCards;
import org.ponytable.persistence.DeckCheck;

/** Crash reports and the log file (issue 8): what a vanished table leaves in the data folder. */
class CrashReportsTest {
  @TempDir
  Path home;

  @Test
  void aCrashLeavesAReportWithTheLastActionsAndTheReplayAndIsToldOnce() throws Exception {
    GameSession g = GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, true);
    DemoPlayer.playUntil(g, 2, 7);
    Path report = new CrashReports(home, () -> g).report(new Thread("JavaFX Application Thread"),
        new IllegalStateException("boom"));

    assertThat(report.getFileName().toString()).matches("crash-\\d{8}-\\d{6}-\\d{3}\\.txt");
    String text = Files.readString(report, StandardCharsets.UTF_8);
    List<String> actions = g.notation();
    assertThat(text).contains("version: ", "thread: JavaFX Application Thread", "boom",
        "last actions (" + Math.min(CrashReports.LAST_ACTIONS, actions.size()) + " of " + actions.size() + ")",
        actions.get(actions.size() - 1));
    Path replay;
    try (Stream<Path> files = Files.list(home)) {
      replay = files.filter(p -> p.getFileName().toString().endsWith("-replay.json")).findFirst().orElseThrow();
    }
    // The replay beside the report rebuilds the very game that was open.
    GameSession back = Saves.read(replay, TestCards.POOL, null, GameSession.Mode.PRACTICE, true, DeckCheck.NONE);
    assertThat(back.state()).isEqualTo(g.state());

    assertThat(CrashReports.takePending(home)).contains(report.toAbsolutePath());
    assertThat(CrashReports.takePending(home)).as("told once").isEmpty();
    assertThat(CrashReports.notice(report)).startsWith("The table closed unexpectedly last time; a report was saved at ");
    assertThat(Files.readString(home.resolve(LogFile.NAME))).contains("SEVERE", "boom");
  }

  @Test
  void aCrashWithNoGameOpenStillLeavesAReport() throws Exception {
    Path report = new CrashReports(home, () -> null).report(Thread.currentThread(), new RuntimeException("x"));
    assertThat(Files.readString(report)).contains("no game was open", "RuntimeException: x");
  }

  @Test
  void theLogFileKeepsWarningsAndStaysSmall() throws Exception {
    LogFile log = new LogFile(home.resolve(LogFile.NAME));
    log.publish(new LogRecord(Level.INFO, "chatter"));
    log.publish(new LogRecord(Level.WARNING, "autosave failed"));
    assertThat(Files.readString(log.file())).contains("autosave failed").doesNotContain("chatter");
    String line = "w".repeat(1000);
    for (int i = 0; i < 600; i++) {
      log.publish(new LogRecord(Level.WARNING, line));
    }
    assertThat(Files.size(log.file())).isLessThanOrEqualTo(LogFile.MAX_BYTES + 2000);
    assertThat(home.resolve(LogFile.NAME + ".1")).exists();
    assertThat(Files.size(home.resolve(LogFile.NAME + ".1"))).isLessThanOrEqualTo(LogFile.MAX_BYTES + 2000);
  }
}
