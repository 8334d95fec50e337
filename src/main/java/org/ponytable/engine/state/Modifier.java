package org.ponytable.engine.state;

import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;

/**
 * A continuous modifier made by an effect (708.2), kept until its duration ends.
 *
 * @param timestamp when it was made; modifiers apply in this order (711.3a)
 * @param source the card whose ability or Event made it
 * @param controller who controlled that ability
 * @param target the card it changes
 */
public record Modifier(long timestamp, int source, int controller, int target, Ability.Change change,
    Duration duration) implements Lasting {}
