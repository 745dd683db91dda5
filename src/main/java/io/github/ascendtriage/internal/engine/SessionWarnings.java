package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.TriageWarning;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The warnings of a stream session: what it dropped or could not process, at most {@link #MAX}.
 * Not thread-safe (the session's lock guards it).
 */
final class SessionWarnings {
  /** At most this many warnings are kept. */
  static final int MAX = 100;

  private final List<TriageWarning> list = new ArrayList<>();

  void add(TriageWarning w) {
    if (list.size() < MAX) {
      list.add(w);
    }
  }

  /** The warnings kept, first first; a view that follows later additions. */
  List<TriageWarning> list() {
    return Collections.unmodifiableList(list);
  }
}
