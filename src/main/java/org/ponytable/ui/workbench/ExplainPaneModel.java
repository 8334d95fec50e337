package org.ponytable.ui.workbench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.persistence.Explain;

/**
 * The explain pane (issue 13): for a card in play, the modifiers that made its power and colors in
 * timestamp order with their sources (711); for an action written in the notation, whether it is
 * legal and if not the engine's reason. Names every card: workbench games only.
 */
public final class ExplainPaneModel {
  /** A card to pick: its id and its name with where it is. */
  public record CardChoice(int id, String label) {
    @Override
    public String toString() {
      return label;
    }
  }

  private final Supplier<GameState> state;
  private final Supplier<Map<String, Integer>> labels;

  /**
   * @param state the state to explain, asked afresh each time (the table may have moved)
   * @param labels a scenario's card labels, so actions may name cards as its file does
   */
  public ExplainPaneModel(Supplier<GameState> state, Supplier<Map<String, Integer>> labels) {
    this.state = state;
    this.labels = labels;
  }

  /** The cards in play, in the engine's order. */
  public List<CardChoice> cards() {
    GameState s = state.get();
    TimelineNaming n = new TimelineNaming(s);
    List<CardChoice> out = new ArrayList<>();
    for (InPlay c : s.play()) {
      out.add(new CardChoice(c.id(), n.card(c.id()) + ", " + n.areaByName(c.area())));
    }
    return out;
  }

  /** Why the card has its power and colors now. */
  public List<String> explainCard(int id) {
    try {
      return Explain.card(state.get(), "#" + id, labels.get());
    } catch (IllegalArgumentException e) {
      return List.of("Can't explain card #" + id + ": " + e.getMessage());
    }
  }

  /** Whether the action is legal now and, if not, why not; unreadable text is said so in plain words. */
  public String whyNot(String actionText) {
    String text = actionText == null ? "" : actionText.strip();
    if (text.isEmpty()) {
      return "Write an action as the scenario files do, e.g. 'p1 plays #12 to home:p1' (docs/scenarios.md).";
    }
    try {
      return Explain.action(state.get(), text, labels.get());
    } catch (IllegalArgumentException e) {
      return "Can't read '" + text + "': " + e.getMessage();
    }
  }
}
