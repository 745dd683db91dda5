package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.internal.input.LineReader;
import io.github.ascendtriage.internal.input.LineTimestamps;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A quiet line taken from its bytes ({@link io.github.ascendtriage.StreamSession#acceptQuiet}) leaves a stream session as
 * {@code accept} of the decoded line does. Two sessions get the same streams (every corpus sample's
 * lines among plog INFO/DEBUG lines, some of which carry what a recogniser looks for, over a few
 * sources); one offers each line's bytes first. Every line it takes is one {@code accept} tags with
 * no case, no code and layer unknown, at the same number, with the same source, line in its
 * source and time (from the header's timestamp the scanner found); every other line's tag, every alert, the
 * final diagnosis and the snapshot (whose kept lines include context taken as bytes) are the same.
 */
class QuietLinesTest {
  static final TriageEngine ENGINE = StreamAgreementTest.ENGINE;

  @TestFactory
  Stream<DynamicTest> everyCorpusStreamLeavesTheSameSession() throws IOException {
    List<Path> samples = LookSkipTest.samples();
    assertTrue(samples.size() >= 100, "corpus samples found: " + samples.size());
    return samples.stream().map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> {
      Random rnd = new Random(dir.getFileName().toString().hashCode());
      List<String> stream = new ArrayList<>();
      // the first line holds nothing any recogniser looks for, so the byte path has a line to take
      stream.add(quietLine(rnd, 0));
      for (int q = 1; q < 5; q++) {
        stream.add(quietLine(rnd));
      }
      for (String l : StreamAgreementTest.lines(dir)) {
        for (int q = rnd.nextInt(4); q > 0; q--) {
          stream.add(quietLine(rnd));
        }
        stream.add(l);
      }
      long[] taken = compare(stream, 1 + rnd.nextInt(3), rnd.nextLong());
      // the other random lines may all hold what a recogniser looks for (an address with its port,
      // a setting, an HCCL entry log line), but the first one never does
      assertTrue(taken[0] > 0, "no line was taken from its bytes of " + taken[1] + " offered");
    }));
  }

  @Test
  void aStreamPastTheWindowLeavesTheSameSession() throws IOException {
    List<Path> samples = LookSkipTest.samples();
    Random rnd = new Random(17);
    List<String> stream = new ArrayList<>();
    while (stream.size() < StreamingSession.WINDOW + 5_000) {
      stream.addAll(StreamAgreementTest.lines(samples.get(rnd.nextInt(samples.size()))));
      for (int q = rnd.nextInt(2_000); q > 0; q--) {
        stream.add(quietLine(rnd));
      }
    }
    long[] taken = compare(stream, 2, 9);
    assertTrue(taken[0] > taken[1] / 2, "taken from their bytes: " + taken[0] + " of " + taken[1] + " offered");
  }

  @Test
  void aSessionThatRedactsTakesNoLineFromItsBytes() {
    TriageEngine redacting = TriageEngine.create(CaseBaseLoader.load(true, List.of(), List.of()), 3, Double.NaN, null, true, 1);
    try (StreamingSession s = (StreamingSession) redacting.openStream()) {
      byte[] b = ascii("[INFO] HCCL(1234,python3):2026-09-01-10:00:00.123.456 [op_base.cc:1520] [1237]peer 10.0.0.7 ready");
      assertFalse(s.acceptQuiet(b, 0, b.length, LineSource.UNNAMED));
      assertEquals(0, s.linesAccepted());
    }
  }

  /** A plog INFO or DEBUG line: noise, or noise with a word, setting or code some recogniser wants. */
  static String quietLine(Random rnd) {
    return quietLine(rnd, rnd.nextInt(9));
  }

  /** A plog INFO/DEBUG line of the given kind (0: a stream synchronised, which no recogniser reads). */
  static String quietLine(Random rnd, int kind) {
    String level = rnd.nextBoolean() ? "INFO" : "DEBUG";
    String module = List.of("HCCL", "RUNTIME", "GE", "ASCENDCL", "HCCP").get(rnd.nextInt(5));
    int pid = 1000 + rnd.nextInt(9000);
    String head = "[" + level + "] " + module + "(" + pid + ",python3):2026-09-01-1" + rnd.nextInt(10) + ":0"
        + rnd.nextInt(10) + ":1" + rnd.nextInt(10) + "." + (100 + rnd.nextInt(900)) + "." + (100 + rnd.nextInt(900));
    String body = switch (kind) {
      case 0 -> " [stream.cc:987]" + (pid + 1) + " Synchronize: stream_id=" + rnd.nextInt(64) + ", task_id=" + rnd.nextInt(100_000) + " done";
      case 1 -> " [op_base.cc:1520] [" + (pid + 3) + "]Entry-HcclAllReduce: tag[AllReduce_0], count[" + rnd.nextInt(1 << 20)
          + "], dataType[float32], op[sum], localRank[" + rnd.nextInt(8) + "]";
      case 2 -> " [graph_manager.cc:2201]" + (pid + 2) + " RunGraph: graph_id=" + rnd.nextInt(40) + ", iteration=" + rnd.nextInt(1_000_000);
      case 3 -> " [adapter.cc:88]" + pid + " HCCL_CONNECT_TIMEOUT=" + (60 + rnd.nextInt(1800)) + ", HCCL_EXEC_TIMEOUT=" + rnd.nextInt(2000);
      case 4 -> " [transport.cc:301]" + pid + " peer 192.168.1." + rnd.nextInt(255) + ":" + (60000 + rnd.nextInt(100)) + " connect ok, retry " + rnd.nextInt(3);
      case 5 -> " [hccl_comm.cc:412]" + pid + " rankId[" + rnd.nextInt(16) + "], deviceLogicId[" + rnd.nextInt(8) + "], rankSize[16] init";
      case 6 -> " [log.cc:12]" + pid + " message \"quoted\" and a back\\slash, ret=" + rnd.nextInt(3);
      case 7 -> " [runtime.cc:55]" + pid + " timeout waiting, ErrCode=" + rnd.nextInt(600000) + " error none";
      default -> " [npu_driver.cc:311]" + pid + " memory pool: used=" + rnd.nextInt(65536) + "MB, peak=" + rnd.nextInt(65536) + "MB";
    };
    return head + body;
  }

  /**
   * Feeds both sessions; returns {lines taken from their bytes, lines offered}. Lines a reader
   * would offer undecoded (ASCII with no ESC, CR or LF, within the line limit) are offered.
   */
  static long[] compare(List<String> stream, int sources, long seed) {
    Random pick = new Random(seed);
    long taken = 0;
    long offered = 0;
    try (StreamingSession bytes = (StreamingSession) ENGINE.openStream();
        StreamingSession chars = (StreamingSession) ENGINE.openStream()) {
      for (String l : stream) {
        LineSource src = LineSource.of("host-" + pick.nextInt(sources) + "/plog/plog-1.log");
        TaggedLine expected = chars.accept(l, src);
        if (offerable(l)) {
          offered++;
          byte[] b = ascii("<<" + l + ">>"); // the line inside a larger buffer, as a reader has it
          if (bytes.acceptQuiet(b, 2, b.length - 2, src)) {
            taken++;
            assertEquals(expected.lineNumber(), bytes.linesAccepted(), "number of " + l);
            assertTrue(expected.caseId().isEmpty() && expected.codes().isEmpty() && expected.layer() == Layer.UNKNOWN
                && expected.processed() && !expected.cascade(), "taken from its bytes, but accept tags it " + expected);
            assertEquals(expected.source(), bytes.quietSource(), "source of " + l);
            assertEquals(expected.sourceLine(), bytes.quietSourceLine(), "line in its source of " + l);
            java.util.Optional<String> ts = LineTimestamps.findPlog(b, 2, b.length - 2, bytes.quietTimeStart());
            assertEquals(expected.timestamp(), ts == null ? LineTimestamps.find(l) : ts, "time of " + l);
          } else {
            assertEquals(expected, bytes.accept(l, src), "tagged line " + expected.lineNumber());
          }
        } else {
          assertEquals(expected, bytes.accept(l, src), "tagged line " + expected.lineNumber());
        }
        List<StreamAlert> x = bytes.takeAlerts();
        List<StreamAlert> y = chars.takeAlerts();
        assertEquals(y, x, "alerts after line " + expected.lineNumber());
      }
      assertEquals(chars.flush(), bytes.flush(), "alerts at the end");
      assertEquals(chars.diagnosis(), bytes.diagnosis(), "final diagnosis");
      assertArrayEquals(chars.snapshot(), bytes.snapshot(), "snapshot");
      return new long[] {taken, offered};
    }
  }

  static boolean offerable(String l) {
    if (l.length() > LineReader.MAX_LINE) {
      return false;
    }
    for (int i = 0; i < l.length(); i++) {
      char c = l.charAt(i);
      if (c >= 0x80 || c == 0x1B || c == '\r' || c == '\n') {
        return false;
      }
    }
    return true;
  }

  static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }
}
