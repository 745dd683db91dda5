package io.github.ascendtriage.internal.input;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The time a log line states, for pipelines ({@code @timestamp}): the plog header's
 * {@code 2026-11-29-10:22:33.123.456}, a console or Python logging prefix {@code 2026-11-29
 * 10:22:33,123}, or ISO 8601 {@code 2026-11-29T10:22:33.123+08:00}, near the start of the line.
 * Stateless and thread-safe.
 */
public final class LineTimestamps {
  /** Only the start of a line is searched: a time inside a message is no time of the line. */
  static final int SEARCH = 160;
  static final Pattern TIME = Pattern.compile(
      "(\\d{4}-\\d{2}-\\d{2})[-T ](\\d{2}:\\d{2}:\\d{2})(?:[.,](\\d{1,9}))?(?:\\.(\\d{3}))?(Z|[+-]\\d{2}:?\\d{2})?(?!\\d)");

  private LineTimestamps() {}

  /**
   * The ISO 8601 form of the first time near the start of {@code line}: date, {@code T}, time,
   * fraction (the plog's milli and micro parts joined) and the zone only when the line gives one.
   *
   * @param line the line; must not be null
   * @return the time, or empty when the line states none
   */
  public static Optional<String> find(String line) {
    String head = line.length() > SEARCH ? line.substring(0, SEARCH) : line;
    if (head.indexOf(':') < 0) {
      return Optional.empty();
    }
    Matcher m = TIME.matcher(head);
    if (!first(head, m) || !valid(m.group(1), m.group(2))) {
      return Optional.empty();
    }
    StringBuilder b = new StringBuilder(m.group(1)).append('T').append(m.group(2));
    if (m.group(3) != null) {
      b.append('.').append(m.group(3));
      if (m.group(4) != null) {
        b.append(m.group(4));
      }
    }
    if (m.group(5) != null) {
      String z = m.group(5);
      b.append(z.length() == 5 ? z.substring(0, 3) + ":" + z.substring(3) : z);
    }
    return Optional.of(b.toString());
  }

  /**
   * {@code m.find()}, with the regex tried only where a date and time begin ({@code
   * dddd-dd-dd?dd:dd:dd}, checked char by char): the same leftmost match, without the regex
   * engine trying every position of the line's head.
   */
  static boolean first(String head, Matcher m) {
    int last = head.length() - CORE.length();
    for (int i = 0; i <= last; i++) {
      if (core(head, i) && m.region(i, head.length()).lookingAt()) {
        return true;
      }
    }
    return false;
  }

  /** The shape of the mandatory part: d digit, s separator ({@code -}, {@code T} or space). */
  private static final String CORE = "dddd-dd-ddsdd:dd:dd";

  private static boolean core(String s, int at) {
    for (int k = 0; k < CORE.length(); k++) {
      char c = s.charAt(at + k);
      char want = CORE.charAt(k);
      boolean ok = switch (want) {
        case 'd' -> c >= '0' && c <= '9';
        case 's' -> c == '-' || c == 'T' || c == ' ';
        default -> c == want;
      };
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  private static boolean valid(String date, String time) {
    int month = Integer.parseInt(date.substring(5, 7));
    int day = Integer.parseInt(date.substring(8, 10));
    int hour = Integer.parseInt(time.substring(0, 2));
    int minute = Integer.parseInt(time.substring(3, 5));
    int second = Integer.parseInt(time.substring(6, 8));
    return month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour < 24 && minute < 60 && second <= 60;
  }
}
