package org.ponytable.engine.state;

import org.ponytable.engine.terms.Step;
import org.ponytable.engine.terms.Phase;

/**
 * Every point of the game's script, in order. A {@link #window()} stage is a priority window of
 * 601.2 (start or end of a phase or step); the others do their work and move on, asking players
 * for decisions where the rules give them a choice. 601.2a and 601.2b are why the Ready Phase
 * before the Draw Step and the Wrap Up Step have no windows.
 */
public enum Stage {
  SETUP_STARTING_PROBLEM(Phase.SETUP, Step.NONE, false, "choosing Starting Problems"),
  SETUP_DEAL(Phase.SETUP, Step.NONE, false, "dealing"),
  SETUP_MULLIGAN(Phase.SETUP, Step.NONE, false, "mulligans"),

  READY_STEP(Phase.READY, Step.READY, false, "Ready Step"),
  ACTION_STEP(Phase.READY, Step.ACTION, false, "Action Step"),
  DRAW_STEP_START(Phase.READY, Step.DRAW, true, "start of the Draw Step"),
  DRAW(Phase.READY, Step.DRAW, false, "Draw Step"),
  DRAW_STEP_END(Phase.READY, Step.DRAW, true, "end of the Draw Step"),
  READY_PHASE_END(Phase.READY, Step.NONE, true, "end of the Ready Phase"),

  TROUBLEMAKER_PHASE_START(Phase.TROUBLEMAKER, Step.NONE, true, "start of the Troublemaker Phase"),
  UNCOVER_STEP_START(Phase.TROUBLEMAKER, Step.UNCOVER, true, "start of the Uncover Step"),
  UNCOVER(Phase.TROUBLEMAKER, Step.UNCOVER, false, "Uncover Step"),
  UNCOVER_STEP_END(Phase.TROUBLEMAKER, Step.UNCOVER, true, "end of the Uncover Step"),
  CHALLENGE_STEP_START(Phase.TROUBLEMAKER, Step.CHALLENGE, true, "start of the Challenge Step"),
  CHALLENGE(Phase.TROUBLEMAKER, Step.CHALLENGE, false, "Challenge Step"),
  CHALLENGE_STEP_END(Phase.TROUBLEMAKER, Step.CHALLENGE, true, "end of the Challenge Step"),
  TROUBLEMAKER_PHASE_END(Phase.TROUBLEMAKER, Step.NONE, true, "end of the Troublemaker Phase"),

  MAIN_PHASE_START(Phase.MAIN, Step.NONE, true, "Main Phase"),
  MAIN_PHASE_END(Phase.MAIN, Step.NONE, true, "end of the Main Phase"),

  SCORE_PHASE_START(Phase.SCORE, Step.NONE, true, "start of the Score Phase"),
  CHOOSE_CONFRONT(Phase.SCORE, Step.CONFRONT, false, "choosing the next Problem to confront"),
  CONFRONT_STEP_START(Phase.SCORE, Step.CONFRONT, true, "start of a Confront Step"),
  CONFRONT(Phase.SCORE, Step.CONFRONT, false, "Confront Step"),
  CONFRONT_STEP_END(Phase.SCORE, Step.CONFRONT, true, "end of a Confront Step"),
  FACEOFF_STEP_START(Phase.SCORE, Step.FACEOFF, true, "start of the Faceoff Step"),
  FACEOFF(Phase.SCORE, Step.FACEOFF, false, "Faceoff Step"),
  FACEOFF_STEP_END(Phase.SCORE, Step.FACEOFF, true, "end of the Faceoff Step"),
  SOLVE_STEP_START(Phase.SCORE, Step.SOLVE, true, "start of the Solve Step"),
  SOLVE(Phase.SCORE, Step.SOLVE, false, "Solve Step"),
  SOLVE_STEP_END(Phase.SCORE, Step.SOLVE, true, "end of the Solve Step"),
  SCORE_PHASE_END(Phase.SCORE, Step.NONE, true, "end of the Score Phase"),

  END_PHASE_START(Phase.END, Step.NONE, true, "start of the End Phase"),
  END_OF_TURN_STEP_START(Phase.END, Step.END_OF_TURN, true, "start of the End of Turn Step"),
  END_OF_TURN_STEP_END(Phase.END, Step.END_OF_TURN, true, "end of the End of Turn Step"),
  WRAP_UP_DISCARD(Phase.END, Step.WRAP_UP, false, "Wrap Up Step: hand size"),
  WRAP_UP_RETIRE(Phase.END, Step.WRAP_UP, false, "Wrap Up Step: home limit"),
  WRAP_UP_END(Phase.END, Step.WRAP_UP, false, "Wrap Up Step: end of turn");

  private final Phase phase;
  private final Step step;
  private final boolean window;
  private final String display;

  Stage(Phase phase, Step step, boolean window, String display) {
    this.phase = phase;
    this.step = step;
    this.window = window;
    this.display = display;
  }

  public Phase phase() {
    return phase;
  }

  public Step step() {
    return step;
  }

  /** True where a priority window opens (601.2). */
  public boolean window() {
    return window;
  }

  public String display() {
    return display;
  }

  public Stage next() {
    return ALL[ordinal() + 1];
  }

  /** {@code values()} copies its array on every call, and the turn walks its stages often. */
  private static final Stage[] ALL = values();
}
