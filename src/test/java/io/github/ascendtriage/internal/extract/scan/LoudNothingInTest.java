package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.automaton.TriggerHits;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link QuietGate#loudNothingIn} (what {@code tag}'s byte path asks of a WARNING or EVENT line,
 * issue 38 run tag29) answers true exactly where {@link QuietGate#loudProofs} answers 0, on messages
 * without a literal and with each trigger and phrase of the chain glued into random words, at an
 * offset into a larger array. Two chains: a small one whose phrase automaton has a byte proof (both
 * answers occur), and the built-in case base's, whose phrase automaton has none.
 */
class LoudNothingInTest {
  @Test
  void smallChainAgreesWithTheProofs() {
    FeatureExtractor ex = new FeatureExtractor(
        List.of("npu", "allreduce", "device_id", "link down", "timeout"), List.of("device_id", "link down"),
        List.of(), io.github.ascendtriage.TestKnowledge.K, io.github.ascendtriage.internal.codes.CodeCatalogLoader.builtIn(),
        List.of());
    int[] taken = agree(ex, 38_291L);
    assertTrue(taken[0] > 200 && taken[1] - taken[0] > 200, "taken " + taken[0] + " of " + taken[1]);
  }

  @Test
  void builtInChainAgreesWithTheProofs() throws IOException {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    int[] taken = agree(ex, 38_292L);
    assertTrue(taken[1] > 5_000, "tried " + taken[1]);
  }

  /** Offers each generated message to both; returns {taken, tried}. */
  private static int[] agree(FeatureExtractor ex, long seed) {
    QuietGate gate = QuietGate.of(ex.recognizers(), List.of());
    Set<String> literals = new LinkedHashSet<>();
    for (Recognizer r : ex.recognizers()) {
      LoudBytePathTest.addAll(literals, r.triggers());
      if (r instanceof PhraseRecognizer p) {
        literals.addAll(p.phrases());
      }
    }
    Random r = new Random(seed);
    List<String> messages = new ArrayList<>();
    for (String lit : literals) {
      messages.add(LoudBytePathTest.filler(r) + LoudBytePathTest.glue(r) + LoudBytePathTest.cased(r, lit)
          + LoudBytePathTest.glue(r) + LoudBytePathTest.filler(r));
      messages.add(LoudBytePathTest.filler(r) + " " + LoudBytePathTest.filler(r));
    }
    TriggerHits a = new TriggerHits();
    TriggerHits b = new TriggerHits();
    int[] counts = new int[2];
    for (String m : messages) {
      if (!m.chars().allMatch(c -> c < 128)) {
        continue;
      }
      int pad = r.nextInt(5);
      byte[] bytes = (" ".repeat(pad) + m + "  ").getBytes(StandardCharsets.US_ASCII);
      int to = pad + m.length();
      boolean nothing = gate.loudNothingIn(bytes, pad, to, a);
      assertEquals(gate.loudProofs(bytes, pad, to, b) == 0, nothing, "seed " + seed + ": " + m);
      counts[1]++;
      if (nothing) {
        counts[0]++;
      }
    }
    return counts;
  }
}
