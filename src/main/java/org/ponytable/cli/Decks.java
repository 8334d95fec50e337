package org.ponytable.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ponytable.cards.DeckLoader;
import org.ponytable.cards.FolderScan;
import org.ponytable.cards.LoadError;
import org.ponytable.cards.LoadResult;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.deck.DeckViolation;

/** Finds the decks random games and benchmarks play with. */
final class Decks {
  private Decks() {}

  /** A deck and the file it came from (its name as the user wrote it or found it). */
  record Named(String file, DeckList deck) {}

  /**
   * The two decks to play: the named ones (a path, or a name in the decks folder, with or without
   * .json), or the first two shipped decks; a single deck plays against itself.
   */
  static List<Named> pick(CardPool pool, Path decksDir, List<String> names) {
    List<Path> files = new ArrayList<>();
    if (names == null || names.isEmpty()) {
      files.addAll(shipped(decksDir));
      if (files.isEmpty()) {
        throw new PonyCli.Failure("no deck files in " + decksDir + "; pass --decks A,B or --cards DIR");
      }
    } else {
      for (String n : names) {
        files.add(find(decksDir, n));
      }
    }
    if (files.size() == 1) {
      files.add(files.get(0));
    }
    if (files.size() > 2) {
      files = files.subList(0, 2);
    }
    List<Named> out = new ArrayList<>();
    for (Path f : files) {
      out.add(load(pool, f));
    }
    return out;
  }

  /**
   * Every named deck (a path, or a name in the decks folder), or with none named every shipped
   * deck, each loaded and checked once, in order; empty when none is named and none is shipped.
   */
  static List<Named> each(CardPool pool, Path decksDir, List<String> names) {
    List<Path> files = new ArrayList<>();
    if (names == null || names.isEmpty()) {
      files.addAll(shipped(decksDir));
    } else {
      for (String n : names) {
        files.add(find(decksDir, n));
      }
    }
    List<Named> out = new ArrayList<>();
    for (Path f : files) {
      out.add(load(pool, f));
    }
    return out;
  }

  /** One deck file, loaded and checked: random games and benchmarks are real games (101). */
  private static Named load(CardPool pool, Path f) {
    LoadResult<DeckList> r = new DeckLoader(pool).loadFile(f);
    if (!r.ok()) {
      StringBuilder sb = new StringBuilder("the deck " + f + " does not load:");
      for (LoadError e : r.errors()) {
        sb.append(System.lineSeparator()).append("  ").append(e);
      }
      throw new PonyCli.Failure(sb.toString());
    }
    List<DeckViolation> violations = DeckValidator.validate(r.value(), pool);
    if (!violations.isEmpty()) {
      StringBuilder sb = new StringBuilder("the deck " + f + " breaks the deckbuilding rules:");
      for (DeckViolation v : violations) {
        sb.append(System.lineSeparator()).append("  ").append(v.message());
      }
      throw new PonyCli.Failure(sb.toString());
    }
    return new Named(f.getFileName().toString(), r.value());
  }

  static List<Path> shipped(Path decksDir) {
    if (!Files.isDirectory(decksDir)) {
      return List.of();
    }
    try {
      // Links, pipes and devices are never opened; validate says what was skipped.
      return FolderScan.decks(decksDir).files();
    } catch (IOException e) {
      throw new PonyCli.Failure("cannot list " + decksDir);
    }
  }

  private static Path find(Path decksDir, String name) {
    for (Path p : List.of(Path.of(name), decksDir.resolve(name), decksDir.resolve(name + ".json"))) {
      if (Files.isRegularFile(p)) {
        return p;
      }
    }
    List<String> known = new ArrayList<>();
    for (Path p : shipped(decksDir)) {
      known.add(p.getFileName().toString().replaceFirst("\\.json$", ""));
    }
    throw new PonyCli.Failure("no deck '" + name + "' (as a file or in " + decksDir + ")"
        + (known.isEmpty() ? "" : "; shipped decks: " + String.join(", ", known)));
  }
}
