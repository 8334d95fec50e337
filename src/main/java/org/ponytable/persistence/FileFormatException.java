package org.ponytable.persistence;

import java.util.List;

/** A scenario or replay that could not be used, with every problem found and its place. */
public final class FileFormatException extends Exception {
  private final transient List<LoadProblem> problems;

  public FileFormatException(List<LoadProblem> problems) {
    super(describe(problems));
    this.problems = List.copyOf(problems);
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
