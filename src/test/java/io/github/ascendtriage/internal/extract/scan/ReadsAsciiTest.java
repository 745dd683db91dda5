package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * A plog line the scanner reads from its bytes ({@link LineScanner#readsAscii}: the gate's one
 * pass over its message, then skipped or scanned without being decoded and gated again) tells the
 * collector what the decoded path ({@link LineScanner#skips}, then {@link LineScanner#scan}) tells
 * it: the same features with the same lines, events, facts and codes. Streams of lines at every
 * plog level, with a message of random words, with each trigger, quiet literal, phrase and marker
 * of the built-in case base (any case, glued to the word before or not), with dotted quads and
 * near-misses, and with the messages of the corpus's and field reports' log lines, read in one
 * order by both paths (so multi-line state and terminal wraps are compared too).
 */
class ReadsAsciiTest {
  @Test
  void linesReadFromTheirBytesTellWhatTheDecodedLinesTell() throws IOException {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    Set<String> literals = new LinkedHashSet<>();
    for (Recognizer r : ex.recognizers()) {
      LoudBytePathTest.addAll(literals, r.triggers());
      LoudBytePathTest.addAll(literals, r.quietLiterals());
      if (r instanceof PhraseRecognizer p) {
        literals.addAll(p.phrases());
      }
    }
    List<String> messages = LoudBytePathTest.corpusMessages();
    long seed = Long.getLong("gate.seed", 38_800L);
    Random r = new Random(seed);
    List<String> lines = new ArrayList<>();
    for (String level : PlogHeaderChars.LEVELS) {
      for (String lit : literals) {
        lines.add(LoudBytePathTest.header(r, level) + LoudBytePathTest.filler(r) + LoudBytePathTest.glue(r)
            + LoudBytePathTest.cased(r, lit) + LoudBytePathTest.glue(r) + LoudBytePathTest.filler(r));
        if (r.nextInt(4) == 0) {
          lines.add(LoudBytePathTest.header(r, level) + LoudBytePathTest.filler(r) + " " + quad(r) + " "
              + LoudBytePathTest.filler(r));
        }
      }
      for (int i = 0; i < 2_000; i++) {
        lines.add(LoudBytePathTest.header(r, level) + messages.get(r.nextInt(messages.size())));
      }
    }
    Collections.shuffle(lines, r);
    Map<String, int[]> scannedOfTaken = new TreeMap<>(); // by level: lines scanned from bytes, lines taken
    FeatureSet bytes = read(ex, lines, true, scannedOfTaken);
    FeatureSet decoded = read(ex, lines, false, null);
    String where = "seed " + seed;
    Set<String> onlyOne = new java.util.TreeSet<>(decoded.keys());
    onlyOne.addAll(bytes.keys());
    onlyOne.removeIf(k -> decoded.keys().contains(k) && bytes.keys().contains(k));
    assertEquals(Set.of(), onlyOne, where + ": features found by one path only");
    assertEquals(decoded.keys(), bytes.keys(), where + ": features in another order");
    for (String key : decoded.keys()) {
      assertEquals(decoded.occurrence(key).toString(), bytes.occurrence(key).toString(), where + ": " + key);
    }
    assertEquals(decoded.events().toString(), bytes.events().toString(), where);
    assertEquals(decoded.sources().toString(), bytes.sources().toString(), where);
    assertEquals(decoded.codes().toString(), bytes.codes().toString(), where);
    // the path is in play at every level whose header is no evidence, and takes no other line
    for (String level : List.of("WARNING", "WARN", "EVENT", "INFO", "DEBUG", "TRACE")) {
      assertTrue(scannedOfTaken.get(level)[0] > 200, level + ": scanned, taken " + java.util.Arrays.toString(scannedOfTaken.get(level)));
    }
    for (String level : List.of("ERROR", "CRITICAL")) {
      assertEquals(0, scannedOfTaken.getOrDefault(level, new int[2])[0], level + " lines scanned from their bytes");
    }
  }

  /** An IPv4 address, a version-like run of dotted numbers or a quad with an octet over 255. */
  static String quad(Random r) {
    int parts = r.nextInt(5) == 0 ? 5 : 4;
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < parts; i++) {
      s.append(i == 0 ? "" : ".").append(r.nextInt(8) == 0 ? 256 + r.nextInt(700) : r.nextInt(256));
    }
    return s.toString();
  }

  /** The lines read as a file is read: offered as bytes first ({@code bytes}) or only decoded. */
  static FeatureSet read(FeatureExtractor ex, List<String> lines, boolean bytes, Map<String, int[]> counts) {
    FeatureCollector f = new FeatureCollector();
    LineScanner sc = ex.newScanner("gen.log");
    int[] begun = new int[1];
    LineScanner.LineStart start = (text, no) -> {
      begun[0]++;
      f.beginLine("gen.log", no, text);
      return f;
    };
    long no = 0;
    for (String line : lines) {
      no++;
      byte[] b = line.getBytes(StandardCharsets.UTF_8);
      if (bytes && ascii(b)) {
        int before = begun[0];
        if (sc.readsAscii(b, 0, b.length, no, start)) {
          String level = line.substring(1, line.indexOf(']'));
          int[] c = counts.computeIfAbsent(level, l -> new int[2]);
          c[0] += begun[0] - before;
          c[1]++;
          continue;
        }
      }
      if (!sc.skips(line)) {
        f.beginLine("gen.log", no, line);
        sc.scan(line, no, f);
      }
    }
    sc.end(f);
    return f.finish();
  }

  private static boolean ascii(byte[] b) {
    for (byte x : b) {
      if (x < 0 || x == 0x1B || x == '\n' || x == '\r') {
        return false;
      }
    }
    return true;
  }
}
