package io.github.ascendtriage.flink;

import io.github.ascendtriage.AscendTriage;

/** The one {@link AscendTriage} of a task manager (it holds the case base), built on first use. Thread-safe. */
final class SharedTriage {
  private static volatile AscendTriage triage;

  private SharedTriage() {}

  static AscendTriage get() {
    AscendTriage t = triage;
    if (t == null) {
      synchronized (SharedTriage.class) {
        t = triage;
        if (t == null) {
          t = AscendTriage.builder().build();
          triage = t;
        }
      }
    }
    return t;
  }
}
