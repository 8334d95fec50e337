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
 * since states are immutable and rules ask about the same state many times in a row. A later state
 * with the same inputs (see {@link #scope}) takes the kept result over instead of working it out
 * again: most steps change neither the play zone nor the effects' modifiers.
 */
final class Characteristics implements Abilities.Reading {
  /** What a modifier reads or writes. */
  private static final int POWER = 1;
  private static final int COLORS = 2;

  /**
   * What the result depends on beyond the play zone, the game's cards, the effects' modifiers,
   * the timestamps, and the flipped cards' Chaos text (TABLE, no bit): also whose turn it is
   * (TURN, "while it's your turn"), whether cards are ready or exhausted (STATUS, a filter saying
   * so), or anything else a modifier may read, such as hands, scores, what is being processed,
   * grants, blanking or Teamwork (ANY: worked out afresh for each state).
   */
  private static final int TABLE = 0;
  private static final int TURN = 1;
  private static final int STATUS = 2;
  private static final int ANY = 4;
  /**
   * A modifier in play reads cards other than those {@link #bystander} rules out: a continuous
   * ability's filters and conditions, or a Chaos card's while flipped. Without it, the result of a
   * state can be taken over for one where only bystanders changed ({@link #takenOver}).
   */
  private static final int WIDE = 8;
  /**
   * What the keyword modifiers in play read besides their source, so {@link #bystander} need not
   * rule out every Critter, Crystal or Mane Character: Caretaker counts Critters, Prismatic takes
   * Crystals' colors, Supportive adds to its controller's Mane Character.
   */
  private static final int CRITTERS = 16;
  private static final int CRYSTALS = 32;
  private static final int MANES = 64;
  /**
   * A modifier reads whether a faceoff is on or which cards it involves ("while this card is
   * involved in a faceoff", "during faceoffs"): the result holds only between states with no
   * faceoff, where nothing is involved (involvement itself may read anything).
   */
  private static final int FACEOFF = 128;
  /** A modifier reads the phase ("during the Score Phase"): the result holds within the phase. */
  private static final int PHASE = 256;

  private static final ThreadLocal<Characteristics> LAST = new ThreadLocal<>();

  private final GameState s;
  private final int[] slotOf;
  private final int[] power;
  /**
   * Per card, its colors: the printed set, shared and never written, until a modifier adds one;
   * then an {@link EnumSet} of this object's own (printed colors were a tenth of the work here).
   */
  private final Set<CardColor>[] colors;
  /**
   * Per card, the power of each color its modifiers added (by {@link CardColor} ordinal); null for
   * a card with none, which is nearly every card, so copies stay cheap.
   */
  private final int[][] colorPower;
  /** Per player, {@link #crystalSlots}, or null until asked; shared by copies of the same state. */
  private final int[][] crystal;
  /** Per card, whether it lost and can't have colors (rulings.md, losing colors); null while none has. */
  private boolean[] colorless;
  /** Cards whose power no modifier changes any more ("can't lose or gain power"); null while none. */
  private boolean[] powerLocked;
  /** Per card, whether it made modifiers ({@link #modifiers}); null when not known. */
  private boolean[] sources;
  /** How far the result holds for later states: {@link #TABLE} or the bits of what else it read. */
  private int scope = ANY;

  private Characteristics(GameState s, int[] slotOf, int[] power, Set<CardColor>[] colors, int[][] colorPower,
      int[][] crystal) {
    this.s = s;
    this.crystal = crystal;
    this.slotOf = slotOf;
    this.power = power;
    this.colors = colors;
    this.colorPower = colorPower;
  }

  /** The change a "lose and can't have colors" modifier makes; told apart by identity. */
  private static final Ability.Change LOSE_COLORS = new Ability.Change(0, null, Set.of());
  /** The change a "can't lose or gain power" ability makes; told apart by identity. */
  private static final Ability.Change LOCK_POWER = new Ability.Change(0, null, Set.of());

  static Characteristics of(GameState s) {
    Characteristics last = LAST.get();
    if (last != null && last.s == s) {
      return last;
    }
    Characteristics now = null;
    if (last != null) {
      now = last.holdsFor(s) ? last.sharedWith(s) : last.takenOver(s);
    }
    if (now == null) {
      now = worked(s);
    }
    LAST.set(now);
    return now;
  }

  private static Characteristics worked(GameState s) {
    Characteristics now = printed(s);
    int[] scope = {TABLE};
    now.sources = new boolean[now.power.length];
    now.applyAll(modifiers(s, scope, now.sources));
    now.scope = scope[0];
    return now;
  }

  /** Whether {@code later} has every input this result was worked out from ({@link #scope}). */
  private boolean holdsFor(GameState later) {
    if ((scope & ANY) != 0 || later.cards() != s.cards()
        || (scope & FACEOFF) != 0 && (later.faceoff() != null || s.faceoff() != null)
        || (scope & PHASE) != 0 && later.stage().phase() != s.stage().phase()
        || later.abilities().modifiers() != s.abilities().modifiers()
        || (scope & TURN) != 0 && later.turnPlayer() != s.turnPlayer()
        || later.play() != s.play() && ((scope & STATUS) != 0 || !sameButStatus(later.play(), s.play()))) {
      return false;
    }
    if (later.abilities() != s.abilities() && !later.abilities().entered().equals(s.abilities().entered())) {
      return false;
    }
    // Short of ANY, modifiers read of a faceoff only its flipped cards' Chaos text: a faceoff
    // starting, moving on or ending changes no power or color unless that text changes.
    return sameChaos(s, later);
  }

  /**
   * Whether the flipped cards of two states make the same Chaos modifiers (rulings.md, "while
   * flipped"; see {@link #modifiers}): each player's flipped cards while a faceoff is on are the
   * same, or neither list has a card with text that works while flipped.
   */
  private static boolean sameChaos(GameState a, GameState b) {
    if (a.players().size() != b.players().size()) {
      return false;
    }
    for (int p = 0; p < a.players().size(); p++) {
      List<Integer> x = a.faceoff() == null ? List.of() : a.player(p).flipped();
      List<Integer> y = b.faceoff() == null ? List.of() : b.player(p).flipped();
      if (!x.equals(y) && (printsWhileFlipped(a, x) || printsWhileFlipped(b, y))) {
        return false;
      }
    }
    return true;
  }

  private static boolean printsWhileFlipped(GameState s, List<Integer> cards) {
    for (int i = 0; i < cards.size(); i++) {
      List<Ability> abilities = s.def(cards.get(i)).face().abilities();
      for (int k = 0; k < abilities.size(); k++) {
        if (abilities.get(k) instanceof Ability.WhileFlipped) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether two play zones hold the same cards in the same places and order, the same in all but
   * being ready, exhausted or frightened and confronted, which only a filter's status reads
   * (Abilities.matches): readying and exhausting cards change no power or color then.
   */
  private static boolean sameButStatus(List<InPlay> a, List<InPlay> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!sameButStatus(a.get(i), b.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** The same for one card. */
  private static boolean sameButStatus(InPlay x, InPlay y) {
    return x == y || x.id() == y.id() && x.controller() == y.controller() && x.area().equals(y.area())
        && x.faceDown() == y.faceDown() && x.boosted() == y.boosted() && x.host() == y.host()
        && x.counters().equals(y.counters()) && x.chosenColors().equals(y.chosenColors());
  }

  /**
   * This result for a later state where only bystanders entered, left, moved or changed (most
   * steps that change the play zone: a card played or moved, a Problem replaced): every modifier
   * does then exactly what it did, to the same cards, in the same order (711.3-711.5), and each
   * bystander has its printed values. Null when that is not known to hold. Only for results whose
   * modifiers are keywords (Caretaker, Supportive, Prismatic) and effects' modifiers, which read
   * no card but their source, its controller's Mane Character and the Crystal characters and
   * Critters there ({@link #WIDE}).
   */
  private Characteristics takenOver(GameState later) {
    if ((scope & (ANY | WIDE | STATUS | TURN | FACEOFF | PHASE)) != 0 || colorless != null || powerLocked != null || sources == null
        || later.cards() != s.cards() || later.abilities().modifiers() != s.abilities().modifiers()
        || !sameChaos(s, later)) {
      return null;
    }
    int[] manes = new int[s.players().size()];
    for (int p = 0; p < manes.length; p++) {
      manes[p] = s.maneOf(p);
      if (later.maneOf(p) != manes[p]) {
        return null;
      }
    }
    List<InPlay> before = s.play();
    List<InPlay> play = later.play();
    int[] slotOf = noSlots(play);
    int[] power = new int[play.size()];
    @SuppressWarnings("unchecked")
    Set<CardColor>[] colors = new Set[play.size()];
    int[][] colorPower = new int[play.size()][];
    boolean[] sources = new boolean[play.size()];
    int kept = 0;
    int lastSource = -1;
    for (int i = 0; i < play.size(); i++) {
      InPlay x = play.get(i);
      slotOf[x.id()] = i;
      int old = slot(x.id());
      InPlay y = old < 0 ? null : before.get(old);
      if (y != null && sameButStatus(x, y)) {
        kept++;
        if (this.sources[old]) {
          // The modifiers' sources keep their timestamps and order (711.3a: ties keep play order).
          if (old < lastSource || later.abilities().enteredAt(x.id()) != s.abilities().enteredAt(y.id())) {
            return null;
          }
          lastSource = old;
          sources[i] = true;
        }
        power[i] = this.power[old];
        colors[i] = this.colors[old];
        colorPower[i] = this.colorPower[old];
        continue;
      }
      if (!bystander(later, x, manes, scope) || y != null && !bystander(s, y, manes, scope)) {
        return null;
      }
      if (x.faceDown()) {
        colors[i] = Set.of();
      } else {
        // As printed() works it out: 519.1, power counters count with the printed power.
        Face face = later.face(x.id());
        power[i] = face.power() + x.powerCounters();
        colors[i] = face.colors();
      }
    }
    if (kept < before.size()) {
      // Cards that left play, or changed: each must have been a bystander.
      for (InPlay y : before) {
        InPlay x = later.inPlay(y.id());
        if ((x == null || !sameButStatus(x, y)) && !bystander(s, y, manes, scope)) {
          return null;
        }
      }
    }
    Characteristics out = new Characteristics(later, slotOf, power, colors, colorPower,
        new int[later.players().size()][]);
    out.scope = scope;
    out.sources = sources;
    return out;
  }

  /**
   * Whether no modifier of a {@link #WIDE}-free result reads or changes {@code c} in {@code st}:
   * it makes no modifier, no effect's modifier is on it, and it is none of what the keyword
   * modifiers of the result read ({@code scope}): a Mane Character (Supportive), a Crystal
   * (Prismatic) or a Critter (Caretaker), whatever its type.
   */
  private static boolean bystander(GameState st, InPlay c, int[] manes, int scope) {
    Face face = st.face(c.id());
    if (printsModifier(face) || (scope & CRYSTALS) != 0 && face.hasTrait("Crystal")
        || (scope & CRITTERS) != 0 && face.hasTrait("Critter")) {
      return false;
    }
    for (int mane : manes) { // the same in both states
      if ((scope & MANES) != 0 && mane == c.id()) {
        return false;
      }
    }
    List<Modifier> modifiers = st.abilities().modifiers();
    for (int i = 0; i < modifiers.size(); i++) {
      if (modifiers.get(i).target() == c.id()) {
        return false;
      }
    }
    return true;
  }

  /** This result for a later state with the same inputs; the arrays are never written once worked out. */
  private Characteristics sharedWith(GameState later) {
    Characteristics out = new Characteristics(later, slotOf, power, colors, colorPower, crystal);
    out.colorless = colorless;
    out.powerLocked = powerLocked;
    out.scope = scope;
    out.sources = sources;
    return out;
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
    Set<CardColor> now = colors[slot];
    return now instanceof EnumSet ? Collections.unmodifiableSet(now) : now;
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

  /** A card-id-to-slot table for {@code play}, every entry -1 until its slot is written. */
  private static int[] noSlots(List<InPlay> play) {
    int maxId = -1;
    for (InPlay c : play) {
      maxId = Math.max(maxId, c.id());
    }
    int[] slotOf = new int[maxId + 1];
    Arrays.fill(slotOf, -1);
    return slotOf;
  }

  /** Printed values and +1 power counters; face-down cards have no power or color (505.1b). */
  @SuppressWarnings("unchecked")
  private static Characteristics printed(GameState s) {
    List<InPlay> play = s.play();
    int[] slotOf = noSlots(play);
    int[] power = new int[play.size()];
    Set<CardColor>[] colors = new Set[play.size()];
    for (int i = 0; i < play.size(); i++) {
      InPlay c = play.get(i);
      slotOf[c.id()] = i;
      if (c.faceDown()) {
        colors[i] = Set.of();
      } else {
        // 519.1: +1 power counters count with the printed power, before any modifier (rulings.md).
        Face face = s.face(c.id());
        power[i] = face.power() + c.powerCounters();
        colors[i] = face.colors(); // unmodifiable (Face), so shared until a modifier adds a color
      }
    }
    return new Characteristics(s, slotOf, power, colors, new int[play.size()][], new int[s.players().size()][]);
  }

  private Characteristics copy() {
    Set<CardColor>[] c = colors.clone();
    for (int i = 0; i < c.length; i++) {
      if (c[i] instanceof EnumSet<CardColor> own) {
        c[i] = own.clone();
      }
    }
    int[][] cp = new int[colorPower.length][];
    for (int i = 0; i < cp.length; i++) {
      cp[i] = colorPower[i] == null ? null : colorPower[i].clone();
    }
    Characteristics out = new Characteristics(s, slotOf, power.clone(), c, cp, crystal);
    out.colorless = colorless == null ? null : colorless.clone();
    out.powerLocked = powerLocked == null ? null : powerLocked.clone();
    return out;
  }

  /** One change a modifier makes to one card. */
  private record Delta(int slot, Ability.Change change) {}

  /**
   * A continuous modifier at work in this state: what it reads and writes (power, colors) and
   * what it does given the values worked out so far.
   */
  private record Mod(long timestamp, int source, String what, int reads, int writes,
      Function<Characteristics, List<Delta>> effect, Footprint footprint) {
    /** One whose change may depend on the values of any card. */
    Mod(long timestamp, int source, String what, int reads, int writes, Function<Characteristics, List<Delta>> effect) {
      this(timestamp, source, what, reads, writes, effect, null);
    }

    List<Delta> deltas(Characteristics now) {
      return effect.apply(now);
    }
  }

  /** The cards, by slot, whose values a modifier's change depends on, where that is known. */
  private interface Footprint {
    boolean reads(Characteristics now, int slot);
  }

  /** Whether some of {@code deltas} changes a card {@code footprint} reads. */
  private boolean touches(List<Delta> deltas, Footprint footprint) {
    for (Delta d : deltas) {
      if (footprint.reads(this, d.slot())) {
        return true;
      }
    }
    return false;
  }

  private void apply(List<Delta> deltas) {
    for (Delta d : deltas) {
      if (s.play().get(d.slot()).faceDown()) {
        continue; // 505.1b: a face-down card stays without power and color.
      }
      if (d.change() == LOSE_COLORS) {
        if (colorless == null) {
          colorless = new boolean[colors.length];
        }
        colorless[d.slot()] = true;
        colors[d.slot()] = Set.of(); // never cleared in place: printed sets are shared
        continue;
      }
      if (d.change() == LOCK_POWER) {
        if (powerLocked == null) {
          powerLocked = new boolean[power.length];
        }
        powerLocked[d.slot()] = true;
        continue;
      }
      if (colorless == null || !colorless[d.slot()]) {
        addColors(d.slot(), d.change().colors());
      }
      if (powerLocked != null && powerLocked[d.slot()]) {
        continue;
      }
      power[d.slot()] = d.change().apply(power[d.slot()]);
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

  private void addColors(int slot, Set<CardColor> added) {
    if (added.isEmpty() || colors[slot].containsAll(added)) {
      return;
    }
    Set<CardColor> now = colors[slot];
    EnumSet<CardColor> own = now instanceof EnumSet<CardColor> e ? e
        : now.isEmpty() ? EnumSet.noneOf(CardColor.class) : EnumSet.copyOf(now);
    own.addAll(added);
    colors[slot] = own;
  }

  /**
   * 711 applied to one card, step by step, for explaining it to testers: each modifier that
   * changed it, in the order applied. Worked out afresh; the rules never read it.
   */
  static List<Stats.Step> trace(GameState s, int card) {
    Characteristics now = printed(s);
    int slot = now.slot(card);
    List<Stats.Step> steps = new ArrayList<>();
    List<Mod> pending = modifiers(s, new int[1], null);
    while (!pending.isEmpty()) {
      Mod m = pending.remove(now.next(pending));
      List<Delta> ds = m.deltas(now);
      int before = slot < 0 ? 0 : now.power[slot];
      Set<CardColor> colorsBefore = slot < 0 || now.colors[slot].isEmpty() ? EnumSet.noneOf(CardColor.class)
          : EnumSet.copyOf(now.colors[slot]);
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
    return next(pending, new Deltas(pending));
  }

  private int next(List<Mod> pending, Deltas now) {
    return next(pending, now, 0);
  }

  /** The same, knowing that those before {@code from} wait. */
  private int next(List<Mod> pending, Deltas now, int from) {
    for (int i = from; i < pending.size(); i++) {
      if (!waits(i, pending, now)) {
        return i;
      }
    }
    return 0; // 711.5: when all wait on each other, the earliest goes first.
  }

  /** 711.3-711.5. */
  private void applyAll(List<Mod> pending) {
    if (!anyMayWait(pending)) {
      // Nothing reads what another writes: timestamp order is the order (711.3a).
      for (Mod m : pending) {
        apply(m.deltas(this));
      }
      return;
    }
    Deltas now = new Deltas(pending);
    int from = 0;
    while (!pending.isEmpty()) {
      int i = next(pending, now, from);
      List<Delta> chosen = now.of(i);
      int wrote = pending.get(i).writes();
      pending.remove(i);
      now.removed(i);
      apply(chosen);
      if (chosen.isEmpty()) {
        // Nothing changed: what the others do, and that those before it wait, still holds.
        from = i;
      } else {
        // What a modifier does changes only with what it reads; which ones wait is asked again.
        now.changed(wrote);
        from = 0;
      }
    }
  }

  /** Whether some pending modifier reads what another one writes, so that 711.4 may apply. */
  private static boolean anyMayWait(List<Mod> pending) {
    int writes = 0;
    int reads = 0;
    for (Mod m : pending) {
      writes |= m.writes();
      reads |= m.reads();
    }
    if ((reads & writes) == 0) {
      return false;
    }
    for (Mod a : pending) {
      if (a.reads() == 0) {
        continue;
      }
      for (Mod b : pending) {
        if (b != a && (a.reads() & b.writes()) != 0) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * What each pending modifier would do given the values worked out so far, each asked at most
   * once per round: 711.4 compares them pairwise.
   */
  private final class Deltas {
    private final List<Mod> pending;
    private final List<?>[] known;

    Deltas(List<Mod> pending) {
      this.pending = pending;
      this.known = new List<?>[pending.size()];
    }

    /** Values of {@code writes} changed: forgets what the modifiers reading them would do. */
    void changed(int writes) {
      for (int k = 0; k < pending.size(); k++) {
        if ((pending.get(k).reads() & writes) != 0) {
          known[k] = null;
        }
      }
    }

    /** Number {@code i} left {@link #pending}: the known ones after it move up. */
    void removed(int i) {
      System.arraycopy(known, i + 1, known, i, known.length - i - 1);
      known[known.length - 1] = null;
    }

    @SuppressWarnings("unchecked")
    List<Delta> of(int i) {
      if (known[i] == null) {
        known[i] = pending.get(i).deltas(Characteristics.this);
      }
      return (List<Delta>) known[i];
    }
  }

  /** 711.3b: whether applying some other pending modifier first would change what number {@code i} does. */
  private boolean waits(int i, List<Mod> pending, Deltas now) {
    Mod a = pending.get(i);
    if (a.reads() == 0) {
      return false;
    }
    for (int j = 0; j < pending.size(); j++) {
      Mod b = pending.get(j);
      if (j == i || (a.reads() & b.writes()) == 0) {
        continue;
      }
      List<Delta> first = now.of(j);
      if (first.isEmpty() || a.footprint() != null && !touches(first, a.footprint())) {
        continue; // b changes nothing a reads now, so it can change nothing a does.
      }
      Characteristics after = copy();
      after.apply(first);
      if (!now.of(i).equals(a.deltas(after))) {
        return true;
      }
    }
    return false;
  }

  private static int writes(Ability.Change c) {
    return (c.added() != 0 || c.setPower() != null ? POWER : 0) | (c.colors().isEmpty() ? 0 : COLORS);
  }

  /**
   * Every continuous modifier in play, in timestamp order; ties keep play order (711.3a).
   * {@code scope[0]} is raised to what they read beyond the table ({@link #TABLE}).
   */
  private static List<Mod> modifiers(GameState s, int[] scope, boolean[] sources) {
    List<Mod> out = new ArrayList<>();
    // Without a Teamwork card in play every card has just its printed abilities; most states
    // have none, and asking per card who shares them would cost a scan of play each time.
    boolean teamwork = PlayIndex.of(s).teamwork;
    // Keywords given by abilities or effects (rulings.md, granted keywords): read as each
    // modifier applies, with the values worked out so far, since a grant's condition may read them.
    boolean grants = PlayIndex.of(s).printsGrants() || Stats.effectsGrant(s);
    Set<Keyword> given = grants ? Stats.givenKeywords(s) : Set.of();
    boolean blanking = Blanking.possible(s);
    if (teamwork || grants || blanking) {
      scope[0] |= ANY; // their conditions may read anything
    }
    List<InPlay> play = s.play();
    for (int slot = 0; slot < play.size(); slot++) {
      InPlay src = play.get(slot);
      if (src.faceDown() || blanking && Blanking.blanked(s, src)) {
        continue;
      }
      Face face = s.face(src.id());
      if (!teamwork && given.isEmpty() && !printsModifier(face)) {
        continue; // most cards: the timestamp lookup below was a tenth of the work here
      }
      if (sources != null) {
        sources[slot] = true;
      }
      long at = s.abilities().enteredAt(src.id());
      if (teamwork ? Stats.hasOwn(s, src, Keyword.CARETAKER) : face.has(Keyword.CARETAKER)) {
        out.add(caretaker(at, src));
        scope[0] |= CRITTERS;
      } else if (given.contains(Keyword.CARETAKER)) {
        out.add(granted(caretaker(at, src), src, Keyword.CARETAKER));
        scope[0] |= CRITTERS;
      }
      int supportive = teamwork ? Stats.value(s, src, Keyword.SUPPORTIVE) : face.keywordValue(Keyword.SUPPORTIVE);
      if (supportive > 0) {
        out.add(supportive(at, src, "Supportive " + supportive, COLORS, now -> supportive, true));
        scope[0] |= MANES;
      }
      if (given.contains(Keyword.SUPPORTIVE)) {
        // 701.2a: a given Supportive is an instance of its own, beside a printed one.
        out.add(supportive(at, src, "Supportive (given)", POWER | COLORS,
            now -> Math.max(0, Stats.granted(now.s, src, Keyword.SUPPORTIVE, now)), false));
        scope[0] |= MANES;
      }
      if (teamwork ? Stats.hasOwn(s, src, Keyword.PRISMATIC) : face.has(Keyword.PRISMATIC)) {
        out.add(prismatic(at, src));
        scope[0] |= CRYSTALS;
      } else if (given.contains(Keyword.PRISMATIC)) {
        out.add(granted(prismatic(at, src), src, Keyword.PRISMATIC));
        scope[0] |= CRYSTALS;
      }
      for (Ability a : teamwork ? Abilities.of(s, src) : face.abilities()) {
        if (a instanceof Ability.Continuous cont && (cont.change() != Ability.Change.NONE || cont.changesColorsBy()
            || cont.cant().contains(Ability.Restriction.GAIN_OR_LOSE_POWER))) {
          scope[0] |= scope(cont);
        }
        if (a instanceof Ability.Continuous cont && cont.change() != Ability.Change.NONE) {
          out.add(fromAbility(at, src, cont));
          scope[0] |= WIDE;
        }
        if (a instanceof Ability.Continuous cont && cont.changesColorsBy()) {
          out.add(cont.loseColors() ? loseColors(at, src, cont) : copyColors(at, src, cont));
          scope[0] |= WIDE;
        }
        if (a instanceof Ability.Continuous cont && cont.cant().contains(Ability.Restriction.GAIN_OR_LOSE_POWER)) {
          out.add(lockPower(at, src, cont));
          scope[0] |= WIDE;
        }
      }
    }
    for (Modifier m : s.abilities().modifiers()) {
      out.add(fromEffect(m));
    }
    if (s.faceoff() != null) {
      // Chaos (rulings.md, "while flipped"): a flipped card's text works for the player who
      // flipped it; applied after the modifiers in play, as it came last.
      for (int p = 0; p < s.players().size(); p++) {
        for (int card : s.player(p).flipped()) {
          for (Ability a : s.def(card).face().abilities()) {
            if (a instanceof Ability.WhileFlipped wf) {
              for (Ability.Continuous cont : wf.abilities()) {
                scope[0] |= scope(cont);
                out.add(fromAbility(Long.MAX_VALUE, card, p, cont));
                scope[0] |= WIDE;
              }
            }
          }
        }
      }
    }
    if (out.size() > 1) {
      out.sort((a, b) -> Long.compare(a.timestamp(), b.timestamp()));
    }
    return out;
  }

  /** Whether the face prints something {@link #modifiers} makes a modifier of or reads the scope of. */
  private static boolean printsModifier(Face face) {
    List<org.ponytable.engine.card.KeywordValue> keywords = face.keywords();
    for (int i = 0; i < keywords.size(); i++) {
      Keyword k = keywords.get(i).keyword();
      if (k == Keyword.CARETAKER || k == Keyword.SUPPORTIVE || k == Keyword.PRISMATIC) {
        return true; // a Supportive 0 too: saying yes more often only costs a lookup
      }
    }
    List<Ability> abilities = face.abilities();
    for (int i = 0; i < abilities.size(); i++) {
      if (abilities.get(i) instanceof Ability.Continuous) {
        return true;
      }
    }
    return false;
  }

  /** 702.1: a continuous ability of a card in play, with its "while" condition (708.2a). */
  private static Mod fromAbility(long timestamp, InPlay src, Ability.Continuous cont) {
    return fromAbility(timestamp, src.id(), src.controller(), cont);
  }

  /** The same for a source {@code id} controlled by {@code controller}, in play or flipped (Chaos). */
  private static Mod fromAbility(long timestamp, int id, int controller, Ability.Continuous cont) {
    int reads = reads(cont.affects()) | reads(cont.whileCondition())
        | (cont.forEach() == null ? 0 : reads(cont.forEach().filter()))
        | (cont.forEach() != null && cont.forEach().kind() == org.ponytable.engine.ability.Count.Kind.COLORS_OF_THIS ? COLORS : 0)
        | reads(cont.forEach());
    return new Mod(timestamp, id, "continuous ability", reads, writes(cont.change()), now -> {
      GameState s = now.s;
      Abilities.Ctx ctx = new Abilities.Ctx(id, controller, -1, null);
      if (!Abilities.holds(s, cont.whileCondition(), ctx, now)) {
        return List.of();
      }
      List<Delta> out = new ArrayList<>();
      List<InPlay> play = s.play();
      Ability.Change change = cont.change();
      if (cont.forEach() != null) {
        int n = Counts.of(s, cont.forEach(), ctx, controller, now);
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

  /**
   * 203.3: the cards it affects also have the current colors of each card {@code colorsOf} matches
   * ("your Crystal Friends here also have the colors of each opposing character here"). Only the
   * colors a card lacks count as its change, so copies of each other don't wait on each other.
   */
  private static Mod copyColors(long timestamp, InPlay src, Ability.Continuous cont) {
    int reads = COLORS | reads(cont.affects()) | (cont.colorsOf() == null ? 0 : reads(cont.colorsOf()))
        | reads(cont.whileCondition());
    return new Mod(timestamp, src.id(), "colors copied", reads, COLORS, now -> {
      GameState s = now.s;
      Abilities.Ctx ctx = new Abilities.Ctx(src.id(), src.controller(), -1, null);
      if (!Abilities.holds(s, cont.whileCondition(), ctx, now)) {
        return List.of();
      }
      EnumSet<CardColor> copied = EnumSet.noneOf(CardColor.class);
      List<InPlay> play = s.play();
      if (cont.chosenColors()) {
        // The colors chosen for the card with the ability ("this card is that color").
        InPlay self = s.inPlay(src.id());
        if (self != null) {
          copied.addAll(self.chosenColors());
        }
      }
      for (InPlay c : cont.colorsOf() == null ? List.<InPlay>of() : play) {
        if (Abilities.matches(s, cont.colorsOf(), c, ctx, now)) {
          copied.addAll(now.colors(s, c));
        }
      }
      List<Delta> out = new ArrayList<>();
      for (int i = 0; i < play.size(); i++) {
        if (!copied.isEmpty() && Abilities.matches(s, cont.affects(), play.get(i), ctx, now)) {
          EnumSet<CardColor> gained = EnumSet.copyOf(copied);
          gained.removeAll(now.colors(s, play.get(i)));
          if (!gained.isEmpty()) {
            out.add(new Delta(i, new Ability.Change(0, null, gained)));
          }
        }
      }
      return out;
    });
  }

  /**
   * rulings.md (losing colors): the cards it affects lose their colors, and no modifier gives them
   * one while it applies, whatever its timestamp ("lose and can't have colors").
   */
  private static Mod loseColors(long timestamp, InPlay src, Ability.Continuous cont) {
    return markEach(timestamp, src, cont, "colors lost", COLORS, LOSE_COLORS);
  }

  /**
   * rulings.md ("can't lose or gain power"): after its own change, the cards it affects keep the
   * power they have; no later modifier changes it while it applies.
   */
  private static Mod lockPower(long timestamp, InPlay src, Ability.Continuous cont) {
    return markEach(timestamp, src, cont, "power locked", POWER, LOCK_POWER);
  }

  /** Each card the ability affects, while its condition holds, gets {@code mark}. */
  private static Mod markEach(long timestamp, InPlay src, Ability.Continuous cont, String what, int writes,
      Ability.Change mark) {
    int reads = reads(cont.affects()) | reads(cont.whileCondition());
    return new Mod(timestamp, src.id(), what, reads, writes, now -> {
      GameState s = now.s;
      Abilities.Ctx ctx = new Abilities.Ctx(src.id(), src.controller(), -1, null);
      if (!Abilities.holds(s, cont.whileCondition(), ctx, now)) {
        return List.of();
      }
      List<Delta> out = new ArrayList<>();
      List<InPlay> play = s.play();
      for (int i = 0; i < play.size(); i++) {
        if (Abilities.matches(s, cont.affects(), play.get(i), ctx, now)) {
          out.add(new Delta(i, mark));
        }
      }
      return out;
    });
  }

  /** What a continuous ability of a card reads beyond the table ({@link #TABLE}). */
  private static int scope(Ability.Continuous cont) {
    return scope(cont.whileCondition()) | scope(cont.affects()) | (cont.colorsOf() == null ? TABLE : scope(cont.colorsOf()))
        | (cont.forEach() == null ? TABLE : scope(cont.forEach()));
  }

  /**
   * What a count reads beyond the table (Counts.of): the cards in play it matches, their counters,
   * colors, traits and power are the table's; hands, decks, discard piles, tokens, what was chosen
   * or flipped are not.
   */
  private static int scope(org.ponytable.engine.ability.Count count) {
    return switch (count.kind()) {
      case IN_PLAY, COLORS_AMONG, TRAITS_AMONG, POWER_OF, DOUBLED_FOR -> scope(count.filter());
      case COUNTERS, COLORS_OF_THIS, POWER_OF_THIS -> TABLE;
      default -> ANY;
    };
  }

  /** What a "while" condition reads beyond the table (Abilities.holds). */
  private static int scope(Condition w) {
    if (w == null || w instanceof Condition.MostPower || w instanceof Condition.PowerInPlay
        || w instanceof Condition.ManeColor || w instanceof Condition.ManeBoosted || w instanceof Condition.Counters) {
      return TABLE;
    } else if (w instanceof Condition.Count count) {
      return scope(count.filter());
    } else if (w instanceof Condition.ThisIs is) {
      return scope(is.filter());
    } else if (w instanceof Condition.None none) {
      return scope(none.filter());
    } else if (w instanceof Condition.All all) {
      int r = TABLE;
      for (Condition one : all.all()) {
        r |= scope(one);
      }
      return r;
    } else if (w instanceof Condition.YourTurn) {
      return TURN;
    } else if (w instanceof Condition.During d) {
      return d.phase() == null ? FACEOFF : PHASE;
    }
    return ANY; // points, the turn's history, the faceoff's requirements, ...
  }

  /**
   * What a filter reads beyond the table (Abilities.matches): what is being processed, involvement
   * in a faceoff, and, with a status, whether cards are ready.
   */
  private static int scope(Filter f) {
    if (f.chosen() || f.sameNameAsChosen() || f.powerVsChosen() != null || f.otherThan() == Filter.OtherThan.CHOSEN
        || f.where() == Filter.Place.CHOSENS_PROBLEM) {
      return ANY;
    }
    return (f.involved() == Filter.Involvement.ANY ? TABLE : FACEOFF) | (f.status() == Filter.Status.ANY ? TABLE : STATUS)
        | (f.attachedTo() == null ? TABLE : scope(f.attachedTo()))
        | (f.withAttached() == null ? TABLE : scope(f.withAttached()))
        | (f.withoutAttached() == null ? TABLE : scope(f.withoutAttached()));
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
    } else if (w instanceof Condition.ManeColor) {
      return COLORS;
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
      case POWER_OF_THIS, POWER_OF, DOUBLED_FOR, HIGHEST_POWER -> POWER;
      default -> 0;
    };
  }

  private static int reads(Filter f) {
    return (!f.colors().isEmpty() || f.notColor() != null ? COLORS : 0)
        | (f.maxPower() >= 0 || f.minPower() >= 0 || f.powerVsThis() != null ? POWER : 0)
        // Issue 11's parts: power against cost or a chosen card, and what is attached.
        | (f.powerVsCost() != null || f.powerVsChosen() != null || f.powerRank() != null ? POWER : 0)
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

  /**
   * A keyword's modifier for a card that doesn't print it: it applies while the card is given the
   * keyword, which may depend on any power or color (so it reads both).
   */
  private static Mod granted(Mod keyword, InPlay card, Keyword k) {
    return new Mod(keyword.timestamp(), keyword.source(), keyword.what() + " (given)", POWER | COLORS, keyword.writes(),
        now -> Stats.granted(now.s, card, k, now) >= 0 ? keyword.deltas(now) : List.of());
  }

  /** Glossary, Caretaker: +1 at a Problem with another of your Critter Friends. */
  private static Mod caretaker(long timestamp, InPlay card) {
    return new Mod(timestamp, card.id(), "Caretaker", 0, POWER, now -> {
      GameState s = now.s;
      if (card.area().isProblem()) {
        for (InPlay other : s.at(card.area())) {
          if (other.id() != card.id() && other.controller() == card.controller()
              && s.type(other.id()) == CardType.FRIEND && Stats.hasTrait(s, other, "Critter", now)) {
            return List.of(new Delta(now.slot(card.id()), new Ability.Change(1, null, Set.of())));
          }
        }
      }
      return List.of();
    });
  }

  /** Glossary, Supportive X: +X while with your Mane Character sharing a color (rulings.md). */
  private static Mod supportive(long timestamp, InPlay card, String what, int reads,
      java.util.function.ToIntFunction<Characteristics> of, boolean printed) {
    // Printed, it reads only the colors of the card and of its Mane Character; a given one's
    // amount may read any card.
    Footprint footprint = !printed ? null : (now, slot) -> {
      int mane = now.s.maneOf(card.controller());
      return slot == now.slot(card.id()) || mane >= 0 && slot == now.slot(mane);
    };
    return new Mod(timestamp, card.id(), what, reads, POWER, now -> {
      GameState s = now.s;
      int amount = of.applyAsInt(now);
      if (amount <= 0) {
        return List.of();
      }
      int mane = s.maneOf(card.controller());
      InPlay m = mane < 0 ? null : s.inPlay(mane);
      if (m != null && m.id() != card.id() && m.area().equals(card.area())
          && !Collections.disjoint(now.colors(s, m), now.colors(s, card))) {
        return List.of(new Delta(now.slot(card.id()), new Ability.Change(amount, null, Set.of())));
      }
      return List.of();
    }, footprint);
  }

  private static final CardColor[] ALL_COLORS = CardColor.values();

  /**
   * Glossary, Prismatic: also the colors of the controller's other Crystal characters. Only the
   * colors it lacks count as its change, so two Prismatic cards don't wait on each other.
   */
  private static Mod prismatic(long timestamp, InPlay card) {
    return new Mod(timestamp, card.id(), "Prismatic", COLORS, COLORS, now -> {
      int self = now.slot(card.id());
      Set<CardColor> mine = now.colors[self];
      EnumSet<CardColor> gained = null;
      for (int slot : now.crystalSlots(card.controller())) {
        if (slot == self) {
          continue;
        }
        Set<CardColor> theirs = now.colors[slot];
        for (CardColor color : ALL_COLORS) { // no iterator over a wrapped set: asked in every dependency round
          if (theirs.contains(color) && !mine.contains(color)) {
            if (gained == null) {
              gained = EnumSet.noneOf(CardColor.class);
            }
            gained.add(color);
          }
        }
      }
      return gained == null ? List.of() : List.of(new Delta(self, new Ability.Change(0, null, gained)));
    }, (now, slot) -> {
      // Its own colors and those of its controller's Crystal characters (with grants in play,
      // which are Crystal may itself depend on any card).
      if (slot == now.slot(card.id()) || PlayIndex.of(now.s).printsGrants()) {
        return true;
      }
      for (int crystal : now.crystalSlots(card.controller())) {
        if (crystal == slot) {
          return true;
        }
      }
      return false;
    });
  }

  /**
   * The slots of a player's face-up Crystal characters, found once per state: Prismatic asks for
   * them each time 711.4 compares modifiers, and printed traits don't change while power and
   * colors are worked out. A granted trait may depend on them (rulings.md), so with grants in play
   * they are found again each time.
   */
  private int[] crystalSlots(int controller) {
    int[] known = crystal[controller];
    if (known == null || PlayIndex.of(s).printsGrants()) {
      List<InPlay> play = s.play();
      int[] found = new int[play.size()];
      int n = 0;
      for (int i = 0; i < play.size(); i++) {
        InPlay other = play.get(i);
        if (other.controller() == controller && s.isCharacter(other) && Stats.hasTrait(s, other, "Crystal", this)) {
          found[n++] = i;
        }
      }
      known = Arrays.copyOf(found, n);
      crystal[controller] = known;
    }
    return known;
  }
}
