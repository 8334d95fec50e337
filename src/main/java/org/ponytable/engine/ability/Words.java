package org.ponytable.engine.ability;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.terms.CardType;

/**
 * The parts of card text in our own words that effect words share: players, counts, targets and
 * filters. Each word's sentence is in the engine's table of effect words.
 */
public final class Words {
  private Words() {}

  /** "1 card", "2 cards". */
  public static String count(int n, String noun) {
    return count(n, noun, noun + "s");
  }

  /** As {@link #count(int, String)} for a noun whose plural is not just an s: "1 ally", "2 allies". */
  public static String count(int n, String singular, String plural) {
    return n + " " + (n == 1 ? singular : plural);
  }

  /** Who does it, as the subject of a sentence: "you", "your opponent", "each player". */
  public static String subject(Who who) {
    return switch (who) {
      case YOU -> "you";
      case OPPONENT -> "your opponent";
      case ANYONE -> "each player";
    };
  }

  /** A noun phrase with its article: "a Friend", "an Event". */
  public static String a(String noun) {
    String lower = noun.toLowerCase(java.util.Locale.ROOT);
    if (lower.startsWith("the ") || lower.startsWith("this ")) {
      // Already definite: "the card this one is attached to", never "a the card ...".
      return noun;
    }
    if (lower.startsWith("other ")) {
      return "an" + noun;
    }
    // "a Unicorn", "a unique card": a u sounding "you" takes "a".
    boolean vowel = "aeio".indexOf(lower.charAt(0)) >= 0
        || lower.startsWith("u") && !lower.startsWith("uni") && !lower.startsWith("use");
    return (vowel ? "an " : "a ") + noun;
  }

  /** A sentence with its first letter capitalised and a full stop. */
  public static String sentence(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1) + ".";
  }

  /** The cards a target names: "this card", "that card", "each Friend", "2 chosen characters". */
  public static String target(Target t) {
    if (t instanceof Target.This) {
      return "this card";
    } else if (t instanceof Target.It) {
      return "that card";
    } else if (t instanceof Target.Each each) {
      return "each " + filter(each.filter(), false);
    }
    Target.Choose ch = (Target.Choose) t;
    if (ch.random()) {
      return (ch.count() == 1 ? "a " : ch.count() + " ") + "random " + filter(ch.filter(), ch.count() > 1);
    }
    if (ch.forEach() != null) {
      // "up to 1 chosen Friend for each action token your opponent has"
      return (ch.upTo() ? "up to " : "") + ch.count() + " " + (ch.chooser() == Who.OPPONENT ? "opponent-chosen " : "chosen ")
          + filter(ch.filter(), ch.count() > 1) + " for each " + ch.forEach().words();
    }
    String chosen = (ch.chooser() == Who.OPPONENT ? "opponent-chosen " : "chosen ")
        + filter(ch.filter(), ch.upTo() || ch.count() > 1);
    return ch.upTo() ? "up to " + ch.count() + " " + chosen : ch.count() == 1 ? a(chosen) : ch.count() + " " + chosen;
  }

  /**
   * A cost in words, one place for card text and the table's buttons: {@code itself} names the
   * ability's own card ("this card" in card text, "it" on a button), {@code chosen} the card the
   * player picked to pay with, or null to describe it ("a Friend you control").
   */
  public static String cost(Cost c, String itself, String chosen) {
    if (c instanceof Cost.ExhaustThis) {
      return "exhaust " + itself;
    } else if (c instanceof Cost.Tokens t) {
      return "pay " + count(t.amount(), "action token");
    } else if (c instanceof Cost.Retire r) {
      return "retire " + payWith(r.filter(), itself, chosen);
    } else if (c instanceof Cost.Spend sp) {
      return "spend " + count(sp.amount(), "card") + " from beneath " + itself;
    } else if (c instanceof Cost.Discard d) {
      return "discard " + (chosen != null ? chosen : d.filter().equals(Filter.ANY) ? "a card" : a(filter(d.filter(), false)));
    } else if (c instanceof Cost.Banish b) {
      return "banish " + payWith(b.filter(), itself, chosen) + (b.from() == Cost.Banish.From.DISCARD_PILE
          ? " from your discard pile" : b.from() == Cost.Banish.From.HAND ? " from your hand" : "");
    } else if (c instanceof Cost.ExhaustOther ex) {
      return "exhaust " + payWith(ex.filter(), itself, chosen);
    } else if (c instanceof Cost.Dismiss d) {
      return "dismiss " + payWith(d.filter(), itself, chosen);
    } else if (c instanceof Cost.RemoveCounters rc) {
      return "remove " + count(rc.amount(), rc.name() + " counter") + " from "
          + (rc.from() == null ? itself : payWith(rc.from(), itself, chosen));
    } else if (c instanceof Cost.RetireThis) {
      return "retire " + itself;
    }
    return "pay a cost";
  }

  /** The card a cost takes: the one chosen, the ability's own, or one fitting the filter. */
  private static String payWith(Filter f, String itself, String chosen) {
    if (chosen != null) {
      return chosen;
    }
    return f == null || f.self() ? itself : one(f);
  }

  /** One card a filter names: "this card", "the card this one is attached to", "a Friend". */
  public static String one(Filter f) {
    return f == null || f.self() ? "this card" : a(filter(f, false));
  }

  /** A filter as a noun phrase: "exhausted Unicorn Friend you control here". */
  public static String filter(Filter f, boolean plural) {
    if (f.self()) {
      return "this card";
    }
    if (f.host()) {
      return "the card this one is attached to" + involvedWords(f);
    }
    List<String> words = new ArrayList<>();
    if (f.other()) {
      words.add("other");
    }
    if (f.status() != Filter.Status.ANY) {
      words.add(f.status() == Filter.Status.FACE_DOWN ? "face-down"
          : f.status() == Filter.Status.FACE_UP_OR_DOWN ? "face-up or face-down" : f.status().jsonName());
    }
    if (!f.colors().isEmpty()) {
      words.add(String.join(" or ", f.colors().stream().map(CardColor::element).toList()));
    }
    if (f.trait() != null) {
      words.add(f.trait());
    }
    if (f.notTrait() != null) {
      words.add("non-" + f.notTrait());
    }
    if (f.token() != null) {
      words.add(f.token() ? "token" : "non-token");
    }
    String noun = f.types().size() == 1 ? typeNoun(f.types().iterator().next())
        : f.types().equals(java.util.Set.of(CardType.FRIEND, CardType.MANE_CHARACTER)) ? "character" : "card";
    words.add(plural ? noun + "s" : noun);
    if (f.title() != null) {
      words.add("named " + f.title());
    }
    switch (f.player()) {
      case YOU -> words.add("you control");
      case OPPONENT -> words.add("an opponent controls");
      default -> { }
    }
    switch (f.where()) {
      case HERE -> words.add("here");
      case THERE -> words.add("there");
      case HOME -> words.add("at a home");
      case PROBLEM -> words.add("at a Problem");
      case OPPONENTS_PROBLEM -> words.add("at an opponent's Problem");
      case OPPONENTS_HOME -> words.add("in an opponent's home");
      case CHOSENS_PROBLEM -> words.add("at the chosen card's Problem");
      case YOUR_PROBLEM -> words.add("at your Problem");
      default -> { }
    }
    if (f.maxPower() >= 0) {
      words.add("with power " + f.maxPower() + " or less");
    }
    if (f.notColor() != null) {
      words.add("without " + f.notColor().element());
    }
    if (f.minPower() >= 0) {
      words.add("with power " + f.minPower() + " or more");
    }
    if (f.maxPrintedPower() >= 0) {
      words.add("with printed power " + f.maxPrintedPower() + " or less");
    }
    if (f.minPrintedPower() >= 0) {
      words.add("with printed power " + f.minPrintedPower() + " or more");
    }
    if (f.maxCost() >= 0) {
      words.add("with cost " + f.maxCost() + " or less");
    }
    if (f.powerVsThis() != null) {
      words.add("with power " + f.powerVsThis().words() + " this card's");
    }
    if (f.counter() != null) {
      words.add("with a " + f.counter() + " counter");
    }
    if (f.onThis()) {
      words.add("attached to this card");
    }
    if (f.chosen()) {
      words.add("chosen by the previous effect");
    }
    if (f.attachedTo() != null) {
      words.add("attached to " + a(filter(f.attachedTo(), false)));
    }
    if (f.otherThan() != null) {
      words.add(f.otherThan().words());
    }
    if (f.withAttached() != null) {
      words.add("with " + a(filter(f.withAttached(), false)) + " attached");
    }
    if (f.withoutAttached() != null) {
      words.add("without " + a(filter(f.withoutAttached(), false)) + " attached");
    }
    if (f.powerVsPrinted() != null) {
      words.add("with power " + f.powerVsPrinted().words() + " its printed power");
    }
    if (f.powerVsCost() != null) {
      words.add("with power " + f.powerVsCost().words() + " its cost");
    }
    if (f.powerVsChosen() != null) {
      words.add("with power " + f.powerVsChosen().words() + " the chosen card's");
    }
    if (f.costVsThis() != null) {
      words.add("with cost " + f.costVsThis().words() + " this card's");
    }
    if (f.owner() != null) {
      words.add(f.owner() == Who.YOU ? "you own" : "an opponent owns");
    }
    if (f.sameNameAsChosen()) {
      words.add("with the same name as the chosen card");
    }
    if (f.evenPrintedPower() != null) {
      words.add("with " + (f.evenPrintedPower() ? "even" : "odd") + " printed power");
    }
    if (f.attachment() != null) {
      words.add(f.attachment() ? "that is an attachment" : "that is not an attachment");
    }
    if (f.onlyChosenColor()) {
      words.add("that has only the chosen color");
    }
    if (f.powerRank() != null) {
      words.add(f.powerRank().words());
    }
    return String.join(" ", words) + involvedWords(f);
  }

  private static String involvedWords(Filter f) {
    return switch (f.involved()) {
      case ANY -> "";
      case FACEOFF -> " involved in a faceoff";
      case TROUBLEMAKER_FACEOFF -> " involved in a Troublemaker faceoff";
    };
  }

  public static String typeNoun(CardType t) {
    return switch (t) {
      case MANE_CHARACTER -> "Mane Character";
      case FRIEND -> "Friend";
      case EVENT -> "Event";
      case RESOURCE -> "Resource";
      case TROUBLEMAKER -> "Troublemaker";
      case PROBLEM -> "Problem";
    };
  }

  /** "until the end of the turn", "until the end of the faceoff". */
  public static String until(Duration d) {
    return switch (d) {
      case TURN -> "until the end of the turn";
      case FACEOFF -> "until the end of the faceoff";
      case PHASE -> "until the end of the phase";
      case YOUR_NEXT_TURN -> "until the start of your next turn";
      case NEXT_READY_PHASE -> "until its controller's next Ready Step is done";
      case SCORE_PHASE -> "until the end of the Score Phase";
      case THIS_LEAVES_PLAY -> "until this card leaves play or is frightened";
    };
  }
}
