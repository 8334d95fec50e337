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
    List<Path> files;
    try {
      files = CardLoader.cardFiles(dir);
    } catch (IOException e) {
      throw new PonyCli.Failure(dir + ": cannot list the card files: " + e.getMessage());
    }
    CardPool pool;
    CardLoader loader = new CardLoader();
    try {
      pool = loader.loadDirectory(dir);
    } catch (CardLoadException e) {
      e.errors().forEach(err -> problems.add(err.toString()));
      pool = partialPool(loader, files);
    }
    int cardErrors = problems.size();
    out.println("cards: " + files.size() + " file(s), " + pool.all().size() + " card(s) loaded"
        + (cardErrors == 0 ? "" : ", " + cardErrors + " error(s)"));
    List<Path> deckFiles = Decks.shipped(dir.resolve(CardLoader.DECKS_FOLDER));
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
    out.println(problems.isEmpty() ? "no errors" : problems.size() + " error(s)");
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
