package org.ponytable.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ponytable.cards.LoadError;
import org.ponytable.cards.octgn.OctgnImport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "import-octgn", mixinStandardHelpOptions = true,
    header = "Import the cards and theme decks of an OCTGN game definition folder.",
    footerHeading = "%nExample:%n",
    footer = "  import-octgn ../shared/octgn",
    description = {
        "Read FOLDER/Sets/*/set.xml and FOLDER/Decks/**/*.o8d and write the cards' facts to "
            + "DIR/real/<set>.json and the decks to DIR/decks/octgn-<deck>.json. The printed rules "
            + "text is never written. Ability data already written in DIR/real is kept.",
        "Nothing is written unless every entry imports; exit code 1 then, with each error located."})
final class ImportCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards = new CardsOption();

  @Parameters(paramLabel = "FOLDER", description = "The OCTGN game definition folder (holding Sets/).")
  Path folder;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (!Files.isDirectory(folder)) {
      throw new PonyCli.Failure(folder + ": no such folder; expected the OCTGN game definition folder");
    }
    OctgnImport.Result r = OctgnImport.run(folder, cards.dir);
    if (!r.ok()) {
      StringBuilder sb = new StringBuilder("nothing written; " + r.errors().size() + " error(s):");
      for (LoadError e : r.errors()) {
        sb.append(System.lineSeparator()).append("  ").append(e);
      }
      throw new PonyCli.Failure(sb.toString());
    }
    r.cards().forEach((set, n) -> out.println(set + ": " + n + " card(s)"));
    out.println("decks: " + String.join(", ", r.decks()));
    out.println("imported " + r.cardCount() + " card(s) and " + r.decks().size() + " deck(s) into "
        + cards.dir + "; ability data kept for " + r.kept() + " card(s)");
    out.flush();
    return PonyCli.OK;
  }
}
