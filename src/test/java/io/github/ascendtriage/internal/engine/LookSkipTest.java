package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A look at which only counts moved since the last assembly is skipped. Against a session that
 * assembles at every look (the cadence before the skip), on streams made from every corpus sample
 * (its lines repeated, interleaved with lines of other samples, spread over a few sources), every
 * tagged line, every alert (its line, kind, case, root cause and whole diagnosis) and the final
 * diagnosis are the same; and a long stream past the window, where features are forgotten, too.
 */
class LookSkipTest {
  static final TriageEngine ENGINE = StreamAgreementTest.ENGINE;

  @TestFactory
  Stream<DynamicTest> everyCorpusStreamGivesTheSameTagsAndAlerts() throws IOException {
    List<Path> samples = samples();
    assertTrue(samples.size() >= 100, "corpus samples found: " + samples.size());
    return samples.stream().map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> {
      Random rnd = new Random(dir.getFileName().toString().hashCode());
      List<String> own = StreamAgreementTest.lines(dir);
      List<String> other = StreamAgreementTest.lines(samples.get(rnd.nextInt(samples.size())));
      List<String> stream = new ArrayList<>();
      for (String l : own) {
        int times = 1 + rnd.nextInt(3);
        for (int i = 0; i < times; i++) {
          stream.add(l);
        }
        if (!other.isEmpty() && rnd.nextInt(4) == 0) {
          stream.add(other.get(rnd.nextInt(other.size())));
        }
      }
      compare(stream, 1 + rnd.nextInt(3), rnd.nextLong());
    }));
  }

  @Test
  void aStreamPastTheWindowGivesTheSameTagsAndAlerts() throws IOException {
    List<Path> samples = samples();
    Random rnd = new Random(16);
    List<String> stream = new ArrayList<>();
    while (stream.size() < StreamingSession.WINDOW + 3_000) {
      // a sample's lines, then repeats of lines already seen (only counts move), as a long-running
      // job that keeps printing the same things
      stream.addAll(StreamAgreementTest.lines(samples.get(rnd.nextInt(samples.size()))));
      int repeat = rnd.nextInt(400);
      for (int r = 0; r < repeat; r++) {
        stream.add(stream.get(rnd.nextInt(stream.size())));
      }
    }
    long[] assembled = compare(stream, 2, 7);
    assertTrue(assembled[0] < assembled[1], "assemblies with the skip / without: " + assembled[0] + " / " + assembled[1]);
  }

  /**
   * A claim that asked the layer reasoning (a symptom case: the force stop's 107022) yields when a
   * code of a fault of its own comes (the NIC's expired certificate, hccn_tool's 0x400b); a code is
   * no token, and the ranking must still be made again (the corpus stream of tls-cert-expired-hccn
   * interleaved with force-stop-107022-plog found it).
   */
  @Test
  void aCodeAfterAClaimThatAskedTheReasoningRanksAgain() {
    List<String> stream = List.of(
        "[ERROR] RUNTIME(61020,python3):2026-12-12-12:00:40.990.140 [log_inner.cpp:162]61077 ReportCallError:"
            + "synchronize stream failed, runtime result = 107022",
        "[ERROR] RUNTIME(61020,python3):2026-12-12-12:00:40.990.118 [error_message_manage.cc:53]61077 FuncErrorReason:"
            + "rtStreamSynchronize execute failed, reason=[device task abort]",
        "[root@node-2 ~]# hccn_tool -i 4 -tls -s path /root/certs pri dev.key pub dev.pem ca1 ca.pem",
        "hccn tool execution failed! ret=0x400b",
        "hccn tool execution failed! ret=0x400b");
    compare(stream, 1, 1);
  }

  /**
   * quoted41: the ranking reads on which lines a catalogued code and a wrapper's words stand ({@code
   * match.QuotedCodes}, pr-304's class: Mooncake's Ascend direct transport prints its own "Failed to connect to
   * target" and, in {@code errmsg}, the message HCCL registered for EI0020). The wrapper's words and the code each
   * come first on lines of their own, so the wrapper's case leads; later the wrapper prints the code's message on its
   * own line, or wrapped onto the next: no token comes, only their lines, and the code's case now leads. The skipping
   * session must rank again there, as the ranking declares it reads those lines ({@code RankInputs.lineKeys}).
   */
  @Test
  void aCodeQuotedOnALaterLineRanksAgain() {
    String wrapper = "E1207 09:00:0%d.000000 5510 transfer_executor_base.cpp:316] Failed to connect to target: 192.0.2.90:20001,"
        + " status: 3, errmsg: ";
    String message = "Communication_Error_Bind_IP_Port(EI0020): Failed to enable listening for the NPU network adapter socket.";
    List<String> head = List.of(
        String.format(wrapper, 1) + "connect refused",
        "[INFO] HCCL(5510,python3):2026-12-07-09:00:02.000.000 [op_base.cc:10] [5510]training step 12",
        "[PID: 5510] 2026-12-07-09:00:03.000.000 " + message + " Reason: port 16666 on device 3 is occupied.");
    List<List<String>> tails = List.of(
        List.of(String.format(wrapper, 4) + message),
        List.of(String.format(wrapper, 4) + message.substring(0, 16), message.substring(16)));
    for (List<String> tail : tails) {
      List<String> stream = new ArrayList<>(head);
      stream.addAll(tail);
      StreamingSession[] s = compare(stream, 1, 41, every -> every.assembleEveryLook = true);
      // the stream does move the ranking: read from a fresh assembly, the code's case leads at its end
      assertEquals(java.util.Optional.of("npu-listen-port-ei0020"),
          s[1].diagnosis().matches().stream().findFirst().map(io.github.ascendtriage.CaseMatch::caseId), "stream " + stream);
    }
  }

  /**
   * Generated plog streams past the window, over three sources: every corpus line behind a plog
   * header of a random level and writer, its digits drawn anew, among the run log's fact lines
   * (docs/log-formats.md: communicator and local-rank key info, the root-info init entry) with
   * values and communicators drawn per line, as a job's logs on many ranks read.
   */
  @Test
  void generatedPlogStreamsGiveTheSameTagsAndAlerts() throws IOException {
    for (long seed = 381; seed < 382; seed++) {
      long[] assembled = compare(generatedPlogStream(seed, StreamingSession.WINDOW + 3_000), 3, seed);
      assertTrue(assembled[0] < assembled[1], "assemblies with the skip / without: " + assembled[0] + " / " + assembled[1]);
    }
  }

  /**
   * {@code size} generated plog lines: every corpus line behind a plog header of a random level and
   * writer, its digits drawn anew, among the run log's fact lines (docs/log-formats.md: communicator
   * and local-rank key info, the root-info init entry) with values and communicators drawn per line,
   * as a job's logs on many ranks read.
   */
  static List<String> generatedPlogStream(long seed, int size) throws IOException {
    List<String> corpus = new ArrayList<>();
    for (Path dir : samples()) {
      corpus.addAll(StreamAgreementTest.lines(dir));
    }
    String[] levels = {"DEBUG", "INFO", "INFO", "WARNING", "WARNING", "ERROR"};
    Random rnd = new Random(seed);
    List<String> stream = new ArrayList<>();
    while (stream.size() < size) {
      String ip = "10." + rnd.nextInt(4) + "." + rnd.nextInt(4) + "." + rnd.nextInt(255);
      int rank = rnd.nextInt(16);
      String body = switch (rnd.nextInt(5)) {
        case 0 -> "[Communicator Key Info]identifier[" + ip + "%enp_" + (60000 + rnd.nextInt(9)) + "_0_" + rnd.nextInt(1000)
            + "] rankSize[16] serverNum[2]";
        case 1 -> "[LocalRank Key Info]userRank[" + rank + "] hostIp[" + ip + "] devicePhyId[" + rnd.nextInt(8) + "]";
        case 2 -> "Entry-HcclCommInitRootInfoInner:ranks[16], rank[" + rank + "], rootinfo: host ip[" + ip + "] port["
            + (60000 + rnd.nextInt(9)) + "] nicDeploy[1] identifier[" + ip + "%enp_60000_0_" + rnd.nextInt(1000)
            + "], deviceLogicId[" + rnd.nextInt(8) + "]";
        default -> RankSkipTest.newDigits(corpus.get(rnd.nextInt(corpus.size())), rnd);
      };
      stream.add("[" + levels[rnd.nextInt(levels.length)] + "] HCCL(" + (4000 + rnd.nextInt(4)) + ",python):2026-12-04-18:"
          + (10 + rnd.nextInt(50)) + ":00.000.000 [op_base.cc:" + rnd.nextInt(999) + "] [" + rnd.nextInt(9999) + "]" + body);
    }
    return stream;
  }

  /** Feeds both sessions; returns how many times each assembled (skipping, every look). */
  static long[] compare(List<String> stream, int sources, long seed) {
    StreamingSession[] s = compare(stream, sources, seed, every -> every.assembleEveryLook = true);
    return new long[] {s[0].assembled, s[1].assembled};
  }

  /**
   * Feeds a session as it is and one {@code reference} sets up, line by line from sources picked
   * with {@code seed}, and asserts the same tagged lines, alerts and final diagnosis; returns the
   * two (closed) sessions, the one as it is first.
   */
  static StreamingSession[] compare(List<String> stream, int sources, long seed,
      java.util.function.Consumer<StreamingSession> reference) {
    Random pick = new Random(seed);
    List<LineSource> from = new ArrayList<>();
    for (int i = 0; i < stream.size(); i++) {
      from.add(LineSource.of("host-" + pick.nextInt(sources) + "/plog/plog-1.log"));
    }
    return compare(stream, from, reference);
  }

  /** As {@link #compare(List, int, long, java.util.function.Consumer)}, line {@code i} from source {@code from.get(i)}. */
  static StreamingSession[] compare(List<String> stream, List<LineSource> from,
      java.util.function.Consumer<StreamingSession> reference) {
    try (StreamingSession skip = (StreamingSession) ENGINE.openStream();
        StreamingSession every = (StreamingSession) ENGINE.openStream()) {
      reference.accept(every);
      for (int i = 0; i < stream.size(); i++) {
        String l = stream.get(i);
        LineSource src = from.get(i);
        TaggedLine a = skip.accept(l, src);
        TaggedLine b = every.accept(l, src);
        assertEquals(b, a, "tagged line " + b.lineNumber());
        List<StreamAlert> x = skip.takeAlerts();
        List<StreamAlert> y = every.takeAlerts();
        assertEquals(y, x, "alerts after line " + b.lineNumber());
      }
      assertEquals(every.flush(), skip.flush(), "alerts at the end");
      assertEquals(every.diagnosis(), skip.diagnosis(), "final diagnosis");
      return new StreamingSession[] {skip, every};
    }
  }

  static List<Path> samples() throws IOException {
    try (Stream<Path> s = Files.list(TestPaths.corpus())) {
      return s.filter(Files::isDirectory).sorted().toList();
    }
  }
}
