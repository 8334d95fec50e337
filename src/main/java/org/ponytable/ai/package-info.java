/**
 * The computer opponent. A {@link org.ponytable.ai.Player} decides from the {@link
 * org.ponytable.engine.view.PlayerView} of its seat only; the one class that builds a whole game
 * state, {@link org.ponytable.ai.Determinizer}, fills the hidden parts by sampling from what that
 * seat could know (the card pool, both deck lists and everything public), never from the real game.
 * {@code AiArchitectureTest} holds the package to this.
 */
package org.ponytable.ai;
