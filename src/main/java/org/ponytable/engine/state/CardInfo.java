package org.ponytable.engine.state;

/** The fixed identity of one physical card in a game: its id, definition and owner (513.1). */
public record CardInfo(int id, String defId, int owner) {}
