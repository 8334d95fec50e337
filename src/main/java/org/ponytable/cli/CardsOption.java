package org.ponytable.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.LoadError;
import org.ponytable.engine.card.CardPool;
import picocli.CommandLine.Option;

/** The {@code --cards} option shared by commands that need the shipped cards. */
final class CardsOption {
  @Option(names = "--cards", paramLabel = "DIR", defaultValue = "cards",
      description = "Folder of card files, with deck lists in its decks/ folder (default: ${DEFAULT-VALUE}).")
  Path dir;

  /** The shipped cards; with {@code required} false a missing folder gives an empty pool. */
  CardPool pool(boolean required) {
    if (!Files.isDirectory(dir)) {
      if (required) {
        throw new PonyCli.Failure("no card folder at " + dir + "; run from the project folder or pass --cards DIR");
      }
      return new CardPool(List.of());
    }
    try {
      return new CardLoader().loadDirectory(dir);
    } catch (CardLoadException e) {
      StringBuilder sb = new StringBuilder("the cards in " + dir + " do not load (run 'validate' for details):");
      for (LoadError err : e.errors()) {
        sb.append(System.lineSeparator()).append("  ").append(err);
      }
      throw new PonyCli.Failure(sb.toString());
    }
  }

  Path decksDir() {
    return dir.resolve(CardLoader.DECKS_FOLDER);
  }
}
