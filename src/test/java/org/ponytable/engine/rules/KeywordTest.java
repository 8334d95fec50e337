package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ponytable.engine.terms.CardColor.BLUE;
import static org.ponytable.engine.terms.CardColor.PURPLE;
import static org.ponytable.engine.terms.CardColor.WHITE;
import static org.ponytable.engine.terms.CardColor.YELLOW;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.KeywordValue;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;

/** The keywords the engine applies without the ability language (glossary). */
class KeywordTest {
  private static CardDef withKeyword(String id, CardColor[] colors, int power, KeywordValue kw, String... traits) {
    CardDef base = CardDef.builder(id, CardType.FRIEND, id).cost(1).power(power).colors(colors).traits(traits).build();
    var face = new org.ponytable.engine.card.Face("", power, base.face().colors(), base.face().traits(),
        kw == null ? List.of() : List.of(kw), "", 0);
    return new CardDef(id, CardType.FRIEND, id, face, null, 1, List.of(), List.of(), List.of(), 0, false, 0,
        null, "", "", "", null);
  }

  private static CardColor[] c(CardColor... cs) {
    return cs;
  }

  private static final CardPool POOL;

  static {
    List<CardDef> defs = new ArrayList<>(TestCards.DEFS);
    defs.add(withKeyword("caretaker", c(YELLOW), 2, KeywordValue.of(Keyword.CARETAKER)));
    defs.add(withKeyword("critter", c(YELLOW), 1, null, "Critter"));
    defs.add(withKeyword("supportive", c(YELLOW), 1, new KeywordValue(Keyword.SUPPORTIVE, 2)));
    defs.add(withKeyword("supportive-blue", c(BLUE), 1, new KeywordValue(Keyword.SUPPORTIVE, 2)));
    defs.add(withKeyword("prismatic", c(WHITE), 1, KeywordValue.of(Keyword.PRISMATIC), "Crystal"));
    defs.add(withKeyword("crystal-blue", c(BLUE), 1, null, "Crystal"));
    defs.add(withKeyword("plain-purple", c(PURPLE), 1, null));
    defs.add(withKeyword("studious", c(YELLOW), 3, KeywordValue.of(Keyword.STUDIOUS)));
    defs.add(withKeyword("studious2", c(YELLOW), 3, KeywordValue.of(Keyword.STUDIOUS)));
    CardDef villain = CardDef.builder("villain", CardType.TROUBLEMAKER, "villain").power(1).points(1)
        .keywords(Keyword.VILLAIN).build();
    defs.add(villain);
    POOL = new CardPool(defs);
  }

  private static Position base() {
    Position p = new Position(POOL);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-y");
    p.problem(1, "pr-p");
    return p;
  }

  @Test
  @DisplayName("Caretaker: +1 power at a Problem with another of your Critter Friends")
  void caretaker() {
    Position p = base();
    int care = p.play(0, "caretaker", Area.problem(0));
    int atHome = p.play(0, "caretaker", Area.home(0));
    p.play(0, "critter", Area.problem(0));
    p.play(0, "critter", Area.home(0));
    int alone = p.play(0, "caretaker", Area.problem(1));
    p.play(1, "critter", Area.problem(1));
    GameState s = p.build();
    assertThat(Stats.power(s, s.inPlay(care))).isEqualTo(3);
    assertThat(Stats.power(s, s.inPlay(atHome))).as("only at a Problem").isEqualTo(2);
    assertThat(Stats.power(s, s.inPlay(alone))).as("the opponent's Critter doesn't count").isEqualTo(2);
  }

  @Test
  @DisplayName("Supportive X: +X while with your Mane Character sharing a color, home included")
  void supportive() {
    Position p = base();
    int withMane = p.play(0, "supportive", Area.home(0));
    int away = p.play(0, "supportive", Area.problem(0));
    int otherColor = p.play(0, "supportive-blue", Area.home(0));
    GameState s = p.build();
    assertThat(Stats.power(s, s.inPlay(withMane))).isEqualTo(3);
    assertThat(Stats.power(s, s.inPlay(away))).isEqualTo(1);
    assertThat(Stats.power(s, s.inPlay(otherColor))).as("no shared color").isEqualTo(1);
  }

  @Test
  @DisplayName("Prismatic: also the colors of your other Crystal characters")
  void prismatic() {
    Position p = base();
    int prism = p.play(0, "prismatic", Area.home(0));
    p.play(0, "crystal-blue", Area.problem(1));
    p.play(0, "plain-purple", Area.home(0));
    p.play(1, "crystal-blue", Area.home(1));
    GameState s = p.build();
    assertThat(Stats.colors(s, s.inPlay(prism))).containsExactlyInAnyOrder(WHITE, BLUE);
    assertThat(Stats.powerOfColor(s, 0, BLUE)).as("205.1 counts the added color").isEqualTo(2);
  }

  @Test
  @DisplayName("Villain: uncovering it frightens each Friend at its Problem (607.3, glossary)")
  void villainFrightens() {
    Position p = base().turn(3, 0).stage(Stage.UNCOVER);
    int mine = p.play(0, "f-y2", Area.problem(1));
    int theirs = p.play(1, "f-p2", Area.problem(1));
    int elsewhere = p.play(1, "f-p1", Area.problem(0));
    p.playFaceDown(0, "villain", Area.problem(1));
    GameState s = p.start();
    assertThat(s.inPlay(mine).frightened()).isTrue();
    assertThat(s.inPlay(theirs).frightened()).isTrue();
    assertThat(s.inPlay(elsewhere).frightened()).isFalse();
  }

  @Test
  @DisplayName("Studious: the winner of a faceoff gains one token, however many Studious cards")
  void studious() {
    Position p = base().turn(3, 0).stage(Stage.CHALLENGE);
    p.play(0, "studious", Area.problem(1));
    p.play(0, "studious2", Area.problem(1));
    int tm = p.play(1, "tm-2", Area.problem(1));
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    GameState s = p.start();
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.CHALLENGE);
    s = Engine.apply(s, new Action.Choose(0, DecisionKind.CHALLENGE, tm)).state();
    while (s.faceoff() != null && s.decision().kind() == DecisionKind.PRIORITY) {
      s = Engine.apply(s, new Action.Pass(s.actor())).state();
    }
    assertThat(s.player(0).score()).as("defeated the Troublemaker").isEqualTo(1);
    assertThat(s.player(0).tokens()).isEqualTo(1);
  }
}
