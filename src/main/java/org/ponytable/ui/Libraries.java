package org.ponytable.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.cards.LoadResult;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.cards.CardArt;
import org.ponytable.ui.session.CardLibrary;

/** Loads the card folder the table plays with: cards from its files, decks from its decks/ folder. */
final class Libraries {
  private Libraries() {}

  static CardLibrary load(Path dir) {
    List<String> problems = new ArrayList<>();
    CardPool pool;
    try {
      CardLoader.Loaded loaded = new CardLoader().loadDirectoryWithFiles(dir);
      pool = loaded.pool();
      registerArt(loaded, problems);
    } catch (CardLoadException e) {
      e.errors().forEach(err -> problems.add(err.toString()));
      return new CardLibrary(new CardPool(List.of()), Map.of(), dir, problems);
    }
    Map<String, DeckList> decks = new LinkedHashMap<>();
    Path deckDir = dir.resolve(CardLoader.DECKS_FOLDER);
    if (Files.isDirectory(deckDir)) {
      // Deck by deck: one broken deck file must not hide the good ones.
      List<Path> files = new ArrayList<>();
      try (var list = Files.list(deckDir)) {
        list.filter(f -> f.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json"))
            .filter(f -> !f.getFileName().toString().startsWith(".")).sorted().forEach(files::add);
      } catch (IOException | RuntimeException e) {
        problems.add(deckDir + ": could not list the deck files: " + e.getMessage());
      }
      DeckLoader loader = new DeckLoader(pool);
      for (Path f : files) {
        LoadResult<DeckList> r = loader.loadFile(f);
        if (r.ok()) {
          DeckList d = r.value();
          decks.put(d.name().isBlank() ? d.maneCharacter() : d.name(), d);
        } else {
          r.errors().forEach(err -> problems.add(err.toString()));
        }
      }
    } else {
      problems.add(deckDir + ": no decks folder");
    }
    return new CardLibrary(pool, decks, dir, problems);
  }

  /** Art paths are relative to their card file, so each card with art is told its file. */
  static void registerArt(CardLoader.Loaded loaded, List<String> problems) {
    for (CardDef c : loaded.pool().all()) {
      Path file = loaded.files().get(c.id());
      if (file == null) {
        continue;
      }
      CardArt.addBase(file.toAbsolutePath().getParent());
      if (c.image() != null) {
        CardArt.register(c.id(), file);
        if (CardArt.url(c) == null) {
          // Not fatal: the card is drawn without art, and the designer learns why.
          problems.add(c.id() + ": art file \"" + c.image() + "\" not found beside its card file");
        }
      }
    }
  }
}
