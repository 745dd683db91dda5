package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A release number of the Ascend software as its packages and tools print it: the driver (Ascend
 * HDK) {@code 23.0.7}, {@code 24.1.RC1}, {@code 25.0.rc1.1}, {@code 24.1.0.3}; CANN {@code 8.0.RC2},
 * {@code 8.5.1}, {@code 9.1.0-beta.1}. Ordered the way the release notes order them: major, minor,
 * then a release candidate before the release of the same major and minor ({@code 24.1.RC3 <
 * 24.1.0}), then the numbers that follow. A suffix after {@code -} (a beta) marks a pre-release of
 * the version before it. Immutable and thread-safe; {@link #parse} never throws.
 *
 * @param text the version as written
 */
public record AscendVersion(String text, List<Integer> key) implements Comparable<AscendVersion> {
  public AscendVersion {
    key = List.copyOf(key);
  }

  /** Longest version read: longer text is not a version of these packages. */
  private static final int MAX = 40;
  /** Most parts a version has (an internal runtime number such as 7.0.0.5.242 has five). */
  private static final int MAX_PARTS = 6;

  /**
   * The version {@code text} spells; empty when it is not one (fewer than two or more than six
   * parts, a part that is neither a number nor, third, a letter prefix with a number, or longer
   * than 40 characters).
   */
  public static Optional<AscendVersion> parse(String text) {
    if (text == null || text.isEmpty() || text.length() > MAX) {
      return Optional.empty();
    }
    String s = text.toLowerCase(Locale.ROOT);
    boolean pre = false;
    int dash = s.indexOf('-');
    if (dash > 0) {
      s = s.substring(0, dash);
      pre = true;
    }
    String[] parts = s.split("\\.", -1);
    if (parts.length < 2 || parts.length > MAX_PARTS) {
      return Optional.empty();
    }
    List<Integer> key = new ArrayList<>();
    for (int i = 0; i < parts.length; i++) {
      String p = parts[i];
      if (isNumber(p)) {
        if (i == 2) {
          key.add(pre ? 0 : 1); // a release; a pre-release (beta) of it sorts with the candidates
        }
        key.add(Integer.parseInt(p));
      } else if (i == 2 && candidate(p) >= 0) {
        key.add(0);
        key.add(candidate(p));
      } else {
        return Optional.empty();
      }
    }
    if (parts.length == 2) {
      key.add(pre ? 0 : 1);
      key.add(0);
    }
    return Optional.of(new AscendVersion(text, key));
  }

  private static boolean isNumber(String p) {
    if (p.isEmpty() || p.length() > 6) {
      return false;
    }
    for (int i = 0; i < p.length(); i++) {
      if (p.charAt(i) < '0' || p.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  /** The number of a release-candidate part ({@code rc2} is 2), or -1 when {@code p} is none. */
  private static int candidate(String p) {
    int i = 0;
    while (i < p.length() && p.charAt(i) >= 'a' && p.charAt(i) <= 'z') {
      i++;
    }
    if (i == 0 || i > 5) {
      return -1;
    }
    String n = p.substring(i);
    return n.isEmpty() ? 0 : isNumber(n) ? Integer.parseInt(n) : -1;
  }

  @Override
  public int compareTo(AscendVersion o) {
    int n = Math.max(key.size(), o.key.size());
    for (int i = 0; i < n; i++) {
      int a = i < key.size() ? key.get(i) : 0;
      int b = i < o.key.size() ? o.key.get(i) : 0;
      if (a != b) {
        return Integer.compare(a, b);
      }
    }
    return 0;
  }

  /** True when this version comes before {@code o}. */
  public boolean olderThan(AscendVersion o) {
    return compareTo(o) < 0;
  }

  @Override
  public String toString() {
    return text;
  }
}
