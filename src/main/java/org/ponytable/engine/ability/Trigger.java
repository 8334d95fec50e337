package org.ponytable.engine.ability;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ponytable.engine.terms.Phase;

/**
 * What a triggered ability watches for (704.1).
 *
 * @param subject for card triggers, which card it watches ({@link Filter#THIS} by default); for
 *     faceoff and confront triggers an optional card that must be involved (or confronted); null
 *     when it does not apply
 * @param player for player triggers, whose win, loss, confronting or turn it is
 * @param phase for {@link Kind#PHASE_STARTS}, which phase, or null for any phase
 * @param faceoff for a faceoff's result or a flip, only that kind of faceoff (512.4a), or null for any
 * @param byAtLeast for a faceoff's result, the least difference between the power totals, or 0
 * @param byExactly for a faceoff's result, the exact difference between the power totals, or 0
 * @param using for a faceoff's result or a defeat, what every character of the player it names
 *     involved in the faceoff must be ("using only [Generosity] characters"), or null
 */
public record Trigger(Kind kind, Filter subject, Who player, Phase phase, FaceoffType faceoff, int byAtLeast,
    int byExactly, Filter using) {
  public Trigger {
    Objects.requireNonNull(kind);
    player = player == null ? Who.YOU : player;
  }

  public Trigger(Kind kind, Filter subject, Who player, Phase phase, FaceoffType faceoff, int byAtLeast, int byExactly) {
    this(kind, subject, player, phase, faceoff, byAtLeast, byExactly, null);
  }

  public Trigger(Kind kind, Filter subject, Who player, Phase phase) {
    this(kind, subject, player, phase, null, 0, 0);
  }

  /**
   * The kinds of faceoff a result or flip trigger may name (512.4a: a faceoff at two Problems is a
   * Problem faceoff; a challenge's faceoff has a challenger, seen from the ability's controller).
   */
  public enum FaceoffType {
    PROBLEM("problem", "in a Problem faceoff"),
    TROUBLEMAKER("troublemaker", "in a Troublemaker faceoff"),
    /** 610: a Troublemaker faceoff in which you are challenging */
    YOUR_CHALLENGE("yourChallenge", "while you challenge"),
    /** 610: a Troublemaker faceoff in which your opponent is challenging */
    OPPONENTS_CHALLENGE("opponentsChallenge", "while your opponent challenges");

    private final String jsonName;
    private final String words;

    FaceoffType(String jsonName, String words) {
      this.jsonName = jsonName;
      this.words = words;
    }

    public String jsonName() {
      return jsonName;
    }

    /** "in a Problem faceoff", "while you challenge": after the trigger's other words. */
    public String words() {
      return words;
    }
  }

  /** The words of "faceoff". */
  public static final Map<String, FaceoffType> FACEOFF_TYPES = Field.byName(List.of(FaceoffType.values()),
      FaceoffType::jsonName);

  /** The phases a trigger or a Reaction names, by word (601: the turn's phases; setup is not one). */
  public static final Map<String, Phase> PHASES = Field.byName(
      List.of(Phase.READY, Phase.TROUBLEMAKER, Phase.MAIN, Phase.SCORE, Phase.END),
      p -> p.name().toLowerCase(java.util.Locale.ROOT));

  /** Where a trigger word is written. */
  public enum Use {
    /** {"kind": "triggered", "when": ...} (704) */
    TRIGGERED_ABILITY("a triggered ability"),
    /** {"do": "whenever", "when": ...}, a triggered modifier (708.4) */
    TRIGGERED_MODIFIER("a triggered modifier"),
    /** a Reaction's "reactTo" (512.4b) */
    REACTION("a Reaction's condition");

    private final String display;

    Use(String display) {
      this.display = display;
    }

    public String display() {
      return display;
    }
  }

  /** What a trigger word's "subject" names. */
  public enum Subject {
    /** the card it happened to; "subject" filters it (the card with the ability when left out) */
    CARD,
    /** optionally, a card involved (in the faceoff, or the Problem confronted) that must match */
    INVOLVED,
    /** nothing: it watches the turn */
    NONE,
    /** the card with the ability itself, never written (Chaos) */
    ITSELF,
    /** a card just flipped, out of play: never written; "it" names it */
    FLIPPED_CARD
  }

  /**
   * The closed table of trigger words ({@code "when"}): for each, its name in card files, what its
   * {@code subject} names, whether it names a player ({@code player}) or a phase ({@code phase}),
   * whether its effects always happen during a faceoff, where it may be written and how it reads
   * as words. The card loader reads triggers through this table and the schema test checks
   * docs/card.schema.json against it; {@code Triggers} in the rules watches for each.
   */
  public enum Kind {
    /** 706.1c */
    ENTERS_PLAY("entersPlay", Subject.CARD, false, "enters play"),
    /**
     * 609.2a, 706.1: its controller plays it from hand, paying its cost; a card put into play by an
     * effect enters play without being played (rulings.md).
     */
    PLAYED("played", Subject.CARD, false, "is played"),
    /** 506.1c; being sent home is not moving (506.5). */
    MOVED("moved", Subject.CARD, false, "is moved"),
    /** 506.1c: the same as "moved", but "there" is the area the card left (its previous area). */
    MOVED_AWAY("movedAway", Subject.CARD, false, "is moved away from there"),
    /**
     * 506.1c: its controller moves it from a home to a Problem (an action or their own effect);
     * "there" is that Problem.
     */
    MOVED_FROM_HOME("movedFromHome", Subject.CARD, false, "is moved from home to a Problem by its controller"),
    /** 506.1c: moved by its controller (a Main Phase move or its controller's effect), not by an opponent. */
    MOVED_BY_CONTROLLER("movedByController", Subject.CARD, false, "is moved by its controller"),
    /** 517.2: the points scored with it during one Score Phase reach 2 (once that phase). */
    SCORED_TWO_WITH("scoredTwoWith", Subject.CARD, false, "has 2 or more points scored with it in one Score Phase"),
    /** 607.2 */
    UNCOVERED("uncovered", Subject.CARD, false, "is uncovered"),
    /** 504.1 */
    FRIGHTENED("frightened", Subject.CARD, false, "is frightened"),
    /** 409: dismissed or retired. */
    LEAVES_PLAY("leavesPlay", Subject.CARD, false, "leaves play"),
    /** 409.1: dismissed only (not retired or banished); read as it was before, like leaving play. */
    DISMISSED("dismissed", Subject.CARD, false, "is dismissed"),
    /** 409.2: retired only (not dismissed or banished); read as it was before, like leaving play. */
    RETIRED("retired", Subject.CARD, false, "is retired"),
    /** 503.2: a ready card becomes exhausted, by a cost, an effect or the rules. */
    EXHAUSTED("exhausted", Subject.CARD, false, "becomes exhausted"),
    /** 514.2 */
    FACEOFF_STARTS("faceoffStarts", Subject.INVOLVED, false, "a faceoff starts"),
    /** 514.6: "at the end of a faceoff", before its last window; cards still involved, flipped cards still flipped. */
    FACEOFF_ENDS("faceoffEnds", Subject.INVOLVED, false, "a faceoff ends"),
    /** 514.5 */
    WIN_FACEOFF("winFaceoff", Subject.INVOLVED, true, "win a faceoff"),
    /** 514.5 */
    LOSE_FACEOFF("loseFaceoff", Subject.INVOLVED, true, "lose a faceoff"),
    /** 514.5a: the challenger wins a Troublemaker faceoff and defeats the Troublemaker (still in play then). */
    DEFEAT_TROUBLEMAKER("defeatTroublemaker", Subject.INVOLVED, true, "defeat a Troublemaker"),
    /** 611 */
    CONFRONT("confront", Subject.INVOLVED, true, "confront a Problem"),
    /** 611.4a: the player is the first to confront that Problem (and scores its bonus). */
    CONFRONT_FIRST("confrontFirst", Subject.INVOLVED, true, "are the first to confront a Problem"),
    /** 601.2: as the phase's first step or window begins. */
    PHASE_STARTS("phaseStarts", Subject.NONE, true, "starts"),
    /** 615.1 */
    END_OF_TURN("endOfTurn", Subject.NONE, true, "turn ends"),
    /** 409.4: a player draws a card; each card drawn is one occurrence. */
    DRAWS("draws", Subject.NONE, true, "draw a card"),
    /** 409.3: a player discards a card from their hand; each card is one occurrence. */
    DISCARDS("discards", Subject.NONE, true, "discard a card"),
    /**
     * 609.2, 304.2: a player plays an Event from their hand; its triggered effects wait until the
     * Event's own text has been processed (705.2b, 511.5).
     */
    PLAYS_EVENT("playsEvent", Subject.INVOLVED, true, "play an Event"),
    /** 502: a player gains action tokens, from the game or an effect ("receives at least 1"). */
    GAINS_TOKENS("gainsTokens", Subject.NONE, true, "gain action tokens"),
    /**
     * Chaos (Absolute Discord rulebook): this card is flipped during a faceoff; takes effect at
     * once. Only a card's own triggered ability watches for it ({@code Faceoffs} reads it as the
     * card is flipped): no triggered modifier or Reaction is told of it.
     */
    FLIPPED("flipped", Subject.ITSELF, false, "is flipped in a faceoff"),
    /**
     * 515.1: a player flips a card during a faceoff. A Reaction or a card's triggered ability
     * watches for it (its effects may say "it" for the flipped card, which is not in play); its
     * "subject" reads what the flipped card prints ("when you flip a Chaotic card").
     */
    FLIPS("flips", Subject.FLIPPED_CARD, true, "flip a card"),
    /**
     * 608.4: a player challenges a Troublemaker, in the Challenge Step or by an effect; "subject"
     * describes the Troublemaker ("it"). Its effects happen in the faceoff that follows.
     */
    CHALLENGES("challenges", Subject.INVOLVED, true, "challenge a Troublemaker"),
    /**
     * 514.2: a player starts a faceoff: the challenger, the turn player in the Faceoff Step
     * (612, rulings.md), or the controller of the effect that starts it; "subject", a card
     * that must be involved.
     */
    STARTS_FACEOFF("startsFaceoff", Subject.INVOLVED, true, "start a faceoff"),
    /** 505.1, 607.3: a face-down Troublemaker is turned face up: uncovered, or turned over by an effect. */
    TURNED_FACE_UP("turnedFaceUp", Subject.CARD, false, "is turned face up"),
    /**
     * 401.3 (issue 11): a player puts a card from another zone on top of their own draw deck by an
     * effect (from hand, a search, an Event itself, from play); each card is one occurrence.
     */
    PUTS_ON_TOP("putsOnTop", Subject.NONE, true, "put a card on top of their deck"),
    /**
     * 506.1c: a player moves a card, by a Main Phase move (609.2b) or an effect of theirs, whoever
     * controls the card; "player" names who moves it.
     */
    MOVED_BY("movedBy", Subject.CARD, true, "move"),
    /**
     * 519: a player puts one or more +1 power counters on a card by an effect, each putting once;
     * "player" names who puts them ("when you put a +1 power counter on this card").
     */
    POWER_COUNTERS_PUT("powerCountersPut", Subject.CARD, true, "put +1 power counters on"),
    /** 504.3: a frightened Friend becomes unfrightened (turned face up), by an effect or the rules. */
    UNFRIGHTENED("unfrightened", Subject.CARD, false, "becomes unfrightened"),
    /**
     * 609.2: a player plays the last card of their hand (their hand is empty once it is played);
     * "it" is the card played when it is in play.
     */
    PLAYS_LAST_CARD("playsLastCard", Subject.NONE, true, "play the last card in hand"),
    /** 502: a player loses one or more action tokens to an effect (losing is not paying). */
    LOSES_TOKENS("losesTokens", Subject.NONE, true, "lose action tokens"),
    /**
     * 601.2: as the phase's last window begins (its end; the End Phase's is the end of the End of
     * Turn Step, the Wrap Up Step having no window).
     */
    PHASE_ENDS("phaseEnds", Subject.NONE, true, "ends"),
    /** 102: the game starts, once setup is done (Starting Problems, opening hands, mulligans) and before turn 1. */
    GAME_STARTS("gameStarts", Subject.NONE, false, "the game starts"),
    /** 601.2, 604: the Draw Step's end window begins ("at the end of your draw step"). */
    DRAW_STEP_ENDS("drawStepEnds", Subject.NONE, true, "Draw Step ends"),
    /**
     * 514.2, 514.2d: a card becomes involved in a faceoff: as the faceoff starts (each card
     * involved then), or when an effect makes it involved later (rulings.md).
     */
    BECOMES_INVOLVED("becomesInvolved", Subject.CARD, false, "becomes involved in a faceoff"),
    /**
     * 613.1: a Problem becomes solved as the Solve Step starts, before it is replaced (613.2); its
     * triggered effects are processed first (511.5), while everything is still there. "subject" is
     * the Problem ("this" on a Problem; {"type": "problem", "where": "here"}: this card's Problem).
     */
    SOLVED("solved", Subject.CARD, false, "is solved"),
    /** 503.2: a player's effect exhausts a ready card ("when you exhaust an opposing character"). */
    EXHAUSTED_BY("exhaustedBy", Subject.CARD, true, "exhaust"),
    /** 504.1: a player's effect frightens a card ("when you frighten a Friend"). */
    FRIGHTENED_BY("frightenedBy", Subject.CARD, true, "frighten"),
    /** 409.1: a player's effect dismisses a card ("after an opponent dismisses one of your Friends"). */
    DISMISSED_BY("dismissedBy", Subject.CARD, true, "dismiss"),
    /** 510, 705: a player takes an action holding priority (not a pass): "after an opponent takes an action". */
    TAKES_ACTION("takesAction", Subject.NONE, true, "take an action"),
    /**
     * 406, 409 (issue 11): a card is put into a discard pile from anywhere (dismissed, retired,
     * discarded, milled, spent, an Event once processed). Read after: a card out of play is
     * described by its owner and what it prints, and the card's own ability triggers from the pile.
     */
    ENTERS_DISCARD_PILE("entersDiscardPile", Subject.CARD, false, "is put into a discard pile"),
    /** 409.1-409.2: a card in play is put into its owner's discard pile (dismissed or retired); read as it was before. */
    DISCARD_PILE_FROM_PLAY("discardPileFromPlay", Subject.CARD, false, "is put into a discard pile from play");

    private final String jsonName;
    private final Subject subject;
    private final boolean namesPlayer;
    private final String phrase;

    Kind(String jsonName, Subject subject, boolean namesPlayer, String phrase) {
      this.jsonName = jsonName;
      this.subject = subject;
      this.namesPlayer = namesPlayer;
      this.phrase = phrase;
    }

    public String jsonName() {
      return jsonName;
    }

    /** Card triggers watch a card; the others watch a player or the turn. */
    public boolean aboutCard() {
      return subject == Subject.CARD || subject == Subject.ITSELF;
    }

    /** What its "subject" names. */
    public Subject subject() {
      return subject;
    }

    /** Whether it is about a player, whom "player" names (you by default). */
    public boolean namesPlayer() {
      return namesPlayer;
    }

    /** 514.4: whether it is a faceoff's result, which may name the faceoff's kind and the difference of the totals. */
    public boolean result() {
      return this == WIN_FACEOFF || this == LOSE_FACEOFF;
    }

    /** 514.5: whether it may name what the player's involved characters must all be ("using"). */
    public boolean namesUsing() {
      return result() || this == DEFEAT_TROUBLEMAKER;
    }

    /** Whether it may name the kind of faceoff it happens in ("faceoff"; 512.4a: "a Problem faceoff starts"). */
    public boolean namesFaceoff() {
      return result() || this == FLIPS || this == FACEOFF_STARTS;
    }

    /** Whether it names the phase that starts ("phase", required). */
    public boolean namesPhase() {
      return this == PHASE_STARTS || this == PHASE_ENDS;
    }

    /** 514: whether its effects always happen during a faceoff (so none may start another, 707.4a). */
    public boolean duringFaceoff() {
      // Chaos text too, but its place (EffectWord.Place.CHAOS) already says so.
      return this == FACEOFF_STARTS || this == CHALLENGES || this == STARTS_FACEOFF || this == WIN_FACEOFF || this == LOSE_FACEOFF || this == DEFEAT_TROUBLEMAKER
          || this == FLIPS || this == BECOMES_INVOLVED;
    }

    /** Why it can't be written in {@code use}, or null when it can. */
    public String whyNotIn(Use use) {
      if (this == FLIPPED && use != Use.TRIGGERED_ABILITY) {
        return "\"flipped\" is about a card's own flip (Chaos); " + use.display() + " can't watch for it";
      }
      if (this == BECOMES_INVOLVED && use != Use.TRIGGERED_ABILITY) {
        return "\"becomesInvolved\" is read only by a card's triggered ability (looked for only when one is in"
            + " play); " + use.display() + " can't watch for it";
      }
      if (this == GAME_STARTS && use != Use.TRIGGERED_ABILITY) {
        return "\"gameStarts\" happens once, before anyone could react or make a modifier; " + use.display()
            + " can't watch for it";
      }
      if (this == FLIPS && use == Use.TRIGGERED_MODIFIER) {
        return "\"flips\" is read only by a Reaction or a triggered ability (its \"it\" is the flipped card, out of"
            + " play); " + use.display() + " can't watch for it";
      }
      return null;
    }

    /** Its fields besides "when", as card files write them. */
    public List<Field> fields() {
      List<Field> out = new java.util.ArrayList<>();
      if (subject == Subject.CARD || subject == Subject.INVOLVED) {
        out.add(new Field.FilterField("subject", false, subject == Subject.CARD ? "the card it watches"
            : this == PLAYS_EVENT ? "what the Event played prints (printed parts only)" : "a card that must be involved"));
      }
      if (subject == Subject.FLIPPED_CARD) {
        out.add(new Field.FilterField("subject", false, "what the flipped card prints (printed parts only)"));
      }
      if (namesPlayer) {
        out.add(Field.player(Who.YOU));
      }
      if (namesPhase()) {
        out.add(new Field.Choice<>("phase", false, "phase (left out: any phase, 601)", PHASES, null));
      }
      if (namesFaceoff()) {
        out.add(new Field.Choice<>("faceoff", false, "faceoff kind", FACEOFF_TYPES, null));
      }
      if (result()) {
        out.add(new Field.Int("byAtLeast", false, 1, 99, 0, false,
            "the winner's total is at least this much above the loser's (514.4)"));
        out.add(new Field.Int("byExactly", false, 1, 99, 0, false,
            "the winner's total is exactly this much above the loser's (514.4)"));
      }
      if (namesUsing()) {
        out.add(new Field.FilterField("using", false,
            "what each of that player's characters involved in the faceoff must be (\"using only ...\")"));
      }
      return out;
    }

    /** "wins a faceoff" for "win a faceoff", "is the first" for "are the first": a player other than you. */
    private static String thirdPerson(String phrase) {
      if (phrase.startsWith("are ")) {
        return "is " + phrase.substring(4);
      }
      int space = phrase.indexOf(' ');
      String verb = space < 0 ? phrase : phrase.substring(0, space);
      String ending = verb.endsWith("ss") || verb.endsWith("sh") || verb.endsWith("ch") ? "es" : "s";
      return verb + ending + phrase.substring(verb.length());
    }

    /** "your End Phase starts", "an End Phase starts": a player's, or anyone's with its article. */
    private static String owned(String whose, String what) {
      return whose.equals("a") ? Words.a(what) : whose + " " + what;
    }

    /** "when this card enters play", "when you win a faceoff", "when your Main Phase starts". */
    public String words(Trigger t) {
      String who = t.player() == Who.YOU ? "you" : t.player() == Who.OPPONENT ? "your opponent" : "a player";
      String whose = t.player() == Who.YOU ? "your" : t.player() == Who.OPPONENT ? "your opponent's" : "a";
      if (this == CHALLENGES) {
        return "when " + who + (t.player() == Who.YOU ? " challenge " : " challenges ") + (t.subject() == null
            ? "a Troublemaker" : t.subject().self() ? "this card" : Words.a(Words.filter(t.subject(), false)));
      }
      if (this == GAME_STARTS) {
        return "at the start of the game";
      }
      if (this == PLAYS_EVENT) {
        // "when you play a Song card": the subject is what the Event prints.
        return "when " + who + (t.player() == Who.YOU ? " play " : " plays ")
            + (t.subject() == null ? "an Event" : Words.a(Words.filter(t.subject(), false)));
      }
      return switch (subject) {
        case CARD -> namesPlayer ? "when " + who + " " + (t.player() == Who.YOU ? phrase : thirdPerson(phrase)) + " "
            + Words.one(t.subject())
            : "when " + (t.subject() == null || t.subject().self() ? "this card" : Words.a(Words.filter(t.subject(), false)))
            + " " + phrase;
        case ITSELF -> "when this card " + phrase;
        case FLIPPED_CARD -> "when " + who + " " + (t.player() == Who.YOU ? phrase : phrase.replace("flip ", "flips "))
                .replace("a card", t.subject() == null ? "a card" : Words.a(Words.filter(t.subject(), false)))
            + (t.faceoff() == null ? "" : " " + t.faceoff().words());
        case INVOLVED -> "when " + (namesPlayer ? who + " " : "")
            + (namesPlayer && t.player() != Who.YOU ? thirdPerson(phrase) : phrase).transform(p -> t.faceoff() == null || t.faceoff() == FaceoffType.YOUR_CHALLENGE
                || t.faceoff() == FaceoffType.OPPONENTS_CHALLENGE ? p
                : p.replace("a faceoff", "a " + (t.faceoff() == FaceoffType.PROBLEM ? "Problem" : "Troublemaker")
                    + " faceoff"))
            + (t.subject() == null ? "" : " involving " + Words.one(t.subject()))
            + (t.byAtLeast() > 0 ? " by at least " + t.byAtLeast() + " power" : "")
            + (t.byExactly() > 0 ? " by exactly " + t.byExactly() + " power" : "")
            + (t.faceoff() == FaceoffType.YOUR_CHALLENGE ? " while you challenge"
                : t.faceoff() == FaceoffType.OPPONENTS_CHALLENGE ? " while your opponent challenges" : "")
            + (t.using() == null ? "" : " using only " + Words.filter(t.using(), true));
        case NONE -> this == PHASE_STARTS || this == END_OF_TURN || this == PHASE_ENDS || this == DRAW_STEP_ENDS
            ? (namesPhase() && t.phase() == null ? "when any phase of " + whose + " turn " + phrase
                : "when " + owned(whose, (namesPhase() ? t.phase().display() + " " : "") + phrase))
            // A player does it: "when you draw a card", "when your opponent draws a card".
            : "when " + who + " " + (t.player() == Who.YOU ? phrase : thirdPerson(phrase));
      };
    }
  }
}
