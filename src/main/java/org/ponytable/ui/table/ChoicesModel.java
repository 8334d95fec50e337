package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.ability.Words;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.rules.Costs;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.table.TableViewModel.Choice;
import org.ponytable.ui.table.TableViewModel.Choices;

/**
 * What the engine's legal actions give the selection and the decision: the buttons with their
 * words, costs and keys, the cards that glow, the places the selected card can go, and the cards a
 * decision offers. Every choice is a legal action of the view; nothing here decides a rule.
 */
final class ChoicesModel {
  private ChoicesModel() {}

  /**
   * @param s the game, for the price of an action (Costs) and cards offered from a hidden zone
   * @param curtain the curtain is up: a decision's cards are not shown
   */
  static Choices of(GameState s, PlayerView view, Names n, int selected, int blocked, boolean curtain) {
    List<Action> legal = view.legalActions();
    Set<Integer> actionable = new LinkedHashSet<>();
    List<Choice> decisionChoices = new ArrayList<>();
    for (Action a : legal) {
      int c = a.card();
      if (a instanceof Action.Choose ch && ch.kind().offers() == DecisionKind.Offers.MODE) {
        // A mode, not a card: a button of its own, in words (Mode.code).
        decisionChoices.add(new Choice(ActionText.mode(view.resolving(), ch.card()), "", a, null));
      } else if (a instanceof Action.Choose ch && ch.kind().offers() == DecisionKind.Offers.COLOR) {
        // A color, not a card: a button of its own, in words.
        decisionChoices.add(new Choice(ActionText.label(a, n), "", a, null));
      } else if (a instanceof Action.Choose ch && ch.kind().offersAreas()) {
        // An area, not a card: a button of its own (Area.code).
        decisionChoices.add(new Choice(ActionText.label(a, n), "", a, null));
      } else if (c != -1) {
        // Below -1: a hidden card offered by its stand-in id (an effect naming face-down cards).
        actionable.add(c);
      } else if (!(a instanceof Action.Pass || a instanceof Action.StopChallenging
          || a instanceof Action.Concede)) {
        // Pass and stop challenging are the action bar's main button (ActionBarModel).
        decisionChoices.add(new Choice(ActionText.label(a, n), costDetail(s, a), a, keyFor(a)));
      }
    }
    List<Choice> cardChoices = new ArrayList<>();
    Set<Area> targets = new LinkedHashSet<>();
    Set<Integer> hosts = new LinkedHashSet<>();
    for (Action a : actionsFor(legal, selected)) {
      cardChoices.add(new Choice(ActionText.label(a, n), costDetail(s, a), a, null));
      Area to = ActionText.target(a);
      if (to != null) {
        targets.add(to);
      }
      if (ActionText.host(a) >= 0) {
        hosts.add(ActionText.host(a));
      }
    }
    List<CardView> options = new ArrayList<>();
    Decision d = view.decision();
    if (d != null && d.kind() != DecisionKind.PRIORITY && d.kind().offers() == DecisionKind.Offers.CARD && !curtain) {
      options = optionCards(view, s, d);
      // Each offered card also gets a button, in the same order as the cards.
      List<Choice> byCard = new ArrayList<>();
      for (CardView o : options) {
        for (Action a : legal) {
          if (a.card() == o.id()) {
            String label = o.hidden() && a instanceof Action.Choose ch
                ? ActionText.choice(ch.kind(), PromptText.hiddenByPlace(o, view, n)) : ActionText.label(a, n);
            byCard.add(new Choice(label, "", a, null));
            break;
          }
        }
      }
      byCard.addAll(decisionChoices);
      decisionChoices = byCard;
    }

    cardChoices = distinct(cardChoices, view, n);
    decisionChoices = distinct(decisionChoices, view, n);
    numberKeys(cardChoices);
    if (cardChoices.isEmpty()) {
      numberKeys(decisionChoices);
    }
    return new Choices(selected, blocked, Set.copyOf(actionable), Set.copyOf(targets), Set.copyOf(hosts),
        List.copyOf(cardChoices), List.copyOf(decisionChoices), List.copyOf(options));
  }

  /** The legal actions of one card ({@code card} -1 or below: none). */
  static List<Action> actionsFor(List<Action> legal, int card) {
    List<Action> out = new ArrayList<>();
    if (card < 0) {
      return out;
    }
    for (Action a : legal) {
      if (a.card() == card) {
        out.add(a);
      }
    }
    return out;
  }

  private static String costDetail(GameState s, Action a) {
    if (a instanceof Action.PlayCard || a instanceof Action.PlayAttachment || a instanceof Action.PlayTroublemaker
        || a instanceof Action.Move
        || a instanceof Action.Draw || a instanceof Action.Rally || a instanceof Action.Activate) {
      // The price the engine will take (508, 609.2), not what the action nets: a Friend that gains
      // a token when moved still costs 2 to move.
      return Words.count(Costs.tokens(s, PlayerView.toEngine(s, a)), "token");
    }
    return "";
  }

  private static String keyFor(Action a) {
    if (a instanceof Action.Draw) {
      return "D";
    } else if (a instanceof Action.Mulligan m) {
      return m.take() ? "M" : "K";
    }
    return null;
  }

  private static void numberKeys(List<Choice> list) {
    for (int i = 0; i < list.size() && i < 9; i++) {
      Choice c = list.get(i);
      String key = c.key() == null ? Integer.toString(i + 1) : c.key() + " / " + (i + 1);
      list.set(i, new Choice(c.label(), c.detail(), c.action(), key));
    }
  }

  /**
   * The option cards of a decision. Their definitions come from the view where it has them; a
   * Starting Problem sits in the viewer's own Problem deck, which the view counts but does not
   * list, so those come from the card pool: the engine offered exactly those ids to this viewer.
   * Copies of one card outside the play zone are interchangeable and shown once.
   */
  private static List<CardView> optionCards(PlayerView v, GameState s, Decision d) {
    Map<Integer, CardView> known = visibleCards(v);
    for (CardView c : v.play()) {
      if (c.hidden()) {
        known.put(c.id(), c);
      }
    }
    Map<String, CardView> byKey = new LinkedHashMap<>();
    for (int id : d.options()) {
      CardView c = known.get(id);
      if (c == null) {
        c = new CardView(id, s.def(id), null);
      }
      String key = c.status() == null ? "def:" + c.def().id() : "id:" + id;
      byKey.putIfAbsent(key, c);
    }
    return new ArrayList<>(byKey.values());
  }

  private static Map<Integer, CardView> visibleCards(PlayerView v) {
    Map<Integer, CardView> m = new LinkedHashMap<>();
    for (CardView c : v.play()) {
      if (!c.hidden()) {
        m.put(c.id(), c);
      }
    }
    for (PlayerView.SeatView seat : v.seats()) {
      for (List<CardView> l : List.of(seat.hand(), seat.flipped(), seat.discard(), seat.banished())) {
        for (CardView c : l) {
          m.putIfAbsent(c.id(), c);
        }
      }
    }
    return m;
  }

  /** The choices with labels made distinct where the actions differ (ActionText.distinct). */
  private static List<Choice> distinct(List<Choice> choices, PlayerView view, Names n) {
    List<String> labels = ActionText.distinct(choices.stream().map(Choice::label).toList(),
        choices.stream().map(Choice::action).toList(), id -> PromptText.place(view, n, id));
    List<Choice> out = new ArrayList<>();
    for (int i = 0; i < choices.size(); i++) {
      Choice c = choices.get(i);
      out.add(new Choice(labels.get(i), c.detail(), c.action(), c.key()));
    }
    return out;
  }

  /** Names for the prompt and buttons: cards the view shows, plus the viewer's decision options. */
  static java.util.function.IntFunction<CardDef> knownTo(PlayerView v, GameState s) {
    Map<Integer, CardView> m = visibleCards(v);
    Set<Integer> offered = v.decision() == null ? Set.of() : Set.copyOf(v.decision().options());
    return id -> {
      CardView c = m.get(id);
      if (c != null) {
        return c.def();
      }
      return offered.contains(id) ? s.def(id) : null;
    };
  }
}
