package org.ponytable.engine.rules;

import java.util.List;
import java.util.Set;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.InPlay;

/**
 * Pre-priority processing (511): the checks made each time a player is about to get priority.
 * One call performs one wave and reports whether anything happened; the caller repeats until a
 * wave is quiet (511.6). Triggered effects (511.5) join here with the ability language.
 */
final class PrePriority {
  private PrePriority() {}

  /**
   * Whether {@link #run} would do nothing: the play zone has no card of a sort it acts on, or only
   * attachments already found to fit their hosts on this zone ({@link PlayIndex#preQuiet}).
   */
  static boolean quiet(GameState s) {
    PlayIndex index = PlayIndex.of(s);
    int acts = index.preChecks(s) & PlayIndex.ACTS;
    return acts == 0 || acts == PlayIndex.ATTACHED && index.preQuiet == PlayIndex.QUIET;
  }

  /**
   * Whether a quiet check of {@code s}'s attachments holds for every state with its zone and cards:
   * {@link PlayIndex#QUIET} when each host description reads only those, {@link PlayIndex#NOT_KEPT}
   * when one reads more, 0 (ask again) when a type change ("also a Friend") may be what fits now.
   */
  private static byte kept(GameState s) {
    if (PlayIndex.of(s).printsGrants()) {
      return PlayIndex.NOT_KEPT; // a given trait depends on the grant's condition (rulings.md)
    }
    boolean typeChanged = false;
    List<InPlay> play = s.play();
    for (int i = 0; i < play.size(); i++) {
      InPlay c = play.get(i);
      Filter d = c.host() >= 0 ? Abilities.hostDescription(s, c) : null;
      if (d != null && !zoneOnly(d)) {
        return PlayIndex.NOT_KEPT;
      }
      typeChanged |= d != null && s.type(c.host()) != s.def(c.host()).type();
    }
    // A host of its printed type fits by it, which no later modifier takes away; one that is "also
    // a Friend" now may fit only while that lasts.
    return typeChanged ? 0 : PlayIndex.QUIET;
  }

  /**
   * Whether {@code f} reads only the card matched as it is in the zone (controller, printed type,
   * printed traits, status, counters, title, printed numbers, owner, token, home or Problem): with
   * those parts left out it is {@link Filter#ANY}. Every part is named, so a new one must be sorted.
   */
  private static boolean zoneOnly(Filter f) {
    Filter.Place where = f.where() == Filter.Place.HOME || f.where() == Filter.Place.PROBLEM
        ? Filter.Place.ANYWHERE : f.where();
    Filter rest = new Filter(false, Who.ANYONE, Set.of(), f.colors(), null, where, f.maxPower(), false,
        Filter.Status.ANY, null, null, f.involved(), f.host(), false, f.notColor(), f.minPower(), f.chosen(),
        f.attachedTo(), -1, -1, -1, f.powerVsThis(), f.otherThan(), f.withAttached(), f.withoutAttached(),
        f.powerVsCost(), f.powerVsChosen(), f.costVsThis(), null, null, null, null, f.sameNameAsChosen(),
        f.powerVsPrinted(), null, f.onlyChosenColor(), f.powerRank());
    return rest.equals(Filter.ANY);
  }

  static boolean run(Tx tx) {
    // Each check looks at cards of one sort, which the play zone's index knows it has or not.
    PlayIndex index = PlayIndex.of(tx.s);
    int some = index.preChecks(tx.s);
    boolean happened = false;
    boolean loose = (some & PlayIndex.LOOSE_ATTACHMENT) != 0;
    // A zone whose attachments all fit hosts by what the zone alone decides was checked once.
    if ((some & PlayIndex.ATTACHED) != 0 && !loose && index.preQuiet == PlayIndex.QUIET) {
      some &= ~PlayIndex.ATTACHED;
    }
    if ((some & (PlayIndex.ATTACHED | PlayIndex.LOOSE_ATTACHMENT)) != 0) {
      GameState before = tx.s;
      List<InPlay> zone = before.play();
      for (int i = 0; i < zone.size(); i++) { // by index: no iterator on a path taken at every window
        InPlay c = zone.get(i);
        if (c.host() < 0) {
          // 511.2: an attachment attached to nothing has no host that fits its description.
          if (loose && MainPhase.attachmentHost(tx.s.def(c.id())) != null) {
            tx.dismiss(c.id(), "it is attached to nothing");
            happened = true;
          }
          continue;
        }
        InPlay host = tx.s.inPlay(c.host());
        // 511.2-511.3: an attachment without a host, on a host its description doesn't allow, or
        // on a face-down host, is dismissed.
        if (host == null || host.faceDown() || !Abilities.fitsHost(tx.s, c, host.id())) {
          tx.dismiss(c.id(), host == null ? "it has no host" : host.faceDown() ? "its host is face down"
              : "its host no longer fits its description");
          happened = true;
        }
      }
      if (!happened && !loose && index.preQuiet == 0) {
        index.preQuiet = kept(before);
      }
    }
    // Dismissing changed the zone: its index is asked again.
    if ((PlayIndex.of(tx.s).preChecks(tx.s) & PlayIndex.FRIGHTENED) != 0) {
      List<InPlay> zone = tx.s.play();
      for (int i = 0; i < zone.size(); i++) {
        InPlay c = zone.get(i);
        // 511.4: only Friends stay frightened.
        if (c.frightened() && tx.s.type(c.id()) != CardType.FRIEND) {
          tx.unfrighten(c.id());
          happened = true;
        }
      }
    }
    if ((PlayIndex.of(tx.s).preChecks(tx.s) & PlayIndex.AWAY) != 0) {
      List<InPlay> zone = tx.s.play();
      for (int i = 0; i < zone.size(); i++) {
        InPlay c = zone.get(i);
        Area a = c.area();
        // 511.4 (second): characters in someone else's home go to their controller's home.
        if (a.home() && a.owner() != c.controller() && tx.s.isCharacter(c)) {
          tx.sendHome(c.id(), false);
          happened = true;
        }
      }
    }
    return happened;
  }
}
