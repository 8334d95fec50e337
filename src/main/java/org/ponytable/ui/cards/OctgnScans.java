package org.ponytable.ui.cards;

import java.nio.file.Path;
import java.util.List;
import org.ponytable.cards.ArtRef;
import org.ponytable.cards.octgn.OctgnImages;

/**
 * The player's OCTGN image folder (Settings.octgnImages) and the scans found in it, searched once
 * per folder: imported cards without art of their own show the scan named by their GUID, read by
 * {@link CardArt} as any card art, inside that folder and never copied.
 */
public final class OctgnScans {
  private OctgnScans() {}

  private static volatile Path folder;
  private static volatile OctgnImages.Found found;

  /** Shows the scans of {@code f} from now on (searched now); null shows none. */
  public static synchronized void use(Path f) {
    folder = f;
    found = f == null ? null : OctgnImages.find(f);
    CardArt.clearCache();
  }

  /** The folder in use, or null. */
  public static Path folder() {
    return folder;
  }

  /** What stopped the folder's search early, if anything. */
  public static List<String> warnings() {
    OctgnImages.Found f = found;
    return f == null ? List.of() : f.warnings();
  }

  /**
   * The scan of the card with OCTGN GUID {@code guid} as card art inside the folder, or null when
   * no folder is in use or it has none; {@code cardFile} names the card's file in warnings.
   */
  public static ArtRef art(String guid, String cardFile) {
    Path f = folder;
    OctgnImages.Found in = found;
    Path scan = guid == null || f == null || in == null ? null : in.scans().get(guid);
    return scan == null ? null : new ArtRef(scan, f, f.relativize(scan).toString(), cardFile, "/guid");
  }
}
