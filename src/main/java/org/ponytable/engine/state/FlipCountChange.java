package org.ponytable.engine.state;

/**
 * 514.3a: an effect's change to how many cards one player flips at the first flip of the faceoff
 * in progress ("players flip 1 fewer card during that faceoff").
 *
 * @param player who flips more or fewer
 * @param amount how many more (negative: fewer)
 * @param source the card whose ability or Event made it
 */
public record FlipCountChange(int player, int amount, int source) {}
