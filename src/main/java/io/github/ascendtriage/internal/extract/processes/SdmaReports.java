package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.extract.scan.Fields;

/** sdma39: the peer a failed SDMA copy names, read from HCCL's task reports ({@link PeerRecognizer}). Stateless. */
final class SdmaReports {
  private SdmaReports() {}

  /**
   * sdma39: the peer card a failed SDMA copy went to, named as the far end of the writer's own failed transfer, as an
   * error CQE names its far end (hicann/hccl@09300b70 task_exec_stage.md: an SDMA failure comes with a link fault and,
   * less often, a peer that went away; catalogue EI0012, cause 2: the peer process exited first, check whether a
   * process left before the report). Nothing when no rank of another process is named ({@code local}, no digits).
   */
  static void copyPeer(String rank, String group, FeatureSink sink) {
    String r = rank == null ? null : Fields.digits(rank);
    if (r == null || Fields.noRank(r)) {
      return;
    }
    sink.hardware();
    sink.peer(Peer.rankOf(WaitKind.CQE_REMOTE, r, group));
  }

  /**
   * HCCL's EI0012 screen line (catalogue EI0012, hicann/hccl task_exec_stage.md SDMA ERROR): its task information's
   * {@code remote rank:[N]}, else the message's {@code Remote rank: N}, in the communicator its {@code group:[..]} names.
   */
  static void read(String b, FeatureSink sink) {
    String r = b.contains("remote rank:[") ? Fields.bracket(b, "remote rank:[")
        : b.contains("Remote rank: [") ? Fields.bracket(b, "Remote rank: [") : Fields.numberAfter(b, "Remote rank:");
    String g = b.contains("group:[") ? Fields.bracket(b, "group:[") : null;
    sink.event(EventKind.FAULT);
    copyPeer(r, g == null || g.isEmpty() ? null : g, sink);
  }
}
