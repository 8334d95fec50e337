package org.ponytable.engine.state;

import org.ponytable.engine.card.CardDef;

/**
 * The fixed identity of one physical card in a game: its id, definition and owner (513.1). The
 * definition is resolved once here because rules read it on nearly every step.
 */
public record CardInfo(int id, String defId, int owner, CardDef def) {}
