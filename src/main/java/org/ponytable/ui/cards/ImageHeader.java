package org.ponytable.ui.cards;

/**
 * The pixel size an image file declares, read from its header alone, so art too large to decode
 * is refused before any decoding starts. Knows the formats JavaFX draws: PNG, JPEG, GIF and BMP.
 */
record ImageHeader(String format, long width, long height) {

  /** The declared size, or null when the bytes start no image of a known format. */
  static ImageHeader of(byte[] b) {
    if (startsWith(b, 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A)) {
      // The first chunk must be IHDR: width and height as 4-byte big-endian numbers.
      return b.length >= 24 && b[12] == 'I' && b[13] == 'H' && b[14] == 'D' && b[15] == 'R'
          ? new ImageHeader("PNG", be32(b, 16), be32(b, 20)) : null;
    }
    if (startsWith(b, 'G', 'I', 'F', '8') && b.length >= 10) {
      return new ImageHeader("GIF", le16(b, 6), le16(b, 8));
    }
    if (startsWith(b, 'B', 'M') && b.length >= 26) {
      long dib = le32(b, 14);
      return dib == 12
          ? new ImageHeader("BMP", le16(b, 18), le16(b, 20))
          : new ImageHeader("BMP", Math.abs((long) (int) le32(b, 18)), Math.abs((long) (int) le32(b, 22)));
    }
    if (startsWith(b, 0xFF, 0xD8)) {
      return jpeg(b);
    }
    return null;
  }

  /** Walks the JPEG segments to the frame header (SOFn), which holds the size. */
  private static ImageHeader jpeg(byte[] b) {
    int i = 2;
    while (i + 3 < b.length) {
      if ((b[i] & 0xFF) != 0xFF) {
        return null;
      }
      int marker = b[i + 1] & 0xFF;
      if (marker == 0xFF) {
        i++; // fill byte
        continue;
      }
      if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) {
        i += 2; // markers without a length
        continue;
      }
      boolean frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
      if (frame) {
        return i + 8 < b.length ? new ImageHeader("JPEG", be16(b, i + 7), be16(b, i + 5)) : null;
      }
      if (marker == 0xD9 || marker == 0xDA) {
        return null; // the image data or its end before any frame header
      }
      i += 2 + be16(b, i + 2);
    }
    return null;
  }

  private static boolean startsWith(byte[] b, int... head) {
    if (b.length < head.length) {
      return false;
    }
    for (int i = 0; i < head.length; i++) {
      if ((b[i] & 0xFF) != head[i]) {
        return false;
      }
    }
    return true;
  }

  private static long be32(byte[] b, int i) {
    return ((long) (b[i] & 0xFF) << 24) | ((b[i + 1] & 0xFF) << 16) | ((b[i + 2] & 0xFF) << 8) | (b[i + 3] & 0xFF);
  }

  private static int be16(byte[] b, int i) {
    return ((b[i] & 0xFF) << 8) | (b[i + 1] & 0xFF);
  }

  private static int le16(byte[] b, int i) {
    return (b[i] & 0xFF) | ((b[i + 1] & 0xFF) << 8);
  }

  private static long le32(byte[] b, int i) {
    return (b[i] & 0xFF) | ((b[i + 1] & 0xFF) << 8) | ((b[i + 2] & 0xFF) << 16) | ((long) (b[i + 3] & 0xFF) << 24);
  }
}
