package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which sources may hold the lines of a token or code past its evidence cap (rerun38). A set read from one source's
 * lines holds them in that source; a merged set keeps, per key, the sources whose lines did not fit. Stateless.
 */
final class ListedSources {
  private ListedSources() {}

  /** The sources {@code evidence} names. */
  static Set<String> of(List<Evidence> evidence) {
    if (evidence.size() == 1) {
      return Set.of(evidence.get(0).source());
    }
    Set<String> out = new HashSet<>();
    evidence.forEach(e -> out.add(e.source()));
    return out;
  }

  /**
   * Adds to {@code into} (made when null) the sources of another set's occurrence that the merged evidence does not
   * list: its own unlisted sources and those of its evidence lines from {@code from} on.
   */
  static Set<String> merge(Set<String> into, Set<String> unlisted, List<Evidence> evidence, int from) {
    if (unlisted.isEmpty() && from >= evidence.size()) {
      return into;
    }
    Set<String> out = into == null ? new HashSet<>() : into;
    out.addAll(unlisted);
    for (int i = from; i < evidence.size(); i++) {
      out.add(evidence.get(i).source());
    }
    return out;
  }
}
