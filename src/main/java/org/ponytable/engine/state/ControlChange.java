package org.ponytable.engine.state;

import org.ponytable.engine.ability.Duration;

/**
 * A change of control that lasts a while (513.2, 708.2): when it ends, or when its card becomes
 * a different card (409.6, 505.3), control goes back to the player who had it before.
 *
 * @param timestamp when it was made (711.3a); later changes are undone first
 * @param source the card whose ability or Event made it
 * @param controller the player who took control (who controls the modifier, 513.3)
 * @param card the card taken
 * @param previous the player who controlled the card before
 */
public record ControlChange(long timestamp, int source, int controller, int card, int previous, Duration duration)
    implements Lasting {}
