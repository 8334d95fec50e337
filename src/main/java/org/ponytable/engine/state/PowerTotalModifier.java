package org.ponytable.engine.state;

/**
 * 514.4a: a modifier of one player's power total made by an effect, for the faceoff in progress.
 *
 * @param player whose total it changes
 * @param amount added to it (negative takes away)
 * @param source the card whose ability or Event made it
 */
public record PowerTotalModifier(int player, int amount, int source) {}
