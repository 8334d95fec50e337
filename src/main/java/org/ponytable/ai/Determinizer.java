package org.ponytable.ai;

import java.util.ArrayList;
import java.util.Collections;
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
    // Token cards made during the game (rulings.md, token cards) take the ids after the deck lists'.
    int decks = table.size(0) + table.size(1);
    int total = decks;
    for (PlayerView.CardView c : visible(v)) {
      total = Math.max(total, c.id() + 1);
    }
    CardInfo[] cards = new CardInfo[total];
    // Visible cards keep their ids and definitions.
    for (PlayerView.CardView c : visible(v)) {
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
    List<List<String>> problems = new ArrayList<>();
    List<List<String>> draws = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      DeckList list = table.decks().get(p);
      problems.add(new ArrayList<>(list.problemDeck()));
      List<String> draw = new ArrayList<>(list.drawDeck());
      draw.add(list.maneCharacter());
      draws.add(draw);
    }
    for (CardInfo c : cards) {
      if (c != null && c.id() < decks) {
        List<String> from = c.def().type() == CardType.PROBLEM ? problems.get(c.owner()) : draws.get(c.owner());
        if (!from.remove(c.defId())) {
          throw new Inconsistent(c.defId() + " is not among the cards left in seat " + c.owner() + "'s list");
        }
      }
    }
    // Free ids of each seat, handed out in a random order.
    List<List<Integer>> freeIds = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      int base = p == 0 ? 0 : table.size(0);
      List<Integer> free = new ArrayList<>();
      for (int id = base; id < base + table.size(p); id++) {
        if (cards[id] == null) {
          free.add(id);
        }
      }
      Collections.shuffle(free, random);
      freeIds.add(free);
      Collections.shuffle(problems.get(p), random);
      Collections.shuffle(draws.get(p), random);
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
      String def = takeTroublemaker(draws.get(p));
      int id = give(cards, freeIds.get(p), def, p);
      standIns.put(c.id(), id);
      InPlay s = c.status();
      play.add(new InPlay(id, s.controller(), s.area(), s.exhausted(), s.frightened(), s.faceDown(), s.boosted(),
          s.host(), s.counters(), s.confronted()));
    }
    List<PlayerState> players = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      PlayerView.SeatView seat = v.seats().get(p);
      List<Integer> hand = new ArrayList<>();
      if (p == v.viewer()) {
        seat.hand().forEach(c -> hand.add(c.id()));
      } else {
        for (int i = 0; i < seat.handCount(); i++) {
          hand.add(give(cards, freeIds.get(p), next(draws.get(p), "hand"), p));
        }
      }
      List<Integer> deck = new ArrayList<>(ids(seat.flipped()));
      for (int i = 0; i < seat.unflippedCount(); i++) {
        deck.add(give(cards, freeIds.get(p), next(draws.get(p), "draw deck"), p));
      }
      List<Integer> problemDeck = new ArrayList<>();
      for (int i = 0; i < seat.problemDeckCount(); i++) {
        problemDeck.add(give(cards, freeIds.get(p), next(problems.get(p), "Problem deck"), p));
      }
      if (!draws.get(p).isEmpty() || !problems.get(p).isEmpty()) {
        throw new Inconsistent("seat " + p + " has cards the view does not account for");
      }
      players.add(new PlayerState(seat.name(), deck, ids(seat.flipped()), problemDeck, hand, ids(seat.discard()),
          ids(seat.banished()), seat.tokens(), seat.score(), seat.mulliganDecided() ? Boolean.FALSE : null, -1,
          seat.beneath()));
    }
    for (int id = 0; id < total; id++) {
      if (cards[id] == null) {
        throw new Inconsistent("card " + id + " is nowhere");
      }
    }
    if (d != null) {
      d = new Decision(d.kind(), d.player(), d.options().stream().map(o -> standIns.getOrDefault(o, o)).toList());
    }
    AbilityState ab = v.abilities();
    Map<Integer, Long> entered = new HashMap<>();
    ab.entered().forEach((id, at) -> entered.put(standIns.getOrDefault(id, id), at));
    long met = ab.met();
    for (Chance c : ab.chances()) {
      met = Math.max(met, c.instance());
    }
    ab = new AbilityState(ab.modifiers(), ab.waiting(), ab.wave(), ab.clock(), entered, ab.orderFirst(),
        ab.chances(), met, ab.processed(), ab.controlChanges(), ab.triggeredModifiers());
    // The procedures in progress, innermost last, in the order of their levels (Pending.level).
    List<Pending> pending = new ArrayList<>();
    if (v.faceoff() != null) {
      pending.add(v.faceoff().faceoff());
    }
    if (v.resolving() != null) {
      pending.add(v.resolving());
    }
    if (v.replacing() != null) {
      pending.add(v.replacing());
    }
    long rng = random.nextLong();
    return new GameState(table.pool(), List.of(cards), players, play, v.turn(), v.firstPlayer(), v.turnPlayer(),
        v.stage(), d, v.passes(), v.lastPriority(), v.scoreBook(), pending,
        v.challenged(), v.result(), rng, rng, ab);
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

  private String takeTroublemaker(List<String> unseen) {
    for (int i = 0; i < unseen.size(); i++) {
      if (table.pool().get(unseen.get(i)).type() == CardType.TROUBLEMAKER) {
        return unseen.remove(i);
      }
    }
    throw new Inconsistent("a face-down Troublemaker the deck list has no Troublemaker left for");
  }

  private static String next(List<String> unseen, String zone) {
    if (unseen.isEmpty()) {
      throw new Inconsistent("more cards in a " + zone + " than the deck list has left");
    }
    return unseen.remove(unseen.size() - 1);
  }

  private int give(CardInfo[] cards, List<Integer> free, String defId, int owner) {
    if (free.isEmpty()) {
      throw new Inconsistent("no card id left for seat " + owner);
    }
    int id = free.remove(free.size() - 1);
    CardDef def = table.pool().get(defId);
    cards[id] = new CardInfo(id, defId, owner, def);
    return id;
  }
}
