package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.state.GameState;

/**
 * Where a player stands at a Problem, in the numbers the Confront Step uses (611): the power
 * their characters there contribute, by color, which parts of their confront requirement it meets,
 * and whether they can confront it now. Read-only. It reads only public things (face-up characters
 * and Troublemakers): a face-down card contributes nothing and blocks nothing (505.1a, 611.3e), so
 * the answer is the same from either seat.
 */
public final class ProblemStatus {
  private ProblemStatus() {}

  /** Power of one color, or of several colors from characters that have them all (611.3b: each gives all its power as one). */
  public record Power(Set<CardColor> colors, int power) {}

  /**
   * @param power the contributed power grouped by the contributors' colors, in color order
   * @param total all of it
   * @param requirement the player's confront requirement (611.2)
   * @param met for each part of the requirement, whether it is met
   * @param blockedBy why a Troublemaker keeps the player from confronting (611.3e), or null
   * @param canConfront whether the Confront Step would confront it now (611.1)
   * @param bonus its bonus now (210), with the changes cards make; {@code printedBonus} as printed
   */
  public record Status(int problem, int player, List<Power> power, int total, List<RequirementPart> requirement,
      List<Boolean> met, String blockedBy, boolean canConfront, int bonus, int printedBonus) {}

  public static Status of(GameState s, int problem, int player) {
    List<Requirements.Contributor> offers = Confronting.contributors(s, problem, player);
    Map<Set<CardColor>, Integer> byColors = new LinkedHashMap<>();
    int total = 0;
    for (Requirements.Contributor c : offers) {
      Set<CardColor> colors = c.colors().isEmpty() ? Set.of() : EnumSet.copyOf(c.colors());
      byColors.merge(colors, c.power(), Integer::sum);
      total += c.power();
    }
    List<Power> power = new ArrayList<>();
    byColors.forEach((colors, p) -> power.add(new Power(Set.copyOf(colors), p)));
    power.sort(java.util.Comparator.comparing((Power p) -> p.colors().size())
        .thenComparing(p -> p.colors().stream().mapToInt(Enum::ordinal).min().orElse(99)));
    List<RequirementPart> requirement = Confronting.requirementFor(s, problem, player);
    return new Status(problem, player, List.copyOf(power), total, requirement, met(offers, requirement),
        Confronting.blockedBy(s, problem, player), Confronting.canConfront(s, problem, player),
        Confronting.bonus(s, problem), s.def(problem).bonus());
  }

  /**
   * Part by part, in printed order: a part is met when it can be met together with the parts met
   * before it, by the same exact search the Confront Step uses (611.3b-d). So every part is met
   * exactly when the whole requirement is, and a color part the characters could fill alone is not
   * shown met when that power is already needed for an earlier part.
   */
  static List<Boolean> met(List<Requirements.Contributor> offers, List<RequirementPart> requirement) {
    List<RequirementPart> accepted = new ArrayList<>();
    List<Boolean> out = new ArrayList<>();
    for (RequirementPart part : requirement) {
      List<RequirementPart> with = new ArrayList<>(accepted);
      with.add(part);
      boolean ok = Requirements.canMeet(offers, with);
      if (ok) {
        accepted.add(part);
      }
      out.add(ok);
    }
    return List.copyOf(out);
  }
}
