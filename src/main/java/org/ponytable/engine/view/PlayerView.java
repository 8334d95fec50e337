package org.ponytable.engine.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.event.Mentions;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.Faceoffs;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.GameResult;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.ReplacementChoices;
import org.ponytable.engine.state.Resolution;
import org.ponytable.engine.state.ScoreBook;
import org.ponytable.engine.state.Stage;

/**
 * What one player may see of a state: the other hand, face-down Troublemakers of the other
 * player (505.1d), both decks' order and any choice the other player has not revealed are
 * removed. The table and any future AI read only this, so neither can cheat.
 *
 * @param decision the pending decision; its card options only for the deciding player
 * @param legalActions the viewer's legal actions when it is the viewer's decision, else empty
 * @param abilities modifiers and waiting triggered effects: all public; only the viewer's own
 *     chances to react, since the other's would tell which Events they hold (404)
 * @param resolving the ability or Event being processed, or null: public (an Event being
 *     processed has been revealed, 705.2a)
 * @param replacing the 710.5 choice asked now, or null: what would be replaced is public; how the
 *     engine will redo its work (the answers so far, the action) is not for tables
 * @param passes consecutive passes in the open priority window (510.2): public, like the rest
 *     of the turn's script, so a player (or the computer) can rebuild the whole public state
 * @param lastPriority who most recently had priority (511.5a)
 * @param scoreBook what the current Score Phase has done (610, 612)
 * @param challenged Troublemakers challenged this Challenge Step (608.3)
 * @param queue the Event in the queue zone while it resolves (408, 705.2a: revealed), or empty
 */
public record PlayerView(
    int viewer,
    int turn,
    int turnPlayer,
    int firstPlayer,
    Stage stage,
    Decision decision,
    List<SeatView> seats,
    List<CardView> play,
    FaceoffView faceoff,
    GameResult result,
    List<Action> legalActions,
    AbilityState abilities,
    Resolution resolving,
    ReplacementChoices replacing,
    int passes,
    int lastPriority,
    ScoreBook scoreBook,
    List<Integer> challenged,
    List<CardView> queue) {

  /**
   * A visible card: {@code def} is null when the viewer may not know it, and {@code id} is then a
   * stand-in below -1 (see {@link #idFor}).
   */
  public record CardView(int id, CardDef def, InPlay status, List<String> given) {
    /**
     * @param given keywords a card in play is given now by abilities or effects (702, 708), not
     *     printed ones, as they read on a card ("Swift", "Supportive 2"); public, as its text is
     */
    public CardView {
      given = given == null ? List.of() : List.copyOf(given);
    }

    public CardView(int id, CardDef def, InPlay status) {
      this(id, def, status, List.of());
    }

    public boolean hidden() {
      return def == null;
    }
  }

  /**
   * One player's zones as the viewer sees them: counts for hidden zones, cards for public ones.
   * {@code hand} is filled only for the viewer's own seat. {@code beneath} maps banished cards
   * that are beneath a card in play (Pumped) to that card: public, like the banished zone.
   * {@code homeLimit} and {@code friendsCounted} are the engine's: the limit with its changes, and
   * the Friends at home that count toward it (212, 616.3).
   */
  public record SeatView(
      String name,
      int score,
      int tokens,
      int drawDeckCount,
      int unflippedCount,
      List<CardView> flipped,
      int problemDeckCount,
      int handCount,
      List<CardView> hand,
      List<CardView> discard,
      List<CardView> banished,
      boolean mulliganDecided,
      Map<Integer, Integer> beneath,
      int homeLimit,
      int friendsCounted) {}

  /**
   * The faceoff as everyone sees it: its kind, who started it (and by which effect, in {@code
   * faceoff().byEffect()}), the running power totals, the involved cards (for a faceoff the rules
   * started, the characters) and what modifiers add to each total (514.4a), already counted in
   * the totals.
   */
  public record FaceoffView(Faceoff faceoff, int total0, int total1, List<Integer> involved, int modifier0,
      int modifier1) {}

  public static PlayerView of(GameState s, int viewer) {
    return of(s, viewer, null);
  }

  /**
   * The view of {@code legal.state()}, its legal actions taken from {@code legal} rather than
   * listed again: a table that already asked the engine shares the one list.
   */
  public static PlayerView of(org.ponytable.engine.rules.LegalActions legal, int viewer) {
    return of(legal.state(), viewer, legal.list());
  }

  private static PlayerView of(GameState s, int viewer, List<Action> listed) {
    List<SeatView> seats = new ArrayList<>();
    for (int p = 0; p < s.players().size(); p++) {
      PlayerState ps = s.player(p);
      boolean own = p == viewer;
      seats.add(new SeatView(ps.name(), ps.score(), ps.tokens(), ps.drawDeck().size(), ps.unflippedCount(),
          cards(s, ps.flipped()), ps.problemDeck().size(), ps.hand().size(),
          own ? cards(s, ps.hand()) : List.of(), cards(s, ps.discard()), cards(s, ps.banished()),
          ps.mulligan() != null, ps.beneath(), org.ponytable.engine.rules.Flow.homeLimit(s, p),
          org.ponytable.engine.rules.Flow.countedAtHome(s, p).size()));
    }
    List<CardView> play = new ArrayList<>();
    for (InPlay c : s.play()) {
      if (hiddenFrom(s, c, viewer)) {
        // Even the id stays hidden: ids must not let a player track the card back to their draw.
        int standIn = idFor(s, c.id(), viewer);
        play.add(new CardView(standIn, null, new InPlay(standIn, c.controller(), c.area(), c.exhausted(), false,
            true, false, -1, java.util.Map.of(), false)));
      } else {
        play.add(new CardView(c.id(), s.def(c.id()), c, org.ponytable.engine.rules.Stats.given(s, c)));
      }
    }
    Decision d = s.decision();
    boolean mine = d != null && d.player() == viewer;
    Decision shown = null;
    if (d != null) {
      // Only the deciding player sees the options, and hidden cards among them by stand-in ids.
      shown = new Decision(d.kind(), d.player(),
          mine ? d.options().stream().map(o -> idFor(s, o, viewer)).toList() : List.of());
    }
    FaceoffView fv = null;
    if (s.faceoff() != null) {
      int[] totals = Faceoffs.totals(s);
      List<Integer> involved = new ArrayList<>();
      // 514.2c: an effect's faceoff may involve any card, so all of them show.
      for (InPlay c : s.faceoff().byEffect() != null ? Faceoffs.involvedCards(s, s.faceoff())
          : Faceoffs.involvedCharacters(s, s.faceoff())) {
        involved.add(idFor(s, c.id(), viewer));
      }
      int[] mods = Faceoffs.totalModifiers(s);
      // The order being chosen for the bottom of a deck is the chooser's secret (402.3).
      Faceoff f = mine ? s.faceoff() : s.faceoff().withBottomOrder(List.of());
      fv = new FaceoffView(f, totals[0], totals[1], involved, mods[0], mods[1]);
    }
    return new PlayerView(viewer, s.turn(), s.turnPlayer(), s.firstPlayer(), s.stage(), shown, seats, play, fv,
        s.result(), mine ? (listed != null ? listed : Engine.legalActions(s)).stream().map(a -> shown(s, a, viewer)).toList() : List.of(),
        ownChances(s, s.abilities(), viewer), resolving(s, viewer), publicPart(s.replacing()), s.passes(), s.lastPriority(),
        s.scoreBook(), s.challenged(), queue(s));
  }

  /**
   * 505.1d, 505.2: the id a viewer knows a card by. Another player's face-down Troublemaker gets
   * a stand-in made from its place in play, so an effect that names face-down cards can offer it
   * without telling which card it is.
   */
  public static int idFor(GameState s, int card, int viewer) {
    List<InPlay> play = s.play();
    for (int i = 0; i < play.size(); i++) {
      if (play.get(i).id() == card) {
        return hiddenFrom(s, play.get(i), viewer) ? -2 - i : card;
      }
    }
    return card;
  }

  private static Action shown(GameState s, Action a, int viewer) {
    if (a instanceof Action.Choose ch) {
      int id = idFor(s, ch.card(), viewer);
      return id == ch.card() ? a : new Action.Choose(ch.player(), ch.kind(), id);
    }
    return a;
  }

  /** The engine's action for one a player picked from their view's legal actions ({@link #idFor}). */
  public static Action toEngine(GameState s, Action picked) {
    if (picked instanceof Action.Choose ch && ch.card() < -1 && -2 - ch.card() < s.play().size()) {
      return new Action.Choose(ch.player(), ch.kind(), s.play().get(-2 - ch.card()).id());
    }
    return picked;
  }

  /** 710.5: what is being replaced is public; how the engine will redo its work is not for tables. */
  private static ReplacementChoices publicPart(ReplacementChoices rc) {
    return rc == null ? null : new ReplacementChoices(rc.answers(), null, null, rc.occurrence(), rc.about());
  }

  private static AbilityState ownChances(GameState s, AbilityState ab, int viewer) {
    if (anyHidden(s, viewer)) {
      // Timestamps are kept by card id; a hidden card's id would tell which card it is (505.1d).
      java.util.Map<Integer, Long> entered = new java.util.HashMap<>();
      ab.entered().forEach((id, at) -> entered.put(idFor(s, id, viewer), at));
      ab = new AbilityState(ab.modifiers(), ab.waiting(), ab.wave(), ab.clock(), entered, ab.orderFirst(),
          ab.chances(), ab.met(), ab.processed(), ab.controlChanges(), ab.triggeredModifiers());
    }
    if (ab.met() == 0) {
      return ab;
    }
    // The count of conditions met would also tell when the other player could react.
    return ab.withChances(ab.chances().stream().filter(c -> c.controller() == viewer).toList()).withMet(0);
  }

  /** 505.1d: another player's face-down Troublemaker is not public. */
  public static boolean hiddenFrom(GameState s, InPlay c, int viewer) {
    return c.faceDown() && c.controller() != viewer && s.type(c.id()) == CardType.TROUBLEMAKER;
  }

  /**
   * The ability being processed, public but for the cards chosen so far from a deck or a hand
   * (the order of cards looked at, 402.2; cards put from a hand on top), which only the chooser sees.
   */
  private static Resolution resolving(GameState s, int viewer) {
    Resolution r = s.resolving();
    boolean secret = r != null && !r.done() && !r.chosen().isEmpty()
        && (r.current() instanceof org.ponytable.engine.ability.Effect.LookAtTop
            || r.current() instanceof org.ponytable.engine.ability.Effect.LookAtProblemDeck
            || r.current() instanceof org.ponytable.engine.ability.Effect.HandToTop);
    return secret && (s.decision() == null || s.decision().player() != viewer) ? r.withChosen(List.of()) : r;
  }

  private static List<CardView> queue(GameState s) {
    var r = s.resolving();
    return r == null || r.eventCard() < 0 ? List.of() : cards(s, List.of(r.eventCard()));
  }

  private static List<CardView> cards(GameState s, List<Integer> ids) {
    List<CardView> out = new ArrayList<>(ids.size());
    for (int id : ids) {
      out.add(new CardView(id, s.def(id), null));
    }
    return out;
  }

  /**
   * The events as the viewer may see them: each card an event names ({@link GameEvent#cards})
   * becomes -1 when the viewer may not know it ({@link GameEvent.Known}), or its stand-in id when
   * it is another player's face-down Troublemaker in play (505.1d, 505.2, {@link #idFor}). {@code
   * after} is the state the events led to.
   */
  public static List<GameEvent> events(List<GameEvent> events, GameState after, int viewer) {
    boolean standIns = anyHidden(after, viewer);
    List<GameEvent> out = new ArrayList<>(events.size());
    for (GameEvent e : events) {
      out.add(Mentions.withCards(e, (card, known) -> shown(e, card, known, after, viewer, standIns)));
    }
    return out;
  }

  private static int shown(GameEvent e, int card, GameEvent.Known known, GameState after, int viewer,
      boolean standIns) {
    if (card < 0) {
      return card;
    }
    boolean secret = switch (known) {
      case BY_ALL -> false;
      case BY_PLAYER -> Mentions.player(e) != viewer;
      case BY_PLAYER_IF_FACE_DOWN -> ((GameEvent.MayBeFaceDown) e).faceDown() && Mentions.player(e) != viewer;
      case BY_OWNER_IF_FACE_DOWN -> ((GameEvent.MayBeFaceDown) e).faceDown() && after.owner(card) != viewer;
    };
    if (secret) {
      return -1;
    }
    if (known == GameEvent.Known.BY_PLAYER) {
      // The event's player knows this card itself (it went to their hand, or they looked at it).
      return card;
    }
    return standIns ? idFor(after, card, viewer) : card;
  }

  private static boolean anyHidden(GameState s, int viewer) {
    for (InPlay c : s.play()) {
      if (hiddenFrom(s, c, viewer)) {
        return true;
      }
    }
    return false;
  }
}
