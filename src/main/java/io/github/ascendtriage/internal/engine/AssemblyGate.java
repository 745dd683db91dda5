package io.github.ascendtriage.internal.engine;

/**
 * Whether a stream's look must assemble a diagnosis: what an alert reads of it (the root cause, the
 * best claimed case, or else the reasoned layer) is the same as at the last assembly unless the
 * ranking was made again, or its sources' {@link LookInputs} saw an input of the root cause, or
 * (with no claim) of the reasoning. Not thread-safe.
 */
final class AssemblyGate {
  /** The ranking the last assembly used (null: none yet). */
  private Assembler.Ranking looked;
  /** Since the last assembly an event or a new fact came, or anything (a source, a failed line). */
  private boolean root = true;
  /** Since the last assembly a code, or a possible clue of the layer reasoning with something new, came. */
  private boolean reason = true;
  /** Since the last assembly anything but counts changed (a redacting session's masks read it all). */
  private boolean changed = true;

  /** Takes what a source's last line may have changed of the inputs. */
  void note(LookInputs in) {
    root |= in.root;
    reason |= in.reason;
    changed |= in.changed;
    in.root = false;
    in.reason = false;
    in.changed = false;
  }

  /** Anything may have changed (a new source, a failed line). */
  void all() {
    root = true;
    reason = true;
    changed = true;
  }

  /**
   * True when a look with {@code ranking} as it stands must assemble. When only an input of the
   * root cause moved, the root cause is found again from the events and facts alone ({@link
   * StreamRanking#rootCause()}, no copy of the features): equal to the last assembly's, the
   * diagnosis would differ from it in nothing an alert reads, and the look assembles nothing.
   */
  boolean needed(StreamRanking ranking, boolean redacts) {
    if (ranking.stale() || ranking.last() != looked || (reason && looked.claimed().isEmpty())
        || (redacts && changed) || ranking.mergeMayCap()) {
      return true;
    }
    if (!root || redacts) {
      return root; // a redacting session's root cause is masked: one found afresh never equals it
    }
    root = false;
    return !ranking.rootCause().equals(lookedRoot);
  }

  /** The root cause the last assembly found (as assembled). */
  private java.util.Optional<io.github.ascendtriage.RootCause> lookedRoot;

  /** An assembly with {@code ranking} was made; it found {@code rootCause}. */
  void assembled(Assembler.Ranking ranking, java.util.Optional<io.github.ascendtriage.RootCause> rootCause) {
    looked = ranking;
    lookedRoot = rootCause;
    root = false;
    reason = false;
    changed = false;
  }
}
