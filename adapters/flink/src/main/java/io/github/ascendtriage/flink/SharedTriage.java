package io.github.ascendtriage.flink;

import io.github.ascendtriage.AscendTriage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@link AscendTriage} of a task manager for each set of case directories (it holds the case
 * base), built on first use and then shared by every subtask. Thread-safe.
 */
final class SharedTriage {
  private static final Map<List<String>, AscendTriage> TRIAGES = new ConcurrentHashMap<>();

  private SharedTriage() {}

  /** The triage with the built-in case base alone. */
  static AscendTriage get() {
    return get(List.of());
  }

  /**
   * The triage with the built-in case base and the cases of {@code caseDirectories}.
   *
   * @throws io.github.ascendtriage.CaseBaseException when a case file there is wrong
   */
  static AscendTriage get(List<String> caseDirectories) {
    return TRIAGES.computeIfAbsent(List.copyOf(caseDirectories), SharedTriage::build);
  }

  private static AscendTriage build(List<String> caseDirectories) {
    AscendTriage.Builder b = AscendTriage.builder();
    for (String d : caseDirectories) {
      b.addCaseDirectory(Path.of(d));
    }
    return b.build();
  }
}
