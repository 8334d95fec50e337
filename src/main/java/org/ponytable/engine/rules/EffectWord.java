package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Field;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.ability.Words;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.card.Placement;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Mode;
import org.ponytable.engine.state.Modifier;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.Resolution;

/**
 * The closed table of the effect words ({@code "do"}): for each, its name in card files, its
 * fields, the record it reads into, an example, whether it asks a player, where it may be written,
 * how it reads as words and how it is performed. The card loader builds its vocabulary and its
 * refusals from this table, the schema test checks docs/card.schema.json against it, and
 * {@link Effects} performs each effect through it: a card that loads is a card the engine can
 * process. docs/architecture.md, "How to add a word", says how to grow it.
 */
public enum EffectWord {
  DRAW(word("draw", Effect.Draw.class, How.AT_ONCE)
      .fields(Field.amount("how many"), Field.player(Who.YOU), Field.forEach())
      .reads(v -> new Effect.Draw(v.integer("amount"), v.who("player"), v.count("forEach")))
      .example("{\"do\": \"draw\", \"amount\": 1}")
      .words(d -> does(d.player(), "draw") + " " + Words.count(d.amount(), "card") + forEach(d.forEach()))
      .performs((tx, d, targets, ctx) -> {
        for (int p : Effects.players(d.player(), ctx.controller())) {
          for (int i = 0, n = scaled(tx, d.amount(), d.forEach(), ctx, d.player(), p); i < n; i++) {
            tx.draw(p);
          }
        }
      })
      .inert()),
  GAIN_TOKENS(word("gainTokens", Effect.GainTokens.class, How.AT_ONCE)
      .fields(Field.amount("how many"), Field.player(Who.YOU), Field.forEach())
      .reads(v -> new Effect.GainTokens(v.integer("amount"), v.who("player"), v.count("forEach")))
      .example("{\"do\": \"gainTokens\", \"amount\": 1}")
      .words(g -> does(g.player(), "gain") + " " + Words.count(g.amount(), "action token") + forEach(g.forEach()))
      .performs((tx, g, targets, ctx) -> {
        for (int p : Effects.players(g.player(), ctx.controller())) {
          tx.gainTokens(p, scaled(tx, g.amount(), g.forEach(), ctx, g.player(), p));
        }
      })
      .inert()),
  /** 402.4: shuffling a draw deck; cards flipped in a faceoff keep their places. */
  SHUFFLE(word("shuffle", Effect.Shuffle.class, How.AT_ONCE)
      .fields(Field.player(Who.YOU))
      .reads(v -> new Effect.Shuffle(v.who("player")))
      .example("{\"do\": \"shuffle\", \"player\": \"anyone\"}")
      .words(sh -> does(sh.player(), "shuffle") + (sh.player() == Who.YOU ? " your" : " their") + " deck")
      .performs((tx, sh, targets, ctx) -> {
        for (int p : Effects.players(sh.player(), ctx.controller())) {
          tx.shuffleDrawDeck(p);
        }
      })
      // An empty deck stays as it is.
      .inert()),
  /** 502: fewer tokens, never below 0; losing is not paying. */
  LOSE_TOKENS(word("loseTokens", Effect.LoseTokens.class, How.AT_ONCE)
      .fields(new Field.Int("amount", false, 1, 99, 1, false, "how many"), Field.player(Who.YOU),
          new Field.Bool("notGainedThisTurn", false, "true: only tokens that player did not gain this turn (502; the turn's history)"),
          new Field.Int("downTo", false, 0, 99, null, false,
              "instead of amount: they lose tokens until they have no more than this many (0: all of them)"))
      .reads(v -> new Effect.LoseTokens(v.integer("amount"), v.who("player"), v.bool("notGainedThisTurn"),
          v.integer("downTo")))
      .example("{\"do\": \"loseTokens\", \"amount\": 1, \"player\": \"opponent\"}")
      .words(l -> (l.downTo() == null ? does(l.player(), "lose") + " " + Words.count(l.amount(), "action token")
          : l.downTo() == 0 ? does(l.player(), "lose") + (l.player() == Who.YOU ? " all your" : " all their")
              + " action tokens"
          : does(l.player(), "lose") + " action tokens until " + (l.player() == Who.YOU ? "you have" : "they have")
              + " no more than " + l.downTo())
          + (l.notGainedThisTurn() ? " that weren't gained this turn" : ""))
      .performs((tx, l, targets, ctx) -> {
        for (int p : Effects.players(l.player(), ctx.controller())) {
          int n = l.downTo() == null ? l.amount() : Math.max(0, tx.player(p).tokens() - l.downTo());
          // "Loses all action tokens that weren't gained this turn": those gained stay (state.TurnCounts).
          int old = l.notGainedThisTurn()
              ? Math.max(0, tx.player(p).tokens() - tx.s.scoreBook().counts().tokensGained().get(p)) : n;
          tx.loseTokens(p, Math.min(n, old));
        }
      })
      .inert()),
  /** 502, 104.1: tokens that are lost as the phase ends. */
  GAIN_PHASE_TOKENS(word("gainPhaseTokens", Effect.GainPhaseTokens.class, How.AT_ONCE)
      .fields(Field.amount("how many"))
      .reads(v -> new Effect.GainPhaseTokens(v.integer("amount")))
      .example("{\"do\": \"gainPhaseTokens\", \"amount\": 1}")
      .words(g -> "you gain " + Words.count(g.amount(), "action token") + " until the end of the phase")
      .performs((tx, g, targets, ctx) -> tx.gainPhaseTokens(ctx.controller(), g.amount()))
      .inert()),
  /** 508, 609.2a: used up by the next matching card played; ends with the turn (616.4). */
  NEXT_PLAY_COSTS(word("nextPlayCosts", Effect.NextPlayCosts.class, How.AT_ONCE)
      .fields(new Field.Int("amount", true, -99, 99, null, true, "action tokens more (negative: fewer)"),
          new Field.PrintedFilter("cards", "the card played is in hand: describe it by \"type\", \"color\","
              + " \"trait\", \"title\" and \"maxPower\" only"),
          new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName),
              Who.YOU),
          new Field.Int("minimum", false, 0, 99, 0, false, "the cost a reduction stops at (\"to a minimum of 1\"; 0: none)"),
          new Field.Choice<>("until", false, "duration", Field.byName(List.of("turn", "faceoff"), w -> w), "turn"))
      .reads(v -> new Effect.NextPlayCosts(v.integer("amount"), v.filter("cards"), v.who("player"),
          v.integer("minimum"), "faceoff".equals(v.choice("until"))))
      .example("{\"do\": \"nextPlayCosts\", \"amount\": -2}")
      .words(n -> "the next " + Words.filter(n.cards(), false) + (n.player() == Who.YOU ? " you play" : " your opponent plays")
          + (n.untilFaceoff() ? " until the end of the faceoff" : " this turn") + " costs " + Math.abs(n.amount())
          + (n.amount() < 0 ? " less" : " more")
          + (n.minimum() > 0 ? ", to a minimum of " + n.minimum() : ""))
      .performs((tx, n, targets, ctx) -> {
        for (int p : Effects.players(n.player(), ctx.controller())) {
          PlayerState ps = tx.player(p);
          tx.setPlayer(p, ps.withNextPlay(PlayerState.plus(ps.nextPlay(),
              new org.ponytable.engine.state.NextPlayCost(n.amount(), n.cards(), n.minimum(), n.untilFaceoff()))));
        }
      })
      .inert()),
  /** 401.3: cards of the hand on top of the deck, chosen one at a time; not inert: it fills a deck. */
  HAND_TO_TOP(word("handToTop", Effect.HandToTop.class, How.ASKS)
      .fields(new Field.Int("count", false, 1, 99, 1, false, "how many cards"))
      .reads(v -> new Effect.HandToTop(v.integer("count")))
      .example("{\"do\": \"handToTop\", \"count\": 2}")
      .words(h -> "you put " + Words.count(h.count(), "card") + " from your hand on top of your deck, one at a time")
      .steps(EffectWord::handToTop)),
  /** 205.1: until the end of the turn (616.4), the player's play requirements ask less of a color. */
  CUT_PLAY_REQUIREMENTS(word("cutPlayRequirements", Effect.CutPlayRequirements.class, How.AT_ONCE)
      .fields(new Field.Choice<>("color", true, "color", Field.byName(List.of(CardColor.values()), CardColor::jsonName), null),
          Field.amount("how much less power of that color"))
      .reads(v -> new Effect.CutPlayRequirements(v.choice("color"), v.integer("amount")))
      .example("{\"do\": \"cutPlayRequirements\", \"color\": \"blue\", \"amount\": 2}")
      .words(c -> "until the end of the turn, the play requirements of your cards need " + c.amount() + " less "
          + c.color().element() + " power")
      .performs((tx, c, targets, ctx) -> {
        PlayerState ps = tx.player(ctx.controller());
        tx.setPlayer(ctx.controller(), ps.withRequirementCuts(PlayerState.plus(ps.requirementCuts(),
            new org.ponytable.engine.card.ColorPower(c.color(), c.amount()))));
      })
      .inert()),
  /** 502, 508: the price of the effects after it; nothing after it happens when it can't be paid. */
  PAY_TOKENS(word("payTokens", Effect.PayTokens.class, How.ASKS)
      .fields(Field.amount("how many action tokens"), new Field.Choice<>("player", false, "player",
          Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), Who.YOU))
      .reads(v -> new Effect.PayTokens(v.integer("amount"), v.who("player")))
      .example("{\"do\": \"payTokens\", \"amount\": 1}")
      .words(pt -> (pt.player() == Who.YOU ? "you pay " : "your opponent pays ") + Words.count(pt.amount(), "action token")
          + (pt.player() == Who.YOU ? "; if you can't" : "; if they can't") + ", the rest doesn't happen")
      .steps(EffectWord::payTokens)),
  /** 712.3, 503.2, glossary (Spend): an optional cost paid by the card with the ability. */
  PAY_COST(word("payCost", Effect.PayCost.class, How.ASKS)
      .fields(new Field.Choice<>("cost", true, "cost", Field.byName(List.of(Effect.ThisCost.values()),
          Effect.ThisCost::jsonName), null), new Field.Int("amount", false, 1, 9, 1, false,
          "how many cards from beneath this card are spent (with \"spend\") or discarded (with \"discard\")"))
      .reads(v -> new Effect.PayCost(v.choice("cost"), v.integer("amount")))
      .example("{\"do\": \"payCost\", \"cost\": \"exhaustThis\"}")
      .words(pc -> "you " + switch (pc.cost()) {
        case EXHAUST_THIS -> "exhaust this card";
        case SPEND -> "spend " + Words.count(pc.amount(), "card") + " from beneath this card";
        case RETIRE_THIS -> "retire this card";
        case FRIGHTEN_THIS -> "frighten this card";
        case DISCARD -> "discard " + Words.count(pc.amount(), "card");
      } + "; if you can't, the rest doesn't happen")
      .steps(EffectWord::payCost)),
  /** 705.2d: the effects after it happen only if its condition holds as it is processed. */
  ONLY_IF(word("onlyIf", Effect.OnlyIf.class, How.SKIPS)
      .fields(new Field.ConditionField("if", "what must hold for the effects after it to happen"),
          new Field.Int("next", false, 0, 9, 0, false, "how many effects after it it guards (0: all of them)"))
      .reads(v -> new Effect.OnlyIf(v.choice("if"), v.integer("next")))
      .example("{\"do\": \"onlyIf\", \"if\": {\"yourTurn\": true}}")
      .words(oi -> (oi.next() == 0 ? "stop here unless " : "skip the next " + Words.count(oi.next(), "effect")
          + " unless ") + Condition.Word.words(oi.condition()))
      .steps((tx, r, oi, ctx) -> {
        Resolution next = r.advanced();
        if (!Abilities.holds(tx.s, oi.condition(), ctx)) {
          next = oi.next() == 0 ? r.skipped() : next;
          for (int i = 0; i < oi.next() && !next.done(); i++) {
            next = next.advanced();
          }
          tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), "its condition does not hold"));
        }
        Effects.set(tx, next);
        return false;
      })
      .inert()),
  /** 514.6, 404: a flipped card to its owner's hand; public, as it was flipped face up. */
  FLIPPED_TO_HAND(word("flippedToHand", Effect.FlippedToHand.class, How.AT_ONCE)
      .reads(v -> new Effect.FlippedToHand())
      .example("{\"do\": \"flippedToHand\"}")
      .words(f -> "put that flipped card into its owner's hand")
      .performs((tx, f, targets, ctx) -> tx.flippedToHand(ctx.subject()))),
  /** 517.1 */
  SCORE(word("score", Effect.Score.class, How.AT_ONCE)
      .fields(Field.amount("the points scored"), Field.player(Who.YOU), Field.forEach())
      .reads(v -> new Effect.Score(v.integer("amount"), v.who("player"), v.count("forEach")))
      .example("{\"do\": \"score\", \"amount\": 1}")
      .words(sc -> does(sc.player(), "score") + " " + Words.count(sc.amount(), "point") + forEach(sc.forEach()))
      .performs((tx, sc, targets, ctx) -> {
        for (int p : Effects.players(sc.player(), ctx.controller())) {
          tx.score(p, scaled(tx, sc.amount(), sc.forEach(), ctx, sc.player(), p), "the effect of " + tx.s.def(ctx.source()).title());
        }
      })),
  /** 708.2 */
  MODIFY(word("modify", Effect.Modify.class, How.AT_ONCE)
      .fields(new Field.TargetField(), new Field.ChangeField(), Field.modifierUntil(), Field.forEach(),
          new Field.Bool("colorsOfChosen", false, "true: also the printed colors of the cards the previous effect chose"))
      .reads(v -> new Effect.Modify(v.target(), v.change(), v.choice("until"), v.count("forEach"),
          Boolean.TRUE.equals(v.bool("colorsOfChosen"))))
      .example("{\"do\": \"modify\", \"target\": @T, \"power\": 1, \"until\": \"turn\"}")
      .words(m -> Words.target(m.target()) + (onlyCant(m.change()) ? " " + cant(m.change().cant())
          : " gets " + change(m.change())) + forEach(m.forEach())
          + (m.colorsOfChosen() ? (m.change() == Ability.Change.NONE ? "" : " and") + " the colors of the chosen card" : "")
          + " " + Words.until(m.until()))
      // A face-down card has no power or color to change (505.1b); a "can't" holds on it all the same.
      .affects((s, m, c, ctx) -> !c.faceDown() || onlyCant(m.change()))
      .performs(EffectWord::modify)
      .inert((m, def) -> DeadEnds.onlyHinders(m.change(), null, m.target(), def))),
  /** 506.4 */
  MOVE(word("move", Effect.Move.class, How.AT_ONCE)
      .fields(new Field.TargetField(), destination())
      .reads(v -> new Effect.Move(v.target(), v.choice("to")))
      .example("{\"do\": \"move\", \"target\": @T, \"to\": \"home\"}")
      .words(m -> "move " + Words.target(m.target()) + where(m.to()))
      .affects((s, m, c, ctx) -> {
        if (m.to() == Effect.Destination.RANDOM_PROBLEM) {
          return randomProblems(s, c, ctx.controller(), true).size() > 0;
        }
        Area to = destination(s, m, c, ctx);
        return (s.isCharacter(c) || troublemakerTo(s, c, to)) && to != null && !to.equals(c.area())
            && !Abilities.cantMoveTo(s, c, ctx.controller(), to);
      })
      .performs((tx, m, targets, ctx) -> {
        for (int card : targets) {
          // Re-checked: an earlier target's move may have changed what this one can do.
          if (m.to() == Effect.Destination.RANDOM_PROBLEM) {
            Area to = randomProblem(tx, tx.s.inPlay(card), ctx.controller(), true);
            if (to != null && !to.equals(tx.s.inPlay(card).area())) {
              tx.move(card, to, ctx.controller());
            }
          } else if (canAffect(tx.s, m, card, ctx)) {
            tx.move(card, destination(tx.s, m, tx.s.inPlay(card), ctx), ctx.controller());
          }
        }
      })
      .inert()),
  /** 506.4: the controller chooses the character, then which other area it may go to it goes to. */
  MOVE_ANYWHERE(word("moveAnywhere", Effect.MoveAnywhere.class, How.ASKS)
      .fields(new Field.TargetField(), new Field.Bool("toProblem", false, "true: only to a Problem, never home"),
          new Field.Bool("differentProblems", false, "true: each character moved goes to a Problem none of the"
              + " others went to (only with \"toProblem\")"))
      .reads(v -> new Effect.MoveAnywhere(v.target(), v.bool("toProblem"), v.bool("differentProblems")))
      .example("{\"do\": \"moveAnywhere\", \"target\": @T}")
      .words(m -> "move " + Words.target(m.target()) + (m.differentProblems() ? ", each to a different Problem"
          : m.toProblem() ? " to another Problem of your choice" : " to another area of your choice"))
      .affects((s, m, c, ctx) -> !areas(s, m, c, ctx).isEmpty())
      .steps(EffectWord::moveAnywhere)
      .inert()),
  /** 506.5: like move, but no "moved" trigger or Reaction sees it; 506.2: never to another player's home. */
  SEND(word("send", Effect.Send.class, How.AT_ONCE)
      .fields(new Field.TargetField(), destination())
      .reads(v -> new Effect.Send(v.target(), v.choice("to")))
      .example("{\"do\": \"send\", \"target\": @T, \"to\": \"there\"}")
      .words(m -> "send " + Words.target(m.target()) + where(m.to()))
      .affects((s, m, c, ctx) -> {
        if (m.to() == Effect.Destination.RANDOM_PROBLEM) {
          return s.isCharacter(c) && randomProblems(s, c, ctx.controller(), false).size() > 0;
        }
        Area to = destination(s, new Effect.Move(m.target(), m.to()), c, ctx);
        return s.isCharacter(c) && to != null && !to.equals(c.area());
      })
      .performs((tx, m, targets, ctx) -> {
        for (int card : targets) {
          if (m.to() == Effect.Destination.RANDOM_PROBLEM) {
            Area to = randomProblem(tx, tx.s.inPlay(card), ctx.controller(), false);
            if (tx.s.isCharacter(tx.s.inPlay(card)) && to != null && !to.equals(tx.s.inPlay(card).area())) {
              tx.send(card, to);
            }
          } else if (canAffect(tx.s, m, card, ctx)) {
            tx.send(card, destination(tx.s, new Effect.Move(m.target(), m.to()), tx.s.inPlay(card), ctx));
          }
        }
      })
      .inert()),
  /** 409.3: the discarding player chooses. */
  DISCARD(word("discard", Effect.Discard.class, How.ASKS)
      .fields(new Field.Int("count", false, 1, 99, 1, false, "how many cards"),
          new Field.Choice<>("player", false, "player",
              Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), Who.YOU), Field.forEach())
      .reads(v -> new Effect.Discard(v.integer("count"), v.who("player"), v.count("forEach")))
      .example("{\"do\": \"discard\"}")
      .words(d -> does(d.player(), "discard") + " " + Words.count(d.count(), "card") + forEach(d.forEach()))
      .steps(EffectWord::discard)
      .inert()),
  /** The top of a deck to its discard pile: public as it goes; nobody chooses. */
  TOP_TO_DISCARD(word("topToDiscard", Effect.TopToDiscard.class, How.AT_ONCE)
      .fields(new Field.Int("count", false, 1, 99, 1, false, "how many cards from the top"), Field.player(Who.YOU))
      .reads(v -> new Effect.TopToDiscard(v.integer("count"), v.who("player")))
      .example("{\"do\": \"topToDiscard\", \"player\": \"opponent\"}")
      .words(t -> does(t.player(), "put") + " the top " + (t.count() == 1 ? "card" : Words.count(t.count(), "card"))
          + " of " + (t.player() == Who.YOU ? "your" : "their") + " deck into "
          + (t.player() == Who.YOU ? "your" : "their") + " discard pile")
      .performs((tx, t, targets, ctx) -> {
        for (int p : Effects.players(t.player(), ctx.controller())) {
          for (int i = 0; i < t.count(); i++) {
            if (!tx.topToDiscard(p)) {
              break;
            }
          }
        }
      })
      .inert()),
  /** 409.3: each card at random from the game's seeded random state; nobody chooses. */
  DISCARD_RANDOM(word("discardRandom", Effect.DiscardRandom.class, How.AT_ONCE)
      .fields(new Field.Int("count", false, 1, 99, 1, false, "how many cards"),
          new Field.Choice<>("player", false, "player",
              Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), Who.OPPONENT))
      .reads(v -> new Effect.DiscardRandom(v.integer("count"), v.who("player")))
      .example("{\"do\": \"discardRandom\"}")
      .words(d -> does(d.player(), "discard") + " " + Words.count(d.count(), "card") + " at random")
      .performs((tx, d, targets, ctx) -> {
        for (int p : Effects.players(d.player(), ctx.controller())) {
          for (int i = 0; i < d.count() && !tx.player(p).hand().isEmpty(); i++) {
            List<Integer> hand = tx.player(p).hand();
            tx.discard(p, hand.get(tx.random(hand.size())));
          }
        }
      })
      .inert()),
  /** 514.3a, 515: flipping may bring Chaos text that takes effect at once and may ask. */
  FLIP_EXTRA(word("flipExtra", Effect.FlipExtra.class, How.ASKS)
      .fields(new Field.Int("amount", false, 1, 9, 1, false, "how many more cards to flip (514.3a)"),
          Field.player(Who.YOU))
      .reads(v -> new Effect.FlipExtra(v.integer("amount"), v.who("player")))
      .example("{\"do\": \"flipExtra\"}")
      .words(f -> does(f.player(), "flip") + " " + Words.count(f.amount(), "more card"))
      .steps(EffectWord::flipExtra)
      .inert()),
  /** 515.4: the controller chooses the flipped card. */
  IGNORE_FLIP(word("ignoreFlip", Effect.IgnoreFlip.class, How.ASKS)
      .fields(Field.player(Who.OPPONENT), new Field.Int("maxPower", false, 0, 99, null, false,
          "the most printed power the ignored card may have"))
      .reads(v -> new Effect.IgnoreFlip(v.who("player"), v.integer("maxPower")))
      .example("{\"do\": \"ignoreFlip\"}")
      .words(ig -> "ignore a card " + switch (ig.player()) {
        case YOU -> "you flipped";
        case OPPONENT -> "your opponent flipped";
        case ANYONE -> "flipped";
      } + (ig.maxPower() == null ? "" : " with power " + ig.maxPower() + " or less"))
      .steps(EffectWord::ignoreFlip)
      .inert()),
  /** 515.4, 707.2: "ignore that card and flip another", after a "flips" Reaction. */
  REFLIP(word("reflip", Effect.Reflip.class, How.ASKS)
      .reads(v -> new Effect.Reflip())
      .example("{\"do\": \"reflip\"}")
      .words(rf -> "the flipped card is ignored and its owner flips another card")
      // Like flipExtra: the new flip may bring Chaos text, so it is not done in the middle of another occurrence.
      .steps((tx, r, rf, ctx) -> {
        Effects.set(tx, r.advanced());
        Faceoffs.reflip(tx, ctx.subject());
        return false;
      })
      .inert()),
  /** 514.4, 515.4: "that card gets +N power this faceoff", after a "flips" Reaction. */
  MODIFY_FLIPPED(word("modifyFlipped", Effect.ModifyFlipped.class, How.AT_ONCE)
      .fields(new Field.Int("power", true, -99, 99, null, true, "the power the flipped card gets this faceoff"),
          Field.forEach())
      .reads(v -> new Effect.ModifyFlipped(v.integer("power"), v.count("forEach")))
      .example("{\"do\": \"modifyFlipped\", \"power\": 5}")
      .words(mf -> "the flipped card gets " + (mf.power() > 0 ? "+" : "") + mf.power() + " power" + forEach(mf.forEach())
          + " this faceoff")
      .performs((tx, mf, targets, ctx) -> {
        // 708.2b: counted once, as the effect happens.
        int power = scaled(tx, mf.power(), mf.forEach(), ctx, Who.YOU, ctx.controller());
        if (power != 0) {
          Faceoffs.modifyFlipped(tx, ctx.subject(), power, ctx.source());
        }
      })),
  /** 509.5: the controller chooses the Resource, then its new Friend. */
  REATTACH(word("reattach", Effect.Reattach.class, How.ASKS)
      .fields(Field.player(Who.ANYONE))
      .reads(v -> new Effect.Reattach(v.who("player")))
      .example("{\"do\": \"reattach\"}")
      .words(ra -> ra.player() == Who.ANYONE ? "move a Resource attached to a Friend onto another Friend"
          : ra.player() == Who.YOU ? "move a Resource attached to one of your Friends onto another of your Friends"
          : "move a Resource attached to an opponent's Friend onto another of their Friends")
      .steps(EffectWord::reattach)
      .inert()),
  /** 519 */
  ADD_COUNTERS(counters("addCounters", true)),
  /** 519 */
  REMOVE_COUNTERS(counters("removeCounters", false)),
  /** 518.1: the searching player chooses. */
  SEARCH(word("search", Effect.Search.class, How.ASKS)
      .fields(new Field.PrintedFilter("filter", "a search looks at cards in your deck or discard pile (518):"
          + " describe them by \"type\", \"color\", \"trait\", \"title\" and \"maxPower\" only"),
          new Field.Choice<>("in", false, "zone", Field.byName(List.of(Effect.Zone.DRAW_DECK,
              Effect.Zone.DISCARD_PILE, Effect.Zone.DRAW_DECK_OR_DISCARD_PILE), Effect.Zone::jsonName),
              Effect.Zone.DRAW_DECK),
          new Field.Bool("reveal", false, "true: the card found is shown to everyone"),
          new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName),
              Who.YOU),
          new Field.Choice<>("into", false, "place", Field.byName(List.of("hand", "deckTop", "play"), w -> w), "hand"))
      .reads(v -> new Effect.Search(v.filter("filter"), v.choice("in"), v.bool("reveal"), v.who("player"),
          "deckTop".equals(v.choice("into")), "play".equals(v.choice("into"))))
      .example("{\"do\": \"search\"}")
      .words(se -> (se.player() == Who.YOU ? "search your " : "your opponent searches their ")
          + (se.in() == Effect.Zone.DISCARD_PILE ? "discard pile" : se.in() == Effect.Zone.DRAW_DECK ? "deck" : "deck and discard pile")
          + " for " + Words.a(Words.filter(se.filter(), false)) + (se.reveal() ? ", reveal it" : "")
          + (se.intoPlay() ? ", put it into play (at " + (se.player() == Who.YOU ? "your" : "their")
              + " home; a Troublemaker face-up at a Problem of " + (se.player() == Who.YOU ? "your" : "their") + " choice)"
              : se.onTop() ? (se.player() == Who.YOU ? ", put it on top of your deck" : ", put it on top of their deck")
              : se.player() == Who.YOU ? ", put it into your hand" : ", put it into their hand")
          + (se.in() == Effect.Zone.DISCARD_PILE ? "" : se.player() == Who.YOU ? " and shuffle your deck"
              : " and shuffle their deck"))
      .steps((tx, r, se, ctx) -> {
        // The player who searches looks through their own zone and chooses (518.1).
        int searcher = Effects.players(se.player(), r.controller()).get(0);
        if (se.intoPlay() && !r.chosen().isEmpty()) {
          return troublemakerFound(tx, r, searcher);
        }
        List<Integer> found = new ArrayList<>();
        if (se.in() != Effect.Zone.DISCARD_PILE) {
          found.addAll(Effects.searchable(tx.s, searcher, se.filter()));
        }
        if (se.in() != Effect.Zone.DRAW_DECK) {
          found.addAll(Abilities.printedFits(tx.s, tx.player(searcher).discard(), se.filter()));
        }
        if (se.intoPlay()) {
          // Issue 11: into play at home, as putIntoPlay (305.1a-b).
          // Issue 11: a Troublemaker enters face-up at a Problem its player chooses (306.1, 706.1).
          found.removeIf(c -> !canEnterAtHome(tx.s.def(c)) && tx.s.def(c).type() != CardType.TROUBLEMAKER);
        }
        if (found.isEmpty()) {
          // 518.2: looked, found nothing, a deck shuffled all the same.
          Effects.endSearch(tx, searcher, -1);
          return false;
        }
        tx.s = tx.s.withDecision(new Decision(DecisionKind.SEARCH, searcher, found));
        return true;
      })
      // A card back from the discard pile may still be played to score.
      .inert((se, def) -> se.in() == Effect.Zone.DRAW_DECK)),
  /** The controller chooses to pay or not (decision MAY: "yes" pays); 104.2a: nothing to choose when they can't pay. */
  PAY_OR_DISMISS(word("payOrDismiss", Effect.PayOrDismiss.class, How.ASKS)
      .fields(Field.amount("the action tokens to pay to keep this card"))
      .reads(v -> new Effect.PayOrDismiss(v.integer("amount")))
      .example("{\"do\": \"payOrDismiss\", \"amount\": 2}")
      .words(pd -> "pay " + Words.count(pd.amount(), "action token") + " or dismiss this card")
      .steps(EffectWord::payOrDismiss)
      .inert()),
  /** 403: the Problem deck of this card's owner; its order is hidden from everyone else. */
  LOOK_AT_PROBLEM_DECK(word("lookAtProblemDeck", Effect.LookAtProblemDeck.class, How.ASKS)
      .fields(new Field.Int("count", false, 1, 9, 1, false, "how many cards from the top"),
          new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName),
              Who.YOU),
          new Field.Bool("bottom", false, "true: the cards left may go to the bottom instead"),
          new Field.Bool("there", false, "true: the Problem deck of the owner of the Problem the trigger names"),
          new Field.Choice<>("whose", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), null))
      .reads(v -> new Effect.LookAtProblemDeck(v.integer("count"), v.who("player"), v.bool("bottom"), v.bool("there"),
          v.who("whose")))
      .example("{\"do\": \"lookAtProblemDeck\", \"bottom\": true}")
      .words(l -> does(l.player(), "look") + " at the top " + Words.count(l.count(), "card")
          + (l.there() ? " of that Problem's deck" : l.whose() == Who.YOU ? " of your Problem deck"
              : l.whose() == Who.OPPONENT ? " of your opponent's Problem deck" : " of this card's owner's Problem deck") + " and put them back on top in any order"
          + (l.bottom() ? " or on the bottom" : ""))
      .steps(EffectWord::lookAtProblemDeck)
      .inert()),
  /** The looking player chooses the order. */
  LOOK_AT_TOP(word("lookAtTop", Effect.LookAtTop.class, How.ASKS)
      .fields(new Field.Int("count", true, 1, 99, null, false, "how many cards from the top"),
          new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName),
              Who.YOU),
          new Field.Bool("bottom", false, "true: the cards not put back on top go to the bottom instead"), Field.forEach())
      .reads(v -> new Effect.LookAtTop(v.integer("count"), v.who("player"), v.bool("bottom"), v.count("forEach")))
      .example("{\"do\": \"lookAtTop\", \"count\": 2}")
      .words(l -> "look at the top " + Words.count(l.count(), "card") + forEach(l.forEach()) + " of "
          + (l.player() == Who.YOU ? "your" : "your opponent's") + " deck and put them back "
          + (l.bottom() ? "on the top or bottom " : "") + "in any order")
      .steps(EffectWord::lookAtTop)
      .inert()),
  /**
   * 706.1: a Friend or Resource of yours from your discard pile into play at your home (302.1,
   * 305.1a); you choose which when several fit (705.2d: nothing when none does).
   */
  PUT_INTO_PLAY(word("putIntoPlay", Effect.PutIntoPlay.class, How.ASKS)
      .fields(new Field.Choice<>("from", true, "zone", Field.byName(List.of(Effect.Zone.DISCARD_PILE, Effect.Zone.HAND),
          Effect.Zone::jsonName), null), new Field.PrintedFilter("filter", "a card in a discard pile has no"
          + " controller, place or status: describe it by \"type\", \"color\", \"trait\", \"title\" and"
          + " \"maxPower\" only"), new Field.Bool("faceUp", false, "true: a Troublemaker from your hand enters play face-up"),
          new Field.Choice<>("to", false, "destination",
              Field.byName(List.of(Effect.Destination.HOME, Effect.Destination.HERE, Effect.Destination.THERE),
                  Effect.Destination::jsonName), Effect.Destination.HOME))
      .reads(v -> new Effect.PutIntoPlay(v.filter("filter"), v.choice("from"), v.bool("faceUp"), v.choice("to")))
      .example("{\"do\": \"putIntoPlay\", \"from\": \"discardPile\"}")
      .words(put -> "put " + Words.a(Words.filter(put.filter(), false)) + (put.from() == Effect.Zone.HAND
          ? " from your hand into play" : " from your discard pile into play") + (put.to() != Effect.Destination.HOME
          ? " " + put.to().jsonName() + (put.faceUp() ? " (a Troublemaker face-up)" : "")
          : put.from() == Effect.Zone.HAND || put.faceUp()
          ? " (a Friend or Resource at your home, a Troublemaker at a Problem of your choice"
              + (put.faceUp() ? ", face-up)" : ", face-down)")
          : " at your home"))
      .steps(EffectWord::putIntoPlay)),
  /**
   * Token cards (rulings.md): new cards of a token card of the game's pool enter play under your
   * control, at your home unless the word says here or there; nothing when the pool has no such token.
   */
  MAKE_TOKENS(word("makeTokens", Effect.MakeTokens.class, How.AT_ONCE)
      .fields(new Field.Text("card", "the token card's id, like \"t1b-critter\" (cards/real/tokens.json)"),
          new Field.Int("amount", false, 1, 99, 1, false, "how many tokens"),
          new Field.Choice<>("to", false, "destination",
              Field.byName(List.of(Effect.Destination.HOME, Effect.Destination.HERE, Effect.Destination.THERE),
                  Effect.Destination::jsonName), Effect.Destination.HOME),
          Field.forEach(), new Field.Bool("banishAtEndOfTurn", false, "true: at the end of the turn, banish those tokens"))
      .reads(v -> new Effect.MakeTokens(v.text("card"), v.integer("amount"), v.choice("to"), v.count("forEach"),
          v.bool("banishAtEndOfTurn")))
      .example("{\"do\": \"makeTokens\", \"card\": \"t1b-critter\", \"amount\": 2}")
      .words(m -> "put " + (m.amount() == 1 ? Words.a(tokenName(m.card()) + " token")
          : m.amount() + " " + tokenName(m.card()) + " tokens") + forEach(m.forEach()) + " into play"
          + (m.to() == Effect.Destination.HOME ? " at your home" : m.to() == Effect.Destination.HERE ? " here" : " there")
          + (m.banishAtEndOfTurn() ? "; at the end of the turn, banish " + (m.amount() == 1 ? "it" : "them") : ""))
      .performs((tx, m, targets, ctx) -> {
        CardDef def = tx.s.pool().find(m.card()).orElse(null);
        if (def == null || !def.token()) {
          return;
        }
        Area to = switch (m.to()) {
          case HOME -> Area.home(ctx.controller());
          case HERE -> Abilities.here(tx.s, ctx);
          case THERE -> Abilities.there(tx.s, ctx);
          case OTHER_PROBLEM, RANDOM_PROBLEM -> null;
        };
        // 506.2: never at another player's home; with no such area, at your own.
        if (to == null || to.home() && to.owner() != ctx.controller()) {
          to = Area.home(ctx.controller());
        }
        for (int i = 0, n = scaled(tx, m.amount(), m.forEach(), ctx, Who.YOU, ctx.controller()); i < n; i++) {
          int token = tx.s.cards().size();
          tx.makeToken(def, ctx.controller(), to);
          if (m.banishAtEndOfTurn() && tx.s.inPlay(token) != null) {
            // 708.4: "at the end of the turn, banish them": a triggered modifier of each token, its controller's.
            org.ponytable.engine.ability.Trigger end = new org.ponytable.engine.ability.Trigger(
                org.ponytable.engine.ability.Trigger.Kind.END_OF_TURN, null, Who.ANYONE, null);
            AbilityState ab = tx.s.abilities().tick();
            List<org.ponytable.engine.state.TriggeredModifier> all = new ArrayList<>(ab.triggeredModifiers());
            all.add(new org.ponytable.engine.state.TriggeredModifier(ab.clock(), token, ctx.controller(),
                new Ability.Triggered(end, null, false, List.of(new Effect.Apply(Effect.Verb.BANISH,
                    new org.ponytable.engine.ability.Target.This(), null))), Duration.TURN, true));
            tx.s = tx.s.withAbilities(ab.withTriggeredModifiers(all));
            tx.emit(new GameEvent.TriggeredModifierAdded(token, ctx.controller(), end.kind().jsonName(), true,
                Duration.TURN.jsonName()));
          }
        }
      })),
  /** The card with the ability, from its owner's discard pile to their hand (after a "dismissed" trigger). */
  RETURN_TO_HAND(word("returnToHand", Effect.ReturnToHand.class, How.AT_ONCE)
      .fields(new Field.Bool("it", false, "true: the card the trigger or Reaction is about, not this card"))
      .reads(v -> new Effect.ReturnToHand(v.bool("it")))
      .example("{\"do\": \"returnToHand\"}")
      .words(rt -> "put " + (rt.it() ? "that card" : "this card") + " from its owner's discard pile into their hand")
      .performs((tx, rt, targets, ctx) -> {
        int card = rt.it() ? ctx.subject() : ctx.source();
        if (card < 0) {
          return;
        }
        int owner = tx.s.owner(card);
        PlayerState ps = tx.player(owner);
        if (ps.discard().contains(card)) {
          tx.setPlayer(owner, ps.withDiscard(PlayerState.minus(ps.discard(), card))
              .withHand(PlayerState.plus(ps.hand(), card)));
          tx.emit(new GameEvent.ReturnedToHand(owner, card));
        }
      })),
  /** 509.5: moves the card with the ability, so that card must be in play. */
  ATTACH(word("attach", Effect.Attach.class, How.NEEDS_CARD_IN_PLAY)
      .fields(new Field.TargetField())
      .reads(v -> new Effect.Attach(v.target()))
      .example("{\"do\": \"attach\", \"target\": @T}")
      .words(a -> "attach this card to " + Words.target(a.target()))
      .affects((s, a, c, ctx) -> {
        InPlay att = s.inPlay(ctx.source());
        // 509.5: another face-up card its description allows; the card with the ability must be in play.
        return att != null && c.id() != att.id() && att.host() != c.id() && !c.faceDown()
            && s.type(att.id()) == CardType.RESOURCE && Abilities.fitsHost(s, att, c.id());
      })
      .performs((tx, a, targets, ctx) -> {
        for (int card : targets) {
          if (canAffect(tx.s, a, card, ctx)) {
            tx.attach(ctx.source(), card);
            // One host at a time: a second target would only reattach it at once.
            break;
          }
        }
      })),
  EXHAUST(verb(Effect.Verb.EXHAUST, "exhaust",
      (s, a, c, ctx) -> !c.exhausted() && !c.frightened() && s.type(c.id()) != CardType.PROBLEM
          && !Abilities.cantExhaust(s, c, ctx.controller()),
      (tx, card, ctx) -> {
        if (tx.exhaust(card)) {
          tx.emit(new GameEvent.Exhausted(card));
        }
      })
      // Exhausting a Troublemaker takes its power out of a faceoff (503.5).
      .inert((a, def) -> !DeadEnds.could(a.target(), null, CardType.TROUBLEMAKER, def))),
  READY(verb(Effect.Verb.READY, "ready", (s, a, c, ctx) -> c.exhausted() && !c.frightened()
      && !Abilities.cant(s, c, Ability.Restriction.READY),
      (tx, card, ctx) -> tx.ready(card))
      .inert()),
  FRIGHTEN(verb(Effect.Verb.FRIGHTEN, "frighten", (s, a, c, ctx) -> !c.frightened()
      && s.type(c.id()) != CardType.PROBLEM && !Abilities.cant(s, c, Ability.Restriction.BE_FRIGHTENED),
      (tx, card, ctx) -> tx.frighten(card))
      .inert()),
  UNFRIGHTEN(verb(Effect.Verb.UNFRIGHTEN, "unfrighten", (s, a, c, ctx) -> c.frightened(),
      (tx, card, ctx) -> tx.unfrighten(card))
      .inert()),
  /** 506.5 */
  SEND_HOME(verb(Effect.Verb.SEND_HOME, "send home",
      (s, a, c, ctx) -> s.isCharacter(c) && !c.area().equals(Area.home(c.controller())),
      (tx, card, ctx) -> tx.sendHome(card))
      .inert()),
  /** 409.1; 301.5: Mane Characters never leave play; Problems leave only when solved (613.2). */
  DISMISS(verb(Effect.Verb.DISMISS, "dismiss", (s, a, c, ctx) -> leavesPlay(s.type(c.id()))
      && !Abilities.cant(s, c, Ability.Restriction.BE_DISMISSED)
      && !(ctx.controller() != c.controller() && Abilities.cant(s, c, Ability.Restriction.BE_DISMISSED_BY_OPPONENTS)),
      (tx, card, ctx) -> tx.dismiss(card, "the effect of " + tx.s.def(ctx.source()).title()))
      // Removing a Problem would bring a new one.
      .inert((a, def) -> !DeadEnds.could(a.target(), null, CardType.PROBLEM, def))),
  /**
   * 409.2: a player retires only cards they control; an opponent-chosen target is retired by that
   * opponent ("each player retires a Friend"), so it names their cards.
   */
  RETIRE(verb(Effect.Verb.RETIRE, "retire",
      (s, a, c, ctx) -> c.controller() == Effects.chooserOf(a.target(), ctx.controller()) && leavesPlay(s.type(c.id())),
      (tx, card, ctx) -> tx.retire(card))
      // Removing a Problem would bring a new one.
      .inert((a, def) -> !DeadEnds.could(a.target(), null, CardType.PROBLEM, def))),
  /** 409.5 */
  BANISH(verb(Effect.Verb.BANISH, "banish", (s, a, c, ctx) -> leavesPlay(s.type(c.id())),
      (tx, card, ctx) -> tx.banish(card))
      // Removing a Problem would bring a new one.
      .inert((a, def) -> !DeadEnds.could(a.target(), null, CardType.PROBLEM, def))),
  /** 301.2 */
  BOOST(verb(Effect.Verb.BOOST, "boost", (s, a, c, ctx) -> s.type(c.id()) == CardType.MANE_CHARACTER
      && !c.boosted() && s.def(c.id()).boosted() != null, (tx, card, ctx) -> tx.boost(card))
      .inert()),
  /** 409, 401.3: the card leaves play for the top of its owner's draw deck. */
  PUT_ON_TOP(verb(Effect.Verb.PUT_ON_TOP, "put on top", (s, a, c, ctx) -> leavesPlay(s.type(c.id())),
      // Not inert: the card can be drawn or flipped again.
      (tx, card, ctx) -> {
        tx.putOnTop(card);
        // Issue 11: "you put a card on top of your deck", only when it is the effect's controller's own deck.
        if (tx.s.owner(card) == ctx.controller() && tx.s.inPlay(card) == null) {
          Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.PUTS_ON_TOP, ctx.controller(), null, List.of(), null);
        }
      })),
  /** 409: the card leaves play for its owner's hand ("return it to its owner's hand"). */
  PUT_INTO_HAND(verb(Effect.Verb.PUT_INTO_HAND, "put into hand", (s, a, c, ctx) -> leavesPlay(s.type(c.id()))
      && !(ctx.controller() != c.controller() && Abilities.cant(s, c, Ability.Restriction.BE_PUT_INTO_HAND_BY_OPPONENTS)),
      // Not inert: the card can be played again.
      (tx, card, ctx) -> tx.putIntoHand(card))),
  /** 607.3 (607.1: not while a face-up Epic Troublemaker is there); 505.2: only a face-down one. */
  UNCOVER(verb(Effect.Verb.UNCOVER, "uncover", (s, a, c, ctx) -> c.faceDown()
      && s.type(c.id()) == CardType.TROUBLEMAKER && c.area().isProblem() && !Flow.hasFaceUpEpic(s, c.area())
      && !Abilities.cant(s, c, Ability.Restriction.BE_UNCOVERED),
      (tx, card, ctx) -> Flow.uncover(tx, card))),
  /** 505.1, 505.3: only a face-up Troublemaker. */
  TURN_FACE_DOWN(verb(Effect.Verb.TURN_FACE_DOWN, "turn face down", (s, a, c, ctx) -> !c.faceDown()
      && s.type(c.id()) == CardType.TROUBLEMAKER, (tx, card, ctx) -> tx.turnFaceDown(card))),
  /** 505.1d: only the looker learns the card (the event names it to them alone); it stays face down. */
  LOOK_AT(verb(Effect.Verb.LOOK_AT, "look at", (s, a, c, ctx) -> c.faceDown(),
      (tx, card, ctx) -> tx.emit(new GameEvent.LookedAt(ctx.controller(), card)))
      .inert()),
  /**
   * 513.2: for good, or (708.2) until the turn or faceoff ends. A Mane Character or Problem stays
   * with its owner (it defines the player's side); taking for good a card held only for a while
   * makes the hold lasting.
   */
  TAKE_CONTROL(word("takeControl", Effect.Apply.class, How.AT_ONCE)
      .fields(new Field.TargetField(), Field.until(false))
      .reads(v -> new Effect.Apply(Effect.Verb.TAKE_CONTROL, v.target(), v.choice("until")))
      .example("{\"do\": \"takeControl\", \"target\": @T}")
      .words(a -> "take control of " + Words.target(a.target()) + (a.until() == null ? "" : " " + Words.until(a.until())))
      .affects((s, a, c, ctx) -> (c.controller() != ctx.controller()
          || a.until() == null && Control.heldForAWhile(s, c.id())) && s.type(c.id()) != CardType.MANE_CHARACTER
          && s.type(c.id()) != CardType.PROBLEM)
      .performs((tx, a, targets, ctx) -> {
        for (int card : targets) {
          if (!canAffect(tx.s, a, card, ctx)) {
            continue;
          }
          if (a.until() == null) {
            Control.takenForGood(tx, card);
            tx.takeControl(card, ctx.controller());
          } else {
            Control.takeFor(tx, card, ctx.controller(), ctx.source(), a.until());
          }
        }
      })),
  /** 514.2c, 707.4a: starts a faceoff, and none can start during one. */
  FACEOFF(word("faceoff", Effect.StartFaceoff.class, How.STARTS_FACEOFF)
      .fields(new Field.Nested(List.of("involve", "against", "win", "lose"), List.of("involve")))
      .example("{\"do\": \"faceoff\", \"involve\": [{\"player\": \"you\", \"type\": \"mane\"}], \"against\": @T,"
          + " \"win\": [{\"do\": \"score\", \"amount\": 1}]}")
      .words(f -> "start a faceoff" + (f.against() == null ? "" : " against " + Words.target(f.against()))
          + (f.win().isEmpty() ? "" : "; if you win it: " + clauses(f.win()))
          + (f.lose().isEmpty() ? "" : "; if you lose it: " + clauses(f.lose())))
      .steps(EffectWord::startFaceoff)),
  /** 514.4a: for the current faceoff only; outside one it would end as it begins (rulings.md). */
  MODIFY_TOTAL(word("modifyTotal", Effect.ModifyTotal.class, How.AT_ONCE)
      .fields(new Field.Int("amount", true, -99, 99, null, true,
          "what to add to the power total this faceoff (negative takes away, 514.4a)"), Field.player(Who.YOU))
      .reads(v -> new Effect.ModifyTotal(v.integer("amount"), v.who("player")))
      .example("{\"do\": \"modifyTotal\", \"amount\": 1}")
      .words(mt -> (mt.amount() > 0 ? "add " + mt.amount() + " to " : "take " + -mt.amount() + " from ")
          + switch (mt.player()) {
            case YOU -> "your power total";
            case OPPONENT -> "your opponent's power total";
            case ANYONE -> "each player's power total";
          } + " this faceoff")
      .performs((tx, mt, targets, ctx) -> {
        if (tx.s.faceoff() != null) {
          for (int p : Effects.players(mt.player(), ctx.controller())) {
            Faceoffs.modifyTotal(tx, p, mt.amount(), ctx.source());
          }
        }
      })),
  /** 708.4: a triggered modifier. */
  WHENEVER(word("whenever", Effect.Whenever.class, How.AT_ONCE)
      .fields(new Field.Nested(List.of("when", "subject", "player", "phase", "faceoff", "byAtLeast", "byExactly", "using", "if",
          "once", "until", "effects", "on"),
          List.of("when", "until", "effects")))
      .inert((w, def) -> DeadEnds.inert(w.effects(), def))
      .example("{\"do\": \"whenever\", \"when\": \"moved\", \"subject\": {\"type\": \"friend\"}, \"until\": \"turn\","
          + " \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}")
      // The trigger's own words without "when": "each time a Friend moves".
      .words(w -> Words.until(w.until()) + ", " + (w.once() ? "the next time " : "each time ")
          + w.trigger().kind().words(w.trigger()).replaceFirst("^when ", "") + ": " + (w.onChosen() ? "for that card, " : "")
          + clauses(w.effects()).replace("this card", w.onChosen() ? "that card" : "this card"))
      .performs((tx, w, targets, ctx) -> Effects.watch(tx, w, ctx))),
  /** "Choose one" / "choose two": the controller picks different modes, done in printed order (rulings.md). */
  CHOOSE_MODES(word("chooseModes", Effect.ChooseModes.class, How.ASKS)
      .fields(new Field.Nested(List.of("count", "modes", "random"), List.of("modes")))
      .inert((cm, def) -> cm.modes().stream().allMatch(m -> DeadEnds.inert(m, def)))
      .example("{\"do\": \"chooseModes\", \"count\": 1, \"modes\": [[{\"do\": \"draw\", \"amount\": 2}],"
          + " [{\"do\": \"gainTokens\", \"amount\": 1}]]}")
      .words(cm -> "choose " + (cm.count() == 1 ? "one" : cm.count() == 2 ? "two" : String.valueOf(cm.count()))
          + (cm.random() ? " at random" : "") + ": "
          + String.join("; or ", cm.modes().stream().map(EffectWord::clauses).toList()))
      .steps(EffectWord::chooseModes)),
  /** 608.4, 514.2a.i: a challenge by an effect, won or lost as in the Challenge Step (514.5a-b); none during a faceoff (707.4a). */
  CHALLENGE(word("challenge", Effect.Challenge.class, How.STARTS_FACEOFF)
      .fields(new Field.TargetField(), new Field.FilterField("with", true, "the challenger's cards involved, read from"
          + " you; \"there\" is the Troublemaker's Problem"), new Field.Bool("one", false,
          "true: you choose one card \"with\" describes as the challenge starts"))
      .reads(v -> new Effect.Challenge(v.target(), v.filter("with"), v.bool("one")))
      .example("{\"do\": \"challenge\", \"target\": @T, \"with\": {\"player\": \"you\", \"type\": \"character\","
          + " \"where\": \"there\"}}")
      .words(ch -> "challenge " + Words.target(ch.target()) + " with " + (ch.with().self() ? "this card"
          : (ch.one() ? "one of the " : "") + Words.filter(ch.with(), true)))
      .affects((s, ch, c, ctx) -> s.type(c.id()) == CardType.TROUBLEMAKER && !c.faceDown()
          && !Costs.challengeBanned(s, ctx.controller(), c.id()))
      .steps(EffectWord::challenge)),
  /** 514.5a by an effect: the player named scores the Troublemaker's points, then it is dismissed. */
  DEFEAT(word("defeat", Effect.Defeat.class, How.AT_ONCE)
      .fields(new Field.TargetField(), new Field.Choice<>("player", false, "player",
          Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), Who.YOU))
      .reads(v -> new Effect.Defeat(v.target(), v.who("player")))
      .example("{\"do\": \"defeat\", \"target\": @T}")
      .words(d -> does(d.player(), "defeat") + " " + Words.target(d.target()))
      .affects((s, d, c, ctx) -> s.type(c.id()) == CardType.TROUBLEMAKER && !c.faceDown())
      .performs((tx, d, targets, ctx) -> {
        int p = d.player() == Who.YOU ? ctx.controller() : GameState.opponent(ctx.controller());
        for (int card : targets) {
          if (canAffect(tx.s, d, card, ctx)) {
            Faceoffs.defeat(tx, p, card, tx.s.faceoff() == null ? List.of() : Triggers.involved(tx.s),
                tx.s.inPlay(card).area());
          }
        }
      })),
  /** 505.1, 505.3: turned over without uncovering or covering it: face-down ones need "faceDown" or "faceUpOrDown". */
  TURN_OVER(verb(Effect.Verb.TURN_OVER, "turn over", (s, a, c, ctx) -> s.type(c.id()) == CardType.TROUBLEMAKER,
      (tx, card, ctx) -> {
        if (tx.s.inPlay(card).faceDown()) {
          tx.turnFaceUp(card);
        } else {
          tx.turnFaceDown(card);
        }
      })),
  // ---- revealing and deck words (issue 11) ----
  /** Rulings.md (reveal): public as it is revealed; the effects after it depend on what it is. */
  REVEAL_TOP(word("revealTop", Effect.RevealTop.class, How.ASKS)
      .fields(new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName),
              Who.YOU),
          new Field.PrintedFilter("filter", "the revealed card is in a deck: describe it by \"type\", \"color\","
              + " \"trait\", \"title\" and \"maxPower\" only"),
          new Field.Choice<>("fits", false, "place", Field.byName(List.of(Effect.RevealedTo.values()),
              Effect.RevealedTo::jsonName), Effect.RevealedTo.TOP),
          new Field.Choice<>("otherwise", false, "place", Field.byName(List.of(Effect.RevealedTo.TOP,
              Effect.RevealedTo.HAND, Effect.RevealedTo.DISCARD_PILE, Effect.RevealedTo.BANISH, Effect.RevealedTo.BOTTOM),
              Effect.RevealedTo::jsonName), Effect.RevealedTo.TOP),
          new Field.Bool("may", false, "true: if it fits, you choose whether it goes there and the effects after it happen"),
          new Field.Int("next", false, 0, 9, 0, false, "how many effects after it happen only if it fits (0: all of them)"),
          new Field.Bool("until", false, "true: reveal cards from the top until one fits, then shuffle that deck"),
          new Field.Int("count", false, 1, 9, 1, false, "how many cards from the top are revealed together"),
          new Field.Bool("all", false, "true: every revealed card that fits goes there, nobody choosing"),
          Field.forEach())
      .reads(v -> new Effect.RevealTop(v.who("player"), v.filter("filter"), v.choice("fits"), v.choice("otherwise"),
          v.bool("may"), v.integer("next"), v.bool("until"), v.integer("count"), v.bool("all"), v.count("forEach")))
      .example("{\"do\": \"revealTop\", \"filter\": {\"type\": \"event\"}, \"fits\": \"hand\", \"may\": true}")
      .words(EffectWord::revealTopWords)
      .steps(EffectWord::revealTop)
      .inert()),
  /** Rulings.md (reveal): the card is shown to every player and stays in the hand. */
  REVEAL_RANDOM(word("revealRandom", Effect.RevealRandom.class, How.AT_ONCE)
      .fields(new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName),
          Who.OPPONENT))
      .reads(v -> new Effect.RevealRandom(v.who("player")))
      .example("{\"do\": \"revealRandom\"}")
      .words(rr -> does(rr.player(), "reveal") + " a card at random from " + (rr.player() == Who.YOU ? "your" : "their")
          + " hand")
      .performs((tx, rr, targets, ctx) -> {
        for (int p : Effects.players(rr.player(), ctx.controller())) {
          List<Integer> hand = tx.player(p).hand();
          if (!hand.isEmpty()) {
            tx.emit(new GameEvent.Revealed(p, hand.get(tx.random(hand.size()))));
          }
        }
      })
      .inert()),
  /** 409.4: a draw, from the other end of the deck. */
  DRAW_FROM_BOTTOM(word("drawFromBottom", Effect.DrawFromBottom.class, How.AT_ONCE)
      .fields(Field.amount("how many"))
      .reads(v -> new Effect.DrawFromBottom(v.integer("amount")))
      .example("{\"do\": \"drawFromBottom\", \"amount\": 1}")
      .words(d -> "you draw " + Words.count(d.amount(), "card") + " from the bottom of your deck")
      .performs((tx, d, targets, ctx) -> {
        for (int i = 0; i < d.amount(); i++) {
          tx.drawFromBottom(ctx.controller());
        }
      })
      .inert()),
  /** 402.4: the cards join the deck and it is shuffled; cards from a hand stay unnamed to the other player. */
  SHUFFLE_INTO_DECK(word("shuffleIntoDeck", Effect.ShuffleIntoDeck.class, How.AT_ONCE)
      .fields(Field.player(Who.YOU), new Field.Choice<>("from", true, "zone", Field.byName(List.of(Effect.Zone.HAND,
          Effect.Zone.DISCARD_PILE), Effect.Zone::jsonName), null))
      .reads(v -> new Effect.ShuffleIntoDeck(v.who("player"), v.choice("from")))
      .example("{\"do\": \"shuffleIntoDeck\", \"from\": \"discardPile\"}")
      .words(si -> does(si.player(), "shuffle") + " " + (si.player() == Who.YOU ? "your " : "their ")
          + (si.from() == Effect.Zone.HAND ? "hand" : "discard pile") + " into " + (si.player() == Who.YOU ? "your" : "their")
          + " deck")
      .performs((tx, si, targets, ctx) -> {
        for (int p : Effects.players(si.player(), ctx.controller())) {
          PlayerState ps = tx.player(p);
          List<Integer> deck = new ArrayList<>(ps.drawDeck());
          if (si.from() == Effect.Zone.HAND) {
            deck.addAll(ps.hand());
            ps = ps.withHand(List.of());
          } else {
            deck.addAll(ps.discard());
            ps = ps.withDiscard(List.of());
          }
          tx.setPlayer(p, ps.withDrawDeck(deck));
          tx.shuffleDrawDeck(p);
        }
      })),
  /** 401.3, 408: the Event leaves the queue for the top of its owner's deck; written elsewhere it does nothing. */
  EVENT_TO_TOP(word("eventToTop", Effect.EventToTop.class, How.AT_ONCE)
      .reads(v -> new Effect.EventToTop())
      .example("{\"do\": \"eventToTop\"}")
      .words(et -> "put this card on top of its owner's deck")
      .performs((tx, et, targets, ctx) -> {
        Resolution r = tx.s.resolving();
        int event = r == null ? -1 : r.eventCard();
        if (event >= 0 && !Effects.leftQueue(tx.s, event)) {
          int owner = tx.s.owner(event);
          List<Integer> deck = new ArrayList<>(tx.player(owner).drawDeck());
          deck.add(0, event);
          tx.setPlayer(owner, tx.player(owner).withDrawDeck(deck));
          tx.emit(new GameEvent.PutOnTop(event));
          Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.PUTS_ON_TOP, owner, null, List.of(), null);
        }
      })),
  /** 402.2: nobody sees the card; an empty deck or a single card stays as it is. */
  BOTTOM_TO_TOP(word("bottomToTop", Effect.BottomToTop.class, How.AT_ONCE)
      .reads(v -> new Effect.BottomToTop())
      .example("{\"do\": \"bottomToTop\"}")
      .words(bt -> "put the bottom card of your deck on top of your deck")
      .performs((tx, bt, targets, ctx) -> {
        PlayerState ps = tx.player(ctx.controller());
        int bottom = -1;
        for (int id : ps.drawDeck()) {
          if (!ps.flipped().contains(id)) {
            bottom = id;
          }
        }
        if (bottom >= 0) {
          List<Integer> deck = new ArrayList<>(PlayerState.minus(ps.drawDeck(), bottom));
          deck.add(0, bottom);
          tx.setPlayer(ctx.controller(), ps.withDrawDeck(deck));
          Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.PUTS_ON_TOP, ctx.controller(), null, List.of(), null);
        }
      })),
  /** 406: a card of yours from your discard pile into your hand; not a search (518.1): one must be taken. */
  RETRIEVE(word("retrieve", Effect.Retrieve.class, How.ASKS)
      .fields(new Field.PrintedFilter("filter", "a card in a discard pile has no controller, place or status:"
          + " describe it by \"type\", \"color\", \"trait\", \"title\" and \"maxPower\" only"),
          new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName),
              Who.YOU),
          new Field.Bool("another", false, "true: another card, not the card with the ability nor the card the trigger"
              + " is about"))
      .reads(v -> new Effect.Retrieve(v.filter("filter"), v.who("player"), v.bool("another")))
      .example("{\"do\": \"retrieve\", \"filter\": {\"type\": \"friend\"}}")
      .words(rt -> {
        String what = rt.another() ? "another " + Words.filter(rt.filter(), false) : Words.a(Words.filter(rt.filter(), false));
        return rt.player() == Who.OPPONENT ? "your opponent puts " + what + " from their discard pile into their hand"
            : "put " + what + " from your discard pile into your hand";
      })
      .steps(EffectWord::retrieve)),
  /** 409.5: from a discard pile (public, 406) to the banished zone; the controller chooses the card. */
  BANISH_FROM_DISCARD(word("banishFromDiscard", Effect.BanishFromDiscard.class, How.ASKS)
      .fields(new Field.PrintedFilter("filter", "a card in a discard pile has no controller, place or status:"
          + " describe it by \"type\", \"color\", \"trait\", \"title\" and \"maxPower\" only"), Field.player(Who.ANYONE),
          new Field.Bool("all", false, "true: every matching card in that pile, nobody chooses"),
          new Field.Bool("stop", false, "true: the effects after it happen only if a card was banished (\"if you do\")"),
          new Field.Bool("it", false, "true: only the card the trigger is about, if it is in a discard pile (\"banish that card\")"))
      .reads(v -> new Effect.BanishFromDiscard(v.filter("filter"), v.who("player"), v.bool("all"), v.bool("stop"),
          v.bool("it")))
      .example("{\"do\": \"banishFromDiscard\", \"filter\": {\"type\": \"event\"}}")
      .words(b -> b.it() ? "banish that card from its discard pile" : "banish " + (b.all() ? "every " + Words.filter(b.filter(), false) : Words.a(Words.filter(b.filter(), false)))
          + " in " + switch (b.player()) {
            case YOU -> "your discard pile";
            case OPPONENT -> "your opponent's discard pile";
            case ANYONE -> b.all() ? "both discard piles" : "a discard pile";
          } + (b.stop() ? "; if none is banished, the rest doesn't happen" : ""))
      .steps(EffectWord::banishFromDiscard)),
  /** 409.5, 706.1, 708.4: "banish a Friend; at the end of the turn put it into play" (rulings.md). */
  BANISH_FOR(word("banishFor", Effect.BanishFor.class, How.AT_ONCE)
      .fields(new Field.TargetField(), new Field.Choice<>("back", true, "when it comes back",
          Field.byName(List.of(Effect.Back.values()), Effect.Back::jsonName), null),
          new Field.Bool("frightened", false, "true: it comes back frightened (706.1a)"),
          new Field.Bool("toHand", false, "true: it goes into its owner's hand instead of into play"))
      .reads(v -> new Effect.BanishFor(v.target(), v.choice("back"), v.bool("frightened"), v.bool("toHand")))
      .example("{\"do\": \"banishFor\", \"target\": @T, \"back\": \"endOfTurn\"}")
      .words(b -> "banish " + Words.target(b.target()) + switch (b.back()) {
        case NOW -> ", then put it";
        case END_OF_TURN -> "; at the end of the turn, put it";
        case NEXT_TURN -> "; at the start of the next turn, put it";
        case THIS_LEAVES_PLAY -> " until this card leaves play; then put it";
        case YOUR_NEXT_TURN -> "; at the start of its owner's next turn, put it";
        case END_OF_FACEOFF -> " until the end of the faceoff; then put it";
      } + (b.toHand() ? " into its owner's hand" : " into play at its owner's home" + (b.frightened() ? " frightened" : "")))
      .affects((s, b, c, ctx) -> leavesPlay(s.type(c.id())))
      .performs((tx, b, targets, ctx) -> {
        for (int card : targets) {
          if (!canAffect(tx.s, b, card, ctx)) {
            continue;
          }
          tx.banish(card);
          int owner = tx.s.owner(card);
          if (!tx.player(owner).banished().contains(card)) {
            continue;
          }
          if (b.back() == Effect.Back.NOW) {
            returnFromBanished(tx, card, b.frightened(), b.toHand());
            continue;
          }
          if (b.back() == Effect.Back.THIS_LEAVES_PLAY) {
            untilThisLeavesPlay(tx, card, b.frightened(), b.toHand(), ctx);
            continue;
          }
          // 514.6: past the faceoff's end triggers there is no "end of the faceoff" left to wait for.
          if (b.back() == Effect.Back.END_OF_FACEOFF && Faceoffs.pastEndTriggers(tx.s)) {
            returnFromBanished(tx, card, b.frightened(), b.toHand());
            continue;
          }
          if (b.back() == Effect.Back.YOUR_NEXT_TURN || b.back() == Effect.Back.END_OF_FACEOFF) {
            // 708.4: waits for its owner's next Ready Phase, or the faceoff's end, with no duration to end it
            // first (Flow.startTurn and Faceoffs end their modifiers before those triggers are read).
            org.ponytable.engine.ability.Trigger ready = b.back() == Effect.Back.END_OF_FACEOFF
                ? new org.ponytable.engine.ability.Trigger(org.ponytable.engine.ability.Trigger.Kind.FACEOFF_ENDS,
                    null, Who.ANYONE, null)
                : new org.ponytable.engine.ability.Trigger(org.ponytable.engine.ability.Trigger.Kind.PHASE_STARTS,
                    null, Who.YOU, org.ponytable.engine.terms.Phase.READY);
            AbilityState ab = tx.s.abilities().tick();
            List<org.ponytable.engine.state.TriggeredModifier> all = new ArrayList<>(ab.triggeredModifiers());
            all.add(new org.ponytable.engine.state.TriggeredModifier(ab.clock(), card, owner,
                new Ability.Triggered(ready, null, false, List.of(new Effect.ReturnFromBanished(b.frightened(), -1, b.toHand()))),
                null, true));
            tx.s = tx.s.withAbilities(ab.withTriggeredModifiers(all));
            tx.emit(new GameEvent.TriggeredModifierAdded(card, owner, ready.kind().jsonName(), true, b.back().jsonName()));
            continue;
          }
          // 708.4: the return waits as a triggered modifier of the banished card itself, its owner's (513.3).
          boolean nextTurn = b.back() == Effect.Back.NEXT_TURN;
          org.ponytable.engine.ability.Trigger end = nextTurn
              ? new org.ponytable.engine.ability.Trigger(org.ponytable.engine.ability.Trigger.Kind.PHASE_STARTS, null,
                  Who.ANYONE, org.ponytable.engine.terms.Phase.READY)
              : new org.ponytable.engine.ability.Trigger(org.ponytable.engine.ability.Trigger.Kind.END_OF_TURN, null,
                  Who.ANYONE, null);
          // Kept until the turn player's next turn, which the next turn's start does not end (Flow.startTurn).
          int holder = nextTurn ? tx.s.turnPlayer() : owner;
          Duration lasts = nextTurn ? Duration.YOUR_NEXT_TURN : Duration.TURN;
          AbilityState ab = tx.s.abilities().tick();
          List<org.ponytable.engine.state.TriggeredModifier> all = new ArrayList<>(ab.triggeredModifiers());
          all.add(new org.ponytable.engine.state.TriggeredModifier(ab.clock(), card, holder,
              new Ability.Triggered(end, null, false, List.of(new Effect.ReturnFromBanished(b.frightened(), -1, b.toHand()))),
              lasts, true));
          tx.s = tx.s.withAbilities(ab.withTriggeredModifiers(all));
          tx.emit(new GameEvent.TriggeredModifierAdded(card, holder, end.kind().jsonName(), true, lasts.jsonName()));
        }
      })),
  /** 706.1: the card with the ability from its owner's banished zone into play (what banishFor leaves waiting). */
  RETURN_FROM_BANISHED(word("returnFromBanished", Effect.ReturnFromBanished.class, How.AT_ONCE)
      .fields(new Field.Bool("frightened", false, "true: it comes back frightened (706.1a)"))
      .reads(v -> new Effect.ReturnFromBanished(v.bool("frightened")))
      .example("{\"do\": \"returnFromBanished\"}")
      .words(r -> "put this card from its owner's banished zone into play at their home" + (r.frightened() ? " frightened" : ""))
      .performs((tx, r, targets, ctx) -> {
        int card = r.card() >= 0 ? r.card() : ctx.source();
        if (card >= 0) {
          returnFromBanished(tx, card, r.frightened(), r.toHand());
        }
      })),
  /** "Choose a Problem": the Problem chosen is "there" for the effects after it (501.5). */
  CHOOSE_PROBLEM(word("chooseProblem", Effect.ChooseProblem.class, How.ASKS)
      .reads(v -> new Effect.ChooseProblem())
      .example("{\"do\": \"chooseProblem\"}")
      .words(cp -> "choose a Problem (\"there\" from now on)")
      .steps(EffectWord::chooseProblem)
      .inert()),
  /** 404.1: only the looker sees a hand looked at (LookedAt names each card to them alone); a revealed one all see. */
  LOOK_AT_HAND(word("lookAtHand", Effect.LookAtHand.class, How.ASKS)
      .fields(new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName),
              Who.OPPONENT),
          new Field.PrintedFilter("filter", "the card chosen is in a hand: describe it by \"type\", \"color\","
              + " \"trait\", \"title\" and printed numbers only"),
          new Field.Bool("reveal", false, "true: that player reveals their hand to everyone"),
          new Field.Bool("discard", false, "true: you choose a card in it and its owner discards it"),
          new Field.Bool("upTo", false, "true: you may choose no card"),
          new Field.Choice<>("to", false, "place", Field.byName(List.of(Effect.RevealedTo.DISCARD_PILE,
              Effect.RevealedTo.TOP, Effect.RevealedTo.BANISH), Effect.RevealedTo::jsonName), Effect.RevealedTo.DISCARD_PILE))
      .reads(v -> new Effect.LookAtHand(v.who("player"), v.filter("filter"), v.bool("reveal"), v.bool("discard"),
          v.bool("upTo"), v.choice("to")))
      .example("{\"do\": \"lookAtHand\", \"discard\": true}")
      .words(l -> (l.reveal() ? (l.player() == Who.YOU ? "reveal your hand" : "your opponent reveals their hand")
              : "look at " + (l.player() == Who.YOU ? "your" : "your opponent's") + " hand")
          + (l.discard() ? (l.upTo() ? "; you may choose " : "; choose ")
              + Words.a(l.filter() == null ? "card" : Words.filter(l.filter(), false)) + " in it"
              + (l.to() == Effect.RevealedTo.TOP ? (l.player() == Who.YOU ? " and put it on top of your deck"
                  : " and put it on top of their deck")
              : l.to() == Effect.RevealedTo.BANISH ? (l.player() == Who.YOU ? " and banish it" : " and they banish it")
              : l.player() == Who.YOU ? " and discard it" : " and they discard it") : ""))
      .steps(EffectWord::lookAtHand)
      .inert()),
  /**
   * 705.2d: "choose a Friend", an instruction of its own: the cards are chosen and nothing is done
   * to them; the next effect names them ({@code chosen}, {@code otherThan}, {@code powerVsChosen}).
   */
  CHOOSE(word("choose", Effect.Choose.class, How.AT_ONCE)
      .fields(new Field.TargetField())
      .reads(v -> new Effect.Choose(v.target()))
      .example("{\"do\": \"choose\", \"target\": @T}")
      .words(ch -> "choose " + Words.target(ch.target()))
      .affects((s, ch, c, ctx) -> true)
      .performs((tx, ch, targets, ctx) -> { })
      .inert()),
  /** 103.5, 103.3: "you lose the game": the game ends at once (103.1), the other player winning. */
  LOSE_GAME(word("loseGame", Effect.LoseGame.class, How.AT_ONCE)
      .fields(new Field.Choice<>("player", false, "who loses",
          Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), Who.YOU))
      .reads(v -> new Effect.LoseGame(v.who("player")))
      .example("{\"do\": \"loseGame\"}")
      .words(l -> does(l.player(), "lose") + " the game")
      .performs((tx, l, targets, ctx) -> {
        int loser = l.player() == Who.YOU ? ctx.controller() : GameState.opponent(ctx.controller());
        tx.end(new org.ponytable.engine.state.GameResult(GameState.opponent(loser),
            tx.s.player(loser).name() + " lost the game to " + tx.s.def(ctx.source()).title()));
      })),
  /** 712.3: "then, you may ..." in the middle of an ability: yes, and its effects take its place. */
  OPTIONAL(word("optional", Effect.Optional.class, How.ASKS)
      .fields(new Field.Nested(List.of("effects"), List.of("effects")))
      .inert((op, def) -> DeadEnds.inert(op.effects(), def))
      .example("{\"do\": \"optional\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}")
      .words(op -> "you may " + clauses(op.effects()))
      .steps(EffectWord::optional)),
  /**
   * 513.2: the opponent gains control of each target, for good or until {@code until} ends; as
   * {@code takeControl} it never moves a Mane Character or a Problem (they define a player's side).
   */
  GIVE_CONTROL(word("giveControl", Effect.GiveControl.class, How.AT_ONCE)
      .fields(new Field.TargetField(), Field.until(false))
      .reads(v -> new Effect.GiveControl(v.target(), v.choice("until")))
      .example("{\"do\": \"giveControl\", \"target\": @T, \"until\": \"scorePhase\"}")
      .words(g -> "your opponent gains control of " + Words.target(g.target())
          + (g.until() == null ? "" : " " + Words.until(g.until())))
      .affects((s, g, c, ctx) -> (c.controller() != GameState.opponent(ctx.controller())
          || g.until() == null && Control.heldForAWhile(s, c.id())) && s.type(c.id()) != CardType.MANE_CHARACTER
          && s.type(c.id()) != CardType.PROBLEM)
      .performs((tx, g, targets, ctx) -> {
        int opponent = GameState.opponent(ctx.controller());
        for (int card : targets) {
          if (!canAffect(tx.s, g, card, ctx)) {
            continue;
          }
          if (g.until() == null) {
            Control.takenForGood(tx, card);
            tx.takeControl(card, opponent);
          } else {
            Control.takeFor(tx, card, opponent, ctx.source(), g.until());
          }
        }
      })),
  /**
   * Token copies (rulings.md): a token card made from each target's printed values enters play
   * under your control; a Troublemaker's copy only at a Problem, face up. Not of a Mane Character
   * or a Problem, nor of a face-down card (505.2: nothing to copy).
   */
  TOKEN_COPY(word("tokenCopy", Effect.TokenCopy.class, How.AT_ONCE)
      .fields(new Field.TargetField(), new Field.Choice<>("to", false, "destination",
          Field.byName(List.of(Effect.CopyTo.values()), Effect.CopyTo::jsonName), Effect.CopyTo.HOME),
          new Field.Bool("left", false, "true: the cards the previous effect chose that have left play since"
              + " (a copy of a card only once it was really dismissed)"))
      .reads(v -> new Effect.TokenCopy(v.target(), v.choice("to"), v.bool("left")))
      .example("{\"do\": \"tokenCopy\", \"target\": @T}")
      .words(t -> "put a token copy of " + (t.left() ? "each card chosen that has left play" : Words.target(t.target()))
          + " into play" + switch (t.to()) {
        case HOME -> " at your home";
        case HERE -> " here";
        case THERE -> " there";
        case OTHER_PROBLEMS -> " at each other Problem";
      })
      .affects((s, t, c, ctx) -> !c.faceDown() && s.type(c.id()) != CardType.MANE_CHARACTER
          && s.type(c.id()) != CardType.PROBLEM)
      .performs((tx, t, targets, ctx) -> {
        List<CardDef> copies = new ArrayList<>();
        if (t.left()) {
          // "If you do": only what the previous effect chose and has since left play, as printed.
          var r = tx.s.resolving();
          for (int card : r == null || r.source() != ctx.source() ? List.<Integer>of() : r.previous()) {
            CardType type = tx.s.type(card);
            if (tx.s.inPlay(card) == null && type != CardType.MANE_CHARACTER && type != CardType.PROBLEM) {
              copies.add(asToken(tx.s.def(card)));
            }
          }
        } else {
          for (int card : targets) {
            if (canAffect(tx.s, t, card, ctx)) {
              copies.add(asToken(tx.s.def(card)));
            }
          }
        }
        List<Area> areas = new ArrayList<>();
        if (t.to() == Effect.CopyTo.OTHER_PROBLEMS) {
          Area here = Abilities.here(tx.s, ctx);
          for (InPlay c : tx.s.play()) {
            if (c.area().isProblem() && !c.area().equals(here) && tx.s.type(c.id()) == CardType.PROBLEM) {
              areas.add(c.area());
            }
          }
        } else {
          Area to = switch (t.to()) {
            case HERE -> Abilities.here(tx.s, ctx);
            case THERE -> Abilities.there(tx.s, ctx);
            default -> Area.home(ctx.controller());
          };
          // 506.2: never at another player's home; with no such area, at your own.
          areas.add(to == null || to.home() && to.owner() != ctx.controller() ? Area.home(ctx.controller()) : to);
        }
        for (CardDef def : copies) {
          for (Area to : areas) {
            // 306.1: a Troublemaker stands only at a Problem.
            // 802.3: copies copying themselves as they enter play stop, as a loop does (rulings.md).
            if (tx.s.play().size() >= EffectWord.COPY_LIMIT) {
              return;
            }
            if (def.type() != CardType.TROUBLEMAKER || to.isProblem()) {
              tx.makeToken(def, ctx.controller(), to);
            }
          }
        }
      })),
  // ---- faceoff words (issue 11, faceoffs) ----
  /** 514.3a: the faceoff's first flip; flips are counted in one place, {@code Faceoffs.firstFlips}. */
  CHANGE_FLIPS(word("changeFlips", Effect.ChangeFlips.class, How.AT_ONCE)
      .fields(new Field.Int("amount", true, -9, 9, null, true,
          "how many more cards (negative: fewer) are flipped at this faceoff's first flip (514.3a)"), Field.player(Who.YOU))
      .reads(v -> new Effect.ChangeFlips(v.integer("amount"), v.who("player")))
      .example("{\"do\": \"changeFlips\", \"amount\": -1, \"player\": \"anyone\"}")
      .words(cf -> does(cf.player(), "flip") + " " + Words.count(Math.abs(cf.amount()),
          cf.amount() > 0 ? "more card" : "fewer card") + " during this faceoff")
      .performs((tx, cf, targets, ctx) -> {
        if (tx.s.faceoff() != null) {
          for (int p : Effects.players(cf.player(), ctx.controller())) {
            Faceoffs.changeFlips(tx, p, cf.amount(), ctx.source());
          }
        }
      })
      .inert()),
  /** 514.2d: "becomes involved in the faceoff"; who is involved has one owner, {@code Faceoffs.involvedCards}. */
  JOIN_FACEOFF(word("joinFaceoff", Effect.JoinFaceoff.class, How.AT_ONCE)
      .fields(new Field.TargetField())
      .reads(v -> new Effect.JoinFaceoff(v.target()))
      .example("{\"do\": \"joinFaceoff\", \"target\": @T}")
      .words(j -> Words.target(j.target()) + " becomes involved in the faceoff")
      .affects((s, j, c, ctx) -> s.faceoff() != null && s.isCharacter(c) && !c.faceDown()
          && !Faceoffs.involvedCards(s, s.faceoff()).contains(c))
      .performs((tx, j, targets, ctx) -> {
        for (int card : targets) {
          if (canAffect(tx.s, j, card, ctx)) {
            Faceoffs.join(tx, card);
          }
        }
      })
      .inert()),
  /** Rulings.md (end the faceoff): flipped cards go to the bottom, nobody wins; nothing outside a faceoff. */
  END_FACEOFF(word("endFaceoff", Effect.EndFaceoff.class, How.AT_ONCE)
      .reads(v -> new Effect.EndFaceoff())
      .example("{\"do\": \"endFaceoff\"}")
      .words(e -> "end the faceoff")
      .performs((tx, e, targets, ctx) -> Faceoffs.end(tx, ctx.source()))),
  /** Chaos: "you may put it into play"; a flipped card is in its owner's deck (515.2). */
  FLIPPED_INTO_PLAY(word("flippedIntoPlay", Effect.FlippedIntoPlay.class, How.AT_ONCE)
      .reads(v -> new Effect.FlippedIntoPlay())
      .example("{\"do\": \"flippedIntoPlay\"}")
      .words(f -> "put the flipped card into play at your home")
      .performs((tx, f, targets, ctx) -> {
        int card = ctx.subject();
        if (card >= 0 && canEnterAtHome(tx.s.def(card))) {
          tx.flippedIntoPlay(card, ctx.controller());
        }
      })
      .inert()),
  /** 409.5: a flipped card banished from its owner's deck (515.2: it was still there). */
  BANISH_FLIPPED(word("banishFlipped", Effect.BanishFlipped.class, How.ASKS)
      .fields(new Field.Choice<>("player", false, "player", Field.byName(List.of(Who.values()), Who::jsonName), null))
      .reads(v -> new Effect.BanishFlipped(v.who("player")))
      .example("{\"do\": \"banishFlipped\", \"player\": \"opponent\"}")
      .words(b -> b.player() == null ? "banish the flipped card" : "banish a card " + switch (b.player()) {
        case YOU -> "you flipped";
        case OPPONENT -> "your opponent flipped";
        case ANYONE -> "flipped";
      })
      .steps(EffectWord::banishFlipped)
      .inert()),
  /** 611.3, rulings.md: a confront requirement changed for a while at the Problem "there" (501.5). */
  CHANGE_REQUIREMENT(word("changeRequirement", Effect.ChangeRequirement.class, How.AT_ONCE)
      .fields(new Field.Int("amount", true, -99, 99, null, true, "power more (negative: less) needed to confront"),
          Field.player(Who.ANYONE), new Field.Choice<>("until", true, "duration",
              Field.byName(List.of(Duration.TURN, Duration.YOUR_NEXT_TURN), Duration::jsonName), null),
          new Field.Bool("allProblems", false, "true: every Problem, those that come into play later too"))
      .reads(v -> new Effect.ChangeRequirement(v.integer("amount"), v.who("player"), v.choice("until"),
          v.bool("allProblems")))
      .example("{\"do\": \"changeRequirement\", \"amount\": 2, \"until\": \"turn\"}")
      .words(c -> (c.player() == Who.ANYONE ? "players need " : c.player() == Who.YOU ? "you need " : "your opponent needs ")
          + Math.abs(c.amount()) + (c.amount() < 0 ? " less" : " more") + " power to confront "
          + (c.allProblems() ? "Problems " : "the Problem there ") + Words.until(c.until()))
      .performs((tx, c, targets, ctx) -> {
        Area there = Abilities.there(tx.s, ctx);
        // -1 in a ConfrontChange: every Problem (rulings.md, confront requirement changes made by effects).
        int problem = there == null || !there.isProblem() ? -1 : tx.s.problemAt(there.owner());
        if (c.allProblems()) {
          problem = -1;
        } else if (problem < 0) {
          return;
        }
        for (int p : Effects.players(c.player(), ctx.controller())) {
          PlayerState ps = tx.player(p);
          tx.setPlayer(p, ps.withConfrontChanges(PlayerState.plus(ps.confrontChanges(),
              new org.ponytable.engine.state.ConfrontChange(problem, c.amount(), c.until(), ctx.controller()))));
        }
      })
      .inert()),
  /** "Choose a color": kept with the card with the ability while it stays in play. */
  CHOOSE_COLOR(word("chooseColor", Effect.ChooseColor.class, How.ASKS)
      .fields(new Field.Bool("replace", false, "true: the colors chosen before are forgotten"))
      .reads(v -> new Effect.ChooseColor(v.bool("replace")))
      .example("{\"do\": \"chooseColor\"}")
      .words(cc -> cc.replace() ? "choose a color (this card keeps it instead of the colors chosen before)"
          : "choose a color (this card keeps it)")
      .steps(EffectWord::chooseColor)),
  /** 613.2: an effect replaces a Problem with the same instructions as the Solve Step; it is not solved (613.1). */
  REPLACE_PROBLEM(word("replaceProblem", Effect.ReplaceProblem.class, How.AT_ONCE)
      .fields(new Field.TargetField())
      .reads(v -> new Effect.ReplaceProblem(v.target()))
      .example("{\"do\": \"replaceProblem\", \"target\": @T}")
      .words(r -> "replace " + Words.target(r.target()))
      .affects((s, r, c, ctx) -> s.type(c.id()) == CardType.PROBLEM
          && (!Abilities.cant(s, c, Ability.Restriction.BE_REPLACED) || solvedNow(s, c.id())))
      .performs((tx, r, targets, ctx) -> {
        for (int card : targets) {
          if (tx.s.inPlay(card) != null && canAffect(tx.s, r, card, ctx)) {
            Flow.replaceProblem(tx, card, false);
          }
        }
      })),
  /** 409.5: "then banish this card", said by an Event: it goes to the banished zone, not the discard pile (304.2). */
  BANISH_EVENT(word("banishEvent", Effect.BanishEvent.class, How.AT_ONCE)
      .reads(v -> new Effect.BanishEvent())
      .example("{\"do\": \"banishEvent\"}")
      .words(be -> "banish this card (not into the discard pile)")
      .performs((tx, be, targets, ctx) -> {
        Resolution r = tx.s.resolving();
        int event = r == null ? -1 : r.eventCard();
        if (event >= 0 && !Effects.leftQueue(tx.s, event)) {
          int owner = tx.s.owner(event);
          tx.setPlayer(owner, tx.player(owner).withBanished(PlayerState.plus(tx.player(owner).banished(), event)));
          tx.emit(new GameEvent.Banished(event));
        }
      })),
  /** 609.2a, 609.2c: "play a Troublemaker for free": played from the hand, its cost not paid (rulings.md). */
  PLAY_FREE(word("playFree", Effect.PlayFree.class, How.ASKS)
      .fields(new Field.PrintedFilter("filter", "the card is in your hand: describe it by \"type\" (a Friend or a"
          + " Troublemaker), \"color\", \"trait\", \"title\" and printed numbers only"))
      .reads(v -> new Effect.PlayFree(v.filter("filter")))
      .example("{\"do\": \"playFree\", \"filter\": {\"type\": \"troublemaker\"}}")
      .words(pf -> "play " + Words.a(Words.filter(pf.filter(), false)) + " from your hand without paying its cost")
      .steps(EffectWord::playFree)),
  /** Rulings.md, "Changes to the turn sequence": the turn owner (Flow) gives the extra turn. */
  EXTRA_TURN(word("extraTurn", Effect.ExtraTurn.class, How.AT_ONCE)
      .reads(v -> new Effect.ExtraTurn())
      .example("{\"do\": \"extraTurn\"}")
      .words(x -> "take an extra turn after this one")
      .performs((tx, x, targets, ctx) -> Flow.extraTurn(tx, ctx.controller()))),
  /** Rulings.md: the next such phase of this turn is skipped (601.1). */
  SKIP_PHASE(word("skipPhase", Effect.SkipPhase.class, How.AT_ONCE)
      .fields(new Field.Choice<>("phase", true, "the phase skipped",
          Field.byName(List.of(Phase.TROUBLEMAKER, Phase.MAIN, Phase.SCORE), p -> p.name().toLowerCase(java.util.Locale.ROOT)),
          null))
      .reads(v -> new Effect.SkipPhase(v.choice("phase")))
      .example("{\"do\": \"skipPhase\", \"phase\": \"troublemaker\"}")
      .words(x -> "skip the next " + x.phase().display() + " this turn")
      .performs((tx, x, targets, ctx) -> Flow.skipPhase(tx, x.phase()))),
  /** Rulings.md: a new phase of that kind starts once the current one ends (601.1). */
  NEW_PHASE(word("newPhase", Effect.NewPhase.class, How.AT_ONCE)
      .fields(new Field.Choice<>("phase", true, "the phase started again",
          Field.byName(List.of(Phase.READY, Phase.TROUBLEMAKER, Phase.MAIN, Phase.SCORE),
              p -> p.name().toLowerCase(java.util.Locale.ROOT)),
          null))
      .reads(v -> new Effect.NewPhase(v.choice("phase")))
      .example("{\"do\": \"newPhase\", \"phase\": \"troublemaker\"}")
      .words(x -> "start a new " + x.phase().display() + " after this one")
      .performs((tx, x, targets, ctx) -> Flow.newPhase(tx, x.phase()))),
  /** 104.2: "opponents can't play Events this turn", kept in the turn's history. */
  CANT_PLAY_EVENTS(word("cantPlayEvents", Effect.NoEvents.class, How.AT_ONCE)
      .fields(Field.player(Who.OPPONENT))
      .reads(v -> new Effect.NoEvents(v.who("player")))
      .example("{\"do\": \"cantPlayEvents\", \"player\": \"opponent\"}")
      .words(x -> (x.player() == Who.YOU ? "you" : x.player() == Who.OPPONENT ? "your opponent" : "each player")
          + " can't play Events this turn")
      .performs((tx, x, targets, ctx) -> {
        for (int p : Effects.players(x.player(), ctx.controller())) {
          tx.count(t -> t.withNoEvents(p));
        }
      })),
  /** 301.2, 301.3 (rulings.md, back to the Start side): the Mane Character shows its Start side again. */
  TURN_TO_START(verb(Effect.Verb.TURN_TO_START, "turn to its Start side", (s, a, c, ctx) ->
      s.type(c.id()) == CardType.MANE_CHARACTER && c.boosted(), (tx, card, ctx) -> tx.turnToStart(card))
      .inert()),
  /**
   * 508: a player may pay action tokens: the player named decides (decision MAY, yes pays) and the
   * effects of {@code then} take its place; a player who doesn't or can't pay gets {@code else}.
   */
  PAY_OR(word("payOr", Effect.PayOr.class, How.ASKS)
      .fields(Field.amount("the action tokens to pay"), new Field.Choice<>("player", false, "player",
          Field.byName(List.of(Who.YOU, Who.OPPONENT), Who::jsonName), Who.YOU),
          new Field.Nested(List.of("then", "else"), List.of()))
      .example("{\"do\": \"payOr\", \"amount\": 1, \"player\": \"opponent\", \"else\": [{\"do\": \"draw\", \"amount\": 1}]}")
      .words(po -> (po.player() == Who.OPPONENT ? "your opponent may pay " : "you may pay ")
          + Words.count(po.amount(), "action token") + (po.then().isEmpty() ? "" : "; if so, " + clauses(po.then()))
          + (po.otherwise().isEmpty() ? "" : "; if not, " + clauses(po.otherwise())))
      .steps(EffectWord::payOr)),
  /** Glossary, Pumped; 409.5 (issue 11): a card banished to beneath a card in play. */
  BANISH_BENEATH(word("banishBeneath", Effect.BanishBeneath.class, How.ASKS)
      .fields(new Field.Choice<>("from", true, "where the card comes from",
              Field.byName(List.of(Effect.BeneathFrom.values()), Effect.BeneathFrom::jsonName), null),
          new Field.FilterField("filter", false, "which card (from a hand: printed parts only)"),
          new Field.Choice<>("onto", false, "the card it goes beneath",
              Field.byName(List.of(Effect.Onto.values()), Effect.Onto::jsonName), Effect.Onto.THIS),
          Field.player(Who.YOU))
      .reads(v -> new Effect.BanishBeneath(v.choice("from"), v.filter("filter"), v.choice("onto"), v.who("player")))
      .example("{\"do\": \"banishBeneath\", \"from\": \"hand\", \"onto\": \"pumpedFriend\"}")
      .words(b -> (b.player() == Who.OPPONENT ? "your opponent banishes " : "banish ") + switch (b.from()) {
            case HAND -> Words.a(Words.filter(b.filter(), false)) + " from " + (b.player() == Who.OPPONENT ? "their" : "your")
                + " hand";
            case PLAY -> Words.a(Words.filter(b.filter(), false));
            case DECK_TOP -> "the top card of " + (b.player() == Who.OPPONENT ? "their" : "your") + " deck";
            case EVENT -> "this card";
          } + " to beneath " + (b.onto() == Effect.Onto.THIS ? "this card"
              : "one of " + (b.player() == Who.OPPONENT ? "their" : "your") + " Friends with Pumped"))
      .steps(EffectWord::banishBeneath)),
  /** Glossary, Spend (issue 11): cards leave from beneath a card. */
  FROM_BENEATH(word("fromBeneath", Effect.FromBeneath.class, How.ASKS)
      .fields(new Field.Choice<>("onto", false, "the card they are beneath",
              Field.byName(List.of(Effect.Onto.values()), Effect.Onto::jsonName), Effect.Onto.THIS),
          new Field.Choice<>("to", true, "where they go",
              Field.byName(List.of(Effect.BeneathTo.values()), Effect.BeneathTo::jsonName), null),
          new Field.Bool("all", false, "true: every card beneath it, not only one"), Field.player(Who.YOU))
      .reads(v -> new Effect.FromBeneath(v.choice("onto"), v.choice("to"), v.bool("all"), v.who("player")))
      .example("{\"do\": \"fromBeneath\", \"to\": \"discardPile\", \"all\": true}")
      .words(f -> "put " + (f.all() ? "all cards" : "a card") + " from beneath "
          + (f.onto() == Effect.Onto.THIS ? "this card" : f.player() == Who.YOU ? "one of your Friends with Pumped"
              : "a Friend with Pumped") + switch (f.to()) {
            case DISCARD_PILE -> " into " + (f.all() ? "their owners' discard piles" : "its owner's discard pile");
            case DECK_TOP -> " on top of " + (f.all() ? "their owners' decks" : "its owner's deck");
            case PLAY -> " into play at " + (f.all() ? "their owners' homes" : "its owner's home");
          })
      .steps(EffectWord::fromBeneath)),
  /** 401.3 (issue 11): a card of a hand ("it") on top of its owner's deck; unseen by the other player (402.2). */
  HAND_CARD_TO_TOP(word("handCardToTop", Effect.HandCardToTop.class, How.AT_ONCE)
      .reads(v -> new Effect.HandCardToTop())
      .example("{\"do\": \"handCardToTop\"}")
      .words(h -> "put that card from its owner's hand on top of their deck")
      .performs((tx, h, targets, ctx) -> {
        int card = ctx.subject();
        if (card < 0) {
          return;
        }
        int owner = tx.s.owner(card);
        PlayerState ps = tx.player(owner);
        if (ps.hand().contains(card)) {
          List<Integer> deck = new ArrayList<>(ps.drawDeck());
          deck.add(0, card);
          tx.setPlayer(owner, ps.withHand(PlayerState.minus(ps.hand(), card)).withDrawDeck(deck));
          Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.PUTS_ON_TOP, owner, null, List.of(), null);
        }
      })),
  // ---- chaos words (issue 11, faceoffs and flips) ----
  /** 514.6, 404: "put one of your flipped cards into your hand": chosen among the flipped cards (515.2: still in the deck). */
  TAKE_FLIPPED(word("takeFlipped", Effect.TakeFlipped.class, How.ASKS)
      .fields(new Field.PrintedFilter("filter", "a flipped card is in its owner's deck: describe it by \"type\","
          + " \"color\", \"trait\", \"title\" and printed numbers only"))
      .reads(v -> new Effect.TakeFlipped(v.filter("filter")))
      .example("{\"do\": \"takeFlipped\", \"filter\": {\"type\": \"troublemaker\"}}")
      .words(t -> "put one of your flipped " + Words.filter(t.filter(), true) + " into your hand")
      .steps(EffectWord::takeFlipped)
      .idleWhen((s, t, ctx) -> fittingFlipped(s, ctx.controller(), t.filter()).isEmpty())
      .inert()),
  /** 514.4a, 515.4: "give one of your flipped cards +3 power until the end of the faceoff": chosen among your flipped cards. */
  GIVE_FLIPPED(word("giveFlipped", Effect.GiveFlipped.class, How.ASKS)
      .fields(new Field.Int("power", true, -99, 99, null, true, "power more (negative: less) the chosen flipped card"
          + " has for the faceoff"))
      .reads(v -> new Effect.GiveFlipped(v.integer("power")))
      .example("{\"do\": \"giveFlipped\", \"power\": 3}")
      .words(g -> "one of your flipped cards gets " + (g.power() > 0 ? "+" : "") + g.power() + " power until the end of the faceoff")
      .steps(EffectWord::giveFlipped)
      .idleWhen((s, g, ctx) -> s.faceoff() == null || s.player(ctx.controller()).flipped().isEmpty())
      .inert());

  /** 613.1: solved as this Solve Step started and not yet replaced (613.2); "can't be replaced until solved" is over. */
  private static boolean solvedNow(GameState s, int problem) {
    return s.stage() == org.ponytable.engine.state.Stage.SOLVE_STEP_START
        && s.scoreBook().faceoffProblems().contains(problem);
  }

  /** 514.4a: you choose one of your flipped cards (decision TARGET); it has that much more power for the faceoff. */
  private static boolean giveFlipped(Tx tx, Resolution r, Effect.GiveFlipped g, Abilities.Ctx ctx) {
    if (!r.chosen().isEmpty()) {
      Effects.set(tx, r.advanced());
      Faceoffs.modifyFlipped(tx, r.chosen().get(0), g.power(), ctx.source());
      return false;
    }
    List<Integer> options = tx.s.faceoff() == null ? List.of() : tx.s.player(r.controller()).flipped();
    return chooseOne(tx, r, r.controller(), options);
  }

  /** 514.6, 404: you choose one of your flipped cards that fits (decision TARGET) and it goes to your hand. */
  private static boolean takeFlipped(Tx tx, Resolution r, Effect.TakeFlipped t, Abilities.Ctx ctx) {
    if (!r.chosen().isEmpty()) {
      Effects.set(tx, r.advanced());
      tx.flippedToHand(r.chosen().get(0));
      return false;
    }
    return chooseOne(tx, r, r.controller(), fittingFlipped(tx.s, r.controller(), t.filter()));
  }

  /** The player's flipped cards that fit a printed filter, none outside a faceoff. */
  private static List<Integer> fittingFlipped(GameState s, int player, Filter filter) {
    return s.faceoff() == null ? List.of() : Abilities.printedFits(s, s.player(player).flipped(), filter);
  }

  /** The most cards in play a token copy is still made with: more only comes of a loop. */
  static final int COPY_LIMIT = 200;

  /** The printed card as a token card (rulings.md, token copies): it ceases to exist once out of play. */
  private static CardDef asToken(CardDef d) {
    return d.token() ? d : new CardDef(d.id(), d.type(), d.title(), d.face(), d.boosted(), d.cost(), d.playRequirement(),
        d.ownerRequirement(), d.opponentRequirement(), d.bonus(), d.startingProblem(), d.points(), d.placement(),
        d.set(), d.number(), d.rarity(), d.image(), d.event(), true);
  }

  // ---- what a word needs, and where it may be written ----

  /** What processing a word needs, which decides where it may be written. */
  private enum How {
    /** done whole, asking nothing (when its target asks nothing) */
    AT_ONCE,
    /** asks a player something as it is processed */
    ASKS,
    /** done at once, but acts on the card with the ability, which must be in play */
    NEEDS_CARD_IN_PLAY,
    /** asks nothing, but may skip the effects after it, so it is processed in steps of its own */
    SKIPS,
    /** asks (the cards it is against) and opens a faceoff */
    STARTS_FACEOFF
  }

  /** The places an effect list is written, by how its effects are processed. */
  public enum Place {
    /** 704: a triggered ability of a card in play, processed in pre-priority processing. */
    TRIGGERED("a triggered ability", true, false, false),
    /** 703: an activated ability of a card in play. */
    ACTIVATED("an activated ability", true, false, false),
    /** 304: an Event's text; the Event is not in play. */
    EVENT("an Event", false, false, false),
    /**
     * Chaos (Absolute Discord rulebook): a flipped card's text; the card is in its owner's deck,
     * not in play, and it always takes effect during a faceoff.
     */
    CHAOS("a Chaos ability (\"when\": \"flipped\")", false, false, true),
    /** 710.2: a replacement's {@code instead}, performed at once in the middle of another occurrence. */
    REPLACEMENT("a replacement's \"instead\"", true, true, false);

    private final String display;
    private final boolean cardInPlay;
    private final boolean atOnce;
    private final boolean duringFaceoff;

    Place(String display, boolean cardInPlay, boolean atOnce, boolean duringFaceoff) {
      this.display = display;
      this.cardInPlay = cardInPlay;
      this.atOnce = atOnce;
      this.duringFaceoff = duringFaceoff;
    }

    public String display() {
      return display;
    }

    /** Whether the card with the ability is in play as the effects are processed ("this" names it). */
    public boolean cardInPlay() {
      return cardInPlay;
    }

    /** Whether the effects are always processed during a faceoff. */
    public boolean duringFaceoff() {
      return duringFaceoff;
    }

    /** Whether the effects are performed at once, so nothing may ask a player (710.2). */
    public boolean atOnce() {
      return atOnce;
    }

    /**
     * Where the effects of a {@link Effect.Whenever} written here are placed: they wait as
     * triggered effects (708.4), so one made by a replacement may ask; one made by an Event or
     * Chaos text still has no card in play to name.
     */
    public Place whenever() {
      return this == REPLACEMENT ? TRIGGERED : this;
    }

    /** Why "this" names no card here, or null when it names the card with the ability. */
    public String whyThisNamesNothing() {
      return switch (this) {
        case EVENT -> "an Event is not in play";
        case CHAOS -> "a Chaos card is flipped from its owner's deck, not in play";
        default -> null;
      };
    }
  }

  // ---- the table's lookups ----

  private static final Map<String, EffectWord> BY_NAME = new LinkedHashMap<>();
  private static final Map<Class<?>, EffectWord> BY_CLASS = new HashMap<>();
  private static final Map<Effect.Verb, EffectWord> BY_VERB = new EnumMap<>(Effect.Verb.class);

  static {
    Map<Class<?>, Integer> words = new HashMap<>();
    for (EffectWord w : values()) {
      BY_NAME.put(w.spec.name, w);
      words.merge(w.spec.type, 1, Integer::sum);
    }
    // Words sharing a record (the verbs, the counters) are told apart in of().
    for (EffectWord w : values()) {
      if (words.get(w.spec.type) == 1) {
        BY_CLASS.put(w.spec.type, w);
      }
    }
    for (Effect.Verb v : Effect.Verb.values()) {
      BY_VERB.put(v, BY_NAME.get(v.jsonName()));
    }
  }

  private final Spec<?> spec;

  EffectWord(Spec<?> spec) {
    this.spec = spec;
  }

  public String jsonName() {
    return spec.name;
  }

  /** Every word, in the order the documentation lists them. */
  public static List<String> names() {
    return List.copyOf(BY_NAME.keySet());
  }

  /** The word spelled {@code name} in card files, or null. */
  public static EffectWord named(String name) {
    return BY_NAME.get(name);
  }

  /** The word an effect is written with. */
  public static EffectWord of(Effect e) {
    if (e instanceof Effect.Apply a) {
      return BY_VERB.get(a.verb());
    } else if (e instanceof Effect.Counters c) {
      return c.add() ? ADD_COUNTERS : REMOVE_COUNTERS;
    }
    EffectWord w = BY_CLASS.get(e.getClass());
    if (w == null) {
      throw new IllegalArgumentException("no word for " + e);
    }
    return w;
  }

  /** Its fields as card files write them, in the order the loader reads them. */
  public List<Field> fields() {
    return spec.fields;
  }

  /**
   * The effect its fields' values make, or null for a word with a grammar of its own (its
   * {@link Field.Nested} fields), which the loader reads itself.
   */
  public Effect read(Field.Values values) {
    return spec.reads == null ? null : spec.reads.apply(values);
  }

  /** A small effect of this word as a card file writes it; {@code @T} stands for its target, if it has one. */
  public String example() {
    return spec.example;
  }

  /** Whether it acts on the cards a {@code "target"} names. */
  public boolean hasTarget() {
    return spec.fields.stream().anyMatch(f -> f instanceof Field.TargetField);
  }

  /** Whether processing it may ask a player something, besides choosing its targets. */
  public boolean asks() {
    return spec.how == How.ASKS || spec.how == How.STARTS_FACEOFF;
  }

  /** The effect in our own words, as a sentence: "You draw 2 cards." */
  public static String words(Effect e) {
    return Words.sentence(clause(e));
  }

  /** The effect in our own words, as a clause without capital or full stop: "you draw 2 cards". */
  public static String clause(Effect e) {
    return of(e).spec.words(e);
  }

  private static String clauses(List<Effect> effects) {
    return String.join(", then ", effects.stream().map(EffectWord::clause).toList());
  }

  /**
   * The mode a {@link org.ponytable.engine.state.DecisionKind#MODE} option names ({@link Mode#code}),
   * in words, for the effect {@code r} is processing: "mode 2: you draw 2 cards". Modes are public.
   */
  public static String modeOffered(Resolution r, int code) {
    int i = Mode.index(code);
    String number = "mode " + (i + 1);
    if (r != null && !r.done() && r.current() instanceof Effect.ChooseModes cm && i < cm.modes().size()) {
      return number + ": " + mode(cm, i);
    }
    return number;
  }

  /** Mode {@code index} (0 for the first printed) of a modal effect in our own words: "you draw 2 cards". */
  public static String mode(Effect.ChooseModes cm, int index) {
    return clauses(cm.modes().get(index));
  }

  /**
   * Whether the effect, written on {@code def}, could help no one score once both decks are empty
   * (103.5, {@link DeadEnds}); each entry says it with {@code .inert(...)}, and false by default.
   */
  static boolean inert(Effect e, CardDef def) {
    return of(e).spec.inertOn(e, def);
  }

  /** Why this word can't be written in {@code place}, in plain words; null when it can. */
  public String whyNotIn(Place place) {
    String name = spec.name;
    if (spec.how == How.ASKS && place.atOnce()) {
      return "\"" + name + "\" asks a player to choose as it is processed, and " + place.display()
          + " happens at once (710.2), with no time to ask";
    }
    if (spec.how == How.SKIPS && place.atOnce()) {
      return "\"" + name + "\" decides, as its turn comes, whether the effects after it happen, and "
          + place.display() + " happens at once (710.2), all in one go";
    }
    if (spec.how == How.STARTS_FACEOFF && (place.atOnce() || place.duringFaceoff())) {
      return "a faceoff can't be started during a faceoff (707.4a) or in the middle of another occurrence"
          + " (710.2), and " + place.display() + " happens " + (place.atOnce() ? "at once" : "during a faceoff")
          + "; this \"faceoff\" could never start";
    }
    if (spec.how == How.NEEDS_CARD_IN_PLAY && !place.cardInPlay()) {
      return "\"" + name + "\" acts on the card with the ability, so it belongs to a card in play (509.5), and "
          + place.whyThisNamesNothing();
    }
    return null;
  }

  public boolean allowedIn(Place place) {
    return whyNotIn(place) == null;
  }

  // ---- performing (Effects calls these) ----

  /**
   * One step of processing {@code e}, the current effect of {@code r}; true when a player must
   * decide. A word with steps of its own runs them; the others choose their targets, then are
   * performed whole.
   */
  boolean step(Tx tx, Resolution r, Effect e, Abilities.Ctx ctx) {
    return spec.step != null ? spec.stepOn(tx, r, e, ctx) : Effects.chooseAndPerform(tx, r, e, ctx);
  }

  /**
   * 104.2b: whether the effects left to process would do nothing now, each of their words knowing it
   * can't (as a flipped-card word with no fitting flipped card); a "may" is then not asked (712.3).
   */
  static boolean nothingToDo(GameState s, Resolution r, Abilities.Ctx ctx) {
    for (int i = r.next(); i < r.effects().size(); i++) {
      Effect e = r.effects().get(i);
      if (!of(e).spec.idleOn(s, e, ctx)) {
        return false;
      }
    }
    return true;
  }

  /** Performs {@code e} whole on {@code targets}; only words processed at once have this. */
  void perform(Tx tx, Effect e, List<Integer> targets, Abilities.Ctx ctx) {
    if (spec.perform == null) {
      throw new IllegalStateException("\"" + spec.name + "\" is processed in steps, not at once: " + e);
    }
    spec.performOn(tx, e, targets, ctx);
  }

  /** Whether {@code e} can change {@code card} now (104.2b: nobody chooses what can't be done). */
  static boolean canAffect(GameState s, Effect e, int card, Abilities.Ctx ctx) {
    InPlay c = s.inPlay(card);
    return c != null && of(e).spec.affectsCard(s, e, c, ctx);
  }

  // ---- how an entry is written ----

  /** Performs a word processed at once on its targets (the cards it may change, in order). */
  interface Perform<E extends Effect> {
    void perform(Tx tx, E e, List<Integer> targets, Abilities.Ctx ctx);
  }

  /** Whether a word's effect can change a card in play now. */
  interface Affects<E extends Effect> {
    boolean test(GameState s, E e, InPlay c, Abilities.Ctx ctx);
  }

  /** One step of a word processed in steps of its own; true when a player must decide. */
  interface Step<E extends Effect> {
    boolean step(Tx tx, Resolution r, E e, Abilities.Ctx ctx);
  }

  /** Whether a word would do nothing in this state (null: it can't tell, so it never says so). */
  interface Idle<E extends Effect> {
    boolean test(GameState s, E e, Abilities.Ctx ctx);
  }

  /** What one verb of {@link Effect.Apply} does to one card. */
  interface VerbAction {
    void apply(Tx tx, int card, Abilities.Ctx ctx);
  }

  /** One entry of the table, written field by field. */
  static final class Spec<E extends Effect> {
    private final String name;
    private final Class<E> type;
    private final How how;
    private List<Field> fields = List.of();
    private Function<Field.Values, E> reads;
    private String example;
    private Function<E, String> words;
    private Perform<E> perform;
    private Affects<E> affects;
    private Step<E> step;
    private java.util.function.BiPredicate<E, CardDef> inert = (e, def) -> false;
    private Idle<E> idle;

    private Spec(String name, Class<E> type, How how) {
      this.name = name;
      this.type = type;
      this.how = how;
    }

    Spec<E> fields(Field... v) {
      fields = List.of(v);
      return this;
    }

    Spec<E> reads(Function<Field.Values, E> v) {
      reads = v;
      return this;
    }

    Spec<E> example(String v) {
      example = v;
      return this;
    }

    Spec<E> words(Function<E, String> v) {
      words = v;
      return this;
    }

    Spec<E> performs(Perform<E> v) {
      perform = v;
      return this;
    }

    Spec<E> affects(Affects<E> v) {
      affects = v;
      return this;
    }

    Spec<E> steps(Step<E> v) {
      step = v;
      return this;
    }

    /** Inert once both decks are empty ({@link DeadEnds}): it can help no one score, whatever it is written on. */
    Spec<E> inert() {
      return inert((e, def) -> true);
    }

    /** Inert once both decks are empty when the test holds for the effect on card {@code def}. */
    Spec<E> inert(java.util.function.BiPredicate<E, CardDef> v) {
      inert = v;
      return this;
    }

    /** The word does nothing in a state where the test holds, so a "may" over it is not asked. */
    Spec<E> idleWhen(Idle<E> v) {
      idle = v;
      return this;
    }

    String words(Effect e) {
      return words.apply(type.cast(e));
    }

    boolean idleOn(GameState s, Effect e, Abilities.Ctx ctx) {
      return idle != null && idle.test(s, type.cast(e), ctx);
    }

    boolean inertOn(Effect e, CardDef def) {
      return inert.test(type.cast(e), def);
    }

    void performOn(Tx tx, Effect e, List<Integer> targets, Abilities.Ctx ctx) {
      perform.perform(tx, type.cast(e), targets, ctx);
    }

    boolean stepOn(Tx tx, Resolution r, Effect e, Abilities.Ctx ctx) {
      return step.step(tx, r, type.cast(e), ctx);
    }

    boolean affectsCard(GameState s, Effect e, InPlay c, Abilities.Ctx ctx) {
      if (affects == null) {
        throw new IllegalStateException("\"" + name + "\" has no target: " + e);
      }
      return affects.test(s, type.cast(e), c, ctx);
    }
  }

  private static <E extends Effect> Spec<E> word(String name, Class<E> type, How how) {
    return new Spec<>(name, type, how);
  }

  /** A one-shot change of state on each target (709), re-checked card by card. */
  private static Spec<Effect.Apply> verb(Effect.Verb verb, String words, Affects<Effect.Apply> affects,
      VerbAction action) {
    return word(verb.jsonName(), Effect.Apply.class, How.AT_ONCE)
        .fields(new Field.TargetField())
        .reads(v -> new Effect.Apply(verb, v.target()))
        .example("{\"do\": \"" + verb.jsonName() + "\", \"target\": @T}")
        .words(a -> words.equals("send home") ? "send " + Words.target(a.target()) + " home"
            : words.startsWith("put on top") ? "put " + Words.target(a.target()) + " on top of its owner's deck"
            : words.equals("put into hand") ? "put " + Words.target(a.target()) + " into its owner's hand"
            : words.equals("turn face down") ? "turn " + Words.target(a.target()) + " face down"
            : words.equals("turn to its Start side") ? "turn " + Words.target(a.target()) + " to its Start side"
            : words.equals("retire") && a.target() instanceof Target.Choose ch && ch.chooser() == Who.OPPONENT
                // The opponent retires their own (409.2): "a Friend of theirs", not "a Friend an opponent controls".
                ? "your opponent retires " + Words.target(new Target.Choose(ch.filter(), ch.count(), Who.YOU, ch.upTo(),
                    ch.random())).replace("chosen ", "").replace(" an opponent controls", " of theirs")
            : words + " " + Words.target(a.target()))
        .affects(affects)
        .performs((tx, a, targets, ctx) -> {
          for (int card : targets) {
            if (canAffect(tx.s, a, card, ctx)) {
              action.apply(tx, card, ctx);
            }
          }
        });
  }

  /** 519: puts counters on each target, or removes up to that many; 519.3a: a frightened card has none. */
  private static Spec<Effect.Counters> counters(String name, boolean add) {
    return word(name, Effect.Counters.class, How.AT_ONCE)
        .fields(new Field.TargetField(), new Field.Text("counter", "the counters' name, like \"Harmony\" (519)"),
            new Field.Int("amount", false, 1, 99, 1, false, "how many counters"), Field.forEach())
        .reads(v -> new Effect.Counters(v.target(), v.text("counter"), v.integer("amount"), add, v.count("forEach")))
        .example("{\"do\": \"" + name + "\", \"target\": @T, \"counter\": \"Harmony\"}")
        .words(k -> (add ? "put " : "remove up to ") + (k.amount() == 1 && add ? "a " + k.name() + " counter"
            : Words.count(k.amount(), k.name() + " counter")) + (add ? " on " : " from ") + Words.target(k.target())
            + forEach(k.forEach()))
        // +1 power counters change power as a modifier would (rulings.md); other counters only matter through abilities.
        .inert((k, def) -> !k.name().equals(InPlay.POWER_COUNTER) || DeadEnds.onlyHinders(
            new Ability.Change(add ? k.amount() : -k.amount(), null, java.util.Set.of()), null, k.target(), def))
        // Removing needs one to remove (104.2b).
        .affects((s, k, c, ctx) -> !c.frightened() && (add || c.counters().getOrDefault(k.name(), 0) > 0))
        .performs((tx, k, targets, ctx) -> {
          // 708.2b: a "for each" is counted once, before any counter is put.
          int amount = scaled(tx, k.amount(), k.forEach(), ctx, Who.YOU, ctx.controller());
          for (int card : targets) {
            if (amount > 0 && canAffect(tx.s, k, card, ctx)) {
              tx.counters(card, k.name(), add ? amount : -amount);
              if (add && k.name().equals(InPlay.POWER_COUNTER)) {
                // 519: "when you put a +1 power counter on ..." watches the putting, by whom.
                Triggers.card(tx, org.ponytable.engine.ability.Trigger.Kind.POWER_COUNTERS_PUT, card, tx.s, tx.s.inPlay(card).area(), ctx.controller());
              }
            }
          }
        });
  }

  // ---- words shared by entries ----

  /** A token card's name from its id: "t3b-earth-pony" reads "Earth Pony". */
  static String tokenName(String id) {
    String words = id.replaceFirst("^t[0-9]*[a-z]?-", "");
    StringBuilder b = new StringBuilder();
    for (String w : words.split("-")) {
      if (!w.isEmpty()) {
        b.append(b.length() == 0 ? "" : " ").append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
      }
    }
    return b.toString();
  }

  /** "you draw", "your opponent draws", "each player draws". */
  private static String does(Who who, String verb) {
    return Words.subject(who) + " " + (who == Who.YOU ? verb : verb + "s");
  }

  static String change(Ability.Change ch) {
    List<String> parts = new ArrayList<>();
    if (ch.setPower() != null) {
      parts.add("base power " + ch.setPower());
    }
    if (ch.power() != 0) {
      parts.add((ch.power() > 0 ? "+" : "") + ch.power() + " power");
    }
    ch.colorPower().forEach((col, n) -> parts.add("+" + n + " " + col.element() + " power"));
    if (!ch.colors().isEmpty()) {
      parts.add("the colors " + String.join(" and ", ch.colors().stream().map(c -> c.element()).toList()));
    }
    if (!ch.keywords().isEmpty()) {
      parts.add(String.join(" and ", ch.keywords()));
    }
    if (!ch.cant().isEmpty()) {
      parts.add("this: it " + cant(ch.cant()));
    }
    String all = String.join(" and ", parts);
    // rulings.md, "also a Friend"
    return ch.becomes() == null ? all : (all.isEmpty() ? "" : all + ", and ") + "is also a Friend";
  }

  /** Whether a modifier only forbids (104.2): it changes no power, color or keyword. */
  public static boolean onlyCant(Ability.Change ch) {
    return !ch.cant().isEmpty() && ch.added() == 0 && ch.setPower() == null && ch.colors().isEmpty()
        && ch.keywords().isEmpty() && ch.becomes() == null;
  }

  /** 104.2: the words of what a modifier forbids ("can't be moved and can't ready"). */
  static String cant(java.util.Set<Ability.Restriction> cant) {
    List<String> parts = new ArrayList<>();
    for (Ability.Restriction r : cant) {
      parts.add(switch (r) {
        case BE_MOVED -> "can't be moved";
        case BE_MOVED_BY_OPPONENTS -> "can't be moved by its controller's opponents";
        case BE_MOVED_BY_YOUR_OPPONENT -> "can't be moved by your opponents";
        case BE_FRIGHTENED -> "can't be frightened";
        case BE_DISMISSED -> "can't be dismissed";
        case HAVE_ABILITIES -> "loses and can't have abilities";
        case CONTRIBUTE_TO_FACEOFFS -> "can't contribute its power to faceoffs";
        case CONTRIBUTE_TO_CONFRONTING -> "can't contribute its power to confronting";
        case READY -> "can't ready";
        case READY_IN_READY_PHASE -> "doesn't ready in the Ready Step";
        case BE_CONFRONTED -> "can't be confronted";
        case PREVENT_CONFRONTING -> "doesn't keep anyone from confronting its Problem";
        case PREVENT_YOUR_CONFRONTING -> "doesn't keep you from confronting its Problem";
        case BE_UNCOVERED -> "can't be uncovered";
        case BE_INVOLVED -> "can't be involved in faceoffs";
        case BE_DISMISSED_BY_OPPONENTS -> "can't be dismissed by its controller's opponents";
        case BE_PUT_INTO_HAND_BY_OPPONENTS -> "can't be put into a hand by its controller's opponents";
        case BE_EXHAUSTED_BY_ITS_CONTROLLER -> "can't be exhausted by its controller";
        case GAIN_OR_LOSE_POWER -> "can't gain or lose power";
        case BE_REPLACED -> "can't be replaced";
        case BE_CONFRONTED_AFTER_ANOTHER -> "can't be confronted by a player who confronted another Problem this turn";
        case RECEIVE_CHARACTERS -> "can't have characters moved or played to it";
        case LEAVE_PLAY -> "can't leave play";
        case ACT_EXCEPT_AS_MAIN_PHASE_ACTION -> "makes players unable to play cards, activate abilities or take actions"
            + " except as a Main Phase action";
      });
    }
    return String.join(" and ", parts);
  }

  // ---- performance shared by entries ----

  /** 301.5: Mane Characters never leave play; Problems leave only when solved (613.2). */
  private static boolean leavesPlay(CardType type) {
    return type != CardType.MANE_CHARACTER && type != CardType.PROBLEM;
  }

  /** Where a move effect puts a character; null when nowhere it may go (506.2). */
  private static Area destination(GameState s, Effect.Move m, InPlay c, Abilities.Ctx ctx) {
    Area to = switch (m.to()) {
      case HOME -> Area.home(c.controller());
      case HERE -> Abilities.here(s, ctx);
      case THERE -> Abilities.there(s, ctx);
      case OTHER_PROBLEM -> otherProblem(s, c);
      // Picked as the move is made (randomProblem), never read ahead.
      case RANDOM_PROBLEM -> null;
    };
    if (to == null || to.home() && to.owner() != c.controller()) {
      return null;
    }
    return to;
  }

  /** The one Problem area other than the one {@code c} is at, or null (at a home, or no single other). */
  private static Area otherProblem(GameState s, InPlay c) {
    if (!c.area().isProblem() || s.players().size() != 2) {
      return null;
    }
    return Area.problem(1 - c.area().owner());
  }

  /** A Troublemaker is moved only from a Problem to another Problem (it is never at a home, 306). */
  private static boolean troublemakerTo(GameState s, InPlay c, Area to) {
    return s.type(c.id()) == CardType.TROUBLEMAKER && c.area().isProblem() && to != null && to.isProblem();
  }

  /** The "to" field of move and send. */
  private static Field destination() {
    return new Field.Choice<>("to", true, "destination",
        Field.byName(List.of(Effect.Destination.values()), Effect.Destination::jsonName), null);
  }

  /** " home", " here", " there": where move and send put a card, in words. */
  private static String where(Effect.Destination to) {
    return switch (to) {
      case HOME -> " home";
      case HERE -> " here";
      case THERE -> " there";
      case OTHER_PROBLEM -> " to another Problem";
      case RANDOM_PROBLEM -> " to a random Problem";
    };
  }

  /**
   * Rulings.md (random Problem): every Problem in play may be picked, the card's own included (it
   * then stays); empty when the card can't be moved at all, or with {@code move}, when no Problem
   * it could go to is open to it (506.4).
   */
  private static List<Area> randomProblems(GameState s, InPlay c, int mover, boolean move) {
    boolean troublemaker = s.type(c.id()) == CardType.TROUBLEMAKER && c.area().isProblem();
    if (move && (!s.isCharacter(c) && !troublemaker || Abilities.cantMove(s, c, mover))) {
      return List.of();
    }
    List<Area> out = new ArrayList<>();
    for (int p = 0; p < s.players().size(); p++) {
      out.add(Area.problem(p));
    }
    return out;
  }

  /** A Problem picked at random from the game's seeded random state, or null when none may be. */
  private static Area randomProblem(Tx tx, InPlay c, int mover, boolean move) {
    List<Area> all = randomProblems(tx.s, c, mover, move);
    if (all.isEmpty()) {
      return null;
    }
    Area to = all.get(tx.random(all.size()));
    return move && !to.equals(c.area()) && Abilities.cantMoveTo(tx.s, c, mover, to) ? null : to;
  }

  /**
   * 506.2, 506.4: the areas a move effect of {@code ctx}'s controller may put {@code c} in, in a
   * fixed order (its controller's home, then the Problems by owner): any area but its own and
   * another player's home; none when it can't be moved.
   */
  static List<Area> areas(GameState s, Effect.MoveAnywhere m, InPlay c, Abilities.Ctx ctx) {
    List<Area> out = new ArrayList<>();
    boolean troublemaker = s.type(c.id()) == CardType.TROUBLEMAKER && c.area().isProblem();
    if (!s.isCharacter(c) && !troublemaker || Abilities.cantMove(s, c, ctx.controller())) {
      return out;
    }
    List<Area> all = new ArrayList<>();
    if (!m.toProblem() && !troublemaker) {
      all.add(Area.home(c.controller()));
    }
    for (int p = 0; p < s.players().size(); p++) {
      all.add(Area.problem(p));
    }
    for (Area a : all) {
      if (!a.equals(c.area()) && !Costs.movedHereBanned(s, ctx.controller(), c, a)) {
        out.add(a);
      }
    }
    return out;
  }

  /**
   * 506.4: first the character (chosen when the target asks), then its area: {@code r.chosen()}
   * holds the card, then the area's number ({@link Area#code()}).
   */
  /**
   * One step of moving chosen characters one at a time, each to an area chosen for it. The chosen
   * list holds a pair per character: the card, then its area's code, replaced by {@link #MOVED}
   * once it has moved. A choose target takes up to its count (asking even for one with "upTo");
   * any other target moves its first card.
   */
  private static boolean moveAnywhere(Tx tx, Resolution r, Effect.MoveAnywhere m, Abilities.Ctx ctx) {
    List<Integer> chosen = r.chosen();
    Target.Choose ch = m.target() instanceof Target.Choose c ? c : null;
    if (chosen.size() % 2 == 0 && (chosen.isEmpty() || chosen.get(chosen.size() - 1) == MOVED)) {
      List<Integer> moved = new ArrayList<>();
      for (int i = 0; i < chosen.size(); i += 2) {
        moved.add(chosen.get(i));
      }
      List<Integer> fits = new ArrayList<>(Effects.candidates(tx.s, m, ctx));
      fits.removeAll(moved);
      if (moved.size() >= (ch == null ? 1 : Effects.howMany(tx.s, ch, ctx)) || fits.isEmpty()) {
        if (moved.isEmpty()) {
          tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), "no character to move"));
        }
        Effects.set(tx, r.advanced());
        return false;
      }
      if (ch != null && ch.random()) {
        Effects.set(tx, r.withChosen(PlayerState.plus(chosen, fits.get(tx.random(fits.size())))));
        return false;
      }
      if (ch != null && (fits.size() > 1 || ch.upTo())) {
        int chooser = ch.chooser() == Who.OPPONENT ? GameState.opponent(r.controller()) : r.controller();
        tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, chooser, fits));
        return true;
      }
      // A choice with one option is made by the engine.
      Effects.set(tx, r.withChosen(PlayerState.plus(chosen, fits.get(0))));
      return false;
    }
    int card = chosen.get(chosen.size() % 2 == 1 ? chosen.size() - 1 : chosen.size() - 2);
    InPlay c = tx.s.inPlay(card);
    List<Area> areas = c == null ? List.of() : new ArrayList<>(areas(tx.s, m, c, ctx));
    if (m.differentProblems()) {
      // Each to its own Problem: not where the characters moved before it went.
      for (int i = 0; i + 1 < chosen.size(); i += 2) {
        InPlay before = tx.s.inPlay(chosen.get(i));
        if (before != null && chosen.get(i + 1) == MOVED) {
          areas.remove(before.area());
        }
      }
    }
    Area to = chosen.size() % 2 == 0 ? Area.ofCode(chosen.get(chosen.size() - 1)) : areas.size() == 1 ? areas.get(0) : null;
    // The player who chooses the character moves it and chooses where ("that player may move a character").
    int mover = ch != null && ch.chooser() == Who.OPPONENT ? GameState.opponent(r.controller()) : r.controller();
    if (to == null && areas.size() > 1) {
      tx.s = tx.s.withDecision(new Decision(DecisionKind.AREA, mover, areas.stream().map(Area::code).toList()));
      return true;
    }
    List<Integer> done = new ArrayList<>(chosen.subList(0, chosen.size() % 2 == 1 ? chosen.size() : chosen.size() - 1));
    done.add(MOVED);
    Effects.set(tx, r.withChosen(done));
    if (to != null && areas.contains(to)) {
      tx.move(card, to, mover);
    }
    return false;
  }

  /** One step of {@code handToTop}: a card of the hand to choose (asking when several are left), then all go on top. */
  private static boolean handToTop(Tx tx, Resolution r, Effect.HandToTop h, Abilities.Ctx ctx) {
    int p = ctx.controller();
    List<Integer> left = new ArrayList<>(tx.player(p).hand());
    left.removeAll(r.chosen());
    if (r.chosen().size() < h.count() && !left.isEmpty()) {
      if (left.size() > 1) {
        // Only the player sees the options: the view hides another player's decision (their hand).
        tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, p, left));
        return true;
      }
      Effects.set(tx, r.withChosen(PlayerState.plus(r.chosen(), left.get(0))));
      return false;
    }
    Effects.set(tx, r.advanced());
    for (int card : r.chosen()) {
      PlayerState ps = tx.player(p);
      List<Integer> deck = new ArrayList<>(ps.drawDeck());
      deck.add(0, card);
      tx.setPlayer(p, ps.withHand(PlayerState.minus(ps.hand(), card)).withDrawDeck(deck));
      Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.PUTS_ON_TOP, p, null, List.of(), null);
    }
    return false;
  }

  /** In a {@code moveAnywhere}'s chosen list: the character before it has moved (or could not). */
  static final int MOVED = -2;

  /**
   * 708.2: a modifier per target, timestamped now (711.3a). One lasting the faceoff is not made
   * outside a faceoff: it would end as it begins (rulings.md).
   */
  private static void modify(Tx tx, Effect.Modify m, List<Integer> targets, Abilities.Ctx ctx) {
    if (m.until() == Duration.FACEOFF && tx.s.faceoff() == null || m.until() == Duration.THIS_LEAVES_PLAY
        && (tx.s.inPlay(ctx.source()) == null || tx.s.inPlay(ctx.source()).faceDown())) {
      return;
    }
    // 708.2b: counted once, as the modifier is made; it then stays as it is.
    Ability.Change change = m.forEach() == null ? m.change()
        : new Ability.Change(scaled(tx, m.change().power(), m.forEach(), ctx, Who.YOU, ctx.controller()), null,
            java.util.Set.of(), java.util.Map.of(), m.change().keywords());
    if (m.colorsOfChosen()) {
      // 203.3: the printed colors of what the previous effect (or cost) chose, read as printed wherever it is now.
      java.util.EnumSet<CardColor> colors = java.util.EnumSet.noneOf(CardColor.class);
      colors.addAll(change.colors());
      if (tx.s.resolving() != null && tx.s.resolving().source() == ctx.source()) {
        for (int chosen : tx.s.resolving().previous()) {
          colors.addAll(tx.s.def(chosen).face().colors());
        }
      }
      change = new Ability.Change(change.power(), change.setPower(), colors, change.colorPower(), change.keywords(),
          change.cant(), change.becomes());
    }
    for (int card : targets) {
      AbilityState ab = tx.s.abilities().tick();
      List<Modifier> mods = new ArrayList<>(ab.modifiers());
      mods.add(new Modifier(ab.clock(), ctx.source(), ctx.controller(), card, change, m.until()));
      tx.s = tx.s.withAbilities(ab.withModifiers(mods));
      tx.emit(new GameEvent.ModifierAdded(ctx.source(), card, change.added(), change.setPower(),
          change.colors(), m.until().jsonName()));
    }
  }

  /** " for each card in your hand": the words of a count, or nothing. */
  private static String forEach(org.ponytable.engine.ability.Count c) {
    return c == null ? "" : " for each " + c.words();
  }

  /**
   * {@code amount}, times the count when there is one ("for each", "equal to"); rulings.md: when
   * each player does the effect ({@code who} anyone), player {@code p} counts as "you" for their own.
   */
  private static int scaled(Tx tx, int amount, org.ponytable.engine.ability.Count c, Abilities.Ctx ctx, Who who, int p) {
    return c == null ? amount : amount * Counts.of(tx.s, c, ctx, who == Who.ANYONE ? p : ctx.controller());
  }

  /** 409.3: the discarding player chooses, one card at a time; when every card must go, nobody chooses. */
  private static boolean discard(Tx tx, Resolution r, Effect.Discard d, Abilities.Ctx ctx) {
    int p = d.player() == Who.OPPONENT ? GameState.opponent(r.controller()) : r.controller();
    List<Integer> hand = tx.player(p).hand();
    // Read again at each card: the loader lets a discard count only what discarding leaves as it is.
    int left = scaled(tx, d.count(), d.forEach(), ctx, Who.YOU, r.controller()) - r.chosen().size();
    if (left <= 0 || hand.isEmpty()) {
      Effects.set(tx, r.advanced());
      return false;
    }
    if (hand.size() <= left) {
      for (int card : List.copyOf(hand)) {
        tx.discard(p, card);
      }
      Effects.set(tx, r.advanced());
      return false;
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.EFFECT_DISCARD, p, hand));
    return true;
  }

  /** 502, 508: pays the price, or ends the effects here when it can't be paid whole. */
  private static boolean payTokens(Tx tx, Resolution r, Effect.PayTokens pt, Abilities.Ctx ctx) {
    // "An opponent may pay 2 to ...": that player pays, from their own tokens.
    int payer = pt.player() == Who.OPPONENT ? GameState.opponent(r.controller()) : r.controller();
    if (tx.player(payer).tokens() >= pt.amount()) {
      tx.payTokens(payer, pt.amount());
      Effects.set(tx, r.advanced());
    } else {
      tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(),
          "could not pay " + Words.count(pt.amount(), "action token")));
      Effects.set(tx, r.skipped());
    }
    return false;
  }

  /** 712.3: paid in full by the card with the ability, or nothing is paid and the rest is skipped. */
  private static boolean payCost(Tx tx, Resolution r, Effect.PayCost pc, Abilities.Ctx ctx) {
    if (pc.cost() == Effect.ThisCost.DISCARD) {
      return payByDiscarding(tx, r, pc, ctx);
    }
    InPlay self = tx.s.inPlay(ctx.source());
    // 503.2: an exhausted or frightened card can't be exhausted; glossary: only cards beneath it are spent;
    // 409.2: only its controller retires a card; 104.2: "can't be frightened" wins.
    boolean can = self != null && switch (pc.cost()) {
      case EXHAUST_THIS -> !self.exhausted() && !self.frightened()
          && !Abilities.cantExhaust(tx.s, self, ctx.controller());
      case SPEND -> Keywords.beneath(tx.s, ctx.source()).size() >= pc.amount();
      case RETIRE_THIS -> self.controller() == r.controller() && tx.s.type(self.id()) != CardType.MANE_CHARACTER;
      case FRIGHTEN_THIS -> !self.frightened() && !Abilities.cant(tx.s, self, Ability.Restriction.BE_FRIGHTENED);
      case DISCARD -> false;
    };
    if (can) {
      switch (pc.cost()) {
        case EXHAUST_THIS -> {
          tx.exhaust(ctx.source());
          tx.emit(new GameEvent.Exhausted(ctx.source()));
        }
        case SPEND -> Keywords.spend(tx, ctx.source(), pc.amount());
        case RETIRE_THIS -> tx.retire(ctx.source());
        // A replacement may frighten something else instead (710): then it was not paid.
        case FRIGHTEN_THIS -> can = tx.frighten(ctx.source());
        case DISCARD -> { }
      }
    } else {
      tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), "could not " + switch (pc.cost()) {
        case EXHAUST_THIS -> "exhaust it";
        case SPEND -> "spend " + Words.count(pc.amount(), "card") + " from beneath it";
        case RETIRE_THIS -> "retire it";
        case FRIGHTEN_THIS -> "frighten it";
        case DISCARD -> "discard";
      }));
    }
    Effects.set(tx, can ? r.advanced() : r.skipped());
    return false;
  }

  /**
   * 409.3, 712.3: the controller discards {@code amount} cards of their choice, one decision
   * ({@code EFFECT_DISCARD}) each; with too few cards in hand nothing is discarded and the rest is skipped.
   */
  private static boolean payByDiscarding(Tx tx, Resolution r, Effect.PayCost pc, Abilities.Ctx ctx) {
    int you = r.controller();
    List<Integer> hand = tx.player(you).hand();
    if (r.chosen().isEmpty() && hand.size() < pc.amount()) {
      tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(),
          "could not discard " + Words.count(pc.amount(), "card")));
      Effects.set(tx, r.skipped());
      return false;
    }
    if (r.chosen().size() >= pc.amount()) {
      Effects.set(tx, r.advanced());
      return false;
    }
    if (hand.size() <= pc.amount() - r.chosen().size()) {
      for (int card : List.copyOf(hand)) {
        tx.discard(you, card);
      }
      Effects.set(tx, r.advanced());
      return false;
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.EFFECT_DISCARD, you, hand));
    return true;
  }

  /** 514.3a: more flips, only during a faceoff (no flipped cards otherwise). */
  private static boolean flipExtra(Tx tx, Resolution r, Effect.FlipExtra fx, Abilities.Ctx ctx) {
    Effects.set(tx, r.advanced());
    if (tx.s.faceoff() != null) {
      for (int p : Effects.players(fx.player(), r.controller())) {
        for (int i = 0; i < fx.amount(); i++) {
          Faceoffs.flip(tx, p);
        }
      }
    }
    return false;
  }

  /** 515.4: the controller chooses a flipped card to ignore, only during a faceoff. */
  private static boolean ignoreFlip(Tx tx, Resolution r, Effect.IgnoreFlip ig, Abilities.Ctx ctx) {
    if (tx.s.faceoff() == null) {
      Effects.set(tx, r.advanced());
      return false;
    }
    if (!r.chosen().isEmpty()) {
      int card = r.chosen().get(0);
      Effects.set(tx, r.advanced());
      Faceoffs.ignore(tx, tx.s.owner(card), card);
      return false;
    }
    List<Integer> options = new ArrayList<>();
    for (int p : Effects.players(ig.player(), r.controller())) {
      options.addAll(Faceoffs.ignorable(tx.s, p, ig.maxPower()));
    }
    return chooseOne(tx, r, r.controller(), options);
  }

  /** 409.5: the flipped card "it" names, or one of the named player's flipped cards you choose. */
  private static boolean banishFlipped(Tx tx, Resolution r, Effect.BanishFlipped b, Abilities.Ctx ctx) {
    if (b.player() == null || !r.chosen().isEmpty()) {
      int card = b.player() == null ? ctx.subject() : r.chosen().get(0);
      Effects.set(tx, r.advanced());
      tx.banishFlipped(card);
      return false;
    }
    List<Integer> options = new ArrayList<>();
    if (tx.s.faceoff() != null) {
      for (int p : Effects.players(b.player(), r.controller())) {
        options.addAll(tx.s.player(p).flipped());
      }
    }
    return chooseOne(tx, r, r.controller(), options);
  }

  /** "No" to the order of the cards looked at: the rest go to the bottom (only when allowed). */
  static final int TO_BOTTOM = -1;

  /**
   * 403: the top cards of a Problem deck, their order chosen one at a time (a single one left
   * goes last unless it may go to the bottom); "no" puts the rest on the bottom.
   */
  private static boolean lookAtProblemDeck(Tx tx, Resolution r, Effect.LookAtProblemDeck look, Abilities.Ctx ctx) {
    // 403: a Problem's deck is its owner's; "that Problem" is where the trigger happened (501.5).
    boolean atProblem = look.there() && r.there() != null && r.there().isProblem();
    if (look.there() && !atProblem) {
      Effects.set(tx, r.advanced());
      return false;
    }
    int owner = atProblem ? r.there().owner() : look.whose() == Who.YOU ? r.controller()
        : look.whose() == Who.OPPONENT ? GameState.opponent(r.controller()) : tx.s.owner(ctx.source());
    int p = look.player() == Who.OPPONENT ? GameState.opponent(r.controller()) : r.controller();
    PlayerState ps = tx.player(owner);
    List<Integer> top = new ArrayList<>(ps.problemDeck().subList(0, Math.min(look.count(), ps.problemDeck().size())));
    if (top.isEmpty()) {
      Effects.set(tx, r.advanced());
      return false;
    }
    boolean down = r.chosen().contains(TO_BOTTOM);
    List<Integer> kept = new ArrayList<>(r.chosen());
    kept.remove(Integer.valueOf(TO_BOTTOM));
    List<Integer> left = new ArrayList<>(top);
    left.removeAll(kept);
    if (!down && (left.size() > 1 || look.bottom() && !left.isEmpty())) {
      tx.s = tx.s.withDecision(new Decision(DecisionKind.TOP_ORDER, p, left));
      return true;
    }
    List<Integer> deck = new ArrayList<>(ps.problemDeck());
    deck.removeAll(top);
    List<Integer> order = new ArrayList<>(kept);
    if (!down) {
      order.addAll(left);
    }
    deck.addAll(0, order);
    if (down) {
      deck.addAll(left);
    }
    tx.setPlayer(owner, ps.withProblemDeck(deck));
    tx.emit(new GameEvent.LookedAtProblemDeck(p, owner, top.size(), down ? left.size() : 0));
    Effects.set(tx, r.advanced());
    return false;
  }

  /** The top cards looked at, their order chosen one at a time; a single one left goes last. */
  private static boolean payOrDismiss(Tx tx, Resolution r, Effect.PayOrDismiss pd, Abilities.Ctx ctx) {
    InPlay c = tx.s.inPlay(ctx.source());
    if (c == null) {
      Effects.set(tx, r.advanced());
      return false;
    }
    if (tx.player(r.controller()).tokens() < pd.amount()) {
      // 104.2a: a cost that can't be paid isn't offered; what is left is the dismissal.
      answerPayOrDismiss(tx, r, pd, false);
      return false;
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.MAY, r.controller(), List.of(ctx.source())));
    return true;
  }

  /** The answer to {@link #payOrDismiss}: pay the tokens, or the card is dismissed (unless it can't be, 104.2). */
  static void answerPayOrDismiss(Tx tx, Resolution r, Effect.PayOrDismiss pd, boolean pay) {
    Effects.set(tx, r.advanced());
    if (pay) {
      tx.payTokens(r.controller(), pd.amount());
      return;
    }
    InPlay c = tx.s.inPlay(r.source());
    if (c != null && !Abilities.cant(tx.s, c, Ability.Restriction.BE_DISMISSED)) {
      tx.dismiss(c.id(), "the effect of " + tx.s.def(r.source()).title());
    }
  }

  private static boolean lookAtTop(Tx tx, Resolution r, Effect.LookAtTop look, Abilities.Ctx ctx) {
    // The controller looks and orders; the deck may be their opponent's (its order is hidden from its owner too).
    int p = r.controller();
    int owner = Effects.players(look.player(), p).get(0);
    PlayerState ps = tx.player(owner);
    List<Integer> top = new ArrayList<>();
    // "a number of cards equal to the number of colors this card has": read at each step, it stays as it was.
    int count = scaled(tx, look.count(), look.forEach(), ctx, Who.YOU, p);
    for (int card : ps.drawDeck()) {
      if (top.size() < count && !ps.flipped().contains(card)) {
        top.add(card);
      }
    }
    // With bottom: "no" (TO_BOTTOM) sends the cards left to the bottom; the cards chosen after it
    // are their order there, the first chosen highest (402.3).
    int cut = r.chosen().indexOf(TO_BOTTOM);
    boolean down = cut >= 0;
    List<Integer> kept = down ? r.chosen().subList(0, cut) : r.chosen();
    List<Integer> under = new ArrayList<>(down ? r.chosen().subList(cut + 1, r.chosen().size()) : List.of());
    List<Integer> left = new ArrayList<>(top);
    left.removeAll(kept);
    left.removeAll(under);
    if (left.size() > 1 || !down && look.bottom() && !left.isEmpty()) {
      tx.s = tx.s.withDecision(new Decision(DecisionKind.TOP_ORDER, p, left));
      return true;
    }
    List<Integer> order = new ArrayList<>(kept);
    if (down) {
      under.addAll(left);
    } else {
      order.addAll(left);
    }
    // The looked-at cards kept on top keep their places in the deck (flipped ones between them stay put).
    List<Integer> deck = new ArrayList<>(ps.drawDeck());
    deck.removeAll(under);
    deck.addAll(under);
    int k = 0;
    for (int i = 0; i < deck.size() && k < order.size(); i++) {
      if (top.contains(deck.get(i)) && !under.contains(deck.get(i))) {
        deck.set(i, order.get(k++));
      }
    }
    tx.setPlayer(owner, ps.withDrawDeck(deck));
    tx.emit(new GameEvent.LookedAtTop(p, owner, top.size()));
    Effects.set(tx, r.advanced());
    return false;
  }

  /**
   * 514.2c, 707.4: starts a faceoff, after choosing what it is against. The effect's later
   * instructions are processed at once, in the faceoff just started, before anyone gets
   * priority (705.2d; rulings.md).
   */
  /**
   * 608.4: the Troublemaker is chosen first, then (with {@code one}) the challenging card; the
   * challenge is declared ("challenges" triggers) and its faceoff starts at the Troublemaker's Problem.
   */
  private static boolean challenge(Tx tx, Resolution r, Effect.Challenge ch, Abilities.Ctx ctx) {
    if (tx.s.faceoff() != null) {
      // 707.4a: faceoffs can't be started during a faceoff; nothing happens.
      Effects.set(tx, r.advanced());
      return false;
    }
    int tm = -1;
    if (ch.target() instanceof Target.Choose pick) {
      List<Integer> options = new ArrayList<>();
      for (int c : Abilities.matching(tx.s, pick.filter(), ctx)) {
        if (canAffect(tx.s, ch, c, ctx)) {
          options.add(c);
        }
      }
      Boolean step = Effects.choose(tx, r, options, 1);
      if (step != null) {
        return step;
      }
      tm = r.chosen().isEmpty() ? -1 : r.chosen().get(0);
    } else {
      int named = ch.target() instanceof Target.This ? ctx.source() : ctx.subject();
      InPlay c = named >= 0 ? tx.s.inPlay(named) : null;
      tm = c != null && canAffect(tx.s, ch, named, ctx) ? named : -1;
    }
    if (tm < 0) {
      Effects.set(tx, r.advanced());
      tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), "no Troublemaker to challenge"));
      return false;
    }
    Abilities.Ctx there = new Abilities.Ctx(ctx.source(), ctx.controller(), ctx.subject(), tx.s.inPlay(tm).area());
    List<Integer> against = List.of(tm);
    if (ch.one()) {
      List<Integer> options = Abilities.matching(tx.s, ch.with(), there);
      options.remove(Integer.valueOf(tm));
      if (r.chosen().isEmpty() || r.chosen().get(0) != tm) {
        // The Troublemaker was "it" or "this": it stands first among the answers.
        Effects.set(tx, r = r.withChosen(List.of(tm)));
      }
      Boolean step = Effects.choose(tx, r, options, 2);
      if (step != null) {
        return step;
      }
      if (r.chosen().size() < 2) {
        Effects.set(tx, r.advanced());
        tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), "none of your cards can challenge"));
        return false;
      }
      against = List.of(tm, r.chosen().get(1));
    }
    Effects.set(tx, r.advanced());
    Flow.payToChallenge(tx, ctx.controller(), tm);
    Flow.declareChallenge(tx, ctx.controller(), tm);
    Faceoffs.startByEffect(tx, there, ch.one() ? List.of() : List.of(ch.with()), against, List.of(), List.of(), true);
    return false;
  }

  private static boolean startFaceoff(Tx tx, Resolution r, Effect.StartFaceoff sf, Abilities.Ctx ctx) {
    if (tx.s.faceoff() != null) {
      // 707.4a: faceoffs can't be started during a faceoff; nothing happens.
      Effects.set(tx, r.advanced());
      return false;
    }
    // 514.2c: cards the previous effect chose are involved while in play ("one of your Friends"):
    // fixed now, before that choice is forgotten.
    List<Integer> chosenInvolved = new ArrayList<>();
    List<org.ponytable.engine.ability.Filter> involve = new ArrayList<>();
    for (org.ponytable.engine.ability.Filter f : sf.involve()) {
      if (f.chosen()) {
        chosenInvolved.addAll(Abilities.matching(tx.s, f, ctx));
      } else {
        involve.add(f);
      }
    }
    List<Integer> against = List.of();
    if (sf.against() instanceof Target.Choose ch) {
      Boolean step = Effects.choose(tx, r, Abilities.matching(tx.s, ch.filter(), ctx), ch.count());
      if (step != null) {
        return step;
      }
      against = r.chosen();
    } else if (sf.against() instanceof Target.It && ctx.subject() >= 0 && tx.s.inPlay(ctx.subject()) != null) {
      against = List.of(ctx.subject());
    }
    Effects.set(tx, r.advanced());
    if (sf.against() != null && against.isEmpty()) {
      // Nothing to face: no faceoff starts, so nobody wins or loses it (rulings.md).
      return false;
    }
    if (!chosenInvolved.isEmpty()) {
      against = new ArrayList<>(against);
      against.addAll(chosenInvolved);
    }
    Faceoffs.startByEffect(tx, ctx, involve, against, sf.win(), sf.lose());
    return false;
  }

  /**
   * A modal choice: the controller picks modes one by one until {@code count} are picked (a last
   * choice of one is made by the engine); then the picked modes' effects, in printed order, take
   * its place in the resolution and are processed next.
   */
  private static boolean chooseModes(Tx tx, Resolution r, Effect.ChooseModes cm, Abilities.Ctx ctx) {
    int modes = cm.modes().size();
    List<Integer> left = new ArrayList<>();
    for (int i = 0; i < modes; i++) {
      if (!r.chosen().contains(Mode.code(i))) {
        left.add(Mode.code(i));
      }
    }
    if (r.chosen().size() < Math.min(cm.count(), modes)) {
      if (cm.random()) {
        // "At random": nobody picks; the seed does (rulings.md).
        Effects.set(tx, r.withChosen(PlayerState.plus(r.chosen(), left.get(tx.random(left.size())))));
        return false;
      }
      if (left.size() > 1) {
        tx.s = tx.s.withDecision(new Decision(DecisionKind.MODE, r.controller(), left));
        return true;
      }
      // A choice with one option is made by the engine.
      Effects.set(tx, r.withChosen(PlayerState.plus(r.chosen(), left.get(0))));
      return false;
    }
    List<Effect> picked = new ArrayList<>();
    for (int i = 0; i < modes; i++) {
      if (r.chosen().contains(Mode.code(i))) {
        picked.addAll(cm.modes().get(i));
      }
    }
    tx.emit(new GameEvent.ModeChosen(ctx.source(), ctx.controller(), clauses(picked)));
    Effects.set(tx, r.spliced(picked));
    return false;
  }

  /** 712.3: the controller is asked whether the optional effects happen ({@link Effects#answerMay}). */
  private static boolean optional(Tx tx, Resolution r, Effect.Optional op, Abilities.Ctx ctx) {
    tx.s = tx.s.withDecision(new Decision(DecisionKind.MAY, r.controller(), List.of(ctx.source())));
    return true;
  }

  /** The player who decides a {@link Effect.PayOr} and pays it. */
  private static int payer(Resolution r, Effect.PayOr po) {
    return po.player() == Who.OPPONENT ? GameState.opponent(r.controller()) : r.controller();
  }

  private static boolean payOr(Tx tx, Resolution r, Effect.PayOr po, Abilities.Ctx ctx) {
    int payer = payer(r, po);
    if (tx.player(payer).tokens() < po.amount()) {
      // 508.1d: a cost that can't be paid isn't offered; what is left is the rest.
      answerPayOr(tx, r, po, false);
      return false;
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.MAY, payer, List.of(ctx.source())));
    return true;
  }

  /** The answer to {@link #payOr}: pay the tokens and its {@code then} effects take its place, or its {@code else} ones. */
  static void answerPayOr(Tx tx, Resolution r, Effect.PayOr po, boolean pay) {
    if (pay) {
      tx.payTokens(payer(r, po), po.amount());
      Effects.set(tx, r.splicedKeepingPrevious(po.then()));
    } else {
      tx.emit(new GameEvent.EffectDeclined(r.source(), payer(r, po)));
      Effects.set(tx, r.splicedKeepingPrevious(po.otherwise()));
    }
  }

  /** The answer to {@link #optional}: its effects take its place, or it is left out. */
  static void answerOptional(Tx tx, Resolution r, Effect.Optional op, boolean yes) {
    if (yes) {
      Effects.set(tx, r.splicedKeepingPrevious(op.effects()));
    } else {
      tx.emit(new GameEvent.EffectDeclined(r.source(), r.controller()));
      Effects.set(tx, r.advanced());
    }
  }

  /** The controller chooses among the Problems in play (one is taken by the engine); it becomes "there". */
  private static boolean chooseProblem(Tx tx, Resolution r, Effect.ChooseProblem cp, Abilities.Ctx ctx) {
    if (!r.chosen().isEmpty()) {
      Effects.set(tx, r.advancedThere(Area.ofCode(r.chosen().get(0))));
      return false;
    }
    List<Integer> problems = new ArrayList<>();
    for (int p = 0; p < tx.s.players().size(); p++) {
      Area a = Area.problem(p);
      if (tx.s.play().stream().anyMatch(c -> c.area().equals(a) && tx.s.type(c.id()) == CardType.PROBLEM)) {
        problems.add(a.code());
      }
    }
    if (problems.size() > 1) {
      tx.s = tx.s.withDecision(new Decision(DecisionKind.PROBLEM, r.controller(), problems));
      return true;
    }
    Effects.set(tx, problems.isEmpty() ? r.advanced() : r.advancedThere(Area.ofCode(problems.get(0))));
    return false;
  }

  /**
   * "Choose a color": the controller chooses one of the six (decision COLOR); the card with the
   * ability keeps it (its chosen colors), if it is still in play.
   */
  private static boolean chooseColor(Tx tx, Resolution r, Effect.ChooseColor cc, Abilities.Ctx ctx) {
    if (r.chosen().isEmpty()) {
      List<Integer> colors = new ArrayList<>();
      for (CardColor c : CardColor.values()) {
        colors.add(DecisionKind.colorCode(c));
      }
      tx.s = tx.s.withDecision(new Decision(DecisionKind.COLOR, r.controller(), colors));
      return true;
    }
    InPlay self = tx.s.inPlay(ctx.source());
    if (self != null) {
      java.util.EnumSet<CardColor> kept = java.util.EnumSet.noneOf(CardColor.class);
      if (!cc.replace()) {
        kept.addAll(self.chosenColors());
      }
      kept.add(DecisionKind.colorOffered(r.chosen().get(0)));
      tx.s = tx.s.withInPlay(self.withChosenColors(kept));
      CardColor color = DecisionKind.colorOffered(r.chosen().get(0));
      tx.emit(new GameEvent.ColorChosen(self.id(), color.element() + " " + color.jsonName()));
    }
    Effects.set(tx, r.advanced());
    return false;
  }

  /** In a hand being looked at, {@code r.chosen()} starts with this once the looking is done. */
  static final int LOOKED = -3;

  /**
   * 404.1, 409.3: the hand is looked at (or revealed) once; then the controller chooses a card in it
   * (the engine takes a single one unless none may be chosen), and its owner discards it.
   */
  private static boolean lookAtHand(Tx tx, Resolution r, Effect.LookAtHand l, Abilities.Ctx ctx) {
    int owner = Effects.players(l.player(), r.controller()).get(0);
    List<Integer> hand = tx.player(owner).hand();
    if (r.chosen().isEmpty()) {
      for (int card : hand) {
        tx.emit(l.reveal() ? new GameEvent.Revealed(owner, card) : new GameEvent.LookedAt(r.controller(), card));
      }
      if (!l.discard()) {
        Effects.set(tx, r.advanced());
        return false;
      }
      r = r.withChosen(List.of(LOOKED));
      Effects.set(tx, r);
    }
    if (r.chosen().size() > 1) {
      int card = r.chosen().get(1);
      Effects.set(tx, r.advanced());
      if (tx.player(owner).hand().contains(card)) {
        chosenFromHand(tx, owner, card, l.to());
      }
      return false;
    }
    List<Integer> options = l.filter() == null ? new ArrayList<>(hand) : Abilities.printedFits(tx.s, hand, l.filter());
    if (options.isEmpty()) {
      Effects.set(tx, r.advanced());
      return false;
    }
    if (options.size() == 1 && !l.upTo()) {
      // A choice with one option is made by the engine.
      Effects.set(tx, r.advanced());
      chosenFromHand(tx, owner, options.get(0), l.to());
      return false;
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, r.controller(), options));
    return true;
  }

  /**
   * The card chosen from a hand looked at: discarded (409.3), put on top of its owner's deck
   * (401.3; named to nobody new: the looker and the owner know it already) or banished (409.5).
   */
  private static void chosenFromHand(Tx tx, int owner, int card, Effect.RevealedTo to) {
    if (to == Effect.RevealedTo.TOP) {
      PlayerState ps = tx.player(owner);
      List<Integer> deck = new ArrayList<>(ps.drawDeck());
      deck.add(0, card);
      // Not "putsOnTop": the looker puts it there, not the deck's owner.
      tx.setPlayer(owner, ps.withHand(PlayerState.minus(ps.hand(), card)).withDrawDeck(deck));
    } else if (to == Effect.RevealedTo.BANISH) {
      tx.banishFromHand(owner, card);
    } else {
      tx.discard(owner, card);
    }
  }

  /** The Friends other than its host that a Resource attached to a Friend may move to (509.4, 509.5). */
  private static List<Integer> newHosts(GameState s, int resource, Who player, int controller) {
    List<Integer> out = new ArrayList<>();
    InPlay att = s.inPlay(resource);
    for (InPlay c : s.play()) {
      if (c.id() != att.host() && s.type(c.id()) == CardType.FRIEND && !c.faceDown() && Abilities.fitsHost(s, att, c.id())
          && player.is(c.controller(), controller)) {
        out.add(c.id());
      }
    }
    return out;
  }

  /** 509.5: first the Resource (one on a Friend that has somewhere to go), then its new Friend. */
  private static boolean reattach(Tx tx, Resolution r, Effect.Reattach ra, Abilities.Ctx ctx) {
    List<Integer> options = new ArrayList<>();
    if (r.chosen().isEmpty()) {
      for (InPlay c : tx.s.play()) {
        if (tx.s.type(c.id()) == CardType.RESOURCE && c.host() >= 0 && tx.s.inPlay(c.host()) != null
            && tx.s.type(c.host()) == CardType.FRIEND && ra.player().is(tx.s.inPlay(c.host()).controller(), ctx.controller())
            && !newHosts(tx.s, c.id(), ra.player(), ctx.controller()).isEmpty()) {
          options.add(c.id());
        }
      }
    } else if (r.chosen().size() == 1 && tx.s.inPlay(r.chosen().get(0)) != null) {
      options.addAll(newHosts(tx.s, r.chosen().get(0), ra.player(), ctx.controller()));
    } else {
      if (r.chosen().size() == 2) {
        tx.attach(r.chosen().get(0), r.chosen().get(1));
      }
      Effects.set(tx, r.advanced());
      return false;
    }
    if (options.isEmpty()) {
      Effects.set(tx, r.advanced());
      return false;
    }
    if (options.size() == 1) {
      // A choice with one option is made by the engine.
      Effects.set(tx, r.withChosen(PlayerState.plus(r.chosen(), options.get(0))));
      return reattach(tx, tx.s.resolving(), ra, ctx);
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, r.controller(), options));
    return true;
  }

  /** The card chosen (or the only one that fits) leaves your discard pile and enters play at your home. */
  private static boolean putIntoPlay(Tx tx, Resolution r, Effect.PutIntoPlay put, Abilities.Ctx ctx) {
    int you = r.controller();
    boolean fromHand = put.from() == Effect.Zone.HAND;
    if (!r.chosen().isEmpty()) {
      int card = r.chosen().get(0);
      Area at = Area.home(you);
      boolean faceDown = false;
      Area to = destination(tx.s, put, ctx);
      if (to != null) {
        at = to;
        faceDown = tx.s.def(card).type() == CardType.TROUBLEMAKER && !put.faceUp();
      } else if (tx.s.def(card).type() == CardType.TROUBLEMAKER) {
        // 306.1: at a Problem; its player chooses which when there are several.
        List<Area> problems = new ArrayList<>();
        for (InPlay c : tx.s.play()) {
          if (tx.s.type(c.id()) == CardType.PROBLEM && !problems.contains(c.area())) {
            problems.add(c.area());
          }
        }
        if (problems.isEmpty()) {
          Effects.set(tx, r.advanced());
          return false;
        }
        if (r.chosen().size() < 2 && problems.size() > 1) {
          tx.s = tx.s.withDecision(new Decision(DecisionKind.AREA, you, problems.stream().map(Area::code).toList()));
          return true;
        }
        at = r.chosen().size() >= 2 ? Area.ofCode(r.chosen().get(1)) : problems.get(0);
        faceDown = !put.faceUp();
      }
      Effects.set(tx, r.advanced());
      PlayerState ps = tx.player(you);
      if (fromHand) {
        if (!ps.hand().contains(card)) {
          return false;
        }
        tx.removeFromHand(you, card);
      } else {
        tx.setPlayer(you, ps.withDiscard(PlayerState.minus(ps.discard(), card)));
      }
      tx.enterPlay(card, you, at, faceDown);
      return false;
    }
    List<Integer> options = new ArrayList<>();
    List<Integer> zone = fromHand ? tx.player(you).hand() : tx.player(you).discard();
    Area to = destination(tx.s, put, ctx);
    if (put.to() != Effect.Destination.HOME && to == null) {
      // "Here" or "there" names no area now: nothing enters play (104.2b).
      Effects.set(tx, r.advanced());
      return false;
    }
    for (int card : Abilities.printedFits(tx.s, zone, put.filter())) {
      CardDef def = tx.s.def(card);
      if (to != null) {
        // A Friend enters at that area, a Troublemaker only at a Problem (306.1); a Resource has its own places.
        if (def.type() == CardType.FRIEND || def.type() == CardType.TROUBLEMAKER && to.isProblem()) {
          options.add(card);
        }
        continue;
      }
      // 305.1a, 305.1b: a Resource placed at a Problem or attached to a host has no place at home.
      if (def.type() == CardType.FRIEND || def.type() == CardType.RESOURCE && def.placement() == Placement.HOME
          && MainPhase.attachmentHost(def) == null
          || def.type() == CardType.TROUBLEMAKER && (fromHand || put.faceUp())) {
        options.add(card);
      }
    }
    return chooseOne(tx, r, you, options);
  }

  /**
   * playFree: the card (chosen[0]), then its place (chosen[1], an area code, asked when there are
   * several); a Friend must meet its play requirement (rulings.md), a Troublemaker goes face-down to
   * a Problem (609.2c). It is played: "when you play" triggers and the turn counts it (609.2).
   */
  /** Your face-up Friends in play with Pumped (glossary), other than {@code not}: the cards something may go beneath. */
  private static List<Integer> pumpedFriends(GameState s, Who whose, int player, int not) {
    List<Integer> out = new ArrayList<>();
    for (InPlay c : s.play()) {
      if (whose.is(c.controller(), player) && c.id() != not && !c.faceDown() && s.type(c.id()) == CardType.FRIEND
          && Stats.has(s, c, org.ponytable.engine.card.Keyword.PUMPED)) {
        out.add(c.id());
      }
    }
    return out;
  }

  /** The card it goes beneath: this card, or the one chosen after the card itself (asking when several fit). */
  private static int beneathHost(Tx tx, Resolution r, Effect.Onto onto, Who whose, int player, int index, int not,
      Abilities.Ctx ctx) {
    if (onto == Effect.Onto.THIS) {
      return tx.s.inPlay(ctx.source()) == null ? -2 : ctx.source();
    }
    if (r.chosen().size() > index) {
      return r.chosen().get(index);
    }
    List<Integer> options = pumpedFriends(tx.s, whose, player, not);
    if (not == -1) {
      // Taking cards from beneath a Friend: only one with cards beneath it.
      options.removeIf(c -> Keywords.beneath(tx.s, c).isEmpty());
    }
    if (options.isEmpty()) {
      return -2;
    }
    if (options.size() == 1) {
      Effects.set(tx, r.withChosen(PlayerState.plus(r.chosen(), options.get(0))));
      return options.get(0);
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, player, options));
    return -1;
  }

  /** Glossary Pumped, 409.5: the card first (from a hand or play), then the card it goes beneath. */
  private static boolean banishBeneath(Tx tx, Resolution r, Effect.BanishBeneath b, Abilities.Ctx ctx) {
    int p = b.player() == Who.OPPONENT ? GameState.opponent(r.controller()) : r.controller();
    boolean picks = b.from() == Effect.BeneathFrom.HAND || b.from() == Effect.BeneathFrom.PLAY;
    int card;
    if (picks && r.chosen().isEmpty()) {
      List<Integer> options = new ArrayList<>();
      if (b.from() == Effect.BeneathFrom.HAND) {
        options.addAll(Abilities.printedFits(tx.s, tx.player(p).hand(), b.filter()));
      } else {
        for (InPlay c : tx.s.play()) {
          if (leavesPlay(tx.s.type(c.id())) && !tx.s.def(c.id()).token() && c.id() != ctx.source()
              && Abilities.matches(tx.s, b.filter(), c.id(), ctx)) {
            options.add(c.id());
          }
        }
      }
      if (options.isEmpty()) {
        Effects.set(tx, r.advanced());
        return false;
      }
      if (options.size() > 1) {
        tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, p, options));
        return true;
      }
      Effects.set(tx, r.withChosen(options));
      r = tx.s.resolving();
    }
    if (picks) {
      card = r.chosen().get(0);
    } else if (b.from() == Effect.BeneathFrom.DECK_TOP) {
      card = tx.player(p).topUnflipped();
    } else {
      card = r.eventCard() >= 0 && !Effects.leftQueue(tx.s, r.eventCard()) ? r.eventCard() : -1;
    }
    if (card < 0) {
      Effects.set(tx, r.advanced());
      return false;
    }
    int host = beneathHost(tx, r, b.onto(), Who.YOU, p, picks ? 1 : 0, card, ctx);
    if (host == -1) {
      return true;
    }
    r = tx.s.resolving();
    Effects.set(tx, r.advanced());
    if (host < 0 || tx.s.inPlay(host) == null) {
      return false;
    }
    int owner = tx.s.owner(card);
    if (b.from() == Effect.BeneathFrom.PLAY) {
      if (tx.s.inPlay(card) == null) {
        return false;
      }
      tx.banish(card);
      if (!tx.player(owner).banished().contains(card)) {
        return false;
      }
    } else if (b.from() == Effect.BeneathFrom.HAND && !tx.player(owner).hand().contains(card)) {
      return false;
    }
    Keywords.putBeneath(tx, owner, card, host);
    return false;
  }

  /** Glossary, Spend: the oldest card (or all) from beneath the card to where the effect says. */
  private static boolean fromBeneath(Tx tx, Resolution r, Effect.FromBeneath f, Abilities.Ctx ctx) {
    int host = beneathHost(tx, r, f.onto(), f.player(), r.controller(), 0, -1, ctx);
    if (host == -1) {
      return true;
    }
    r = tx.s.resolving();
    List<Integer> under = host < 0 ? List.of() : Keywords.beneath(tx.s, host);
    int at = f.onto() == Effect.Onto.THIS ? 0 : 1;
    List<Integer> going;
    if (f.all() || under.size() <= 1 || f.to() == Effect.BeneathTo.DISCARD_PILE) {
      going = f.all() ? under : under.subList(0, Math.min(1, under.size()));
    } else if (r.chosen().size() > at) {
      going = List.of(r.chosen().get(at));
    } else {
      // "a card from beneath this card": its controller chooses among them (they are public).
      tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, r.controller(), under));
      return true;
    }
    Effects.set(tx, r.advanced());
    for (int card : List.copyOf(going)) {
      Keywords.fromBeneath(tx, card, host, f.to());
    }
    return false;
  }

  private static boolean playFree(Tx tx, Resolution r, Effect.PlayFree pf, Abilities.Ctx ctx) {
    int you = r.controller();
    if (r.chosen().isEmpty()) {
      List<Integer> options = new ArrayList<>();
      for (int card : Abilities.printedFits(tx.s, tx.player(you).hand(), pf.filter())) {
        CardType type = tx.s.def(card).type();
        if (type == CardType.TROUBLEMAKER || type == CardType.FRIEND && MainPhase.meetsPlayRequirement(tx.s, you,
            tx.s.def(card))) {
          options.add(card);
        }
      }
      return chooseOne(tx, r, you, options);
    }
    int card = r.chosen().get(0);
    boolean troublemaker = tx.s.def(card).type() == CardType.TROUBLEMAKER;
    List<Area> places = new ArrayList<>();
    for (Area a : MainPhase.destinations(tx.s, you)) {
      if (a.isProblem() || !troublemaker) {
        places.add(a);
      }
    }
    if (places.isEmpty() || !tx.player(you).hand().contains(card)) {
      Effects.set(tx, r.advanced());
      return false;
    }
    if (r.chosen().size() < 2 && places.size() > 1) {
      tx.s = tx.s.withDecision(new Decision(DecisionKind.AREA, you, places.stream().map(Area::code).toList()));
      return true;
    }
    Area at = r.chosen().size() >= 2 ? Area.ofCode(r.chosen().get(1)) : places.get(0);
    Effects.set(tx, r.advanced());
    tx.count(c -> c.withPlayed(you));
    tx.removeFromHand(you, card);
    tx.emit(new GameEvent.CardPlayed(you, card, at, troublemaker));
    tx.enterPlay(card, you, at, troublemaker);
    if (tx.s.inPlay(card) != null) {
      Triggers.card(tx, org.ponytable.engine.ability.Trigger.Kind.PLAYED, card, tx.s, at);
    }
    return false;
  }

  /** Where putIntoPlay's "to" sends a card: null for "home" (each type's own place), else that area if any. */
  private static Area destination(GameState s, Effect.PutIntoPlay put, Abilities.Ctx ctx) {
    return switch (put.to()) {
      case HOME -> null;
      case HERE -> Abilities.here(s, ctx);
      case THERE -> Abilities.there(s, ctx);
      // The reader offers putIntoPlay only home, here and there.
      case OTHER_PROBLEM, RANDOM_PROBLEM -> throw new IllegalArgumentException("putIntoPlay has no " + put.to());
    };
  }

  // ---- revealing (issue 11) ----

  /** "reveal the top card of your deck; if it is an Event, you may put it into your hand and do the rest". */
  private static String revealTopWords(Effect.RevealTop rv) {
    String deck = (rv.player() == Who.YOU ? "your" : "your opponent's") + " deck";
    if (rv.all() || rv.forEach() != null) {
      String what = rv.filter() == null ? "card" : Words.filter(rv.filter(), false);
      return "reveal " + (rv.forEach() == null ? "the top " + Words.count(rv.count(), "card")
          : rv.count() + " card" + forEach(rv.forEach()) + " from the top") + " of " + deck + "; "
          + (rv.all() ? "each " + what + " revealed: " + revealedWords(rv.fits()) + "; "
              : (rv.may() ? "you may take " : "take ") + Words.a(what) + " revealed and " + revealedWords(rv.fits()) + "; ")
          + switch (rv.otherwise()) {
            case TOP -> "put the others back on top in any order";
            case BOTTOM -> "put the others on the bottom in any order";
            default -> revealedWords(rv.otherwise()).replace(" it", " the others");
          };
    }
    if (rv.count() > 1) {
      String what = rv.filter() == null ? "card" : Words.filter(rv.filter(), false);
      String rest = rv.next() == 0 ? "the rest" : "the next " + Words.count(rv.next(), "effect");
      return "reveal the top " + Words.count(rv.count(), "card") + " of " + deck + "; " + (rv.may() ? "you may take " : "take ")
          + Words.a(what) + " revealed and " + revealedWords(rv.fits()) + " (if you do, do " + rest + "); "
          + switch (rv.otherwise()) {
            case TOP -> "put the others back on top in any order";
            case BOTTOM -> "put the others on the bottom in any order";
            default -> revealedWords(rv.otherwise()).replace(" it", " the others");
          };
    }
    String words = rv.until() ? "reveal cards from the top of " + deck + " until you reveal "
        + (rv.filter() == null ? "a card" : Words.a(Words.filter(rv.filter(), false))) : "reveal the top card of " + deck;
    String moves = rv.fits() == Effect.RevealedTo.TOP ? "" : revealedWords(rv.fits());
    String rest = rv.next() == 0 ? "the rest" : "the next " + Words.count(rv.next(), "effect");
    if (rv.until()) {
      words += "; " + (rv.may() ? "you may " : "") + (moves.isEmpty() ? "do " + rest : moves + " and do " + rest);
    } else if (rv.filter() != null || rv.may() || !moves.isEmpty()) {
      words += "; if it is " + (rv.filter() == null ? "a card" : Words.a(Words.filter(rv.filter(), false))) + ", "
          + (rv.may() ? "you may " : "") + (moves.isEmpty() ? "do " + rest : moves + " and do " + rest);
    }
    if (rv.otherwise() != Effect.RevealedTo.TOP && !rv.until()) {
      words += "; otherwise " + revealedWords(rv.otherwise());
    }
    return words + (rv.until() ? "; then that deck is shuffled" : "");
  }

  private static String revealedWords(Effect.RevealedTo to) {
    return switch (to) {
      case TOP -> "leave it on top";
      case HAND -> "put it into its owner's hand";
      case DISCARD_PILE -> "put it into its owner's discard pile";
      case BANISH -> "banish it";
      case BOTTOM -> "put it on the bottom of its owner's deck";
      case PLAY -> "put it into play under your control at your home";
    };
  }

  /** Reveals the top card (public, rulings.md), then moves it, asks "may", or skips what depends on it. */
  private static boolean revealTop(Tx tx, Resolution r, Effect.RevealTop rv, Abilities.Ctx ctx) {
    if (rv.count() > 1 || rv.all() || rv.forEach() != null) {
      return revealSeveral(tx, r, rv, ctx);
    }
    int owner = Effects.players(rv.player(), r.controller()).get(0);
    int card = -1;
    boolean fits = false;
    PlayerState ps = tx.player(owner);
    for (int id : ps.drawDeck()) {
      if (ps.flipped().contains(id)) {
        continue;
      }
      card = id;
      tx.emit(new GameEvent.Revealed(owner, card));
      fits = (rv.filter() == null || !Abilities.printedFits(tx.s, List.of(card), rv.filter()).isEmpty())
          && (rv.fits() != Effect.RevealedTo.PLAY || canEnterAtHome(tx.s.def(card)));
      if (fits || !rv.until()) {
        break;
      }
    }
    if (card < 0) {
      tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), "the deck has no card to reveal"));
      Effects.set(tx, skipRevealed(r, rv));
      return false;
    }
    if (!fits) {
      Effects.set(tx, skipRevealed(r, rv));
      moveRevealed(tx, owner, card, rv.until() ? Effect.RevealedTo.TOP : rv.otherwise(), r.controller());
      shuffleAfter(tx, rv, owner);
      return false;
    }
    if (rv.may()) {
      // 712.3: the controller decides, the revealed card remembered as the one chosen.
      Effects.set(tx, r.withChosen(List.of(card)));
      tx.s = tx.s.withDecision(new Decision(DecisionKind.MAY, r.controller(), List.of(r.source())));
      return true;
    }
    Effects.set(tx, r.advanced());
    moveRevealed(tx, owner, card, rv.fits(), r.controller());
    shuffleAfter(tx, rv, owner);
    return false;
  }

  /** "Reveal until": the cards revealed and left in the deck are shuffled back (402.4). */
  private static void shuffleAfter(Tx tx, Effect.RevealTop rv, int owner) {
    if (rv.until()) {
      tx.shuffleDrawDeck(owner);
    }
  }

  /** The "may" of a revealed card that fits: yes moves it and goes on, no skips what depends on it. */
  static void answerRevealTop(Tx tx, Resolution r, Effect.RevealTop rv, boolean yes) {
    int card = r.chosen().get(0);
    int owner = tx.s.owner(card);
    if (!yes) {
      tx.emit(new GameEvent.EffectDeclined(r.source(), r.controller()));
      Effects.set(tx, skipRevealed(r, rv));
      shuffleAfter(tx, rv, owner);
      return;
    }
    Effects.set(tx, r.advanced());
    moveRevealed(tx, owner, card, rv.fits(), r.controller());
    shuffleAfter(tx, rv, owner);
  }

  private static Resolution skipRevealed(Resolution r, Effect.RevealTop rv) {
    if (rv.next() == 0) {
      return r.skipped();
    }
    Resolution next = r.advanced();
    for (int i = 0; i < rv.next() && !next.done(); i++) {
      next = next.advanced();
    }
    return next;
  }

  /** 305.1a-b, as for putIntoPlay: a Friend, or a Resource played at home and attached to nothing. */
  private static boolean canEnterAtHome(CardDef def) {
    return def.type() == CardType.FRIEND || def.type() == CardType.RESOURCE && def.placement() == Placement.HOME
        && MainPhase.attachmentHost(def) == null;
  }

  private static void moveRevealed(Tx tx, int owner, int card, Effect.RevealedTo to, int controller) {
    PlayerState ps = tx.player(owner);
    PlayerState without = ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), card));
    switch (to) {
      case TOP -> { }
      case HAND -> {
        tx.setPlayer(owner, without.withHand(PlayerState.plus(ps.hand(), card)));
        tx.emit(new GameEvent.PutIntoHand(card));
      }
      case DISCARD_PILE -> {
        tx.setPlayer(owner, without.withDiscard(PlayerState.plus(ps.discard(), card)));
        tx.emit(new GameEvent.Milled(owner, card));
        Triggers.enteredDiscardPile(tx, card);
      }
      case BANISH -> {
        tx.setPlayer(owner, without.withBanished(PlayerState.plus(ps.banished(), card)));
        tx.emit(new GameEvent.Banished(card));
      }
      case BOTTOM -> tx.setPlayer(owner, without.withDrawDeck(PlayerState.plus(without.drawDeck(), card)));
      case PLAY -> {
        tx.setPlayer(owner, without);
        tx.enterPlay(card, controller, Area.home(controller), false);
      }
    }
  }

  /** In a {@code revealTop}'s chosen list: the top cards are revealed (first), or no card was taken (second). */
  static final int REVEALED = -3;
  static final int NONE_TAKEN = -4;
  /** In a revealTop's chosen list with "all": every fitting card is taken. */
  static final int ALL_FIT = -5;

  /**
   * The top {@code count} cards revealed together (public): one that fits is taken (asked when
   * several fit, or with "may"), then the others are ordered where they go; nothing moves before.
   */
  private static boolean revealSeveral(Tx tx, Resolution r, Effect.RevealTop rv, Abilities.Ctx ctx) {
    int owner = Effects.players(rv.player(), r.controller()).get(0);
    int you = r.controller();
    PlayerState ps = tx.player(owner);
    List<Integer> shown = new ArrayList<>();
    int count = scaled(tx, rv.count(), rv.forEach(), ctx, Who.YOU, you);
    for (int id : ps.drawDeck()) {
      if (shown.size() < count && !ps.flipped().contains(id)) {
        shown.add(id);
      }
    }
    if (r.chosen().isEmpty()) {
      if (shown.isEmpty()) {
        tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), "the deck has no card to reveal"));
        Effects.set(tx, skipRevealed(r, rv));
        return false;
      }
      shown.forEach(card -> tx.emit(new GameEvent.Revealed(owner, card)));
      Effects.set(tx, r.withChosen(List.of(REVEALED)));
      r = tx.s.resolving();
    }
    if (r.chosen().size() == 1) {
      List<Integer> fit = rv.filter() == null ? shown : Abilities.printedFits(tx.s, shown, rv.filter());
      if (rv.fits() == Effect.RevealedTo.PLAY) {
        fit = fit.stream().filter(c -> canEnterAtHome(tx.s.def(c))).toList();
      }
      if (rv.all()) {
        Effects.set(tx, r.withChosen(List.of(REVEALED, fit.isEmpty() ? NONE_TAKEN : ALL_FIT)));
        r = tx.s.resolving();
      } else if (fit.isEmpty() || fit.size() == 1 && !rv.may()) {
        Effects.set(tx, r.withChosen(List.of(REVEALED, fit.isEmpty() ? NONE_TAKEN : fit.get(0))));
        r = tx.s.resolving();
      } else {
        tx.s = tx.s.withDecision(new Decision(DecisionKind.TAKE_REVEALED, you, fit));
        return true;
      }
    }
    int taken = r.chosen().get(1);
    List<Integer> takenCards = taken == NONE_TAKEN ? List.of() : taken != ALL_FIT ? List.of(taken)
        : rv.filter() == null ? shown : Abilities.printedFits(tx.s, shown, rv.filter());
    List<Integer> ordered = new ArrayList<>(r.chosen().subList(2, r.chosen().size()));
    List<Integer> rest = new ArrayList<>(shown);
    rest.removeAll(takenCards);
    rest.removeAll(ordered);
    boolean orders = rv.otherwise() == Effect.RevealedTo.TOP || rv.otherwise() == Effect.RevealedTo.BOTTOM;
    if (orders && rest.size() > 1) {
      tx.s = tx.s.withDecision(new Decision(DecisionKind.TOP_ORDER, you, rest));
      return true;
    }
    ordered.addAll(rest);
    Effects.set(tx, taken == NONE_TAKEN ? skipRevealed(r, rv) : r.advanced());
    // The others first, in the order chosen (the first chosen highest), then the card taken.
    if (rv.otherwise() == Effect.RevealedTo.TOP) {
      List<Integer> deck = new ArrayList<>(tx.player(owner).drawDeck());
      deck.removeAll(ordered);
      deck.addAll(0, ordered);
      tx.setPlayer(owner, tx.player(owner).withDrawDeck(deck));
    } else {
      for (int card : ordered) {
        moveRevealed(tx, owner, card, rv.otherwise(), you);
      }
    }
    for (int card : takenCards) {
      moveRevealed(tx, owner, card, rv.fits(), you);
    }
    return false;
  }

  /** Takes the chosen card, or offers the fitting ones (one is taken by the engine). */
  private static boolean retrieve(Tx tx, Resolution r, Effect.Retrieve rt, Abilities.Ctx ctx) {
    // Issue 11: with "player": "opponent", that player takes a card of their own pile and chooses it.
    int you = rt.player() == Who.OPPONENT ? GameState.opponent(r.controller()) : r.controller();
    if (!r.chosen().isEmpty()) {
      int card = r.chosen().get(0);
      Effects.set(tx, r.advanced());
      PlayerState ps = tx.player(you);
      if (ps.discard().contains(card)) {
        tx.setPlayer(you, ps.withDiscard(PlayerState.minus(ps.discard(), card))
            .withHand(PlayerState.plus(ps.hand(), card)));
        tx.emit(new GameEvent.ReturnedToHand(you, card));
      }
      return false;
    }
    List<Integer> options = new ArrayList<>(Abilities.printedFits(tx.s, tx.player(you).discard(), rt.filter()));
    if (rt.another()) {
      // "another card": the ability's own card and the one the trigger is about may be in that pile.
      options.removeIf(card -> card == ctx.source() || card == ctx.subject());
    }
    return chooseOne(tx, r, you, options);
  }

  /**
   * A Troublemaker a search found for play (chosen: the card, then the Problem's area when asked):
   * it enters face-up at the Problem its player chooses (306.1, 706.1), after the deck was shuffled.
   */
  private static boolean troublemakerFound(Tx tx, Resolution r, int player) {
    int card = r.chosen().get(0);
    List<Area> problems = new ArrayList<>();
    for (InPlay c : tx.s.play()) {
      if (tx.s.type(c.id()) == CardType.PROBLEM && !problems.contains(c.area())) {
        problems.add(c.area());
      }
    }
    if (r.chosen().size() < 2 && problems.size() > 1) {
      tx.s = tx.s.withDecision(new Decision(DecisionKind.AREA, player, problems.stream().map(Area::code).toList()));
      return true;
    }
    Effects.set(tx, r.advanced());
    // With no Problem in play there is nowhere to put it: it stays where it was found.
    if (!problems.isEmpty()) {
      Effects.foundTroublemakerLeaves(tx, player, card, r);
      tx.enterPlay(card, player, r.chosen().size() >= 2 ? Area.ofCode(r.chosen().get(1)) : problems.get(0), false);
    }
    return false;
  }

  /**
   * 708.4: "until this card leaves play": the return waits as a triggered modifier of the card with
   * the ability, watching itself leave play (read in the look-back state), and names the banished
   * card; it lasts as long as it waits (no duration ends it) and happens once. If the card with the
   * ability has already left play, the banished card comes back at once.
   */
  private static void untilThisLeavesPlay(Tx tx, int card, boolean frightened, boolean toHand, Abilities.Ctx ctx) {
    if (ctx.source() < 0 || tx.s.inPlay(ctx.source()) == null) {
      returnFromBanished(tx, card, frightened, toHand);
      return;
    }
    org.ponytable.engine.ability.Trigger leaves = new org.ponytable.engine.ability.Trigger(
        org.ponytable.engine.ability.Trigger.Kind.LEAVES_PLAY, org.ponytable.engine.ability.Filter.THIS, Who.YOU, null);
    AbilityState ab = tx.s.abilities().tick();
    List<org.ponytable.engine.state.TriggeredModifier> all = new ArrayList<>(ab.triggeredModifiers());
    all.add(new org.ponytable.engine.state.TriggeredModifier(ab.clock(), ctx.source(), ctx.controller(),
        new Ability.Triggered(leaves, null, false, List.of(new Effect.ReturnFromBanished(frightened, card, toHand))), null, true));
    tx.s = tx.s.withAbilities(ab.withTriggeredModifiers(all));
    tx.emit(new GameEvent.TriggeredModifierAdded(ctx.source(), ctx.controller(), leaves.kind().jsonName(), true,
        "thisLeavesPlay"));
  }

  /** 706.1, 706.1a: a banished Friend enters play at its owner's home, theirs; anything else stays. */
  private static void returnFromBanished(Tx tx, int card, boolean frightened, boolean toHand) {
    int owner = tx.s.owner(card);
    PlayerState ps = tx.player(owner);
    if (toHand && ps.banished().contains(card) && !ps.beneath().containsKey(card)) {
      // Issue 11: "put any cards banished this way into their owners' hands" (any card type).
      tx.setPlayer(owner, ps.withBanished(PlayerState.minus(ps.banished(), card)).withHand(PlayerState.plus(ps.hand(), card)));
      tx.emit(new GameEvent.ReturnedToHand(owner, card));
      return;
    }
    if (!ps.banished().contains(card) || tx.s.def(card).type() != CardType.FRIEND) {
      return;
    }
    tx.setPlayer(owner, ps.withBanished(PlayerState.minus(ps.banished(), card)));
    tx.enterPlay(card, owner, Area.home(owner), false);
    InPlay in = tx.s.inPlay(card);
    if (frightened && in != null && !in.frightened()) {
      tx.s = tx.s.withInPlay(in.asFrightened());
    }
  }

  /** 409.5: the chosen card, every fitting card with "all", or the choice among the fitting ones. */
  private static boolean banishFromDiscard(Tx tx, Resolution r, Effect.BanishFromDiscard b, Abilities.Ctx ctx) {
    if (!r.chosen().isEmpty()) {
      int card = r.chosen().get(0);
      Effects.set(tx, r.advanced());
      int owner = tx.s.owner(card);
      if (tx.player(owner).discard().contains(card)) {
        tx.banishFromDiscardPile(owner, card);
      }
      return false;
    }
    List<Integer> options = new ArrayList<>();
    for (int p : Effects.players(b.player(), r.controller())) {
      List<Integer> pile = tx.player(p).discard();
      // "banish that card": the trigger's card, while it is still in that pile (issue 11).
      options.addAll(Abilities.printedFits(tx.s, !b.it() ? pile : pile.contains(ctx.subject())
          ? List.of(ctx.subject()) : List.of(), b.filter()));
    }
    if (options.isEmpty()) {
      tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), "no card in a discard pile fits"));
      Effects.set(tx, b.stop() ? r.skipped() : r.advanced());
      return false;
    }
    if (b.all()) {
      for (int card : options) {
        tx.banishFromDiscardPile(tx.s.owner(card), card);
      }
      Effects.set(tx, r.advanced());
      return false;
    }
    return chooseOne(tx, r, r.controller(), options);
  }

  /**
   * The effect's one target among {@code options}: {@code chooser} is asked (TARGET) when there are
   * several, the only one is taken without asking, and with none the effects go on; whether it asked.
   */
  private static boolean chooseOne(Tx tx, Resolution r, int chooser, List<Integer> options) {
    if (options.isEmpty()) {
      Effects.set(tx, r.advanced());
      return false;
    }
    if (options.size() == 1) {
      Effects.set(tx, r.withChosen(options));
      return false;
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, chooser, options));
    return true;
  }
}
