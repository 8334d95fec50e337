/**
 * The ability language: what card text says, as data. Cards never carry code; the engine
 * ({@code rules.Abilities}, {@code rules.Triggers}, {@code rules.Effects}) interprets these
 * records. The vocabulary is closed: every word is a sealed type or an enum constant here, and
 * docs/card-format.md ("Abilities") lists its JSON spelling.
 */
package org.ponytable.engine.ability;
