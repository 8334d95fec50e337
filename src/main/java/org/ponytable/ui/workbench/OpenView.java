package org.ponytable.ui.workbench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import org.ponytable.engine.rules.Stats;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.terms.CardType;

/**
 * The workbench's open view: everything the rules hide, read straight from the game state (a
 * rules tester may see it all): both hands, both decks in order (top first), both Problem decks,
 * the piles and what each face-down card is. Never built outside a workbench game.
 */
public final class OpenView {
  /** One line of the view; {@code card} is the card it names, or -1 for a heading. */
  public record Line(String text, int card) {
    @Override
    public String toString() {
      return text;
    }
  }

  private final TreeView<Line> tree = new TreeView<>();

  public OpenView(IntConsumer onSelect) {
    tree.setId("workbench-open-view");
    tree.setShowRoot(false);
    tree.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
      if (now != null && now.getValue().card() >= 0) {
        onSelect.accept(now.getValue().card());
      }
    });
  }

  public TreeView<Line> node() {
    return tree;
  }

  /** Shows nothing (outside workbench games). */
  public void clear() {
    tree.setRoot(null);
  }

  /** Shows {@code s}, keeping which sections were folded and which card was selected. */
  public void show(GameState s, int selected) {
    List<Boolean> folded = new ArrayList<>();
    if (tree.getRoot() != null) {
      collectFolds(tree.getRoot(), folded);
    }
    TreeItem<Line> root = new TreeItem<>(new Line("", -1));
    for (int p = 0; p < 2; p++) {
      root.getChildren().add(player(s, p));
    }
    int[] i = {0};
    applyFolds(root, folded, i);
    tree.setRoot(root);
    TreeItem<Line> sel = find(root, selected);
    if (sel != null) {
      tree.getSelectionModel().select(sel);
    }
  }

  /** The lines of the view as text, indented by depth: for tests and the command line's eye. */
  public static List<String> lines(GameState s) {
    List<String> out = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      flatten(player(s, p), 0, out);
    }
    return out;
  }

  private static void flatten(TreeItem<Line> item, int depth, List<String> out) {
    out.add("  ".repeat(depth) + item.getValue().text());
    for (TreeItem<Line> c : item.getChildren()) {
      flatten(c, depth + 1, out);
    }
  }

  private static TreeItem<Line> player(GameState s, int p) {
    PlayerState ps = s.player(p);
    String acts = !s.isOver() && s.actor() == p ? ", acts now" : "";
    TreeItem<Line> item = heading(ps.name() + ": " + ps.score() + " points, " + ps.tokens() + " tokens" + acts);
    TreeItem<Line> play = heading("In play (" + s.play().stream().filter(c -> c.controller() == p).count() + ")");
    for (InPlay c : s.play()) {
      if (c.controller() == p) {
        play.getChildren().add(card(s, c.id(), describe(s, c)));
      }
    }
    item.getChildren().add(play);
    item.getChildren().add(zone(s, "Hand", ps.hand(), false));
    item.getChildren().add(zone(s, "Draw deck, top first", ps.drawDeck(), true));
    item.getChildren().add(zone(s, "Problem deck, top first", ps.problemDeck(), true));
    item.getChildren().add(zone(s, "Discard pile", ps.discard(), false));
    item.getChildren().add(zone(s, "Banished", ps.banished(), false));
    item.setExpanded(true);
    return item;
  }

  private static TreeItem<Line> zone(GameState s, String title, List<Integer> ids, boolean numbered) {
    TreeItem<Line> z = heading(title + " (" + ids.size() + ")");
    for (int i = 0; i < ids.size(); i++) {
      String flipped = s.player(s.owner(ids.get(i))).flipped().contains(ids.get(i)) ? ", flipped" : "";
      z.getChildren().add(card(s, ids.get(i), (numbered ? (i + 1) + ". " : "") + title(s, ids.get(i)) + flipped));
    }
    return z;
  }

  /** A card in play with what the table shows of it and what it hides (a face-down card's identity). */
  static String describe(GameState s, InPlay c) {
    StringBuilder b = new StringBuilder(title(s, c.id()));
    b.append(", ").append(where(s, c.area()));
    if (c.host() >= 0) {
      b.append(", on ").append(title(s, c.host()));
    }
    if (c.faceDown()) {
      b.append(c.frightened() ? ", frightened (face down)" : ", face down");
    } else if (s.type(c.id()) != CardType.PROBLEM && s.type(c.id()) != CardType.RESOURCE) {
      b.append(", power ").append(Stats.power(s, c));
    }
    if (c.exhausted()) {
      b.append(", exhausted");
    }
    if (c.boosted()) {
      b.append(", boosted");
    }
    if (c.confronted()) {
      b.append(", confronted");
    }
    c.counters().forEach((k, n) -> b.append(", ").append(n).append(' ').append(k));
    if (c.controller() != s.owner(c.id())) {
      b.append(", owned by ").append(s.player(s.owner(c.id())).name());
    }
    return b.toString();
  }

  static String where(GameState s, Area a) {
    String who = s.player(a.owner()).name();
    return a.home() ? who + "'s home" : "at " + who + "'s Problem";
  }

  static String title(GameState s, int id) {
    return s.def(id).title() + " #" + id;
  }

  private static TreeItem<Line> heading(String text) {
    TreeItem<Line> t = new TreeItem<>(new Line(text, -1));
    t.setExpanded(true);
    return t;
  }

  private static TreeItem<Line> card(GameState s, int id, String text) {
    return new TreeItem<>(new Line(text, id));
  }

  private static void collectFolds(TreeItem<Line> item, List<Boolean> out) {
    for (TreeItem<Line> c : item.getChildren()) {
      if (c.getValue().card() < 0) {
        out.add(c.isExpanded());
        collectFolds(c, out);
      }
    }
  }

  private static void applyFolds(TreeItem<Line> item, List<Boolean> folds, int[] i) {
    for (TreeItem<Line> c : item.getChildren()) {
      if (c.getValue().card() < 0) {
        if (i[0] < folds.size()) {
          c.setExpanded(folds.get(i[0]));
        }
        i[0]++;
        applyFolds(c, folds, i);
      }
    }
  }

  private static TreeItem<Line> find(TreeItem<Line> item, int card) {
    if (card < 0) {
      return null;
    }
    for (TreeItem<Line> c : item.getChildren()) {
      if (c.getValue().card() == card) {
        return c;
      }
      TreeItem<Line> in = find(c, card);
      if (in != null) {
        return in;
      }
    }
    return null;
  }
}
