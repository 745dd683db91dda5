package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.ascendtriage.internal.input.ProcessKey;
import org.junit.jupiter.api.Test;

/**
 * The records whose {@code equals} and {@code hashCode} are written out (to spare a start their
 * bootstrap) behave as the generated ones: same hash (so hash maps keep their order), same
 * equality. Compared with records of the same components that keep the generated methods.
 */
class RecordMethodsTest {
  private record GeneratedEvidence(String source, long line, String text) {}

  private record GeneratedKey(String host, String pid) {}

  private static final String[] TEXTS = {"", "-", "trace-50.log", "[ERROR] HCCL(1,python):x", "设备 5", "a\nb"};
  private static final long[] LINES = {0, 1, 45, -1, Long.MAX_VALUE, 1L << 40, 0xFFFFFFFFL};

  @Test
  void evidenceHashesAndComparesAsTheRecordWould() {
    for (String s : TEXTS) {
      for (long l : LINES) {
        for (String t : TEXTS) {
          Evidence e = new Evidence(s, l, t);
          assertEquals(new GeneratedEvidence(s, l, t).hashCode(), e.hashCode(), s + ":" + l + ":" + t);
          assertEquals(e, new Evidence(new String(s), l, new String(t)));
          assertNotEquals(e, new Evidence(s + "x", l, t));
          assertNotEquals(e, new Evidence(s, l + 1, t));
          assertNotEquals(e, new Evidence(s, l, t + "x"));
          assertNotEquals(e, new GeneratedEvidence(s, l, t));
        }
      }
    }
  }

  @Test
  void processKeyHashesAndComparesAsTheRecordWould() {
    for (String h : TEXTS) {
      for (String p : TEXTS) {
        ProcessKey k = new ProcessKey(h, p);
        assertEquals(new GeneratedKey(h, p).hashCode(), k.hashCode(), h + "/" + p);
        assertEquals(k, new ProcessKey(new String(h), new String(p)));
        assertNotEquals(k, new ProcessKey(h + "x", p));
        assertNotEquals(k, new ProcessKey(h, p + "x"));
        assertNotEquals(k, new GeneratedKey(h, p));
      }
    }
  }
}
