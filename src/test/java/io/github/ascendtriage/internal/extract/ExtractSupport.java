package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Runs the standard recognisers (no case-base phrases) over a text, for tests. */
final class ExtractSupport {
  private ExtractSupport() {}

  private static final FeatureExtractor PLAIN = new FeatureExtractor(List.of(), Map.of());

  static FeatureCollector collect(String text) {
    return PLAIN.extractText(text);
  }

  /** Every feature as {@code type:value}, phrases (case-base driven) left out. */
  static Set<String> tokens(String text) {
    Set<String> out = new TreeSet<>();
    for (Feature ft : collect(text).features()) {
      if (ft.type() != FeatureType.PHRASE) {
        out.add(ft.token());
      }
    }
    return out;
  }

  static Set<String> set(String... tokens) {
    return new TreeSet<>(List.of(tokens));
  }
}
