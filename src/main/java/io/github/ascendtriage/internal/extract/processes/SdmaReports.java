package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import io.github.ascendtriage.internal.extract.scan.Fields;

/**
 * sdma40: HCCL's EI0012 screen line ({@code Execution_Error_SDMA}), read for {@link PeerRecognizer}. Stateless.
 *
 * <p>The line is a fault of its writer: its own copy failed (hicann/hccl@09300b70 task_exec_stage.md: an SDMA task
 * fails with an HCCS link fault or a multi-bit ECC, and only rarely because the far end dumped core). It names the card
 * the copy went to, and the catalogue's EI0012 gives that end's earlier exit as a cause (cause 2; its fix: look for a
 * process that left before the report). So the far end is kept as an error CQE keeps its own ({@link WaitKind#CQE_REMOTE},
 * never a wait), but the line is not marked {@code hardware}: the root cause takes it up only when that end is seen to
 * fail first. The AI CPU's {@code type:SDMA ... remoteRank:N} line gives no far end: ascend-fd reads that field for
 * NOTIFY WAIT tasks only (Ascend/mind-cluster@22bb3d98 rc_parse_job.py {@code find_remote_rank_id}), and its rank is of a
 * communicator the line does not name.
 */
final class SdmaReports {
  private SdmaReports() {}

  /** Marks the line a fault of its writer and names the card its copy went to, when a rank of another process is given. */
  static void read(String b, FeatureSink sink) {
    sink.event(EventKind.FAULT);
    // the task information's own field first: task_exec_stage.md's example gives it and the message's rank apart
    String rank = b.contains("remote rank:[") ? Fields.bracket(b, "remote rank:[")
        : b.contains("Remote rank: [") ? Fields.bracket(b, "Remote rank: [") : Fields.numberAfter(b, "Remote rank:");
    String r = rank == null ? null : Fields.digits(rank);
    if (r == null || Fields.noRank(r)) {
      return;
    }
    String group = b.contains("group:[") ? Fields.bracket(b, "group:[") : null;
    sink.peer(Peer.rankOf(WaitKind.CQE_REMOTE, r, group == null || group.isEmpty() ? null : group));
  }
}
