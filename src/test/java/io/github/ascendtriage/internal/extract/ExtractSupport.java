package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Runs the standard recognisers (no case-base phrases) over a text, for tests. */
public final class ExtractSupport {
  private ExtractSupport() {}

  private static final FeatureExtractor PLAIN = new FeatureExtractor(List.of(), Map.of(), io.github.ascendtriage.TestKnowledge.K);

  public static FeatureSet collect(String text) {
    return PLAIN.extractText(text);
  }

  /** Every feature as {@code type:value}, phrases (case-base driven) left out. */
  public static Set<String> tokens(String text) {
    Set<String> out = new TreeSet<>();
    for (Feature ft : collect(text).features()) {
      if (ft.type() != FeatureType.PHRASE) {
        out.add(ft.token());
      }
    }
    return out;
  }

  public static Set<String> set(String... tokens) {
    return new TreeSet<>(List.of(tokens));
  }
}
