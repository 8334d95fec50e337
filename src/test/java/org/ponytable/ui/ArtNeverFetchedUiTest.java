package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.image.ImageView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.ui.cards.CardArt;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;
import org.ponytable.ui.preview.PreviewWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 8: a card pack whose art names URLs or files outside its folder is loaded, previewed and
 * drawn, and never opens a connection or a file outside the pack. The URLs name a server this
 * test runs; the file outside is a named pipe, so any open of it would be seen by its writer.
 */
@ExtendWith(ApplicationExtension.class)
class ArtNeverFetchedUiTest {
  private Stage stage;

  @Start
  void start(Stage stage) {
    this.stage = stage;
  }

  @Test
  void urlAndOutsideArtIsNeverFetchedNorRead(FxRobot robot, @TempDir Path tmp) throws Exception {
    AtomicInteger requests = new AtomicInteger();
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", exchange -> {
      requests.incrementAndGet();
      exchange.sendResponseHeaders(404, -1);
      exchange.close();
    });
    server.start();
    String host = "127.0.0.1:" + server.getAddress().getPort();

    Path outside = Files.createDirectories(tmp.resolve("outside"));
    Path secret = outside.resolve("secret.png");
    Assumptions.assumeTrue(mkfifo(secret), "mkfifo is not available");
    AtomicBoolean secretOpened = new AtomicBoolean();
    Thread watcher = new Thread(() -> {
      // Opening a pipe for writing waits until someone opens it for reading.
      try (OutputStream out = Files.newOutputStream(secret)) {
        secretOpened.set(true);
        out.write(Files.readAllBytes(Path.of("cards", "art", "pip-furrow.png")));
      } catch (IOException ignored) {
        // the test's own read at the end closes it early
      }
    });
    watcher.setDaemon(true);
    watcher.start();

    Path pack = Files.createDirectories(tmp.resolve("pack"));
    Files.createDirectories(pack.resolve("decks"));
    Path art = Files.createDirectories(pack.resolve("art"));
    Files.copy(Path.of("cards", "art", "pip-furrow.png"), art.resolve("good.png"));
    Files.createSymbolicLink(art.resolve("secret.png"), secret);
    Path set = Files.createDirectories(pack.resolve("set"));
    StringBuilder urls = new StringBuilder("[\n");
    List<String> urlImages = List.of("http://" + host + "/a.png", "https://" + host + "/b.png",
        "HTTP://" + host + "/c.png", "jar:http://" + host + "/d.jar!/e.png", "ftp://" + host + "/f.png",
        "//" + host + "/g.png", "file://" + secret, secret.toString());
    for (int i = 0; i < urlImages.size(); i++) {
      urls.append(card("t-url-" + i, urlImages.get(i))).append(",\n");
    }
    urls.append(card("t-good", "../art/good.png")).append("\n]");
    Files.writeString(set.resolve("urls.json"), urls);
    Files.writeString(set.resolve("outside.json"), "[" + card("t-up", "../../outside/secret.png") + ",\n"
        + card("t-link", "../art/secret.png") + "]");

    PreviewWindow[] preview = new PreviewWindow[1];
    robot.interact(() -> {
      preview[0] = new PreviewWindow(stage, pack, 1400, 900);
      preview[0].show();
    });
    WaitForAsyncUtils.waitForFxEvents();

    // The two cards with art outside are drawn, as plain frames, with the reason beside them.
    for (String id : List.of("t-up", "t-link")) {
      CardNode drawn = robot.lookup(".preview-card").queryAllAs(CardNode.class).stream()
          .filter(n -> id.equals(n.getProperties().get("cardDefId"))).findFirst().orElseThrow();
      assertThat(drawn.lookup(".no-art")).as(id).isNotNull();
      assertThat(drawn.lookup(".has-art")).as(id).isNull();
    }
    List<String> warnings = robot.lookup(".warning-message").queryAllAs(Text.class).stream()
        .map(Text::getText).toList();
    assertThat(warnings).anySatisfy(w -> assertThat(w).contains("\"../../outside/secret.png\" is outside the card folder"));
    assertThat(warnings).anySatisfy(w -> assertThat(w).contains("\"../art/secret.png\" leads outside the card folder"));
    List<String> places = robot.lookup(".warning-place").queryAllAs(Text.class).stream().map(Text::getText).toList();
    assertThat(places).anySatisfy(p -> assertThat(p).contains("outside.json").contains("at /1/image"));
    // Every URL is a located error; the good card of the same file still shows its art.
    List<String> errors = robot.lookup(".error-message").queryAllAs(Text.class).stream().map(Text::getText).toList();
    assertThat(errors.stream().filter(e -> e.contains("not a URL") || e.contains("not absolute"))).hasSize(urlImages.size());
    CardNode good = robot.lookup(".preview-card").queryAllAs(CardNode.class).stream()
        .filter(n -> "t-good".equals(n.getProperties().get("cardDefId"))).findFirst().orElseThrow();
    assertThat(good.lookup(".has-art")).isNotNull();

    // The table: the pack's cards fail to load as a whole; nothing is fetched either.
    assertThat(Libraries.load(pack).problems()).anySatisfy(p -> assertThat(p).contains("not a URL"));

    // A card made in code (a scenario, a test) with a URL as its image: never used as a location.
    CardDef made = new CardDef("t-made", CardType.FRIEND, "Made", CardDef.builder("x", CardType.FRIEND, "x")
        .build().face(), null, 1, List.of(), List.of(), List.of(), 0, false, 0, null, "", "", "",
        "http://" + host + "/made.png");
    CardNode[] node = new CardNode[1];
    robot.interact(() -> node[0] = CardNode.of(made, 1, null, CardSize.LARGE));
    assertThat(node[0].lookup(".no-art")).isNotNull();
    assertThat(CardArt.find(made)).isNull();

    WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
    assertThat(requests.get()).as("requests to the test's server").isZero();
    assertThat(secretOpened.get()).as("the file outside the pack was opened").isFalse();
    server.stop(0);
    try (InputStream in = Files.newInputStream(secret)) {
      in.readAllBytes(); // lets the watcher finish
    }
    watcher.join(5000);
    assertThat(good.lookup(".has-art").lookup(".image-view")).isInstanceOf(ImageView.class);
  }

  private static String card(String id, String image) {
    return """
        {"id": "%s", "type": "friend", "title": "%s", "power": 1, "cost": 1, "colors": ["pink"], "image": "%s"}"""
        .formatted(id, id, image);
  }

  private static boolean mkfifo(Path p) {
    try {
      return new ProcessBuilder("mkfifo", p.toString()).start().waitFor() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }
}
