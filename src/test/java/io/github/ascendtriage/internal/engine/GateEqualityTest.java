package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The line gate's shortcuts (quiet lines skipped before they are scanned, from their bytes or
 * their text; recognisers run on the other lines only where the gate finds a trigger) change no
 * answer: generated streams, read as a file is read, give the same features, occurrences (line
 * numbers included), events, facts, codes, warnings and line counts with the built-in case base's
 * extractor as with that extractor without the shortcuts ({@link
 * FeatureExtractor#withoutShortcuts}). The streams are drawn per seed, as bench/MixTreeGenerator
 * draws its trees: templates of words taken from the corpus and the field reports (so the
 * literals, codes, names and numbers of real logs turn up in any order and case), plog headers at
 * every level and no header, four mixes (quiet, realistic, half WARNING, every line a fact-like
 * line), and the lines no reader may drop: NUL, invalid UTF-8, CRLF, terminal colours, lines
 * longer than the scan's cut.
 */
class GateEqualityTest {
  private static final String[] LEVELS = {"INFO", "DEBUG", "TRACE", "WARNING", "ERROR", "EVENT"};
  private static final String[] MODULES = {"HCCL", "RUNTIME", "HCCP", "ASCENDCL", "GE", "APP", "TDT"};

  @Test
  void gatedAnswersAreUngatedAnswers() throws IOException {
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    FeatureExtractor gated = FeatureExtractor.forCaseBase(base);
    InputReader withGate = new InputReader(gated, 1);
    InputReader without = new InputReader(gated.withoutShortcuts(), 1);
    List<String> words = words();
    assertTrue(words.size() > 2_000, "words: " + words.size());
    // fixed seeds, so a failure is the same on every machine; -Dgate.seed=N tries others
    long seed0 = Long.getLong("gate.seed", 38_000L);
    int checked = 0;
    for (int run = 0; run < 8; run++) {
      long seed = seed0 + run;
      String mix = List.of("quiet", "realistic", "warning", "facts").get(run % 4);
      byte[] stream = stream(new Random(seed), mix, words, 6_000);
      Reading a = without.stream(new ByteArrayInputStream(stream), "gen.log");
      Reading b = withGate.stream(new ByteArrayInputStream(stream), "gen.log");
      String where = "seed " + seed + " (" + mix + ")";
      assertEquals(a.lines(), b.lines(), where);
      assertEquals(a.warnings(), b.warnings(), where);
      assertSame(a.features(), b.features(), where);
      checked += a.features().keys().size();
    }
    assertTrue(checked > 100, "features compared: " + checked);
  }

  private static void assertSame(FeatureSet x, FeatureSet y, String where) {
    assertEquals(x.keys(), y.keys(), where);
    for (String key : x.keys()) {
      assertEquals(x.occurrence(key).toString(), y.occurrence(key).toString(), where + ": " + key);
    }
    assertEquals(x.events().toString(), y.events().toString(), where);
    assertEquals(x.sources().toString(), y.sources().toString(), where);
    assertEquals(x.codes().toString(), y.codes().toString(), where);
  }

  /** One stream of {@code n} lines of a mix, its templates and weights drawn from {@code r}. */
  static byte[] stream(Random r, String mix, List<String> words, int n) {
    List<String> templates = new ArrayList<>();
    for (int t = 30 + r.nextInt(70); t > 0; t--) {
      StringBuilder b = new StringBuilder();
      for (int k = 2 + r.nextInt(12); k > 0; k--) {
        b.append(k == 0 ? "" : List.of(" ", " ", " ", ", ", ":", "=", "[", "] ", "(", ") ", "  ", "\t").get(r.nextInt(12)));
        b.append(r.nextInt(6) == 0 ? "%v" : words.get(r.nextInt(words.size())));
      }
      templates.add(b.toString());
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int pid = 1000 + r.nextInt(90000);
    for (int i = 0; i < n; i++) {
      String body = fill(r, templates.get(r.nextInt(templates.size())), words);
      if (mix.equals("facts") || r.nextInt(20) == 0) {
        body = words.get(r.nextInt(words.size())) + " " + body + " " + words.get(r.nextInt(words.size()));
      }
      String level = switch (mix) {
        case "quiet" -> LEVELS[r.nextInt(3)];
        case "warning" -> r.nextBoolean() ? "WARNING" : LEVELS[r.nextInt(3)];
        default -> r.nextInt(20) == 0 ? LEVELS[3 + r.nextInt(3)] : LEVELS[r.nextInt(3)];
      };
      String line = switch (r.nextInt(12)) {
        case 0 -> body; // no header: console text
        case 1 -> "[rank" + r.nextInt(8) + "]:" + body;
        default -> "[" + level + "] " + MODULES[r.nextInt(MODULES.length)] + "(" + pid + ",python3):2025-07-23-03:"
            + String.format("%02d:%02d.%03d.%03d", r.nextInt(60), r.nextInt(60), r.nextInt(1000), r.nextInt(1000))
            + (r.nextBoolean() ? " " : "") + "[" + words.get(r.nextInt(words.size())).replaceAll("[\\[\\]]", "") + ".cc:"
            + r.nextInt(999) + "]" + (r.nextBoolean() ? " " + (pid + 1) + " " : "tid:" + (pid + 2) + ",") + body;
      };
      byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
      switch (r.nextInt(200)) {
        case 0 -> bytes = withByte(r, bytes, (byte) 0);
        case 1 -> bytes = withByte(r, bytes, (byte) 0xC3); // a lone lead byte: invalid UTF-8
        case 2 -> bytes = withByte(r, bytes, (byte) 0x1B); // ESC: a terminal's colour code starts
        case 3 -> bytes = (line + " " + body.repeat(17_000 / Math.max(1, body.length()) + 1)).getBytes(StandardCharsets.UTF_8);
        case 4 -> bytes = line.toUpperCase(java.util.Locale.ROOT).getBytes(StandardCharsets.UTF_8);
        default -> { }
      }
      out.writeBytes(bytes);
      out.writeBytes(r.nextInt(50) == 0 ? new byte[] {'\r', '\n'} : new byte[] {'\n'});
    }
    return out.toByteArray();
  }

  private static byte[] withByte(Random r, byte[] b, byte x) {
    byte[] c = java.util.Arrays.copyOf(b, b.length + 1);
    int at = r.nextInt(b.length + 1);
    System.arraycopy(b, at, c, at + 1, b.length - at);
    c[at] = x;
    return c;
  }

  /** A template with its values drawn: numbers, hex, dotted quads, versions, words. */
  private static String fill(Random r, String template, List<String> words) {
    StringBuilder b = new StringBuilder();
    int from = 0;
    for (int at = template.indexOf("%v"); at >= 0; at = template.indexOf("%v", from)) {
      b.append(template, from, at);
      b.append(switch (r.nextInt(6)) {
        case 0 -> Integer.toString(r.nextInt(100_000));
        case 1 -> "0x" + Long.toHexString(r.nextLong() >>> r.nextInt(64));
        case 2 -> r.nextInt(256) + "." + r.nextInt(256) + "." + r.nextInt(256) + "." + r.nextInt(256);
        case 3 -> r.nextInt(30) + "." + r.nextInt(10) + "." + r.nextInt(10);
        case 4 -> "-" + r.nextInt(10_000);
        default -> words.get(r.nextInt(words.size()));
      });
      from = at + 2;
    }
    return b.append(template.substring(from)).toString();
  }

  /** The words of the corpus's and the field reports' logs (split at white space), in file order. */
  static List<String> words() throws IOException {
    Set<String> out = new LinkedHashSet<>();
    for (Path p : TestPaths.logFiles(false)) {
      for (String w : new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\\s+")) {
        if (!w.isEmpty() && w.length() < 80) {
          out.add(w);
        }
      }
    }
    return new ArrayList<>(out);
  }
}
