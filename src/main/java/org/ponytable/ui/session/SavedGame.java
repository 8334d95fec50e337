package org.ponytable.ui.session;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.GameSetup;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;

/**
 * A saved game: the setup (names, deck lists, seed, first player) and every action in notation.
 * The engine is deterministic, so replaying the actions rebuilds every state exactly; nothing
 * else needs saving.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SavedGame(String format, int version, long seed, int firstPlayer, String mode, List<Seat> seats,
    List<String> actions) {

  public static final String FORMAT = "ponytable-save";

  @JsonIgnoreProperties(ignoreUnknown = true)
  public record Seat(String name, String deckName, String mane, List<String> problems, List<String> draw) {}

  private static final ObjectMapper JSON = new ObjectMapper()
      .enable(SerializationFeature.INDENT_OUTPUT)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  public static SavedGame of(GameSession g) {
    if (!g.hasSetup()) {
      throw new IllegalArgumentException("a game started from a position has no setup to save");
    }
    List<Seat> seats = new ArrayList<>();
    for (GameSetup.Seat s : g.setup().seats()) {
      DeckList d = s.deck();
      seats.add(new Seat(s.name(), d.name(), d.maneCharacter(), d.problemDeck(), d.drawDeck()));
    }
    return new SavedGame(FORMAT, 1, g.setup().seed(), g.setup().firstPlayer(), g.mode().name().toLowerCase(),
        seats, g.notation());
  }

  public GameSetup setup() {
    List<GameSetup.Seat> out = new ArrayList<>();
    for (Seat s : seats) {
      out.add(new GameSetup.Seat(s.name(), new DeckList(s.deckName(), s.mane(), s.problems(), s.draw())));
    }
    return new GameSetup(out, seed, firstPlayer);
  }

  public GameSession.Mode sessionMode() {
    return "match".equalsIgnoreCase(mode) ? GameSession.Mode.MATCH : GameSession.Mode.PRACTICE;
  }

  /** Replays the game with the given cards. */
  public GameSession restore(CardPool pool, boolean autoPass) {
    return GameSession.replay(pool, setup(), actions == null ? List.of() : actions, sessionMode(), autoPass);
  }

  public String toJson() {
    try {
      return JSON.writeValueAsString(this);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  public static SavedGame fromJson(String text) throws IOException {
    SavedGame g = JSON.readValue(text, SavedGame.class);
    if (!FORMAT.equals(g.format())) {
      throw new IOException("not a Pony Table save (format '" + g.format() + "')");
    }
    if (g.seats() == null || g.seats().size() != 2) {
      throw new IOException("a save needs two seats");
    }
    return g;
  }

  /** Writes through a temporary file, so a crash mid-write never leaves half a save. */
  public void write(Path file) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path tmp = Files.createTempFile(dir, "save", ".tmp");
    Files.writeString(tmp, toJson());
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  public static SavedGame read(Path file) throws IOException {
    return fromJson(Files.readString(file));
  }
}
