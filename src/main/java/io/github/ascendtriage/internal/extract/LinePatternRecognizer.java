package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.List;
import java.util.Map;

/**
 * Reports imported knowledge-base patterns: lists of substrings that must all occur on the line,
 * in order (the ascend-fd {@code regex.in} semantics).
 */
final class LinePatternRecognizer implements Recognizer {
  private final String[] keys;
  private final String[][] parts;

  LinePatternRecognizer(Map<String, List<String>> patterns) {
    keys = patterns.keySet().toArray(String[]::new);
    parts = new String[keys.length][];
    for (int i = 0; i < keys.length; i++) {
      parts[i] = patterns.get(keys[i]).toArray(String[]::new);
    }
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String line = ctx.raw();
    outer:
    for (int i = 0; i < keys.length; i++) {
      int from = 0;
      for (String p : parts[i]) {
        int at = line.indexOf(p, from);
        if (at < 0) {
          continue outer;
        }
        from = at + p.length();
      }
      sink.feature(FeatureType.PATTERN, keys[i]);
    }
  }
}
