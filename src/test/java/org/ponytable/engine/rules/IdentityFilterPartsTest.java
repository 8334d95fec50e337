package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.CardColor;

/** The filter parts {@code attachment} (509.1) and {@code onlyChosenColor} (203.1). */
class IdentityFilterPartsTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "k-lamp", "type": "resource", "title": "Lamp", "power": 1, "cost": 0},
           {"id": "k-hat", "type": "resource", "title": "Hat", "power": 1, "cost": 0, "abilities": [
             {"kind": "attachment", "host": {"type": "friend"}}]},
           {"id": "k-pink", "type": "friend", "title": "Pink", "power": 1, "cost": 0, "colors": ["pink"]},
           {"id": "k-pink-blue", "type": "friend", "title": "Pink Blue", "power": 1, "cost": 0, "colors": ["pink", "blue"]},
           {"id": "k-picker", "type": "friend", "title": "Picker", "power": 1, "cost": 0}]""",
          "identity-filters.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Filter read(String json) throws CardLoadException {
    return new CardLoader().loadString("""
        {"id": "k-reader", "type": "friend", "title": "Reader", "power": 1, "cost": 0, "abilities": [
          {"kind": "continuous", "affects": %s, "power": 1}]}""".formatted(json), "reader.json").get(0)
        .face().abilities().stream().map(a -> ((org.ponytable.engine.ability.Ability.Continuous) a).affects())
        .findFirst().orElseThrow();
  }

  @Test
  @DisplayName("509.1: 'a non-attachment Resource' leaves out Resources with a host description, in play and out of it")
  void attachmentOrNot() throws CardLoadException {
    Position p = AbilityTable.base(POOL);
    int friend = p.play(0, "k-pink", Area.home(0));
    int lamp = p.play(0, "k-lamp", Area.home(0));
    int hat = p.play(0, "k-hat", Area.home(0));
    p.update(hat, c -> c.withHost(friend));
    GameState s = p.build();
    Abilities.Ctx ctx = new Abilities.Ctx(friend, 0, -1, null);
    Filter notAttachment = read("{\"type\": \"resource\", \"attachment\": false}");
    Filter attachment = read("{\"type\": \"resource\", \"attachment\": true}");
    assertThat(Abilities.matches(s, notAttachment, lamp, ctx)).isTrue();
    assertThat(Abilities.matches(s, notAttachment, hat, ctx)).isFalse();
    assertThat(Abilities.matches(s, attachment, hat, ctx)).isTrue();
    assertThat(Abilities.printedFits(s, java.util.List.of(lamp, hat), notAttachment)).containsExactly(lamp);
  }

  @Test
  @DisplayName("203.1: 'characters that have only that color' match exactly the one color chosen for the ability's card")
  void onlyTheChosenColor() throws CardLoadException {
    Position p = AbilityTable.base(POOL);
    int picker = p.play(0, "k-picker", Area.home(0));
    int pink = p.play(1, "k-pink", Area.home(1));
    int both = p.play(1, "k-pink-blue", Area.home(1));
    Filter only = read("{\"type\": \"character\", \"onlyChosenColor\": true}");
    Abilities.Ctx ctx = new Abilities.Ctx(picker, 0, -1, null);
    assertThat(Abilities.matches(p.build(), only, pink, ctx)).as("nothing chosen yet").isFalse();
    p.update(picker, c -> c.withChosenColors(Set.of(CardColor.PINK)));
    GameState s = p.build();
    assertThat(Abilities.matches(s, only, pink, ctx)).isTrue();
    assertThat(Abilities.matches(s, only, both, ctx)).as("two colors").isFalse();
  }
}
