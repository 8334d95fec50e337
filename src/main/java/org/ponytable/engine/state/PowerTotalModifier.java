package org.ponytable.engine.state;

/**
 * 514.4a: a modifier of one player's power total made by an effect, for the faceoff in progress.
 *
 * @param player whose total it changes
 * @param amount added to it (negative takes away)
 * @param source the card whose ability or Event made it
 * @param card the flipped card whose power it changes (it counts while that card is flipped and
 *     not ignored, 515.4), or -1 for the total itself
 */
public record PowerTotalModifier(int player, int amount, int source, int card) {
  public PowerTotalModifier(int player, int amount, int source) {
    this(player, amount, source, -1);
  }
}
