package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.TriageWarning;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The warnings of a stream session: what it dropped or could not process, one per problem (the
 * same message of the same source, such as one failure on many lines of a source), at its first
 * place with how many times it came; at most {@link #MAX} problems. Not thread-safe (the session's
 * lock guards it).
 */
final class SessionWarnings {
  /** At most this many warnings are kept. */
  static final int MAX = 100;

  private final List<TriageWarning> list = new ArrayList<>();
  private final Map<String, Integer> at = new HashMap<>();

  void add(TriageWarning w) {
    String key = w.source() + "\n" + w.message();
    Integer i = at.get(key);
    if (i != null) {
      TriageWarning first = list.get(i);
      list.set(i, new TriageWarning(first.source(), first.line(), first.message(), first.count() + w.count()));
    } else if (list.size() < MAX) {
      at.put(key, list.size());
      list.add(w);
    }
  }

  /** The warnings kept, first first; a view that follows later additions. */
  List<TriageWarning> list() {
    return Collections.unmodifiableList(list);
  }
}
