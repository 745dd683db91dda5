package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.FeatureType;
import java.util.Locale;
import java.util.Objects;

/**
 * One token of a case signature, {@code type:value}. Matching is case-insensitive: {@link #key()}
 * is the lowercased form that features are compared by, kept once it is first asked for because
 * scoring asks for it for every token of every candidate (a token never asked, such as a
 * supporting token of a case that is never a candidate, costs no key). A value class (equal when
 * type and value are); immutable and thread-safe (the kept key is a benign race, as
 * {@link String#hashCode()} is); neither part may be null.
 */
public final class SignatureToken {
  private final FeatureType type;
  private final String value;
  private String key;

  public SignatureToken(FeatureType type, String value) {
    this.type = Objects.requireNonNull(type, "type");
    this.value = Objects.requireNonNull(value, "value");
  }

  public FeatureType type() {
    return type;
  }

  public String value() {
    return value;
  }

  /** Parses {@code type:value}; throws IllegalArgumentException naming what is wrong. */
  public static SignatureToken parse(String text) {
    int colon = text.indexOf(':');
    if (colon <= 0 || colon == text.length() - 1) {
      throw new IllegalArgumentException("expected 'type:value', got '" + text + "'");
    }
    FeatureType type = FeatureType.fromId(text.substring(0, colon));
    if (type.isValue()) {
      throw new IllegalArgumentException(
          "'" + type.id() + "' carries a variable value and cannot be part of a signature");
    }
    String value = text.substring(colon + 1).trim();
    if (type == FeatureType.PHRASE) {
      value = PhraseNormalizer.normalize(value);
      if (weightedLength(value) < 3) {
        throw new IllegalArgumentException("phrase '" + value + "' is too short to be decisive");
      }
    }
    return new SignatureToken(type, value);
  }

  /** The first character of the Han script. */
  static final char HAN_FROM = '\u2E80';

  /**
   * The length used for the minimum-phrase rule: a CJK ideograph counts twice, because a
   * two-character Chinese word ({@code 卡住}, "stuck") is as specific as a short English word.
   */
  static int weightedLength(String s) {
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      // no character below U+2E80 (CJK Radicals Supplement) is of the Han script: most phrases
      // are ASCII, and the script table's look-up is a binary search per character
      n += c >= HAN_FROM && Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN ? 2 : 1;
    }
    return n;
  }

  /** The comparison key shared with extracted features. */
  public String key() {
    String k = key;
    if (k == null) {
      key = k = keyOf(type, value); // Strings are immutable: any thread sees a whole one
    }
    return k;
  }

  /** The comparison key of a type and value. */
  public static String keyOf(FeatureType type, String value) {
    return type.id() + ":" + value.toLowerCase(Locale.ROOT);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SignatureToken t && type == t.type && value.equals(t.value);
  }

  @Override
  public int hashCode() {
    return 31 * type.hashCode() + value.hashCode();
  }

  @Override
  public String toString() {
    return type.id() + ":" + value;
  }
}
