package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.automaton.TriggerHits;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
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
 * The positional path of a loud line (run 2026-12-05-trig15): the walk over a WARNING line's bytes
 * finds the triggers, with their positions, and the case phrases that the char passes find ({@link
 * QuietGate#read}: the one automaton of triggers and phrases has states without a row, which the walk
 * follows as the char scan does; the quiet lines' automaton too), and those phrases are the ones the
 * phrase recogniser's own automaton finds, and the recognisers that parse at those positions report what they report
 * searching the whole decoded message. Random lines (seed from the clock, printed; {@code
 * -Dgate.seed=N} repeats one) made of every recogniser's triggers and case phrase, near misses of them (a char
 * dropped, glued to a word, case changed), dotted quads and version runs, and the messages of the
 * corpus's and field reports' log lines (real facts).
 */
class TriggerPositionsTest {
  @Test
  void theByteWalkFindsWhatTheCharPassFinds() throws IOException {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    QuietGate gate = QuietGate.of(ex.recognizers(), List.of());
    long seed = Long.getLong("gate.seed", System.nanoTime());
    System.out.println("TriggerPositionsTest seed " + seed);
    Random r = new Random(seed);
    List<String> pieces = pieces(ex);
    List<String> messages = LoudBytePathTest.corpusMessages();
    QuietGate.Hits want = new QuietGate.Hits();
    QuietGate.Hits got = new QuietGate.Hits();
    TriggerHits found = new TriggerHits();
    PhraseRecognizer phraseRecognizer = ex.recognizers().stream().filter(PhraseRecognizer.class::isInstance)
        .map(PhraseRecognizer.class::cast).findFirst().orElseThrow();
    int walked = 0; // lines whose triggers the walk found
    int phrased = 0; // lines whose case phrases the walk found
    for (int k = 0; k < 40_000; k++) {
      String body = k % 4 == 0 ? messages.get(r.nextInt(messages.size())) : message(r, pieces);
      byte[] b = body.getBytes(StandardCharsets.UTF_8);
      if (!ascii(b)) {
        continue;
      }
      char[] chars = body.toCharArray();
      String where = "seed " + seed + ": " + body;
      // the reference: the automata's char passes, as a decoded line is gated, loud and quiet
      long charPass = gate.loudRecognizers(chars, 0, chars.length, want);
      assertTrue(gate.read(b, 0, b.length, false, got, found), where);
      long walk = gate.look(false, got, found);
      walked += found.union() != 0 ? 1 : 0;
      phrased += got.isEmpty() ? 0 : 1;
      assertEquals(Long.toHexString(charPass), Long.toHexString(walk), where);
      assertEquals(want, got, where);
      List<String> own = new ArrayList<>(); // the gate's one automaton finds the phrases the recogniser's own finds
      phraseRecognizer.automaton().forEachMatchFolded(body, own::add);
      assertEquals(new java.util.TreeSet<>(own), new java.util.TreeSet<>(got), "the phrase recogniser's pass, " + where);
      long quietPass = gate.recognizers(chars, 0, chars.length, want);
      assertTrue(gate.read(b, 0, b.length, true, got, found), where);
      assertEquals(Long.toHexString(quietPass), Long.toHexString(gate.look(true, got, found)), "quiet, " + where);
      assertEquals(want, got, "quiet, " + where);
    }
    assertTrue(walked > 10_000, "seed " + seed + ": lines walked " + walked);
    assertTrue(phrased > 5_000, "seed " + seed + ": lines with a phrase " + phrased);
  }

  @Test
  void recognisersAtTheirTriggersTellWhatTheWholeMessageTells() throws IOException {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    long seed = Long.getLong("gate.seed", System.nanoTime());
    System.out.println("TriggerPositionsTest seed " + seed);
    Random r = new Random(seed);
    List<String> pieces = pieces(ex);
    List<String> messages = LoudBytePathTest.corpusMessages();
    List<String> lines = new ArrayList<>();
    for (int k = 0; k < 30_000; k++) {
      String level = k % 5 == 0 ? "EVENT" : "WARNING";
      lines.add(LoudBytePathTest.header(r, level)
          + (k % 4 == 0 ? messages.get(r.nextInt(messages.size())) : message(r, pieces)));
    }
    FeatureSet bytes = ReadsAsciiTest.read(ex, lines, true, new java.util.TreeMap<>());
    FeatureSet decoded = ReadsAsciiTest.read(ex, lines, false, null);
    String where = "seed " + seed;
    assertEquals(decoded.keys(), bytes.keys(), where);
    for (String key : decoded.keys()) {
      assertEquals(decoded.occurrence(key).toString(), bytes.occurrence(key).toString(), where + ": " + key);
    }
    assertEquals(decoded.events().toString(), bytes.events().toString(), where);
    assertEquals(decoded.codes().toString(), bytes.codes().toString(), where);
    assertTrue(decoded.keys().stream().filter(key -> key.startsWith("remote-ip:")).count() > 100,
        where + ": too few addresses: " + decoded.keys().size() + " keys");
  }

  /** Every recogniser's triggers and case phrase, and near misses of them: one char dropped, doubled, or changed. */
  private static List<String> pieces(FeatureExtractor ex) {
    Set<String> triggers = new LinkedHashSet<>();
    for (Recognizer rec : ex.recognizers()) {
      LoudBytePathTest.addAll(triggers, rec.triggers());
      if (rec instanceof PhraseRecognizer p) {
        triggers.addAll(p.phrases());
      }
    }
    List<String> out = new ArrayList<>(triggers);
    Random r = new Random(triggers.size());
    for (String t : triggers) {
      int i = r.nextInt(t.length());
      out.add(t.substring(0, i) + t.substring(i + 1));
      out.add(t.substring(0, i) + t.charAt(i) + t.substring(i));
      out.add(t.substring(0, i) + (char) ('a' + r.nextInt(26)) + t.substring(i + 1));
    }
    return out;
  }

  /** Random words with one to four pieces, quads or version runs among them. */
  private static String message(Random r, List<String> pieces) {
    StringBuilder s = new StringBuilder(LoudBytePathTest.filler(r));
    for (int n = 1 + r.nextInt(4); n > 0; n--) {
      s.append(LoudBytePathTest.glue(r));
      s.append(r.nextInt(3) == 0 ? ReadsAsciiTest.quad(r) : LoudBytePathTest.cased(r, pieces.get(r.nextInt(pieces.size()))));
      s.append(LoudBytePathTest.glue(r)).append(LoudBytePathTest.filler(r));
    }
    return s.toString();
  }

  private static boolean ascii(byte[] b) {
    for (byte x : b) {
      if (x < 0) {
        return false;
      }
    }
    return true;
  }
}
