package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.rules.ProblemStatus;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.view.EventWords;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.engine.view.PlayerView.SeatView;
import org.ponytable.ui.table.TablePanels.Backs;
import org.ponytable.ui.table.TablePanels.Board;
import org.ponytable.ui.table.TablePanels.Card;
import org.ponytable.ui.table.TablePanels.Hand;
import org.ponytable.ui.table.TablePanels.Home;
import org.ponytable.ui.table.TablePanels.ProblemZone;
import org.ponytable.ui.table.TablePanels.Seat;
import org.ponytable.ui.table.TablePanels.StatusLine;

/**
 * The board's record ({@link TablePanels.Board}): the seats, homes, Problem zones and hands as the
 * viewer sees them, the viewer's side at the bottom, each card with its marks ({@link CardMarks}).
 */
final class BoardModel {
  private BoardModel() {}

  /** Problem status for both players at each Problem the view shows: public, so the same behind the curtain. */
  static List<ProblemStatus.Status> problemStatus(GameState s, PlayerView view) {
    List<ProblemStatus.Status> out = new ArrayList<>();
    for (CardView c : view.play()) {
      if (!c.hidden() && c.def().type() == CardType.PROBLEM) {
        for (int p = 0; p < 2; p++) {
          out.add(ProblemStatus.of(s, c.id(), p));
        }
      }
    }
    return List.copyOf(out);
  }

  static Board board(PlayerView v, int viewer, int bottom, boolean curtain, CardMarks m,
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

  private static Home home(PlayerView v, int viewer, int p, CardMarks m) {
    Area area = Area.home(p);
    List<CardView> cards = at(v, area);
    cards.sort(Comparator.comparingInt(BoardModel::homeOrder));
    cards = withAttachmentsAfterHosts(cards);
    // The engine's numbers: the limit with its changes, and the Friends that count toward it (212).
    int friends = v.seats().get(p).friendsCounted();
    int limit = v.seats().get(p).homeLimit();
    String whose = p == viewer ? "Your home" : EventWords.possessiveOf(v.seats().get(p).name()) + " home";
    return new Home(p, whose + "  \u00b7  Friends " + friends + " / home limit " + limit, friends > limit,
        m.targets().contains(area), m.cards(cards));
  }

  private static ProblemZone problem(PlayerView v, int viewer, int owner, int bottom, CardMarks m,
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

  static String hostTitle(PlayerView v, int host) {
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
}
