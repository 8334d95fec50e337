package org.ponytable.ai;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.codeUnits;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.PlayerState;

/**
 * The computer never reads the real game: it is handed views, and the only whole states it sees
 * are the ones {@link Determinizer} builds from a view.
 */
class AiArchitectureTest {
  private static final JavaClasses MAIN = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("org.ponytable");

  @Test
  @DisplayName("Only the Determinizer builds a game state in the computer's package")
  void onlyTheDeterminizerBuildsStates() {
    // Any constructor: a rule naming one signature passes unseen once that signature changes.
    noClasses().that().resideInAPackage("org.ponytable.ai")
        .and().haveNameNotMatching(DETERMINIZER)
        .should().callConstructorWhere(DescribedPredicate.describe("a GameState or PlayerState constructor",
            call -> call.getTargetOwner().isEquivalentTo(GameState.class)
                || call.getTargetOwner().isEquivalentTo(PlayerState.class)))
        .check(MAIN);
  }

  /** The Determinizer and the classes nested in it. */
  private static final String DETERMINIZER = java.util.regex.Pattern.quote(Determinizer.class.getName()) + "(\\$.*)?";

  @Test
  @DisplayName("Players and their judgement never depend on GameState: they read views")
  void playersReadViewsOnly() {
    noClasses().that().resideInAPackage("org.ponytable.ai")
        .and().haveNameNotMatching(DETERMINIZER)
        .and().doNotHaveFullyQualifiedName(Search.class.getName())
        .and().doNotHaveFullyQualifiedName(Search.class.getName() + "$StateSeen")
        .and().doNotHaveFullyQualifiedName(Search.class.getName() + "$Stats")
        .should().dependOnClassesThat().haveFullyQualifiedName(GameState.class.getName())
        .check(MAIN);
  }

  @Test
  @DisplayName("Nothing in the computer's package takes a GameState from outside, and no one reads the real seed")
  void noStateComesIn() {
    codeUnits().that().areDeclaredInClassesThat().resideInAPackage("org.ponytable.ai")
        .should(new ArchCondition<JavaCodeUnit>("take no GameState parameter") {
          @Override
          public void check(JavaCodeUnit unit, ConditionEvents events) {
            // Search's own helpers take the states it imagined; nothing public or package-wide does.
            boolean takes = unit.getRawParameterTypes().stream().anyMatch(t -> t.isEquivalentTo(GameState.class));
            boolean inside = unit.getOwner().getName().startsWith(Search.class.getName()) && unit.getModifiers()
                .contains(com.tngtech.archunit.core.domain.JavaModifier.PRIVATE) || unit.getOwner().getName()
                .equals(Search.class.getName() + "$StateSeen") || unit.getOwner().getName()
                .equals(Search.class.getName()) && unit.getName().equals("value");
            if (takes && !inside) {
              events.add(SimpleConditionEvent.violated(unit, unit.getFullName() + " takes a GameState"));
            }
          }
        })
        .check(MAIN);
    noClasses().that().resideInAPackage("org.ponytable.ai")
        .should().callMethod(GameState.class, "seed").orShould().callMethod(GameState.class, "rng")
        .check(MAIN);
    methods().that().areDeclaredInClassesThat().implement(Player.class).and().haveName("decide")
        .should().haveRawParameterTypes(org.ponytable.engine.view.PlayerView.class)
        .check(MAIN);
  }
}
