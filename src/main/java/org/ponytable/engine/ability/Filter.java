package org.ponytable.engine.ability;

import java.util.Set;
import org.ponytable.engine.card.CardColor;
import org.ponytable.engine.card.CardType;

/**
 * A description of cards in play ("a Friend you control", "each Troublemaker here"). Every part
 * left out matches everything. Face-down Troublemakers match only a filter that says face down
 * (505.2).
 *
 * @param self only the card with the ability ("this")
 * @param types any of these types; empty for any
 * @param color has this color, or null
 * @param trait has this trait, or null
 * @param maxPower power at most this, or -1
 * @param other not the card with the ability
 * @param counter has at least one counter of this name (519.1), or null
 * @param title has this Title (201.3; any Subtitle), or null
 */
public record Filter(
    boolean self,
    Who player,
    Set<CardType> types,
    CardColor color,
    String trait,
    Place where,
    int maxPower,
    boolean other,
    Status status,
    String counter,
    String title) {

  public static final Filter THIS =
      new Filter(true, Who.ANYONE, Set.of(), null, null, Place.ANYWHERE, -1, false, Status.ANY, null, null);
  public static final Filter ANY =
      new Filter(false, Who.ANYONE, Set.of(), null, null, Place.ANYWHERE, -1, false, Status.ANY, null, null);

  public Filter {
    player = player == null ? Who.ANYONE : player;
    types = Sets.ordered(types, CardType.class);
    where = where == null ? Place.ANYWHERE : where;
    status = status == null ? Status.ANY : status;
  }

  /** A filter of one player's cards of some types, for code-built cards and tests. */
  public static Filter of(Who player, CardType... types) {
    return new Filter(false, player, Set.of(types), null, null, Place.ANYWHERE, -1, false, Status.ANY, null, null);
  }

  public Filter at(Place p) {
    return new Filter(self, player, types, color, trait, p, maxPower, other, status, counter, title);
  }

  public Filter withColor(CardColor c) {
    return new Filter(self, player, types, c, trait, where, maxPower, other, status, counter, title);
  }

  public Filter withTrait(String t) {
    return new Filter(self, player, types, color, t, where, maxPower, other, status, counter, title);
  }

  public Filter withMaxPower(int n) {
    return new Filter(self, player, types, color, trait, where, n, other, status, counter, title);
  }

  public Filter others() {
    return new Filter(self, player, types, color, trait, where, maxPower, true, status, counter, title);
  }

  public Filter withPlayer(Who w) {
    return new Filter(self, w, types, color, trait, where, maxPower, other, status, counter, title);
  }

  public Filter withCounter(String name) {
    return new Filter(self, player, types, color, trait, where, maxPower, other, status, name, title);
  }

  public Filter withTitle(String t) {
    return new Filter(self, player, types, color, trait, where, maxPower, other, status, counter, t);
  }

  public Filter withStatus(Status s) {
    return new Filter(self, player, types, color, trait, where, maxPower, other, s, counter, title);
  }

  /** Where a matching card is. */
  public enum Place {
    ANYWHERE("anywhere"),
    /** 501.4: the area of the card with the ability. */
    HERE("here"),
    /** 501.5: the area the trigger names (where it happened); "here" if none. */
    THERE("there"),
    /** any home */
    HOME("home"),
    /** any Problem area */
    PROBLEM("problem");

    private final String jsonName;

    Place(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  public enum Status {
    ANY("any"),
    READY("ready"),
    EXHAUSTED("exhausted"),
    /** 504: frightened Friends are face down, yet a filter may name them. */
    FRIGHTENED("frightened"),
    /**
     * 505.2: face-down cards, frightened Friends and face-down Troublemakers alike; the only
     * filter that can name a face-down Troublemaker.
     */
    FACE_DOWN("faceDown");

    private final String jsonName;

    Status(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }
}
