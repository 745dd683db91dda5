package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link LineScanner#skipsAscii} gates a line whose bytes fail the quick proof and, when the line
 * is to be scanned, keeps the gate's answer for the {@link LineScanner#skips} of the decoded line
 * (a stream's {@code acceptQuiet}, then {@code accept}). The answer is taken only for those very
 * chars: a line of the same length with other text, given next, is gated afresh. Lines from a
 * seed: a WARNING or INFO line with an address (scanned) and one of the same length of letters
 * only (skipped).
 */
class SkipsAsciiAnswerTest {
  @Test
  void theKeptAnswerServesOnlyTheLineItWasMadeFor() {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    long seed = Long.getLong("gate.seed", 38_901L);
    Random r = new Random(seed);
    for (int i = 0; i < 200; i++) {
      String level = i % 2 == 0 ? "WARNING" : "INFO";
      String head = LoudBytePathTest.header(r, level);
      String address = "10." + r.nextInt(256) + "." + r.nextInt(256) + "." + (1 + r.nextInt(254));
      String loud = head + "connect to " + address + " port " + (1024 + r.nextInt(60_000)) + " pending";
      String plain = head + "q".repeat(loud.length() - head.length());
      String where = "seed " + seed + ": " + loud;
      LineScanner sc = ex.newScanner("gen.log");
      byte[] b = loud.getBytes(StandardCharsets.US_ASCII);
      assertFalse(sc.skipsAscii(b, 0, b.length), "an address line is left to be decoded, " + where);
      // another line of the same length comes instead: what a fresh scanner makes of it
      assertEquals(ex.newScanner("gen.log").skips(plain), sc.skips(plain), where);
      // and the line itself, given after its bytes, is scanned as a fresh scanner scans it
      LineScanner again = ex.newScanner("gen.log");
      assertFalse(again.skipsAscii(b, 0, b.length), where);
      assertEquals(decoded(ex.newScanner("gen.log"), loud), decoded(again, loud), where);
    }
  }

  /** What {@code sc} finds on {@code line} as a stream source scans it: skips, else the scan. */
  private static String decoded(LineScanner sc, String line) {
    FeatureCollector f = new FeatureCollector();
    if (!sc.skips(line)) {
      f.beginLine("gen.log", 1, line);
      sc.scan(line, 1, f);
    }
    sc.end(f);
    FeatureSet s = f.finish();
    return s.keys() + " " + s.events() + " " + s.codes() + " " + s.sources();
  }
}
