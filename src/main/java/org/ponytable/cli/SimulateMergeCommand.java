package org.ponytable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ponytable.ai.sim.MatrixCsv;
import org.ponytable.ai.sim.SimulationReport;
import org.ponytable.ai.sim.WinMatrix;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "simulate-merge", mixinStandardHelpOptions = true,
    header = "Adds up the matrices of several simulate runs, as if they were one run.",
    footerHeading = "%nExamples:%n",
    footer = {"  simulate-merge run1.csv run2.csv --csv all.csv --heatmap all.png",
        "  simulate-merge old.csv --newer thunderhead.csv --heatmap now.png"},
    description = {
        "Reads matrix CSVs written by simulate --csv and adds their games pairing by pairing, so a sample can "
            + "grow run by run (a run's results come only at its end). Prints the matrix with 95%% (Wilson) "
            + "intervals as simulate does.",
        "--newer files replace the older files' games of every pairing they played: after a change to one "
            + "deck, simulate --against gives its new pairings and the older runs the rest. The runs must be "
            + "of the same cards otherwise; the files cannot tell."})
final class SimulateMergeCommand implements Callable<Integer> {
  /** A matrix CSV of a few dozen decks is a few kilobytes; anything this big is not one. */
  private static final long MAX_BYTES = 4L << 20;

  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "FILE.csv", arity = "0..*", description = "Matrix CSVs of earlier runs.")
  List<Path> files = new ArrayList<>();

  @Option(names = "--newer", paramLabel = "FILE.csv", arity = "1..*",
      description = "Matrix CSVs whose pairings replace those of the other files.")
  List<Path> newer = new ArrayList<>();

  @Option(names = "--csv", paramLabel = "FILE", description = "Also write the sum as a matrix CSV.")
  Path csv;

  @Option(names = "--heatmap", paramLabel = "FILE.png", description = "Also draw the sum as a PNG heatmap.")
  Path heatmap;

  @Option(names = "--title", paramLabel = "T", defaultValue = "merged simulate runs",
      description = "The heatmap's heading (default: ${DEFAULT-VALUE}).")
  String title;

  @Override
  public Integer call() {
    if (files.size() + newer.size() < 1) {
      throw new PonyCli.Failure("name at least one matrix CSV to add up", PonyCli.USAGE);
    }
    WinMatrix m;
    try {
      m = MatrixCsv.add(read(files), read(newer));
    } catch (MatrixCsv.BadFile e) {
      throw new PonyCli.Failure(e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(SimulationReport.markdown(m));
    SimulateCommand.write(csv, SimulationReport.matrixCsv(m), out);
    SimulateCommand.drawHeatmap(m, title, heatmap, out);
    out.flush();
    return PonyCli.OK;
  }

  private static List<MatrixCsv.Source> read(List<Path> paths) {
    List<MatrixCsv.Source> out = new ArrayList<>();
    for (Path p : paths) {
      try {
        if (!Files.isRegularFile(p)) {
          throw new PonyCli.Failure(p + ": no such file");
        }
        if (Files.size(p) > MAX_BYTES) {
          throw new PonyCli.Failure(p + ": " + Files.size(p) + " bytes is too big for a matrix CSV");
        }
        out.add(new MatrixCsv.Source(p.toString(), Files.readString(p, StandardCharsets.UTF_8)));
      } catch (IOException e) {
        throw new PonyCli.Failure(p + ": cannot read it (" + e.getMessage() + ")");
      }
    }
    return out;
  }
}
