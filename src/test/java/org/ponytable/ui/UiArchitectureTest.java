package org.ponytable.ui;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The table's layering: views draw, view models decide what to show from the engine's answers,
 * the session talks to the engine. A view that reached for the game state or the engine could
 * decide a rule or show a secret; these rules make that a failing build.
 */
class UiArchitectureTest {
  private static JavaClasses ui;

  @BeforeAll
  static void load() {
    ui = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.ponytable.ui");
  }

  @Test
  void theSessionIsPlainJava() {
    noClasses().that().resideInAPackage("org.ponytable.ui.session..")
        .should().dependOnClassesThat().resideInAPackage("javafx..")
        .check(ui);
  }

  @Test
  void viewModelsHoldNoNodes() {
    noClasses().that().haveSimpleNameEndingWith("ViewModel")
        .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
        .check(ui);
  }

  @Test
  void viewsNeverSeeTheWholeGameOrTheEngine() {
    noClasses().that().areAssignableTo("javafx.scene.Node")
        .should().dependOnClassesThat().haveFullyQualifiedName("org.ponytable.engine.rules.Engine")
        .orShould().dependOnClassesThat().haveFullyQualifiedName("org.ponytable.engine.state.GameState")
        .orShould().dependOnClassesThat().resideInAPackage("org.ponytable.ui.session..")
        .check(ui);
  }

  @Test
  void onlyTheSessionAppliesActions() {
    noClasses().that().resideOutsideOfPackage("org.ponytable.ui.session..")
        .should().callMethod(org.ponytable.engine.rules.Engine.class, "apply",
            org.ponytable.engine.state.GameState.class, org.ponytable.engine.action.Action.class)
        .check(ui);
  }
}
