package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import java.util.ArrayList;
import java.util.List;

/** A text scanned line by line through some recognisers, for recogniser tests of other packages. */
public final class TestScans {
  private TestScans() {}

  /** The values of the {@code type} features that {@code recognizer} reports on {@code text}, in order. */
  public static List<String> values(Recognizer recognizer, FeatureType type, String text) {
    List<String> out = new ArrayList<>();
    FeatureSink sink = new FeatureSink() {
      @Override
      public void feature(FeatureType t, String value) {
        if (t == type) {
          out.add(value);
        }
      }
    };
    LineScanner scanner = new LineScanner("<test>", List.of(recognizer), null);
    long no = 1;
    for (String line : text.split("\n", -1)) {
      scanner.scan(line, no++, sink);
    }
    return out;
  }

  /**
   * What {@code recognizer} reports on {@code text}, in order: each feature as {@code type:value} and each event
   * about a process as {@code KIND:rank@host}.
   */
  public static List<String> reports(Recognizer recognizer, String text) {
    List<String> out = new ArrayList<>();
    FeatureSink sink = new FeatureSink() {
      @Override
      public void feature(FeatureType t, String value) {
        out.add(t.name().toLowerCase(java.util.Locale.ROOT) + ":" + value);
      }

      @Override
      public void eventAbout(io.github.ascendtriage.internal.extract.facts.EventKind kind, String rank, String device,
          String host, String ip) {
        out.add(kind + ":" + rank + "@" + host);
      }
    };
    LineScanner scanner = new LineScanner("<test>", List.of(recognizer), null);
    long no = 1;
    for (String line : text.split("\n", -1)) {
      scanner.scan(line, no++, sink);
    }
    return out;
  }
}
