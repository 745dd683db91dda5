package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamAlert;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What a stream session keeps does not grow with the stream's length (issue 38, `tag`'s memory
 * flat): counted in entries, never bytes. A session told that nobody takes its alerts tags every
 * line as one whose alerts are taken and keeps none; and past the window, on a stream whose
 * processes keep restarting (new pids, new communicators), each structure a session retains holds
 * at most its bound, and after eight windows no more than twice what it held after two (but a
 * source's processes, kept for the stream up to their cap: this stream fills it).
 */
class StreamRetentionTest {
  static final TriageEngine ENGINE = StreamAgreementTest.ENGINE;
  private static final LineSource[] SOURCES = {
    LineSource.of("host-a/plog/plog-1.log"), LineSource.of("host-a/plog/plog-2.log"), LineSource.of("host-b/plog/plog-1.log")};

  @Test
  void aSessionWithoutAlertsTagsAsOneWithThemAndKeepsNone() throws IOException {
    List<String> stream = LookSkipTest.generatedPlogStream(382, 2 * StreamingSession.WINDOW + 3_000);
    Random pick = new Random(382);
    List<StreamAlert> raised = new ArrayList<>();
    try (StreamingSession with = (StreamingSession) ENGINE.openStream();
        StreamingSession without = (StreamingSession) ENGINE.openStream().withoutAlerts()) {
      for (String line : stream) {
        LineSource src = SOURCES[pick.nextInt(SOURCES.length)];
        assertEquals(with.accept(line, src), without.accept(line, src), "line " + with.linesAccepted());
        raised.addAll(with.takeAlerts());
        assertEquals(List.of(), without.takeAlerts(), "line " + without.linesAccepted());
        assertEquals(0, without.alerts.pendingCount());
      }
      raised.addAll(with.flush());
      assertFalse(raised.isEmpty(), "the stream shows failures: a session that takes alerts raised some");
      assertEquals(List.of(), without.flush());
      assertEquals(0, without.assembled, "a session without alerts assembles no diagnosis for one");
      assertEquals(with.diagnosis(), without.diagnosis());
    }
  }

  @Test
  void whatASessionKeepsStaysFlatPastTheWindow() throws IOException {
    int window = StreamingSession.WINDOW;
    List<String> base = LookSkipTest.generatedPlogStream(383, 8 * window);
    try (StreamingSession untaken = (StreamingSession) ENGINE.openStream();
        StreamingSession without = (StreamingSession) ENGINE.openStream().withoutAlerts()) {
      Random pick = new Random(383);
      Map<String, Integer> early = Map.of();
      for (int i = 0; i < base.size(); i++) {
        // a job whose processes restart every 2,000 lines: each block's writers have pids of their own
        String line = base.get(i).replaceFirst("HCCL\\(\\d+,", "HCCL(" + (10_000 + 4 * (i / 2_000) + pick.nextInt(4)) + ",");
        LineSource src = SOURCES[pick.nextInt(SOURCES.length)];
        untaken.accept(line, src); // nobody takes its alerts: they queue, up to the bound
        without.accept(line, src);
        if (i + 1 == 2 * window) {
          early = RetainedEntries.of(untaken);
        }
      }
      Map<String, Integer> late = RetainedEntries.of(untaken);
      assertTrue(untaken.alerts.pendingCount() > 0, "the stream raised alerts nobody took");
      RetainedEntries.assertWithinBounds(late);
      RetainedEntries.assertWithinBounds(RetainedEntries.of(without));
      assertEquals(0, without.alerts.pendingCount());
      for (Map.Entry<String, Integer> e : late.entrySet()) {
        if (e.getKey().equals("processes of a source")) {
          continue; // a source's facts are kept for the stream, as a tree's are: they fill up to their cap (256), checked above
        }
        int before = early.getOrDefault(e.getKey(), 0);
        assertTrue(e.getValue() <= Math.max(2 * before, RetainedEntries.SMALL),
            e.getKey() + ": " + before + " entries after two windows, " + e.getValue() + " after eight");
      }
    }
  }
}
