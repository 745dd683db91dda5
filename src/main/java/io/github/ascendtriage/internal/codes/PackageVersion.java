package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A release number of a Python package as pip prints it (the PEP 440 forms the Ascend packages
 * use): {@code 0.9.2rc1}, {@code 0.11.0}, {@code 2.5.1.post1}, {@code 0.9.2rc2.dev255}, a local
 * part after {@code +} ignored. Ordered as pip orders them: the release numbers, then a pre-release
 * ({@code a}, {@code b}, {@code rc}) before the release, then a post-release after it, a
 * development build before what it builds. Immutable and thread-safe; {@link #parse} never throws.
 *
 * @param text the version as written
 * @param key the order key
 */
public record PackageVersion(String text, List<Integer> key) implements Comparable<PackageVersion> {
  public PackageVersion {
    key = List.copyOf(key);
  }

  private static final int RELEASE_PARTS = 4;
  private static final Pattern FORM = Pattern.compile(
      "v?([0-9]{1,6}(?:\\.[0-9]{1,6}){0,3})(?:(a|b|rc)([0-9]{0,6}))?(?:\\.?post([0-9]{0,6}))?(?:\\.?dev([0-9]{0,9}))?(?:\\+[0-9a-z.]{0,40})?");

  /** The version {@code text} spells; empty when it is not one of these forms or longer than 60 characters. */
  public static Optional<PackageVersion> parse(String text) {
    if (text == null || text.isEmpty() || text.length() > 60) {
      return Optional.empty();
    }
    Matcher m = FORM.matcher(text.toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      return Optional.empty();
    }
    List<Integer> key = new ArrayList<>();
    String[] parts = m.group(1).split("\\.");
    for (int i = 0; i < RELEASE_PARTS; i++) {
      key.add(i < parts.length ? Integer.parseInt(parts[i]) : 0);
    }
    boolean dev = m.group(5) != null;
    if (m.group(2) != null) {
      key.add(switch (m.group(2)) { case "a" -> 1; case "b" -> 2; default -> 3; });
      key.add(number(m.group(3)));
    } else {
      key.add(dev && m.group(4) == null ? 0 : 4); // a development build of a release comes before its pre-releases
      key.add(0);
    }
    key.add(m.group(4) == null ? 0 : 1 + number(m.group(4)));
    key.add(dev ? number(m.group(5)) : Integer.MAX_VALUE);
    return Optional.of(new PackageVersion(text, key));
  }

  private static int number(String digits) {
    return digits == null || digits.isEmpty() ? 0 : Integer.parseInt(digits.length() > 9 ? digits.substring(0, 9) : digits);
  }

  @Override
  public int compareTo(PackageVersion o) {
    for (int i = 0; i < Math.min(key.size(), o.key.size()); i++) {
      int c = Integer.compare(key.get(i), o.key.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(key.size(), o.key.size());
  }

  /** True when this version comes before {@code o}. */
  public boolean olderThan(PackageVersion o) {
    return compareTo(o) < 0;
  }

  @Override
  public String toString() {
    return text;
  }
}
