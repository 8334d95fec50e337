package org.ponytable.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ponytable.engine.card.CardPool;
import org.ponytable.persistence.Explain;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.persistence.LoadProblem;
import org.ponytable.persistence.Scenario;
import org.ponytable.persistence.ScenarioLoader;
import org.ponytable.persistence.ScenarioRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "scenario", mixinStandardHelpOptions = true,
    header = "Run a scenario file and make its checks.",
    footerHeading = "%nExample:%n",
    footer = {"  scenario docs/scenarios/double-problem-faceoff.json --json",
        "  scenario docs/scenarios/main-phase-tour.json --explain guide --why \"move tired to problem:p1\""},
    description = {
        "Load a scenario (docs/scenarios.md), apply its actions, make its 'expect' checks and print the "
            + "resulting state and the event log.",
        "Exit code 1 when the file has an error or a check fails, 3 when the engine fails (a bug)."})
final class ScenarioCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards;

  @Parameters(paramLabel = "FILE", description = "The scenario file (JSON).")
  Path file;

  @Option(names = "--json", description = "Print one JSON document: state summary, event log and check results.")
  boolean json;

  @Option(names = "--explain", paramLabel = "CARD", description = "After the run, show which continuous modifiers "
      + "made this card's power and colors, in the order applied (711), with their sources. Repeatable.")
  java.util.List<String> explain = new java.util.ArrayList<>();

  @Option(names = "--why", paramLabel = "ACTION", description = "After the run, say whether this action text is "
      + "legal and, if not, the engine's reason. Repeatable.")
  java.util.List<String> why = new java.util.ArrayList<>();

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    CardPool pool = cards.pool(false);
    ScenarioRun run;
    try {
      Scenario sc = new ScenarioLoader(pool).load(file);
      run = sc.run();
    } catch (FileFormatException e) {
      throw PonyCli.failure(e);
    }
    java.util.List<String> explained = new java.util.ArrayList<>();
    try {
      for (String card : explain) {
        explained.addAll(Explain.card(run.end(), card, run.scenario().labels()));
      }
      for (String action : why) {
        explained.add(Explain.action(run.end(), action, run.scenario().labels()));
      }
    } catch (IllegalArgumentException e) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
    if (json) {
      out.println(run.toJsonText(explained));
    } else {
      Scenario sc = run.scenario();
      out.println("scenario " + file + (sc.description() == null ? "" : ": " + sc.description()));
      out.println();
      out.print(Text.log(run.log(), sc.labelsById()));
      out.println();
      out.print(Text.state(run.end(), sc.labelsById()));
      out.println();
      for (String line : explained) {
        out.println(line);
      }
      if (!explained.isEmpty()) {
        out.println();
      }
      if (run.passed()) {
        out.println("expect: all " + sc.checkCount() + " checks passed");
      } else {
        out.println("expect: " + run.failures().size() + " of " + sc.checkCount() + " checks failed");
      }
    }
    out.flush();
    if (!run.passed()) {
      PrintWriter err = spec.commandLine().getErr();
      for (LoadProblem p : run.failures()) {
        err.println("expect failed: " + p);
      }
      err.flush();
      return PonyCli.FAILED;
    }
    return PonyCli.OK;
  }
}
