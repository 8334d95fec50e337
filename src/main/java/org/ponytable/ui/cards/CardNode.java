package org.ponytable.ui.cards;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.KeywordValue;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.state.InPlay;
import org.ponytable.ui.help.KeywordReminders;
import org.ponytable.engine.ability.Words;

/**
 * One card drawn from its data: frame in the card's colors, cost, power with a letter per color
 * (so colors never depend on hue alone), title, traits, keywords, text, and art when the card
 * names an image. Small sizes show what matters at a glance; LARGE shows everything.
 *
 * <p>Nodes carry the style class {@code card} and, for cards the viewer may know, the id
 * {@code card-<id>} and the title in {@link #title()}: tests find cards by these. A card back
 * carries neither, so nothing about a hidden card is in the scene graph.
 */
public class CardNode extends StackPane {
  public static final String ID_PREFIX = "card-";

  private final int cardId;
  private final String title;

  private CardNode(int cardId, String title, CardSize size, double w, double h) {
    this.cardId = cardId;
    this.title = title;
    getStyleClass().addAll("card", size.styleClass());
    setMinSize(w, h);
    setPrefSize(w, h);
    setMaxSize(w, h);
    if (cardId >= 0) {
      setId(ID_PREFIX + cardId);
    }
  }

  /** The card id, or -1 for a card back. */
  public int cardId() {
    return cardId;
  }

  /** The title, or null for a card back. */
  public String title() {
    return title;
  }

  // ---------------------------------------------------------------- factories

  /**
   * A card as it lies: face up, or face down (frightened, or the viewer's own face-down
   * Troublemaker) as a marked back that still names the card for those who may know it.
   * {@code status} may be null for cards outside the play zone.
   */
  public static CardNode of(CardDef def, int id, InPlay status, CardSize size) {
    if (def.type() == CardType.PROBLEM) {
      return problem(def, id, true, "", "", size);
    }
    boolean boosted = status != null && status.boosted();
    if (status != null && status.faceDown()) {
      CardNode n = new CardNode(id, def.title(), size, size.width(), size.height());
      n.getStyleClass().addAll("card-back", "marked");
      n.getChildren().add(backPattern(size));
      String mark = status.frightened() ? "Frightened" : "Face down";
      Label tag = label(mark, "status-tag");
      tag.getStyleClass().add(status.frightened() ? "frightened" : "face-down");
      Label name = label(def.title(), "back-title");
      TitleFit.install(name, def.title(), size == CardSize.LARGE ? 16 : 9);
      VBox box = new VBox(2, tag, name);
      box.setAlignment(Pos.CENTER);
      box.setPadding(new Insets(4));
      n.getChildren().add(box);
      n.setAccessibleText(def.title() + " (" + mark.toLowerCase(Locale.ROOT) + ")");
      return n;
    }
    CardNode n = new CardNode(id, def.title(), size, size.width(), size.height());
    Face face = def.face(boosted);
    n.getStyleClass().add("type-" + def.type().jsonName());
    n.setStyle(frameStyle(face));
    if (size.compact()) {
      n.getChildren().add(compact(def, face, boosted, size));
    } else {
      n.getChildren().add(full(def, face, boosted));
    }
    if (status != null && !status.counters().isEmpty()) {
      n.getChildren().add(counters(status.counters()));
    }
    n.setAccessibleText(def.token() ? def.name() + " (token)" : def.name());
    return n;
  }

  /**
   * 702, 708: the keywords the card is given now (not printed), drawn after its printed ones and
   * marked "given": a tag each in a small card's bottom row, a line each on the large card.
   */
  public void markGiven(List<String> keywords) {
    if (keywords.isEmpty() || !(getChildren().get(0) instanceof VBox body)) {
      return;
    }
    getStyleClass().add("has-given");
    setAccessibleText(getAccessibleText() + ", given " + String.join(", ", keywords));
    for (Node child : body.getChildren()) {
      if (child instanceof FlowPane foot) {
        for (String k : keywords) {
          foot.getChildren().add(label(k + " (given)", "keyword-tag", "given-keyword"));
        }
        return;
      }
    }
    int at = body.getChildren().size();
    for (String k : keywords) {
      Label line = label(k + " (given now)", "keyword-name", "given-keyword");
      line.setWrapText(true);
      line.setMinHeight(Region.USE_PREF_SIZE);
      body.getChildren().add(Math.min(at, body.getChildren().size()), line);
      at++;
    }
  }

  /**
   * 509: marks an attachment with the title of its host, which it is drawn beside. A small card
   * gets a tag in its bottom row; the large card a line under its type line.
   */
  public void markAttached(String hostTitle) {
    getStyleClass().add("attached");
    Label tag = label("on " + hostTitle, "attached-tag");
    tag.setId("attached-" + cardId());
    setAccessibleText(getAccessibleText() + ", attached to " + hostTitle);
    if (getChildren().get(0) instanceof VBox body && body.getStyleClass().contains("full")) {
      // A line of its own: the bottom row of a large card holds the printed set and number.
      tag.setWrapText(true);
      tag.setMinHeight(Region.USE_PREF_SIZE);
      tag.setMaxWidth(Region.USE_PREF_SIZE);
      int at = 0;
      for (int i = 0; i < body.getChildren().size(); i++) {
        if (body.getChildren().get(i).getStyleClass().contains("type-line")) {
          at = i + 1;
        }
      }
      body.getChildren().add(at, tag);
      return;
    }
    // In the bottom row beside the color chips, where it hides neither cost, power nor title.
    tag.setMaxWidth(getPrefWidth() * 0.75);
    StackPane.setAlignment(tag, Pos.BOTTOM_RIGHT);
    StackPane.setMargin(tag, new Insets(0, 3, 3, 0));
    getChildren().add(tag);
  }

  /** The back of a card the viewer may not know: no id, no title, nothing to find. */
  public static CardNode back(CardSize size) {
    return back(-1, size);
  }

  /** A card back standing for a hidden card the viewer may still choose, by its stand-in id. */
  public static CardNode back(int standInId, CardSize size) {
    CardNode n = new CardNode(standInId, null, size, size.width(), size.height());
    n.getStyleClass().add("card-back");
    n.getChildren().add(backPattern(size));
    n.setAccessibleText("a face-down card");
    return n;
  }

  /**
   * A Problem, landscape, with both requirement sets: each faces the player it applies to. The
   * bottom set reads upright for the viewer; the top set is turned round for the player across.
   *
   * @param ownerAtBottom whether the Problem's owner sits at the bottom of the view
   */
  public static CardNode problem(CardDef def, int id, boolean ownerAtBottom, String topName, String bottomName,
      CardSize size) {
    CardNode n = new CardNode(id, def.title(), size, size.height(), size.width());
    n.getStyleClass().addAll("type-problem", "landscape");
    List<RequirementPart> bottom = ownerAtBottom ? def.ownerRequirement() : def.opponentRequirement();
    List<RequirementPart> top = ownerAtBottom ? def.opponentRequirement() : def.ownerRequirement();
    Node topSet = requirementSet(top, topName, size);
    topSet.setRotate(180);
    topSet.getStyleClass().add("req-top");
    Node bottomSet = requirementSet(bottom, bottomName, size);
    bottomSet.getStyleClass().add("req-bottom");

    Label name = label(def.title(), "card-title");
    TitleFit.install(name, def.title(), titleSize(size));
    name.setAlignment(Pos.CENTER);
    name.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
    Label bonus = label("+" + def.bonus(), "bonus");
    bonus.setMinWidth(Region.USE_PREF_SIZE);
    HBox middle = new HBox(6, name, bonus);
    middle.setAlignment(Pos.CENTER);
    HBox.setHgrow(name, Priority.ALWAYS);
    VBox box = new VBox(size.compact() ? 1 : 6);
    box.setAlignment(Pos.CENTER);
    box.setPadding(new Insets(size.compact() ? 3 : 10));
    Region s1 = grow();
    Region s2 = grow();
    box.getChildren().addAll(topSet, s1, middle);
    if (def.startingProblem() && !size.compact()) {
      box.getChildren().add(label("Starting Problem", "type-line"));
    }
    String problemText = text(def, def.face());
    if (!size.compact() && !problemText.isBlank()) {
      Label text = label(problemText, "card-text");
      text.setWrapText(true);
      box.getChildren().add(text);
    }
    box.getChildren().addAll(s2, bottomSet);
    n.getChildren().add(box);
    n.setAccessibleText(def.name() + ", bonus " + def.bonus());
    return n;
  }

  /** A card turned sideways when exhausted (503.2); the wrapper makes layout see the turn. */
  public static Node lying(CardNode card, boolean exhausted) {
    if (!exhausted) {
      return card;
    }
    card.setRotate(90);
    card.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("exhausted"), true);
    return new Group(card);
  }

  // ---------------------------------------------------------------- layouts

  private static Node compact(CardDef def, Face face, boolean boosted, CardSize size) {
    VBox box = new VBox(1);
    box.setPadding(new Insets(size == CardSize.MINI ? 2 : 3));
    HBox top = new HBox(2);
    top.setAlignment(Pos.TOP_LEFT);
    if (def.hasCost()) {
      top.getChildren().add(label(Integer.toString(def.cost()), "cost"));
    }
    top.getChildren().add(grow());
    if (showsPower(def)) {
      top.getChildren().add(powerBadge(face));
    }
    Label name = label(def.title(), "card-title");
    name.setMinHeight(Region.USE_PREF_SIZE);
    TitleFit.install(name, def.title(), compactTitleSize(def.title(), size));
    box.getChildren().addAll(top, name);
    if (!face.subtitle().isEmpty() && size != CardSize.MINI) {
      box.getChildren().add(label(face.subtitle(), "subtitle"));
    }
    Region art = art(def, face);
    VBox.setVgrow(art, Priority.ALWAYS);
    box.getChildren().add(art);
    FlowPane foot = new FlowPane(2, 1);
    for (CardColor c : sorted(face)) {
      foot.getChildren().add(chip(c));
    }
    for (ColorPower cp : def.playRequirement()) {
      foot.getChildren().add(requirement(RequirementPart.of(cp.color(), cp.power()), "play-req"));
    }
    if (size != CardSize.MINI) {
      for (KeywordValue k : face.keywords()) {
        foot.getChildren().add(explained(label(k.toString(), "keyword-tag"), KeywordReminders.of(k)));
      }
    }
    if (def.type() == CardType.TROUBLEMAKER) {
      foot.getChildren().add(label(def.points() + " pt", "points"));
    }
    if (def.type() == CardType.MANE_CHARACTER) {
      foot.getChildren().add(explained(label("HL " + face.homeLimit(), "home-limit"),
          KeywordReminders.homeLimit(face.homeLimit())));
      if (boosted) {
        foot.getChildren().add(label("Boosted", "boosted"));
      }
    }
    box.getChildren().add(foot);
    return box;
  }

  private static Node full(CardDef def, Face face, boolean boosted) {
    VBox box = new VBox(5);
    box.getStyleClass().add("full");
    box.setPadding(new Insets(8));
    HBox header = new HBox(6);
    header.setAlignment(Pos.TOP_LEFT);
    if (def.hasCost()) {
      Label cost = label(Integer.toString(def.cost()), "cost");
      cost.setMinWidth(Region.USE_PREF_SIZE);
      header.getChildren().add(cost);
    }
    VBox names = new VBox(0);
    Label name = label(def.title(), "card-title");
    name.setMinHeight(Region.USE_PREF_SIZE);
    TitleFit.install(name, def.title(), titleSize(CardSize.LARGE));
    names.getChildren().add(name);
    if (!face.subtitle().isEmpty()) {
      names.getChildren().add(label(face.subtitle(), "subtitle"));
    }
    HBox.setHgrow(names, Priority.ALWAYS);
    header.getChildren().add(names);
    if (showsPower(def)) {
      Node power = powerBadge(face);
      header.getChildren().add(power);
    }
    box.getChildren().add(header);

    if (!face.colors().isEmpty()) {
      HBox colors = new HBox(4);
      for (CardColor c : sorted(face)) {
        HBox one = new HBox(2, chip(c), label(c.element(), "element"));
        one.setAlignment(Pos.CENTER_LEFT);
        colors.getChildren().add(one);
      }
      box.getChildren().add(colors);
    }
    Region art = art(def, face);
    // The art gives way first, so a long text still fits the card.
    art.setMinHeight(24);
    VBox.setVgrow(art, Priority.ALWAYS);
    box.getChildren().add(art);

    String type = def.type().display();
    if (!face.traits().isEmpty()) {
      type += " \u00b7 " + String.join(", ", face.traits());
    }
    box.getChildren().add(label(type, "type-line"));
    if (!def.playRequirement().isEmpty()) {
      HBox req = new HBox(3, label("Play requirement", "field-name"));
      req.setAlignment(Pos.CENTER_LEFT);
      for (ColorPower cp : def.playRequirement()) {
        req.getChildren().add(requirement(RequirementPart.of(cp.color(), cp.power()), "play-req"));
      }
      box.getChildren().add(req);
    }
    // The large card is what a player reads on hover, so each keyword carries its reminder.
    for (KeywordValue k : face.keywords()) {
      Text keyword = new Text(k + "  ");
      keyword.getStyleClass().add("keyword-name");
      Text reminder = new Text(KeywordReminders.of(k));
      reminder.getStyleClass().add("keyword-reminder");
      TextFlow line = new TextFlow(keyword, reminder);
      line.getStyleClass().add("keyword-line");
      line.setMinHeight(Region.USE_PREF_SIZE);
      box.getChildren().add(line);
    }
    String rules = text(def, face);
    if (!rules.isBlank()) {
      Label text = label(rules, "card-text");
      text.setWrapText(true);
      text.setMinHeight(Region.USE_PREF_SIZE);
      box.getChildren().add(text);
    }
    List<String> foot = new ArrayList<>();
    if (def.type() == CardType.MANE_CHARACTER) {
      foot.add("Home limit " + face.homeLimit());
      foot.add(boosted ? "Boosted side" : "Start side");
    }
    if (def.type() == CardType.TROUBLEMAKER) {
      foot.add(Words.count(def.points(), "point"));
    }
    String printed = (def.set() + " " + def.number() + " " + def.rarity()).trim();
    if (!printed.isEmpty()) {
      foot.add(printed);
    }
    if (!foot.isEmpty()) {
      box.getChildren().add(label(String.join("  \u00b7  ", foot), "footer"));
    }
    return box;
  }

  /** The title's font size at each card size, as the stylesheet's {@code .card-title} rules. */
  static double titleSize(CardSize size) {
    return switch (size) {
      case MINI -> 7.5;
      case SMALL -> 10;
      case HAND -> 11;
      case LARGE -> 18;
    };
  }

  /**
   * Small cards fit long titles ("Clementine Haywick") in their few lines by stepping the font
   * down; {@link TitleFit} then keeps every word whole at the width the card gives.
   */
  static double compactTitleSize(String title, CardSize size) {
    double base = titleSize(size);
    // Room for about this many characters per line at the base size.
    double perLine = 8.5;
    double byLength = title.length() > perLine * 2 ? base * perLine * 2 / title.length() : base;
    return Math.max(base * 0.72, byLength);
  }

  /**
   * The face's text box: the designer's own text where the card file has one, otherwise the words
   * made from its ability data (issue 11), so an imported card says what the engine does.
   */
  public static String text(CardDef def, Face face) {
    if (!face.text().isBlank()) {
      return face.text();
    }
    return String.join("\n", org.ponytable.engine.rules.AbilityWords.of(def, face));
  }

  private static boolean showsPower(CardDef def) {
    return def.type().isCharacter() || def.type() == CardType.TROUBLEMAKER;
  }

  private static Node powerBadge(Face face) {
    Label p = label(Integer.toString(face.power()), "power");
    p.setMinWidth(Region.USE_PREF_SIZE);
    return p;
  }

  private static Region art(CardDef def, Face face) {
    Image img = CardArt.find(def);
    Region art;
    if (img != null && !img.isError()) {
      art = new ArtPane(img);
      art.getStyleClass().addAll("art", "has-art");
    } else {
      // No art (or a file that is missing or broken): a soft wash in the card's colors keeps the
      // frame clean and tells colors apart.
      Label glyph = label(glyph(def.type()), "art-glyph");
      glyph.setMinSize(0, 0);
      StackPane wash = new StackPane(glyph);
      wash.setStyle("-fx-background-color: " + gradient(face, "-wash") + ";");
      // The glyph never draws outside the wash when the art gives way to text.
      javafx.scene.shape.Rectangle clip = new javafx.scene.shape.Rectangle();
      clip.widthProperty().bind(wash.widthProperty());
      clip.heightProperty().bind(wash.heightProperty());
      wash.setClip(clip);
      wash.getStyleClass().addAll("art", "no-art");
      art = wash;
    }
    art.setMinHeight(0);
    return art;
  }

  /** A faint sign of the card type in place of art. */
  private static String glyph(CardType type) {
    return switch (type) {
      case MANE_CHARACTER -> "\u2605";
      case FRIEND -> "\u2665";
      case RESOURCE -> "\u25c6";
      case EVENT -> "\u2726";
      case TROUBLEMAKER -> "\u26a1";
      case PROBLEM -> "?";
    };
  }

  /**
   * Marks a Problem's confront requirement chips met or unmet, part by part, for the set facing
   * the top or the bottom player (the table's Problem status).
   */
  public void markRequirements(boolean top, List<Boolean> met) {
    Node set = lookup(top ? ".req-top" : ".req-bottom");
    if (!(set instanceof javafx.scene.Parent parent)) {
      return;
    }
    int i = 0;
    for (Node n : parent.getChildrenUnmodifiable()) {
      if (n.getStyleClass().contains("confront-req") && i < met.size()) {
        n.getStyleClass().add(met.get(i++) ? "met" : "unmet");
      }
    }
  }

  private static Node requirementSet(List<RequirementPart> parts, String who, CardSize size) {
    HBox row = new HBox(3);
    row.setAlignment(Pos.CENTER);
    if (who != null && !who.isEmpty()) {
      Label l = label(who, "req-owner");
      l.setMinWidth(Region.USE_PREF_SIZE);
      row.getChildren().add(l);
    }
    for (RequirementPart part : parts) {
      row.getChildren().add(requirement(part, "confront-req"));
    }
    return row;
  }

  /** A requirement part as a chip: "3 Y" in yellow, "2 not Y" outlined, "4 any" grey. */
  static Label requirement(RequirementPart part, String styleClass) {
    Label l = switch (part.kind()) {
      case COLOR -> label(part.power() + " " + part.color().letter(), "req", "color-" + part.color().jsonName());
      case NOT_COLOR -> label(part.power() + " not " + part.color().letter(), "req", "req-not",
          "color-" + part.color().jsonName());
      case ANY -> label(part.power() + " any", "req", "req-any");
    };
    l.getStyleClass().add(styleClass);
    l.setMinWidth(Region.USE_PREF_SIZE);
    return l;
  }

  /** A color as a filled dot with its letter: readable without telling hues apart. */
  public static Label chip(CardColor c) {
    Label l = label(Character.toString(c.letter()), "chip", "color-" + c.jsonName());
    l.setMinWidth(Region.USE_PREF_SIZE);
    return l;
  }

  private static Node counters(Map<String, Integer> counters) {
    HBox row = new HBox(2);
    row.setAlignment(Pos.BOTTOM_RIGHT);
    row.setPickOnBounds(false);
    // +1 power counters read as the power they add (rulings.md); other counters by count and name.
    counters.forEach((k, v) -> row.getChildren().add(label(
        k.equals(org.ponytable.engine.state.InPlay.POWER_COUNTER) ? "+" + v + " power" : v + " " + k, "counter")));
    StackPane.setAlignment(row, Pos.BOTTOM_RIGHT);
    return row;
  }

  private static Node backPattern(CardSize size) {
    StackPane p = new StackPane(label("\u2605", "back-emblem"));
    p.getStyleClass().add("back-pattern");
    return p;
  }

  private static String frameStyle(Face face) {
    return "-fx-border-color: " + gradient(face, "") + ";";
  }

  /** A CSS paint of the face's colors, from the stylesheet's looked-up colors. */
  private static String gradient(Face face, String suffix) {
    List<CardColor> colors = sorted(face);
    if (colors.isEmpty()) {
      return "-pt-colorless" + suffix;
    }
    if (colors.size() == 1) {
      return "-pt-" + colors.get(0).jsonName() + suffix;
    }
    StringBuilder sb = new StringBuilder("linear-gradient(to right");
    for (CardColor c : colors) {
      sb.append(", -pt-").append(c.jsonName()).append(suffix);
    }
    return sb.append(")").toString();
  }

  private static List<CardColor> sorted(Face face) {
    List<CardColor> l = new ArrayList<>(face.colors());
    l.sort(null);
    return l;
  }

  /** A label whose meaning shows on hover. */
  private static Label explained(Label l, String meaning) {
    Tooltip.install(l, new Tooltip(meaning));
    return l;
  }

  static Label label(String text, String... styles) {
    Label l = new Label(text);
    l.getStyleClass().addAll(styles);
    return l;
  }

  private static Region grow() {
    Region r = new Region();
    HBox.setHgrow(r, Priority.ALWAYS);
    VBox.setVgrow(r, Priority.ALWAYS);
    return r;
  }
}
