package org.ponytable.ui;

import java.nio.file.Path;
import java.util.List;

/**
 * The app's command line. {@code --name=value} or {@code --name value}.
 *
 * <pre>
 * --cards=DIR        card folder (default: cards)
 * --preview[=PATH]   open the card preview on a card file or folder
 * --open=FILE        open a saved game (a replay file)
 * --scenario=FILE    start from a scenario file's position
 * --demo[=SEED[:TURN]] a seeded game played by both seats to TURN's Main Phase (default 9), curtain lifted
 * --new              don't offer to resume the autosave
 * --lift             lift the first curtain at once (for screenshots)
 * --snapshot=FILE    save a PNG of the window after the first frames, then exit
 * --snapshot-width=W draw that PNG W pixels wide (a 4K window as a smaller picture)
 * --size=WxH         window size (default 1366x768)
 * --timing           print the time from start to first frame
 * --no-animations
 * --latency-probe[=N] drive the demo game (default --demo=35:13) through N inputs (default 200), print
 *                    input-to-frame times per kind of interaction (docs/table.md), then exit
 * </pre>
 */
public record AppArgs(Path cards, Path preview, Path open, Path scenario, Long demo, int demoTurn, boolean fresh, boolean lift, Path snapshot,
    int snapshotWidth, int width, int height, boolean timing, boolean noAnimations, Integer latencyProbe) {

  public static AppArgs parse(List<String> raw) {
    Path cards = Path.of("cards");
    Path preview = null;
    Path open = null;
    Path scenario = null;
    Long demo = null;
    int demoTurn = 9;
    boolean fresh = false;
    boolean lift = false;
    Path snapshot = null;
    int snapshotWidth = 0;
    int w = 1366;
    int h = 768;
    boolean timing = false;
    boolean noAnim = false;
    Integer probe = null;
    for (int i = 0; i < raw.size(); i++) {
      String a = raw.get(i);
      String name = a;
      String value = null;
      int eq = a.indexOf('=');
      if (eq > 0) {
        name = a.substring(0, eq);
        value = a.substring(eq + 1);
      } else if (i + 1 < raw.size() && !raw.get(i + 1).startsWith("--") && takesValue(a)) {
        value = raw.get(++i);
      }
      switch (name) {
        case "--cards" -> cards = Path.of(require(name, value));
        case "--preview" -> preview = Path.of(value == null ? "cards" : value);
        case "--open" -> open = Path.of(require(name, value));
        case "--scenario" -> scenario = Path.of(require(name, value));
        case "--demo" -> {
          String[] parts = value == null ? new String[] {"7"} : value.split(":");
          demo = Long.parseLong(parts[0]);
          demoTurn = parts.length > 1 ? Integer.parseInt(parts[1]) : 9;
        }
        case "--new" -> fresh = true;
        case "--lift" -> lift = true;
        case "--snapshot" -> snapshot = Path.of(require(name, value));
        case "--snapshot-width" -> snapshotWidth = Integer.parseInt(require(name, value));
        case "--size" -> {
          String[] wh = require(name, value).toLowerCase().split("x");
          w = Integer.parseInt(wh[0]);
          h = Integer.parseInt(wh[1]);
        }
        case "--timing" -> timing = true;
        case "--no-animations" -> noAnim = true;
        case "--latency-probe" -> {
          probe = value == null ? 200 : Integer.parseInt(value);
          if (probe < 1) {
            throw new IllegalArgumentException("--latency-probe needs a positive count, not " + value);
          }
        }
        default -> throw new IllegalArgumentException("unknown option " + a + "; try --cards, --preview, --open, --scenario, "
            + "--demo, --new, --snapshot, --snapshot-width, --size, --timing, --no-animations, --latency-probe");
      }
    }
    return new AppArgs(cards, preview, open, scenario, demo, demoTurn, fresh, lift, snapshot, snapshotWidth, w, h, timing,
        noAnim, probe);
  }

  private static boolean takesValue(String name) {
    return switch (name) {
      case "--cards", "--preview", "--open", "--scenario", "--demo", "--snapshot", "--snapshot-width", "--size" -> true;
      default -> false;
    };
  }

  private static String require(String name, String value) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(name + " needs a value");
    }
    return value;
  }
}
