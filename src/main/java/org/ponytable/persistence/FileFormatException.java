package org.ponytable.persistence;

import java.util.List;

/** A scenario or replay that could not be used, with every problem found and its place. */
public final class FileFormatException extends Exception {
  private final transient List<LoadProblem> problems;
  private final boolean engineFailed;

  public FileFormatException(List<LoadProblem> problems) {
    this(problems, null);
  }

  private FileFormatException(List<LoadProblem> problems, Throwable engineFailure) {
    super(describe(problems), engineFailure);
    this.problems = List.copyOf(problems);
    this.engineFailed = engineFailure != null;
  }

  /** The file was fine but the engine failed on it: an engine bug, whose cause is kept for the report. */
  public static FileFormatException engineFailure(LoadProblem problem, Throwable cause) {
    return new FileFormatException(List.of(problem), cause);
  }

  /** Whether this is an engine failure rather than something wrong with the file. */
  public boolean engineFailed() {
    return engineFailed;
  }

  public FileFormatException(LoadProblem problem) {
    this(List.of(problem));
  }

  public List<LoadProblem> problems() {
    return problems;
  }

  private static String describe(List<LoadProblem> problems) {
    StringBuilder sb = new StringBuilder();
    for (LoadProblem p : problems) {
      if (sb.length() > 0) {
        sb.append('\n');
      }
      sb.append(p);
    }
    return sb.toString();
  }
}
