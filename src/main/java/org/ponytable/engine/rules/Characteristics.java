package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Modifier;

/**
 * The current power and colors of every card in play: printed values with all continuous
 * modifiers applied in timestamp order (711.3), except that a modifier depending on another one
 * not yet applied waits for it (711.4), and among modifiers depending on each other the earliest
 * goes first (711.5). Worked out once per state; the last state asked about is kept per thread,
 * since states are immutable and rules ask about the same state many times in a row.
 */
final class Characteristics implements Abilities.Reading {
  /** What a modifier reads or writes. */
  private static final int POWER = 1;
  private static final int COLORS = 2;

  private static final ThreadLocal<Characteristics> LAST = new ThreadLocal<>();

  private final GameState s;
  private final int[] slotOf;
  private final int[] power;
  private final EnumSet<CardColor>[] colors;
  /**
   * Per card, the power of each color its modifiers added (by {@link CardColor} ordinal); null for
   * a card with none, which is nearly every card, so copies stay cheap.
   */
  private final int[][] colorPower;

  private Characteristics(GameState s, int[] slotOf, int[] power, EnumSet<CardColor>[] colors, int[][] colorPower) {
    this.s = s;
    this.slotOf = slotOf;
    this.power = power;
    this.colors = colors;
    this.colorPower = colorPower;
  }

  static Characteristics of(GameState s) {
    Characteristics last = LAST.get();
    if (last != null && last.s == s) {
      return last;
    }
    Characteristics now = printed(s);
    now.applyAll(modifiers(s));
    LAST.set(now);
    return now;
  }

  @Override
  public int power(GameState state, InPlay c) {
    int slot = slot(c.id());
    if (slot < 0) {
      return Abilities.PRINTED.power(state, c);
    }
    return power[slot];
  }

  @Override
  public Set<CardColor> colors(GameState state, InPlay c) {
    int slot = slot(c.id());
    if (slot < 0) {
      return Abilities.PRINTED.colors(state, c);
    }
    return Collections.unmodifiableSet(colors[slot]);
  }

  /** Whether the card has any colored power: most never do, and need no split (rulings.md). */
  boolean hasColorPower(InPlay c) {
    int slot = slot(c.id());
    if (slot < 0 || colorPower[slot] == null) {
      return false;
    }
    for (int part : colorPower[slot]) {
      if (part != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Colored power added to the card (rulings.md), by color ordinal; all zero when none. A power
   * set later replaces what was added before it (711.3a), colored power too.
   */
  int[] colorPower(InPlay c) {
    int slot = slot(c.id());
    return slot < 0 || colorPower[slot] == null ? new int[CardColor.values().length] : colorPower[slot].clone();
  }

  private int slot(int id) {
    return id >= 0 && id < slotOf.length ? slotOf[id] : -1;
  }

  /** Printed values and +1 power counters; face-down cards have no power or color (505.1b). */
  @SuppressWarnings("unchecked")
  private static Characteristics printed(GameState s) {
    List<InPlay> play = s.play();
    int maxId = -1;
    for (InPlay c : play) {
      maxId = Math.max(maxId, c.id());
    }
    int[] slotOf = new int[maxId + 1];
    Arrays.fill(slotOf, -1);
    int[] power = new int[play.size()];
    EnumSet<CardColor>[] colors = new EnumSet[play.size()];
    for (int i = 0; i < play.size(); i++) {
      InPlay c = play.get(i);
      slotOf[c.id()] = i;
      if (c.faceDown()) {
        colors[i] = EnumSet.noneOf(CardColor.class);
      } else {
        // 519.1: +1 power counters count with the printed power, before any modifier (rulings.md).
        power[i] = s.face(c.id()).power() + c.powerCounters();
        Set<CardColor> printed = s.face(c.id()).colors();
        colors[i] = printed.isEmpty() ? EnumSet.noneOf(CardColor.class) : EnumSet.copyOf(printed);
      }
    }
    return new Characteristics(s, slotOf, power, colors, new int[play.size()][]);
  }

  private Characteristics copy() {
    EnumSet<CardColor>[] c = colors.clone();
    for (int i = 0; i < c.length; i++) {
      c[i] = EnumSet.copyOf(c[i]);
    }
    int[][] cp = new int[colorPower.length][];
    for (int i = 0; i < cp.length; i++) {
      cp[i] = colorPower[i] == null ? null : colorPower[i].clone();
    }
    return new Characteristics(s, slotOf, power.clone(), c, cp);
  }

  /** One change a modifier makes to one card. */
  private record Delta(int slot, Ability.Change change) {}

  /**
   * A continuous modifier at work in this state: what it reads and writes (power, colors) and
   * what it does given the values worked out so far.
   */
  private record Mod(long timestamp, int source, String what, int reads, int writes,
      Function<Characteristics, List<Delta>> effect) {
    List<Delta> deltas(Characteristics now) {
      return effect.apply(now);
    }
  }

  private void apply(List<Delta> deltas) {
    for (Delta d : deltas) {
      if (s.play().get(d.slot()).faceDown()) {
        continue; // 505.1b: a face-down card stays without power and color.
      }
      power[d.slot()] = d.change().apply(power[d.slot()]);
      colors[d.slot()].addAll(d.change().colors());
      if (d.change().setPower() != null && colorPower[d.slot()] != null) {
        java.util.Arrays.fill(colorPower[d.slot()], 0);
      }
      if (!d.change().colorPower().isEmpty()) {
        if (colorPower[d.slot()] == null) {
          colorPower[d.slot()] = new int[CardColor.values().length];
        }
        d.change().colorPower().forEach((col, n) -> colorPower[d.slot()][col.ordinal()] += n);
      }
    }
  }

  /**
   * 711 applied to one card, step by step, for explaining it to testers: each modifier that
   * changed it, in the order applied. Worked out afresh; the rules never read it.
   */
  static List<Stats.Step> trace(GameState s, int card) {
    Characteristics now = printed(s);
    int slot = now.slot(card);
    List<Stats.Step> steps = new ArrayList<>();
    List<Mod> pending = modifiers(s);
    while (!pending.isEmpty()) {
      Mod m = pending.remove(now.next(pending));
      List<Delta> ds = m.deltas(now);
      int before = slot < 0 ? 0 : now.power[slot];
      Set<CardColor> colorsBefore = slot < 0 ? Set.of() : EnumSet.copyOf(now.colors[slot]);
      now.apply(ds);
      if (ds.stream().anyMatch(d -> d.slot() == slot)) {
        steps.add(new Stats.Step(m.timestamp(), m.source(), m.what(), before, now.power[slot], colorsBefore,
            Set.copyOf(now.colors[slot])));
      }
    }
    return steps;
  }

  /** 711.3-711.5: which pending modifier applies next. */
  private int next(List<Mod> pending) {
    for (int i = 0; i < pending.size(); i++) {
      if (!waits(pending.get(i), pending)) {
        return i;
      }
    }
    return 0; // 711.5: when all wait on each other, the earliest goes first.
  }

  /** 711.3-711.5. */
  private void applyAll(List<Mod> pending) {
    while (!pending.isEmpty()) {
      apply(pending.remove(next(pending)).deltas(this));
    }
  }

  /** 711.3b: whether applying some other pending modifier first would change what {@code a} does. */
  private boolean waits(Mod a, List<Mod> pending) {
    if (a.reads() == 0) {
      return false;
    }
    List<Delta> alone = null;
    for (Mod b : pending) {
      if (b == a || (a.reads() & b.writes()) == 0) {
        continue;
      }
      if (alone == null) {
        alone = a.deltas(this);
      }
      Characteristics after = copy();
      after.apply(b.deltas(this));
      if (!alone.equals(a.deltas(after))) {
        return true;
      }
    }
    return false;
  }

  private static int writes(Ability.Change c) {
    return (c.added() != 0 || c.setPower() != null ? POWER : 0) | (c.colors().isEmpty() ? 0 : COLORS);
  }

  /** Every continuous modifier in play, in timestamp order; ties keep play order (711.3a). */
  private static List<Mod> modifiers(GameState s) {
    List<Mod> out = new ArrayList<>();
    // Without a Teamwork card in play every card has just its printed abilities; most states
    // have none, and asking per card who shares them would cost a scan of play each time.
    boolean teamwork = false;
    for (InPlay c : s.play()) {
      if (!c.faceDown() && s.face(c.id()).has(Keyword.TEAMWORK)) {
        teamwork = true;
        break;
      }
    }
    for (InPlay src : s.play()) {
      if (src.faceDown()) {
        continue;
      }
      Face face = s.face(src.id());
      long at = s.abilities().enteredAt(src.id());
      if (teamwork ? Stats.has(s, src, Keyword.CARETAKER) : face.has(Keyword.CARETAKER)) {
        out.add(caretaker(at, src));
      }
      int supportive = teamwork ? Stats.value(s, src, Keyword.SUPPORTIVE) : face.keywordValue(Keyword.SUPPORTIVE);
      if (supportive > 0) {
        out.add(supportive(at, src, supportive));
      }
      if (teamwork ? Stats.has(s, src, Keyword.PRISMATIC) : face.has(Keyword.PRISMATIC)) {
        out.add(prismatic(at, src));
      }
      for (Ability a : teamwork ? Abilities.of(s, src) : face.abilities()) {
        if (a instanceof Ability.Continuous cont && cont.change() != Ability.Change.NONE) {
          out.add(fromAbility(at, src, cont));
        }
      }
    }
    for (Modifier m : s.abilities().modifiers()) {
      out.add(fromEffect(m));
    }
    if (out.size() > 1) {
      out.sort((a, b) -> Long.compare(a.timestamp(), b.timestamp()));
    }
    return out;
  }

  /** 702.1: a continuous ability of a card in play, with its "while" condition (708.2a). */
  private static Mod fromAbility(long timestamp, InPlay src, Ability.Continuous cont) {
    int reads = reads(cont.affects()) | reads(cont.whileCondition())
        | (cont.forEach() == null ? 0 : reads(cont.forEach().filter()))
        | (cont.forEach() != null && cont.forEach().kind() == org.ponytable.engine.ability.Count.Kind.COLORS_OF_THIS ? COLORS : 0)
        | reads(cont.forEach());
    return new Mod(timestamp, src.id(), "continuous ability", reads, writes(cont.change()), now -> {
      GameState s = now.s;
      Abilities.Ctx ctx = new Abilities.Ctx(src.id(), src.controller(), -1, null);
      if (!Abilities.holds(s, cont.whileCondition(), ctx, now)) {
        return List.of();
      }
      List<Delta> out = new ArrayList<>();
      List<InPlay> play = s.play();
      Ability.Change change = cont.change();
      if (cont.forEach() != null) {
        int n = Counts.of(s, cont.forEach(), ctx, src.controller(), now);
        change = new Ability.Change(change.power() * n, null, Set.of());
      }
      for (int i = 0; i < play.size(); i++) {
        if (Abilities.matches(s, cont.affects(), play.get(i), ctx, now)) {
          out.add(new Delta(i, change));
        }
      }
      return out;
    });
  }

  /** What a "while" condition reads of power and colors. */
  private static int reads(Condition w) {
    if (w instanceof Condition.Count count) {
      return reads(count.filter());
    } else if (w instanceof Condition.ThisIs is) {
      return reads(is.filter());
    } else if (w instanceof Condition.All all) {
      int r = 0;
      for (Condition one : all.all()) {
        r |= reads(one);
      }
      return r;
    } else if (w instanceof Condition.MostPower) {
      return POWER;
    } else if (w instanceof Condition.PowerInPlay) {
      return POWER | COLORS;
    } else if (w instanceof Condition.None none) {
      return reads(none.filter());
    } else if (w instanceof Condition.MoreThanRequired) {
      return POWER;
    } else if (w instanceof Condition.Number num) {
      return reads(num.count()) | reads(num.count().filter())
          | (num.moreThan() == null ? 0 : reads(num.moreThan()) | reads(num.moreThan().filter()));
    }
    return 0;
  }

  /** What the counts added for issue 11 read of power and colors (colors among cards, power of this card). */
  private static int reads(org.ponytable.engine.ability.Count count) {
    if (count == null) {
      return 0;
    }
    return switch (count.kind()) {
      case COLORS_AMONG -> COLORS;
      case POWER_OF_THIS, POWER_OF -> POWER;
      default -> 0;
    };
  }

  private static int reads(Filter f) {
    return (!f.colors().isEmpty() || f.notColor() != null ? COLORS : 0)
        | (f.maxPower() >= 0 || f.minPower() >= 0 || f.powerVsThis() != null ? POWER : 0)
        // Issue 11's parts: power against cost or a chosen card, and what is attached.
        | (f.powerVsCost() != null || f.powerVsChosen() != null ? POWER : 0)
        | (f.withAttached() == null ? 0 : reads(f.withAttached()))
        | (f.withoutAttached() == null ? 0 : reads(f.withoutAttached()));
  }

  /** 708.2: a modifier an effect put on one card; it reads nothing. */
  private static Mod fromEffect(Modifier m) {
    int target = m.target();
    Ability.Change change = m.change();
    return new Mod(m.timestamp(), m.source(), "effect " + org.ponytable.engine.ability.Words.until(m.duration()), 0,
        writes(change), now -> {
      int slot = now.slot(target);
      return slot < 0 ? List.of() : List.of(new Delta(slot, change));
    });
  }

  /** Glossary, Caretaker: +1 at a Problem with another of your Critter Friends. */
  private static Mod caretaker(long timestamp, InPlay card) {
    return new Mod(timestamp, card.id(), "Caretaker", 0, POWER, now -> {
      GameState s = now.s;
      if (card.area().isProblem()) {
        for (InPlay other : s.at(card.area())) {
          if (other.id() != card.id() && other.controller() == card.controller()
              && s.type(other.id()) == CardType.FRIEND && Stats.hasTrait(s, other, "Critter")) {
            return List.of(new Delta(now.slot(card.id()), new Ability.Change(1, null, Set.of())));
          }
        }
      }
      return List.of();
    });
  }

  /** Glossary, Supportive X: +X while with your Mane Character sharing a color (rulings.md). */
  private static Mod supportive(long timestamp, InPlay card, int amount) {
    return new Mod(timestamp, card.id(), "Supportive " + amount, COLORS, POWER, now -> {
      GameState s = now.s;
      int mane = s.maneOf(card.controller());
      InPlay m = mane < 0 ? null : s.inPlay(mane);
      if (m != null && m.id() != card.id() && m.area().equals(card.area())
          && !Collections.disjoint(now.colors(s, m), now.colors(s, card))) {
        return List.of(new Delta(now.slot(card.id()), new Ability.Change(amount, null, Set.of())));
      }
      return List.of();
    });
  }

  /**
   * Glossary, Prismatic: also the colors of the controller's other Crystal characters. Only the
   * colors it lacks count as its change, so two Prismatic cards don't wait on each other.
   */
  private static Mod prismatic(long timestamp, InPlay card) {
    return new Mod(timestamp, card.id(), "Prismatic", COLORS, COLORS, now -> {
      GameState s = now.s;
      EnumSet<CardColor> gained = EnumSet.noneOf(CardColor.class);
      for (InPlay other : s.play()) {
        if (other.id() != card.id() && other.controller() == card.controller() && s.isCharacter(other)
            && Stats.hasTrait(s, other, "Crystal")) {
          gained.addAll(now.colors(s, other));
        }
      }
      gained.removeAll(now.colors(s, card));
      return gained.isEmpty() ? List.of()
          : List.of(new Delta(now.slot(card.id()), new Ability.Change(0, null, gained)));
    });
  }
}
