package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.table.TableViewModel.Choice;
import org.ponytable.ui.table.TableViewModel.Choices;

/**
 * The prompt panel's record: what is asked and why, the message line, the cards a decision offers
 * and the buttons (the selected card's choices, else the decision's).
 */
final class PromptModel {
  private PromptModel() {}

  /**
   * @param curtainFor the player the curtain waits for, or -1
   * @param message the message line (a reason, a note), or null
   */
  static TablePanels.Prompt of(GameState s, PlayerView view, Names n, int curtainFor, String message,
      CardMarks marks, Choices choices) {
    String prompt;
    String detail;
    if (s.isOver()) {
      prompt = PromptText.resultText(s);
      detail = "The game is over. Start a new one from the Game menu.";
    } else if (curtainFor >= 0) {
      prompt = "Waiting for " + n.player(curtainFor);
      detail = "";
    } else {
      prompt = PromptText.promptText(view, n, view.legalActions());
      detail = PromptText.promptDetail(view, n);
    }
    List<Choice> cardChoices = choices.cardChoices();
    return new TablePanels.Prompt(prompt, detail, message,
        optionsOf(marks, choices.options(), choices.decisionChoices()),
        cardChoices.isEmpty() ? null : choiceHead(view, choices.selected()),
        cardChoices.isEmpty() ? choices.decisionChoices() : cardChoices);
  }

  /** The offered cards as the prompt panel draws them, each with the words of its button. */
  private static List<TablePanels.Option> optionsOf(CardMarks marks, List<CardView> options,
      List<Choice> decisionChoices) {
    List<TablePanels.Option> out = new ArrayList<>();
    int i = 1;
    for (CardView c : options) {
      String keyed = i <= 9 ? "  (" + i + ")" : "";
      String tip = c.hidden() ? choiceLabel(decisionChoices, c.id(), "Choose this face-down card") + keyed
          : "Choose " + c.def().title() + keyed;
      out.add(new TablePanels.Option(marks.card(c), tip));
      i++;
    }
    return List.copyOf(out);
  }

  /** The words of the decision's button for an offered card (they say where a hidden one lies). */
  private static String choiceLabel(List<Choice> choices, int card, String otherwise) {
    for (Choice c : choices) {
      if (c.action() != null && c.action().card() == card) {
        return c.label();
      }
    }
    return otherwise;
  }

  private static String choiceHead(PlayerView v, int selected) {
    CardView sel = BoardModel.find(v, selected);
    return sel == null ? "Selected card" : sel.def().title() + ":";
  }
}
