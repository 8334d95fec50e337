package org.ponytable.ui.table;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.rules.ProblemStatus;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;

/**
 * One record per panel of the table, made from the viewer's {@link PlayerView} by one model per
 * panel ({@link BoardModel}, {@link PromptModel}, {@link ChoicesModel}, {@link ActionBarModel},
 * {@link FaceoffModel}, {@link LogModel}) that {@link TableViewModel} composes. Each panel of
 * {@link TableView} redraws only when its record changed (records compare by value), so a
 * selection click redraws the cards it marks and the prompt, not the log.
 */
public final class TablePanels {
  private TablePanels() {}

  /** What the Space key and the main button do: a typed value, never a label to compare. */
  public enum PrimaryKind {
    /** Pass priority. */
    PASS,
    /** Pass in the viewer's own Main Phase: the table passes through the rest of the phase. */
    END_PHASE,
    /** Stop challenging (the faceoff's challenge step). */
    STOP_CHALLENGING
  }

  /**
   * A card as a panel draws it, with the marks the table puts on it.
   *
   * @param selectable it has a legal action (it glows)
   * @param clickable a click goes to the view model: it acts, or asks why it cannot
   * @param hostTitle the title of its host, for an attachment; else null
   */
  public record Card(CardView card, boolean selectable, boolean selected, boolean blocked, boolean host,
      boolean involved, boolean clickable, String hostTitle) {

    public int id() {
      return card.id();
    }
  }

  /** The curtain, when up: who it waits for. */
  public record Curtain(int forPlayer, String name, String hint) {}

  /** A seat's panel: name, badges, score, tokens, counts and its two public piles. */
  public record Seat(int player, String name, boolean turn, boolean toAct, int score, int tokens, int deck,
      int hand, int problemDeck, List<Card> discard, List<Card> banished) {}

  /** A player's home. */
  public record Home(int player, String label, boolean overLimit, boolean target, List<Card> cards) {}

  /** A player's standing at a Problem, as its row beside the card shows it. */
  public record StatusLine(ProblemStatus.Status status, String name, String id, boolean top) {}

  /**
   * A Problem's zone: the cards on each side of the Problem card, and each player's status there.
   *
   * @param problem the Problem card, or null
   * @param top the cards on the top player's side; {@code bottom} those on the viewer's
   */
  public record ProblemZone(int owner, String label, boolean target, Card problem, boolean ownerAtBottom,
      String topName, String bottomName, List<StatusLine> statuses, List<Card> top, List<Card> bottom) {}

  /** The viewer's hand (nobody's behind the curtain). */
  public record Hand(int player, List<Card> cards, String emptyText) {}

  /** The other player's hand: a row of backs. */
  public record Backs(int player, int count) {}

  /** The turn card at the head of the side column. */
  public record Turn(int turn, String player, Stage stage, int highestScore) {}

  /** An option a decision offers, as a card in the prompt panel. */
  public record Option(Card card, String tooltip) {}

  /** The prompt panel: what is asked, why, the message line, offered cards and the buttons. */
  public record Prompt(String prompt, String detail, String message, List<Option> options, String choiceHead,
      List<TableViewModel.Choice> choices) {}

  /** The bar beside the hand: the main button (Space), undo and redo. */
  public record Actions(TableViewModel.Choice primary, PrimaryKind kind, String idle, boolean canUndo,
      boolean canRedo, boolean curtain) {}

  /** The faceoff panel and the names of the cards each player counts in it. */
  public record Faceoff(FaceoffSummary summary, List<List<String>> involved) {}

  /** The log panel. */
  public record Log(List<GameLog.Line> lines, boolean showPasses) {}

  /** The board: the seats, zones and hands, the viewer's side at the bottom. */
  public record Board(int bottom, List<Seat> seats, List<Home> homes, List<ProblemZone> problems, Hand hand,
      Backs backs) {

    /** Every card id the board draws (hands, zones), for the view's node cache. */
    public Set<Integer> ids() {
      Set<Integer> out = new HashSet<>();
      for (Home h : homes) {
        h.cards().forEach(c -> out.add(c.id()));
      }
      for (ProblemZone z : problems) {
        z.top().forEach(c -> out.add(c.id()));
        z.bottom().forEach(c -> out.add(c.id()));
        if (z.problem() != null) {
          out.add(z.problem().id());
        }
      }
      hand.cards().forEach(c -> out.add(c.id()));
      return out;
    }
  }
}
