package org.ponytable.engine.state;

import org.ponytable.engine.ability.Duration;

/**
 * 611.3, rulings.md: power more (less when negative) a player needs to confront {@code problem},
 * made by an effect; it lasts until the end of the turn ({@link Duration#TURN}) or until the start
 * of {@code controller}'s next turn ({@link Duration#YOUR_NEXT_TURN}). {@code problem} -1: every Problem.
 */
public record ConfrontChange(int problem, int amount, Duration until, int controller) {}
