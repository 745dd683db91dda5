package io.github.ascendtriage.internal.codes;

import java.util.Locale;
import java.util.Optional;

/**
 * Whom a code's failure concerns, as its record states it ({@code "scope"}): one process's own use
 * of the runtime, or the ranks of a job together. Every script-layer record and every symptom of
 * the built-in catalogue states one (a symptom's is that of the call it wraps). The rule the values
 * follow is the record's official module: the collective communication library (HCCL), its
 * host-device channel (HCCP) and torch_npu's distributed submodule (DIST) report on calls that
 * involve several ranks ({@link #RANKS}); every other module (AscendCL, GE, Runtime, operators, the
 * driver, TSD) on calls one process makes alone, which a single-card program makes the same way
 * ({@link #PROCESS}). Immutable and thread-safe.
 */
public enum CodeScope {
  /** The code says that one process used the runtime wrongly; nothing in it needs another rank. */
  PROCESS("process"),
  /** The code is about a call among ranks (a communicator, a collective, the ranks' agreement). */
  RANKS("ranks");

  private final String id;

  CodeScope(String id) {
    this.id = id;
  }

  /** The word the code files use: {@code process} or {@code ranks}. */
  public String id() {
    return id;
  }

  /** The scope a code file's word names, or empty for any other word. */
  static Optional<CodeScope> of(String word) {
    String w = word.trim().toLowerCase(Locale.ROOT);
    for (CodeScope s : values()) {
      if (s.id.equals(w)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
