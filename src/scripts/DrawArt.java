import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import javax.imageio.ImageIO;

/**
 * Draws the shipped sample card art: two small abstract pictures made of flat shapes, so they
 * stay a few KB. Run from the project folder: {@code java src/scripts/DrawArt.java cards/art}.
 * Deterministic, so running it again gives the same files.
 */
public class DrawArt {
  static final int W = 360;
  static final int H = 240;

  public static void main(String[] args) throws IOException {
    File dir = new File(args.length > 0 ? args[0] : "cards/art");
    dir.mkdirs();
    write(seedlingRows(), new File(dir, "pip-furrow.png"));
    write(orbits(), new File(dir, "orrery-gale.png"));
  }

  static BufferedImage canvas(Graphics2D[] g) {
    BufferedImage img = new BufferedImage(W, H, BufferedImage.TYPE_INT_RGB);
    g[0] = img.createGraphics();
    g[0].setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    return img;
  }

  /** Pip Furrow, Seedling Sorter: a low sun over ploughed rows, each with a sprout. */
  static BufferedImage seedlingRows() {
    Graphics2D[] gg = new Graphics2D[1];
    BufferedImage img = canvas(gg);
    Graphics2D g = gg[0];
    g.setPaint(new GradientPaint(0, 0, new Color(0xFFE9A8), 0, H * 0.55f, new Color(0xFFF6DA)));
    g.fillRect(0, 0, W, H);
    g.setColor(new Color(0xF6B93B));
    g.fill(new Ellipse2D.Double(W * 0.62, H * 0.12, 74, 74));
    g.setColor(new Color(0xFFD36B));
    g.fill(new Ellipse2D.Double(W * 0.62 + 14, H * 0.12 + 14, 46, 46));
    Color[] soil = {new Color(0xC98B4A), new Color(0xB0733A), new Color(0x9A612E), new Color(0x84522A)};
    for (int i = 0; i < soil.length; i++) {
      double top = H * 0.5 + i * 28;
      Path2D row = new Path2D.Double();
      row.moveTo(0, top + 10);
      row.curveTo(W * 0.3, top - 8, W * 0.7, top + 22, W, top);
      row.lineTo(W, H);
      row.lineTo(0, H);
      row.closePath();
      g.setColor(soil[i]);
      g.fill(row);
      g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
      for (int k = 0; k < 6; k++) {
        double x = 26 + k * 62 + i * 14;
        double y = top + 12 - 6 * Math.sin(k + i);
        g.setColor(new Color(0x5E9E3A));
        g.draw(new java.awt.geom.Line2D.Double(x, y, x, y - 14));
        g.setColor(new Color(0x7CC04F));
        g.fill(new Ellipse2D.Double(x - 10, y - 20, 10, 6));
        g.fill(new Ellipse2D.Double(x, y - 22, 10, 6));
      }
    }
    g.dispose();
    return img;
  }

  /** Orrery Gale, Stargazing Tutor: tilted orbits round a small sun, planets on them, a few stars. */
  static BufferedImage orbits() {
    Graphics2D[] gg = new Graphics2D[1];
    BufferedImage img = canvas(gg);
    Graphics2D g = gg[0];
    g.setPaint(new GradientPaint(0, 0, new Color(0x2B1E4F), 0, H, new Color(0x52307C)));
    g.fillRect(0, 0, W, H);
    g.setColor(new Color(0xF4ECFF));
    int[][] stars = {{22, 30}, {70, 190}, {120, 24}, {300, 40}, {336, 150}, {250, 210}, {40, 120}, {190, 206}};
    for (int[] s : stars) {
      g.fill(new Ellipse2D.Double(s[0], s[1], 3, 3));
    }
    double cx = W / 2.0;
    double cy = H / 2.0;
    g.rotate(-0.32, cx, cy);
    g.setStroke(new BasicStroke(2f));
    double[] rx = {56, 98, 140};
    Color[] planet = {new Color(0x9FD3FF), new Color(0xE7A6FF), new Color(0xFFD36B)};
    double[] at = {0.8, 2.6, 5.1};
    for (int i = 0; i < rx.length; i++) {
      double ry = rx[i] * 0.42;
      g.setColor(new Color(0xB99BE6));
      g.draw(new Ellipse2D.Double(cx - rx[i], cy - ry, 2 * rx[i], 2 * ry));
      double px = cx + rx[i] * Math.cos(at[i]);
      double py = cy + ry * Math.sin(at[i]);
      double r = 7 + 2 * i;
      g.setColor(planet[i]);
      g.fill(new Ellipse2D.Double(px - r, py - r, 2 * r, 2 * r));
    }
    g.setColor(new Color(0xFFC94A));
    g.fill(new Ellipse2D.Double(cx - 16, cy - 16, 32, 32));
    g.setColor(new Color(0xFFE9A8));
    g.fill(new Ellipse2D.Double(cx - 8, cy - 8, 16, 16));
    g.dispose();
    return img;
  }

  static void write(BufferedImage img, File f) throws IOException {
    ImageIO.write(img, "png", f);
    System.out.println(f + ": " + f.length() + " bytes");
  }
}
