package org.ponytable.engine.card;

import org.ponytable.engine.terms.CardColor;
import java.util.Objects;

/**
 * One part of a Problem's confront requirement (209, 611.3): power of one color, power of any
 * color but one (611.3c), or power of any color, the wild part (611.3d).
 */
public record RequirementPart(Kind kind, CardColor color, int power) {
  public enum Kind {
    COLOR,
    NOT_COLOR,
    ANY
  }

  public RequirementPart {
    Objects.requireNonNull(kind);
    if ((kind == Kind.ANY) != (color == null)) {
      throw new IllegalArgumentException("a " + kind + " part " + (kind == Kind.ANY ? "has no" : "needs a") + " color");
    }
  }

  public static RequirementPart of(CardColor color, int power) {
    return new RequirementPart(Kind.COLOR, color, power);
  }

  public static RequirementPart notColor(CardColor color, int power) {
    return new RequirementPart(Kind.NOT_COLOR, color, power);
  }

  public static RequirementPart any(int power) {
    return new RequirementPart(Kind.ANY, null, power);
  }

  @Override
  public String toString() {
    return switch (kind) {
      case COLOR -> power + " " + color.jsonName();
      case NOT_COLOR -> power + " non-" + color.jsonName();
      case ANY -> power + " any";
    };
  }
}
