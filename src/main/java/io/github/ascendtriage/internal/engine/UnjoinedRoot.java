package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * tenth41 (tenth39's class E, its layer): the layer of an answer no case claimed when the root is the msrun worker that
 * never joined the cluster ({@link RootCauseAnalyzer.Finding#unjoined}, tenthe40) and every line the answered layer
 * stands on is another process's. Each registered worker blocks in MindSpore's init until the scheduler holds every
 * worker, and when {@code cluster_time_out} runs out init raises {@code Topology build timed out.} in each of them
 * (mindspore-ai/mindspore@04431c95 cluster_context.cc {@code BuildCluster}; msrun's guide: with fewer workers than
 * {@code --worker_num} the cluster waits that long, then fails). Those lines are read as link setup's (the rendezvous
 * rule), but they say only that one worker was missing: the missing worker's own lines tell why. A worker that tried to
 * join and could not reach the scheduler says so in its own log (compute_graph_node.cc {@code Register}: {@code Failed
 * to connect to the meta server node url}), which is then a clue of its own and the answer stays as it was. HCCL's
 * link-setup timeout gives the same order for its peer (catalogue cann-message EI0006, the reason's text: when the far
 * end reports another exception, locate the fault from it; when it reports none, its process hung or exited early)
 * and EI0002's first cause (an exception on some ranks; the others' timeouts follow). So, for that answer:
 * <ol>
 *   <li>the root's own first fault with a layer decides (a device fault in its log: device, as {@link
 *       RootLayer#unclaimed} reads one below the answer, here at any layer);
 *   <li>else an exception raised in its own code ({@link RaisedRoot#clue}, tenthd40's rule {@value RaisedRoot#RULE}):
 *       script;
 *   <li>else nothing of its own says why it never joined: no layer is claimed (the reasoning's own summary for an
 *       answer of none, and the root cause's reason, say what is known); neither link setup nor a guess at the script.
 * </ol>
 * Stateless and thread-safe.
 */
final class UnjoinedRoot {
  private UnjoinedRoot() {}

  /** {@code a} re-pointed at the never-joined root's own lines as the class says; {@code a} for every other answer. */
  static LayerReasoner.Answer unclaimed(LayerReasoner.Answer a, Optional<RootCauseAnalyzer.Finding> finding, FeatureSet f,
      CaseBase base) {
    if (!othersOnly(a, finding)) {
      return a;
    }
    Set<String> own = finding.get().rootSources();
    for (Clue c : a.clues()) {
      if (c.role() == Role.FAULT && c.layer().isPresent() && Cascades.owned(c, own)) {
        return repointed(a, c, false);
      }
    }
    Optional<Clue> raised = RaisedRoot.clue(f, finding, base);
    if (raised.isPresent()) {
      return repointed(a, raised.get(), true);
    }
    return new LayerReasoner.Answer(Layer.UNKNOWN, 0, 0, Optional.empty(), a.clues(), false, a.scores(), a.outside());
  }

  /**
   * True when {@code a} answers a layer, the root is one known worker that never joined the cluster, and none of the
   * lines of the answer's clues is in that worker's files.
   */
  private static boolean othersOnly(LayerReasoner.Answer a, Optional<RootCauseAnalyzer.Finding> finding) {
    if (finding.isEmpty() || finding.get().unjoined().isEmpty() || a.layer() == Layer.UNKNOWN || a.foreign()
        || a.support().isEmpty()) {
      return false;
    }
    RootCause root = finding.get().rootCause();
    Set<String> own = finding.get().rootSources();
    return root.known() && !root.cycle() && root.roots().size() == 1 && !own.isEmpty()
        && a.support().stream().allMatch(c -> c.evidence().stream().noneMatch(e -> own.contains(e.source())));
  }

  /** {@code a} answering {@code c}'s layer, {@code c} first among its clues when it is new. */
  private static LayerReasoner.Answer repointed(LayerReasoner.Answer a, Clue c, boolean added) {
    List<Clue> clues = new ArrayList<>(a.clues().size() + 1);
    if (added) {
      clues.add(c);
    }
    clues.addAll(a.clues());
    return new LayerReasoner.Answer(c.layer().orElseThrow(), a.raw(), a.confidence(), c.stage(), clues, false, a.scores(),
        a.outside());
  }
}
