package org.ponytable.ui.table;

import java.util.List;
import java.util.function.IntFunction;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.view.EventWords;

/**
 * Words for players, areas and cards as one viewer reads them. Card titles come from a lookup
 * that answers only for cards the viewer may know; anything else is "a face-down card".
 */
public final class Names implements EventWords.Naming {
  private final List<String> players;
  private final int viewer;
  private final IntFunction<CardDef> known;
  /** The abilities a card in play has now (Teamwork included), in the engine's order; empty if unknown. */
  private final IntFunction<List<Ability>> abilities;

  /**
   * @param known the definition of a card the viewer may know, or null
   */
  public Names(List<String> players, int viewer, IntFunction<CardDef> known) {
    this(players, viewer, known, id -> List.of());
  }

  /**
   * @param abilities the abilities of a card in play the viewer may know, as the engine numbers
   *     them for its activations; an empty list if unknown
   */
  public Names(List<String> players, int viewer, IntFunction<CardDef> known, IntFunction<List<Ability>> abilities) {
    this.players = List.copyOf(players);
    this.viewer = viewer;
    this.known = known;
    this.abilities = abilities;
  }

  /** The ability a card's activation names, or null when the viewer can't know it. */
  public Ability ability(int card, int index) {
    if (def(card) == null) {
      return null;
    }
    List<Ability> all = abilities.apply(card);
    return all != null && index >= 0 && index < all.size() ? all.get(index) : null;
  }

  @Override
  public String player(int p) {
    return p >= 0 && p < players.size() ? players.get(p) : "nobody";
  }


  /** An area from the viewer's side: "your home", "Bo's Problem". */
  public String area(Area a) {
    String whose = a.owner() == viewer ? "your" : possessive(a.owner());
    return whose + (a.home() ? " home" : " Problem");
  }

  /** An area for the log, where both players read it later: always by name. */
  @Override
  public String areaByName(Area a) {
    return possessive(a.owner()) + (a.home() ? " home" : " Problem");
  }

  @Override
  public String card(int id) {
    if (id < 0) {
      return "a face-down card";
    }
    CardDef d = known.apply(id);
    return d == null ? "a face-down card" : d.title();
  }

  /** The card's definition if the viewer may know it, else null. */
  public CardDef def(int id) {
    return id < 0 ? null : known.apply(id);
  }

  public int viewer() {
    return viewer;
  }
}
