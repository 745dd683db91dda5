package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The line time: the forms a pipeline sees, and the char-by-char search for where a time begins
 * against the regex searching every position (the reference it must equal).
 */
class LineTimestampsTest {
  /** The form, as the class comment states it: the reference the hand-written search must equal. */
  private static final Pattern TIME = Pattern.compile(
      "(\\d{4}-\\d{2}-\\d{2})[-T ](\\d{2}:\\d{2}:\\d{2})(?:[.,](\\d{1,9}))?(?:\\.(\\d{3}))?(Z|[+-]\\d{2}:?\\d{2})?(?!\\d)");

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

  /** The time as the regex's groups give it: date T time, fraction (micro part only with it), zone as +hh:mm. */
  private static Optional<String> reference(String line) {
    Matcher m = TIME.matcher(line.length() > LineTimestamps.SEARCH ? line.substring(0, LineTimestamps.SEARCH) : line);
    if (!m.find()) {
      return Optional.empty();
    }
    int month = Integer.parseInt(m.group(1).substring(5, 7));
    int day = Integer.parseInt(m.group(1).substring(8, 10));
    String[] t = m.group(2).split(":");
    if (month < 1 || month > 12 || day < 1 || day > 31 || Integer.parseInt(t[0]) > 23 || Integer.parseInt(t[1]) > 59
        || Integer.parseInt(t[2]) > 60) {
      return Optional.empty();
    }
    String out = m.group(1) + "T" + m.group(2);
    if (m.group(3) != null) {
      out += "." + m.group(3) + (m.group(4) == null ? "" : m.group(4));
    }
    String z = m.group(5);
    if (z != null) {
      out += z.length() == 5 ? z.substring(0, 3) + ":" + z.substring(3) : z;
    }
    return Optional.of(out);
  }

  @Test
  void onlyATimeWithinTheSearchedStartCounts() {
    String time = "2025-07-23 03:49:57 more-text-with-dashes";
    int last = LineTimestamps.SEARCH - 19; // the last place where the 19 chars of date and time fit
    assertEquals(Optional.of("2025-07-23T03:49:57"), LineTimestamps.find("-".repeat(last) + time));
    assertEquals(Optional.empty(), LineTimestamps.find("-".repeat(last + 1) + time));
    assertEquals(Optional.empty(), LineTimestamps.find("x".repeat(last + 1) + time));
  }

  /** Near-miss shapes: digits running on, fractions that cannot end, a zone cut short, two times. */
  @Test
  void findsWhatTheRegexFindsFromTheStart() {
    String[] pieces = {"2025-07-23", "-", "T", " ", "03:49:57", ".177", ".194", ",5", "0", "1", "+08:00", "+0800",
        "-05", "Z", ":", "[", "]", "(", ")", "a", "12", "2025-07-2", "99:99:99", "2025-07-23-03:49:5", "1234567890",
        ".1234567890", ".123", "+08:0", "+08", "2025-13-40 25:61:61"};
    Random r = new Random(7);
    for (int n = 0; n < 20_000; n++) {
      StringBuilder b = new StringBuilder();
      int parts = 1 + r.nextInt(9);
      for (int i = 0; i < parts; i++) {
        b.append(pieces[r.nextInt(pieces.length)]);
      }
      String s = b.toString();
      Matcher ref = TIME.matcher(s);
      LineTimestamps.Match got = LineTimestamps.first(s, s.length());
      boolean want = ref.find();
      assertEquals(want, got != null, s);
      if (want) {
        assertEquals(ref.start(), got.start(), s);
        assertEquals(ref.end(), got.end(), s);
        assertEquals(ref.end(3), got.fractionEnd(), "fraction of " + s);
        assertEquals(ref.end(4), got.microEnd(), "micro part of " + s);
        assertEquals(ref.end(5), got.zoneEnd(), "zone of " + s);
      }
      assertEquals(reference(s), LineTimestamps.find(s), s);
    }
  }

  /**
   * A plog line whose header's timestamp is known gives what the search gives: process names with
   * dashes, times of their own or long enough to push the header's time past the searched start;
   * header times out of range; digits, zones and fractions right after the header's time.
   */
  @Test
  void aKnownPlogTimeGivesWhatTheSearchGives() {
    String[] names = {"python3", "hccp-service.bin", "2026-01-02 03:04:05", "x".repeat(100), "a b", "-", "12", ""};
    String[] times = {"2025-07-23-03:49:57.177.194", "2025-13-23-03:49:57.177.194", "2025-07-23-24:49:57.177.194",
        "2025-07-00-03:49:60.000.000"};
    String[] after = {"", " [hccl.cc:12]1234 failed", "1", "Z", "+0800", "+08:00", "-05", ".123", "-", " 2026-01-02 03:04:05",
        "x".repeat(LineTimestamps.SEARCH)};
    Random r = new Random(11);
    int bytesAnswered = 0;
    for (int n = 0; n < 20_000; n++) {
      String head = "[INFO] HCCL(1234," + names[r.nextInt(names.length)] + names[r.nextInt(names.length)] + "):";
      String line = head + times[r.nextInt(times.length)] + after[r.nextInt(after.length)] + after[r.nextInt(after.length)];
      Optional<String> want = reference(line);
      assertEquals(want, LineTimestamps.find(line, head.length()), line);
      assertEquals(want, LineTimestamps.find(line, -1), line);
      // from the line's bytes (inside a larger buffer), or null: then the string is searched
      byte[] b = ("<<" + line + ">>").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
      Optional<String> fromBytes = LineTimestamps.findPlog(b, 2, b.length - 2, head.length());
      if (fromBytes != null) {
        assertEquals(want, fromBytes, line);
        bytesAnswered++;
      }
    }
    assertTrue(bytesAnswered > 2_000, "answered from the bytes: " + bytesAnswered);
  }
}
