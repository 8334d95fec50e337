package org.ponytable.ui.help;

import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.KeywordValue;

/**
 * What each keyword does, in this program's own words with the rule it comes from: shown on
 * hover over a keyword and on the Help page. The switch has no default, so a new keyword does not
 * compile until it is explained here.
 */
public final class KeywordReminders {
  private KeywordReminders() {}

  /** The reminder for a keyword as printed on a card, with its number where it has one. */
  public static String of(KeywordValue k) {
    return text(k.keyword()).replace("{X}", Integer.toString(k.value()));
  }

  /** The reminder with "X" for a keyword's number. */
  public static String of(Keyword k) {
    return text(k).replace("{X}", "X");
  }

  private static String text(Keyword k) {
    return switch (k) {
      case STUBBORN -> "Keeps contributing its power to faceoffs and to confronting Problems even while"
          + " exhausted (Glossary, Stubborn).";
      case SWIFT -> "Moving this card costs 1 action token less, never less than 1 (Glossary, Swift; 609.2b).";
      case CARETAKER -> "+1 power while at a Problem together with at least one of your Critter Friends"
          + " (Glossary, Caretaker).";
      case INSPIRED -> "At the start of your Main Phase, look at as many cards from the top of an opponent's"
          + " draw deck as you control cards with Inspired; put any of them back on top in any order and the"
          + " rest on the bottom (Glossary, Inspired).";
      case PRISMATIC -> "Also has the colors of your other Crystal characters (Glossary, Prismatic).";
      case PUMPED -> "Once per faceoff with this card in it, a flipped card that would go to the bottom of your"
          + " deck may be banished beneath this card instead; spending one puts it into the discard pile"
          + " (Glossary, Pumped and Spend).";
      case RANDOM -> "Once per faceoff with this card in it, when you flip a card with 1 power you may"
          + " ignore it and flip another (Glossary, Random).";
      case STUDIOUS -> "When you win a faceoff with this card in it, gain 1 action token, at most once per"
          + " faceoff from all your Studious cards (Glossary, Studious).";
      case SUPPORTIVE -> "+{X} power while with your Mane Character, if the two share a color"
          + " (Glossary, Supportive X).";
      case TEAMWORK -> "Your other Friends in the same place that share a trait with this card also have its"
          + " other printed abilities (Glossary, Teamwork).";
      case VILLAIN -> "When this Troublemaker is uncovered, each Friend at its Problem is frightened"
          + " (Glossary, Villain).";
      case COMPETITIVE, ECCENTRIC, HASTY, DILIGENT, METICULOUS, PREPARED, CALMING, SHOWY, TRANSFORM, AGILE,
          TRAVELER, PERSISTENT, EXPERIENCED, TYRANNICAL, HARMONIOUS, VEXING, REDEEM ->
          "Printed on real cards; the rule documents here don't define it, so this table doesn't enforce it"
              + " yet.";
    };
  }

  /** What "HL" on a Mane Character means (616.3). */
  public static String homeLimit(int limit) {
    return "Home limit " + limit + ": at the end of your turn you retire Friends at your home until at most "
        + limit + " remain (616.3).";
  }
}
