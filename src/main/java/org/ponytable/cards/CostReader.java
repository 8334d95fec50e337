package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Filter;

/** Reads the costs of activated abilities (703.1d). */
final class CostReader extends LanguageReader {
  /** "\"exhaustThis\", \"tokens\", ... or \"spend\"", from the engine's list. */
  private static final String PAY_WORDS = String.join(", ", Cost.WORDS.subList(0, Cost.WORDS.size() - 1).stream()
      .map(w -> "\"" + w + "\"").toList()) + " or \"" + Cost.WORDS.get(Cost.WORDS.size() - 1) + "\"";

  private final FilterReader filters;

  CostReader(JsonChecks c, FilterReader filters) {
    super(c);
    this.filters = filters;
  }

  List<Cost> costs(ObjectNode o, String at) {
    ArrayNode a = c.array(o, at, "costs", false, "an activated ability",
        "an array of costs like {\"pay\": \"exhaustThis\"} or {\"pay\": \"tokens\", \"amount\": 1} (703.1d)");
    List<Cost> out = new ArrayList<>();
    if (a == null) {
      return out;
    }
    String p = LocatedJson.child(at, "costs");
    boolean choosing = false;
    for (int i = 0; i < a.size(); i++) {
      String ip = LocatedJson.child(p, i);
      ObjectNode co = object(a.get(i), ip, "a cost");
      if (co == null) {
        continue;
      }
      String what = "a cost";
      String pay = null;
      JsonNode n = c.member(co, ip, "pay", true, what, PAY_WORDS);
      if (n != null) {
        pay = c.choice(n, LocatedJson.child(ip, "pay"), "\"pay\"", "cost", Cost.WORDS, PAY_WORDS);
      }
      if (pay == null) {
        continue;
      }
      switch (pay) {
        case "tokens" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "amount"), f -> null, "a token cost");
          Integer amount = c.integer(co, ip, "amount", true, "a token cost", "the action tokens to pay", 1, 99);
          if (amount != null) {
            out.add(new Cost.Tokens(amount));
          }
        }
        case "spend" -> {
          // Glossary, Spend: cards from beneath this card go to the discard pile.
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "amount"), f -> null, "a spend cost");
          Integer amount = c.integer(co, ip, "amount", false, "a spend cost", "how many cards to spend", 1, 99);
          out.add(new Cost.Spend(amount == null ? 1 : amount));
        }
        case "removeCounters" -> {
          // 519: counters on the card with the ability (519.2).
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "counter", "amount", "from"), f -> null, "a remove-counters cost");
          String name = c.text(co, ip, "counter", true, "a remove-counters cost", "the counters' name, like \"+1 power\"", true);
          Integer amount = c.integer(co, ip, "amount", false, "a remove-counters cost", "how many counters to remove", 1, 99);
          // "from one of your characters": a card in play that matches, picked as the action is taken.
          Filter from = co.has("from") ? filters.filter(co.get("from"), LocatedJson.child(ip, "from")) : null;
          if (name != null && (from != null || !co.has("from"))) {
            out.add(new Cost.RemoveCounters(name, amount == null ? 1 : amount, from));
          }
        }
        case "dismiss" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "filter"), f -> null, "a dismiss cost");
          Filter f = co.has("filter") ? filters.filter(co.get("filter"), LocatedJson.child(ip, "filter")) : Filter.ANY;
          if (f != null) {
            out.add(new Cost.Dismiss(f));
          }
        }
        case "exhaustOther" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "filter"), f -> null, "an exhaust-another-card cost");
          Filter f = co.has("filter") ? filters.filter(co.get("filter"), LocatedJson.child(ip, "filter")) : Filter.ANY;
          if (f != null) {
            out.add(new Cost.ExhaustOther(f));
          }
        }
        case "retire" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "filter"), f -> null, "a retire cost");
          Filter f = co.has("filter") ? filters.filter(co.get("filter"), LocatedJson.child(ip, "filter")) : Filter.ANY;
          if (f != null) {
            out.add(new Cost.Retire(f));
          }
        }
        case "banish" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "from", "filter"), f -> null, "a banish cost");
          JsonNode fromNode = co.get("from");
          String from = fromNode == null ? "play" : c.choice(fromNode, LocatedJson.child(ip, "from"), "\"from\"",
              "place to banish from", List.of("play", "discardPile", "hand"), "\"play\", \"discardPile\" or \"hand\"");
          Filter f = co.has("filter") ? filters.filter(co.get("filter"), LocatedJson.child(ip, "filter")) : Filter.ANY;
          // "Banish this card from your hand (or discard pile)": the card itself, used from there.
          boolean itselfFromHand = f != null && ("hand".equals(from) || "discardPile".equals(from)) && f.self();
          if (f != null && !"play".equals(from) && !itselfFromHand && !FilterReader.printedOnly(f)) {
            c.at(LocatedJson.child(ip, "filter"), "a card in a discard pile or a hand has no controller, place or status;"
                + " use only \"type\", \"color\", \"trait\", \"title\" and \"maxPower\"");
          } else if (f != null && from != null) {
            out.add(new Cost.Banish(f, switch (from) {
              case "discardPile" -> Cost.Banish.From.DISCARD_PILE;
              case "hand" -> Cost.Banish.From.HAND;
              default -> Cost.Banish.From.PLAY;
            }));
          }
        }
        case "discard" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "filter"), f -> null, "a discard cost");
          Filter f = co.has("filter") ? filters.filter(co.get("filter"), LocatedJson.child(ip, "filter")) : Filter.ANY;
          if (f != null && !FilterReader.printedOnly(f)) {
            c.at(LocatedJson.child(ip, "filter"), "a card in a hand has no controller, place or status;"
                + " use only \"type\", \"color\", \"trait\", \"title\" and \"maxPower\"");
          } else if (f != null) {
            out.add(new Cost.Discard(f));
          }
        }
        case "retireThis" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay"), f -> null, "a \"retireThis\" cost");
          out.add(new Cost.RetireThis());
        }
        default -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay"), f -> null, "a \"" + pay + "\" cost");
          out.add(new Cost.ExhaustThis());
        }
      }
      if (pay.equals("retire") || pay.equals("discard") || pay.equals("banish") || pay.equals("exhaustOther")
          || pay.equals("dismiss") || pay.equals("removeCounters") && co.has("from")) {
        if (choosing) {
          c.at(ip, "an ability may have only one cost that picks a card (retire, discard, banish, exhaustOther, dismiss"
              + " or removeCounters with \"from\")");
        }
        choosing = true;
      }
    }
    return out;
  }
}
