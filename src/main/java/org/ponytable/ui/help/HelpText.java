package org.ponytable.ui.help;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.rules.Costs;
import org.ponytable.engine.rules.Flow;
import org.ponytable.engine.rules.StateInvariants;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.terms.Step;
import org.ponytable.engine.ability.Words;

/**
 * The Help page's content as plain data, so it can be tested without a screen: the turn outline
 * with the engine's own phase names and costs, faceoffs, winning, every keyword and the keys.
 */
public final class HelpText {
  private HelpText() {}

  /**
   * A heading and its lines; a line starting with a name and " \u2014 " shows the name in bold.
   * {@code aligned} lines are columns (the keys) and keep their spacing.
   */
  public record Section(String title, List<String> lines, boolean aligned) {
    Section(String title, List<String> lines) {
      this(title, lines, false);
    }
  }

  /** The keys the table answers, one line each (Help and the Keyboard box show the same list). */
  public static final String KEYS = """
      Space      pass / end the Main Phase / stop challenging
      N          pass until my next choice (a decision, or my Main Phase)
      E          pass until end of turn
      Enter      lift the curtain (Space never does)
      1-9        the numbered choice in the side panel
      D          draw a card (Main Phase)
      K / M      keep / mulligan
      Esc        clear the selection
      Z          large card on hover on/off
      F1         this help
      Ctrl+Z/Y   undo / redo
      Ctrl+N/O/S new game / open / save
      Ctrl+D     deck editor""";

  public static List<Section> sections() {
    List<Section> out = new ArrayList<>();
    out.add(new Section("Winning", List.of(
        "The first player with " + StateInvariants.WINNING_SCORE + " or more points wins; reaching it together is a"
            + " draw (103.2). Points come from confronting Problems, Problem bonuses, faceoffs and defeating"
            + " Troublemakers.",
        "Either player may concede at any time (103.4), and both may agree to a draw (Game menu).")));
    out.add(new Section("A turn", List.of(
        name(Phase.READY) + " \u2014 " + name(Step.READY) + ": ready all your cards (603). " + name(Step.ACTION)
            + ": gain action tokens by the highest score in the game: " + tokenTable() + " (604.1). "
            + name(Step.DRAW) + ": draw a card, except the first player on the first turn (605).",
        name(Phase.TROUBLEMAKER) + " \u2014 " + name(Step.UNCOVER) + ": your face-down Troublemakers turn face"
            + " up (607). " + name(Step.CHALLENGE) + ": challenge opposing or Epic Troublemakers where you have a"
            + " character, each once, by a faceoff (608).",
        name(Phase.MAIN) + " \u2014 spend action tokens on Main Phase actions, in any order, as often as you can"
            + " pay (609); see below.",
        name(Phase.SCORE) + " \u2014 " + name(Step.CONFRONT) + ": at each Problem where your characters there"
            + " meet your requirement, you confront it and score 1 point, plus the Problem bonus if you are the"
            + " first (611). " + name(Step.FACEOFF) + ": if both players could confront a Problem, a Problem"
            + " faceoff there (612). " + name(Step.SOLVE) + ": Problems that had a faceoff are replaced (613).",
        name(Phase.END) + " \u2014 " + name(Step.END_OF_TURN) + ": end-of-turn abilities (615). "
            + name(Step.WRAP_UP) + ": discard down to " + maxHand() + " cards in hand and retire Friends at home"
            + " beyond your home limit (616).")));
    out.add(new Section("Main Phase actions (609.2)", List.of(
        "Play a Friend, Resource or Main Phase Event \u2014 pay its cost in action tokens and meet its play"
            + " requirement: your characters in play supplying that much power of its color.",
        "Play a Troublemaker \u2014 " + tokens(Costs.TROUBLEMAKER) + ", face down to a Problem.",
        "Move a character \u2014 " + tokens(Costs.MOVE) + " (Swift: 1 less, never below 1), to another area.",
        "Draw a card \u2014 " + tokens(Costs.DRAW) + ".",
        "Rally \u2014 " + tokens(Costs.RALLY) + ", unfrighten a frightened card of yours.",
        "Activate an ability \u2014 pay what the ability names.")));
    out.add(new Section("Faceoffs (514)", List.of(
        "Each involved player flips the top card of their draw deck; power total = power of your involved"
            + " cards + power of the cards you flipped + modifiers. Ties flip again (514.4c).",
        "A challenger who wins defeats the Troublemaker and scores its points; one who loses sends an involved"
            + " character home (514.5). The winner of a Problem faceoff scores the Problem bonus.")));
    List<String> keywords = new ArrayList<>();
    for (Keyword k : Keyword.values()) {
      keywords.add(k.display() + (k.takesValue() ? " X" : "") + " \u2014 " + KeywordReminders.of(k));
    }
    keywords.add("HL (home limit) \u2014 on a Mane Character: how many Friends may stay at your home at the end"
        + " of your turn (616.3).");
    out.add(new Section("Keywords", List.copyOf(keywords)));
    out.add(new Section("Keys", KEYS.lines().toList(), true));
    return List.copyOf(out);
  }

  private static String tokenTable() {
    return "score 0-1: " + Flow.tokensForHighestScore(0) + ", 2-5: " + Flow.tokensForHighestScore(2)
        + ", 6-10: " + Flow.tokensForHighestScore(6) + ", 11 or more: " + Flow.tokensForHighestScore(11);
  }

  private static int maxHand() {
    return Flow.MAX_HAND;
  }

  private static String name(Phase p) {
    return p.display();
  }

  private static String name(Step s) {
    return s.display();
  }

  private static String tokens(int n) {
    return Words.count(n, "action token");
  }
}
