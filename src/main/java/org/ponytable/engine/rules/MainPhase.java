package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.card.Placement;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.state.PlayerState;

/** Main Phase actions (609) and their costs. */
public final class MainPhase {
  private MainPhase() {}

  /** 609.1, 512.3a: the turn player, holding priority in their Main Phase, outside faceoffs. */
  public static boolean open(GameState s, int player) {
    return s.phase() == Phase.MAIN && s.faceoff() == null && player == s.turnPlayer();
  }

  /** 205.1: enough power of each required color among the player's characters. */
  public static boolean meetsPlayRequirement(GameState s, int player, CardDef def) {
    return meetsPlayRequirement(s, player, def, new ColorPowers(s, player));
  }

  /** The same, with the player's power of each color read from {@code powers} (asked for many cards). */
  static boolean meetsPlayRequirement(GameState s, int player, CardDef def, ColorPowers powers) {
    return powers.meet(def) && unmetPlayCondition(s, player, def) == null;
  }

  /**
   * 205, rulings.md (play conditions): the first condition the card prints for being played that
   * does not hold for {@code player} now, or null.
   */
  static org.ponytable.engine.ability.Condition unmetPlayCondition(GameState s, int player, CardDef def) {
    List<org.ponytable.engine.ability.Ability> abilities = def.face().abilities();
    for (int i = 0; i < abilities.size(); i++) { // by index: asked for each card in hand at each listing
      if (abilities.get(i) instanceof org.ponytable.engine.ability.Ability.PlayCondition pc
          && !Abilities.holds(s, pc.condition(), new Abilities.Ctx(-1, player, -1, null))) {
        return pc.condition();
      }
    }
    return null;
  }

  /** 205.1: the power of a color a part of a play requirement asks now, after this turn's cuts. */
  static int required(GameState s, int player, ColorPower need) {
    int power = need.power();
    for (ColorPower cut : s.player(player).requirementCuts()) {
      if (cut.color() == need.color()) {
        power -= cut.power();
      }
    }
    return Math.max(0, power);
  }

  private static final List<List<Area>> BOTH_PROBLEMS = List.of(
      List.of(Area.home(0), Area.problem(0), Area.problem(1)), List.of(Area.home(1), Area.problem(0), Area.problem(1)));

  /** The areas a character could be moved to: its controller's home or a Problem (506.2). */
  static List<Area> destinations(GameState s, int player) {
    // The common case, two players each with a Problem: the same list every time.
    if (s.players().size() == 2 && (player == 0 || player == 1) && s.problemAt(0) >= 0 && s.problemAt(1) >= 0) {
      return BOTH_PROBLEMS.get(player);
    }
    List<Area> out = new ArrayList<>();
    out.add(Area.home(player));
    for (int p = 0; p < s.players().size(); p++) {
      if (s.problemAt(p) >= 0) {
        out.add(Area.problem(p));
      }
    }
    return out;
  }

  static void addLegal(GameState s, int player, List<Action> out) {
    PlayerState ps = s.player(player);
    int tokens = ps.tokens();
    List<Area> areas = destinations(s, player);
    // 205.1: the play requirement is asked last (it is pure, so the order of the tests changes
    // nothing), so a card the player can't pay for never makes power and colors be worked out;
    // and once per card, since it does not depend on where the card goes.
    ColorPowers powers = new ColorPowers(s, player);
    Costs.Listing costs = new Costs.Listing(s, player);
    List<Integer> playable = playable(s, player);
    for (int k = 0; k < playable.size(); k++) {
      int card = playable.get(k);
      CardDef def = s.def(card);
      switch (def.type()) {
        case FRIEND -> {
          Requirement met = new Requirement(s, player, def, powers);
          for (int i = 0; i < areas.size(); i++) {
            Area a = areas.get(i);
            if (tokens >= costs.play(card, a, -1) && !costs.banned(card, a) && met.met()) {
              out.add(new Action.PlayCard(player, card, a));
            }
          }
        }
        case RESOURCE -> {
          Filter hostDescription = attachmentHost(def);
          Requirement met = new Requirement(s, player, def, powers);
          if (hostDescription != null) {
            addHosts(s, player, card, hostDescription, tokens, met, costs, out);
          } else {
            for (int i = 0; i < areas.size(); i++) {
              Area a = areas.get(i);
              if (a.home() == (def.placement() == Placement.HOME) && tokens >= costs.play(card, a, -1)
                  && !costs.banned(card, a) && met.met()) {
                out.add(new Action.PlayCard(player, card, a));
              }
            }
          }
        }
        case EVENT -> {
          // 512.3: here only Main Phase Events; other timings are offered by Activation.
          if (def.event().timing() == Timing.MAIN_PHASE && tokens >= costs.play(card, null, -1)
              && meetsPlayRequirement(s, player, def, powers) && !costs.banned(card, null)
              && !noEvents(s, player)) {
            out.add(new Action.PlayCard(player, card, null));
          }
        }
        case TROUBLEMAKER -> {
          for (int i = 0; i < areas.size(); i++) {
            Area a = areas.get(i);
            // 104.2: "Troublemakers can't be played here" beats 609.2c; "+1 to play a Troublemaker here".
            if (a.isProblem() && !costs.banned(card, a) && tokens >= Costs.troublemaker(s, player, card, a)) {
              out.add(new Action.PlayTroublemaker(player, card, a));
            }
          }
        }
        default -> {}
      }
    }
    boolean mayCantMove = Abilities.mayCantMove(s);
    List<InPlay> play = s.play();
    for (int k = 0; k < play.size(); k++) {
      InPlay c = play.get(k);
      // 104.2: "can't be moved" beats the Main Phase action.
      if (c.controller() != player || !s.isCharacter(c) || mayCantMove && Abilities.cantMove(s, c, player)) {
        continue;
      }
      for (int i = 0; i < areas.size(); i++) {
        Area a = areas.get(i);
        if (!a.equals(c.area()) && costs.affordsMove(c, a, tokens) && !costs.movedHereBanned(c, a)) {
          out.add(new Action.Move(player, c.id(), a));
        }
      }
    }
    if (tokens >= Costs.draw(s, player) && ps.topUnflipped() >= 0) {
      out.add(new Action.Draw(player));
    }
    for (int k = 0; k < play.size(); k++) {
      InPlay c = play.get(k);
      if (c.controller() == player && c.frightened() && tokens >= Costs.rally(s, c)) {
        out.add(new Action.Rally(player, c.id()));
      }
    }
  }

  /** 205.1 and the card's play conditions for one card, asked at most once however many places it could go. */
  private static final class Requirement {
    private final GameState s;
    private final int player;
    private final CardDef def;
    private final ColorPowers powers;
    /** 0 not asked yet, 1 met, 2 not met. */
    private byte answer;

    Requirement(GameState s, int player, CardDef def, ColorPowers powers) {
      this.s = s;
      this.player = player;
      this.def = def;
      this.powers = powers;
    }

    boolean met() {
      if (answer == 0) {
        answer = meetsPlayRequirement(s, player, def, powers) ? (byte) 1 : (byte) 2;
      }
      return answer == 1;
    }
  }

  /** 609.2: the cards the player may play now: their hand, then the cards of their discard pile that say so. */
  static List<Integer> playable(GameState s, int player) {
    List<Integer> fromDiscard = fromDiscard(s, player);
    if (fromDiscard.isEmpty()) {
      return s.player(player).hand();
    }
    List<Integer> out = new ArrayList<>(s.player(player).hand());
    out.addAll(fromDiscard);
    return out;
  }

  /** 404, 609.2 (rulings.md): the cards in the player's discard pile whose own text lets them be played from there now. */
  public static List<Integer> fromDiscard(GameState s, int player) {
    // PoolIndex, PlayIndex: when no card of the game nor in play says so, the pile need not be walked.
    if ((PoolIndex.of(s).any & PoolIndex.PLAYS_FROM_DISCARD) == 0 && !PlayIndex.of(s).playsFromDiscard) {
      return new ArrayList<>();
    }
    List<Integer> out = new ArrayList<>();
    for (int card : s.player(player).discard()) {
      if (playableFromDiscard(s, player, card)) {
        out.add(card);
      }
    }
    return out;
  }

  /** Whether {@code card}, in its owner {@code player}'s discard pile, may be played from there now. */
  public static boolean playableFromDiscard(GameState s, int player, int card) {
    // The pile is checked first: a card id from a file may be no card at all.
    if (!s.player(player).discard().contains(card) || s.owner(card) != player) {
      return false;
    }
    for (org.ponytable.engine.ability.Ability a : s.def(card).face().abilities()) {
      if (a instanceof org.ponytable.engine.ability.Ability.PlayFromDiscard pf && pf.cards() == null
          && Abilities.holds(s, pf.whileCondition(), new Abilities.Ctx(card, player, -1, null))) {
        return true;
      }
    }
    // Issue 11: a card the player controls lets them play such cards as if from their hand.
    if (!PlayIndex.of(s).playsFromDiscard) {
      return false;
    }
    for (PlayIndex.Held h : PlayIndex.held(s)) {
      if (h.ability() instanceof org.ponytable.engine.ability.Ability.PlayFromDiscard pf && pf.cards() != null
          && h.source().controller() == player && !h.source().faceDown()
          && !Abilities.printedFits(s, List.of(card), pf.cards()).isEmpty()
          && Abilities.holds(s, pf.whileCondition(), new Abilities.Ctx(h.source().id(), player, -1, null))) {
        return true;
      }
    }
    return false;
  }

  /** The card played leaves the zone it is played from: its player's hand, or their discard pile (404). */
  private static void takeToPlay(Tx tx, int p, int card) {
    if (tx.player(p).hand().contains(card)) {
      tx.removeFromHand(p, card);
    } else {
      PlayerState ps = tx.player(p);
      tx.setPlayer(p, ps.withDiscard(PlayerState.minus(ps.discard(), card)));
    }
  }

  /**
   * 305.1b, 509.4: a Resource with a host description is an attachment; its description, or null
   * for any other card.
   */
  static Filter attachmentHost(CardDef def) {
    return def.type() == CardType.RESOURCE ? Abilities.hostDescription(def.face()) : null;
  }

  /**
   * 305.1b, 509.1: an attachment is played on a card in play that fits its host description
   * (509.4), never to a bare area.
   */
  private static void addHosts(GameState s, int player, int card, Filter hostDescription, int tokens,
      Requirement met, Costs.Listing costs, List<Action> out) {
    for (InPlay c : s.play()) {
      if (Abilities.fitsHost(s, hostDescription, card, player, c.id())
          && tokens >= costs.play(card, c.area(), c.id()) && !costs.banned(card, c.area()) && met.met()) {
        out.add(new Action.PlayAttachment(player, card, c.id()));
      }
    }
  }

  /** 609.2a: "when you play" watches this, not entering play by an effect (706.1, rulings.md). */
  private static void played(Tx tx, int card, Area at) {
    if (tx.s.inPlay(card) != null) {
      Triggers.card(tx, org.ponytable.engine.ability.Trigger.Kind.PLAYED, card, tx.s, at);
    }
  }

  private static int card(Action a) {
    return a instanceof Action.PlayCard pc ? pc.card() : a instanceof Action.PlayAttachment pa ? pa.card()
        : a instanceof Action.PlayTroublemaker pt ? pt.card() : -1;
  }

  static void perform(Tx tx, Action a) {
    int p = a.player();
    boolean plays = a instanceof Action.PlayCard || a instanceof Action.PlayAttachment
        || a instanceof Action.PlayTroublemaker;
    // 609.2: the card played is the last one in its player's hand.
    boolean last = plays && tx.player(p).hand().size() == 1 && tx.player(p).hand().contains(card(a));
    if (plays) {
      // 609.2: the turn's history counts it before any trigger reads it ("your first card each turn").
      tx.count(c -> c.withPlayed(p));
    }
    if (a instanceof Action.PlayCard play) {
      tx.payTokens(p, Costs.play(tx.s, p, play.card(), play.area(), -1));
      Costs.useNextPlay(tx, p, play.card());
      takeToPlay(tx, p, play.card());
      tx.emit(new GameEvent.CardPlayed(p, play.card(), play.area(), false));
      if (play.area() == null) {
        Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.PLAYS_EVENT, p, null, List.of(play.card()), null);
        // 304.2: an Event does what it says, then goes to its owner's discard pile.
        Activation.playEvent(tx, p, play.card());
      } else {
        tx.enterPlay(play.card(), p, play.area(), false);
        played(tx, play.card(), play.area());
      }
    } else if (a instanceof Action.PlayAttachment play) {
      Area at = tx.s.inPlay(play.host()).area();
      tx.payTokens(p, Costs.play(tx.s, p, play.card(), at, play.host()));
      Costs.useNextPlay(tx, p, play.card());
      takeToPlay(tx, p, play.card());
      tx.emit(new GameEvent.CardPlayed(p, play.card(), at, false, play.host()));
      // 305.1b, 509.2: it enters play attached to its host, at the host's area (509.3).
      tx.enterPlay(play.card(), p, at, false, play.host());
      played(tx, play.card(), at);
    } else if (a instanceof Action.PlayTroublemaker play) {
      tx.payTokens(p, Costs.troublemaker(tx.s, p, play.card(), play.problem()));
      takeToPlay(tx, p, play.card());
      boolean faceDown = !Costs.playedFaceUp(tx.s, play.problem());
      tx.emit(new GameEvent.CardPlayed(p, play.card(), play.problem(), faceDown));
      tx.enterPlay(play.card(), p, play.problem(), faceDown);
      played(tx, play.card(), play.problem());
    } else if (a instanceof Action.Move move) {
      tx.payTokens(p, Costs.move(tx.s, tx.s.inPlay(move.card()), move.to()));
      tx.move(move.card(), move.to(), p);
    } else if (a instanceof Action.Draw) {
      tx.payTokens(p, Costs.draw(tx.s, p));
      tx.draw(p);
    } else if (a instanceof Action.Rally rally) {
      tx.payTokens(p, Costs.rally(tx.s, tx.s.inPlay(rally.card())));
      tx.unfrighten(rally.card());
    } else {
      throw new IllegalArgumentException("not a Main Phase action: " + a);
    }
    if (last) {
      Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.PLAYS_LAST_CARD, p, null, List.of(), null);
    }
  }

  /** 104.2: an effect said this player can't play Events this turn (the turn's history). */
  static boolean noEvents(GameState s, int player) {
    return s.scoreBook().counts().noEvents().get(player) > 0;
  }
}
