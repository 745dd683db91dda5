package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;

/**
 * The time of a CONNECT TIMEOUT DETECT sentence printed without a header of its own. Newer hcomm
 * joins the result's sentences with newlines into one message (detect_connect_anomalies.cc,
 * BuildGroupedDetectMessage), so only the first line carries the plog header; each later sentence
 * was reported at that header's time. The sentences are consecutive lines: a headerless sentence
 * right after a sentence of the message takes the message's time. The state lives in the stream's
 * context.
 */
final class DetectMessageTime {
  /** The last sentence line of the message being read and the time of its header. */
  private static final class Message {
    long line = -1;
    String time;
  }

  private DetectMessageTime() {}

  /** Called on each line holding a sentence: a headed one starts a message, a headerless next one continues it. */
  static void sentence(LineContext ctx, FeatureSink sink) {
    Message m = ctx.state(Message.class, Message::new);
    String own = ctx.plogTime();
    if (own != null) {
      m.line = ctx.lineNo();
      m.time = own;
    } else if (m.line >= 0 && m.line == ctx.lineNo() - 1) {
      m.line = ctx.lineNo();
      sink.feature(FeatureType.TIMESTAMP, m.time);
    }
  }
}
