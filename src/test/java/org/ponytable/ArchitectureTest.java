package org.ponytable;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.fasterxml.jackson.databind.ObjectMapper;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine stays pure Java: no UI toolkit, no JSON library, no outer layer of the program. The
 * JSON reading stack ({@code org.ponytable.json}) stands alone, and nothing else parses JSON. Every
 * package has its place in one order (docs/architecture.md) and no two packages depend on each
 * other.
 */
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
            "org.ponytable.ui..", "org.ponytable.cards..", "org.ponytable.persistence..", "org.ponytable.cli..",
            "org.ponytable.json..")
        .check(MAIN);
  }

  @Test
  @DisplayName("The engine never depends on persistence, and actions never on the rules: the text form of"
      + " actions (Notation) belongs to persistence, so the engine neither formats nor parses text")
  void engineWithoutActionText() {
    noClasses().that().resideInAPackage("org.ponytable.engine..")
        .should().dependOnClassesThat().resideInAPackage("org.ponytable.persistence..")
        .check(MAIN);
    noClasses().that().resideInAPackage("org.ponytable.engine.action..")
        .should().dependOnClassesThat().resideInAPackage("org.ponytable.engine.rules..")
        .check(MAIN);
  }

  @Test
  @DisplayName("The JSON reading stack depends on no part of the program; cards and persistence build on it")
  void jsonStackStandsAlone() {
    noClasses().that().resideInAPackage("org.ponytable.json..")
        .should().dependOnClassesThat().resideInAnyPackage("org.ponytable.engine..", "org.ponytable.cards..",
            "org.ponytable.persistence..", "org.ponytable.cli..", "org.ponytable.ui..", "javafx..")
        .check(MAIN);
  }

  @Test
  @DisplayName("Only the JSON stack parses JSON: no other reader with other limits or messages")
  void onlyTheJsonStackParses() {
    noClasses().that().resideOutsideOfPackage("org.ponytable.json..")
        .should().dependOnClassesThat().haveFullyQualifiedName("com.fasterxml.jackson.core.JsonParser")
        .orShould().dependOnClassesThat().haveFullyQualifiedName("com.fasterxml.jackson.core.JsonFactory")
        .orShould().dependOnClassesThat().haveFullyQualifiedName("com.fasterxml.jackson.databind.ObjectReader")
        .orShould().callMethodWhere(target(nameMatching("read(Tree|Value|Values)|createParser"))
            .and(target(owner(assignableTo(ObjectMapper.class)))))
        .check(MAIN);
  }

  /**
   * The packages from the bottom up: each may depend only on those before it. The engine's shared
   * terms (colors, types, phases, steps) are below the ability language, which is below the cards
   * that carry it; the rules are above the state they change; {@code org.ponytable.engine} itself
   * holds only {@code Position}, which builds states through the rules. A package added later
   * (like {@code ai}) belongs at its place here.
   */
  static final List<String> ORDER = List.of(
      "org.ponytable.json",
      "org.ponytable.engine.terms",
      "org.ponytable.engine.ability",
      "org.ponytable.engine.card",
      "org.ponytable.engine.deck",
      "org.ponytable.engine.state",
      "org.ponytable.engine.action",
      "org.ponytable.engine.event",
      "org.ponytable.engine.rules",
      "org.ponytable.engine.view",
      "org.ponytable.engine",
      "org.ponytable.cards",
      "org.ponytable.cards.octgn",
      "org.ponytable.persistence",
      "org.ponytable.ai..",
      "org.ponytable.cli",
      "org.ponytable.ui..");

  @Test
  @DisplayName("Every package depends only on the packages below it in the layer order")
  void layersInOrder() {
    for (int i = 0; i < ORDER.size(); i++) {
      List<String> above = ORDER.subList(i + 1, ORDER.size());
      noClasses().that().resideInAPackage(ORDER.get(i))
          .should().dependOnClassesThat().resideInAnyPackage(above.toArray(String[]::new))
          .allowEmptyShould(true)
          .check(MAIN);
    }
  }

  @Test
  @DisplayName("Every class is in a package of the layer order")
  void everyPackageHasItsPlace() {
    classes().should().resideInAnyPackage(ORDER.toArray(String[]::new))
        .check(MAIN);
  }

  @Test
  @DisplayName("No two packages depend on each other, at any depth")
  void noPackageCycles() {
    slices().matching("org.ponytable.(*)..").should().beFreeOfCycles().check(MAIN);
    slices().matching("org.ponytable.(**)").should().beFreeOfCycles().check(MAIN);
  }
}
