package io.github.ascendtriage.internal.extract.scan;

/**
 * Reads {@code key[value]} and {@code key:value} fields out of HCCL lines by index (no regex):
 * identity and peer lines carry a dozen such fields in an order that differs by CANN version.
 * Stateless.
 */
public final class Fields {
  static final int MAX_VALUE = 160;

  private Fields() {}

  /**
   * The text inside the brackets of {@code key[...]}, where {@code key} (e.g. {@code "rank["})
   * starts the line or follows a character that is not a letter or digit; null when absent, empty
   * or longer than {@link #MAX_VALUE}.
   */
  public static String bracket(String s, String key) {
    int from = 0;
    while (true) {
      int i = s.indexOf(key, from);
      if (i < 0) {
        return null;
      }
      if (i == 0 || !Character.isLetterOrDigit(s.charAt(i - 1))) {
        int start = i + key.length();
        int end = s.indexOf(']', start);
        if (end < 0 || end == start || end - start > MAX_VALUE) {
          return null;
        }
        return s.substring(start, end);
      }
      from = i + 1;
    }
  }

  /** Like {@link #bracket} but the value must be a number of 1 to 10 digits. */
  public static String number(String s, String key) {
    return digits(bracket(s, key));
  }

  /** The digits after {@code key} (e.g. {@code "remoteRank:"}), an optional space between; or null. */
  public static String numberAfter(String s, String key) {
    int i = s.indexOf(key);
    if (i < 0) {
      return null;
    }
    int p = i + key.length();
    if (p < s.length() && s.charAt(p) == ' ') {
      p++;
    }
    int q = p;
    while (q < s.length() && q - p < 11 && Character.isDigit(s.charAt(q))) {
      q++;
    }
    return q == p || q - p > 10 ? null : s.substring(p, q);
  }

  /** The word after {@code key} up to a comma, space, bracket or the end (e.g. a group name); or null. */
  public static String wordAfter(String s, String key) {
    int i = s.indexOf(key);
    if (i < 0) {
      return null;
    }
    int p = i + key.length();
    int q = p;
    while (q < s.length() && q - p <= MAX_VALUE) {
      char c = s.charAt(q);
      if (c == ',' || c == ' ' || c == ']' || c == '[' || c == ';' || c == ')') {
        break;
      }
      q++;
    }
    if (q == p || q - p > MAX_VALUE) {
      return null;
    }
    String w = s.substring(p, q);
    return w.endsWith(".") ? w.substring(0, w.length() - 1) : w;
  }

  public static String digits(String v) {
    if (v == null) {
      return null;
    }
    String t = v.trim();
    if (t.isEmpty() || t.length() > 10) {
      return null;
    }
    for (int i = 0; i < t.length(); i++) {
      if (!Character.isDigit(t.charAt(i))) {
        return null;
      }
    }
    return t;
  }

  /**
   * An IPv4 or IPv6 address without a {@code %interface} suffix, IPv6 in one spelling ({@link
   * Ipv6}); null when it is none.
   */
  public static String address(String v) {
    if (v == null) {
      return null;
    }
    int pct = v.indexOf('%');
    String a = (pct >= 0 ? v.substring(0, pct) : v).trim();
    if (a.length() < 3 || a.length() > 45) {
      return null;
    }
    boolean dot = false;
    boolean colon = false;
    for (int i = 0; i < a.length(); i++) {
      char c = a.charAt(i);
      if (c == '.') {
        dot = true;
      } else if (c == ':') {
        colon = true;
      } else if (Character.digit(c, 16) < 0) {
        return null;
      }
    }
    return dot || colon ? Ipv6.canonical(a) : null;
  }

  /**
   * A server id as a rank table gives it ({@code server_id}, which HCCL prints as {@code server[..]},
   * {@code serverId[..]} and in CONNECT TIMEOUT DETECT's {@code (server S, ..)}): an address ({@link
   * #address}), or a name of letters, digits, '.', '_' and '-' (1 to 64, a letter or digit first);
   * null when it is neither.
   */
  public static String serverId(String v) {
    String a = address(v);
    if (a != null || v == null) {
      return a;
    }
    String t = v.trim();
    return SERVER_NAME.matcher(t).matches() && !t.chars().allMatch(Character::isDigit) ? t : null;
  }

  private static final java.util.regex.Pattern SERVER_NAME = java.util.regex.Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

  /** True for HCCL's "no rank" value (an unsigned -1). */
  public static boolean noRank(String r) {
    return "4294967295".equals(r) || "65535".equals(r);
  }
}
