package org.ponytable;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The engine stays pure Java: no UI toolkit, no JSON library, no outer layer of the program. */
class ArchitectureTest {
  private static final JavaClasses MAIN = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("org.ponytable");

  @Test
  @DisplayName("The engine doesn't depend on JavaFX")
  void engineWithoutJavaFx() {
    noClasses().that().resideInAPackage("org.ponytable.engine..")
        .should().dependOnClassesThat().resideInAPackage("javafx..")
        .check(MAIN);
  }

  @Test
  @DisplayName("The engine doesn't depend on Jackson")
  void engineWithoutJackson() {
    noClasses().that().resideInAPackage("org.ponytable.engine..")
        .should().dependOnClassesThat().resideInAPackage("com.fasterxml.jackson..")
        .check(MAIN);
  }

  @Test
  @DisplayName("The engine doesn't depend on the UI, card files, persistence or command line")
  void engineWithoutOuterLayers() {
    noClasses().that().resideInAPackage("org.ponytable.engine..")
        .should().dependOnClassesThat().resideInAnyPackage(
            "org.ponytable.ui..", "org.ponytable.cards..", "org.ponytable.persistence..", "org.ponytable.cli..")
        .check(MAIN);
  }
}
