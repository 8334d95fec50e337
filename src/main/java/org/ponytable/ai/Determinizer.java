package org.ponytable.ai;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.Chance;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Pending;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.view.PlayerView;

/**
 * The one class that builds a whole game state for the computer: a determinization of a view.
 * Everything public is copied from the view; every hidden card (the other hand, both decks'
 * order and contents, the other player's face-down Troublemakers) is drawn at random from the
 * cards of that seat's deck list not seen anywhere, so the state is one the viewer cannot tell
 * from the real one. The random state and seed are the computer's own, so the real game's future
 * shuffles stay unknown.
 */
final class Determinizer {
  private final Table table;

  Determinizer(Table table) {
    this.table = table;
  }

  /** Thrown when the view cannot come from the deck lists (a card the lists do not have). */
  static final class Inconsistent extends RuntimeException {
    Inconsistent(String why) {
      super(why);
    }
  }

  /** One state the view could have come from, drawn with {@code random}. */
  GameState sample(PlayerView v, Random random) {
    return of(v).sample(random);
  }

  /**
   * What the view fixes about every state drawn from it, worked out once: a search draws many
   * (this was a fifth of Normal's time when each draw worked it out again).
   */
  Sampler of(PlayerView v) {
    return new Sampler(v);
  }

  /** Draws states from one view; what does not depend on the draw is worked out on creation. */
  final class Sampler {
    private final PlayerView v;
    private final int total;
    /** The visible cards, with their ids and definitions; null where a hidden card goes. */
    private final CardInfo[] seen;
    /** Per seat, the ids no visible card has, ascending (the order the shuffle starts from). */
    private final int[][] freeIds = new int[2][];
    /** Per seat, its deck list's unseen Problems and other cards, in list order. */
    private final Unseen[] problems = new Unseen[2];
    private final Unseen[] draws = new Unseen[2];
    /** Per seat, the cards of the zones the view shows whole; the other seat's hand is dealt (null). */
    private final List<List<Integer>> hands = new ArrayList<>();
    private final List<List<Integer>> flipped = new ArrayList<>();
    private final List<List<Integer>> discards = new ArrayList<>();
    private final List<List<Integer>> banished = new ArrayList<>();
    /** {@link AbilityState#met}, raised to every chance's instance. */
    private final long met;
    private final List<Pending> pending = new ArrayList<>();

    private Sampler(PlayerView v) {
      this.v = v;
      List<PlayerView.CardView> visible = visible(v);
      // Token cards made during the game (rulings.md, token cards) take the ids after the deck lists'.
      int decks = table.size(0) + table.size(1);
      int count = decks;
      for (PlayerView.CardView c : visible) {
        count = Math.max(count, c.id() + 1);
      }
      total = count;
      CardInfo[] cards = new CardInfo[total];
      // Visible cards keep their ids and definitions.
      for (PlayerView.CardView c : visible) {
        if (c.id() < 0 || c.id() >= decks && !c.def().token()) {
          throw new Inconsistent("card id " + c.id() + " is outside the deck lists");
        }
        // A token is owned by the player whose effect made it; the view shows who controls it.
        int owner = c.id() < decks ? table.owner(c.id()) : c.status() != null ? c.status().controller() : 0;
        cards[c.id()] = new CardInfo(c.id(), c.def().id(), owner, c.def());
      }
      // A token that left play is in no zone (rulings.md); any token card stands in for it.
      for (int id = decks; id < total; id++) {
        if (cards[id] == null) {
          CardInfo any = java.util.Arrays.stream(cards, decks, total).filter(java.util.Objects::nonNull).findFirst()
              .orElseThrow();
          cards[id] = new CardInfo(id, any.defId(), any.owner(), any.def());
        }
      }
      seen = cards;
      Decision d = v.decision();
      // Areas and modes are not cards (DecisionKind.offers).
      if (d != null && d.kind().offers() == org.ponytable.engine.state.DecisionKind.Offers.CARD) {
        for (int o : d.options()) {
          if (o >= total || o >= 0 && cards[o] == null) {
            // A card only its chooser has looked at (Inspired, a search): the view tells its id, not what it is.
            throw new Inconsistent("the decision offers card " + o + ", which the view does not show");
          }
        }
      }
      // The unseen cards of each seat, by section of its list.
      List<List<String>> unseenProblems = new ArrayList<>();
      List<List<String>> unseenDraws = new ArrayList<>();
      for (int p = 0; p < 2; p++) {
        DeckList list = table.decks().get(p);
        unseenProblems.add(new ArrayList<>(list.problemDeck()));
        List<String> draw = new ArrayList<>(list.drawDeck());
        draw.add(list.maneCharacter());
        unseenDraws.add(draw);
      }
      for (CardInfo c : cards) {
        if (c != null && c.id() < decks) {
          List<String> from = c.def().type() == CardType.PROBLEM ? unseenProblems.get(c.owner()) : unseenDraws.get(c.owner());
          if (!from.remove(c.defId())) {
            throw new Inconsistent(c.defId() + " is not among the cards left in seat " + c.owner() + "'s list");
          }
        }
      }
      for (int p = 0; p < 2; p++) {
        int base = p == 0 ? 0 : table.size(0);
        int[] free = new int[table.size(p)];
        int n = 0;
        for (int id = base; id < base + table.size(p); id++) {
          if (cards[id] == null) {
            free[n++] = id;
          }
        }
        freeIds[p] = java.util.Arrays.copyOf(free, n);
        problems[p] = new Unseen(unseenProblems.get(p));
        draws[p] = new Unseen(unseenDraws.get(p));
        PlayerView.SeatView seat = v.seats().get(p);
        hands.add(p == v.viewer() ? ids(seat.hand()) : null);
        flipped.add(ids(seat.flipped()));
        discards.add(ids(seat.discard()));
        banished.add(ids(seat.banished()));
      }
      AbilityState ab = v.abilities();
      long known = ab.met();
      for (Chance c : ab.chances()) {
        known = Math.max(known, c.instance());
      }
      met = known;
      // The procedures in progress, innermost last, in the order of their levels (Pending.level).
      if (v.faceoff() != null) {
        pending.add(v.faceoff().faceoff());
      }
      if (v.resolving() != null) {
        pending.add(v.resolving());
      }
      if (v.replacing() != null) {
        pending.add(v.replacing());
      }
    }

    /** One state drawn with {@code random}; the same draws, in the same order, for the same random state. */
    GameState sample(Random random) {
      CardInfo[] cards = seen.clone();
      int[][] free = new int[2][];
      int[] freeLeft = new int[2];
      Unseen.Draw[] problemsLeft = new Unseen.Draw[2];
      Unseen.Draw[] drawsLeft = new Unseen.Draw[2];
      // Free ids of each seat, handed out in a random order.
      for (int p = 0; p < 2; p++) {
        free[p] = freeIds[p].clone();
        freeLeft[p] = free[p].length;
        shuffle(free[p], random);
        problemsLeft[p] = problems[p].shuffled(random);
        drawsLeft[p] = draws[p].shuffled(random);
      }
      // Face-down Troublemakers of the other player: Troublemakers from the unseen cards.
      Map<Integer, Integer> standIns = new HashMap<>();
      List<InPlay> play = new ArrayList<>();
      for (PlayerView.CardView c : v.play()) {
        if (!c.hidden()) {
          play.add(c.status());
          continue;
        }
        int p = c.status().controller();
        int card = drawsLeft[p].takeTroublemaker();
        int id = give(cards, free[p], freeLeft, drawsLeft[p], card, p);
        standIns.put(c.id(), id);
        InPlay s = c.status();
        play.add(new InPlay(id, s.controller(), s.area(), s.exhausted(), s.frightened(), s.faceDown(), s.boosted(),
            s.host(), s.counters(), s.confronted()));
      }
      List<PlayerState> players = new ArrayList<>();
      for (int p = 0; p < 2; p++) {
        PlayerView.SeatView seat = v.seats().get(p);
        List<Integer> hand = hands.get(p);
        if (hand == null) {
          hand = new ArrayList<>();
          for (int i = 0; i < seat.handCount(); i++) {
            hand.add(give(cards, free[p], freeLeft, drawsLeft[p], drawsLeft[p].next("hand"), p));
          }
        }
        List<Integer> deck = new ArrayList<>(flipped.get(p));
        for (int i = 0; i < seat.unflippedCount(); i++) {
          deck.add(give(cards, free[p], freeLeft, drawsLeft[p], drawsLeft[p].next("draw deck"), p));
        }
        List<Integer> problemDeck = new ArrayList<>();
        for (int i = 0; i < seat.problemDeckCount(); i++) {
          problemDeck.add(give(cards, free[p], freeLeft, problemsLeft[p], problemsLeft[p].next("Problem deck"), p));
        }
        if (drawsLeft[p].left > 0 || problemsLeft[p].left > 0) {
          throw new Inconsistent("seat " + p + " has cards the view does not account for");
        }
        players.add(new PlayerState(seat.name(), deck, flipped.get(p), problemDeck, hand, discards.get(p),
            banished.get(p), seat.tokens(), seat.score(), seat.mulliganDecided() ? Boolean.FALSE : null, -1,
            seat.beneath()));
      }
      for (int id = 0; id < total; id++) {
        if (cards[id] == null) {
          throw new Inconsistent("card " + id + " is nowhere");
        }
      }
      Decision d = v.decision();
      if (d != null) {
        d = new Decision(d.kind(), d.player(), d.options().stream().map(o -> standIns.getOrDefault(o, o)).toList());
      }
      AbilityState ab = v.abilities();
      Map<Integer, Long> entered = new HashMap<>();
      ab.entered().forEach((id, at) -> entered.put(standIns.getOrDefault(id, id), at));
      ab = new AbilityState(ab.modifiers(), ab.waiting(), ab.wave(), ab.clock(), entered, ab.orderFirst(),
          ab.chances(), met, ab.processed(), ab.controlChanges(), ab.triggeredModifiers());
      long rng = random.nextLong();
      return new GameState(table.pool(), List.of(cards), players, play, v.turn(), v.firstPlayer(), v.turnPlayer(),
          v.stage(), d, v.passes(), v.lastPriority(), v.scoreBook(), pending,
          v.challenged(), v.result(), rng, rng, ab);
    }
  }

  /** The unseen cards of one section of a seat's list, in list order, with their definitions. */
  private final class Unseen {
    final String[] ids;
    final CardDef[] defs;

    Unseen(List<String> ids) {
      this.ids = ids.toArray(String[]::new);
      this.defs = new CardDef[this.ids.length];
      for (int i = 0; i < defs.length; i++) {
        defs[i] = table.pool().get(this.ids[i]);
      }
    }

    /** These cards in a random order, as {@code Collections.shuffle} orders a list of them. */
    Draw shuffled(Random random) {
      int[] order = new int[ids.length];
      for (int i = 0; i < order.length; i++) {
        order[i] = i;
      }
      shuffle(order, random);
      return new Draw(order);
    }

    /** The cards of one draw still to hand out, as indexes into the section. */
    final class Draw {
      final int[] order;
      int left;

      Draw(int[] order) {
        this.order = order;
        this.left = order.length;
      }

      int takeTroublemaker() {
        for (int i = 0; i < left; i++) {
          int card = order[i];
          if (defs[card].type() == CardType.TROUBLEMAKER) {
            System.arraycopy(order, i + 1, order, i, left - i - 1);
            left--;
            return card;
          }
        }
        throw new Inconsistent("a face-down Troublemaker the deck list has no Troublemaker left for");
      }

      int next(String zone) {
        if (left == 0) {
          throw new Inconsistent("more cards in a " + zone + " than the deck list has left");
        }
        return order[--left];
      }

      Unseen section() {
        return Unseen.this;
      }
    }
  }

  /** {@code Collections.shuffle}'s swaps, on an array: the same order for the same random state. */
  private static void shuffle(int[] a, Random random) {
    for (int i = a.length; i > 1; i--) {
      int j = random.nextInt(i);
      int t = a[i - 1];
      a[i - 1] = a[j];
      a[j] = t;
    }
  }

  private static List<PlayerView.CardView> visible(PlayerView v) {
    List<PlayerView.CardView> out = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    for (PlayerView.SeatView s : v.seats()) {
      for (List<PlayerView.CardView> zone : List.of(s.hand(), s.flipped(), s.discard(), s.banished())) {
        for (PlayerView.CardView c : zone) {
          if (seen.add(c.id())) {
            out.add(c);
          }
        }
      }
    }
    for (PlayerView.CardView c : v.queue()) {
      if (seen.add(c.id())) {
        out.add(c);
      }
    }
    for (PlayerView.CardView c : v.play()) {
      if (!c.hidden() && seen.add(c.id())) {
        out.add(c);
      }
    }
    return out;
  }

  private static List<Integer> ids(List<PlayerView.CardView> cards) {
    return cards.stream().map(PlayerView.CardView::id).toList();
  }

  /** Hands card {@code card} of {@code from}'s section the last of the seat's shuffled free ids. */
  private static int give(CardInfo[] cards, int[] free, int[] freeLeft, Unseen.Draw from, int card, int owner) {
    if (freeLeft[owner] == 0) {
      throw new Inconsistent("no card id left for seat " + owner);
    }
    int id = free[--freeLeft[owner]];
    Unseen section = from.section();
    cards[id] = new CardInfo(id, section.ids[card], owner, section.defs[card]);
    return id;
  }
}
