package org.ponytable.ui.session;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;

/**
 * The child process of {@link AutosaveKillTest}: resumes the autosave if there is one (else starts
 * a game with two shipped decks), says "ready", then plays random legal actions and autosaves
 * after each one exactly as the table does ({@link Saves#autosave}), until it is killed.
 * No JavaFX: only the session and the files the table uses.
 *
 * <p>Arguments: the autosave file, the cards folder, a seed.
 */
public final class AutosaveKillChild {
  static final int MAX_ACTIONS = 600;
  static final int PAUSE_MILLIS = 10;

  private AutosaveKillChild() {}

  public static void main(String[] args) throws Exception {
    Path autosave = Path.of(args[0]);
    Path cards = Path.of(args[1]);
    long seed = Long.parseLong(args[2]);
    CardPool pool = new CardLoader().loadDirectory(cards);
    Path decks = cards.resolve(CardLoader.DECKS_FOLDER);
    GameSession g;
    if (Files.isRegularFile(autosave)) {
      g = Saves.read(autosave, pool, decks, GameSession.Mode.PRACTICE, true);
    } else {
      DeckList a = new DeckLoader(pool).loadFile(decks.resolve("orchard-harvest.json")).value();
      DeckList b = new DeckLoader(pool).loadFile(decks.resolve("starlight-academy.json")).value();
      g = GameSession.start(pool, new GameSetup(List.of(new GameSetup.Seat("Ann", a), new GameSetup.Seat("Bo", b)),
          seed, -1), GameSession.Mode.PRACTICE, true);
      Saves.autosave(g, autosave);
    }
    System.out.println("ready " + g.notation().size() + " actions, "
        + java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime() + " ms");
    System.out.flush();
    Random r = new Random(seed);
    while (!g.state().isOver()) {
      // Random play can wander for thousands of actions; a long game is conceded (a legal action
      // the table offers too), so each restart replays a save of bounded length.
      boolean tooLong = g.notation().size() >= MAX_ACTIONS;
      g.act(tooLong ? new Action.Concede(g.state().actor()) : DemoPlayer.pick(g.state(), r));
      Saves.autosave(g, autosave);
      // A pause per action bounds how much of a game one life plays on any machine, so most kills
      // land in a game in progress (a fast machine otherwise finished most games between kills).
      Thread.sleep(PAUSE_MILLIS);
    }
    System.out.println("over");
  }
}
