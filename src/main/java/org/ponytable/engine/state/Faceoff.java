package org.ponytable.engine.state;

import java.util.List;

/**
 * A faceoff in progress (514). Involvement is not stored: it is checked continuously (514.2d)
 * from the kind, the Problems and the challenger, or from what the starting effect says.
 *
 * @param problems the Problem cards where it is resolved
 * @param troublemaker the challenged Troublemaker, or -1
 * @param challenger the player who started it
 * @param winner the winner once compared, -1 while undecided or when nobody won
 * @param bottomOrder flipped cards the player now ordering has placed so far; they all go to
 *     the bottom together once the order is complete, so the order stays unrevealed (402.3)
 * @param flips how many times the players have flipped at 514.3 / 514.4c so far
 * @param ignored flipped cards that are ignored (515.4): still flipped, no power
 * @param offered 1-power flipped cards already offered to Random (asked once each)
 * @param used "once per faceoff" keyword uses: Random and Pumped cards that have had theirs
 * @param chaos abilities of flipped cards waiting to take effect at once (Chaos), in order
 * @param byEffect what the effect that started it says (514.2c, 514.5d); null for faceoffs the
 *     rules start (608.4, 612)
 * @param totalModifiers modifiers of the players' power totals made by effects (514.4a); they
 *     end with the faceoff
 * @param flipChanges effects' changes to how many cards a player flips at the first flip (514.3a)
 * @param joined cards an effect made involved (514.2d: involved while in play, as the starting
 *     rule or effect says of its own cards)
 * @param removed cards an effect removed from the faceoff: never involved again in it
 */
public record Faceoff(
    FaceoffKind kind,
    List<Integer> problems,
    int troublemaker,
    int challenger,
    Stage stage,
    int winner,
    boolean decided,
    List<Integer> bottomOrder,
    int flips,
    List<Integer> ignored,
    List<Integer> offered,
    List<String> used,
    List<Waiting> chaos,
    FaceoffByEffect byEffect,
    List<PowerTotalModifier> totalModifiers,
    List<FlipCountChange> flipChanges,
    List<Integer> joined,
    List<Integer> removed) implements Pending {

  static final java.util.Set<DecisionKind> ASKS = java.util.EnumSet.of(DecisionKind.RANDOM,
      DecisionKind.PUMPED, DecisionKind.FLIP_ORDER, DecisionKind.SEND_HOME);

  @Override
  public int level() {
    return 0;
  }

  /** Its own decisions; its windows ask priority and trigger orders like the turn's windows. */
  @Override
  public java.util.Set<DecisionKind> asks() {
    return ASKS;
  }

  /** The faceoff's own script, run inside the stage that started it. */
  public enum Stage {
    START_WINDOW(true),
    FLIP(false),
    FLIP_WINDOW(true),
    COMPARE(false),
    RESULT(false),
    /** 514.6: "at the end of a faceoff" triggers trigger, then END_WINDOW opens. */
    ENDING(false),
    END_WINDOW(true),
    CLEANUP(false);

    private final boolean window;

    Stage(boolean window) {
      this.window = window;
    }

    public boolean window() {
      return window;
    }
  }

  public Faceoff {
    problems = List.copyOf(problems);
    bottomOrder = List.copyOf(bottomOrder);
    ignored = List.copyOf(ignored);
    offered = List.copyOf(offered);
    used = List.copyOf(used);
    chaos = List.copyOf(chaos);
    totalModifiers = List.copyOf(totalModifiers);
    flipChanges = List.copyOf(flipChanges);
    joined = List.copyOf(joined);
    removed = List.copyOf(removed);
  }

  /** A faceoff without flips, ignored cards or keyword uses yet. */
  public Faceoff(FaceoffKind kind, List<Integer> problems, int troublemaker, int challenger, Stage stage,
      int winner, boolean decided, List<Integer> bottomOrder) {
    this(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, 0, List.of(), List.of(),
        List.of(), List.of(), null, List.of(), List.of(), List.of(), List.of());
  }

  /** The key of a "once per faceoff" use of {@code keyword} by {@code card}. */
  public static String use(String keyword, int card) {
    return keyword + "#" + card;
  }

  public boolean usedBy(String keyword, int card) {
    return used.contains(use(keyword, card));
  }

  /**
   * A copy of this record's fields to change a few of before {@link Copy#build()}: the one place
   * besides the record that lists every field, so a new field is not retyped in every wither.
   */
  private Copy copy() {
    return new Copy(this);
  }

  private static final class Copy {
    private FaceoffKind kind;
    private List<Integer> problems;
    private int troublemaker;
    private int challenger;
    private Stage stage;
    private int winner;
    private boolean decided;
    private List<Integer> bottomOrder;
    private int flips;
    private List<Integer> ignored;
    private List<Integer> offered;
    private List<String> used;
    private List<Waiting> chaos;
    private FaceoffByEffect byEffect;
    private List<PowerTotalModifier> totalModifiers;
    private List<FlipCountChange> flipChanges;
    private List<Integer> joined;
    private List<Integer> removed;

    private Copy(Faceoff f) {
      kind = f.kind;
      problems = f.problems;
      troublemaker = f.troublemaker;
      challenger = f.challenger;
      stage = f.stage;
      winner = f.winner;
      decided = f.decided;
      bottomOrder = f.bottomOrder;
      flips = f.flips;
      ignored = f.ignored;
      offered = f.offered;
      used = f.used;
      chaos = f.chaos;
      byEffect = f.byEffect;
      totalModifiers = f.totalModifiers;
      flipChanges = f.flipChanges;
      joined = f.joined;
      removed = f.removed;
    }

    private Faceoff build() {
      return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, flips,
          ignored, offered, used, chaos, byEffect, totalModifiers, flipChanges, joined, removed);
    }
  }

  public Faceoff withStage(Stage s) {
    Copy c = copy();
    c.stage = s;
    return c.build();
  }

  public Faceoff withWinner(int w) {
    Copy c = copy();
    c.winner = w;
    c.decided = true;
    return c.build();
  }

  public Faceoff withBottomOrder(List<Integer> order) {
    Copy c = copy();
    c.bottomOrder = order;
    return c.build();
  }

  public Faceoff withFlips(int v) {
    Copy c = copy();
    c.flips = v;
    return c.build();
  }

  public Faceoff withIgnored(List<Integer> v) {
    Copy c = copy();
    c.ignored = v;
    return c.build();
  }

  public Faceoff withOffered(List<Integer> v) {
    Copy c = copy();
    c.offered = v;
    return c.build();
  }

  public Faceoff withUsed(List<String> v) {
    Copy c = copy();
    c.used = v;
    return c.build();
  }

  public Faceoff withChaos(List<Waiting> v) {
    Copy c = copy();
    c.chaos = v;
    return c.build();
  }

  public Faceoff withByEffect(FaceoffByEffect v) {
    Copy c = copy();
    c.byEffect = v;
    return c.build();
  }

  public Faceoff withTotalModifiers(List<PowerTotalModifier> v) {
    Copy c = copy();
    c.totalModifiers = v;
    return c.build();
  }

  public Faceoff withFlipChanges(List<FlipCountChange> v) {
    Copy c = copy();
    c.flipChanges = v;
    return c.build();
  }

  public Faceoff withJoined(List<Integer> v) {
    Copy c = copy();
    c.joined = v;
    return c.build();
  }

  public Faceoff withRemoved(List<Integer> v) {
    Copy c = copy();
    c.removed = v;
    return c.build();
  }

  /**
   * The record's own text form, with the newest fields only when in use, so states of
   * faceoffs the rules start keep their fingerprints (GameJson.full).
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("Faceoff[kind=").append(kind).append(", problems=").append(problems)
        .append(", troublemaker=").append(troublemaker).append(", challenger=").append(challenger)
        .append(", stage=").append(stage).append(", winner=").append(winner).append(", decided=").append(decided)
        .append(", bottomOrder=").append(bottomOrder).append(", flips=").append(flips).append(", ignored=")
        .append(ignored).append(", offered=").append(offered).append(", used=").append(used).append(", chaos=")
        .append(chaos);
    if (byEffect != null) {
      sb.append(", byEffect=").append(byEffect);
    }
    if (!totalModifiers.isEmpty()) {
      sb.append(", totalModifiers=").append(totalModifiers);
    }
    if (!flipChanges.isEmpty()) {
      sb.append(", flipChanges=").append(flipChanges);
    }
    if (!joined.isEmpty()) {
      sb.append(", joined=").append(joined);
    }
    if (!removed.isEmpty()) {
      sb.append(", removed=").append(removed);
    }
    return sb.append(']').toString();
  }
}
