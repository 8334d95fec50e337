package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.ability.Count;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;

/** How a {@link Count} ("for each ...", "equal to ...") reads a state: the one place counts are made. */
final class Counts {
  private Counts() {}

  /** The count as now, read by {@code you} ("your hand", "your opponent's tokens"). */
  static int of(GameState s, Count c, Abilities.Ctx ctx, int you) {
    return of(s, c, ctx, you, Abilities.CURRENT);
  }

  /** The count with power and colors read through {@code values} (while modifiers apply, 711). */
  static int of(GameState s, Count c, Abilities.Ctx ctx, int you, Abilities.Reading values) {
    int n = 0;
    switch (c.kind()) {
      case IN_PLAY -> {
        // "you" in the filter is the player the count is read by.
        Abilities.Ctx by = new Abilities.Ctx(ctx.source(), you, ctx.subject(), ctx.there());
        for (InPlay card : s.play()) {
          n += Abilities.matches(s, c.filter(), card, by, values) ? 1 : 0;
        }
      }
      // Glossary, Pumped: the cards banished beneath the card with the ability.
      case BENEATH -> n = s.inPlay(ctx.source()) == null ? 0 : Keywords.beneath(s, ctx.source()).size();
      case COLORS_OF_THIS -> {
        InPlay self = s.inPlay(ctx.source());
        n = self == null ? 0 : values.colors(s, self).size();
      }
      case COST_OF_CHOSEN -> {
        // What the previous effect of this ability chose (Resolution.previous), read as printed.
        if (s.resolving() != null && s.resolving().source() == ctx.source()) {
          for (int card : s.resolving().previous()) {
            n += s.def(card).cost();
          }
        }
      }
      case COUNTERS -> {
        InPlay self = s.inPlay(ctx.source());
        n = self == null ? 0 : self.counters().getOrDefault(c.name(), 0);
      }
      case COLORS_AMONG, TRAITS_AMONG -> {
        // 203.1, 201.4: each color or trait once, however many matching cards have it.
        Abilities.Ctx by = new Abilities.Ctx(ctx.source(), you, ctx.subject(), ctx.there());
        java.util.Set<Object> seen = new java.util.HashSet<>();
        for (InPlay card : s.play()) {
          if (Abilities.matches(s, c.filter(), card, by, values)) {
            if (c.kind() == Count.Kind.COLORS_AMONG) {
              seen.addAll(values.colors(s, card));
            } else if (!card.faceDown()) {
              s.face(card.id()).traits().forEach(t -> seen.add(t.toLowerCase(java.util.Locale.ROOT)));
            }
          }
        }
        n = seen.size();
      }
      case DOUBLED_FOR -> {
        // 711: doubled once for each matching card, from its power as it is now (a negative power counts 0, 105.2).
        InPlay self = s.inPlay(ctx.source());
        if (self != null) {
          Abilities.Ctx by = new Abilities.Ctx(ctx.source(), you, ctx.subject(), ctx.there());
          int times = 0;
          for (InPlay card : s.play()) {
            times += Abilities.matches(s, c.filter(), card, by, values) ? 1 : 0;
          }
          long power = Math.max(0, values.power(s, self));
          n = (int) Math.min(999, power * ((1L << Math.min(times, 20)) - 1));
        }
      }
      case POWER_OF -> {
        // 711, 105.2: each matching card's power as it is now, a negative power counting 0.
        Abilities.Ctx by = new Abilities.Ctx(ctx.source(), you, ctx.subject(), ctx.there());
        for (InPlay card : s.play()) {
          n += Abilities.matches(s, c.filter(), card, by, values) ? Math.max(0, values.power(s, card)) : 0;
        }
      }
      case HIGHEST_POWER -> {
        // 711, 105.2: one card's power, the highest as now; ties count once (rulings.md, highest and lowest power).
        Abilities.Ctx by = new Abilities.Ctx(ctx.source(), you, ctx.subject(), ctx.there());
        for (InPlay card : s.play()) {
          n = Abilities.matches(s, c.filter(), card, by, values) ? Math.max(n, values.power(s, card)) : n;
        }
      }
      case POWER_OF_THIS -> {
        // 711: as the card is now; nothing once it has left play.
        InPlay self = s.inPlay(ctx.source());
        n = self == null ? 0 : Math.max(0, values.power(s, self));
      }
      case COLORS_IN_DISCARD, TYPES_IN_DISCARD -> {
        // 203.1, 205: each color or card type once among the matching cards of the piles, as printed (404).
        java.util.Set<Object> seen = new java.util.HashSet<>();
        for (int p : players(c.player(), you)) {
          for (int card : Abilities.printedFits(s, s.player(p).discard(), c.filter())) {
            if (c.kind() == Count.Kind.TYPES_IN_DISCARD) {
              seen.add(s.def(card).type());
            } else {
              seen.addAll(s.def(card).face().colors());
            }
          }
        }
        n = seen.size();
      }
      case PROBLEM_BONUS -> {
        // 210: the Problem the trigger names (501.5), else the one where the card with the ability is.
        Area at = Abilities.there(s, ctx);
        int problem = at == null || at.home() ? -1 : s.problemAt(at.owner());
        n = problem < 0 ? 0 : s.def(problem).bonus();
      }
      case HAND_SHORT -> {
        // "draw until you have 4 cards in your hand", "... as many as your opponent": never below 0.
        int goal = c.number() > 0 ? c.number() : s.player(1 - you).hand().size();
        n = Math.max(0, goal - s.player(you).hand().size());
      }
      default -> {
        for (int p : players(c.player(), you)) {
          PlayerState ps = s.player(p);
          n += switch (c.kind()) {
            case HAND -> ps.hand().size();
            // 515: flipped cards stay flipped while ignored (515.4).
            case FLIPPED -> s.faceoff() == null ? 0 : ps.flipped().size();
            case TOKENS -> ps.tokens();
            // 406: the Banished Zone, matched by what is printed.
            case BANISHED -> Abilities.printedFits(s, ps.banished(), c.filter()).size();
            // 404: discard piles are public; matched by what is printed.
            default -> Abilities.printedFits(s, ps.discard(), c.filter()).size();
          };
        }
      }
    }
    return n;
  }

  private static List<Integer> players(Who who, int you) {
    return switch (who) {
      case YOU -> List.of(you);
      case OPPONENT -> List.of(1 - you);
      case ANYONE -> List.of(0, 1);
    };
  }
}
