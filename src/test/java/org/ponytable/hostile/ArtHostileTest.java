package org.ponytable.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.scene.image.Image;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.ArtRef;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.cli.PonyCli;
import org.ponytable.engine.card.CardDef;
import org.ponytable.ui.cards.CardArt;
import org.testfx.api.FxToolkit;

/**
 * Hostile card art and card folders (issue 8): an image that names a URL, an absolute path or a
 * place outside the pack, a picture that is not one, and folders holding links, pipes and devices.
 * Every URL names a server this test runs; it must never be asked anything.
 */
class ArtHostileTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final AtomicInteger REQUESTS = new AtomicInteger();
  private static HttpServer server;
  private static String host;
  private static int ids;

  @BeforeAll
  static void start() throws Exception {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", exchange -> {
      REQUESTS.incrementAndGet();
      exchange.sendResponseHeaders(404, -1);
      exchange.close();
    });
    server.start();
    host = "127.0.0.1:" + server.getAddress().getPort();
    // Decoding art needs the JavaFX toolkit (headless Monocle, as the UI tests run).
    FxToolkit.registerPrimaryStage();
  }

  @AfterAll
  static void stop() {
    server.stop(0);
  }

  @TestFactory
  Stream<DynamicTest> corpus(@TempDir Path tmp) throws Exception {
    Path outside = Files.createDirectories(tmp.resolve("outside"));
    Path secret = Files.copy(Path.of("cards", "art", "pip-furrow.png"), outside.resolve("secret.png"));
    Files.writeString(outside.resolve("secret.json"), "{\"id\": \"stolen\"}");
    byte[] png = Files.readAllBytes(Path.of("cards", "art", "pip-furrow.png"));
    List<HostileCase> cases = new ArrayList<>();

    // Text rules: the card does not load, and nothing is opened or fetched.
    String[][] refused = {
        {"http URL", "http://" + host + "/x.png", "not a URL"},
        {"https URL", "https://" + host + "/x.png", "not a URL"},
        {"upper-case HTTP URL", "HTTP://" + host + "/x.png", "not a URL"},
        {"file URL to /etc/passwd", "file:///etc/passwd", "not a URL"},
        {"relative file URL", "file:art/x.png", "not a URL"},
        {"jar URL over http", "jar:http://" + host + "/a.jar!/x.png", "not a URL"},
        {"data URL", "data:image/png;base64,iVBORw0KGgo=", "not a URL"},
        {"ftp URL", "ftp://" + host + "/x.png", "not a URL"},
        {"jrt URL", "jrt:/some.module/x.png", "not a URL"},
        {"network path //host", "//" + host + "/x.png", "not absolute"},
        {"UNC share \\\\host\\share", "\\\\" + host + "\\share\\x.png", "forward slashes"},
        {"absolute /etc/passwd", "/etc/passwd", "not absolute"},
        {"drive C:\\ with backslashes", "C:\\Windows\\win.ini", "forward slashes"},
        {"drive C:/ with slashes", "C:/Windows/win.ini", "not absolute"},
        {"drive-relative c:x.png", "c:x.png", "not absolute"},
        {"home ~/", "~/x.png", "not a home folder"},
        {"other home ~root/", "~root/.ssh/id_rsa", "not a home folder"},
        {"percent-escaped dots", "%2e%2e/%2e%2e/etc/passwd", "not decoded"},
        {"NUL in the path", "art/x.png\u0000.txt", "control character"},
        {"line break in the path", "art/x\n.png", "control character"},
        {"empty string", "", "must not be empty"},
        {"only spaces", "   ", "must not be empty"},
        {"very long path", "a/".repeat(200) + "x.png", "at most 255"},
        {"double slash", "art//x.png", "empty part"},
        {"trailing slash", "art/", "empty part"},
        {"colon inside (alternate stream)", "art/x.png:evil", "colon"},
    };
    for (String[] c : refused) {
      cases.add(new HostileCase(c[0], c[2], () -> artMessage(pack(tmp, JSON.writeValueAsString(c[1])))));
    }
    cases.add(new HostileCase("image is a number", "must be a non-empty string",
        () -> artMessage(pack(tmp, "42"))));
    cases.add(new HostileCase("image is an object", "must be a non-empty string",
        () -> artMessage(pack(tmp, "{\"href\": \"http://" + host + "/x.png\"}"))));

    // Paths leaving the pack: the card loads without art, and the loader says why.
    String[][] leaving = {
        {"../../../../etc/passwd", "../../../../etc/passwd"},
        {"up into a sibling folder", "../../outside/secret.png"},
        {"down then up out", "../art/../../outside/secret.png"},
        {"./ then out", "./../../outside/secret.png"},
        {"the pack folder itself", ".."},
    };
    for (String[] c : leaving) {
      cases.add(new HostileCase("outside: " + c[0], "outside the card folder",
          () -> artMessage(pack(tmp, JSON.writeValueAsString(c[1])))));
    }

    // The file named is not a picture that may be read.
    cases.add(new HostileCase("art file missing", "was not found",
        () -> artMessage(pack(tmp, "\"../art/none.png\""))));
    cases.add(new HostileCase("image is a folder", "is a folder",
        () -> artMessage(packWith(tmp, "\"../art\"", art -> { }))));
    cases.add(new HostileCase("text file named .png", "not a PNG, JPEG, GIF or BMP image",
        () -> artMessage(packWith(tmp, "\"../art/x.png\"",
            art -> Files.writeString(art.resolve("x.png"), "<html>not a picture</html>")))));
    cases.add(new HostileCase("zero-byte file", "is empty",
        () -> artMessage(packWith(tmp, "\"../art/x.png\"", art -> Files.write(art.resolve("x.png"), new byte[0])))));
    cases.add(new HostileCase("truncated PNG", "could not be decoded",
        () -> artMessage(packWith(tmp, "\"../art/x.png\"",
            art -> Files.write(art.resolve("x.png"), Arrays.copyOf(png, 300))))));
    cases.add(new HostileCase("PNG declaring 100000 x 100000", "art larger than 4096 x 4096",
        () -> artMessage(packWith(tmp, "\"../art/x.png\"",
            art -> Files.write(art.resolve("x.png"), pngHeader(100_000, 100_000))))));
    cases.add(new HostileCase("PNG declaring 0 x 0", "no pixels",
        () -> artMessage(packWith(tmp, "\"../art/x.png\"",
            art -> Files.write(art.resolve("x.png"), pngHeader(0, 0))))));
    cases.add(new HostileCase("GIF declaring 65535 x 65535", "65535 x 65535 pixels",
        () -> artMessage(packWith(tmp, "\"../art/x.gif\"", art -> Files.write(art.resolve("x.gif"),
            bytes(pad(new int[] {'G', 'I', 'F', '8', '9', 'a', 0xFF, 0xFF, 0xFF, 0xFF}, 32)))))));
    cases.add(new HostileCase("JPEG declaring 60000 x 60000", "60000 x 60000 pixels",
        () -> artMessage(packWith(tmp, "\"../art/x.jpg\"", art -> Files.write(art.resolve("x.jpg"),
            bytes(pad(new int[] {0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xEA, 0x60, 0xEA, 0x60, 0x03}, 64)))))));
    cases.add(new HostileCase("BMP declaring 100000 x 100000", "100000 x 100000 pixels",
        () -> artMessage(packWith(tmp, "\"../art/x.bmp\"", art -> Files.write(art.resolve("x.bmp"),
            bytes(pad(new int[] {'B', 'M', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40, 0, 0, 0,
                0xA0, 0x86, 0x01, 0x00, 0xA0, 0x86, 0x01, 0x00}, 64)))))));
    cases.add(new HostileCase("file over 8 MiB", "(8 MiB) is refused",
        () -> artMessage(packWith(tmp, "\"../art/x.png\"", art -> {
          Files.write(art.resolve("x.png"), pngHeader(10, 10));
          try (RandomAccessFile f = new RandomAccessFile(art.resolve("x.png").toFile(), "rw")) {
            f.setLength(9L * 1024 * 1024); // sparse: costs no disk
          }
        }))));
    cases.add(new HostileCase("link to a picture outside", "leads outside the card folder",
        () -> artMessage(packWith(tmp, "\"../art/x.png\"",
            art -> Files.createSymbolicLink(art.resolve("x.png"), secret)))));
    cases.add(new HostileCase("linked folder leading outside", "leads outside the card folder",
        () -> artMessage(packWith(tmp, "\"../pics/secret.png\"",
            art -> Files.createSymbolicLink(art.resolveSibling("pics"), outside)))));
    cases.add(new HostileCase("link to /dev/zero", "leads outside the card folder",
        () -> artMessage(packWith(tmp, "\"../art/x.png\"",
            art -> Files.createSymbolicLink(art.resolve("x.png"), Path.of("/dev/zero"))))));
    cases.add(new HostileCase("link cycle", "loop of links",
        () -> artMessage(packWith(tmp, "\"../art/a.png\"", art -> {
          Files.createSymbolicLink(art.resolve("a.png"), art.resolve("b.png"));
          Files.createSymbolicLink(art.resolve("b.png"), art.resolve("a.png"));
        }))));
    cases.add(new HostileCase("dangling link", "link to nothing",
        () -> artMessage(packWith(tmp, "\"../art/x.png\"",
            art -> Files.createSymbolicLink(art.resolve("x.png"), art.resolve("gone.png"))))));
    boolean fifos = canMakeFifo(tmp);
    if (fifos) {
      cases.add(new HostileCase("named pipe as art", "named pipe or device",
          () -> artMessage(packWith(tmp, "\"../art/x.png\"", art -> mkfifo(art.resolve("x.png"))))));
    }

    // Card folders: nothing but regular .json files is opened, and nothing skipped silently.
    cases.add(new HostileCase("card folder: link to /dev/zero", "a device or named pipe",
        () -> validate(folder(tmp, set -> Files.createSymbolicLink(set.resolve("zero.json"), Path.of("/dev/zero"))))));
    cases.add(new HostileCase("card folder: dangling link", "link to nothing",
        () -> validate(folder(tmp, set -> Files.createSymbolicLink(set.resolve("gone.json"), set.resolve("none.json"))))));
    cases.add(new HostileCase("card folder: link to a file outside", "link to a file outside",
        () -> validate(folder(tmp, set -> Files.createSymbolicLink(set.resolve("s.json"), outside.resolve("secret.json"))))));
    cases.add(new HostileCase("card folder: subfolder linked outside", "link to a folder outside",
        () -> validate(folder(tmp, set -> Files.createSymbolicLink(set.resolve("more"), outside)))));
    cases.add(new HostileCase("card folder: subfolder linked to its parent", "link to a folder inside",
        () -> validate(folder(tmp, set -> Files.createSymbolicLink(set.resolve("again"), set.getParent())))));
    cases.add(new HostileCase("card folder: link loop", "loop of links",
        () -> validate(folder(tmp, set -> {
          Files.createSymbolicLink(set.resolve("a.json"), set.resolve("b.json"));
          Files.createSymbolicLink(set.resolve("b.json"), set.resolve("a.json"));
        }))));
    cases.add(new HostileCase("card folder: a stray file", "only .json files are read",
        () -> validate(folder(tmp, set -> Files.writeString(set.resolve("cards.json.bak"), "{}")))));
    if (fifos) {
      cases.add(new HostileCase("card folder: named pipe", "is a named pipe or device",
          () -> validate(folder(tmp, set -> mkfifo(set.resolve("pipe.json"))))));
      cases.add(new HostileCase("deck folder: named pipe", "is a named pipe or device",
          () -> validate(folder(tmp, set -> mkfifo(set.resolveSibling("decks").resolve("pipe.json"))))));
    }
    if (canMakeUnreadable(tmp)) {
      cases.add(new HostileCase("card folder: unreadable file", "no permission",
          () -> validate(folder(tmp, set -> unreadable(Files.writeString(set.resolve("locked.json"), "[]"))))));
      cases.add(new HostileCase("card folder: unreadable subfolder", "no permission",
          () -> validate(folder(tmp, set -> unreadable(Files.createDirectories(set.resolve("locked")))))));
    }
    cases.add(new HostileCase("deck folder: link to /dev/zero", "a device or named pipe",
        () -> validate(folder(tmp, set -> Files.createSymbolicLink(set.resolveSibling("decks").resolve("z.json"),
            Path.of("/dev/zero"))))));
    cases.add(new HostileCase("deck folder: dangling link", "link to nothing",
        () -> validate(folder(tmp, set -> Files.createSymbolicLink(set.resolveSibling("decks").resolve("g.json"),
            set.resolve("none.json"))))));
    cases.add(new HostileCase("deck folder: link to a deck outside", "link to a file outside",
        () -> validate(folder(tmp, set -> Files.createSymbolicLink(set.resolveSibling("decks").resolve("s.json"),
            outside.resolve("secret.json"))))));
    cases.add(new HostileCase("deck folder: a subfolder", "deck files go directly in the decks folder",
        () -> validate(folder(tmp, set -> Files.createDirectories(set.resolveSibling("decks").resolve("more"))))));

    Stream<DynamicTest> skipped = fifos ? Stream.empty() : Stream.of(DynamicTest.dynamicTest(
        "named pipes", () -> Assumptions.abort("mkfifo is not available here")));
    DynamicTest noRequest = DynamicTest.dynamicTest("no URL was ever fetched",
        () -> assertThat(REQUESTS.get()).as("requests to the test's server").isZero());
    return Stream.of(cases.stream().map(HostileCase::test), skipped, Stream.of(noRequest))
        .flatMap(s -> s);
  }

  @FunctionalInterface
  interface Setup {
    void in(Path folder) throws Exception;
  }

  /** A card pack: set/card.json holds one card whose "image" is {@code imageJson}, art/ beside set/. */
  private static Path pack(Path tmp, String imageJson) throws Exception {
    return packWith(tmp, imageJson, art -> { });
  }

  private static Path packWith(Path tmp, String imageJson, Setup art) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("pack" + (++ids)));
    Path set = Files.createDirectories(root.resolve("set"));
    Files.createDirectories(root.resolve("decks"));
    Path artDir = Files.createDirectories(root.resolve("art"));
    Files.writeString(set.resolve("card.json"), """
        {"id": "t-art-%d", "type": "friend", "title": "Art", "power": 1, "cost": 1,
         "colors": ["yellow"], "image": %s}
        """.formatted(ids, imageJson));
    art.in(artDir);
    return root;
  }

  /** A pack with one good card in set/, for folder cases; {@code setup} gets the set folder. */
  private static Path folder(Path tmp, Setup setup) throws Exception {
    Path root = packWith(tmp, "\"../art/none.png\"", art -> { });
    setup.in(root.resolve("set"));
    return root;
  }

  /**
   * Loads a pack as the table does and draws each card's art (cards.CardLoader, then
   * ui.cards.CardArt): what the user is told, or "" when a picture was shown.
   */
  private static String artMessage(Path pack) {
    CardLoader.Loaded loaded;
    try {
      loaded = new CardLoader().loadDirectoryWithFiles(pack);
    } catch (CardLoadException e) {
      return e.errors().stream().map(Object::toString).collect(Collectors.joining("\n"));
    }
    List<String> told = new ArrayList<>();
    loaded.warnings().forEach(w -> told.add(w.toString()));
    for (CardDef def : loaded.pool().all()) {
      ArtRef art = loaded.art().get(def.id());
      if (art == null) {
        continue;
      }
      CardArt.register(def.id(), art);
      Image image = CardArt.find(def);
      if (image != null) {
        return "";
      }
      CardArt.problem(def).ifPresent(p -> told.add(p.toString()));
    }
    return String.join("\n", told);
  }

  /** What `validate` prints beyond its summary lines. */
  private static String validate(Path pack) {
    var cmd = PonyCli.commandLine();
    StringWriter out = new StringWriter();
    cmd.setOut(new PrintWriter(out));
    cmd.setErr(new PrintWriter(new StringWriter()));
    cmd.execute("validate", pack.toString());
    return out.toString().lines().filter(l -> l.startsWith("warning:")).collect(Collectors.joining("\n"));
  }

  static byte[] pngHeader(int width, int height) {
    int[] head = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 'I', 'H', 'D', 'R',
        width >>> 24, (width >>> 16) & 0xFF, (width >>> 8) & 0xFF, width & 0xFF,
        height >>> 24, (height >>> 16) & 0xFF, (height >>> 8) & 0xFF, height & 0xFF, 8, 6, 0, 0, 0};
    return bytes(pad(head, 64));
  }

  private static int[] pad(int[] head, int length) {
    return Arrays.copyOf(head, Math.max(length, head.length));
  }

  private static byte[] bytes(int[] values) {
    byte[] b = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      b[i] = (byte) values[i];
    }
    return b;
  }

  static void mkfifo(Path p) throws IOException, InterruptedException {
    Process proc = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
    if (proc.waitFor() != 0) {
      throw new IOException("mkfifo failed");
    }
  }

  static boolean canMakeFifo(Path tmp) {
    try {
      Path probe = tmp.resolve("probe-fifo");
      mkfifo(probe);
      Files.delete(probe);
      return true;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  private static Path unreadable(Path p) throws IOException {
    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("---------"));
    return p;
  }

  /** False when running as root (or without POSIX permissions): nothing is unreadable then. */
  private static boolean canMakeUnreadable(Path tmp) {
    try {
      Path probe = Files.writeString(tmp.resolve("probe-locked"), "x");
      unreadable(probe);
      boolean locked = !Files.isReadable(probe);
      Files.delete(probe);
      return locked;
    } catch (IOException | UnsupportedOperationException e) {
      return false;
    }
  }
}
