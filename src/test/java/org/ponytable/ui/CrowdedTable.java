package org.ponytable.ui;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;
import org.ponytable.ui.session.GameSession;

/**
 * The most crowded table the layout has to hold, played for real from a {@link Position} of the
 * shipped cards: full hands, characters on both sides of both Problems, Troublemakers, and a
 * Troublemaker challenge Ann loses after four ties (ten flips), which leaves her choosing which
 * character goes home with the faceoff panel open (issue 9, finding 4). {@link #with} puts any
 * other decision on that same table, with as many options as its kind can offer.
 */
final class CrowdedTable {
  private CrowdedTable() {}

  static final int ANN = 0;

  /** The game up to Ann's SEND_HOME decision (514.5b) after the long challenge. */
  static GameSession sendHome(CardPool pool) {
    Position p = new Position(pool).turn(9, ANN).stage(Stage.CHALLENGE).name(0, "Ann").name(1, "Bo");
    p.mane(0, "pt1-clementine-haywick");
    p.problem(0, "pt1-pumpkin-patch-stampede");
    p.mane(1, "pt1-lumen-inkwell");
    p.problem(1, "pt1-pillow-rebellion");
    p.tokens(0, 4).score(0, 11).score(1, 12);
    // Home: Friends up to the limit, and more.
    for (String f : List.of("pt1-barley-wainwright", "pt1-juniper-haywain", "pt1-tansy-sprig", "pt1-nan-mulberry",
        "pt1-pecan-pennywhistle")) {
      p.play(0, f, Area.home(0));
    }
    for (String f : List.of("pt1-tidewell-marlin", "pt1-nova-penwright", "pt1-gossamer-quire", "pt1-sable-parchment")) {
      p.play(1, f, Area.home(1));
    }
    // Both Problems crowded from both sides. The challengers: 3 + 2 against the Golem's 4.
    p.play(0, "pt1-wren-brookmere", Area.problem(1));
    p.play(0, "pt1-russet-thimble", Area.problem(1));
    p.play(1, "pt1-runaway-practice-golem", Area.problem(1));
    p.play(1, "pt1-marlow-tesseract", Area.problem(1));
    p.play(1, "pt1-orrery-gale", Area.problem(1));
    p.play(1, "pt1-nib-starling", Area.problem(1));
    p.playFaceDown(1, "pt1-escaped-ink-imps", Area.problem(0));
    p.play(0, "pt1-pip-furrow", Area.problem(0));
    p.play(0, "pt1-barley-wainwright", Area.problem(0));
    p.play(0, "pt1-russet-thimble", Area.problem(0));
    p.play(0, "pt1-juniper-haywain", Area.problem(0));
    p.play(1, "pt1-headmare-aurelia-vault", Area.problem(0));
    p.play(1, "pt1-sable-parchment", Area.problem(0));
    p.play(1, "pt1-nova-penwright", Area.problem(0));
    // Full hands.
    for (String h : List.of("pt1-pip-furrow", "pt1-russet-thimble", "pt1-wren-brookmere", "pt1-barley-wainwright",
        "pt1-tansy-sprig", "pt1-juniper-haywain", "pt1-pecan-pennywhistle", "pt1-nan-mulberry",
        "pt1-crowmarch-swarm", "pt1-rotbranch-blight", "pt1-thistle-gnawers", "pt1-pip-furrow")) {
      p.hand(0, h);
    }
    for (int i = 0; i < 9; i++) {
      p.hand(1, "pt1-nib-starling");
    }
    // Flips: 5 + 1 v 4 + 2, then ties at +1, +2, +3, then Ann +1 against Bo +4: she loses, 13 to 16.
    for (String d : List.of("pt1-pip-furrow", "pt1-tansy-sprig", "pt1-russet-thimble", "pt1-wren-brookmere",
        "pt1-pip-furrow", "pt1-juniper-haywain", "pt1-barley-wainwright", "pt1-tansy-sprig")) {
      p.deck(0, d);
    }
    for (String d : List.of("pt1-orrery-gale", "pt1-nib-starling", "pt1-orrery-gale", "pt1-sable-parchment",
        "pt1-marlow-tesseract", "pt1-nova-penwright", "pt1-orrery-gale", "pt1-nib-starling")) {
      p.deck(1, d);
    }
    for (String d : List.of("pt1-frost-on-the-blossoms", "pt1-leaky-irrigation-ditch", "pt1-county-fair-bake-off",
        "pt1-runaway-cider-barrels", "pt1-hailstorm-over-the-ridge")) {
      p.problemDeck(0, d);
    }
    p.discard(0, "pt1-tansy-sprig");
    p.discard(1, "pt1-gossamer-quire");
    GameState start = p.start();
    GameSession g = GameSession.fromPosition(start, GameSession.Mode.PRACTICE, false);
    int golem = start.play().stream().filter(c -> start.def(c.id()).id().equals("pt1-runaway-practice-golem"))
        .findFirst().orElseThrow().id();
    g.act(new Action.Choose(ANN, DecisionKind.CHALLENGE, golem));
    for (int i = 0; i < 200 && g.state().decision().kind() == DecisionKind.PRIORITY; i++) {
      g.act(new Action.Pass(g.state().actor()));
    }
    if (g.state().decision().kind() != DecisionKind.SEND_HOME) {
      throw new AssertionError("the crowded challenge ended at " + g.state().stage() + " / " + g.state().decision());
    }
    return g;
  }

  /** The crowded table with a decision of {@code kind} for Ann, offering as many cards as that kind can. */
  static GameSession with(GameSession played, DecisionKind kind) {
    GameState s = played.state();
    return played.withLastState(s.withDecision(new Decision(kind, ANN, options(s, kind))));
  }

  private static List<Integer> options(GameState s, DecisionKind kind) {
    List<Integer> inPlay = new ArrayList<>();
    List<Integer> problems = new ArrayList<>();
    List<Integer> troublemakers = new ArrayList<>();
    List<Integer> annsCharacters = new ArrayList<>();
    for (InPlay c : s.play()) {
      inPlay.add(c.id());
      CardType t = s.def(c.id()).type();
      if (t == CardType.PROBLEM) {
        problems.add(c.id());
      } else if (t == CardType.TROUBLEMAKER) {
        troublemakers.add(c.id());
      } else if (c.controller() == ANN && s.isCharacter(c)) {
        annsCharacters.add(c.id());
      }
    }
    var ann = s.player(ANN);
    return switch (kind) {
      case PRIORITY, MULLIGAN, MAY -> List.of();
      case STARTING_PROBLEM -> ann.problemDeck();
      case CONFRONT_ORDER -> problems;
      case UNCOVER_ORDER, CHALLENGE -> troublemakers;
      case SEND_HOME, RETIRE, UNIQUENESS -> annsCharacters;
      case FLIP_ORDER, PUMPED, INSPIRED_TOP, INSPIRED_BOTTOM, TOP_ORDER -> ann.flipped();
      case RANDOM -> List.of(ann.flipped().get(0));
      case DISCARD, EFFECT_DISCARD -> ann.hand();
      case SEARCH, TAKE_REVEALED -> ann.drawDeck();
      case TARGET, TRIGGER_ORDER, REPLACEMENT -> inPlay;
      case AREA -> List.of(org.ponytable.engine.state.Area.home(ANN).code(),
          org.ponytable.engine.state.Area.problem(0).code(), org.ponytable.engine.state.Area.problem(1).code());
      case PROBLEM -> List.of(org.ponytable.engine.state.Area.problem(0).code(),
          org.ponytable.engine.state.Area.problem(1).code());
      case MODE -> List.of(org.ponytable.engine.state.Mode.code(0), org.ponytable.engine.state.Mode.code(1),
          org.ponytable.engine.state.Mode.code(2));
      case COLOR -> java.util.Arrays.stream(org.ponytable.engine.terms.CardColor.values())
          .map(DecisionKind::colorCode).toList();
    };
  }
}
