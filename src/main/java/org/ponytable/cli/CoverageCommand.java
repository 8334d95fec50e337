package org.ponytable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.DeckLoader;
import org.ponytable.cards.LoadError;
import org.ponytable.cards.LoadResult;
import org.ponytable.cards.octgn.Coverage;
import org.ponytable.cards.octgn.OctgnImport;
import org.ponytable.engine.deck.DeckList;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "coverage", mixinStandardHelpOptions = true,
    header = "How many real cards the engine plays exactly as printed.",
    footerHeading = "%nExample:%n",
    footer = "  coverage --cards cards",
    description = {
        "For the imported cards in DIR/real (see import-octgn): per set and type, how many regular "
            + "cards (no tokens, no Villain Challenge) are EXACT, PARTIAL and NONE, as a Markdown "
            + "table; then the missing words, most needed first; then each imported theme deck; "
            + "the last line is 'real pool: N of M regular cards exact (P%%)'.",
        "Exit code 1 when the card folder does not load."})
final class CoverageCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards = new CardsOption();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (!Files.isDirectory(cards.dir)) {
      throw new PonyCli.Failure("no card folder at " + cards.dir + "; pass --cards DIR");
    }
    Coverage.Report report;
    try {
      report = Coverage.of(cards.dir);
    } catch (CardLoadException e) {
      StringBuilder sb = new StringBuilder("the cards in " + cards.dir + " do not load:");
      for (LoadError err : e.errors()) {
        sb.append(System.lineSeparator()).append("  ").append(err);
      }
      throw new PonyCli.Failure(sb.toString());
    } catch (IOException e) {
      throw new PonyCli.Failure("cannot read " + cards.dir + ": " + e.getMessage());
    }
    Map<String, int[]> rows = new LinkedHashMap<>();
    int[] all = new int[3];
    for (Coverage.Card c : report.cards()) {
      rows.computeIfAbsent(c.set() + " | " + c.type(), k -> new int[3])[c.status().ordinal()]++;
      all[c.status().ordinal()]++;
    }
    out.println("| set | type | exact | partial | none |");
    out.println("|---|---|---:|---:|---:|");
    rows.forEach((k, v) -> out.println("| " + k + " | " + v[0] + " | " + v[1] + " | " + v[2] + " |"));
    out.println("| all | all | " + all[0] + " | " + all[1] + " | " + all[2] + " |");
    out.println();
    out.println("missing words (regular cards needing each):");
    report.missingWords().forEach((w, n) -> out.println("  " + w + ": " + n));
    out.println();
    out.println("theme decks (distinct cards exact):");
    Map<String, Coverage.Card> byId = report.byId();
    DeckLoader decks = new DeckLoader(cards.pool(true));
    for (java.nio.file.Path f : Decks.shipped(cards.decksDir())) {
      if (!f.getFileName().toString().startsWith(OctgnImport.DECK_PREFIX)) {
        continue;
      }
      LoadResult<DeckList> r = decks.loadFile(f);
      if (!r.ok()) {
        out.println("  " + f.getFileName() + ": does not load (run 'validate')");
        continue;
      }
      DeckList d = r.value();
      List<String> ids = new java.util.ArrayList<>(new java.util.LinkedHashSet<>(d.drawDeck()));
      ids.addAll(new java.util.LinkedHashSet<>(d.problemDeck()));
      ids.add(d.maneCharacter());
      long exact = ids.stream().filter(id -> byId.containsKey(id)
          && byId.get(id).status() == Coverage.Status.EXACT).count();
      out.println("  " + d.name() + ": " + exact + " of " + ids.size());
    }
    out.println(report.summary());
    out.flush();
    return PonyCli.OK;
  }
}
