package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The worker prefix's pre-check never turns away a line its pattern matches. */
class ConsolePrefixTest {
  @Test
  void theWorkerPreCheckPassesEveryLineThePatternMatches() {
    Random r = new Random(38);
    String alphabet = "wokrendhst-_.$:aZ0 9\u4E2D";
    int matched = 0;
    for (int n = 0; n < 200_000; n++) {
      StringBuilder b = new StringBuilder(r.nextBoolean() ? "" : new String[] {"worker", "node", "host"}[r.nextInt(3)]);
      for (int k = r.nextInt(50); k > 0; k--) {
        b.append(alphabet.charAt(r.nextInt(alphabet.length())));
      }
      String s = b.toString();
      if (ConsolePrefix.WORKER_PREFIX.matcher(s).lookingAt()) {
        matched++;
        assertTrue(ConsolePrefix.mayBeWorker(s), s);
      }
    }
    assertTrue(matched > 1_000, "lines matched: " + matched);
    assertTrue(ConsolePrefix.mayBeWorker("a".repeat(40) + "$: x"));
    assertFalse(ConsolePrefix.mayBeWorker("a".repeat(41) + "$: x"));
    assertFalse(ConsolePrefix.mayBeWorker("loss send 72780 91589 device step"));
  }
}
