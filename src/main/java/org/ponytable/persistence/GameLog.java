package org.ponytable.persistence;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.GameState;

/**
 * A played game as the command line shows it: what happened before the first decision, then each
 * action with the events it caused. Scenarios, replays and random games share this form.
 */
public final class GameLog {
  /** One applied action; {@code written} is the text a file gave, when it differs from canonical. */
  public record Entry(Action action, String written, List<GameEvent> events) {
    public Entry {
      events = List.copyOf(events);
    }
  }

  private final List<GameEvent> opening;
  private final List<Entry> entries = new ArrayList<>();
  private GameState last;

  public GameLog(Outcome opening) {
    this.opening = List.copyOf(opening.events());
    this.last = opening.state();
  }

  public void add(Action action, String written, Outcome outcome) {
    entries.add(new Entry(action, written, outcome.events()));
    last = outcome.state();
  }

  public List<GameEvent> opening() {
    return opening;
  }

  public List<Entry> entries() {
    return List.copyOf(entries);
  }

  public GameState last() {
    return last;
  }

  public int size() {
    return entries.size();
  }

  /** Every event in order, the opening ones first. */
  public List<GameEvent> allEvents() {
    List<GameEvent> all = new ArrayList<>(opening);
    for (Entry e : entries) {
      all.addAll(e.events());
    }
    return all;
  }

  /** The canonical action texts, as a replay stores them. */
  public List<String> actionTexts() {
    List<String> out = new ArrayList<>(entries.size());
    for (Entry e : entries) {
      out.add(Notation.format(e.action()));
    }
    return out;
  }

  public ObjectNode toJson() {
    ObjectNode o = JsonNodeFactory.instance.objectNode();
    o.set("opening", GameJson.events(opening));
    ArrayNode log = o.putArray("log");
    for (int i = 0; i < entries.size(); i++) {
      Entry e = entries.get(i);
      ObjectNode en = log.addObject();
      en.put("n", i);
      en.put("player", Refs.player(e.action().player()));
      String canonical = Notation.format(e.action());
      en.put("action", canonical);
      if (e.written() != null && !e.written().equals(canonical)) {
        en.put("written", e.written());
      }
      en.set("events", GameJson.events(e.events()));
    }
    return o;
  }
}
