package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.internal.reason.LayerReasoner;

/**
 * Whether a stream's look must assemble a diagnosis: what an alert reads of it (the root cause, the
 * best claimed case, and the layer) is the same as at the last assembly unless the ranking was made
 * again, or its sources' {@link LookInputs} saw an input of the root cause, or (with no claim) of the
 * reasoning (with a claim, only when a root cause was found: its process may decide the layer, {@link
 * RootLayer}); then that part alone is found again and compared. Not thread-safe.
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
   * root cause moved, or of the layer reasoning (with a claim, only under a root cause), that part alone is
   * found again: the root cause from the events and
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
    if (root) {
      root = false;
      if (!ranking.rootCause().equals(lookedRoot)) {
        return true;
      }
    }
    if (reason && !looked.claimed().isEmpty() && lookedRoot.isPresent()) {
      // a case claimed and a root cause: the layer may be the root process's own fault's (a catalogued code with a
      // line in the root's files, RootLayer and Cascades.owned), not the case's; with the ranking and the root as they
      // were, a code or a new clue moves only the layer, so the layer alone is found again, as the assembly decides it
      reason = false;
      return ranking.claimedLayer() != lookedLayer;
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
