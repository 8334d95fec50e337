package org.ponytable.ui;

import java.util.function.Predicate;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.table.TableViewModel;

/**
 * Finds a demo game that shows what a UI test needs. Any change to the shipped decks changes
 * every demo game, so tests state what they need and take the first seed that gives it, rather
 * than a number that goes stale.
 */
final class DemoSeeds {
  private DemoSeeds() {}

  /** The first seed from 1 whose demo game, at the start of {@code turn}'s view, passes {@code check}. */
  static long first(CardLibrary library, int turn, Predicate<TableViewModel> check) {
    for (long seed = 1; seed <= 200; seed++) {
      GameSession g = PonyTableApp.demoSession(library, seed, turn);
      TableViewModel vm = new TableViewModel();
      vm.show(g);
      vm.liftCurtain();
      if (check.test(vm)) {
        return seed;
      }
    }
    throw new AssertionError("no demo seed up to 200 shows what the test needs");
  }
}
