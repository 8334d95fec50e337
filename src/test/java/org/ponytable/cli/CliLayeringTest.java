package org.ponytable.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** JSON stays in persistence and the loaders; nothing below the command line depends on it. */
class CliLayeringTest {
  private static final JavaClasses CLASSES = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("org.ponytable");

  @Test
  void theCommandLineLeavesJsonToPersistence() {
    noClasses().that().resideInAPackage("org.ponytable.cli..")
        .should().dependOnClassesThat().resideInAnyPackage("com.fasterxml..")
        .check(CLASSES);
  }

  @Test
  void nothingDependsOnTheCommandLineOrPersistenceFromBelow() {
    noClasses().that().resideInAnyPackage("org.ponytable.engine..", "org.ponytable.cards..")
        .should().dependOnClassesThat().resideInAnyPackage("org.ponytable.persistence..", "org.ponytable.cli..")
        .check(CLASSES);
    noClasses().that().resideInAPackage("org.ponytable.persistence..")
        .should().dependOnClassesThat().resideInAnyPackage("org.ponytable.cli..", "picocli..")
        .check(CLASSES);
  }
}
