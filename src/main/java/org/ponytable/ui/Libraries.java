package org.ponytable.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.cards.ArtRef;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.cards.FolderScan;
import org.ponytable.cards.LoadError;
import org.ponytable.cards.LoadResult;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.cards.CardArt;
import org.ponytable.ui.cards.OctgnScans;
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
      loaded.warnings().forEach(w -> problems.add(w.toString()));
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
      try {
        FolderScan scan = FolderScan.decks(deckDir);
        files.addAll(scan.files());
        scan.warnings().forEach(w -> problems.add(w.toString()));
      } catch (IOException | RuntimeException e) {
        problems.add(deckDir + ": could not list the deck files");
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

  /**
   * Tells {@link CardArt} where each card's art is, as the loader resolved it from the card's own
   * file, or for an imported card without art the player's OCTGN scan of it (issue 11). Art that
   * cannot be read is not fatal: the card is drawn without it, and the designer learns why.
   */
  static void registerArt(CardLoader.Loaded loaded, List<String> problems) {
    problems.addAll(OctgnScans.warnings());
    for (CardDef c : loaded.pool().all()) {
      ArtRef art = loaded.art().get(c.id());
      if (art == null) {
        ArtRef scan = OctgnScans.art(loaded.guids().get(c.id()), String.valueOf(loaded.files().get(c.id())));
        if (scan == null) {
          CardArt.unregister(c.id());
        } else {
          CardArt.register(c.id(), scan);
        }
        continue;
      }
      CardArt.register(c.id(), art);
      LoadError problem = CardArt.check(art);
      if (problem != null) {
        problems.add(problem.toString());
      }
    }
  }
}
