package org.ponytable.engine.card;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The card definitions a game knows, by id. Immutable and shared by every state of a game. */
public final class CardPool {
  private final Map<String, CardDef> byId;

  public CardPool(Collection<CardDef> defs) {
    Map<String, CardDef> map = new LinkedHashMap<>();
    for (CardDef d : defs) {
      if (map.putIfAbsent(d.id(), d) != null) {
        throw new IllegalArgumentException("two cards share the id '" + d.id() + "'");
      }
    }
    this.byId = java.util.Collections.unmodifiableMap(map);
  }

  public CardDef get(String id) {
    CardDef d = byId.get(id);
    if (d == null) {
      throw new IllegalArgumentException("unknown card id '" + id + "'");
    }
    return d;
  }

  public Optional<CardDef> find(String id) {
    return Optional.ofNullable(byId.get(id));
  }

  public Collection<CardDef> all() {
    return byId.values();
  }

  /** A pool with these definitions added (a scenario's inline cards, say). */
  public CardPool with(Collection<CardDef> more) {
    java.util.List<CardDef> all = new java.util.ArrayList<>(byId.values());
    all.addAll(more);
    return new CardPool(all);
  }
}
