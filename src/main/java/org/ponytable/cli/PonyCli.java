package org.ponytable.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.persistence.LoadProblem;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The headless runner: scenarios, random games, replays, card validation and the benchmark.
 * {@code ./mvnw -q compile exec:java -Dexec.args="--help"} lists the commands.
 */
@Command(
    name = "ponytable",
    mixinStandardHelpOptions = true,
    versionProvider = PonyCli.Version.class,
    description = "Pony Table without the table: run scenarios, random games and replays, check card files, "
        + "measure the engine.",
    subcommands = {
        ScenarioCommand.class,
        RandomCommand.class,
        ReplayCommand.class,
        ValidateCommand.class,
        ImportCommand.class,
        CoverageCommand.class,
        BenchCommand.class,
        FuzzCommand.class,
        AiMatchCommand.class,
        AiSpeedCommand.class,
        SimulateCommand.class,
        SimulateMergeCommand.class,
        ExerciseCommand.class,
        CommandLine.HelpCommand.class
    },
    footerHeading = "%nExit codes:%n",
    footer = {
        "  0  success",
        "  1  something checked was wrong: an expect, a replay's final state,",
        "     a card or deck error, an unreadable or invalid file",
        "  2  the command line itself was wrong",
        "  3  the engine failed: a bug; please report it with the input file",
        "",
        "'ponytable help COMMAND' or 'ponytable COMMAND --help' explains a command."
    })
public final class PonyCli implements Runnable {
  public static final int OK = 0;
  public static final int FAILED = 1;
  public static final int USAGE = 2;
  public static final int INTERNAL = 3;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    // No subcommand: show what there is rather than doing nothing silently.
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** A configured command line; tests call {@code execute} on it with their own writers. */
  public static CommandLine commandLine() {
    CommandLine cmd = new CommandLine(new PonyCli());
    cmd.setExecutionExceptionHandler(PonyCli::handle);
    cmd.setCaseInsensitiveEnumValuesAllowed(true);
    return cmd;
  }

  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /**
   * Expected failures ({@link Failure}) print their message; anything else is an engine or
   * program bug, printed with its stack trace because that is what a bug report needs.
   */
  private static int handle(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
    PrintWriter err = cmd.getErr();
    if (e instanceof Failure f) {
      err.println(f.getMessage());
      err.flush();
      return f.code;
    }
    err.println("internal error: " + e);
    e.printStackTrace(err);
    err.flush();
    return INTERNAL;
  }

  /**
   * A scenario or replay that could not be used: its problems, exit code 1; or, when the engine
   * failed on a good file, exit code 3 with the engine's stack trace for the bug report.
   */
  static Failure failure(FileFormatException e) {
    StringBuilder sb = new StringBuilder();
    for (LoadProblem p : e.problems()) {
      sb.append(sb.length() == 0 ? "" : System.lineSeparator()).append(p);
    }
    if (!e.engineFailed()) {
      return new Failure(sb.toString());
    }
    StringWriter trace = new StringWriter();
    e.getCause().printStackTrace(new PrintWriter(trace));
    return new Failure(sb + System.lineSeparator() + trace, INTERNAL);
  }

  /** A failure the user can act on: its message is the whole report. */
  static final class Failure extends RuntimeException {
    final int code;

    Failure(String message) {
      this(message, FAILED);
    }

    Failure(String message, int code) {
      super(message, null, false, false);
      this.code = code;
    }
  }

  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = PonyCli.class.getPackage().getImplementationVersion();
      return new String[] {"Pony Table " + (v == null ? "(development build)" : v)};
    }
  }
}
