package io.github.ascendtriage.internal.extract.automaton;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rows {@link AsciiRows} makes by copying a failure target's row hold, entry by entry, what the
 * definition of the automaton says: from a state on a char, the longest suffix of its prefix plus
 * that char that is in the trie, complemented when some pattern ends in it; a state entered on a
 * space stays on a space (folded). The definition is worked out here from the prefixes' strings.
 */
class AsciiRowsTest {

  @Test
  void everyEntryIsTheDefinitionsTarget() {
    Random r = new Random(20261205);
    for (int round = 0; round < 40; round++) {
      String alphabet = round % 2 == 0 ? "ab " : "abc d\u4E2D";
      Set<String> pats = new LinkedHashSet<>();
      for (int k = 2 + r.nextInt(30); k > 0; k--) {
        StringBuilder b = new StringBuilder();
        for (int i = 1 + r.nextInt(6); i > 0; i--) {
          b.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        pats.add(b.toString());
      }
      String[] patterns = pats.toArray(new String[0]);
      PhraseTrie t = PhraseTrie.build(patterns);
      boolean folded = round % 4 < 2;
      int denseRows = round % 3 == 0 ? Math.max(1, t.size / 2) : t.size; // also rows for some states only
      check(patterns, t, folded, denseRows);
    }
  }

  private static void check(String[] patterns, PhraseTrie t, boolean folded, int denseRows) {
    int n = t.size;
    String[] prefix = new String[n];
    Map<String, Integer> state = new HashMap<>();
    prefix[0] = "";
    state.put("", 0);
    for (int s = 1; s < n; s++) {
      prefix[s] = prefix[t.parent[s]] + t.label[s];
      state.put(prefix[s], s);
    }
    int[] rootNext = new int[Character.MAX_VALUE + 1];
    for (int g = t.firstChild[0]; g < t.firstChild[1]; g++) {
      rootNext[t.label[g]] = g;
    }
    int[] fail = AsciiRows.failureLinks(t, rootNext);
    for (int s = 1; s < n; s++) {
      assertEquals(longestSuffixState(prefix[s].substring(1), state), fail[s], "failure link of '" + prefix[s] + "'");
    }
    byte[] asciiClass = new byte[128];
    int classes = 1;
    for (String p : patterns) {
      for (char c : p.toCharArray()) {
        if (c < 128 && asciiClass[c] == 0) {
          asciiClass[c] = (byte) classes++;
        }
      }
    }
    int[] outLink = AsciiRows.outLinks(t.own, fail);
    int[] firstOut = AsciiRows.firstOuts(t.own, outLink);
    int[] rows = AsciiRows.rows(t, fail, firstOut, asciiClass, classes, denseRows, folded);
    int[] want = new int[denseRows * classes];
    for (int s = 0; s < denseRows; s++) {
      for (char c = 0; c < 128; c++) {
        int col = asciiClass[c];
        if (col == 0 && c != 0) {
          continue; // column 0 stands for every char no pattern uses: char 0 is one
        }
        int target = folded && c == ' ' && s != 0 && t.label[s] == ' ' ? s : longestSuffixState(prefix[s] + c, state);
        boolean loop = target == s && folded && c == ' ' && s != 0 && t.label[s] == ' ';
        int code = target < denseRows ? target * classes : denseRows * classes + target - denseRows;
        want[s * classes + col] = !loop && endsOne(prefix[target], patterns) ? ~code : code;
      }
    }
    assertArrayEquals(want, rows, "rows of " + String.join("|", patterns) + (folded ? " (folded)" : ""));
  }

  /** The state of the longest suffix of {@code text} that is a prefix in the trie. */
  private static int longestSuffixState(String text, Map<String, Integer> state) {
    for (int i = 0; i <= text.length(); i++) {
      Integer s = state.get(text.substring(i));
      if (s != null) {
        return s;
      }
    }
    return 0;
  }

  /** Whether a pattern ends at the end of {@code text}. */
  private static boolean endsOne(String text, String[] patterns) {
    for (String p : patterns) {
      if (text.endsWith(p)) {
        return true;
      }
    }
    return false;
  }
}
