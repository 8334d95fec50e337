package org.ponytable.ui.style;

/**
 * The program's one stylesheet. It lives in a leaf package so every window (table, deck editor,
 * preview, dialogs) can use it without depending on the main window.
 */
public final class Stylesheet {
  public static final String URL =
      Stylesheet.class.getResource("/org/ponytable/ui/pony.css").toExternalForm();

  private Stylesheet() {}
}
