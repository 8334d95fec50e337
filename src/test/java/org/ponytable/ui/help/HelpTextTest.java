package org.ponytable.ui.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.KeywordValue;
import org.ponytable.engine.rules.Costs;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.terms.Step;

/** The Help page explains every keyword, phase and step, with the engine's own numbers (issue 9, finding 8). */
class HelpTextTest {
  private static String all() {
    StringBuilder b = new StringBuilder();
    for (HelpText.Section s : HelpText.sections()) {
      b.append(s.title()).append('\n');
      s.lines().forEach(l -> b.append(l).append('\n'));
    }
    return b.toString();
  }

  @Test
  void everyKeywordHasALineWithItsReminder() {
    List<String> keywordLines = HelpText.sections().stream().filter(s -> s.title().equals("Keywords"))
        .findFirst().orElseThrow().lines();
    for (Keyword k : Keyword.values()) {
      assertThat(keywordLines).as(k.display())
          .anyMatch(l -> l.startsWith(k.display()) && l.endsWith(KeywordReminders.of(k)));
    }
  }

  @Test
  void everyPhaseAndStepOfATurnIsNamed() {
    String text = all();
    for (Phase p : Phase.values()) {
      if (p != Phase.SETUP) {
        assertThat(text).contains(p.display());
      }
    }
    for (Step s : Step.values()) {
      if (s != Step.NONE) {
        assertThat(text).contains(s.display());
      }
    }
  }

  @Test
  void costsAndTokensComeFromTheEngine() {
    String text = all();
    // 604.1a-d and 609.2b-e, as the engine counts them.
    assertThat(text).contains("score 0-1: 2, 2-5: 3, 6-10: 4, 11 or more: 5");
    assertThat(text).contains("Move a character \u2014 " + Costs.MOVE + " action tokens");
    assertThat(text).contains("Draw a card \u2014 1 action token.");
    assertThat(text).contains("15 or more points");
  }

  @Test
  void aReminderSaysWhetherTheEngineEnforcesTheKeyword() {
    for (Keyword k : Keyword.values()) {
      String reminder = KeywordReminders.of(k);
      assertThat(reminder.contains("doesn't enforce")).as(k.display()).isEqualTo(!k.implemented());
      if (k.implemented()) {
        assertThat(reminder).as(k.display()).containsPattern("\\(Glossary, [A-Z]");
      }
    }
  }

  @Test
  void aNumberedKeywordShowsItsNumber() {
    assertThat(KeywordReminders.of(new KeywordValue(Keyword.SUPPORTIVE, 2))).startsWith("+2 power while");
    assertThat(KeywordReminders.of(Keyword.SUPPORTIVE)).startsWith("+X power while");
  }

  @Test
  void theKeysSectionIsTheKeyboardList() {
    HelpText.Section keys = HelpText.sections().get(HelpText.sections().size() - 1);
    assertThat(keys.aligned()).isTrue();
    assertThat(String.join("\n", keys.lines())).isEqualTo(HelpText.KEYS);
    assertThat(HelpText.KEYS).contains("F1");
  }
}
