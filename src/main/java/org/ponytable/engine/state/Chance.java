package org.ponytable.engine.state;

/**
 * A chance to react (512.4c-d): a card whose Reaction's condition was met, not yet used. Kept
 * until the card reacts to that instance or the next priority window closes.
 *
 * @param instance which meeting of a condition it is; one card reacts once per instance (512.4c)
 * @param card the card that may react: an Event in hand or a card in play
 * @param ability the index of the activated ability, or -1 for an Event
 * @param controller the player who may react
 * @param subject the card the condition was about ("it"), or -1
 * @param there the area the condition names (501.5), or null
 */
public record Chance(long instance, int card, int ability, int controller, int subject, Area there) {}
