package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.ExtractSupport;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The time of a CONNECT TIMEOUT DETECT sentence printed without a header ({@link DetectMessageTime}).
 * hcomm builds the detect result as one string, its sentences joined by newlines, and logs it with
 * one {@code HCCL_ERROR} (detect_connect_anomalies.cc, {@code BuildGroupedDetectMessage} and
 * {@code ProcessDetectionResults}): only the first sentence has the plog header, the others follow
 * it on the next lines and were logged at that header's time. A headerless sentence that does not
 * follow a sentence of the message (another writer's line between them) is not part of it, and no
 * time is given to it. The values are made up.
 */
class DetectMessageTimeTest {
  private static final String BAR = "-------------------CONNECT TIMEOUT DETECT RESULT-----------------------";

  private static String head(int pid, String time) {
    return "[ERROR] HCCL(" + pid + ",python3):2026-11-20-" + time + " [detect_connect_anomalies.cc:612] [" + (pid + 7) + "]";
  }

  /** A sentence as BuildGroupedDetectMessage prints it: server {@code s} device {@code d} failed to reach {@code t}'s {@code e}. */
  private static String sentence(String s, int d, String t, String e) {
    return "This node (server " + s + ", device ID " + d + ") detects that srcRank (server " + s + ", device ID " + d
        + ") fails to connect to dstRank (server " + t + ", device ID " + e + "). Continue to analyze the fault based on the logs"
        + " of srcRank and dstRank.";
  }

  /** The event the text's line {@code line} (1-based) gave; fails when it gave none. */
  private static ErrorEvent eventOn(List<ErrorEvent> events, long line) {
    return events.stream().filter(e -> e.evidence().line() == line).findFirst()
        .orElseThrow(() -> new AssertionError("no event on line " + line + ": " + events));
  }

  @Test
  void aHeaderlessSentenceRightAfterItsMessagesHeaderLineTakesThatTime() {
    String h = head(4100, "10:46:30.000.000");
    List<ErrorEvent> ev = ExtractSupport.collect(String.join("\n",
        h + BAR,
        h + sentence("10.2.0.1", 0, "10.2.0.1", "1"), // received from another node, sorted first
        sentence("10.2.0.2", 1, "10.2.0.1", "0"), // the writer's own, the message's second line
        sentence("10.2.0.2", 1, "10.2.0.3", "2,5"))).events(); // and its third

    Optional<String> messageTime = eventOn(ev, 2).timestamp();
    assertTrue(messageTime.isPresent(), "the headed sentence has its header's time: " + ev);
    assertEquals(messageTime, eventOn(ev, 3).timestamp(), "the second line of the message");
    assertEquals(messageTime, eventOn(ev, 4).timestamp(), "the third line, after a headerless one");
  }

  @Test
  void aHeaderlessSentenceSeparatedByAnotherWritersLineTakesNoTime() {
    String h = head(4100, "10:46:30.000.000");
    List<ErrorEvent> ev = ExtractSupport.collect(String.join("\n",
        h + BAR,
        h + sentence("10.2.0.1", 0, "10.2.0.1", "1"),
        head(5200, "10:46:31.000.000") + "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank[3] timeout[120]",
        sentence("10.2.0.2", 1, "10.2.0.1", "0"))).events();

    assertTrue(eventOn(ev, 2).timestamp().isPresent(), "the headed sentence has its header's time: " + ev);
    assertEquals(Optional.empty(), eventOn(ev, 4).timestamp(), "not a line of the message: nothing states its time");
  }
}
