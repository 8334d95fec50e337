package org.ponytable.engine.state;

import org.ponytable.engine.ability.Ability;

/**
 * A triggered effect created by a triggered ability (704.1c), waiting for pre-priority
 * processing (511.5). What it needs from the moment it triggered is kept here (712.2).
 *
 * @param subject the card the trigger was about ("it"), or -1
 * @param there the area the trigger names (501.5)
 */
public record Waiting(int source, int controller, Ability.Triggered ability, int subject, Area there) {}
