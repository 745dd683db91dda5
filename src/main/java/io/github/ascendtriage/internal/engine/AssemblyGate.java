package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.internal.reason.LayerReasoner;

/**
 * Whether a stream's look must assemble a diagnosis: what an alert reads of it (the root cause, the
 * best claimed case, and the layer) is the same as at the last assembly unless the ranking was made
 * again, or its sources' {@link LookInputs} saw an input of the root cause, or (with no claim) of the
 * reasoning, or (with a claim and a root cause, whose process may decide the layer: {@link RootLayer})
 * anything but counts; then that part alone is found again and compared. Not thread-safe.
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
   * root cause moved, or (no case claimed) of the layer reasoning, or (a case claimed, a root cause
   * found) anything but counts, that part alone is found again: the root cause from the events and
   * facts ({@link StreamRanking#rootCause()}, no copy of the features), the reasoned layer and its
   * confidence from the merged features, or the claimed answer's layer as the assembly decides it
   * ({@link StreamRanking#claimedLayer()}: the root's own fault, its end, else the case's). Equal to the
   * last assembly's, the diagnosis would differ from it in nothing an alert reads (its root cause,
   * case and layer; {@link AlertTracker#look}), and the look assembles nothing.
   */
  boolean needed(StreamRanking ranking, boolean redacts, Assembler assembler) {
    if (ranking.stale() || ranking.last() != looked || (redacts && changed) || ranking.mergeMayCap()) {
      return true;
    }
    boolean reasoning = reason && looked.claimed().isEmpty();
    if (redacts && (root || reasoning || reason && lookedRoot.isPresent())) {
      return true; // a redacting session's root cause is masked: one found afresh never equals it
    }
    boolean rootRead = root;
    if (root) {
      root = false;
      if (!ranking.rootCause().equals(lookedRoot)) {
        return true;
      }
    }
    if (!looked.claimed().isEmpty()) {
      // a case claimed: the layer is the case's, or, with a root cause, the root process's (RootLayer reads its own
      // fault, its end, the others' waits: any feature, code, event or fact, Cascades.owned). The layer alone is
      // found again when anything but counts moved; the ranking and the root cause stand, so the case and the
      // root do too
      boolean moved = changed || reason || rootRead;
      reason = false;
      changed = false;
      return lookedRoot.isPresent() && moved && ranking.claimedLayer() != lookedLayer;
    }
    if (reasoning) {
      reason = false;
      LayerReasoner.Answer a = assembler.reasoned(ranking.merged(), looked);
      return a.layer() != lookedLayer || a.confidence() != lookedConfidence;
    }
    return false;
  }

  /** What the last assembly found: its root cause (as assembled), layer and confidence. */
  private java.util.Optional<io.github.ascendtriage.RootCause> lookedRoot;
  private io.github.ascendtriage.Layer lookedLayer;
  private double lookedConfidence;

  /** An assembly with {@code ranking} was made; it answered {@code d}. */
  void assembled(Assembler.Ranking ranking, io.github.ascendtriage.Diagnosis d) {
    looked = ranking;
    lookedRoot = d.rootCause();
    lookedLayer = d.layer();
    lookedConfidence = d.confidence();
    root = false;
    reason = false;
    changed = false;
  }
}
