package org.ponytable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.cards.FolderScan;
import org.ponytable.cards.LoadResult;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.deck.DeckViolation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "validate", mixinStandardHelpOptions = true,
    header = "Check every card file and deck list.",
    footerHeading = "%nExample:%n",
    footer = "  validate cards",
    description = {
        "Load every card file under DIR and every deck in DIR/decks, check the decks against the deckbuilding "
            + "rules (101), and print each error as file:line:column.",
        "Exit code 1 when anything is wrong."})
final class ValidateCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "DIR", arity = "0..1", defaultValue = "cards",
      description = "The card folder (default: ${DEFAULT-VALUE}).")
  Path dir;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (!Files.isDirectory(dir)) {
      throw new PonyCli.Failure(dir + ": no such folder; expected the folder holding the card files");
    }
    List<String> problems = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    List<Path> files;
    try {
      FolderScan scan = FolderScan.cards(dir);
      files = scan.files();
      scan.warnings().forEach(w -> warnings.add(w.toString()));
    } catch (IOException e) {
      throw new PonyCli.Failure(dir + ": cannot list the card files");
    }
    CardPool pool;
    CardLoader loader = new CardLoader();
    try {
      CardLoader.Loaded loaded = loader.loadDirectoryWithFiles(dir);
      pool = loaded.pool();
      // The folder's warnings again, now with the art refused.
      warnings.clear();
      loaded.warnings().forEach(w -> warnings.add(w.toString()));
    } catch (CardLoadException e) {
      e.errors().forEach(err -> problems.add(err.toString()));
      pool = partialPool(loader, files);
    }
    int cardErrors = problems.size();
    out.println("cards: " + files.size() + " file(s), " + pool.all().size() + " card(s) loaded"
        + (cardErrors == 0 ? "" : ", " + cardErrors + " error(s)"));
    Path decksDir = dir.resolve(CardLoader.DECKS_FOLDER);
    List<Path> deckFiles = Decks.shipped(decksDir);
    if (Files.isDirectory(decksDir)) {
      try {
        FolderScan.decks(decksDir).warnings().forEach(w -> warnings.add(w.toString()));
      } catch (IOException e) {
        warnings.add(decksDir + ": could not list the deck files");
      }
    }
    int legal = 0;
    for (Path f : deckFiles) {
      LoadResult<DeckList> r = new DeckLoader(pool).loadFile(f);
      if (!r.ok()) {
        r.errors().forEach(err -> problems.add(err.toString()));
        continue;
      }
      List<DeckViolation> violations = DeckValidator.validate(r.value(), pool);
      for (DeckViolation v : violations) {
        // Deck rules are about the whole list, so there is no line to point at.
        problems.add(f + ": " + v.message());
      }
      if (violations.isEmpty()) {
        legal++;
      }
    }
    out.println("decks: " + deckFiles.size() + " file(s), " + legal + " legal");
    for (String p : problems) {
      out.println(p);
    }
    for (String w : warnings) {
      out.println("warning: " + w);
    }
    // Warnings do not fail validation (the rest loads), but they are never left unsaid.
    out.println((problems.isEmpty() ? "no errors" : problems.size() + " error(s)")
        + (warnings.isEmpty() ? "" : ", " + warnings.size() + " warning(s)"));
    out.flush();
    return problems.isEmpty() ? PonyCli.OK : PonyCli.FAILED;
  }

  /** The cards of the files that did load, so decks can still be checked against something. */
  private static CardPool partialPool(CardLoader loader, List<Path> files) {
    List<CardDef> defs = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (Path f : files) {
      LoadResult<List<CardDef>> r = loader.loadFile(f);
      if (r.ok()) {
        for (CardDef d : r.value()) {
          if (ids.add(d.id())) {
            defs.add(d);
          }
        }
      }
    }
    return new CardPool(defs);
  }
}
