package org.ponytable.persistence;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.state.CardInfo;

/** Names for the cards of a scenario: a label, {@code #id}, or a definition id used only once. */
final class CardRefs {
  private final Map<String, Integer> labels;
  private final List<CardInfo> cards;

  CardRefs(Map<String, Integer> labels, List<CardInfo> cards) {
    this.labels = labels;
    this.cards = cards;
  }

  Map<String, Integer> labels() {
    return labels;
  }

  List<CardInfo> cards() {
    return cards;
  }

  /**
   * The ids a list entry may mean: a label or {@code #id} names one card, a card id every copy
   * of that card (copies are interchangeable in a list), or null after reporting the problem.
   */
  java.util.Set<Integer> copies(JsonNode n, String ptr, Checks ck) {
    if (n != null && n.isTextual() && !labels.containsKey(n.textValue()) && !n.textValue().startsWith("#")) {
      java.util.Set<Integer> same = new java.util.LinkedHashSet<>();
      for (CardInfo c : cards) {
        if (c.defId().equals(n.textValue())) {
          same.add(c.id());
        }
      }
      if (!same.isEmpty()) {
        return same;
      }
    }
    Integer one = resolve(n, ptr, ck);
    return one == null ? null : java.util.Set.of(one);
  }

  int owner(int id) {
    return cards.get(id).owner();
  }

  Integer resolve(JsonNode n, String ptr, Checks ck) {
    if (n == null || !n.isTextual()) {
      ck.error(ptr, "a card is named by a label, \"#id\" or a card id, not " + Checks.kind(n));
      return null;
    }
    return resolve(n.textValue(), ptr, ck);
  }

  Integer resolve(String ref, String ptr, Checks ck) {
    Integer labelled = labels.get(ref);
    if (labelled != null) {
      return labelled;
    }
    if (ref.startsWith("#")) {
      try {
        int id = Integer.parseInt(ref.substring(1));
        if (id >= 0 && id < cards.size()) {
          return id;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
      ck.error(ptr, "'" + ref + "' is not a card of this scenario (ids run from #0 to #" + (cards.size() - 1) + ")");
      return null;
    }
    List<Integer> same = new ArrayList<>();
    for (CardInfo c : cards) {
      if (c.defId().equals(ref)) {
        same.add(c.id());
      }
    }
    if (same.size() == 1) {
      return same.get(0);
    }
    if (same.size() > 1) {
      ck.error(ptr, "'" + ref + "' names " + same.size() + " cards of this scenario; give the one you mean a label");
    } else {
      List<String> names = new ArrayList<>(labels.keySet());
      cards.forEach(c -> names.add(c.defId()));
      ck.error(ptr, "'" + ref + "' is neither a label nor a card of this scenario" + Suggest.hint(ref, names));
    }
    return null;
  }
}
