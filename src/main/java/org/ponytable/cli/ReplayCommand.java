package org.ponytable.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ponytable.engine.card.CardPool;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.persistence.GameJson;
import org.ponytable.persistence.LoadProblem;
import org.ponytable.persistence.ReplayFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "replay", mixinStandardHelpOptions = true,
    header = "Replay a replay file and print the final state.",
    footerHeading = "%nExample:%n",
    footer = "  replay game.json --log",
    description = {
        "Replay a game from a replay file (its setup or scenario, then its actions) and print the final state.",
        "When the file records a finalState fingerprint, the replayed state must match it: exit code 1 if not."})
final class ReplayCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards;

  @Parameters(paramLabel = "FILE", description = "The replay file (JSON).")
  Path file;

  @Option(names = "--json", description = "Print the final state (and with --log the log) as JSON.")
  boolean json;

  @Option(names = "--log", description = "Also print every action with its events.")
  boolean log;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    CardPool pool = cards.pool(false);
    ReplayFile.Result r;
    try {
      r = ReplayFile.replay(ReplayFile.read(file, pool, cards.decksDir()), pool);
    } catch (FileFormatException e) {
      throw PonyCli.failure(e);
    }
    String verdict = r.matches() == null ? "no finalState recorded"
        : r.matches() ? "final state matches the recorded fingerprint" : "final state DIFFERS from the recorded fingerprint";
    if (json) {
      out.println(GameJson.replayReport(file.toString(), r, log));
    } else {
      out.println("replay " + file + ": " + r.log().size() + " actions; " + verdict);
      if (log) {
        out.println();
        out.print(Text.log(r.log(), r.labels()));
      }
      out.println();
      out.print(Text.state(r.end(), r.labels()));
    }
    out.flush();
    if (Boolean.FALSE.equals(r.matches())) {
      spec.commandLine().getErr().println(file + ": the replayed final state differs from the recorded one");
      return PonyCli.FAILED;
    }
    return PonyCli.OK;
  }
}
