package org.ponytable.cards;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Jackson stays in the loaders: the engine, deck validation included, is plain Java. */
class CardsLayeringTest {
  @Test
  void theEngineDoesNotUseJackson() {
    JavaClasses classes = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.ponytable");
    noClasses().that().resideInAPackage("org.ponytable.engine..")
        .should().dependOnClassesThat().resideInAnyPackage("com.fasterxml..", "com.networknt..",
            "org.ponytable.cards..")
        .check(classes);
  }
}
