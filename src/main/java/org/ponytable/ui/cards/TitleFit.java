package org.ponytable.ui.cards;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;
import javafx.scene.control.Label;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * A card title that wraps only between words (issue 9, finding 10). JavaFX breaks a word that is
 * wider than its line in the middle, so the title is fitted to the width the card actually gives
 * it, in the font CSS actually chose: the font steps down until the longest word fits, and a word
 * too long even at the smallest size is cut with an ellipsis rather than split across lines.
 */
final class TitleFit {
  private TitleFit() {}

  /** Below this share of the intended size a title is no longer readable; words are cut instead. */
  static final double MIN_SCALE = 0.6;

  static final String ELLIPSIS = "\u2026";

  /** What a title shows: the text (words whole or ellipsised) and its font size. */
  record Fit(String text, double size) {}

  /**
   * Makes {@code label} show {@code title} fitted to its width from now on.
   *
   * @param size the font size intended for the title, before fitting
   */
  static void install(Label label, String title, double size) {
    label.setWrapText(true);
    // The label fills what its parent gives it, so its width never depends on its own text.
    label.setMaxWidth(Double.MAX_VALUE);
    label.setMinWidth(0);
    label.setStyle(fontSize(size));
    label.widthProperty().addListener((o, was, now) -> refit(label, title, size));
    label.fontProperty().addListener((o, was, now) -> refit(label, title, size));
  }

  private static void refit(Label label, String title, double size) {
    double width = label.getWidth() - label.snappedLeftInset() - label.snappedRightInset();
    if (width <= 0 || label.getFont() == null) {
      return;
    }
    String face = label.getFont().getName();
    Fit fit = fit(title, width, size, s -> word -> measure(word, new Font(face, s)));
    String style = fontSize(fit.size());
    if (!style.equals(label.getStyle())) {
      label.setStyle(style);
    }
    if (!fit.text().equals(label.getText())) {
      label.setText(fit.text());
    }
  }

  /** How wide {@code word} is in {@code font}, as a label lays it out. */
  static double measure(String word, Font font) {
    Text t = new Text(word);
    t.setFont(font);
    return t.getLayoutBounds().getWidth();
  }

  /**
   * The fitted title for a line {@code width} wide.
   *
   * @param widthAt for a font size, how wide a word is at that size
   */
  static Fit fit(String title, double width, double size, DoubleFunction<ToDoubleFunction<String>> widthAt) {
    String[] words = title.trim().split("\\s+");
    double widest = 0;
    var atSize = widthAt.apply(size);
    for (String w : words) {
      widest = Math.max(widest, atSize.applyAsDouble(w));
    }
    // Text width grows with the font size; a little room is kept for rounding in layout.
    double room = width - 1;
    double fitted = widest > room ? Math.max(size * MIN_SCALE, Math.floor(size * room / widest * 10) / 10) : size;
    var atFitted = widthAt.apply(fitted);
    List<String> shown = new ArrayList<>();
    for (String w : words) {
      shown.add(atFitted.applyAsDouble(w) <= room ? w : cut(w, room, atFitted));
    }
    return new Fit(String.join(" ", shown), fitted);
  }

  /** The longest start of {@code word} that fits with an ellipsis after it. */
  private static String cut(String word, double room, ToDoubleFunction<String> widthOf) {
    int end = word.length();
    while (end > 1) {
      end = Character.isLowSurrogate(word.charAt(end - 1)) ? end - 2 : end - 1;
      String s = word.substring(0, end) + ELLIPSIS;
      if (widthOf.applyAsDouble(s) <= room) {
        return s;
      }
    }
    return word.isEmpty() ? word : word.substring(0, Character.charCount(word.codePointAt(0))) + ELLIPSIS;
  }

  private static String fontSize(double size) {
    return "-fx-font-size: " + size + "px;";
  }
}
