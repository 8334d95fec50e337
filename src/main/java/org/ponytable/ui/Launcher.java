package org.ponytable.ui;

/** Entry point kept outside the Application subclass so the app runs from a plain classpath. */
public final class Launcher {
  private Launcher() {}

  public static void main(String[] args) {
    PonyTableApp.mainStart = System.nanoTime();
    PonyTableApp.main(args);
  }
}
