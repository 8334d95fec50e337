package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Modifier;

/**
 * Reading the ability language against a state: which abilities a card has, which cards a
 * filter describes, whether a condition holds, and the modifiers that apply to a card.
 */
public final class Abilities {
  private Abilities() {}

  /**
   * Whose ability is being read and what it refers to.
   *
   * @param source the card with the ability (or the Event being played)
   * @param subject the card a trigger was about ("it"), or -1
   * @param there the area a trigger named (501.5), or null for "here"
   */
  public record Ctx(int source, int controller, int subject, Area there) {}

  /** 701.3, 505.1a: only face-up cards in play have abilities, from the face in use (301.3). */
  public static List<Ability> of(GameState s, InPlay c) {
    if (c == null || c.faceDown() || Blanking.blanked(s, c)) {
      return List.of();
    }
    List<Ability> own = s.face(c.id()).abilities();
    PlayIndex index = PlayIndex.of(s);
    List<InPlay> team = index.teamwork ? teammates(s, c) : List.of(); // asked once: rules ask per card in play
    boolean granted = index.grantsAbilities;
    if (team.isEmpty() && !granted) {
      return own;
    }
    // Glossary, Teamwork: the card also has its teammates' printed abilities, after its own.
    List<Ability> all = new ArrayList<>(own);
    for (InPlay t : team) {
      all.addAll(s.face(t.id()).abilities());
    }
    if (granted) {
      all.addAll(grantedTo(s, c));
    }
    return all;
  }

  /**
   * 701.1: abilities other cards' continuous abilities give {@code c} ("Your Troublemakers have
   * ..."), after its own, in play order. Which cards get them is read from printed values only and
   * from the play zone (rulings.md, granted abilities), so it never depends on another ability.
   */
  private static List<Ability> grantedTo(GameState s, InPlay c) {
    List<Ability> out = List.of();
    for (InPlay src : s.play()) {
      if (src.faceDown()) {
        continue;
      }
      for (Ability a : s.face(src.id()).abilities()) {
        if (a instanceof Ability.Continuous cont && !cont.abilities().isEmpty()
            && matches(s, cont.affects(), c, new Ctx(src.id(), src.controller(), -1, null), PRINTED)) {
          if (out.isEmpty()) {
            out = new ArrayList<>();
          }
          out.addAll(cont.abilities());
        }
      }
    }
    return out;
  }

  /**
   * Glossary, Teamwork: the face-up cards with printed Teamwork whose other printed abilities
   * {@code c} also has: {@code c} is another Friend of the same controller, at the same place,
   * sharing a printed trait. Printed only, so Teamwork never feeds itself (rulings.md).
   */
  static List<InPlay> teammates(GameState s, InPlay c) {
    PlayIndex index = PlayIndex.of(s);
    if (!index.teamwork) {
      return List.of();
    }
    if (c.faceDown() || s.type(c.id()) != org.ponytable.engine.terms.CardType.FRIEND) {
      return List.of();
    }
    // Kept per zone only for the zone's own entry: a card passed from elsewhere may differ in
    // controller or area.
    return s.inPlay(c.id()) == c ? index.teammates(c, t -> findTeammates(s, t)) : findTeammates(s, c);
  }

  private static List<InPlay> findTeammates(GameState s, InPlay c) {
    List<InPlay> out = null;
    for (InPlay t : s.play()) {
      if (t.id() == c.id() || t.faceDown() || t.controller() != c.controller() || !t.area().equals(c.area())) {
        continue;
      }
      Face tf = s.face(t.id());
      if (!tf.has(org.ponytable.engine.card.Keyword.TEAMWORK)) {
        continue;
      }
      for (String trait : tf.traits()) {
        if (s.face(c.id()).hasTrait(trait)) {
          if (out == null) {
            out = new ArrayList<>();
          }
          out.add(t);
          break;
        }
      }
    }
    return out == null ? List.of() : List.copyOf(out);
  }

  /** 501.4: "here" is the area of the card with the ability; null when it is not in play. */
  static Area here(GameState s, Ctx ctx) {
    InPlay src = s.inPlay(ctx.source());
    return src == null ? null : src.area();
  }

  static Area there(GameState s, Ctx ctx) {
    return ctx.there() != null ? ctx.there() : here(s, ctx);
  }

  /** Where a filter or condition reads power and colors from. */
  interface Reading {
    int power(GameState s, InPlay c);

    Set<CardColor> colors(GameState s, InPlay c);
  }

  /** Printed values (face-down cards have none, 505.1b). */
  static final Reading PRINTED = new Reading() {
    @Override
    public int power(GameState s, InPlay c) {
      return c.faceDown() ? 0 : s.face(c.id()).power();
    }

    @Override
    public Set<CardColor> colors(GameState s, InPlay c) {
      return c.faceDown() ? Set.of() : s.face(c.id()).colors();
    }
  };

  /** Current values, with every continuous modifier applied (711). */
  static final Reading CURRENT = new Reading() {
    @Override
    public int power(GameState s, InPlay c) {
      return Stats.power(s, c);
    }

    @Override
    public Set<CardColor> colors(GameState s, InPlay c) {
      return Stats.colors(s, c);
    }
  };

  /** Whether a card in play fits a filter, reading current power and colors. */
  public static boolean matches(GameState s, Filter f, int card, Ctx ctx) {
    return matches(s, f, card, ctx, CURRENT);
  }

  static boolean matches(GameState s, Filter f, int card, Ctx ctx, Reading values) {
    InPlay c = s.inPlay(card);
    return c != null && matches(s, f, c, ctx, values);
  }

  static boolean matches(GameState s, Filter f, InPlay c, Ctx ctx, Reading values) {
    int card = c.id();
    CardType type = s.type(card);
    // 505.2: face-down Troublemakers can be referenced only by what says "face-down".
    if (c.faceDown() && type == CardType.TROUBLEMAKER && f.status() != Filter.Status.FACE_DOWN
        && f.status() != Filter.Status.FACE_UP_OR_DOWN) {
      return false;
    }
    if (f.self() && card != ctx.source() || f.other() && card == ctx.source()) {
      return false;
    }
    // 509: "this Friend" of an attachment is its host.
    if (f.host()) {
      InPlay src = s.inPlay(ctx.source());
      if (src == null || src.host() != card) {
        return false;
      }
    }
    // 509: "each Resource on it": attached to the card with the ability.
    if (f.onThis() && c.host() != ctx.source()) {
      return false;
    }
    // What the previous effect of the ability being processed chose (Resolution.previous).
    if (f.chosen() && (s.resolving() == null || s.resolving().source() != ctx.source()
        || !s.resolving().previous().contains(card))) {
      return false;
    }
    // 509: attached to a card that matches.
    if (f.attachedTo() != null && (c.host() < 0 || !matches(s, f.attachedTo(), c.host(), ctx, values))) {
      return false;
    }
    if (!f.player().is(c.controller(), ctx.controller())) {
      return false;
    }
    // rulings.md, "also a Friend": a card that is also a Friend is still of its printed type.
    if (!f.types().isEmpty() && !f.types().contains(type) && !f.types().contains(s.def(card).type())) {
      return false;
    }
    if (!f.colors().isEmpty() && java.util.Collections.disjoint(values.colors(s, c), f.colors())) {
      return false;
    }
    if (f.notColor() != null && values.colors(s, c).contains(f.notColor())) {
      return false;
    }
    if (f.trait() != null && !Stats.hasTrait(s, c, f.trait(), values)) {
      return false;
    }
    // "non-Unique": without that trait, given ones included.
    if (f.notTrait() != null && Stats.hasTrait(s, c, f.notTrait(), values)) {
      return false;
    }
    // 201.3: a character may be named by its Title alone.
    if (f.title() != null && (c.faceDown() || !s.def(card).title().equalsIgnoreCase(f.title()))) {
      return false;
    }
    // 519.1: abilities may refer to counters by name.
    if (f.counter() != null && c.counters().getOrDefault(f.counter(), 0) < 1) {
      return false;
    }
    boolean placed = switch (f.where()) {
      case ANYWHERE -> true;
      case HERE -> c.area().equals(here(s, ctx));
      case THERE -> c.area().equals(there(s, ctx));
      case HOME -> c.area().home();
      case PROBLEM -> c.area().isProblem();
      case OPPONENTS_PROBLEM -> c.area().isProblem() && c.area().owner() != ctx.controller();
      case OPPONENTS_HOME -> c.area().home() && c.area().owner() != ctx.controller();
      case CHOSENS_PROBLEM -> c.area().isProblem() && c.area().equals(chosensArea(s, ctx));
      case YOUR_PROBLEM -> c.area().isProblem() && c.area().owner() == ctx.controller();
    };
    if (!placed) {
      return false;
    }
    if (f.minPower() >= 0 && values.power(s, c) < f.minPower()) {
      return false;
    }
    if (f.maxPower() >= 0 && values.power(s, c) > f.maxPower()) {
      return false;
    }
    // Compared with the card with the ability as it is now; nothing compares with a card out of play.
    if (f.powerVsThis() != null) {
      InPlay self = s.inPlay(ctx.source());
      if (self == null || !f.powerVsThis().holds(values.power(s, c), values.power(s, self))) {
        return false;
      }
    }
    if (!printedNumbersFit(f, c.faceDown() ? null : s.face(card), s.def(card).cost())) {
      return false;
    }
    if ((f.otherThan() != null || f.withAttached() != null || f.withoutAttached() != null || f.powerVsCost() != null
        || f.powerVsChosen() != null || f.costVsThis() != null || f.powerVsPrinted() != null)
        && !fitsIssue11Parts(s, f, c, ctx, values)) {
      return false;
    }
    if (f.involved() != Filter.Involvement.ANY && !involved(s, c, f.involved())) {
      return false;
    }
    if (f.hasCounts2Parts() && (f.owner() != null && !f.owner().is(s.owner(card), ctx.controller())
        || f.sameNameAsChosen() && !sameNameAsChosen(s, card, ctx)
        || !counts2PartsFit(f, c.faceDown() ? null : s.face(card), s.def(card)))) {
      return false;
    }
    if (!identityPartsFit(s, f, c, ctx, values)) {
      return false;
    }
    if (f.powerRank() != null && !ranks(s, f, c, ctx, values)) {
      return false;
    }
    return switch (f.status()) {
      case ANY -> true;
      case READY -> !c.exhausted() && !c.frightened();
      case EXHAUSTED -> c.exhausted();
      case FRIGHTENED -> c.frightened();
      case FACE_DOWN -> c.faceDown();
      case FACE_UP_OR_DOWN -> true;
    };
  }

  /**
   * 509.1: an attachment or not (its printed host description); "characters that have only that
   * color": exactly the one color chosen for the ability's card ({@code chooseColor}), none chosen: no match.
   */
  private static boolean identityPartsFit(GameState s, Filter f, InPlay c, Ctx ctx, Reading values) {
    if (f.attachment() != null && isAttachment(s.def(c.id())) != f.attachment()) {
      return false;
    }
    if (!f.onlyChosenColor()) {
      return true;
    }
    InPlay src = s.inPlay(ctx.source());
    return src != null && src.chosenColors().size() == 1 && values.colors(s, c).equals(src.chosenColors());
  }

  private static boolean isAttachment(org.ponytable.engine.card.CardDef def) {
    return def.type() == CardType.RESOURCE && hostDescription(def.face()) != null;
  }

  /**
   * 711: the card's power, as now, ranks so among the cards in play the rest of the filter matches
   * (rulings.md, highest and lowest power); read only by filters that say it.
   */
  private static boolean ranks(GameState s, Filter f, InPlay c, Ctx ctx, Reading values) {
    Filter rest = f.withPowerRank(null);
    int power = values.power(s, c);
    for (InPlay other : s.play()) {
      if (other.id() == c.id() || !matches(s, rest, other, ctx, values)) {
        continue;
      }
      int theirs = values.power(s, other);
      boolean beaten = switch (f.powerRank()) {
        case HIGHEST -> theirs > power;
        case LOWEST -> theirs < power;
        case ONLY_HIGHEST -> theirs >= power;
      };
      if (beaten) {
        return false;
      }
    }
    return true;
  }

  /** 201.1: the card's name is that of the first card the previous effect chose, read as printed (it may have left play). */
  private static boolean sameNameAsChosen(GameState s, int card, Ctx ctx) {
    if (s.resolving() == null || s.resolving().source() != ctx.source() || s.resolving().previous().isEmpty()) {
      return false;
    }
    InPlay c = s.inPlay(card);
    return c != null && !c.faceDown() && s.def(card).name().equals(s.def(s.resolving().previous().get(0)).name());
  }

  /** Where the first card the previous effect of the ability chose is now, or null (out of play, or none). */
  private static Area chosensArea(GameState s, Ctx ctx) {
    if (s.resolving() == null || s.resolving().source() != ctx.source() || s.resolving().previous().isEmpty()) {
      return null;
    }
    InPlay chosen = s.inPlay(s.resolving().previous().get(0));
    return chosen == null ? null : chosen.area();
  }

  /** "Other than it / the host / the chosen card", "with / without an attached Accessory" (509). */
  private static boolean fitsIssue11Parts(GameState s, Filter f, InPlay c, Ctx ctx, Reading values) {
    if (f.otherThan() != null) {
      boolean named = switch (f.otherThan()) {
        case IT -> c.id() == ctx.subject();
        case HOST -> {
          InPlay src = s.inPlay(ctx.source());
          yield src != null && src.host() == c.id();
        }
        case CHOSEN -> s.resolving() != null && s.resolving().source() == ctx.source()
            && s.resolving().previous().contains(c.id());
      };
      if (named) {
        return false;
      }
    }
    // "With power less than or equal to their printed power": a face-down card has no printed power.
    if (f.powerVsPrinted() != null && (c.faceDown()
        || !f.powerVsPrinted().holds(values.power(s, c), s.face(c.id()).power()))) {
      return false;
    }
    int cost = s.def(c.id()).cost();
    // 204: a card without a printed cost never fits a cost comparison.
    if (f.powerVsCost() != null && (cost < 0 || c.faceDown() || !f.powerVsCost().holds(values.power(s, c), cost))) {
      return false;
    }
    if (f.costVsThis() != null) {
      int mine = ctx.source() < 0 ? -1 : s.def(ctx.source()).cost();
      if (cost < 0 || mine < 0 || c.faceDown() || !f.costVsThis().holds(cost, mine)) {
        return false;
      }
    }
    if (f.powerVsChosen() != null) {
      // The first card the previous effect chose, as it is now; nothing compares with a card out of play.
      InPlay chosen = s.resolving() == null || s.resolving().source() != ctx.source()
          || s.resolving().previous().isEmpty() ? null : s.inPlay(s.resolving().previous().get(0));
      if (chosen == null || !f.powerVsChosen().holds(values.power(s, c), values.power(s, chosen))) {
        return false;
      }
    }
    if (f.withAttached() == null && f.withoutAttached() == null) {
      return true;
    }
    boolean with = false;
    boolean without = true;
    for (InPlay a : s.play()) {
      if (a.host() == c.id()) {
        with |= f.withAttached() != null && matches(s, f.withAttached(), a, ctx, values);
        without &= f.withoutAttached() == null || !matches(s, f.withoutAttached(), a, ctx, values);
      }
    }
    return (f.withAttached() == null || with) && without;
  }

  /**
   * 514.2: whether the card is involved in the faceoff in progress, of that kind. A faceoff an
   * effect started names its cards by filters; they are read by what is printed here, so a
   * filter about involvement never reads power that itself depends on involvement.
   */
  static boolean involved(GameState s, InPlay c, Filter.Involvement kind) {
    var f = s.faceoff();
    if (f == null || kind == Filter.Involvement.TROUBLEMAKER_FACEOFF
        && f.kind() != org.ponytable.engine.state.FaceoffKind.TROUBLEMAKER) {
      return false;
    }
    var by = f.byEffect();
    if (by == null) {
      for (InPlay i : Faceoffs.involvedCards(s, f)) {
        if (i.id() == c.id()) {
          return true;
        }
      }
      return false;
    }
    if (by.against().contains(c.id())) {
      return true;
    }
    Ctx ctx = new Ctx(by.source(), by.controller(), by.subject(), by.there());
    for (Filter inv : by.involve()) {
      if (inv.involved() == Filter.Involvement.ANY && matches(s, inv, c, ctx, PRINTED)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A card out of play (in a discard pile, issue 11) read by who owns it and what it prints: "this
   * card", "another", "your" (its owner, 406) and the printed parts; the rest speaks of play.
   */
  static boolean outOfPlayMatches(GameState s, Filter f, int card, Ctx ctx) {
    if (f.self()) {
      return card == ctx.source();
    }
    int owner = s.owner(card);
    return !(f.other() && card == ctx.source()) && (f.player() == null || f.player().is(owner, ctx.controller()))
        && (f.owner() == null || f.owner().is(owner, ctx.controller())) && !printedFits(s, List.of(card), f).isEmpty();
  }

  /**
   * The cards out of play (a deck, a discard pile) whose printed type, color, trait and power fit
   * the filter; the rest of the filter speaks of play and is not read.
   */
  static List<Integer> printedFits(GameState s, List<Integer> cards, Filter f) {
    List<Integer> out = new ArrayList<>();
    for (int card : cards) {
      var def = s.def(card);
      Face face = def.face();
      if ((f.types().isEmpty() || f.types().contains(def.type()))
          && (f.colors().isEmpty() || !java.util.Collections.disjoint(face.colors(), f.colors()))
          && (f.notColor() == null || !face.colors().contains(f.notColor()))
          && (f.trait() == null || face.hasTrait(f.trait()))
          && (f.title() == null || def.title().equalsIgnoreCase(f.title()))
          && (f.maxPower() < 0 || face.power() <= f.maxPower()) && face.power() >= f.minPower()
          && printedNumbersFit(f, face, def.cost()) && (!f.hasCounts2Parts() || counts2PartsFit(f, face, def))
          && (f.attachment() == null || isAttachment(def) == f.attachment())) {
        out.add(card);
      }
    }
    return out;
  }

  /**
   * The printed power and cost parts: read from the face as printed (a face-down card shows none,
   * 505.1b, so it fits only a filter without them); a card without a printed cost (204) never
   * fits a cost part.
   */
  private static boolean printedNumbersFit(Filter f, Face face, int cost) {
    if (f.maxPrintedPower() < 0 && f.minPrintedPower() < 0 && f.maxCost() < 0) {
      return true;
    }
    if (f.maxCost() >= 0 && (cost < 0 || cost > f.maxCost())) {
      return false;
    }
    if (f.maxPrintedPower() < 0 && f.minPrintedPower() < 0) {
      return true;
    }
    return face != null && (f.maxPrintedPower() < 0 || face.power() <= f.maxPrintedPower())
        && face.power() >= f.minPrintedPower();
  }

  /**
   * The printed parts counts2 added: token or not, a trait it lacks ("non-Epic", 207), printed power
   * even or odd; a face-down card (no face, 505.1a-b) has no trait to lack and no power to be even.
   */
  private static boolean counts2PartsFit(Filter f, Face face, org.ponytable.engine.card.CardDef def) {
    if (f.token() != null && def.token() != f.token()) {
      return false;
    }
    if (f.notTrait() != null && face != null && face.hasTrait(f.notTrait())) {
      return false;
    }
    return f.evenPrintedPower() == null || face != null && (face.power() % 2 == 0) == f.evenPrintedPower();
  }

  /** The cards in play a filter describes, in play order. */
  static List<Integer> matching(GameState s, Filter f, Ctx ctx) {
    List<Integer> out = new ArrayList<>();
    for (InPlay c : s.play()) {
      if (matches(s, f, c.id(), ctx)) {
        out.add(c.id());
      }
    }
    return out;
  }

  /** Whether a condition holds now, reading current power and colors. */
  static boolean holds(GameState s, Condition cond, Ctx ctx) {
    return holds(s, cond, ctx, CURRENT);
  }

  static boolean holds(GameState s, Condition cond, Ctx ctx, Reading values) {
    if (cond == null) {
      return true;
    }
    if (cond instanceof Condition.Count count) {
      int n = 0;
      for (InPlay c : s.play()) {
        if (matches(s, count.filter(), c, ctx, values)) {
          n++;
        }
      }
      return n >= count.atLeast();
    }
    if (cond instanceof Condition.ThisIs is) {
      return matches(s, is.filter(), ctx.source(), ctx, values);
    }
    if (cond instanceof Condition.None none) {
      for (InPlay c : s.play()) {
        if (matches(s, none.filter(), c, ctx, values)) {
          return false;
        }
      }
      return true;
    }
    if (cond instanceof Condition.MoreThanRequired m) {
      return moreThanRequired(s, ctx, values) == m.more();
    }
    if (cond instanceof Condition.Beneath b) {
      // Glossary, Pumped and Spend: the cards banished beneath the card itself.
      return s.inPlay(ctx.source()) != null && Keywords.beneath(s, ctx.source()).size() >= b.atLeast();
    }
    if (cond instanceof Condition.Counters k) {
      // 519.2: counters on the card itself.
      InPlay self = s.inPlay(ctx.source());
      return self != null && self.counters().getOrDefault(k.name(), 0) >= k.atLeast();
    }
    if (cond instanceof Condition.All all) {
      for (Condition one : all.all()) {
        if (!holds(s, one, ctx, values)) {
          return false;
        }
      }
      return true;
    }
    if (cond instanceof Condition.During d) {
      // 514, 601: during a faceoff, or during that phase.
      return d.phase() == null ? s.faceoff() != null : s.stage().phase() == d.phase();
    }
    if (cond instanceof Condition.MostPower most) {
      return mostPower(s, most.player(), ctx, values);
    }
    if (cond instanceof Condition.PowerInPlay pip) {
      // 205.1: as a play requirement counts it, read as the condition reads power and colors.
      return Stats.powerOfColor(s, ctx.controller(), pip.color(), values) >= pip.atLeast();
    }
    if (cond instanceof Condition.Points pts) {
      // 517: points are scored and kept by players.
      for (int p = 0; p < s.players().size(); p++) {
        if (pts.player().is(p, ctx.controller()) && s.players().get(p).score() >= pts.atLeast()) {
          return true;
        }
      }
      return false;
    }
    if (cond instanceof Condition.MorePoints more) {
      // "an opponent has more points than you"; with "you": more than each opponent.
      int mine = s.players().get(ctx.controller()).score();
      boolean you = more.player() == Who.YOU;
      boolean any = false;
      for (int q = 0; q < s.players().size(); q++) {
        if (q != ctx.controller()) {
          int theirs = s.players().get(q).score();
          if (you && theirs >= mine) {
            return false;
          }
          any |= theirs > mine;
        }
      }
      return you || any;
    }
    if (cond instanceof Condition.ManeColor mc) {
      // 203: the Mane Character's colors as they are now.
      for (int p = 0; p < s.players().size(); p++) {
        InPlay mane = mc.player().is(p, ctx.controller()) && s.maneOf(p) >= 0 ? s.inPlay(s.maneOf(p)) : null;
        if (mane != null && values.colors(s, mane).contains(mc.color())) {
          return true;
        }
      }
      return false;
    }
    if (cond instanceof Condition.ManeBoosted mb) {
      // 301.4: a Mane Character is boosted once flipped to its Boosted side.
      for (int p = 0; p < s.players().size(); p++) {
        InPlay mane = mb.player().is(p, ctx.controller()) && s.maneOf(p) >= 0 ? s.inPlay(s.maneOf(p)) : null;
        if (mane != null && mane.boosted() == mb.boosted()) {
          return true;
        }
      }
      return false;
    }
    if (cond instanceof Condition.Number num) {
      // A count read by the controller, compared with numbers or with another count.
      int n = Counts.of(s, num.count(), ctx, ctx.controller(), values);
      return (num.atLeast() == null || n >= num.atLeast()) && (num.atMost() == null || n <= num.atMost())
          && (num.moreThan() == null || n > Counts.of(s, num.moreThan(), ctx, ctx.controller(), values))
          && (num.even() == null || (n % 2 == 0) == num.even());
    }
    if (cond instanceof Condition.NotConfronted nc) {
      // 611: the turn's confronts, kept until the next turn starts.
      if (!nc.here()) {
        return s.scoreBook().confronted().isEmpty();
      }
      Area here = here(s, ctx);
      // A card at home has no Problem of its own, so nothing of "its Problem" holds.
      return here != null && !here.home() && !s.scoreBook().confronted().contains(s.problemAt(here.owner()));
    }
    if (cond instanceof Condition.InProblemFaceoff pf) {
      // 512.4a: a Problem faceoff; "here": at this Problem, or at the Problem of this card's area.
      var f = s.faceoff();
      if (f == null || !f.kind().isProblemFaceoff()) {
        return false;
      }
      if (!pf.here()) {
        return true;
      }
      Area here = here(s, ctx);
      return here != null && !here.home() && f.problems().contains(s.problemAt(here.owner()));
    }
    if (cond instanceof Condition.ThisTurn tt) {
      // The turn's history, kept up as things happen (state.TurnCounts).
      var counts = s.scoreBook().counts();
      int n = 0;
      for (int p = 0; p < 2; p++) {
        if (!tt.player().is(p, ctx.controller())) {
          continue;
        }
        n += switch (tt.count()) {
          case PLAYED -> counts.played().get(p);
          case DISCARDED -> counts.discarded().get(p);
          case PROBLEM_WIN_BY -> counts.problemWinBy().get(p);
          case DRAWN -> counts.drawn().get(p);
          case MOVED -> counts.moved().get(p);
          case FRIENDS_LEFT -> counts.friendsLeft().get(p);
        };
      }
      return n >= tt.atLeast() && n <= tt.atMost();
    }
    if (cond instanceof Condition.FirstTime) {
      // rulings.md, "The first time each turn": remembered by card as its ability triggers.
      return !s.scoreBook().counts().firstTimes().contains(ctx.source());
    }
    if (cond instanceof Condition.GameTurn gt) {
      return s.turn() == gt.turn();
    }
    Condition.YourTurn yt = (Condition.YourTurn) cond;
    return (s.turnPlayer() == ctx.controller()) == yt.yours();
  }

  /**
   * Whether a player {@code who} names has more power here than every other player has here
   * (face-up characters' power, 507; frightened ones are face down and have none, 505.1b).
   */
  private static boolean mostPower(GameState s, Who who, Ctx ctx, Reading values) {
    Area here = here(s, ctx);
    if (here == null) {
      return false;
    }
    int[] power = new int[s.players().size()];
    for (InPlay c : s.at(here)) {
      // rulings.md: a player's power at a place is their characters' power there, exhausted or not.
      if (s.isCharacter(c) && !c.faceDown()) {
        power[c.controller()] += Math.max(0, values.power(s, c));
      }
    }
    for (int p = 0; p < power.length; p++) {
      if (!who.is(p, ctx.controller())) {
        continue;
      }
      boolean most = true;
      for (int q = 0; q < power.length; q++) {
        most &= q == p || power[q] < power[p];
      }
      if (most) {
        return true;
      }
    }
    return false;
  }

  /**
   * 611.3: the controller's characters at the Problem contribute more power in all than their
   * confront requirement there asks in all. The Problem is the trigger's subject when it is one,
   * else the one in the area read as "there".
   */
  private static boolean moreThanRequired(GameState s, Ctx ctx, Reading values) {
    int problem = -1;
    if (ctx.subject() >= 0 && s.inPlay(ctx.subject()) != null
        && s.type(ctx.subject()) == CardType.PROBLEM) {
      problem = ctx.subject();
    } else {
      Area area = there(s, ctx);
      for (InPlay c : area == null ? List.<InPlay>of() : s.at(area)) {
        if (s.type(c.id()) == CardType.PROBLEM) {
          problem = c.id();
        }
      }
    }
    if (problem < 0) {
      return false;
    }
    int have = 0;
    for (InPlay c : s.at(s.inPlay(problem).area())) {
      if (c.controller() == ctx.controller() && s.isCharacter(c)) {
        have += Stats.contribution(s, c, values);
      }
    }
    int asked = 0;
    for (org.ponytable.engine.card.RequirementPart part : Confronting.requirementFor(s, problem, ctx.controller())) {
      asked += part.power();
    }
    return have > asked;
  }

  /** 104.2: whether a continuous ability says this card can't do or suffer {@code r}. */
  public static boolean cant(GameState s, InPlay c, Ability.Restriction r) {
    return cant(s, c, r, -1);
  }

  /**
   * 104.2, 506.1: whether the player {@code mover} can't move the card: nobody may
   * ({@code beMoved}), an opponent of its controller may not ({@code beMovedByOpponents}), or an
   * opponent of the restricting ability's controller may not ({@code beMovedByYourOpponent}).
   */
  public static boolean cantMove(GameState s, InPlay c, int mover) {
    return cant(s, c, Ability.Restriction.BE_MOVED)
        || mover != c.controller() && cant(s, c, Ability.Restriction.BE_MOVED_BY_OPPONENTS)
        || cant(s, c, Ability.Restriction.BE_MOVED_BY_YOUR_OPPONENT, mover);
  }

  /**
   * Whether anything could make {@link #cantMove} true now: an effect's modifier, or a "can't be
   * moved" printed in play. Listing moves asks it once rather than three times per character.
   */
  static boolean mayCantMove(GameState s) {
    PlayIndex index = PlayIndex.of(s);
    if (index.printsCant(Ability.Restriction.BE_MOVED)
        || index.printsCant(Ability.Restriction.BE_MOVED_BY_OPPONENTS)
        || index.printsCant(Ability.Restriction.BE_MOVED_BY_YOUR_OPPONENT)) {
      return true;
    }
    // Effects' modifiers are common, a "can't be moved" among them rare: one pass, not one per character.
    List<Modifier> modifiers = s.abilities().modifiers();
    for (int i = 0; i < modifiers.size(); i++) {
      Set<Ability.Restriction> cant = modifiers.get(i).change().cant();
      if (!cant.isEmpty() && (cant.contains(Ability.Restriction.BE_MOVED)
          || cant.contains(Ability.Restriction.BE_MOVED_BY_OPPONENTS)
          || cant.contains(Ability.Restriction.BE_MOVED_BY_YOUR_OPPONENT))) {
        return true;
      }
    }
    return false;
  }

  /** 104.2: whether an ability controlled by {@code player} says the card can't do {@code r} to them. */
  static boolean cantAgainst(GameState s, InPlay c, Ability.Restriction r, int player) {
    return cant(s, c, r, GameState.opponent(player));
  }

  /** 104.2, 506.1: {@link #cantMove}, or a card at {@code to} says the card can't be moved there by {@code mover}. */
  public static boolean cantMoveTo(GameState s, InPlay c, int mover, Area to) {
    return cantMove(s, c, mover) || Costs.movedHereBanned(s, mover, c, to);
  }

  /** 104.2, 503.2: whether {@code player} can't exhaust the card ("players can't exhaust their Friends"). */
  static boolean cantExhaust(GameState s, InPlay c, int player) {
    return player == c.controller() && cant(s, c, Ability.Restriction.BE_EXHAUSTED_BY_ITS_CONTROLLER);
  }

  /** {@code restricted} >= 0: only an ability whose controller's opponent is that player counts. */
  private static boolean cant(GameState s, InPlay c, Ability.Restriction r, int restricted) {
    // 708.2, 709: a "can't" an effect gave the card for a while, read from the effect's controller.
    List<Modifier> modifiers = s.abilities().modifiers();
    for (int i = 0; i < modifiers.size(); i++) {
      Modifier m = modifiers.get(i);
      if (m.target() == c.id() && m.change().cant().contains(r)
          && (restricted < 0 || restricted == GameState.opponent(m.controller()))) {
        return true;
      }
    }
    if (!PlayIndex.of(s).printsCant(r)) {
      return false;
    }
    // PlayIndex.cants: the abilities in play that say "can't", listed once per play zone rather than per question.
    List<PlayIndex.Held> cants = PlayIndex.cants(s);
    for (int i = 0; i < cants.size(); i++) {
      PlayIndex.Held h = cants.get(i);
      InPlay src = h.source();
      if (h.ability() instanceof Ability.Continuous cont && cont.cant().contains(r)
          && (restricted < 0 || restricted == GameState.opponent(src.controller()))) {
        Ctx ctx = new Ctx(src.id(), src.controller(), -1, null);
        if (holds(s, cont.whileCondition(), ctx, CURRENT) && matches(s, cont.affects(), c.id(), ctx, CURRENT)) {
          return true;
        }
      }
    }
    return false;
  }

  /** 509.4: the card's host description, or null when it has none. */
  static Filter hostDescription(GameState s, InPlay c) {
    return hostDescription(s.face(c.id()));
  }

  /**
   * 509.1, 509.4: the host description on a face, or null. A Resource with one is an attachment:
   * it is played on a card, not to an area (305.1b).
   */
  static Filter hostDescription(Face face) {
    return face.hostDescription(); // worked out once per face
  }

  /** Whether {@code host} fits the host description of {@code attachment} (any card without one). */
  static boolean fitsHost(GameState s, InPlay attachment, int host) {
    return fitsHost(s, hostDescription(s, attachment), attachment.id(), attachment.controller(), host);
  }

  /**
   * Whether the card in play {@code host} fits {@code description}, read from {@code controller}
   * for {@code attachment} (which may still be in a hand); face-down Troublemakers never do (505.2).
   */
  static boolean fitsHost(GameState s, Filter description, int attachment, int controller, int host) {
    return description == null
        || matches(s, description, host, new Ctx(attachment, controller, host, null));
  }

  /**
   * Whether any face of the card has a continuous ability, the keywords that change power or
   * colors included; it then needs a timestamp (711.3a).
   */
  static boolean hasContinuous(GameState s, int card) {
    var def = s.def(card);
    for (Face f : def.boosted() == null ? List.of(def.face()) : List.of(def.face(), def.boosted())) {
      if (f.has(Keyword.CARETAKER) || f.has(Keyword.SUPPORTIVE) || f.has(Keyword.PRISMATIC)) {
        return true;
      }
      for (Ability a : f.abilities()) {
        if (a instanceof Ability.Continuous) {
          return true;
        }
      }
    }
    return false;
  }
}
