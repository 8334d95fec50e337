package org.ponytable.ai.sim;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * The win-rate matrix as a picture: row deck against column deck, each cell coloured from red
 * (the row deck always lost) through white (even) to green (always won), its rate and 95%
 * interval written in it. Drawn with java.awt on an image, so it needs no screen.
 */
public final class Heatmap {
  private Heatmap() {}

  public static final int CELL_WIDTH = 130;
  public static final int CELL_HEIGHT = 56;
  public static final int LABEL_WIDTH = 190;
  public static final int HEADER_HEIGHT = 70;
  public static final int MARGIN = 12;

  public static int width(int decks) {
    return LABEL_WIDTH + decks * CELL_WIDTH + MARGIN;
  }

  public static int height(int decks) {
    return HEADER_HEIGHT + decks * CELL_HEIGHT + MARGIN;
  }

  /** The heading the picture carries: level, games and seed, enough to run it again. */
  public static String title(Simulation.Settings s) {
    return String.format(Locale.ROOT, "%s vs %s%s, %d games per pairing%s, seed %d", s.level().display(),
        s.level().display(), s.level() == org.ponytable.ai.Level.NORMAL ? " (" + s.iterations() + " iterations)" : "",
        s.games(), s.against() == null ? "" : " (only " + s.against() + "'s)", s.seed());
  }

  /** Red at 0, white at 0.5, green at 1. */
  public static Color colour(double rate) {
    double t = Math.max(0, Math.min(1, rate));
    Color red = new Color(214, 69, 65);
    Color white = Color.WHITE;
    Color green = new Color(56, 161, 86);
    return t < 0.5 ? mix(red, white, t * 2) : mix(white, green, (t - 0.5) * 2);
  }

  private static Color mix(Color a, Color b, double t) {
    return new Color((int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
        (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
        (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
  }

  public static BufferedImage draw(WinMatrix m, String title) {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
    int n = m.size();
    BufferedImage img = new BufferedImage(width(n), height(n), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, img.getWidth(), img.getHeight());
      g.setColor(Color.DARK_GRAY);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
      g.drawString(fit(g, title, img.getWidth() - 2 * MARGIN), MARGIN, 20);
      Font label = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
      g.setFont(label);
      g.drawString("row deck vs column deck", MARGIN, HEADER_HEIGHT - 8);
      for (int c = 0; c < n; c++) {
        String name = m.decks().get(c);
        int space = name.lastIndexOf(' ');
        int x = LABEL_WIDTH + c * CELL_WIDTH;
        if (g.getFontMetrics().stringWidth(name) <= CELL_WIDTH - 6 || space < 0) {
          centred(g, name, x, HEADER_HEIGHT - 24, CELL_WIDTH, 20);
        } else {
          // A long name on two lines rather than cut.
          centred(g, name.substring(0, space), x, HEADER_HEIGHT - 40, CELL_WIDTH, 20);
          centred(g, name.substring(space + 1), x, HEADER_HEIGHT - 24, CELL_WIDTH, 20);
        }
      }
      for (int r = 0; r < n; r++) {
        int y = HEADER_HEIGHT + r * CELL_HEIGHT;
        g.setColor(Color.DARK_GRAY);
        g.setFont(label);
        g.drawString(fit(g, m.decks().get(r), LABEL_WIDTH - MARGIN - 6), MARGIN, y + CELL_HEIGHT / 2 + 5);
        for (int c = 0; c < n; c++) {
          int x = LABEL_WIDTH + c * CELL_WIDTH;
          double rate = r == c ? Double.NaN : m.rate(r, c);
          g.setColor(Double.isNaN(rate) ? new Color(225, 225, 225) : colour(rate));
          g.fillRect(x, y, CELL_WIDTH, CELL_HEIGHT);
          g.setColor(Color.GRAY);
          g.setStroke(new BasicStroke(1));
          g.drawRect(x, y, CELL_WIDTH, CELL_HEIGHT);
          g.setColor(Color.BLACK);
          if (Double.isNaN(rate)) {
            g.setFont(label);
            centred(g, "\u2014", x, y + (CELL_HEIGHT - 20) / 2, CELL_WIDTH, 20);
            continue;
          }
          Wilson ci = m.interval(r, c);
          g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
          centred(g, String.format(Locale.ROOT, "%.0f%%", 100 * rate), x, y + 8, CELL_WIDTH, 20);
          g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
          centred(g, String.format(Locale.ROOT, "%.0f-%.0f%%, %d games", 100 * ci.low(), 100 * ci.high(),
              m.games(r, c)), x, y + 30, CELL_WIDTH, 16);
        }
      }
    } finally {
      g.dispose();
    }
    return img;
  }

  public static void write(WinMatrix m, String title, Path file) throws IOException {
    if (!ImageIO.write(draw(m, title), "png", file.toFile())) {
      throw new IOException("no PNG writer in this Java");
    }
  }

  private static void centred(Graphics2D g, String text, int x, int y, int w, int h) {
    String shown = fit(g, text, w - 6);
    FontMetrics fm = g.getFontMetrics();
    g.drawString(shown, x + (w - fm.stringWidth(shown)) / 2, y + (h + fm.getAscent() - fm.getDescent()) / 2);
  }

  /** The text, cut with an ellipsis where it would not fit {@code width}. */
  private static String fit(Graphics2D g, String text, int width) {
    FontMetrics fm = g.getFontMetrics();
    if (fm.stringWidth(text) <= width) {
      return text;
    }
    String s = text;
    while (!s.isEmpty() && fm.stringWidth(s + "\u2026") > width) {
      s = s.substring(0, s.length() - 1);
    }
    return s + "\u2026";
  }
}
