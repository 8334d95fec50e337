package org.ponytable.ui.workbench;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.rules.Stats;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.persistence.Explain;

/**
 * What changed between two points of a game, in words: the moment, each player's points and
 * tokens, deck orders, and per card its zone, area, controller, statuses, counters, power and
 * colors (711). Shows every card: the workbench's, never a player's.
 */
public final class TimelineCompare {
  private TimelineCompare() {}

  /** The changes from {@code a} to {@code b}, one per line; empty when nothing changed. */
  public static List<String> changes(GameState a, GameState b) {
    TimelineNaming n = new TimelineNaming(b);
    List<String> out = new ArrayList<>();
    if (a.turn() != b.turn() || a.stage() != b.stage()) {
      out.add("moment: turn " + a.turn() + ", " + a.stage().display() + " -> turn " + b.turn() + ", "
          + b.stage().display());
    }
    if (a.isOver() != b.isOver()) {
      out.add(b.isOver() ? "the game ended" : "the game is no longer over");
    }
    for (int p = 0; p < 2; p++) {
      PlayerState pa = a.player(p);
      PlayerState pb = b.player(p);
      if (pa.score() != pb.score()) {
        out.add(n.possessive(p) + " points: " + pa.score() + " -> " + pb.score());
      }
      if (pa.tokens() != pb.tokens()) {
        out.add(n.possessive(p) + " action tokens: " + pa.tokens() + " -> " + pb.tokens());
      }
      if (!pa.drawDeck().equals(pb.drawDeck()) && Set.copyOf(pa.drawDeck()).equals(Set.copyOf(pb.drawDeck()))) {
        out.add(n.possessive(p) + " draw deck: same cards, new order");
      }
      if (!pa.problemDeck().equals(pb.problemDeck())
          && Set.copyOf(pa.problemDeck()).equals(Set.copyOf(pb.problemDeck()))) {
        out.add(n.possessive(p) + " Problem deck: same cards, new order");
      }
    }
    int cards = Math.min(a.cards().size(), b.cards().size());
    for (int id = 0; id < cards; id++) {
      card(a, b, id, n, out);
    }
    return out;
  }

  private static void card(GameState a, GameState b, int id, TimelineNaming n, List<String> out) {
    String name = n.card(id);
    String za = zone(a, id, n);
    String zb = zone(b, id, n);
    if (!za.equals(zb)) {
      out.add(name + ": " + za + " -> " + zb);
    }
    InPlay ca = a.inPlay(id);
    InPlay cb = b.inPlay(id);
    if (ca == null || cb == null) {
      return;
    }
    if (ca.controller() != cb.controller()) {
      out.add(name + ": controlled by " + n.player(ca.controller()) + " -> " + n.player(cb.controller()));
    }
    status(out, name, "exhausted", ca.exhausted(), cb.exhausted());
    status(out, name, "frightened", ca.frightened(), cb.frightened());
    status(out, name, "face down", ca.faceDown(), cb.faceDown());
    status(out, name, "boosted", ca.boosted(), cb.boosted());
    if (ca.host() != cb.host()) {
      out.add(name + ": attached to " + (ca.host() < 0 ? "nothing" : n.card(ca.host())) + " -> "
          + (cb.host() < 0 ? "nothing" : n.card(cb.host())));
    }
    if (!ca.counters().equals(cb.counters())) {
      out.add(name + ": counters " + ca.counters() + " -> " + cb.counters());
    }
    if (ca.faceDown() || cb.faceDown()) {
      return;
    }
    int powerA = Stats.power(a, ca);
    int powerB = Stats.power(b, cb);
    if (powerA != powerB) {
      out.add(name + ": power " + powerA + " -> " + powerB);
    }
    Set<CardColor> colorsA = Stats.colors(a, ca);
    Set<CardColor> colorsB = Stats.colors(b, cb);
    if (!colorsA.equals(colorsB)) {
      out.add(name + ": colors " + Explain.colors(colorsA) + " -> " + Explain.colors(colorsB));
    }
  }

  private static void status(List<String> out, String name, String what, boolean was, boolean is) {
    if (was != is) {
      out.add(name + ": " + (is ? "now " : "no longer ") + what);
    }
  }

  /** Where a card is, in words: "Ann's hand", "play, Bo's Problem". */
  static String zone(GameState s, int id, TimelineNaming n) {
    InPlay c = s.inPlay(id);
    if (c != null) {
      return "play, " + n.areaByName(c.area());
    }
    int owner = s.owner(id);
    PlayerState ps = s.player(owner);
    String whose = n.possessive(owner) + " ";
    if (ps.hand().contains(id)) {
      return whose + "hand";
    }
    if (ps.drawDeck().contains(id)) {
      return whose + "draw deck";
    }
    if (ps.problemDeck().contains(id)) {
      return whose + "Problem deck";
    }
    if (ps.discard().contains(id)) {
      return whose + "discard pile";
    }
    if (ps.banished().contains(id)) {
      return whose + "banished pile";
    }
    if (ps.flipped().contains(id)) {
      return whose + "flipped cards";
    }
    return "nowhere (beneath a card or set aside)";
  }
}
