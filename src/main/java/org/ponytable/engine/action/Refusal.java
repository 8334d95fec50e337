package org.ponytable.engine.action;

/** Thrown when an action is not legal in a state; the state is unchanged. */
public final class Refusal extends RuntimeException {
  public Refusal(String reason) {
    super(reason);
  }
}
