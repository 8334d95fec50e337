package org.ponytable.engine.rules;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.KeywordValue;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;

/**
 * A proven dead end: a game nobody can ever win (rulings.md, "A game nobody can win"). The rules
 * never end such a game (103); the engine only recognises it, so players can be offered a draw.
 *
 * <p>Conservative by construction: a state is called dead only when an optimistic bound says no
 * player can score again. Both draw decks are empty, so nothing is drawn or flipped (605.1,
 * 515.1); every card still in play or in a hand is inert (its abilities and keywords can only
 * hinder scoring); and even if every character a player has (in play or a Friend in hand) stood
 * together at full power, with every color it could show, that player could meet no Problem's
 * confront requirement (611.3) and beat no Troublemaker they may challenge (608.1, 514.4). Cheap:
 * the first test is two deck sizes, and the rest reads each card once.
 */
public final class DeadEnds {
  private DeadEnds() {}

  /** Keywords that can't help anyone score: Swift only changes move costs, Villain frightens, Stubborn keeps power the bound counts anyway. */
  private static final Set<Keyword> INERT_KEYWORDS = EnumSet.of(Keyword.SWIFT, Keyword.VILLAIN, Keyword.STUBBORN);

  /** Whether {@code s} is a proven dead end: both draw decks empty and nobody can score again. */
  public static boolean proven(GameState s) {
    if (s.isOver() || s.players().size() != 2) {
      return false;
    }
    for (PlayerState ps : s.players()) {
      if (!ps.drawDeck().isEmpty()) {
        return false;
      }
    }
    // Anything half done (a faceoff, effects waiting, modifiers for a while) may still change things.
    var ab = s.abilities();
    if (s.faceoff() != null || !ab.waiting().isEmpty() || !ab.wave().isEmpty() || s.resolving() != null
        || !ab.modifiers().isEmpty() || !ab.triggeredModifiers().isEmpty() || !ab.controlChanges().isEmpty()) {
      return false;
    }
    int totalBonus = 0;
    for (InPlay c : s.play()) {
      if (!inert(s.def(c.id()))) {
        return false;
      }
      totalBonus += totalBonus(s.def(c.id()));
    }
    // Only now, as random play asks at every action once the decks are empty: most such states
    // have a card in play that still does something.
    Bound[] bounds = {bound(s, 0), bound(s, 1)};
    for (int p = 0; p < 2; p++) {
      for (int card : s.player(p).hand()) {
        CardDef def = s.def(card);
        // 205.1: an Event whose play requirement is out of reach never does anything.
        boolean playable = def.type() != CardType.EVENT || bounds[p].couldPlay(def);
        if (playable && !inert(def)) {
          return false;
        }
        totalBonus += totalBonus(def);
      }
    }
    return !canScore(s, 0, bounds[0], totalBonus) && !canScore(s, 1, bounds[1], totalBonus);
  }

  /**
   * The most power a player could ever bring together: every character they control and every
   * Friend in their hand, at the higher power of its faces, counted for every color it could show.
   */
  private record Bound(int total, int[] byColor, int[] notColor) {
    boolean couldPlay(CardDef def) {
      for (ColorPower need : def.playRequirement()) {
        if (byColor[need.color().ordinal()] < need.power()) {
          return false;
        }
      }
      return true;
    }
  }

  private static Bound bound(GameState s, int p) {
    int total = 0;
    int[] byColor = new int[CardColor.values().length];
    int[] notColor = new int[CardColor.values().length];
    for (InPlay c : s.play()) {
      if (c.controller() == p && s.isCharacter(c)) {
        // 519.1: its +1 power counters stay until removed; counted for every color it could show.
        int extra = c.powerCounters();
        total += add(s.def(c.id()), byColor, notColor) + extra;
        for (int i = 0; i < byColor.length && extra > 0; i++) {
          byColor[i] += extra;
          notColor[i] += extra;
        }
      }
    }
    for (int card : s.player(p).hand()) {
      if (s.def(card).type() == CardType.FRIEND) {
        total += add(s.def(card), byColor, notColor);
      }
    }
    return new Bound(total, byColor, notColor);
  }

  /**
   * Whether player {@code p} could still score by the optimistic bound {@code b}, with faceoff
   * total modifiers all in their favor ({@code totalBonus}).
   */
  private static boolean canScore(GameState s, int p, Bound b, int totalBonus) {
    int total = b.total();
    // 611.3: confronting a Problem in play (Problems change only when solved, which takes a confront).
    for (InPlay c : s.play()) {
      if (s.type(c.id()) == CardType.PROBLEM) {
        CardDef problem = s.def(c.id());
        List<RequirementPart> req = s.owner(c.id()) == p ? problem.ownerRequirement() : problem.opponentRequirement();
        if (couldMeet(req, total, b.byColor(), b.notColor())) {
          return true;
        }
      }
    }
    // 608.1, 514.4, 514.5a: beating a Troublemaker p may challenge, now or once played from hand.
    for (InPlay c : s.play()) {
      if (s.type(c.id()) == CardType.TROUBLEMAKER
          && (c.controller() != p || s.face(c.id()).hasTrait("Epic"))
          && s.def(c.id()).points() > 0 && total + totalBonus > (c.exhausted() ? 0 : s.def(c.id()).face().power() + c.powerCounters())) {
        return true;
      }
    }
    for (int card : s.player(GameState.opponent(p)).hand()) {
      CardDef def = s.def(card);
      if (def.type() == CardType.TROUBLEMAKER && def.points() > 0 && total + totalBonus > def.face().power()) {
        return true;
      }
    }
    return false;
  }

  /** Adds a character's best power to every color it could show; returns that power. */
  private static int add(CardDef def, int[] byColor, int[] notColor) {
    int power = Math.max(0, def.face().power());
    Set<CardColor> colors = EnumSet.noneOf(CardColor.class);
    colors.addAll(def.face().colors());
    if (def.boosted() != null) {
      power = Math.max(power, def.boosted().power());
      colors.addAll(def.boosted().colors());
    }
    for (CardColor color : CardColor.values()) {
      if (colors.contains(color)) {
        byColor[color.ordinal()] += power;
      }
      // Colorless power counts toward "not X" (rulings.md), and so does any other color.
      if (colors.isEmpty() || !colors.equals(Set.of(color))) {
        notColor[color.ordinal()] += power;
      }
    }
    return power;
  }

  /** A relaxation of 611.3: each part alone, and all parts' sum, within what the player has. */
  private static boolean couldMeet(List<RequirementPart> req, int total, int[] byColor, int[] notColor) {
    int sum = 0;
    for (RequirementPart part : req) {
      sum += part.power();
      int have = switch (part.kind()) {
        case COLOR -> byColor[part.color().ordinal()];
        case NOT_COLOR -> notColor[part.color().ordinal()];
        case ANY -> total;
      };
      if (have < part.power()) {
        return false;
      }
    }
    return total >= sum;
  }

  /** The most a card's faceoff total modifiers (514.4a) could add to one side. */
  private static int totalBonus(CardDef def) {
    int bonus = 0;
    for (Face face : faces(def)) {
      for (Ability a : face.abilities()) {
        if (a instanceof Ability.TotalModifier t) {
          bonus += Math.abs(t.amount());
        }
      }
    }
    return bonus;
  }

  private static List<Face> faces(CardDef def) {
    return def.boosted() == null ? List.of(def.face()) : List.of(def.face(), def.boosted());
  }

  /** Whether nothing the card can do would help anyone score, beyond what the bound counts. */
  static boolean inert(CardDef def) {
    for (Face face : faces(def)) {
      for (KeywordValue k : face.keywords()) {
        if (!INERT_KEYWORDS.contains(k.keyword())) {
          return false;
        }
      }
      for (Ability a : face.abilities()) {
        if (!inert(a, def)) {
          return false;
        }
      }
    }
    return def.event() == null || inert(def.event().effects(), def);
  }

  private static boolean inert(Ability a, CardDef def) {
    if (a instanceof Ability.Triggered t) {
      return inert(t.effects(), def);
    } else if (a instanceof Ability.Activated act) {
      return inert(act.effects(), def);
    } else if (a instanceof Ability.Replacement r) {
      return inert(r.instead(), def);
    } else if (a instanceof Ability.Continuous c) {
      // A trait given may feed another card's ability (Caretaker's Critters): never inert.
      return c.traits().isEmpty() && c.colorsOf() == null && onlyInertKeywords(c.keywords())
          && c.abilities().stream().allMatch(given -> inert(given, def))
          && (c.change() == null || onlyHinders(c.change(), c.affects(), null, def));
    }
    // Host, CostChange (tokens are not counted), TotalModifier (added to the bound); a PlayBan and
    // a higher confront requirement only hinder (the bound reads printed requirements).
    return a instanceof Ability.Host || a instanceof Ability.CostChange || a instanceof Ability.TotalModifier
        || a instanceof Ability.FlipChange
        || a instanceof Ability.PlayBan || a instanceof Ability.RequirementChange rc && rc.amount() > 0
        || a instanceof Ability.HomeLimitChange hl && hl.amount() < 0 && hl.uncounted() == null
        || a instanceof Ability.PlayCondition || a instanceof Ability.BonusChange bc && bc.amount() <= 0
        && (bc.setTo() == null || bc.setTo() == 0);
  }

  /**
   * Whether every effect is inert. Each effect word's entry in {@link EffectWord} says when it is
   * ({@code .inert(...)}): with both decks empty, drawing, searching, looking and flipping find
   * nothing; tokens, counters and discards from hand only matter through other abilities, which are
   * checked themselves; frightening, readying, moving and boosting change nothing the bound counts;
   * removing characters only weakens, removing a Troublemaker only loses its points (the bound
   * ignores 611.3e's blocking); scoring, taking control and bringing cards into play are never inert.
   */
  static boolean inert(List<Effect> effects, CardDef def) {
    for (Effect e : effects) {
      if (!EffectWord.inert(e, def)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A power change only hinders scoring when it raises nothing but Troublemakers (harder to
   * beat) or lowers nothing but characters (weaker challengers and confronters).
   */
  static boolean onlyHinders(Ability.Change change, Filter affects, Target target, CardDef def) {
    if (!onlyInertKeywords(change.keywords())) {
      return false;
    }
    boolean raises = change.power() > 0 || !change.colorPower().isEmpty() || (change.setPower() != null && change.setPower() > 0) || !change.colors().isEmpty();
    boolean lowers = change.power() < 0 || change.setPower() != null;
    boolean characters = could(target, affects, CardType.MANE_CHARACTER, def) || could(target, affects, CardType.FRIEND, def);
    boolean troublemakers = could(target, affects, CardType.TROUBLEMAKER, def);
    return !(raises && characters) && !(lowers && troublemakers);
  }

  /** Whether every keyword given (display spellings, "Supportive 2") is one the bound needs no count of. */
  private static boolean onlyInertKeywords(List<String> given) {
    for (Keyword k : INERT_KEYWORDS) {
      given = given.stream().filter(g -> Stats.number(List.of(g), k) < 0).toList();
    }
    return given.isEmpty();
  }

  /** Whether a target (or a continuous ability's filter) could include a card of {@code type}. */
  static boolean could(Target target, Filter filter, CardType type, CardDef def) {
    if (target instanceof Target.This) {
      return def.type() == type;
    } else if (target instanceof Target.Each each) {
      filter = each.filter();
    } else if (target instanceof Target.Choose choose) {
      filter = choose.filter();
    } else if (target != null || filter == null) {
      return true;
    }
    return filter.self() ? def.type() == type : filter.types().isEmpty() || filter.types().contains(type);
  }
}
