package io.github.ascendtriage.internal.fd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.load.ExampleChecker;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The anchored line-pattern matcher (internal/extract/LinePatternRecognizer) reports exactly what a
 * plain in-order substring check over every pattern reports.
 */
class LinePatternMatchingTest {

  private static TreeSet<String> viaExtractor(Map<String, List<String>> patterns, String line) {
    FeatureExtractor ex = new FeatureExtractor(List.of(), patterns, io.github.ascendtriage.TestKnowledge.K);
    FeatureSet f = ex.extractText(line);
    return new TreeSet<>(f.values(FeatureType.PATTERN));
  }

  /** The reference: every pattern checked in full, no prefilter. */
  private static TreeSet<String> naive(Map<String, List<String>> patterns, String line) {
    TreeSet<String> out = new TreeSet<>();
    for (Map.Entry<String, List<String>> e : patterns.entrySet()) {
      int from = 0;
      boolean all = true;
      boolean any = false;
      for (String p : e.getValue()) {
        int at = line.indexOf(p, from);
        if (at < 0) {
          all = false;
          break;
        }
        any |= !p.isEmpty();
        from = at + p.length();
      }
      if (all && any) {
        out.add(e.getKey());
      }
    }
    return out;
  }

  @Test
  void handPickedCases() {
    Map<String, List<String>> p = new LinkedHashMap<>();
    p.put("a#0", List.of("socket", "timeout"));
    p.put("b#0", List.of("timeout", "socket")); // same anchor length, other order
    p.put("c#0", List.of("x", "remote rank went away", "y")); // anchor in the middle
    p.put("d#0", List.of("ab", "ab")); // a substring that must occur twice
    p.put("e#0", List.of("", "网口闪断")); // an empty part and a Chinese anchor
    p.put("f#0", List.of("Timeout")); // case-sensitive
    List<String> lines =
        List.of(
            "get socket timeout after 120s",
            "timeout waiting for socket",
            "x: remote rank went away; y",
            "y remote rank went away x",
            "ab only once",
            "ab and ab",
            "NPU 网口闪断 30s",
            "no pattern here at all",
            "");
    for (String line : lines) {
      assertEquals(naive(p, line), viaExtractor(p, line), line);
    }
    assertEquals(new TreeSet<>(List.of("a#0", "f#0")), viaExtractor(p, "socket Timeout then timeout"));
  }

  @Test
  void randomPatternsAndLinesAgreeWithTheReference() {
    Random r = new Random(20261201L);
    String[] words = {"ra", "qp", "err", "socket", "time", "out", "link", "down", "hccl", "[Init]", "ret(16)", "端口", "超时", " "};
    Map<String, List<String>> p = new LinkedHashMap<>();
    for (int i = 0; i < 300; i++) {
      List<String> parts = new ArrayList<>();
      int n = 1 + r.nextInt(3);
      for (int k = 0; k < n; k++) {
        StringBuilder w = new StringBuilder();
        int m = 1 + r.nextInt(2);
        for (int j = 0; j < m; j++) {
          w.append(words[r.nextInt(words.length)]);
        }
        parts.add(w.toString());
      }
      p.put("p" + i + "#0", parts);
    }
    for (int i = 0; i < 400; i++) {
      StringBuilder line = new StringBuilder();
      int n = r.nextInt(12);
      for (int k = 0; k < n; k++) {
        line.append(words[r.nextInt(words.length)]);
      }
      String s = line.toString();
      assertEquals(naive(p, s), viaExtractor(p, s), s);
    }
  }
}
