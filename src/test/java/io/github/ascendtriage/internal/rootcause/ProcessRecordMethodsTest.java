package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.ascendtriage.internal.extract.facts.Seat;
import io.github.ascendtriage.internal.input.ProcessKey;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link ProcessRecord}'s written-out {@code equals}, {@code hashCode} and {@code toString} behave as a
 * record's generated ones (the same hash, so hash maps keep their order and answers their bytes; the
 * same equality and text), and the class links no bootstrap for them at their first use.
 */
class ProcessRecordMethodsTest {
  /** The same components, with the methods the compiler makes. */
  private record Generated(ProcessKey key, Optional<String> rank, Optional<String> rankCount,
      Optional<String> logicalDevice, Optional<String> physicalDevice, Optional<String> deviceIp, Set<String> nicIps,
      Optional<String> serverIp, Map<String, String> groupRanks, Set<String> sources, List<Seat> seats) {}

  private static final String[] VALUES = {"", "0", "7", "15", "10.0.0.1", "设备 5", "a\nb"};

  private static Optional<String> some(Random r) {
    return r.nextInt(3) == 0 ? Optional.empty() : Optional.of(VALUES[r.nextInt(VALUES.length)]);
  }

  private static Set<String> set(Random r) {
    Set<String> s = new java.util.LinkedHashSet<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      s.add(VALUES[r.nextInt(VALUES.length)]);
    }
    return s;
  }

  private static Object[] components(Random r) {
    Map<String, String> groups = new java.util.LinkedHashMap<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      groups.put(VALUES[r.nextInt(VALUES.length)], VALUES[r.nextInt(VALUES.length)]);
    }
    List<Seat> seats = new ArrayList<>();
    for (int i = r.nextInt(3); i > 0; i--) {
      seats.add(new Seat(VALUES[r.nextInt(VALUES.length)], some(r), some(r), set(r)));
    }
    return new Object[] {new ProcessKey(VALUES[r.nextInt(VALUES.length)], VALUES[r.nextInt(VALUES.length)]), some(r),
        some(r), some(r), some(r), some(r), set(r), some(r), groups, set(r), seats};
  }

  @SuppressWarnings("unchecked")
  private static ProcessRecord record(Object[] c) {
    return new ProcessRecord((ProcessKey) c[0], (Optional<String>) c[1], (Optional<String>) c[2],
        (Optional<String>) c[3], (Optional<String>) c[4], (Optional<String>) c[5], (Set<String>) c[6],
        (Optional<String>) c[7], (Map<String, String>) c[8], (Set<String>) c[9], (List<Seat>) c[10]);
  }

  @SuppressWarnings("unchecked")
  private static Generated generated(Object[] c) {
    return new Generated((ProcessKey) c[0], (Optional<String>) c[1], (Optional<String>) c[2],
        (Optional<String>) c[3], (Optional<String>) c[4], (Optional<String>) c[5], (Set<String>) c[6],
        (Optional<String>) c[7], (Map<String, String>) c[8], (Set<String>) c[9], (List<Seat>) c[10]);
  }

  @Test
  void hashesAndComparesAsTheRecordWould() {
    Random random = new Random(20261207L);
    for (int i = 0; i < 2_000; i++) {
      Object[] c = components(random);
      ProcessRecord p = record(c);
      assertEquals(generated(c).hashCode(), p.hashCode(), p.toString());
      assertEquals(generated(c).toString().replaceFirst("^Generated", "ProcessRecord"), p.toString());
      assertEquals(p, record(c.clone()));
      assertNotEquals(p, generated(c));
      for (int k = 0; k < c.length; k++) { // one component changed: equal exactly when the generated ones are
        Object[] d = c.clone();
        d[k] = components(random)[k];
        assertEquals(generated(c).equals(generated(d)), p.equals(record(d)), "component " + k);
      }
    }
  }

  @Test
  void noBootstrapForTheRecordMethods() throws IOException {
    try (InputStream in = ProcessRecord.class.getResourceAsStream("ProcessRecord.class")) {
      String classFile = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
      assertFalse(classFile.contains("java/lang/runtime/ObjectMethods"),
          "one of ProcessRecord's equals, hashCode and toString is the record's generated one (an invokedynamic"
              + " linked at its first use)");
    }
  }
}
