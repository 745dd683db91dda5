package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link KnownNames} masks thousands of names in work linear in the text. The work is measured by
 * counting the characters the masker reads from its input, not by a clock, so the test gives the
 * same answer on an idle laptop and on a loaded build machine. Scanning once per name (the old way)
 * reads the text once per name, so doubling the names doubles the reads; one pass does not.
 */
class KnownNamesTest {
  /** A text that reads like the warnings of a large tree: every one of the first {@code hosts} workers named twice. */
  static String tree(int hosts) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < hosts; i++) {
      b.append("worker-").append(i).append("/plog/plog-").append(i).append("_1.log: skipped on worker-").append(hosts - 1 - i)
          .append(".cluster.local (a long explanation of the reason, as warnings of real trees carry)\n");
    }
    return b.toString();
  }

  static List<String> names(int n) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add("worker-" + i);
    }
    return out;
  }

  /** Wraps a text and counts every character read through it. */
  static final class Counted implements CharSequence {
    private final String s;
    long reads;

    Counted(String s) {
      this.s = s;
    }

    @Override
    public int length() {
      return s.length();
    }

    @Override
    public char charAt(int i) {
      reads++;
      return s.charAt(i);
    }

    @Override
    public CharSequence subSequence(int from, int to) {
      reads += to - from;
      return s.subSequence(from, to);
    }

    @Override
    public String toString() {
      reads += s.length();
      return s;
    }
  }

  static long reads(String text, List<String> names) {
    Counted c = new Counted(text);
    new KnownNames(names).mask(c, "<host>");
    return c.reads;
  }

  @Test
  void fourThousandNamesAreAllMasked() {
    String text = tree(4_000);
    String masked = new KnownNames(names(4_000)).mask(text, "<host>");
    assertFalse(masked.matches("(?s).*worker-\\d.*"), "every name masked");
    assertTrue(masked.contains("<host>/plog/plog-") && masked.contains("skipped on <host>.cluster.local"), "the rest stays");
  }

  @Test
  void theWorkDoesNotGrowWithTheNumberOfNames() {
    String text = tree(1_000);
    // the same text; the extra names are not in it, so a single pass reads what it read before
    long few = reads(text, names(2_000));
    long many = reads(text, names(4_000));
    assertTrue(many < few * 3 / 2, "reads with 2,000 names " + few + ", with 4,000 names " + many);
  }

  @Test
  void theWorkGrowsLinearlyWithTheText() {
    List<String> names = names(4_000);
    long small = reads(tree(1_000), names);
    long large = reads(tree(2_000), names);
    assertTrue(large < small * 5 / 2, "reads of 1,000 lines " + small + ", of 2,000 lines " + large);
    assertTrue(small > tree(1_000).length(), "every character is looked at: " + small);
  }

  @Test
  void aNameIsFoundOnlyAsAWholeRunOrBeforeADot() {
    KnownNames k = new KnownNames(List.of("node-7"));
    assertEquals("<h>/plog <h>.log <h>.cluster.local node-77 anode-7", k.mask("node-7/plog node-7.log node-7.cluster.local node-77 anode-7", "<h>"));
  }
}
