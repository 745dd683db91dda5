package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.Fields;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;

/**
 * HCCL's report that it could not set up the links of an operator ({@code [AllocAlgResource]Alloc
 * transports failed, tag[AllGather_...]}, an ERROR line of hcomm's hccl_communicator_host.cc):
 * its writer gave up waiting for peers to join the operator's links, a waiting-side error, and
 * the tag says which operator it was in. HCCL's link-setup troubleshooting reads these tags rank
 * by rank to find ranks that entered another operator (hcclug_000047; docs/log-formats.md 8.2).
 * Immutable.
 */
public final class TransportAllocRecognizer implements Recognizer {
  private static final String REPORT = "Alloc transports failed";
  private static final List<String> TRIGGERS = List.of(REPORT);

  @Override
  public boolean mayMatch(String body) {
    return body.contains(REPORT);
  }

  /** An ERROR line: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public List<String> loudOnlyTriggers() {
    return TRIGGERS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    if (!b.contains(REPORT)) {
      return;
    }
    sink.event(EventKind.CASCADE);
    String tag = Fields.bracket(b, "tag[");
    if (tag != null) {
      sink.taskDetail(tag, null);
    }
  }
}
