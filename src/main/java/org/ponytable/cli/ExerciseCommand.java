package org.ponytable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.octgn.Coverage;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.rules.LegalActions;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "exercise", mixinStandardHelpOptions = true,
    header = "Which EXACT real cards random games make use of, and which only a scenario covers.",
    footerHeading = "%nExample:%n",
    footer = {"  exercise --games 600 --seed 1"},
    description = {
        "Plays random games between the imported theme decks and one deck per pair of colors built at random from "
            + "the EXACT real cards (see 'coverage'), recording each card whose abilities were used: a triggered "
            + "or activated ability, a replacement or an Event's effects; a card whose abilities only stand "
            + "(continuous ones, cost changes) counts once it was in play.",
        "Then lists the EXACT cards with abilities that were never used, each marked with whether a card "
            + "scenario names it; the last line is 'exercised: U of M EXACT cards with abilities; N never, "
            + "S of them with a scenario'.",
        "Exit code 0 when every card never used has a scenario, 1 otherwise."})
final class ExerciseCommand implements java.util.concurrent.Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards;

  @Option(names = "--games", paramLabel = "N", defaultValue = "600", description = "How many games (default: ${DEFAULT-VALUE}).")
  long games;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "Seed of the decks and of the first game (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--threads", paramLabel = "T", description = "Threads playing games (default: the available processors).")
  Integer threads;

  @Option(names = "--scenarios", paramLabel = "DIR", defaultValue = "docs/scenarios",
      description = "Folder searched for card scenarios naming a card (default: ${DEFAULT-VALUE}).")
  Path scenarios;

  @Override
  public Integer call() throws InterruptedException {
    int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (games < 1 || workers < 1) {
      throw new PonyCli.Failure("--games and --threads must be at least 1", PonyCli.USAGE);
    }
    PrintWriter out = spec.commandLine().getOut();
    CardPool pool = cards.pool(true);
    Set<String> exact = exactIds();
    List<DeckList> themes = new ArrayList<>();
    for (Decks.Named d : Decks.each(pool, cards.decksDir(), List.of())) {
      if (d.file().startsWith(org.ponytable.cards.octgn.OctgnImport.DECK_PREFIX)) {
        themes.add(d.deck());
      }
    }
    ExerciseDecks.Cards deckCards = ExerciseDecks.of(pool, exact);
    if (themes.isEmpty() && ExerciseDecks.random(pool, deckCards, new java.util.Random(seed)) == null) {
      throw new PonyCli.Failure("no theme deck and not enough EXACT cards for a deck in " + cards.dir);
    }
    Use use = new Use();
    AtomicLong done = new AtomicLong();
    GameThreads.run("exercise", workers, games, g -> {
      play(pool, decks(pool, themes, deckCards, seed + g), seed + g, use);
      done.incrementAndGet();
    }, () -> {
      out.println("  ... " + done.get() + " of " + games + " games");
      out.flush();
    });
    Set<String> named = namedInScenarios();
    Map<String, String> never = new TreeMap<>();
    int withAbilities = 0;
    int withScenario = 0;
    for (CardDef c : pool.all()) {
      Kind kind = kind(c);
      if (!exact.contains(c.id()) || kind == Kind.NONE) {
        continue;
      }
      withAbilities++;
      boolean used = kind == Kind.USED ? use.fired.contains(c.id()) : use.inPlay.contains(c.id());
      if (!used) {
        boolean scenario = named.contains(c.id());
        withScenario += scenario ? 1 : 0;
        never.put(c.id(), scenario ? "scenario" : "no scenario");
      }
    }
    out.println(games + " random games, seed " + seed + ": " + themes.size() + " theme decks and new decks of two colors each game");
    out.println("EXACT cards with abilities never used in these games:");
    never.forEach((id, how) -> out.println("  " + id + " (" + how + ")"));
    out.println("exercised: " + (withAbilities - never.size()) + " of " + withAbilities
        + " EXACT cards with abilities; " + never.size() + " never, " + withScenario + " of them with a scenario");
    out.flush();
    return withScenario == never.size() ? PonyCli.OK : PonyCli.FAILED;
  }

  /**
   * Game {@code seed}'s two decks: every fourth game two theme decks, the others each seat a new
   * deck of two colors (a theme deck where the EXACT cards make none).
   */
  static DeckList[] decks(CardPool pool, List<DeckList> themes, ExerciseDecks.Cards cards, long seed) {
    java.util.Random random = new java.util.Random(seed);
    DeckList[] pair = new DeckList[2];
    boolean themeGame = !themes.isEmpty() && Math.floorMod(seed, 4) == 0;
    for (int p = 0; p < 2; p++) {
      pair[p] = themeGame ? null : ExerciseDecks.random(pool, cards, random);
      if (pair[p] == null) {
        pair[p] = themes.get(random.nextInt(themes.size()));
      }
    }
    return pair;
  }

  /** What counts as a card's abilities being used. */
  enum Kind {
    /** no abilities */
    NONE,
    /** a triggered, activated or replacement ability, or an Event's effects: used when they happen */
    USED,
    /** abilities that only stand while the card is in play */
    STANDING
  }

  static Kind kind(CardDef c) {
    if (c.event() != null && !c.event().effects().isEmpty()) {
      return Kind.USED;
    }
    Kind k = Kind.NONE;
    for (Face f : c.boosted() == null ? List.of(c.face()) : List.of(c.face(), c.boosted())) {
      for (Ability a : f.abilities()) {
        if (a instanceof Ability.Triggered || a instanceof Ability.Activated || a instanceof Ability.Replacement) {
          return Kind.USED;
        }
        k = Kind.STANDING;
      }
    }
    return k;
  }

  /** Cards used so far, shared by the threads. */
  static final class Use {
    final Set<String> fired = ConcurrentHashMap.newKeySet();
    final Set<String> inPlay = ConcurrentHashMap.newKeySet();
  }

  /** One random game ('random' plays the same for the seed), noting the cards it used. */
  static void play(CardPool pool, DeckList[] pair, long seed, Use use) {
    RandomGames.Players players = new RandomGames.Players(seed);
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("A", pair[0]), new GameSetup.Seat("B", pair[1])), seed, -1);
    Outcome o = Engine.newGame(pool, setup);
    GameState s = o.state();
    Set<String> fired = new HashSet<>();
    Set<String> inPlay = new HashSet<>();
    for (int actions = 0; !s.isOver() && actions < RandomGames.MAX_ACTIONS; actions++) {
      LegalActions legal = Engine.legal(s);
      Action a = players.next(s, legal.list());
      o = Engine.apply(legal, a);
      for (GameEvent e : o.events()) {
        int source = source(e);
        if (source >= 0) {
          fired.add(o.state().card(source).defId());
        }
      }
      s = o.state();
      for (InPlay c : s.play()) {
        inPlay.add(s.card(c.id()).defId());
      }
    }
    use.fired.addAll(fired);
    use.inPlay.addAll(inPlay);
  }

  /** The card whose ability an event shows being used (704.1c, 703.1, 705.2, 710), or -1. */
  private static int source(GameEvent e) {
    if (e instanceof GameEvent.AbilityTriggered t) {
      return t.source();
    } else if (e instanceof GameEvent.AbilityActivated a) {
      return a.source();
    } else if (e instanceof GameEvent.EffectStarted r) {
      return r.source();
    } else if (e instanceof GameEvent.Replaced r) {
      return r.source();
    }
    return -1;
  }

  private Set<String> exactIds() {
    try {
      Set<String> ids = new HashSet<>();
      for (Coverage.Card c : Coverage.of(cards.dir).cards()) {
        if (c.status() == Coverage.Status.EXACT) {
          ids.add(c.id());
        }
      }
      return ids;
    } catch (CardLoadException | IOException e) {
      throw new PonyCli.Failure("the cards in " + cards.dir + " do not load (run 'validate'): " + e.getMessage());
    }
  }

  /** Every text value of the scenario files under {@link #scenarios}: the card ids they name. */
  private Set<String> namedInScenarios() {
    try {
      return org.ponytable.persistence.ScenarioTexts.under(scenarios);
    } catch (IOException e) {
      throw new PonyCli.Failure("cannot read the scenarios in " + scenarios + ": " + e.getMessage());
    }
  }
}
