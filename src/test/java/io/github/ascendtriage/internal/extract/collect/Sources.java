package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import java.util.List;
import java.util.Map;

/** Reads several named texts (one process's log each) into one feature set, as a tree's files are read. */
final class Sources {
  private static final FeatureExtractor PLAIN = new FeatureExtractor(List.of(), Map.of(), io.github.ascendtriage.TestKnowledge.K);

  private Sources() {}

  /** The features of {@code files} (name, text; in order) with the findings across their lines. */
  static FeatureSet read(String... files) {
    return CrossLineFindings.derive(collect(files));
  }

  /** As {@link #read}, each file on the host {@code hosts} gives it (as a tree's host folders do). */
  static FeatureSet readOnHosts(Map<String, String> hosts, String... files) {
    return CrossLineFindings.derive(collect(files).withHosts(hosts));
  }

  private static FeatureSet collect(String... files) {
    FeatureCollector c = new FeatureCollector();
    for (int i = 0; i < files.length; i += 2) {
      LineScanner sc = PLAIN.newScanner(files[i]);
      long n = 0;
      for (String line : files[i + 1].split("\n", -1)) {
        n++;
        c.beginLine(files[i], n, line);
        sc.scan(line, n, c);
      }
      sc.end(c);
    }
    return c.finish();
  }
}
