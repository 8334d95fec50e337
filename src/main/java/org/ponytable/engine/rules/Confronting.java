package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/** Whether a player may and can confront a Problem (611). */
public final class Confronting {
  private Confronting() {}

  /** 611.2: owners read the bottom set, their opponents the top set. */
  public static List<RequirementPart> requirementFor(GameState s, int problem, int player) {
    CardDef def = s.def(problem);
    return s.owner(problem) == player ? def.ownerRequirement() : def.opponentRequirement();
  }

  /**
   * 611.3e: an opposing face-up Troublemaker, or any face-up Epic one, at the Problem keeps the
   * player from confronting it. Returns the reason, or null when nothing blocks.
   */
  public static String blockedBy(GameState s, int problem, int player) {
    InPlay p = s.inPlay(problem);
    for (InPlay c : s.at(p.area())) {
      if (s.type(c.id()) != CardType.TROUBLEMAKER || c.faceDown()) {
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

  /** 611.3: the player's characters there contribute enough power of the right colors. */
  public static boolean meetsRequirement(GameState s, int problem, int player) {
    return Requirements.canMeet(contributors(s, problem, player), requirementFor(s, problem, player));
  }

  /** 611.3a: what each of the player's characters at the Problem contributes to confronting it. */
  public static List<Requirements.Contributor> contributors(GameState s, int problem, int player) {
    InPlay p = s.inPlay(problem);
    List<Requirements.Contributor> offers = new ArrayList<>();
    for (InPlay c : s.at(p.area())) {
      if (c.controller() == player && s.isCharacter(c)) {
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
    InPlay p = s.inPlay(problem);
    for (InPlay c : s.at(p.area())) {
      if (c.controller() == player && s.isCharacter(c)) {
        return true;
      }
    }
    return false;
  }
}
