package org.ponytable.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;

/**
 * One entry of the hostile-input corpus (issue 8): a bad file, what the user must be told, and how
 * the program loads it. The corpus is every {@code *HostileTest} in this package; each area of the
 * program keeps its own cases there and its data under {@code src/test/resources/hostile/}.
 *
 * <p>A case fails when loading crashes (any unexpected exception), hangs, is accepted silently
 * (no message), says something other than {@code expected}, or shows library internals.
 */
public record HostileCase(String name, String expected, Load load) {

  /** Loads the input the way the program does and returns what the user is told; "" if accepted. */
  @FunctionalInterface
  public interface Load {
    String message() throws Exception;
  }

  /** Words that only a programmer could act on; none may reach a user. */
  static final List<String> INTERNALS = List.of(
      "com.fasterxml", "Exception", "REDACTED", "StreamReadFeature", "StreamReadConstraints",
      "java.", "\tat ", "Input length =");

  public DynamicTest test() {
    return DynamicTest.dynamicTest(name, () -> {
      String message = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
        try {
          return load.message();
        } catch (Exception | Error e) {
          return fail(name + " crashed instead of giving a clear error", e);
        }
      });
      assertThat(message).as(name + " was accepted silently").isNotBlank();
      assertThat(message).as(name + ": the message").containsIgnoringCase(expected);
      for (String internal : INTERNALS) {
        assertThat(message).as(name + ": library internals in the message").doesNotContain(internal);
      }
    });
  }
}
