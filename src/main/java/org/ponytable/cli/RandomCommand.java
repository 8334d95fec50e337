package org.ponytable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.GameState;
import org.ponytable.persistence.GameJson;
import org.ponytable.persistence.GameLog;
import org.ponytable.persistence.Refs;
import org.ponytable.persistence.ReplayFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "random", mixinStandardHelpOptions = true,
    header = "Play whole games of random legal actions.",
    footerHeading = "%nExamples:%n",
    footer = {"  random --seed 42 --summary --games 10", "  random --seed 42 --decks orchard-harvest,starlight-academy --replay game.json"},
    description = {
        "Play whole games of random legal actions (never conceding, never passing automatically) with the "
            + "shipped decks, and print the log as JSON, or one summary line per game.",
        "Game g (counting from 0) uses seed N+g for both the game and the random player, so the same "
            + "command prints the same games."})
final class RandomCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards;

  @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of the first game (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--decks", paramLabel = "A,B", split = ",", hideParamSyntax = true,
      description = "The two decks: names in the decks folder (without .json) or paths. One deck plays itself. "
          + "Default: the first two shipped decks.")
  List<String> decks;

  @Option(names = "--games", paramLabel = "K", defaultValue = "1", description = "How many games (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(names = "--summary", description = "One line per game instead of the JSON log.")
  boolean summary;

  @Option(names = "--replay", paramLabel = "FILE",
      description = "Write each game's replay to FILE (with several games: FILE-1.json, FILE-2.json, ...).")
  Path replay;

  @Override
  public Integer call() throws IOException {
    if (games < 1) {
      throw new PonyCli.Failure("--games must be at least 1", PonyCli.USAGE);
    }
    PrintWriter out = spec.commandLine().getOut();
    CardPool pool = cards.pool(true);
    List<Decks.Named> named = Decks.pick(pool, cards.decksDir(), decks);
    List<String> deckFiles = new ArrayList<>();
    named.forEach(n -> deckFiles.add(n.file()));
    List<GameJson.PlayedGame> played = new ArrayList<>();
    int unfinished = 0;
    for (int g = 0; g < games; g++) {
      long s = seed + g;
      GameSetup setup = RandomGames.setup(named, s);
      RandomGames.Game game = RandomGames.play(pool, setup, s);
      GameLog log = game.log();
      GameState end = log.last();
      if (!end.isOver()) {
        unfinished++;
      }
      if (summary) {
        out.println(summaryLine(g + 1, s, end, log.size(), game.agreed()));
        out.flush();
      } else {
        played.add(new GameJson.PlayedGame(g + 1, s, setup, deckFiles, log));
      }
      if (replay != null) {
        ReplayFile.ofGame(setup, deckFiles, log.actionTexts(), end).write(replayFile(g));
      }
    }
    if (!summary) {
      out.println(GameJson.randomGames(played));
    }
    out.flush();
    if (unfinished > 0) {
      spec.commandLine().getErr().println(unfinished + " game(s) stopped after " + RandomGames.MAX_ACTIONS
          + " actions without a result: a hang");
      return PonyCli.FAILED;
    }
    return PonyCli.OK;
  }

  private Path replayFile(int g) {
    if (games == 1) {
      return replay;
    }
    String name = replay.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String numbered = dot > 0 ? name.substring(0, dot) + "-" + (g + 1) + name.substring(dot)
        : name + "-" + (g + 1) + ".json";
    return replay.resolveSibling(numbered);
  }

  static String summaryLine(int game, long seed, GameState end, int actions, RandomGames.Agreement agreed) {
    String result;
    if (end.result() == null) {
      result = "unfinished";
    } else if (agreed != null) {
      result = agreed.report;
    } else if (end.result().isDraw()) {
      result = "draw (" + end.result().reason() + ")";
    } else {
      int w = end.result().winner();
      result = Refs.player(w) + " " + end.player(w).name() + " won (" + end.result().reason() + ")";
    }
    return "game " + game + " seed " + seed + ": " + result + ", score " + end.player(0).score() + "-"
        + end.player(1).score() + ", turn " + end.turn() + ", " + actions + " actions";
  }
}
