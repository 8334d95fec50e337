package org.ponytable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ponytable.ai.Level;
import org.ponytable.ai.sim.Heatmap;
import org.ponytable.ai.sim.Simulation;
import org.ponytable.ai.sim.SimulationReport;
import org.ponytable.ai.sim.WinMatrix;
import org.ponytable.engine.card.CardPool;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "simulate", mixinStandardHelpOptions = true,
    header = "Balance simulation: which deck beats which, and which cards carry a deck.",
    footerHeading = "%nExamples:%n",
    footer = {"  simulate --level easy --games 100 --decks confetti-parade,crystal-bazaar",
        "  simulate --level normal --iterations 32 --games 20 --csv m.csv --heatmap m.png --cards-report cards.csv",
        "  simulate --level normal --games 200 --against thunderhead-squadron"},
    description = {
        "Every pair of the decks plays --games games with one computer level in both seats, the decks changing "
            + "seats every game. Prints the row deck's win rate against each column deck with its 95%% (Wilson) "
            + "interval as a Markdown table; a draw counts half a win.",
        "Game k (counted over all pairings) is dealt from seed S+k and its players are seeded from that, so the "
            + "same command gives the same result with any number of threads. Progress goes to stderr."})
final class SimulateCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards;

  @Option(names = "--decks", paramLabel = "D,...", split = ",", hideParamSyntax = true,
      description = "Decks to pair (names in the decks folder or paths; default: every shipped deck).")
  List<String> decks;

  @Option(names = "--against", paramLabel = "D",
      description = "Play only the pairings of this deck (a name in the decks folder or a path) with each of the "
          + "others: after changing one deck, the other pairings' results still hold.")
  String against;

  @Option(names = "--level", paramLabel = "L", defaultValue = "easy",
      description = "The level in both seats: random, easy or normal (default: ${DEFAULT-VALUE}).")
  String level;

  @Option(names = "--iterations", paramLabel = "I", defaultValue = "64",
      description = "Normal's imagined games per decision (default: ${DEFAULT-VALUE}).")
  int iterations;

  @Option(names = "--games", paramLabel = "N", defaultValue = "100",
      description = "Games per pairing, seats alternating (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the first game (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--threads", paramLabel = "T",
      description = "Games played at once (default: every core, here ${DEFAULT-VALUE}).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--csv", paramLabel = "FILE", description = "Also write the matrix as CSV, one line per ordered pair.")
  Path csv;

  @Option(names = "--heatmap", paramLabel = "FILE.png", description = "Also draw the matrix as a PNG heatmap.")
  Path heatmap;

  @Option(names = "--cards-report", paramLabel = "FILE.csv",
      description = "Per card of each deck: win rate when drawn and when played, abilities fired (CSV).")
  Path cardsReport;

  @Option(names = "--quiet", description = "No progress line on stderr.")
  boolean quiet;

  @Override
  public Integer call() {
    if (games < 1 || iterations < 1 || threads < 1) {
      throw new PonyCli.Failure("--games, --iterations and --threads must each be at least 1", PonyCli.USAGE);
    }
    Level lv = Level.named(level);
    if (lv == null) {
      throw new PonyCli.Failure("unknown level '" + level + "' in --level; use random, easy or normal", PonyCli.USAGE);
    }
    CardPool pool = cards.pool(true);
    List<Simulation.Deck> picked = new ArrayList<>();
    for (Decks.Named d : Decks.each(pool, cards.decksDir(), decks)) {
      String shown = shown(d);
      if (picked.stream().anyMatch(p -> p.name().equals(shown))) {
        throw new PonyCli.Failure("the deck '" + shown + "' is named twice in --decks (" + d.file() + ")", PonyCli.USAGE);
      }
      picked.add(new Simulation.Deck(shown, d.deck()));
    }
    String focus = null;
    if (against != null) {
      Decks.Named d = Decks.each(pool, cards.decksDir(), List.of(against)).get(0);
      focus = shown(d);
      String name = focus;
      Simulation.Deck same = picked.stream().filter(p -> p.name().equals(name)).findFirst().orElse(null);
      if (same == null) {
        picked.add(0, new Simulation.Deck(focus, d.deck()));
      } else if (!same.list().equals(d.deck())) {
        throw new PonyCli.Failure("--against " + against + " and a deck in --decks are both named '" + focus
            + "' but hold different cards; name one of them", PonyCli.USAGE);
      }
    }
    if (picked.size() < 2) {
      throw new PonyCli.Failure("--decks names " + picked.size() + " deck; a simulation pairs at least two",
          PonyCli.USAGE);
    }
    Simulation.Settings settings = new Simulation.Settings(picked, lv, iterations, games, seed, threads, focus);
    PrintWriter err = spec.commandLine().getErr();
    Simulation.Result r = Simulation.run(pool, settings, quiet ? (done, total) -> {} : progressLine(err));
    if (!quiet) {
      err.println();
      err.flush();
    }
    String title = title(settings, r);
    PrintWriter out = spec.commandLine().getOut();
    out.println(title);
    out.println();
    out.print(SimulationReport.markdown(r.matrix()));
    write(csv, SimulationReport.matrixCsv(r.matrix()), out);
    write(cardsReport, SimulationReport.cardsCsv(r.cards()), out);
    drawHeatmap(r.matrix(), Heatmap.title(settings), heatmap, out);
    out.flush();
    return PonyCli.OK;
  }

  /** The name reports give a deck: its own, or its file's when it has none. */
  private static String shown(Decks.Named d) {
    return d.deck().name().isBlank() ? d.file().replaceFirst("\\.json$", "") : d.deck().name();
  }

  static String title(Simulation.Settings s, Simulation.Result r) {
    return String.format(Locale.ROOT, "simulate: %s in both seats%s, %d games per pairing%s, %d games, seeds %d-%d, %.1f s",
        s.level().display(), s.level() == Level.NORMAL ? " (" + s.iterations() + " iterations)" : "", s.games(),
        s.against() == null ? "" : " (only " + s.against() + "'s)", s.totalGames(), s.seed(),
        s.seed() + s.totalGames() - 1, r.seconds());
  }

  /** The matrix as a PNG in {@code file}, if one is asked for. */
  static void drawHeatmap(WinMatrix m, String title, Path file, PrintWriter out) {
    if (file == null) {
      return;
    }
    try {
      Heatmap.write(m, title, file);
    } catch (IOException e) {
      throw new PonyCli.Failure("cannot write the heatmap " + file + ": " + e.getMessage());
    }
    out.println("heatmap: " + file);
  }

  /** {@code text} in {@code file}, if one is asked for. */
  static void write(Path file, String text, PrintWriter out) {
    if (file == null) {
      return;
    }
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new PonyCli.Failure("cannot write " + file + ": " + e.getMessage());
    }
    out.println("written: " + file);
  }

  /** "simulate: 120/600 games (20%)" on one line of stderr, at most every whole percent. */
  private static Simulation.Progress progressLine(PrintWriter err) {
    int[] shown = {-1};
    return (done, total) -> {
      synchronized (shown) {
        int percent = 100 * done / total;
        if (percent > shown[0]) {
          shown[0] = percent;
          err.printf(Locale.ROOT, "\rsimulate: %d/%d games (%d%%)", done, total, percent);
          err.flush();
        }
      }
    };
  }
}
