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

  /** True when a look with {@code ranking} as it stands must assemble. */
  boolean needed(StreamRanking ranking, boolean redacts) {
    return ranking.stale() || ranking.last() != looked || root || (reason && looked.claimed().isEmpty())
        || (redacts && changed) || ranking.mergeMayCap();
  }

  /** An assembly with {@code ranking} was made. */
  void assembled(Assembler.Ranking ranking) {
    looked = ranking;
    root = false;
    reason = false;
    changed = false;
  }
}
