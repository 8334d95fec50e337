package org.ponytable.ui.session;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.rules.Abilities;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.LegalActions;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;

/**
 * One player's stops: the priority windows where the table asks them although they need not act,
 * as in rules-heavy clients (Forge's phase stops, MTGO's yields). Stops only ever skip priority
 * (510): every other decision the rules give is asked, the turn player's own Main Phase always
 * waits for them, and a window where passing is all one can do is passed whatever the stops say
 * ({@link GameSession}).
 *
 * @param yourTurn windows of 601.2 (outside faceoffs) to stop at in the player's own turn
 * @param theirTurn the same in the other player's turn
 * @param faceoffs stop at every window inside a faceoff (514), in either turn
 * @param reactions stop wherever a Reaction of theirs may be used (512.4): the chance goes when the
 *     window closes (512.4c-d)
 */
public record Stops(Set<Stage> yourTurn, Set<Stage> theirTurn, boolean faceoffs, boolean reactions) {
  /** Every window a stop can be set at, in the order of a turn (601.2). */
  public static final List<Stage> WINDOWS = Arrays.stream(Stage.values()).filter(Stage::window).toList();

  /**
   * Stop only where acting matters: before challenging and before confronting in your own turn, in
   * faceoffs, and where a Reaction may be used. The Faceoff Step's own windows are not stops, so a
   * turn with no faceoff never stops there.
   */
  public static final Stops DEFAULT = new Stops(EnumSet.of(Stage.CHALLENGE_STEP_START, Stage.SCORE_PHASE_START),
      EnumSet.noneOf(Stage.class), true, true);

  public Stops {
    yourTurn = Set.copyOf(yourTurn);
    theirTurn = Set.copyOf(theirTurn);
    for (Stage s : union(yourTurn, theirTurn)) {
      if (!s.window()) {
        throw new IllegalArgumentException(s + " is not a priority window");
      }
    }
  }

  private static Set<Stage> union(Set<Stage> a, Set<Stage> b) {
    EnumSet<Stage> all = EnumSet.noneOf(Stage.class);
    all.addAll(a);
    all.addAll(b);
    return all;
  }

  /** These stops with the window {@code stage} of one player's turn on or off. */
  public Stops with(Stage stage, boolean theirs, boolean on) {
    EnumSet<Stage> set = EnumSet.noneOf(Stage.class);
    set.addAll(theirs ? theirTurn : yourTurn);
    if (on) {
      set.add(stage);
    } else {
      set.remove(stage);
    }
    return theirs ? new Stops(yourTurn, set, faceoffs, reactions) : new Stops(set, theirTurn, faceoffs, reactions);
  }

  public Stops withFaceoffs(boolean on) {
    return new Stops(yourTurn, theirTurn, on, reactions);
  }

  public Stops withReactions(boolean on) {
    return new Stops(yourTurn, theirTurn, faceoffs, on);
  }

  /**
   * Whether {@code player}, holding priority in {@code s} with something to do besides passing,
   * wants to be asked there.
   */
  public boolean stopsAt(GameState s, int player) {
    return stopsAt(Engine.legal(s), player);
  }

  /** {@link #stopsAt(GameState, int)} with the state's legal actions already listed. */
  public boolean stopsAt(LegalActions legal, int player) {
    GameState s = legal.state();
    if (s.faceoff() != null) {
      return faceoffs;
    }
    if (reactions && canReact(s, legal.list())) {
      return true;
    }
    return (s.turnPlayer() == player ? yourTurn : theirTurn).contains(s.stage());
  }

  /** 512.4: whether the player holding priority may use a Reaction now (the engine lists it). */
  static boolean canReact(GameState s, List<Action> legal) {
    for (Action a : legal) {
      if (a instanceof Action.PlayCard play) {
        CardDef def = s.def(play.card());
        if (def.type() == CardType.EVENT && def.event() != null && def.event().timing() == Timing.REACTION) {
          return true;
        }
      } else if (a instanceof Action.Activate act) {
        InPlay c = s.inPlay(act.card());
        List<Ability> abilities = c == null ? List.of() : Abilities.of(s, c);
        if (act.ability() < abilities.size() && abilities.get(act.ability()) instanceof Ability.Activated x
            && x.timing() == Timing.REACTION) {
          return true;
        }
      }
    }
    return false;
  }

  /** A window's name in the settings file: {@code challenge-step-start}. */
  public static String key(Stage s) {
    return s.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The window a settings-file name stands for, or null. */
  public static Stage window(String key) {
    for (Stage s : WINDOWS) {
      if (key(s).equals(key)) {
        return s;
      }
    }
    return null;
  }
}
