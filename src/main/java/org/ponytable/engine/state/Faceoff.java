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
    List<PowerTotalModifier> totalModifiers) implements Pending {

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
  }

  /** A faceoff without flips, ignored cards or keyword uses yet. */
  public Faceoff(FaceoffKind kind, List<Integer> problems, int troublemaker, int challenger, Stage stage,
      int winner, boolean decided, List<Integer> bottomOrder) {
    this(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, 0, List.of(), List.of(),
        List.of(), List.of(), null, List.of());
  }

  /** The key of a "once per faceoff" use of {@code keyword} by {@code card}. */
  public static String use(String keyword, int card) {
    return keyword + "#" + card;
  }

  public boolean usedBy(String keyword, int card) {
    return used.contains(use(keyword, card));
  }

  public Faceoff withStage(Stage s) {
    return new Faceoff(kind, problems, troublemaker, challenger, s, winner, decided, bottomOrder, flips, ignored, offered, used, chaos, byEffect, totalModifiers);
  }

  public Faceoff withWinner(int w) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, w, true, bottomOrder, flips, ignored, offered, used, chaos, byEffect, totalModifiers);
  }

  public Faceoff withBottomOrder(List<Integer> order) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, order, flips, ignored, offered, used, chaos, byEffect, totalModifiers);
  }

  public Faceoff withFlips(int v) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, v, ignored, offered, used, chaos, byEffect, totalModifiers);
  }

  public Faceoff withIgnored(List<Integer> v) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, flips, v, offered, used, chaos, byEffect, totalModifiers);
  }

  public Faceoff withOffered(List<Integer> v) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, flips, ignored, v, used, chaos, byEffect, totalModifiers);
  }

  public Faceoff withUsed(List<String> v) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, flips, ignored, offered, v, chaos, byEffect, totalModifiers);
  }

  public Faceoff withChaos(List<Waiting> v) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, flips, ignored, offered, used, v, byEffect, totalModifiers);
  }

  public Faceoff withByEffect(FaceoffByEffect v) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, flips, ignored, offered, used, chaos, v, totalModifiers);
  }

  public Faceoff withTotalModifiers(List<PowerTotalModifier> v) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, bottomOrder, flips, ignored, offered, used, chaos, byEffect, v);
  }

  /**
   * The record's own text form, with the two newest fields only when in use, so states of
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
    return sb.append(']').toString();
  }
}
