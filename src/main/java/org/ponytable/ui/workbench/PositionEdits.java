package org.ponytable.ui.workbench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.rules.StateInvariants;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Modifier;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.ScoreBook;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.terms.Phase;

/**
 * The workbench's position edits: each takes a state and gives a new one, which the engine's
 * {@link StateInvariants} check before it is handed back. An edit that would break one is
 * {@link Refused} with the reason in plain words, and the state given stays as it was (states are
 * immutable). Edits are made in a priority window with nothing being resolved, the only place
 * where a position is whole (511.5).
 */
public final class PositionEdits {
  private PositionEdits() {}

  /** An edit the position can't take; the message says why, in plain words. */
  public static final class Refused extends Exception {
    public Refused(String why) {
      super(why);
    }
  }

  /** Where a card is put. Positions in a deck count from the top, 0 first; past the end is the bottom. */
  public sealed interface Place {
    /** A player's hand. */
    record Hand(int player) implements Place {}

    /** A player's draw deck, {@code index} cards from the top. */
    record DrawDeck(int player, int index) implements Place {}

    /** A player's Problem deck, {@code index} cards from the top. */
    record ProblemDeck(int player, int index) implements Place {}

    /** On top of a player's discard pile (the end of the list). */
    record Discard(int player) implements Place {}

    record Banished(int player) implements Place {}

    /** In play at {@code area}, controlled by {@code controller}; a Troublemaker may be face down. */
    record Play(Area area, int controller, boolean faceDown) implements Place {}

    /** In play attached to {@code host} (509), at its area. */
    record OnHost(int host) implements Place {}
  }

  // ------------------------------------------------------------------ cards

  /** A new copy of {@code defId} (any card of the game's pool) owned by {@code owner}, put at {@code to}. */
  public static GameState add(GameState s, String defId, int owner, Place to) throws Refused {
    editable(s);
    CardDef def = s.pool().find(defId).orElseThrow(() -> new Refused("there is no card " + defId + " in the card pool"));
    player(owner);
    List<CardInfo> cards = new ArrayList<>(s.cards());
    int id = cards.size();
    cards.add(new CardInfo(id, defId, owner, def));
    GameState grown = new GameState(s.pool(), cards, s.players(), s.play(), s.turn(), s.firstPlayer(), s.turnPlayer(),
        s.stage(), s.decision(), s.passes(), s.lastPriority(), s.scoreBook(), s.pending(), s.challenged(), s.result(),
        s.rng(), s.seed(), s.abilities());
    return checked(put(grown, id, to));
  }

  /** Moves card {@code id} from wherever it is to {@code to} (a deck position reorders the deck). */
  public static GameState move(GameState s, int id, Place to) throws Refused {
    editable(s);
    card(s, id);
    return checked(put(lift(s, id), id, to));
  }

  /** Moves a card of a deck one place up (towards the top, {@code by} -1) or down ({@code by} 1). */
  public static GameState shift(GameState s, int id, int by) throws Refused {
    editable(s);
    card(s, id);
    int owner = s.owner(id);
    PlayerState ps = s.player(owner);
    int at = ps.drawDeck().indexOf(id);
    boolean problems = at < 0;
    List<Integer> deck = problems ? ps.problemDeck() : ps.drawDeck();
    at = deck.indexOf(id);
    if (at < 0) {
      throw new Refused(name(s, id) + " is not in a deck");
    }
    int to = at + by;
    if (to < 0 || to >= deck.size()) {
      throw new Refused(name(s, id) + " is already at the " + (by < 0 ? "top" : "bottom") + " of the deck");
    }
    return move(s, id, problems ? new Place.ProblemDeck(owner, to) : new Place.DrawDeck(owner, to));
  }

  /**
   * Takes card {@code id} out of the game altogether; later cards' numbers go down by one. Refused
   * while anything of the ability language but modifiers refers to cards by number.
   */
  public static GameState remove(GameState s, int id) throws Refused {
    editable(s);
    card(s, id);
    AbilityState a = s.abilities();
    if (!a.controlChanges().isEmpty() || !a.triggeredModifiers().isEmpty() || !a.chances().isEmpty()
        || !s.scoreBook().phaseEmpty()) {
      throw new Refused("a change of control, a triggered modifier, a reaction or the Score Phase refers to cards "
          + "here; move the card to a pile instead of removing it");
    }
    for (PlayerState ps : s.players()) {
      if (!ps.nextPlay().isEmpty() || !ps.beneath().isEmpty()) {
        throw new Refused(ps.name() + " has a cost change waiting or cards beneath a card; move the card to a pile "
            + "instead of removing it");
      }
    }
    GameState out = lift(s, id);
    IntUnaryOperator down = x -> x > id ? x - 1 : x;
    List<CardInfo> cards = new ArrayList<>();
    for (CardInfo c : out.cards()) {
      if (c.id() != id) {
        cards.add(new CardInfo(down.applyAsInt(c.id()), c.defId(), c.owner(), c.def()));
      }
    }
    List<PlayerState> players = new ArrayList<>();
    for (PlayerState ps : out.players()) {
      players.add(new PlayerState(ps.name(), ids(ps.drawDeck(), down), ids(ps.flipped(), down),
          ids(ps.problemDeck(), down), ids(ps.hand(), down), ids(ps.discard(), down), ids(ps.banished(), down),
          ps.tokens(), ps.score(), ps.mulligan(), ps.startingProblem() < 0 ? -1 : down.applyAsInt(ps.startingProblem()),
          Map.of(), ps.phaseTokens(), ps.nextPlay()));
    }
    List<InPlay> play = new ArrayList<>();
    for (InPlay c : out.play()) {
      play.add(new InPlay(down.applyAsInt(c.id()), c.controller(), c.area(), c.exhausted(), c.frightened(),
          c.faceDown(), c.boosted(), c.host() < 0 ? -1 : down.applyAsInt(c.host()), c.counters(), c.confronted()));
    }
    AbilityState ab = out.abilities();
    List<Modifier> mods = new ArrayList<>();
    for (Modifier m : ab.modifiers()) {
      mods.add(new Modifier(m.timestamp(), down.applyAsInt(m.source()), m.controller(), down.applyAsInt(m.target()),
          m.change(), m.duration()));
    }
    Map<Integer, Long> entered = new HashMap<>();
    ab.entered().forEach((card, t) -> entered.put(down.applyAsInt(card), t));
    AbilityState abilities = new AbilityState(mods, ab.waiting(), ab.wave(), ab.clock(), entered, ab.orderFirst(),
        ab.chances(), ab.met(), ab.processed(), ab.controlChanges(), ab.triggeredModifiers());
    Decision d = out.decision();
    Decision decision = new Decision(d.kind(), d.player(), ids(d.options(), down));
    return checked(new GameState(out.pool(), cards, players, play, out.turn(), out.firstPlayer(), out.turnPlayer(),
        out.stage(), decision, out.passes(), out.lastPriority(), out.scoreBook(), out.pending(),
        ids(out.challenged(), down), out.result(), out.rng(), out.seed(), abilities));
  }

  // ------------------------------------------------------------------ statuses of cards in play

  /** Exhausts ({@code true}) or readies a card in play (503.2, 503.3). */
  public static GameState exhaust(GameState s, int id, boolean exhausted) throws Refused {
    InPlay c = inPlay(s, id);
    if (exhausted && s.type(id) == CardType.PROBLEM) {
      throw new Refused("a Problem is never ready or exhausted (503.4a)");
    }
    if (exhausted && c.frightened()) {
      throw new Refused(name(s, id) + " is frightened, so neither ready nor exhausted (504.2)");
    }
    return checked(s.withInPlay(c.withExhausted(exhausted)));
  }

  /**
   * Frightens a character in play: face down, its counters gone and its attachments to their
   * owners' discard piles (504.1); or unfrightens it, face up again (504.3).
   */
  public static GameState frighten(GameState s, int id, boolean frightened) throws Refused {
    InPlay c = inPlay(s, id);
    if (frightened && !s.isCharacter(c)) {
      throw new Refused("only characters are frightened; " + name(s, id) + " is a " + typeName(s, id));
    }
    if (!frightened) {
      return checked(s.withInPlay(c.asUnfrightened()));
    }
    GameState out = s.withInPlay(c.asFrightened());
    for (InPlay attached : s.play()) {
      if (attached.host() == id) {
        out = put(lift(out, attached.id()), attached.id(), new Place.Discard(s.owner(attached.id())));
      }
    }
    return checked(out);
  }

  /** Turns a card in play face down or up; only Troublemakers and frightened cards are face down (505). */
  public static GameState faceDown(GameState s, int id, boolean down) throws Refused {
    InPlay c = inPlay(s, id);
    if (!down && c.frightened()) {
      throw new Refused(name(s, id) + " is frightened, so face down; unfrighten it instead (504.3)");
    }
    return checked(s.withInPlay(c.withFaceDown(down)));
  }

  /** Sets a card's counters of {@code kind} (519); 0 takes them off. */
  public static GameState counters(GameState s, int id, String kind, int n) throws Refused {
    InPlay c = inPlay(s, id);
    String k = kind == null ? "" : kind.trim();
    if (!k.matches("[A-Za-z][A-Za-z0-9 -]*")) {
      throw new Refused("a counter's kind is a word, like \"exhaustion\" or \"wing\"");
    }
    Map<String, Integer> m = new HashMap<>(c.counters());
    if (n == 0) {
      m.remove(k);
    } else {
      m.put(k, n);
    }
    return checked(s.withInPlay(c.withCounters(m)));
  }

  /**
   * Gives control of a card in play to {@code player} (513.2). A card at a home goes to its new
   * controller's home, with its attachments (no character sits in another player's home, 511.4).
   */
  public static GameState control(GameState s, int id, int player) throws Refused {
    InPlay c = inPlay(s, id);
    player(player);
    Area to = c.area().home() ? Area.home(player) : c.area();
    GameState out = s.withInPlay(c.withController(player).withArea(to));
    for (InPlay attached : s.play()) {
      if (attached.host() == id) {
        out = out.withInPlay(attached.withArea(to));
      }
    }
    return checked(out);
  }

  /** Shows a Mane Character's Boosted side, or its Start side again (301.2). */
  public static GameState boost(GameState s, int id, boolean boosted) throws Refused {
    InPlay c = inPlay(s, id);
    if (s.type(id) != CardType.MANE_CHARACTER) {
      throw new Refused("only a Mane Character has a Boosted side; " + name(s, id) + " is a " + typeName(s, id));
    }
    return checked(s.withInPlay(c.withBoosted(boosted)));
  }

  /** Marks a Problem as confronted, its bonus gone (611.4a), or not. */
  public static GameState confronted(GameState s, int id, boolean confronted) throws Refused {
    InPlay c = inPlay(s, id);
    if (s.type(id) != CardType.PROBLEM) {
      throw new Refused("only Problems are confronted; " + name(s, id) + " is a " + typeName(s, id));
    }
    return checked(s.withInPlay(c.withConfronted(confronted)));
  }

  // ------------------------------------------------------------------ players

  /** Sets a player's points (103.1). */
  public static GameState score(GameState s, int player, int points) throws Refused {
    editable(s);
    player(player);
    return checked(s.withPlayer(player, s.player(player).withScore(points)));
  }

  /** Sets a player's action tokens (502.1). */
  public static GameState tokens(GameState s, int player, int tokens) throws Refused {
    editable(s);
    player(player);
    return checked(s.withPlayer(player, s.player(player).withTokens(tokens)));
  }

  /** Gives {@code player} priority in the window open now, with no passes in it yet (510.2). */
  public static GameState priority(GameState s, int player) throws Refused {
    editable(s);
    player(player);
    return checked(s.withDecision(Decision.priority(player)).withPasses(0));
  }

  /**
   * Says that the last player to act in the window open now passed ({@code passes} 1), so a pass
   * by the player holding priority closes it (510.2); or that no one has (0).
   */
  public static GameState passes(GameState s, int passes) throws Refused {
    editable(s);
    if (passes != 0 && passes != 1) {
      throw new Refused("passes in a row before the player holding priority are 0 or 1; two close the window (510.2)");
    }
    return checked(s.withPasses(passes));
  }

  /**
   * A modifier an effect made earlier, newest of all (711.3a): {@code power} more (or
   * {@code setPower}) for {@code target}, a card in play, made by {@code source}'s effect, lasting
   * until the end of the turn (616.4). A faceoff is never in progress where positions are edited,
   * so nothing can last until one ends.
   */
  public static GameState modifier(GameState s, int target, int source, int power, Integer setPower,
      org.ponytable.engine.ability.Duration until) throws Refused {
    editable(s);
    card(s, source);
    InPlay t = inPlay(s, target);
    if (until != org.ponytable.engine.ability.Duration.TURN) {
      throw new Refused("no faceoff is in progress here, so nothing lasts until one ends; a modifier made now lasts "
          + "until the end of the turn (616.4)");
    }
    if (power == 0 && setPower == null) {
      throw new Refused("a modifier changes something: give it power to add or a power to set");
    }
    if (setPower != null && setPower < 0) {
      throw new Refused("power is never set below 0");
    }
    InPlay src = s.inPlay(source);
    AbilityState a = s.abilities().tick();
    List<Modifier> mods = new ArrayList<>(a.modifiers());
    mods.add(new Modifier(a.clock(), source, src != null ? src.controller() : s.owner(source), t.id(),
        new org.ponytable.engine.ability.Ability.Change(power, setPower, java.util.Set.of()), until));
    return checked(s.withAbilities(a.withModifiers(mods)));
  }

  /**
   * Puts card {@code id} beneath {@code host}, a card in play: banished, in its owner's banished
   * zone, and public (glossary: Pumped, Spend). Cards beneath a card are spent oldest first.
   */
  public static GameState beneath(GameState s, int id, int host) throws Refused {
    editable(s);
    card(s, id);
    card(s, host);
    if (id == host) {
      throw new Refused("a card can't lie beneath itself");
    }
    if (s.inPlay(host) == null) {
      throw new Refused(name(s, host) + " is not in play; cards lie beneath a card in play (glossary: Pumped)");
    }
    if (s.type(id) == CardType.MANE_CHARACTER) {
      throw new Refused("a Mane Character never leaves play (301.5)");
    }
    GameState out = put(lift(s, id), id, new Place.Banished(s.owner(id)));
    PlayerState ps = out.player(s.owner(id));
    Map<Integer, Integer> under = new java.util.LinkedHashMap<>(ps.beneath());
    under.put(id, host);
    return checked(out.withPlayer(s.owner(id), ps.withBeneath(under)));
  }

  /**
   * What already happened this turn that the rules read later, as a scenario's {@code thisTurn}
   * states it (docs/scenarios.md, "Turn history").
   *
   * @param challenged Troublemakers already challenged this Challenge Step (608.3)
   * @param confrontSteps Problems whose Confront Step is done (610.1)
   * @param confronted Problems the turn player confronted (612); their Confront Step is done too
   * @param problemFaceoffs Problems at which a Problem faceoff was resolved (613.1)
   * @param confronting the Problem of the Confront Step under way, or -1
   */
  public record TurnHistory(List<Integer> challenged, List<Integer> confrontSteps, List<Integer> confronted,
      List<Integer> problemFaceoffs, int confronting) {
    public static final TurnHistory NONE = new TurnHistory(List.of(), List.of(), List.of(), List.of(), -1);

    public TurnHistory {
      challenged = List.copyOf(challenged);
      confrontSteps = List.copyOf(confrontSteps);
      confronted = List.copyOf(confronted);
      problemFaceoffs = List.copyOf(problemFaceoffs);
    }
  }

  /**
   * Moves the game to {@code stage} with the turn history {@code h}, then runs it to its first
   * decision as a scenario starting there does: a window opens with the turn player, a stage like
   * CHOOSE_CONFRONT or SETUP_MULLIGAN asks its question. The checks are the scenario loader's.
   * During setup (102) no turn has started; at SETUP_STARTING_PROBLEM the Problems in play go back
   * on top of their owners' Problem decks to be chosen (102.2). The modifiers until the end of the
   * turn stay, unless the game goes back to setup.
   */
  public static GameState stage(GameState s, Stage stage, TurnHistory h) throws Refused {
    return stage(s, stage, h, -1);
  }

  /**
   * As {@link #stage(GameState, Stage, TurnHistory)}; going to SETUP_STARTING_PROBLEM,
   * {@code firstPlayer} (0, 1) is who will take turn 1, or -1 to choose at random from the seed as
   * the cards are dealt (102.3). Elsewhere the first player stays as it is.
   */
  public static GameState stage(GameState s, Stage stage, TurnHistory h, int firstPlayer) throws Refused {
    editable(s);
    if (firstPlayer != -1) {
      player(firstPlayer);
    }
    boolean setup = stage.phase() == Phase.SETUP;
    if (stage == Stage.CONFRONT) {
      throw new Refused("the Confront Step's work is done as it is reached; choose CONFRONT_STEP_START with the "
          + "Problem being confronted, or CHOOSE_CONFRONT");
    }
    boolean confrontStep = stage == Stage.CONFRONT_STEP_START || stage == Stage.CONFRONT_STEP_END;
    if (confrontStep != (h.confronting() >= 0)) {
      throw new Refused(confrontStep ? stage + " belongs to the Confront Step of one Problem: say which is being "
          + "confronted (610.1)" : "a Problem is being confronted only during its Confront Step (610.1)");
    }
    if (!h.challenged().isEmpty() && stage != Stage.CHALLENGE) {
      throw new Refused("Troublemakers challenged this step (608.3) are kept only at CHALLENGE");
    }
    for (int id : h.challenged()) {
      card(s, id);
      if (s.inPlay(id) == null || s.type(id) != CardType.TROUBLEMAKER) {
        throw new Refused(name(s, id) + " is not a Troublemaker in play, so it was not challenged (608.3)");
      }
    }
    boolean scoring = !h.confrontSteps().isEmpty() || !h.confronted().isEmpty() || !h.problemFaceoffs().isEmpty()
        || h.confronting() >= 0;
    if (scoring && (stage.phase() != Phase.SCORE || stage == Stage.SCORE_PHASE_START)) {
      throw new Refused("Confront Steps, confronted Problems and Problem faceoffs belong to the Score Phase after its "
          + "start; " + stage.display() + " is not in it");
    }
    List<Integer> done = new ArrayList<>(h.confrontSteps());
    // The turn's counts (history conditions) stay as they are.
    ScoreBook book = ScoreBook.EMPTY.withCounts(s.scoreBook().counts());
    for (int id : h.confronted()) {
      book = book.confronted(id, false);
      if (!done.contains(id)) {
        done.add(id); // 610.1: a Problem is confronted in its Confront Step
      }
    }
    for (int id : done) {
      book = book.stepDone(id);
    }
    book = book.withFaceoffProblems(h.problemFaceoffs());
    List<Integer> problems = new ArrayList<>(done);
    problems.addAll(h.problemFaceoffs());
    if (h.confronting() >= 0) {
      if (done.contains(h.confronting())) {
        throw new Refused("the Confront Step of " + name(s, h.confronting()) + " is already done (610.1)");
      }
      book = book.withCurrent(h.confronting());
      problems.add(h.confronting());
    }
    for (int id : problems) {
      card(s, id);
      if (s.inPlay(id) == null || s.type(id) != CardType.PROBLEM) {
        throw new Refused(name(s, id) + " is not a Problem in play");
      }
    }
    GameState out = s;
    int turn = setup ? 0 : Math.max(1, s.turn());
    AbilityState abilities = s.abilities();
    if (setup) {
      if (!abilities.modifiers().isEmpty()) {
        throw new Refused("no effect has happened before the game starts; these modifiers would outlive their turn");
      }
      for (int p = 0; p < 2; p++) {
        out = out.withPlayer(p, out.player(p).withMulligan(null).withStartingProblem(-1));
      }
      if (stage == Stage.SETUP_STARTING_PROBLEM) {
        // 102.2: the Starting Problem is chosen from the Problem deck, so none is in play yet.
        for (InPlay c : s.play()) {
          if (s.type(c.id()) == CardType.PROBLEM) {
            out = put(lift(out, c.id()), c.id(), new Place.ProblemDeck(s.owner(c.id()), 0));
          }
        }
        for (int p = 0; p < 2; p++) {
          if (out.player(p).problemDeck().stream().noneMatch(id -> s.def(id).startingProblem())) {
            throw new Refused(out.player(p).name() + "'s Problem deck has no Starting Problem to choose (101.3c, "
                + "102.2)");
          }
        }
      }
    } else {
      for (int p = 0; p < 2; p++) {
        if (out.player(p).mulligan() == null) {
          out = out.withPlayer(p, out.player(p).withMulligan(false));
        }
      }
    }
    int first = setup && stage == Stage.SETUP_STARTING_PROBLEM ? firstPlayer : Math.max(0, s.firstPlayer());
    GameState placed = new GameState(out.pool(), out.cards(), out.players(), out.play(), turn, first, out.turnPlayer(),
        stage, null, -1, -1, book, List.of(), h.challenged(), null, out.rng(), out.seed(), abilities);
    GameState started;
    try {
      started = org.ponytable.engine.rules.Engine.resume(placed).state();
    } catch (RuntimeException e) {
      throw new Refused("the engine could not run the game from " + stage.display() + ": "
          + (e.getMessage() == null ? "no reason given" : e.getMessage()));
    }
    return checked(started);
  }

  // ------------------------------------------------------------------ the work

  /** Edits are made where the position is whole: a priority window with nothing being resolved. */
  private static void editable(GameState s) throws Refused {
    if (s.isOver()) {
      throw new Refused("the game is over");
    }
    if (s.decision() == null || s.decision().kind() != DecisionKind.PRIORITY || !s.pending().isEmpty()
        || !s.abilities().waiting().isEmpty() || !s.abilities().wave().isEmpty()) {
      throw new Refused("the position is edited in a priority window with nothing being resolved; this one waits for "
          + (s.decision() == null ? "nothing" : s.decision().kind().name().toLowerCase(java.util.Locale.ROOT)
          .replace('_', ' ')) + (s.pending().isEmpty() ? "" : " while something is being resolved"));
    }
  }

  /** The engine's checks, and the bounds for positions written by hand. */
  private static GameState checked(GameState s) throws Refused {
    List<String> wrong = new ArrayList<>(StateInvariants.violations(s));
    if (wrong.isEmpty()) {
      wrong.addAll(StateInvariants.implausible(s));
    }
    if (!wrong.isEmpty()) {
      throw new Refused(String.join("; ", wrong));
    }
    return s;
  }

  private static void player(int p) throws Refused {
    if (p != 0 && p != 1) {
      throw new Refused("there is no player " + (p + 1));
    }
  }

  private static void card(GameState s, int id) throws Refused {
    if (id < 0 || id >= s.cards().size()) {
      throw new Refused("there is no card number " + id);
    }
  }

  private static InPlay inPlay(GameState s, int id) throws Refused {
    editable(s);
    card(s, id);
    InPlay c = s.inPlay(id);
    if (c == null) {
      throw new Refused(name(s, id) + " is not in play");
    }
    return c;
  }

  /** The state with card {@code id} in no zone at all; what referred to it in play goes with it. */
  private static GameState lift(GameState s, int id) {
    GameState out = s;
    if (s.inPlay(id) != null) {
      List<InPlay> play = new ArrayList<>(s.play());
      play.removeIf(c -> c.id() == id);
      out = out.withPlay(play);
      // Effects on a card end as it leaves play (400.5-ish: it is a new object elsewhere).
      AbilityState a = out.abilities();
      List<Modifier> mods = a.modifiers().stream().filter(m -> m.target() != id).toList();
      Map<Integer, Long> entered = new HashMap<>(a.entered());
      entered.remove(id);
      out = out.withAbilities(new AbilityState(mods, a.waiting(), a.wave(), a.clock(), entered, a.orderFirst(),
          a.chances(), a.met(), a.processed(), a.controlChanges().stream().filter(cc -> cc.card() != id).toList(),
          a.triggeredModifiers()));
    }
    for (int p = 0; p < 2; p++) {
      PlayerState ps = out.player(p);
      if (ps.drawDeck().contains(id) || ps.flipped().contains(id) || ps.problemDeck().contains(id)
          || ps.hand().contains(id) || ps.discard().contains(id) || ps.banished().contains(id)) {
        Map<Integer, Integer> beneath = new HashMap<>(ps.beneath());
        beneath.remove(id);
        ps = ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), id)).withFlipped(PlayerState.minus(ps.flipped(), id))
            .withProblemDeck(PlayerState.minus(ps.problemDeck(), id)).withHand(PlayerState.minus(ps.hand(), id))
            .withDiscard(PlayerState.minus(ps.discard(), id)).withBanished(PlayerState.minus(ps.banished(), id))
            .withBeneath(beneath);
        out = out.withPlayer(p, ps);
      }
    }
    return out;
  }

  /** The state with card {@code id}, in no zone, put at {@code to}. */
  private static GameState put(GameState s, int id, Place to) throws Refused {
    int owner = s.owner(id);
    if (to instanceof Place.Hand h) {
      own(s, id, h.player());
      return s.withPlayer(owner, s.player(owner).withHand(PlayerState.plus(s.player(owner).hand(), id)));
    }
    if (to instanceof Place.DrawDeck d) {
      own(s, id, d.player());
      return s.withPlayer(owner, s.player(owner).withDrawDeck(insert(s.player(owner).drawDeck(), d.index(), id)));
    }
    if (to instanceof Place.ProblemDeck d) {
      own(s, id, d.player());
      if (s.type(id) != CardType.PROBLEM) {
        throw new Refused("only Problems go in a Problem deck; " + name(s, id) + " is a " + typeName(s, id));
      }
      return s.withPlayer(owner, s.player(owner).withProblemDeck(insert(s.player(owner).problemDeck(), d.index(), id)));
    }
    if (to instanceof Place.Discard d) {
      own(s, id, d.player());
      return s.withPlayer(owner, s.player(owner).withDiscard(PlayerState.plus(s.player(owner).discard(), id)));
    }
    if (to instanceof Place.Banished b) {
      own(s, id, b.player());
      return s.withPlayer(owner, s.player(owner).withBanished(PlayerState.plus(s.player(owner).banished(), id)));
    }
    if (to instanceof Place.Play p) {
      player(p.controller());
      playable(s, id);
      List<InPlay> play = new ArrayList<>(s.play());
      play.add(InPlay.entering(id, p.controller(), p.area(), p.faceDown()));
      return s.withPlay(play);
    }
    Place.OnHost h = (Place.OnHost) to;
    InPlay host = s.inPlay(h.host());
    if (host == null || h.host() == id) {
      throw new Refused("a card is attached to another card in play (509.1)");
    }
    playable(s, id);
    if (s.type(id) != CardType.RESOURCE
        || s.def(id).face().abilities().stream().noneMatch(a -> a instanceof org.ponytable.engine.ability.Ability.Host)) {
      throw new Refused("only an attachment, a Resource played on a card, is attached to another (509); "
          + name(s, id) + " is not one");
    }
    List<InPlay> play = new ArrayList<>(s.play());
    play.add(InPlay.entering(id, host.controller(), host.area(), false).withHost(h.host()));
    return s.withPlay(play);
  }

  private static void playable(GameState s, int id) throws Refused {
    if (s.type(id) == CardType.EVENT) {
      throw new Refused("an Event never stays in play (408)");
    }
  }

  private static void own(GameState s, int id, int player) throws Refused {
    player(player);
    if (s.owner(id) != player) {
      throw new Refused(name(s, id) + " belongs to " + s.player(s.owner(id)).name() + "; cards outside play stay in "
          + "their owner's zones (406.1, 407.1)");
    }
  }

  private static List<Integer> insert(List<Integer> list, int index, int id) {
    List<Integer> l = new ArrayList<>(list);
    l.add(Math.max(0, Math.min(index, l.size())), id);
    return l;
  }

  private static List<Integer> ids(List<Integer> list, IntUnaryOperator f) {
    return list.stream().map(f::applyAsInt).toList();
  }

  static String name(GameState s, int id) {
    return s.def(id).title() + " (#" + id + ")";
  }

  private static String typeName(GameState s, int id) {
    return s.type(id).name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }
}
