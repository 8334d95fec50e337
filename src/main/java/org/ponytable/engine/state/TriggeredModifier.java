package org.ponytable.engine.state;

import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;

/**
 * 708.4: a triggered modifier made by an effect. Until its duration ends it works like a
 * triggered ability of {@code controller}'s, read as if it were on {@code source}; with
 * {@code once} it ends as it triggers the first time.
 *
 * @param timestamp when it was made (711.3a)
 * @param source the card whose ability or Event made it (it may have left play since)
 * @param controller who controls it (513.3)
 */
public record TriggeredModifier(long timestamp, int source, int controller, Ability.Triggered ability,
    Duration duration, boolean once) implements Lasting {}
