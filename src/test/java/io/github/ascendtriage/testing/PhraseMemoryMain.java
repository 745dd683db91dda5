package io.github.ascendtriage.testing;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Builds the phrase matcher over {@code args[0]} chars of generated phrases and finds one of them
 * in a line, for a test that runs it in a forked JVM with a small heap. Prints
 * {@code found=<true|false> phrases=<n>}.
 */
public final class PhraseMemoryMain {
  private PhraseMemoryMain() {}

  /** Phrases of lowercase words, about {@code chars} chars in all, the same for one seed. */
  public static List<String> phrases(long chars, long seed) {
    Random r = new Random(seed);
    List<String> out = new ArrayList<>();
    long total = 0;
    while (total < chars) {
      StringBuilder sb = new StringBuilder();
      int words = 2 + r.nextInt(6);
      for (int w = 0; w < words; w++) {
        if (w > 0) {
          sb.append(' ');
        }
        int len = 3 + r.nextInt(9);
        for (int i = 0; i < len; i++) {
          sb.append((char) ('a' + r.nextInt(26)));
        }
      }
      out.add(sb.toString());
      total += sb.length();
    }
    return out;
  }

  public static void main(String[] args) {
    List<String> phrases = phrases(Long.parseLong(args[0]), 17L);
    FeatureExtractor x = new FeatureExtractor(phrases, Map.of(), CaseBaseLoader.builtInKnowledge());
    String wanted = phrases.get(phrases.size() / 2);
    FeatureSet f = x.extractText("ERROR something: " + wanted.toUpperCase(java.util.Locale.ROOT) + " at the end");
    boolean found = f.values(io.github.ascendtriage.FeatureType.PHRASE).contains(wanted);
    System.out.println("found=" + found + " phrases=" + phrases.size());
  }
}
