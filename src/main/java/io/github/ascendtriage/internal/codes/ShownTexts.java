package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.List;

/**
 * The launchers' texts ({@link LauncherVariables}) indexed by their first two characters, so that a line is read
 * once, whatever the number of texts: at each position whose two characters begin a text, only those texts are
 * compared there. A diagnosis asks this of every distinct evidence line of its features, one per distinct value
 * (port, identifier, setting...): on a tree whose every line carries a fact, a search per text and line was a
 * quarter of the main thread (docs/performance.md, run 2026-12-07-facts36). A text whose first two characters are not both ASCII is
 * searched for on its own. Immutable, so thread-safe.
 */
final class ShownTexts {
  private static final int ASCII = 128;

  private final String[] texts;
  /** The lowest index of a launcher that lists each text. */
  private final int[] owner;
  /** Whether each text begins with a letter or digit: then it counts only where none comes before it. */
  private final boolean[] word;
  /** The texts by their first two ASCII characters ({@code c0 * 128 + c1}), null where none begins so. */
  private final int[][] byPair = new int[ASCII * ASCII][];
  /** The texts that do not begin with two ASCII characters. */
  private final int[] other;

  /** {@code shows.get(k)}: the texts of the k-th launcher, none empty. */
  ShownTexts(List<List<String>> shows) {
    List<String> all = new ArrayList<>();
    List<Integer> owners = new ArrayList<>();
    for (int k = 0; k < shows.size(); k++) {
      for (String s : shows.get(k)) {
        all.add(s);
        owners.add(k);
      }
    }
    texts = all.toArray(new String[0]);
    owner = owners.stream().mapToInt(Integer::intValue).toArray();
    word = new boolean[texts.length];
    List<Integer> others = new ArrayList<>();
    for (int t = 0; t < texts.length; t++) {
      String s = texts[t];
      word[t] = Character.isLetterOrDigit(s.charAt(0));
      if (s.length() >= 2 && s.charAt(0) < ASCII && s.charAt(1) < ASCII) {
        int key = s.charAt(0) * ASCII + s.charAt(1);
        int[] was = byPair[key] == null ? new int[0] : byPair[key];
        int[] now = java.util.Arrays.copyOf(was, was.length + 1);
        now[was.length] = t;
        byPair[key] = now;
      } else {
        others.add(t);
      }
    }
    other = others.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The lowest index below {@code below} of a launcher one of whose texts {@code line} shows, else {@code below}. */
  int lowestShown(String line, int below) {
    int best = below;
    for (int t : other) {
      if (owner[t] < best && anywhere(line, t)) {
        best = owner[t];
      }
    }
    int last = line.length() - 1;
    for (int i = 0; i < last && best > 0; i++) {
      char a = line.charAt(i);
      char b = line.charAt(i + 1);
      if (a >= ASCII || b >= ASCII) {
        continue;
      }
      int[] here = byPair[a * ASCII + b];
      if (here == null) {
        continue;
      }
      for (int t : here) {
        if (owner[t] < best && line.startsWith(texts[t], i) && startOk(line, i, t)) {
          best = owner[t];
        }
      }
    }
    return best;
  }

  private boolean anywhere(String line, int t) {
    for (int i = line.indexOf(texts[t]); i >= 0; i = line.indexOf(texts[t], i + 1)) {
      if (startOk(line, i, t)) {
        return true;
      }
    }
    return false;
  }

  /** A text that begins with a letter or digit is a program's name there: not the tail of a longer word. */
  private boolean startOk(String line, int i, int t) {
    return !word[t] || i == 0 || !Character.isLetterOrDigit(line.charAt(i - 1));
  }
}
