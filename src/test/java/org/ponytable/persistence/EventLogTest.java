package org.ponytable.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.event.EventSamples;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.event.Mentions;
import org.ponytable.engine.state.Area;

/** The command line's log and the JSON log name cards and players the same way in every event. */
class EventLogTest {
  @Test
  @DisplayName("Every card in the text log is #id(...), every player p1/p2, whatever the field is called")
  void everyCardAndPlayerNamedAlike() {
    for (Class<? extends GameEvent> type : EventSamples.types()) {
      GameEvent e = EventSamples.of(type, 7, 1, 3);
      String line = GameJson.eventLine(e, id -> "#" + id + "(scout)");
      assertThat(line).as(type.getSimpleName()).startsWith(type.getSimpleName());
      for (Mentions.Part p : Mentions.parts(type)) {
        String want = switch (p.role()) {
          case CARD -> p.list() ? "[#7(scout)]" : "#7(scout)";
          case PLAYER -> "p2";
          case PLAIN -> "3";
          case OTHER -> null;
        };
        if (want != null) {
          assertThat(line).as(type.getSimpleName()).containsPattern("\\b" + p.name() + "=" + java.util.regex.Pattern
              .quote(want) + "( |$)");
        }
      }
    }
  }

  @Test
  @DisplayName("Fixed: an ability's source and controller read like the rest (was 'source=2 controller=0')")
  void sourceAndControllerNamed() {
    assertThat(GameJson.eventLine(new GameEvent.AbilityTriggered(2, 0), id -> "#" + id + "(f)"))
        .isEqualTo("AbilityTriggered source=#2(f) controller=p1");
    assertThat(GameJson.eventLine(new GameEvent.SentHome(2, Area.problem(1), Area.home(0)), id -> "#" + id + "(s)"))
        .isEqualTo("SentHome card=#2(s) from=problem:p2 to=home:p1");
    assertThat(GameJson.eventLine(new GameEvent.FaceoffStarted(org.ponytable.engine.state.FaceoffKind.PROBLEM,
        List.of(4, 5), -1, 1))).as("a Problem faceoff has no Troublemaker; nothing is hidden")
        .isEqualTo("FaceoffStarted kind=PROBLEM problems=[#4, #5] troublemaker=none challenger=p2");
    assertThat(GameJson.eventLine(new GameEvent.Dismissed(3, "lost the faceoff")))
        .isEqualTo("Dismissed card=#3 why=\"lost the faceoff\"");
  }

  @Test
  @DisplayName("The JSON log writes players as p1/p2 and cards as ids, in every event")
  void jsonNamesPlayersAndCards() {
    for (Class<? extends GameEvent> type : EventSamples.types()) {
      JsonNode o = GameJson.event(EventSamples.of(type, 7, 0, 3));
      assertThat(o.get("type").asText()).isEqualTo(type.getSimpleName());
      for (Mentions.Part p : Mentions.parts(type)) {
        JsonNode v = o.get(p.name());
        switch (p.role()) {
          case CARD -> assertThat(p.list() ? v.get(0).intValue() : v.intValue()).as(p.name()).isEqualTo(7);
          case PLAYER -> assertThat(v.asText()).as(type.getSimpleName() + "." + p.name()).isEqualTo("p1");
          case PLAIN -> assertThat(v.intValue()).isEqualTo(3);
          case OTHER -> assertThat(v).isNotNull();
        }
      }
    }
  }
}
