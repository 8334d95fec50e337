package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.EventText;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.ability.Words;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.Face;

/**
 * A card's rules text in our own words, made from its ability data (issue 11), so what a card says
 * on the table is what the engine does: one sentence per ability, an Event's text first. Words of
 * effects, triggers, conditions, filters and counts come from their own owners; this class only
 * puts each kind of ability into a sentence.
 */
public final class AbilityWords {
  private AbilityWords() {}

  /** The text of a face, one sentence per ability; for an Event its timing and effects first. */
  public static List<String> of(CardDef def, Face face) {
    List<String> out = new ArrayList<>();
    EventText event = def.event();
    if (event != null && !event.effects().isEmpty()) {
      out.add(timing(event.timing(), event.reaction()) + ": " + Words.sentence(effects(event.effects())));
    }
    for (Ability a : face.abilities()) {
      String s = of(a);
      if (s != null) {
        out.add(s);
      }
    }
    return out;
  }

  /** One ability as a sentence; null only for a kind of ability this class does not know yet (AbilityWordsTest). */
  public static String of(Ability a) {
    if (a instanceof Ability.Triggered t) {
      String when = t.trigger().kind().words(t.trigger());
      return Words.sentence(when + (t.condition() == null ? "" : ", if " + condition(t.condition())) + ", "
          + (t.may() ? (t.mayBy() == Who.OPPONENT ? "your opponent may: " : "you may: ") : "")
          + effects(t.effects()));
    } else if (a instanceof Ability.Activated act) {
      List<String> costs = new ArrayList<>();
      act.costs().forEach(c -> costs.add(cost(c)));
      return timing(act.timing(), act.reaction()) + (act.whileCondition() == null ? ""
          : " (while " + condition(act.whileCondition()) + ")") + ": "
          + Words.sentence((act.anyPlayer() ? "any player may " : "")
          + (costs.isEmpty() ? "" : String.join(" and ", costs) + " to: ") + effects(act.effects()));
    } else if (a instanceof Ability.Continuous c) {
      return continuous(c);
    } else if (a instanceof Ability.Replacement r) {
      String who = r.subject() == null ? Words.subject(r.player()).toLowerCase(Locale.ROOT) : Words.one(r.subject());
      return Words.sentence("if " + who + " would " + occurrence(r.occurrence()) + ", "
          + (r.costs().isEmpty() ? "" : "by paying " + String.join(" and ", r.costs().stream().map(AbilityWords::cost).toList())
          + ", ") + (r.instead().isEmpty() ? (r.may() ? "you may have it not happen" : "it does not happen")
          : (r.may() ? "you may instead: " + effects(r.instead()) : effects(r.instead()) + " instead")));
    } else if (a instanceof Ability.Host h) {
      return "Play on " + Words.a(Words.filter(h.host(), false)) + ".";
    } else if (a instanceof Ability.TotalModifier t) {
      return whileSentence(t.whileCondition(), possessive(t.player()) + " power total in faceoffs is "
          + signed(t.amount()) + (t.forEach() == null ? "" : " for each " + t.forEach().words())
          + (t.playerIf() == null ? "" : " while " + condition(t.playerIf()))
          + (t.whileInPlay() ? ", whether or not this card is involved" : ""));
    } else if (a instanceof Ability.FlipChange f) {
      return whileSentence(f.whileCondition(), Words.subject(f.player()) + " flip " + signed(f.amount())
          + " cards at the first flip of faceoffs");
    } else if (a instanceof Ability.CostChange cc) {
      return whileSentence(cc.whileCondition(), costAction(cc.action()) + " " + Words.filter(cc.cards(), true)
          + (cc.toHere() ? " here" : "") + (cc.on() == null ? "" : " on " + Words.a(Words.filter(cc.on(), false)))
          + " costs " + signed(cc.amount()) + " action tokens"
          + (cc.forEach() == null ? "" : " for each " + cc.forEach().words())
          + (cc.minimum() > 0 ? ", to a minimum of " + cc.minimum() : ""));
    } else if (a instanceof Ability.RequirementChange rc) {
      return whileSentence(rc.whileCondition(), Words.subject(rc.player()) + " need " + signed(rc.amount())
          + " power" + (rc.forEach() == null ? "" : " for each " + rc.forEach().words()) + " to confront "
          + (rc.problems() == null ? "this card's Problem" : Words.filter(rc.problems(), true)));
    } else if (a instanceof Ability.PlayBan pb) {
      return whileSentence(pb.whileCondition(), Words.filter(pb.cards(), true) + " can't be "
          + (pb.moves() ? "moved" : "played") + " here");
    } else if (a instanceof Ability.HomeLimitChange hl) {
      return whileSentence(hl.whileCondition(), possessive(hl.player()) + " home limit is " + signed(hl.amount())
          + (hl.forEach() == null ? "" : " for each " + hl.forEach().words())
          + (hl.uncounted() == null ? "" : "; " + Words.filter(hl.uncounted(), true) + " don't count toward it"));
    } else if (a instanceof Ability.PlayCondition pc) {
      return "Play this card only if " + condition(pc.condition()) + ".";
    } else if (a instanceof Ability.BonusChange bc) {
      return whileSentence(bc.whileCondition(), "this Problem's bonus is " + (bc.setTo() != null ? String.valueOf(bc.setTo())
          : signed(bc.amount())));
    } else if (a instanceof Ability.Limit l) {
      return whileSentence(l.whileCondition(), Words.subject(l.player()) + " can't " + l.what().jsonName()
          + (l.atMost() == 0 ? " " + l.what().noun() : " more than " + l.atMost() + " " + l.what().noun()) + " in a turn");
    } else if (a instanceof Ability.EntersExhausted ee) {
      return ee.cards().self() ? "This card enters play exhausted."
          : Words.sentence(Words.filter(ee.cards(), true) + " enter play exhausted");
    } else if (a instanceof Ability.EntersWithCounters ec) {
      return "This card enters play with " + Words.count(ec.amount(), ec.name() + " counter") + " on it.";
    } else if (a instanceof Ability.WhileFlipped wf) {
      List<String> parts = new ArrayList<>();
      wf.abilities().forEach(c -> parts.add(continuous(c)));
      return "While this card is flipped in a faceoff: " + String.join(" ", parts);
    } else if (a instanceof Ability.ChallengeBan cb) {
      return "This Troublemaker can't be challenged while " + condition(cb.when()) + ".";
    } else if (a instanceof Ability.TroublemakersFaceUp tf) {
      return whileSentence(tf.whileCondition(), "Troublemakers played here enter play face up");
    } else if (a instanceof Ability.FlippedPower fp) {
      return whileSentence(fp.whileCondition(), possessive(fp.player()) + " flipped cards have " + signed(fp.amount())
          + " power");
    } else if (a instanceof Ability.LowestTotalWins) {
      return "The player with the lowest power total wins faceoffs involving this card.";
    } else if (a instanceof Ability.PlayFromDiscard pd) {
      return whileSentence(pd.whileCondition(), "you may play " + (pd.cards() == null ? "this card"
          : Words.filter(pd.cards(), true)) + " from your discard pile");
    }
    return null;
  }

  private static String continuous(Ability.Continuous c) {
    List<String> parts = new ArrayList<>();
    String change = EffectWord.change(c.change());
    if (!change.isEmpty()) {
      parts.add("get " + change + (c.forEach() == null ? "" : " for each " + c.forEach().words()));
    }
    if (!c.keywords().isEmpty()) {
      parts.add("have " + String.join(" and ", c.keywords()));
    }
    if (!c.traits().isEmpty()) {
      parts.add("are " + String.join(" and ", c.traits()));
    }
    if (!c.cant().isEmpty()) {
      parts.add(EffectWord.cant(c.cant()));
    }
    if (c.extraFlips() != 0) {
      parts.add("flip " + signed(c.extraFlips()) + " cards in faceoffs");
    }
    if (c.colorsOf() != null) {
      parts.add("have the colors of " + Words.filter(c.colorsOf(), true));
    }
    if (c.loseColors()) {
      parts.add("lose their colors");
    }
    if (c.chosenColors()) {
      parts.add("have the chosen color");
    }
    for (Ability given : c.abilities()) {
      String s = of(given);
      parts.add("have \"" + (s == null ? "an ability" : s) + "\"");
    }
    String who = c.affects() == null || c.affects().self() ? "this card" : Words.filter(c.affects(), true);
    String verbs = parts.isEmpty() ? "are affected" : String.join(" and ", parts);
    if (who.startsWith("this ") || who.startsWith("the ")) {
      // One card: "this card gets", "the card this one is attached to has".
      verbs = verbs.replaceFirst("^get ", "gets ").replace(" and get ", " and gets ").replaceFirst("^have ", "has ")
          .replace(" and have ", " and has ").replaceFirst("^are ", "is ").replace(" and are ", " and is ")
          .replaceFirst("^lose ", "loses ").replaceFirst("^flip ", "flips ");
    }
    return whileSentence(c.whileCondition(), who + " " + verbs);
  }

  private static String whileSentence(Condition c, String clause) {
    return Words.sentence((c == null ? "" : "while " + condition(c) + ", ") + clause);
  }

  private static String condition(Condition c) {
    return Condition.Word.words(c);
  }

  private static String effects(List<Effect> effects) {
    return String.join(", then ", effects.stream().map(EffectWord::clause).toList());
  }

  private static String timing(Timing t, org.ponytable.engine.ability.Reaction reaction) {
    return reaction == null ? t.display()
        : "Reaction (" + reaction.condition().kind().words(reaction.condition()) + ")";
  }

  /** A cost as printed on the card, for whoever pays it. */
  static String cost(Cost c) {
    return Words.cost(c, "this card", null);
  }

  private static String occurrence(Ability.Occurrence o) {
    return switch (o) {
      case DISMISSED -> "be dismissed";
      case DISCARD_PILE -> "be put into a discard pile";
      case FRIGHTENED -> "be frightened";
      case SENT_HOME -> "be sent home";
      case DRAW -> "draw a card";
      case SENT_HOME_FROM_FACEOFF -> "be sent home after a faceoff";
      case SENT_HOME_FROM_SOLVED -> "be sent home as its Problem is solved and replaced";
      case PROBLEM_REPLACED -> "be replaced";
      default -> spaced(o.name());
    };
  }

  private static String costAction(Ability.CostAction a) {
    return switch (a) {
      case PLAY -> "playing";
      case MOVE -> "moving";
      case PLAY_TROUBLEMAKER -> "playing face down";
      case DRAW -> "drawing";
      case RALLY -> "rallying";
      default -> spaced(a.name());
    };
  }

  private static String spaced(String enumName) {
    return enumName.toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  private static String possessive(Who who) {
    return who == Who.YOU ? "your" : who == Who.OPPONENT ? "each opponent's" : "each player's";
  }

  private static String signed(int n) {
    return (n > 0 ? "+" : "") + n;
  }
}
