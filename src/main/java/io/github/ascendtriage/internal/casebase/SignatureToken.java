package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.FeatureType;
import java.util.Locale;

/**
 * One token of a case signature, {@code type:value}. Matching is case-insensitive: {@link #key()}
 * is the lowercased form that features are compared by.
 */
public record SignatureToken(FeatureType type, String value) {

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

  /**
   * The length used for the minimum-phrase rule: a CJK ideograph counts twice, because a
   * two-character Chinese word ({@code 卡住}, "stuck") is as specific as a short English word.
   */
  static int weightedLength(String s) {
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      n += Character.UnicodeScript.of(s.charAt(i)) == Character.UnicodeScript.HAN ? 2 : 1;
    }
    return n;
  }

  /** The comparison key shared with extracted features. */
  public String key() {
    return keyOf(type, value);
  }

  /** The comparison key of a type and value. */
  public static String keyOf(FeatureType type, String value) {
    return type.id() + ":" + value.toLowerCase(Locale.ROOT);
  }

  @Override
  public String toString() {
    return type.id() + ":" + value;
  }
}
