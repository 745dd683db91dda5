package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * A plog line the scanner takes from its bytes, undecoded ({@link LineScanner#skipsAscii}), is one
 * on which the scan, decoded, finds nothing: no feature, event, fact or code. Lines are generated
 * at every plog level with a message of random words, without a literal and with each of them:
 * every recogniser's triggers and quiet literals and every case phrase and marker, in upper,
 * lower and mixed case, glued to the word before or not, and with the messages of the corpus's
 * and the field reports' log lines (real facts and faults). The built-in case base's extractor.
 */
class LoudBytePathTest {
  // words with few digits, as messages read (a letter and a digit after an e or w is a CANN code's trigger)
  private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz      abcdefghijklmnopqrstuvwxyz0123456789_.:=,()[]-/";

  @Test
  void linesTakenUndecodedYieldNothingDecoded() throws IOException {
    FeatureExtractor ex = FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
    Set<String> literals = new LinkedHashSet<>();
    for (Recognizer r : ex.recognizers()) {
      addAll(literals, r.triggers());
      addAll(literals, r.quietLiterals());
      if (r instanceof PhraseRecognizer p) {
        literals.addAll(p.phrases());
      }
    }
    assertTrue(literals.size() > 1_500, "literals: " + literals.size());
    List<String> messages = corpusMessages();
    assertTrue(messages.size() > 1_000, "corpus messages: " + messages.size());
    long seed = Long.getLong("gate.seed", 38_500L);
    Random r = new Random(seed);
    Map<String, int[]> takenOfTried = new TreeMap<>();
    for (String level : PlogHeaderChars.LEVELS) {
      int[] counts = takenOfTried.computeIfAbsent(level, l -> new int[2]);
      for (String lit : literals) {
        check(ex, header(r, level) + filler(r) + glue(r) + cased(r, lit) + glue(r) + filler(r), counts, seed);
        if (r.nextInt(4) == 0) {
          check(ex, header(r, level) + filler(r) + " " + filler(r), counts, seed);
        }
      }
      for (int i = 0; i < 1_000; i++) {
        check(ex, header(r, level) + messages.get(r.nextInt(messages.size())), counts, seed);
      }
    }
    // the path is in play at the quiet levels, and at none whose header is evidence. A WARNING, WARN or
    // EVENT line is taken only where the phrase automaton has a byte proof: the CLI's has none (too many
    // states for a row each), so none is taken (0 of about 7,700 tried: run 2026-12-05-proof19); what
    // is taken at any level is held to the decoded scan above
    for (String level : List.of("INFO", "DEBUG", "TRACE")) {
      assertTrue(takenOfTried.get(level)[0] > 200, level + ": taken, tried " + java.util.Arrays.toString(takenOfTried.get(level)));
    }
    assertEquals(0, takenOfTried.get("ERROR")[0] + takenOfTried.get("CRITICAL")[0], "ERROR and CRITICAL lines taken undecoded");
  }

  /** Offers {@code line} to a fresh scanner's byte path; when taken, scans it decoded and asserts nothing is found. */
  private static void check(FeatureExtractor ex, String line, int[] counts, long seed) {
    byte[] b = line.getBytes(StandardCharsets.UTF_8);
    for (byte x : b) {
      if (x < 0 || x == 0x1B || x == '\n' || x == '\r') {
        return; // the byte path is offered ASCII lines only
      }
    }
    counts[1]++;
    if (!ex.newScanner("gen.log").skipsAscii(b, 0, b.length)) {
      return;
    }
    counts[0]++;
    FeatureCollector f = new FeatureCollector();
    LineScanner decoded = ex.newScanner("gen.log");
    f.beginLine("gen.log", 1, line);
    decoded.scan(line, 1, f);
    decoded.end(f);
    FeatureSet found = f.finish();
    String where = "seed " + seed + ", taken undecoded: " + line;
    assertEquals(Set.of(), found.keys(), where);
    assertEquals(List.of(), found.events(), where);
    assertEquals(Map.of(), found.sources(), where);
    assertEquals(List.of(), found.codes(), where);
  }

  static void addAll(Set<String> into, List<String> lits) {
    if (lits != null) {
      for (String l : lits) {
        into.add(l.startsWith(Recognizer.WORD_START) ? l.substring(Recognizer.WORD_START.length()) : l);
      }
    }
  }

  /** A plog header at {@code level}, with the variants of docs/log-formats.md 2.1 and 2.3 drawn. */
  static String header(Random r, String level) {
    String module = List.of("HCCL", "RUNTIME", "HCCP", "GE", "APP", "ASCENDCL", "TDT").get(r.nextInt(7));
    int pid = 1000 + r.nextInt(90_000);
    return "[" + level + "]" + (r.nextBoolean() ? " " : "") + module + "(" + pid + "," + (r.nextBoolean() ? " " : "")
        + "python3):2025-07-23-0" + r.nextInt(10) + String.format(Locale.ROOT, ":%02d:%02d.%03d.%03d", r.nextInt(60),
            r.nextInt(60), r.nextInt(1000), r.nextInt(1000))
        + (r.nextBoolean() ? " " : "") + "[op_" + r.nextInt(99) + ".cc:" + r.nextInt(999) + "]"
        + (r.nextBoolean() ? " " + (pid + 1) + " " : "[" + (pid + 2) + "] ");
  }

  /** Random words, long enough that the byte proof is possible. */
  static String filler(Random r) {
    StringBuilder s = new StringBuilder();
    for (int n = 20 + r.nextInt(40); s.length() < n; ) {
      s.append(LETTERS.charAt(r.nextInt(LETTERS.length())));
    }
    return s.toString();
  }

  static String glue(Random r) {
    return r.nextInt(3) == 0 ? "" : " ";
  }

  static String cased(Random r, String lit) {
    return switch (r.nextInt(3)) {
      case 0 -> lit.toUpperCase(Locale.ROOT);
      case 1 -> lit.toLowerCase(Locale.ROOT);
      default -> lit;
    };
  }

  /** The messages of the corpus's and field reports' log lines: after a plog header's thread id, else the whole line. */
  static List<String> corpusMessages() throws IOException {
    Set<String> out = new LinkedHashSet<>();
    PlogHeader h = new PlogHeader();
    for (Path p : TestPaths.logFiles(false)) {
      for (String l : new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\\R")) {
        if (l.length() > 20 && l.length() < 2_000) {
          out.add(h.locate(l) ? l.substring(h.bodyStart) : l);
        }
      }
    }
    return new ArrayList<>(out);
  }
}
