package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/**
 * The line time: the forms a pipeline sees, and the char-by-char search for where a time begins
 * against the regex searching every position (the reference it must equal).
 */
class LineTimestampsTest {
  @Test
  void plogConsoleAndIsoForms() {
    assertEquals(Optional.of("2025-07-23T03:49:57.177194"),
        LineTimestamps.find("[ERROR] HCCL(1234,python3):2025-07-23-03:49:57.177.194 [hccl.cc:12]1234 failed"));
    assertEquals(Optional.of("2026-01-12T08:15:33.120"), LineTimestamps.find("[2026-01-12 08:15:33,120] torchrun: failed"));
    assertEquals(Optional.of("2026-11-29T10:22:33.123+08:00"), LineTimestamps.find("2026-11-29T10:22:33.123+0800 worker-1 up"));
    assertEquals(Optional.of("2026-11-29T10:22:33Z"), LineTimestamps.find("at 2026-11-29T10:22:33Z ok"));
    assertEquals(Optional.empty(), LineTimestamps.find("no time here: 12:30"));
    assertEquals(Optional.empty(), LineTimestamps.find("2026-13-29 10:22:33 month thirteen"));
  }

  @Test
  void aTimeDeepInTheMessageIsNotTheLinesTime() {
    String line = "x".repeat(LineTimestamps.SEARCH) + " 2026-11-29 10:22:33";
    assertEquals(Optional.empty(), LineTimestamps.find(line));
  }

  /** Near-miss shapes: digits running on, fractions that cannot end, a zone cut short, two times. */
  @Test
  void findsWhatTheRegexFindsFromTheStart() {
    String[] pieces = {"2025-07-23", "-", "T", " ", "03:49:57", ".177", ".194", ",5", "0", "1", "+08:00", "+0800",
        "-05", "Z", ":", "[", "]", "(", ")", "a", "12", "2025-07-2", "99:99:99", "2025-07-23-03:49:5"};
    Random r = new Random(7);
    for (int n = 0; n < 20_000; n++) {
      StringBuilder b = new StringBuilder();
      int parts = 1 + r.nextInt(9);
      for (int i = 0; i < parts; i++) {
        b.append(pieces[r.nextInt(pieces.length)]);
      }
      String s = b.toString();
      Matcher ref = LineTimestamps.TIME.matcher(s);
      Matcher fast = LineTimestamps.TIME.matcher(s);
      boolean want = ref.find();
      assertEquals(want, LineTimestamps.first(s, fast), s);
      if (want) {
        assertEquals(ref.start(), fast.start(), s);
        assertEquals(ref.group(), fast.group(), s);
      }
    }
  }
}
