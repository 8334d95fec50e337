package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ponytable.engine.terms.CardColor.BLUE;
import static org.ponytable.engine.terms.CardColor.ORANGE;
import static org.ponytable.engine.terms.CardColor.PURPLE;
import static org.ponytable.engine.terms.CardColor.YELLOW;
import static org.ponytable.engine.card.RequirementPart.any;
import static org.ponytable.engine.card.RequirementPart.notColor;
import static org.ponytable.engine.card.RequirementPart.of;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.rules.Requirements.Contributor;

class RequirementsTest {
  private static Contributor c(int power, CardColor... colors) {
    return new Contributor(power, Set.of(colors));
  }

  private static boolean meets(List<Contributor> cs, RequirementPart... parts) {
    return Requirements.canMeet(cs, List.of(parts));
  }

  @Test
  @DisplayName("611.3: enough power of the named colors meets the requirement; too little doesn't")
  void plainColors() {
    assertThat(meets(List.of(c(2, PURPLE), c(2, YELLOW)), of(PURPLE, 2), of(YELLOW, 2))).isTrue();
    assertThat(meets(List.of(c(2, PURPLE), c(1, YELLOW)), of(PURPLE, 2), of(YELLOW, 2))).isFalse();
    assertThat(meets(List.of(c(5, BLUE)), of(PURPLE, 2))).isFalse();
    assertThat(meets(List.of(), new RequirementPart[0])).isTrue();
  }

  @Test
  @DisplayName("611.3b: a multicolor character gives all its power as one color, never split between colors")
  void oneColorPerCharacter() {
    // Summing each color separately would count this Friend twice and say yes.
    assertThat(meets(List.of(c(2, PURPLE, YELLOW)), of(PURPLE, 2), of(YELLOW, 2))).isFalse();
    // Splitting 3 power as 1 purple + 2 yellow is not allowed either.
    assertThat(meets(List.of(c(3, PURPLE, YELLOW)), of(PURPLE, 1), of(YELLOW, 2))).isFalse();
    // Either color alone is fine.
    assertThat(meets(List.of(c(3, PURPLE, YELLOW)), of(YELLOW, 3))).isTrue();
    assertThat(meets(List.of(c(3, PURPLE, YELLOW)), of(PURPLE, 3))).isTrue();
  }

  @Test
  @DisplayName("611.3b: the solver finds the color choice a greedy first-fit misses")
  void exactWhereGreedyFails() {
    // First-fit gives the yellow/orange Friend to yellow and leaves orange empty.
    assertThat(meets(List.of(c(2, YELLOW, ORANGE), c(2, YELLOW)), of(YELLOW, 2), of(ORANGE, 2))).isTrue();
    // Filling the wild part first with the purple Friend would starve the purple part.
    assertThat(meets(List.of(c(2, PURPLE), c(2, YELLOW)), any(2), of(PURPLE, 2))).isTrue();
    // Three multicolor Friends that only fit one way round.
    assertThat(meets(List.of(c(1, PURPLE, YELLOW), c(2, YELLOW, ORANGE), c(2, ORANGE, BLUE)),
        of(PURPLE, 1), of(YELLOW, 2), of(ORANGE, 2))).isTrue();
  }

  @Test
  @DisplayName("611.3b: the solver refuses where a per-color count would wrongly accept")
  void exactWhereGreedyWronglyAccepts() {
    // 7 power for 6 needed, and per color purple 4, yellow 7, orange 3 would each suffice, yet two
    // Friends can serve at most two of the three named parts.
    List<Contributor> two = List.of(c(4, PURPLE, YELLOW), c(3, YELLOW, ORANGE));
    assertThat(meets(two, of(PURPLE, 2), of(YELLOW, 2), of(ORANGE, 2))).isFalse();
    assertThat(meets(two, of(PURPLE, 2), of(ORANGE, 2), any(2))).isTrue();
  }

  @Test
  @DisplayName("611.3c: 'not X' takes any color but X")
  void notColorParts() {
    assertThat(meets(List.of(c(3, YELLOW), c(2, ORANGE)), of(YELLOW, 3), notColor(YELLOW, 2))).isTrue();
    assertThat(meets(List.of(c(3, YELLOW), c(2, YELLOW)), of(YELLOW, 3), notColor(YELLOW, 2))).isFalse();
    // A yellow/orange Friend may give orange to the 'not yellow' part.
    assertThat(meets(List.of(c(3, YELLOW), c(2, YELLOW, ORANGE)), of(YELLOW, 3), notColor(YELLOW, 2))).isTrue();
    // Excess yellow can't go to 'not yellow'.
    assertThat(meets(List.of(c(5, YELLOW)), of(YELLOW, 3), notColor(YELLOW, 2))).isFalse();
  }

  @Test
  @DisplayName("611.3d: the wild part takes any color, including the excess of the other parts' colors")
  void wildTakesExcess() {
    assertThat(meets(List.of(c(4, PURPLE)), of(PURPLE, 3), any(1))).isTrue();
    assertThat(meets(List.of(c(3, PURPLE), c(2, YELLOW)), of(PURPLE, 2), of(YELLOW, 2), any(1))).isTrue();
    assertThat(meets(List.of(c(3, PURPLE), c(1, YELLOW)), of(PURPLE, 2), of(YELLOW, 2), any(1))).isFalse();
    assertThat(meets(List.of(c(1, PURPLE), c(1, YELLOW), c(2, BLUE)), any(4))).isTrue();
  }

  @Test
  @DisplayName("rulings.md: colorless power meets 'any color' and 'not X' parts but never a named color")
  void colorless() {
    assertThat(meets(List.of(c(2)), any(2))).isTrue();
    assertThat(meets(List.of(c(2)), notColor(YELLOW, 2))).isTrue();
    assertThat(meets(List.of(c(2)), of(YELLOW, 2))).isFalse();
  }

  @Test
  @DisplayName("105.2: zero and negative power meet nothing")
  void zeroAndNegative() {
    assertThat(meets(List.of(c(0, PURPLE), c(-2, PURPLE)), of(PURPLE, 1))).isFalse();
    assertThat(meets(List.of(c(-2, PURPLE), c(3, PURPLE)), of(PURPLE, 3))).isTrue();
  }

  @Test
  @DisplayName("611.3b-d: the solver agrees with a brute-force search on 3,000 random cases")
  void agreesWithBruteForce() {
    Random r = new Random(611);
    CardColor[] palette = {PURPLE, YELLOW, ORANGE, BLUE};
    int yes = 0;
    for (int n = 0; n < 3000; n++) {
      List<Contributor> cs = new ArrayList<>();
      int count = r.nextInt(5);
      for (int i = 0; i < count; i++) {
        List<CardColor> colors = new ArrayList<>();
        int k = r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(2);
        for (int j = 0; j < k; j++) {
          CardColor col = palette[r.nextInt(palette.length)];
          if (!colors.contains(col)) {
            colors.add(col);
          }
        }
        cs.add(new Contributor(r.nextInt(5) - 1, Set.copyOf(colors)));
      }
      List<RequirementPart> parts = new ArrayList<>();
      int partCount = 1 + r.nextInt(3);
      for (int i = 0; i < partCount; i++) {
        int power = 1 + r.nextInt(4);
        CardColor col = palette[r.nextInt(palette.length)];
        parts.add(switch (r.nextInt(3)) {
          case 0 -> of(col, power);
          case 1 -> notColor(col, power);
          default -> any(power);
        });
      }
      boolean expected = bruteForce(cs, 0, parts, needs(parts));
      assertThat(Requirements.canMeet(cs, parts)).as("%s for %s", cs, parts).isEqualTo(expected);
      yes += expected ? 1 : 0;
    }
    // Both answers must be well represented, or the comparison proves little.
    assertThat(yes).isBetween(300, 2700);
  }

  private static int[] needs(List<RequirementPart> parts) {
    int[] needs = new int[parts.size()];
    for (int i = 0; i < needs.length; i++) {
      needs[i] = parts.get(i).power();
    }
    return needs;
  }

  /** Tries every color for every character and every split of its power among the parts. */
  private static boolean bruteForce(List<Contributor> cs, int i, List<RequirementPart> parts, int[] needs) {
    if (Arrays.stream(needs).allMatch(x -> x <= 0)) {
      return true;
    }
    if (i == cs.size()) {
      return false;
    }
    Contributor c = cs.get(i);
    int power = Math.max(0, c.power());
    if (bruteForce(cs, i + 1, parts, needs)) {
      return true;
    }
    List<CardColor> choices = new ArrayList<>(c.colors());
    if (choices.isEmpty()) {
      choices.add(null); // colorless
    }
    for (CardColor color : choices) {
      if (split(cs, i, parts, needs, color, power, 0)) {
        return true;
      }
    }
    return false;
  }

  private static boolean split(List<Contributor> cs, int i, List<RequirementPart> parts, int[] needs,
      CardColor color, int left, int part) {
    if (part == parts.size() || left == 0) {
      return bruteForce(cs, i + 1, parts, needs);
    }
    RequirementPart p = parts.get(part);
    boolean accepts = switch (p.kind()) {
      case COLOR -> color == p.color();
      case NOT_COLOR -> color != p.color();
      case ANY -> true;
    };
    int max = accepts ? Math.min(left, Math.max(0, needs[part])) : 0;
    for (int give = max; give >= 0; give--) {
      int[] next = needs.clone();
      next[part] -= give;
      if (split(cs, i, parts, next, color, left - give, part + 1)) {
        return true;
      }
    }
    return false;
  }
}
