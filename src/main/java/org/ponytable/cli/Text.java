package org.ponytable.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.persistence.GameJson;
import org.ponytable.persistence.GameLog;
import org.ponytable.persistence.Refs;

/** Plain-text renderings for people at a terminal; {@code --json} gives the machine form. */
final class Text {
  private Text() {}

  static String state(GameState s, Map<Integer, String> labels) {
    StringBuilder sb = new StringBuilder();
    sb.append("turn ").append(s.turn()).append(", ").append(Refs.player(s.turnPlayer())).append("'s turn, ")
        .append(s.stage().display()).append(" (").append(s.stage()).append(")\n");
    if (s.result() != null) {
      sb.append("game over: ").append(s.result().isDraw() ? "a draw" : Refs.player(s.result().winner()) + " won")
          .append(" (").append(s.result().reason()).append(")\n");
    } else {
      Decision d = s.decision();
      sb.append("waiting for ").append(Refs.player(d.player())).append(" to ").append(d.kind().thirdPerson());
      if (d.kind().offers() == org.ponytable.engine.state.DecisionKind.Offers.COLOR) {
        sb.append(": ").append(String.join(", ", d.options().stream()
            .map(o -> org.ponytable.engine.state.DecisionKind.colorOffered(o).jsonName()).toList()));
      } else if (d.kind().offers() == org.ponytable.engine.state.DecisionKind.Offers.MODE) {
        // Its options are modes (Mode.code), in words.
        sb.append(": ").append(String.join(", ", d.options().stream()
            .map(o -> org.ponytable.engine.rules.EffectWord.modeOffered(s.resolving(), o)).toList()));
      } else if (d.kind().offersAreas()) {
        // Its options are areas (Area.code), not cards.
        sb.append(": ").append(String.join(", ", d.options().stream().map(o -> Area.ofCode(o).toString()).toList()));
      } else if (!d.options().isEmpty()) {
        sb.append(": ").append(cards(s, d.options(), labels));
      }
      sb.append('\n');
    }
    for (int p = 0; p < s.players().size(); p++) {
      PlayerState ps = s.player(p);
      sb.append(Refs.player(p)).append(' ').append(ps.name()).append(": ").append(ps.score()).append(" points, ")
          .append(ps.tokens()).append(" tokens\n");
      zone(sb, "hand", s, ps.hand(), labels);
      sb.append("  draw deck: ").append(cardCount(ps.drawDeck().size()));
      if (!ps.flipped().isEmpty()) {
        sb.append(", flipped ").append(cards(s, ps.flipped(), labels));
      }
      sb.append('\n');
      sb.append("  problem deck: ").append(cardCount(ps.problemDeck().size())).append('\n');
      zone(sb, "discard", s, ps.discard(), labels);
      zone(sb, "banished", s, ps.banished(), labels);
    }
    sb.append("play zone:\n");
    for (InPlay c : s.play()) {
      sb.append("  ").append(String.format("%-11s", c.area())).append(card(s, c.id(), labels));
      if (c.controller() != s.owner(c.id())) {
        sb.append(" controlled by ").append(Refs.player(c.controller()));
      }
      if (c.host() >= 0) {
        sb.append(" on ").append(card(s, c.host(), labels));
      }
      List<String> flags = new ArrayList<>();
      if (c.exhausted()) {
        flags.add("exhausted");
      }
      if (c.frightened()) {
        flags.add("frightened");
      }
      if (c.faceDown()) {
        flags.add("face down");
      }
      if (c.boosted()) {
        flags.add("boosted");
      }
      if (c.confronted()) {
        flags.add("confronted");
      }
      if (!flags.isEmpty()) {
        sb.append(" [").append(String.join(", ", flags)).append(']');
      }
      sb.append('\n');
    }
    if (s.faceoff() != null) {
      sb.append("faceoff: ").append(s.faceoff().kind().display()).append(" at ").append(s.faceoff().stage())
          .append('\n');
    }
    List<String> legal = new ArrayList<>();
    for (Action a : Engine.legalActions(s)) {
      legal.add(Notation.format(a));
    }
    if (!legal.isEmpty()) {
      sb.append("legal: ").append(String.join(", ", legal)).append('\n');
    }
    return sb.toString();
  }

  private static String cardCount(int n) {
    return n + (n == 1 ? " card" : " cards");
  }

  private static void zone(StringBuilder sb, String name, GameState s, List<Integer> ids, Map<Integer, String> labels) {
    if (!ids.isEmpty()) {
      sb.append("  ").append(name).append(": ").append(cards(s, ids, labels)).append('\n');
    }
  }

  static String cards(GameState s, List<Integer> ids, Map<Integer, String> labels) {
    List<String> out = new ArrayList<>();
    for (int id : ids) {
      out.add(card(s, id, labels));
    }
    return String.join(", ", out);
  }

  static String card(GameState s, int id, Map<Integer, String> labels) {
    String label = labels.get(id);
    return "#" + id + " " + s.card(id).defId() + (label == null ? "" : " (" + label + ")");
  }

  /** Each action with its events; cards in events are named like the state shows them. */
  static String log(GameLog log, Map<Integer, String> labels) {
    GameState s = log.last();
    IntFunction<String> name = id -> {
      String label = labels.get(id);
      return "#" + id + "(" + (label != null ? label : s.card(id).defId()) + ")";
    };
    StringBuilder sb = new StringBuilder();
    if (!log.opening().isEmpty()) {
      sb.append("before the first action:\n");
    }
    for (GameEvent e : log.opening()) {
      sb.append("    ").append(GameJson.eventLine(e, name)).append('\n');
    }
    List<GameLog.Entry> entries = log.entries();
    for (int i = 0; i < entries.size(); i++) {
      GameLog.Entry en = entries.get(i);
      sb.append(i).append(". ").append(Refs.player(en.action().player())).append(": ")
          .append(Notation.format(en.action()));
      if (en.written() != null && !en.written().equals(Notation.format(en.action()))) {
        sb.append("   (written '").append(en.written()).append("')");
      }
      sb.append('\n');
      for (GameEvent e : en.events()) {
        sb.append("    ").append(GameJson.eventLine(e, name)).append('\n');
      }
    }
    return sb.toString();
  }
}
