package org.ponytable.engine.rules;

import static org.ponytable.engine.terms.CardColor.ORANGE;
import static org.ponytable.engine.terms.CardColor.PURPLE;
import static org.ponytable.engine.terms.CardColor.WHITE;
import static org.ponytable.engine.terms.CardColor.YELLOW;

import java.util.List;
import org.ponytable.engine.Position;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.card.Placement;
import org.ponytable.engine.card.RequirementPart;

/**
 * TestCards' pool plus the made-up cards the rule tests need: Friends of exact powers and
 * colors for stacked flips, colorless and negative-power Friends, Problems shaped like the
 * rulebooks' examples, an Event and Resources.
 */
final class RuleCards {
  private RuleCards() {}

  static CardDef problem(String id, int bonus, List<RequirementPart> owner, List<RequirementPart> opponent) {
    return CardDef.builder(id, CardType.PROBLEM, id).bonus(bonus).startingProblem(true)
        .ownerRequirement(owner.toArray(RequirementPart[]::new))
        .opponentRequirement(opponent.toArray(RequirementPart[]::new)).build();
  }

  static final List<CardDef> EXTRA = List.of(
      TestCards.friend("y0", 0, 0, YELLOW),
      TestCards.friend("y1", 1, 1, YELLOW),
      TestCards.friend("y2", 2, 2, YELLOW),
      TestCards.friend("y3", 3, 3, YELLOW),
      TestCards.friend("y4", 4, 4, YELLOW),
      TestCards.friend("y5", 5, 5, YELLOW),
      TestCards.friend("p1", 1, 1, PURPLE),
      TestCards.friend("p2", 2, 2, PURPLE),
      TestCards.friend("p3", 3, 3, PURPLE),
      TestCards.friend("p4", 4, 4, PURPLE),
      TestCards.friend("o2", 2, 2, ORANGE),
      TestCards.friend("w2", 2, 2, WHITE),
      TestCards.friend("yo2", 2, 2, YELLOW, ORANGE),
      TestCards.friend("py2", 2, 2, PURPLE, YELLOW),
      TestCards.friend("py3", 3, 3, PURPLE, YELLOW),
      TestCards.friend("clear2", 2, 2),
      TestCards.friend("neg2", 1, -2, YELLOW),
      CardDef.builder("req-y4", CardType.FRIEND, "req-y4").cost(1).power(1).colors(PURPLE)
          .playRequirement(new ColorPower(YELLOW, 4)).build(),
      CardDef.builder("req-p2", CardType.FRIEND, "req-p2").cost(1).power(1).colors(YELLOW)
          .playRequirement(new ColorPower(PURPLE, 2)).build(),
      CardDef.builder("ev-1", CardType.EVENT, "ev-1").cost(1).build(),
      CardDef.builder("res-home", CardType.RESOURCE, "res-home").cost(1).build(),
      CardDef.builder("res-problem", CardType.RESOURCE, "res-problem").cost(1).placement(Placement.PROBLEM).build(),
      TestCards.troublemaker("tm-3", 3, 2),
      TestCards.troublemaker("tm-epic2", 4, 2, "Epic"),
      problem("any1", 2, List.of(RequirementPart.any(1)), List.of(RequirementPart.any(1))),
      problem("any4", 1, List.of(RequirementPart.any(4)), List.of(RequirementPart.any(4))),
      problem("any9", 3, List.of(RequirementPart.any(9)), List.of(RequirementPart.any(9))),
      problem("p2y2", 1, List.of(RequirementPart.of(PURPLE, 2), RequirementPart.of(YELLOW, 2)), List.of(RequirementPart.any(4))),
      problem("p3any1", 1, List.of(RequirementPart.of(PURPLE, 3), RequirementPart.any(1)), List.of(RequirementPart.any(4))),
      problem("never", 0, List.of(RequirementPart.any(99)), List.of(RequirementPart.any(99))));

  static final CardPool POOL = TestCards.POOL.with(EXTRA);

  /**
   * Both players' Mane Characters at home and a Problem each, Main Phase of turn 3 for player
   * 1. Tests add the rest.
   */
  static Table table() {
    return table("any4", "any4");
  }

  static Table table(String problem0, String problem1) {
    Position p = new Position(POOL).turn(3, 0);
    int mane0 = p.mane(0, "mane-sun");
    int mane1 = p.mane(1, "mane-star");
    int pr0 = p.problem(0, problem0);
    int pr1 = p.problem(1, problem1);
    return new Table(p, mane0, mane1, pr0, pr1);
  }

  /** A Position with the ids of its standard cards. */
  record Table(Position p, int mane0, int mane1, int problem0, int problem1) {}

}
