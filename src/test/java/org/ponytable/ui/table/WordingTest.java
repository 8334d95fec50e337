package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.ui.session.GameSession;
import org.ponytable.engine.ability.Words;

/** The table's words (issue 9, finding 10): counts agree with their nouns; nobody is both "Ann" and "you". */
class WordingTest {
  /** "1 tokens", "1 points", "1 cards", "1 action tokens": a one followed by a plural noun. */
  private static final Pattern ONE_PLURAL = Pattern.compile("\\b1 (\\w+ )?(tokens|points|cards|effects)\\b");

  private final GameState state =
      GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, true).state();

  private List<String> log(GameEvent... events) {
    return GameLog.lines(state, Arrays.asList(events), List.of(), 0).stream().map(GameLog.Line::text).toList();
  }

  @Test
  void countsAgreeWithTheirNouns() {
    assertThat(Words.count(1, "action token")).isEqualTo("1 action token");
    assertThat(Words.count(2, "action token")).isEqualTo("2 action tokens");
    assertThat(Words.count(0, "point")).isEqualTo("0 points");
    assertThat(Words.count(1, "mouse", "mice")).isEqualTo("1 mouse");
    assertThat(Words.count(3, "mouse", "mice")).isEqualTo("3 mice");
  }

  @Test
  @DisplayName("604: gaining one action token says token, two say tokens")
  void tokensGained() {
    assertThat(log(new GameEvent.TokensGained(0, 1, 3))).containsExactly("Ann gains 1 action token (now 3).");
    assertThat(log(new GameEvent.TokensGained(1, 2, 4))).containsExactly("Bo gains 2 action tokens (now 4).");
  }

  @Test
  void everyCountedLogLineWithOneIsSingular() {
    List<String> lines = log(
        new GameEvent.TokensGained(0, 1, 1),
        new GameEvent.TokensPaid(0, 1, 0),
        new GameEvent.Drew(0, -1),
        new GameEvent.Scored(0, 1, 1, "a test"),
        new GameEvent.LookedAtTop(0, 1, 1),
        new GameEvent.LoopEnded(1, 0));
    assertThat(lines).hasSize(5).noneMatch(l -> ONE_PLURAL.matcher(l).find());
    assertThat(lines).contains("Ann draws a card (1 token).", "Ann scores 1 point (a test): 1 in all.",
        "Ann looks at the top card of Bo's deck.",
        "A loop of triggered effects ended after 1 effect (802.3).");
  }

  @Test
  void largerCountsArePlural() {
    List<String> lines = log(
        new GameEvent.TokensPaid(1, 2, 0),
        new GameEvent.Drew(1, -1),
        new GameEvent.Drew(1, -1),
        new GameEvent.Scored(1, 2, 3, "a test"),
        new GameEvent.LookedAtTop(1, 1, 3));
    assertThat(lines).containsExactly("Bo draws 2 cards (2 tokens).", "Bo scores 2 points (a test): 3 in all.",
        "Bo looks at the top 3 cards of Bo's deck.");
  }

  @Test
  @DisplayName("102.2: told about another player, a decision is theirs, never yours")
  void thirdPersonPromptsNeverSayYou() {
    assertThat(DecisionKind.STARTING_PROBLEM.thirdPerson()).isEqualTo("choose their Starting Problem");
    Pattern you = Pattern.compile("\\b(you|your|yours)\\b", Pattern.CASE_INSENSITIVE);
    for (DecisionKind k : DecisionKind.values()) {
      assertThat(k.thirdPerson()).as(k.name()).doesNotContainPattern(you);
    }
    assertThat(DecisionKind.RANDOM.thirdPerson()).contains("the 1-power card they flipped");
  }

  @Test
  @DisplayName("The curtain names the player it waits for in the third person: 'Ann is asked to choose their ...'")
  void curtainHintIsInTheThirdPerson() {
    TableViewModel vm = new TableViewModel();
    vm.show(GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, true));
    assertThat(vm.table().curtain()).isTrue();
    assertThat(vm.table().curtainHint()).isEqualTo("Ann is asked to choose their Starting Problem.");
    vm.liftCurtain();
    // At the screen, the same player is addressed: name, then "your".
    assertThat(vm.table().prompt()).isEqualTo("Ann, choose your Starting Problem.");
  }

  @Test
  @DisplayName("Whole games' logs, for both players: no '1 ...s', and never 'you' (both players read the log later)")
  void demoGameLogsReadRight() {
    Pattern you = Pattern.compile("\\b(you|your)\\b", Pattern.CASE_INSENSITIVE);
    int lines = 0;
    for (long seed = 1; seed <= 4; seed++) {
      GameSession g = GameSession.start(TestCards.POOL, TestCards.setup(seed), GameSession.Mode.PRACTICE, true);
      org.ponytable.ui.session.DemoPlayer.playUntil(g, 8, seed);
      List<GameSession.Applied> steps = g.history().stream().flatMap(t -> t.steps().stream()).toList();
      for (int viewer = 0; viewer < 2; viewer++) {
        for (GameLog.Line l : GameLog.lines(g.opening().state(), g.opening().events(), steps, viewer)) {
          assertThat(l.text()).doesNotContainPattern(ONE_PLURAL).doesNotContainPattern(you);
          lines++;
        }
      }
    }
    assertThat(lines).as("games long enough to say something").isGreaterThan(100);
  }
}
