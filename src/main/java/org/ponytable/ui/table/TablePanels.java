package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.rules.ProblemStatus;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.EventWords;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.engine.view.PlayerView.SeatView;

/**
 * One record per panel of the table, made by {@link TableViewModel} from the viewer's {@link
 * PlayerView}. Each panel of {@link TableView} redraws only when its record changed (records
 * compare by value), so a selection click redraws the cards it marks and the prompt, not the log.
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

  // ------------------------------------------------------------------ making the board

  /** The marks every card gets from the table's state of selection; one place decides them. */
  record Marks(PlayerView view, Set<Integer> actionable, int selected, int blocked, Set<Integer> hosts,
      Set<Area> targets, FaceoffSummary faceoff) {

    Card card(CardView c) {
      int id = c.id();
      // A card shown without its id (a past flip) can be looked at, never chosen; a hidden card
      // with a stand-in id (below -1) can be chosen when an effect offers it.
      boolean known = id != -1;
      boolean selectable = known && actionable.contains(id);
      boolean isSelected = known && id == selected;
      boolean isBlocked = known && id == blocked;
      boolean host = known && hosts.contains(id);
      boolean own = selectable || isSelected || host;
      // A card with nothing to do lets the click through to its area when that area is a target;
      // otherwise a card in hand or in play asks why it can't act (piles only show cards).
      boolean asksWhy = known && !own && !inTargetArea(id) && find(view, id) != null;
      boolean involved = faceoff != null && faceoff.live() && faceoff.involved().contains(id);
      String hostTitle = c.status() != null && c.status().host() >= 0 && !c.hidden()
          ? hostTitle(view, c.status().host()) : null;
      return new Card(c, selectable, isSelected, isBlocked, host, involved, own || asksWhy, hostTitle);
    }

    private boolean inTargetArea(int id) {
      for (CardView c : view.play()) {
        if (c.id() == id) {
          return targets.contains(c.status().area());
        }
      }
      return false;
    }

    List<Card> cards(List<CardView> list) {
      return list.stream().map(this::card).toList();
    }
  }

  static Board board(PlayerView v, int viewer, int bottom, boolean curtain, Marks m,
      List<ProblemStatus.Status> status) {
    int top = 1 - bottom;
    List<Seat> seats = new ArrayList<>();
    List<Home> homes = new ArrayList<>();
    List<ProblemZone> problems = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      SeatView s = v.seats().get(p);
      seats.add(new Seat(p, s.name(), v.turn() > 0 && v.turnPlayer() == p,
          v.decision() != null && v.decision().player() == p && v.result() == null, s.score(), s.tokens(),
          s.unflippedCount(), s.handCount(), s.problemDeckCount(), m.cards(s.discard()), m.cards(s.banished())));
      homes.add(home(v, viewer, p, m));
      problems.add(problem(v, viewer, p, bottom, m, status));
    }
    SeatView mine = v.seats().get(bottom);
    Hand hand = new Hand(bottom, m.cards(mine.hand()), curtain ? "" : "Your hand is empty.");
    return new Board(bottom, List.copyOf(seats), List.copyOf(homes), List.copyOf(problems), hand,
        new Backs(top, v.seats().get(top).handCount()));
  }

  private static Home home(PlayerView v, int viewer, int p, Marks m) {
    Area area = Area.home(p);
    List<CardView> cards = at(v, area);
    cards.sort(Comparator.comparingInt(TablePanels::homeOrder));
    cards = withAttachmentsAfterHosts(cards);
    int friends = 0;
    for (CardView c : cards) {
      if (c.def() != null && c.def().type() == CardType.FRIEND && c.status().controller() == p) {
        friends++;
      }
    }
    // The limit is printed on the Mane Character's face-up side, wherever it stands.
    int limit = 0;
    for (CardView c : v.play()) {
      if (c.def() != null && c.def().type() == CardType.MANE_CHARACTER && c.status().controller() == p) {
        limit = c.def().face(c.status().boosted()).homeLimit();
      }
    }
    String whose = p == viewer ? "Your home" : EventWords.possessiveOf(v.seats().get(p).name()) + " home";
    return new Home(p, whose + "  \u00b7  Friends " + friends + " / home limit " + limit, friends > limit,
        m.targets().contains(area), m.cards(cards));
  }

  private static ProblemZone problem(PlayerView v, int viewer, int owner, int bottom, Marks m,
      List<ProblemStatus.Status> status) {
    Area area = Area.problem(owner);
    List<CardView> here = withAttachmentsAfterHosts(at(v, area));
    CardView problem = null;
    List<Card> top = new ArrayList<>();
    List<Card> low = new ArrayList<>();
    for (CardView c : here) {
      if (c.def() != null && c.def().type() == CardType.PROBLEM) {
        problem = c;
        continue;
      }
      // An attachment sits on its host's side, beside it, whoever controls it.
      int side = c.status().host() >= 0 ? sideOf(here, c.status().host(), c.status().controller())
          : c.status().controller();
      (side == bottom ? low : top).add(m.card(c));
    }
    String whose = owner == viewer ? "Your Problem"
        : EventWords.possessiveOf(v.seats().get(owner).name()) + " Problem";
    String label = problem != null && problem.status().confronted() ? whose + "  \u00b7  confronted: bonus gone" : whose;
    List<StatusLine> lines = new ArrayList<>();
    if (problem != null) {
      for (int p : new int[] {1 - bottom, bottom}) {
        for (ProblemStatus.Status st : status) {
          if (st.problem() == problem.id() && st.player() == p) {
            lines.add(new StatusLine(st, v.seats().get(p).name(), "status-" + owner + "-" + p, p != bottom));
          }
        }
      }
    }
    return new ProblemZone(owner, label, m.targets().contains(area), problem == null ? null : m.card(problem),
        owner == bottom, v.seats().get(1 - bottom).name(), v.seats().get(bottom).name(), List.copyOf(lines),
        List.copyOf(top), List.copyOf(low));
  }

  private static int homeOrder(CardView c) {
    if (c.def() == null) {
      return 5;
    }
    return switch (c.def().type()) {
      case MANE_CHARACTER -> 0;
      case FRIEND -> 1;
      case RESOURCE -> 2;
      default -> 3;
    };
  }

  /** 509.3: each attachment is drawn right after its host (they share an area), in play order. */
  static List<CardView> withAttachmentsAfterHosts(List<CardView> cards) {
    List<CardView> out = new ArrayList<>();
    Set<Integer> ids = new HashSet<>();
    for (CardView c : cards) {
      ids.add(c.id());
    }
    for (CardView c : cards) {
      if (c.status().host() < 0 || !ids.contains(c.status().host())) {
        addWithAttachments(c, cards, out);
      }
    }
    return out;
  }

  private static void addWithAttachments(CardView c, List<CardView> all, List<CardView> out) {
    out.add(c);
    for (CardView a : all) {
      if (c.id() >= 0 && a.status().host() == c.id() && a.id() != c.id()) {
        addWithAttachments(a, all, out);
      }
    }
  }

  private static String hostTitle(PlayerView v, int host) {
    for (CardView c : v.play()) {
      if (c.id() == host && !c.hidden()) {
        return c.def().title();
      }
    }
    return "a card";
  }

  private static int sideOf(List<CardView> cards, int id, int fallback) {
    for (CardView c : cards) {
      if (c.id() == id) {
        return c.status().host() >= 0 ? sideOf(cards, c.status().host(), c.status().controller())
            : c.status().controller();
      }
    }
    return fallback;
  }

  private static List<CardView> at(PlayerView v, Area area) {
    List<CardView> out = new ArrayList<>();
    for (CardView c : v.play()) {
      if (c.status().area().equals(area)) {
        out.add(c);
      }
    }
    return out;
  }

  /** A card in play or in a hand the view shows, or null. */
  static CardView find(PlayerView v, int id) {
    for (CardView c : v.play()) {
      if (c.id() == id) {
        return c;
      }
    }
    for (SeatView s : v.seats()) {
      for (CardView c : s.hand()) {
        if (c.id() == id) {
          return c;
        }
      }
    }
    return null;
  }

  /** The cards of one player counted in the faceoff, by name, from what the view shows. */
  static Faceoff faceoff(FaceoffSummary f, PlayerView v) {
    if (f == null) {
      return null;
    }
    List<List<String>> names = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      List<String> out = new ArrayList<>();
      for (CardView c : v.play()) {
        if (!c.hidden() && f.involved().contains(c.id()) && c.status().controller() == p) {
          out.add(c.def().title());
        }
      }
      names.add(List.copyOf(out));
    }
    return new Faceoff(f, List.copyOf(names));
  }
}
