package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/** Whether a player may and can confront a Problem (611). */
public final class Confronting {
  private Confronting() {}

  /** 611.2: owners read the bottom set, their opponents the top set. */
  public static List<RequirementPart> requirementFor(GameState s, int problem, int player) {
    CardDef def = s.def(problem);
    List<RequirementPart> printed = s.owner(problem) == player ? def.ownerRequirement() : def.opponentRequirement();
    int change = requirementChange(s, problem, player);
    // A requirement left out (a Villain Challenge card) is met by nobody, whatever is added.
    return change == 0 || printed.isEmpty() ? printed : changed(printed, change);
  }

  /**
   * 611.3, rulings.md: the power more (or less) that continuous abilities at the Problem's area
   * ask of {@code player} to confront it ("needs +1 power to confront this card's Problem").
   */
  static int requirementChange(GameState s, int problem, int player) {
    InPlay p = s.inPlay(problem);
    int byEffects = 0;
    // 611.3, rulings.md: changes effects made for this player ("until the end of the turn").
    for (var c : s.player(player).confrontChanges()) {
      if (c.problem() == problem || c.problem() == -1) {
        byEffects += c.amount();
      }
    }
    if (p == null || !PlayIndex.of(s).requirementChanges) {
      return p == null ? 0 : byEffects;
    }
    int total = byEffects;
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      InPlay src = held.source();
      if (held.ability() instanceof Ability.RequirementChange rc && (rc.problems() == null ? src.area().equals(p.area())
          : Abilities.matches(s, rc.problems(), problem, new Abilities.Ctx(src.id(), src.controller(), -1, null)))
          && rc.player().is(player, src.controller())
          && Abilities.holds(s, rc.whileCondition(), new Abilities.Ctx(src.id(), src.controller(), -1, null))) {
        // rulings.md: "for each" is read by the player who needs the power when it names anyone.
        total += rc.forEach() == null ? rc.amount() : rc.amount() * Counts.of(s, rc.forEach(),
            new Abilities.Ctx(src.id(), src.controller(), -1, null), rc.player() == Who.ANYONE ? player : src.controller());
      }
    }
    return total;
  }

  /**
   * rulings.md: a change is power of any color (611.3d), added to the any-color part or made one;
   * less power is taken from the any-color part first, then from the others, never below 0.
   */
  static List<RequirementPart> changed(List<RequirementPart> printed, int change) {
    List<RequirementPart> out = new ArrayList<>(printed);
    int any = -1;
    for (int i = 0; i < out.size(); i++) {
      if (out.get(i).kind() == RequirementPart.Kind.ANY) {
        any = i;
      }
    }
    if (change > 0) {
      if (any < 0) {
        out.add(RequirementPart.any(change));
      } else {
        out.set(any, RequirementPart.any(out.get(any).power() + change));
      }
      return List.copyOf(out);
    }
    int less = -change;
    List<Integer> order = new ArrayList<>();
    if (any >= 0) {
      order.add(any);
    }
    for (int i = 0; i < out.size(); i++) {
      if (i != any) {
        order.add(i);
      }
    }
    for (int i : order) {
      RequirementPart part = out.get(i);
      int take = Math.min(less, part.power());
      out.set(i, new RequirementPart(part.kind(), part.color(), part.power() - take));
      less -= take;
    }
    return List.copyOf(out);
  }

  /**
   * 611.3e: an opposing face-up Troublemaker, or any face-up Epic one, at the Problem keeps the
   * player from confronting it, unless a card says it doesn't; a card saying the Problem can't be
   * confronted keeps everyone out (104.2). Returns the reason, or null when nothing blocks.
   */
  public static String blockedBy(GameState s, int problem, int player) {
    InPlay p = s.inPlay(problem);
    // 104.2: a card saying this Problem can't be confronted beats 611.1.
    if (Abilities.cant(s, p, Ability.Restriction.BE_CONFRONTED)) {
      return "a card says it can't be confronted (104.2)";
    }
    // 104.2: "players can't confront more than one Problem per turn" (the turn's Score Phase record).
    if (Abilities.cant(s, p, Ability.Restriction.BE_CONFRONTED_AFTER_ANOTHER)
        && s.scoreBook().confronted().stream().anyMatch(other -> other != problem)) {
      return "a card says players can't confront more than one Problem per turn (104.2)";
    }
    Area area = p.area();
    for (InPlay c : s.play()) {
      if (!c.area().equals(area) || s.type(c.id()) != CardType.TROUBLEMAKER || c.faceDown() || ignoredBy(s, c, player)) {
        continue;
      }
      if (c.controller() != player) {
        return "an opposing Troublemaker is there";
      }
      if (Stats.hasTrait(s, c, "Epic")) {
        return "an Epic Troublemaker is there";
      }
    }
    return null;
  }

  /** 104.2 over 611.3e: a card says this Troublemaker doesn't keep anyone, or this player, from confronting. */
  private static boolean ignoredBy(GameState s, InPlay troublemaker, int player) {
    return Abilities.cant(s, troublemaker, Ability.Restriction.PREVENT_CONFRONTING)
        || Abilities.cantAgainst(s, troublemaker, Ability.Restriction.PREVENT_YOUR_CONFRONTING, player);
  }

  /**
   * 210, rulings.md (Problem bonus changes): the Problem's bonus now, with the bonus changes of the
   * cards at its area: one that sets it first, then the ones that add; never below 0.
   */
  public static int bonus(GameState s, int problem) {
    int printed = s.def(problem).bonus();
    InPlay p = s.inPlay(problem);
    if (p == null || !PlayIndex.of(s).bonusChanges) {
      return printed;
    }
    Integer set = null;
    int added = 0;
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      InPlay src = held.source();
      if (held.ability() instanceof Ability.BonusChange bc && src.area().equals(p.area())
          && Abilities.holds(s, bc.whileCondition(), new Abilities.Ctx(src.id(), src.controller(), -1, null))) {
        set = bc.setTo() != null ? bc.setTo() : set;
        added += bc.amount();
      }
    }
    return Math.max(0, (set == null ? printed : set) + added);
  }

  /** 611.3: the player's characters there contribute enough power of the right colors. */
  public static boolean meetsRequirement(GameState s, int problem, int player) {
    return Requirements.canMeet(contributors(s, problem, player), requirementFor(s, problem, player));
  }

  /** 611.3a: what each of the player's characters at the Problem contributes to confronting it. */
  public static List<Requirements.Contributor> contributors(GameState s, int problem, int player) {
    InPlay p = s.inPlay(problem);
    List<Requirements.Contributor> offers = new ArrayList<>();
    Area area = p.area();
    for (InPlay c : s.play()) {
      // 611.3a: "unless otherwise unable to".
      if (c.controller() == player && c.area().equals(area) && s.isCharacter(c)
          && !Abilities.cant(s, c, Ability.Restriction.CONTRIBUTE_TO_CONFRONTING)) {
        // rulings.md (colored power): colored power is offered as its color alone.
        for (var part : Stats.split(s, c, Stats.contribution(s, c)).entrySet()) {
          if (part.getValue() > 0) {
            offers.add(new Requirements.Contributor(part.getValue(),
                part.getKey() == null ? Stats.colors(s, c) : java.util.Set.of(part.getKey())));
          }
        }
      }
    }
    return offers;
  }

  /** Not blocked and meeting the requirement. */
  public static boolean canConfront(GameState s, int problem, int player) {
    return blockedBy(s, problem, player) == null && meetsRequirement(s, problem, player);
  }

  /** Whether the player has any character at the Problem. */
  public static boolean hasCharacterAt(GameState s, int problem, int player) {
    Area area = s.inPlay(problem).area();
    for (InPlay c : s.play()) {
      if (c.controller() == player && c.area().equals(area) && s.isCharacter(c)) {
        return true;
      }
    }
    return false;
  }
}
