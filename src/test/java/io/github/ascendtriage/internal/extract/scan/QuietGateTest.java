package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.extract.ExtractSupport;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.processes.EnvVarRecognizer;
import io.github.ascendtriage.internal.extract.processes.IdentityRecognizer;
import io.github.ascendtriage.internal.extract.processes.PortRecognizer;
import io.github.ascendtriage.internal.extract.tools.HcclDiagnosticRecognizer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The quiet-line gate must not hide a fact: every line of the corpus and of the field reports,
 * put behind an INFO plog header, gives each recogniser that runs on quiet lines the same features,
 * events and facts with the gate as without it. Fault recognisers do not look at quiet lines, and
 * the tool-output recogniser only at HCCP's TLS switch report ({@code FormatSamplesTest}).
 */
class QuietGateTest {
  private static final String INFO = "[INFO] HCCL(4242,python3):2025-07-23-03:00:00.000.000 [gate.cc:1] [4243]";

  @Test
  void gateHidesNothingAQuietRecogniserReports() throws IOException {
    List<String> lines = corpusLines();
    assertTrue(lines.size() > 3_000, "corpus lines: " + lines.size());
    FeatureExtractor standard = new FeatureExtractor(List.of(), java.util.Map.of(), io.github.ascendtriage.TestKnowledge.K);
    int checked = 0;
    Set<Class<?>> complete = Set.of(
        EnvVarRecognizer.class, PortRecognizer.class, HcclDiagnosticRecognizer.class, IdentityRecognizer.class);
    for (Recognizer r : standard.recognizers()) {
      if (!complete.contains(r.getClass())) {
        continue; // no literals (faults only) or literals of one form only (ToolStatus: the TLS switch)
      }
      checked++;
      List<Recognizer> one = List.of(r);
      QuietGate gate = QuietGate.of(one, List.of());
      for (String body : lines) {
        String line = INFO + body;
        assertEquals(scan(one, null, line), scan(one, gate, line), r.getClass().getSimpleName() + " on: " + line);
      }
    }
    assertEquals(4, checked, "recognisers with quiet literals");
  }

  /**
   * The port literals count only at a word start, as the pattern's {@code \b} wants: port forms
   * after a letter, a digit, an underscore, a CJK char or nothing, behind a quiet header, a loud
   * one and bare, give the same ports with the gate as without it; and a quiet "transport[" line
   * is no longer read by the port recogniser.
   */
  @Test
  void portLiteralsCountAtAWordStartOnly() {
    List<String> bodies = List.of("transport[8080] up", "kernelTransport: 29500", "master_port=29500", "MASTER_PORT 29500",
        "x_port:1234 y", "port[6000]", "(Port: 60000)", "a,port=443", "9port:12345", "\u4E2Dport:2222", "report 12345",
        "support=8080 and port 9000", "Transport=1 transport=2 PORT:3333", "[10.0.0.1:29500]");
    PortRecognizer port = new PortRecognizer();
    List<Recognizer> one = List.of(port);
    QuietGate gate = QuietGate.of(one, List.of());
    String[] heads = {INFO, "[WARNING] HCCL(4242,python3):2025-07-23-03:00:00.000.000 [gate.cc:1] [4243]", ""};
    for (String head : heads) {
      for (String body : bodies) {
        String line = head + body;
        assertEquals(scan(one, null, line), scan(one, gate, line), "on: " + line);
      }
    }
    assertEquals(0, gate.recognizers(INFO + "transport[8080] kernelTransport: 1", INFO.length(), new QuietGate.Hits()));
    assertEquals(1, gate.recognizers(INFO + "transport[8080] port: 1", INFO.length(), new QuietGate.Hits()));
    byte[] b = (INFO + "a transport[8080] on kernelTransport: 12 and a transport=3 done").getBytes(StandardCharsets.US_ASCII);
    assertTrue(gate.nothingIn(b, INFO.length(), b.length), "the bytes check passes over port after a letter");
  }

  /**
   * On the other lines (WARNING, ERROR, EVENT, no plog header) a recogniser runs only where the
   * gate finds one of its triggers: every corpus line, in order (so the state kept across lines is
   * in play), behind each such header and bare, gives the whole chain the same findings with the
   * gate as without it. A bare line that a framework's logger gives a quiet level (vLLM's, Python's
   * or c10's INFO and DEBUG, {@link FrameworkLevels}) is a quiet line, gated as a plog INFO line is,
   * and left out of the bare run.
   */
  @Test
  void triggersHideNothingOnTheOtherLines() throws IOException {
    List<String> bodies = corpusLines();
    FeatureExtractor standard = new FeatureExtractor(List.of(), java.util.Map.of(), io.github.ascendtriage.TestKnowledge.K);
    List<Recognizer> chain = standard.recognizers();
    assertTrue(chain.stream().filter(r -> r.triggers() != null).count() >= 10, "recognisers with triggers");
    String[] heads = {"[ERROR] HCCL(4242,python3):2025-07-23-03:00:00.000.000 [gate.cc:1] [4243]",
        "[WARNING] RUNTIME(4242,python3):2025-07-23-03:00:00.000.000 [stream.cc:1]4243 ",
        "[EVENT] HCCP(4242,hccp_service.bin):2025-07-23-03:00:00.000.000 [ra.c:1]tid:4243,ra(1) : ", ""};
    for (String head : heads) {
      FeatureCollector gated = new FeatureCollector();
      FeatureCollector all = new FeatureCollector();
      LineScanner g = new LineScanner("t", chain, QuietGate.of(chain, List.of()));
      LineScanner a = new LineScanner("t", chain, null);
      long no = 0;
      for (String body : bodies) {
        String line = head + body;
        if (head.isEmpty() && quietByItsFramework(line)) {
          continue;
        }
        no++;
        gated.beginLine("t", no, line);
        g.scan(line, no, gated);
        all.beginLine("t", no, line);
        a.scan(line, no, all);
      }
      assertSameFindings(a, all, g, gated);
    }
  }

  @Test
  void skippedLinesAreLinesScanWouldFindNothingOn() throws IOException {
    FeatureExtractor ex = markers();
    List<String> lines = gatedLines();
    FeatureCollector all = new FeatureCollector();
    FeatureCollector gated = new FeatureCollector();
    LineScanner a = ex.newScanner("t");
    LineScanner g = ex.newScanner("t");
    int skipped = 0;
    long no = 0;
    for (String l : lines) {
      no++;
      all.beginLine("t", no, l);
      a.scan(l, no, all);
      if (g.skips(l)) {
        skipped++;
      } else {
        gated.beginLine("t", no, l);
        g.scan(l, no, gated);
      }
    }
    assertSameFindings(a, all, g, gated);
    assertTrue(skipped > lines.size() / 10, "skipped " + skipped + " of " + lines.size());
  }

  /**
   * A line the scanner skips from its bytes, undecoded, is one it skips as a string; a line it
   * declines there is then decided as a string with the same answer as if never offered; what
   * the scan finds is the same. Lines of the same long length, as a terminal cuts them, keep the
   * cut-line state in play.
   */
  @Test
  void linesSkippedUndecodedAreLinesSkippedAsStrings() throws IOException {
    FeatureExtractor ex = markers();
    List<String> lines = gatedLines();
    FeatureCollector plain = new FeatureCollector();
    FeatureCollector bytes = new FeatureCollector();
    LineScanner a = ex.newScanner("t");
    LineScanner b = ex.newScanner("t");
    int undecoded = 0;
    long no = 0;
    for (String l : lines) {
      no++;
      boolean ascii = l.chars().allMatch(c -> c < 128 && c != 0x1B && c != '\n' && c != '\r');
      byte[] raw = ("  " + l + " ").getBytes(StandardCharsets.ISO_8859_1);
      if (ascii && b.skipsAscii(raw, 2, raw.length - 1)) {
        assertTrue(a.skips(l), "skipped undecoded but not as a string: " + l);
        undecoded++;
        continue;
      }
      boolean skipped = a.skips(l);
      assertEquals(skipped, b.skips(l), l);
      if (!skipped) {
        plain.beginLine("t", no, l);
        a.scan(l, no, plain);
        bytes.beginLine("t", no, l);
        b.scan(l, no, bytes);
      }
    }
    assertSameFindings(a, plain, b, bytes);
    assertTrue(undecoded > lines.size() / 10, "skipped undecoded " + undecoded + " of " + lines.size());
  }

  @Test
  void onQuietLinesOnlyThePhrasesThatCountThereAreFound() {
    FeatureExtractor ex = new FeatureExtractor(
        List.of("allreduce", "crimer rank", "status[lost]"), List.of("crimer rank", "status[lost]"),
        List.of(), io.github.ascendtriage.TestKnowledge.K, io.github.ascendtriage.internal.codes.CodeCatalogLoader.builtIn(),
        List.of());
    String body = " allreduce: local rank [10.0.0.1/2]: crimer rank [10.0.0.2/13] status[LOST]";
    String head = "HCCL(4242,python3):2025-07-23-03:00:00.000.000 [heartbeat.cc:980] [4243]";
    for (String level : List.of("[INFO] ", "[DEBUG] ", "[TRACE] ")) {
      Set<String> t = ex.extractText(level + head + body).keys();
      assertTrue(t.contains("phrase:crimer rank") && t.contains("phrase:status[lost]"), level + t);
      assertFalse(t.contains("phrase:allreduce"), level + t);
    }
    for (String level : List.of("[ERROR] ", "[WARNING] ", "[EVENT] ", "")) {
      Set<String> t = ex.extractText(level + head + body).keys();
      assertTrue(t.contains("phrase:allreduce") && t.contains("phrase:crimer rank"), level + t);
    }
    // the plain line, pasted without a plog header, is not a quiet line
    assertTrue(ex.extractText(body).keys().contains("phrase:allreduce"));
  }

  @Test
  void faultCodesAreReadOnErrorLinesOnly() {
    String body = " notify wait timed out, EI0002 [FUNC:Wait][FILE:notify.cc][LINE:80]";
    Set<String> quiet = ExtractSupport.tokens("[INFO] RUNTIME(4242,python3):2025-07-23-03:00:00.000.000 [stream.cc:1]4243" + body);
    Set<String> error = ExtractSupport.tokens("[ERROR] RUNTIME(4242,python3):2025-07-23-03:00:00.000.000 [stream.cc:1]4243" + body);
    assertTrue(error.contains("code:EI0002") && error.contains("function:Wait"), error.toString());
    assertFalse(quiet.contains("code:EI0002") || quiet.contains("function:Wait"), quiet.toString());
  }

  @Test
  void settingsAndIdentitiesAreReadOnInfoLines() {
    Set<String> t = ExtractSupport.tokens(INFO + "HCCL_CONNECT_TIMEOUT is set to [1800]");
    assertTrue(t.contains("env-var:HCCL_CONNECT_TIMEOUT") && t.contains("timeout:1800"), t.toString());
    String facts = ExtractSupport.collect(INFO + "Entry-HcclCommInitRootInfo:ranks[16], rank[9], deviceLogicId[1]").sources().toString();
    assertTrue(facts.contains("9") && facts.contains("4242"), facts);
  }

  /** True when a framework's logger prefix gives {@code line} a quiet level. */
  private static boolean quietByItsFramework(String line) {
    LineContext c = new LineContext("q");
    ConsolePrefix.strip(ConsolePrefix.stripAnsi(line), c, (type, value) -> { });
    return QuietGate.quiet(c.level());
  }

  /** Ends both scans; they found the same features, occurrences, events, sources and codes. */
  private static void assertSameFindings(LineScanner a, FeatureCollector fa, LineScanner b, FeatureCollector fb) {
    a.end(fa);
    b.end(fb);
    FeatureSet x = fa.finish();
    FeatureSet y = fb.finish();
    assertEquals(x.keys(), y.keys());
    for (String key : x.keys()) {
      assertEquals(x.occurrence(key).toString(), y.occurrence(key).toString(), key);
    }
    assertEquals(x.events() + " " + x.sources() + " " + x.codes(), y.events() + " " + y.sources() + " " + y.codes());
  }

  /**
   * Phrases that occur inside words and at word starts of plog noise, and a marker; two of them
   * count on quiet lines too.
   */
  private static FeatureExtractor markers() {
    return new FeatureExtractor(
        List.of("npu", "allreduce", "device_id", "link down", "timeout"), List.of("device_id", "link down"),
        List.of(), io.github.ascendtriage.TestKnowledge.K, io.github.ascendtriage.internal.codes.CodeCatalogLoader.builtIn(),
        List.of());
  }

  /**
   * Markers and corpus lines behind plog headers of each level (with and without {@code
   * [file:line]}, a digit just before the message, fields as long as allowed), bare, and now and
   * then a run of lines of one length ending in letters, as a terminal cuts them.
   */
  private static List<String> gatedLines() throws IOException {
    List<String> lines = new ArrayList<>();
    String[] levels = {"[INFO]", "[DEBUG]", "[TRACE]", "[ERROR]", "[INFO] ", "[EVENT]"};
    int k = 0;
    List<String> bodies = new ArrayList<>(List.of("npu link down", "allreduce timeout", "device_id=3", "xnpu", "input_num=1",
        "a message long enough to be proved free of every literal", "ends in a word cut by a terminal at this widthxy"));
    bodies.addAll(corpusLines());
    java.util.Random r = new java.util.Random(41);
    for (String body : bodies) {
      String lv = levels[k++ % levels.length];
      lines.add(lv + " GE(4242,python3):2025-07-23-03:00:00.000.000 [graph.cc:4505]1121718 " + body);
      lines.add(lv + " HCCL(4242,python3):2025-07-23-03:00:00.000.000 " + body);
      lines.add(lv + " HCCL(4242,python3):2025-07-23-03:00:00.000.000" + body);
      lines.add(lv + " HCCL(4242," + "p".repeat(r.nextInt(90)) + "):2025-07-23-03:00:00.000.000 ["
          + "f".repeat(r.nextInt(210)) + ".cc:12] [77] " + body + " padding".repeat(r.nextInt(80)));
      lines.add(body);
      if (k % 50 == 0) {
        String cut = (lv + " HCCL(4242,python3):2025-07-23-03:00:00.000.000 [cut.cc:1] word after wordxyz" + " abc".repeat(10))
            .substring(0, 120);
        for (int j = 0; j < 4; j++) {
          lines.add(cut);
        }
        lines.add("xcontinues the cut line");
      }
    }
    return lines;
  }

  private static String scan(List<Recognizer> chain, QuietGate gate, String line) {
    FeatureCollector f = new FeatureCollector();
    LineScanner sc = new LineScanner("t", chain, gate);
    f.beginLine("t", 1, line);
    sc.scan(line, 1, f);
    sc.end(f);
    FeatureSet s = f.finish();
    return s.keys() + " " + s.events() + " " + s.sources() + " " + s.codes();
  }

  private static List<String> corpusLines() throws IOException {
    List<String> out = new ArrayList<>();
    for (Path p : TestPaths.logFiles(true)) {
      for (String l : new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\\R")) {
        // the message after a plog header, so each line is tried as a quiet line's message
        PlogHeader h = new PlogHeader();
        out.add(h.parse(l) ? l.substring(h.bodyStart) : l);
      }
    }
    // and the format samples of the recogniser tests, whose forms the corpus may not hold
    Path tests = TestPaths.repo().resolve("src/test/java/io/github/ascendtriage/internal/extract");
    String src = Files.readString(tests.resolve("FormatSamplesTest.java")) + Files.readString(tests.resolve("scan/IdentityAndPeerLinesTest.java"));
    for (String found : literals(src)) {
      String lit = found.replace("\\n", "\n").replace("\\t", "\t").replace("\\\"", "\"").replace("\\\\", "\\");
      for (String l : lit.split("\n")) {
        PlogHeader h = new PlogHeader();
        out.add(h.parse(l) ? l.substring(h.bodyStart) : l);
      }
    }
    return out;
  }

  /** {@link #literals} finds what its pattern finds (run on a thread with a stack deep enough for it). */
  @Test
  void literalsAreWhatThePatternFinds() throws Exception {
    Path tests = TestPaths.repo().resolve("src/test/java/io/github/ascendtriage/internal/extract");
    String src = Files.readString(tests.resolve("FormatSamplesTest.java")) + Files.readString(tests.resolve("scan/IdentityAndPeerLinesTest.java"))
        + "\"short\" x \"a longer one \\\" with \\n escapes\" \"cut by \\\nan escaped line end here\" \"unclosed and long enough";
    List<String> byPattern = new ArrayList<>();
    Thread t = new Thread(null, () -> {
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"((?:[^\"\\\\]|\\\\.){12,})\"").matcher(src);
      while (m.find()) {
        byPattern.add(m.group(1));
      }
    }, "pattern", 1L << 30);
    t.start();
    t.join();
    assertTrue(byPattern.size() > 50, "literals: " + byPattern.size());
    assertEquals(byPattern, literals(src));
  }

  /**
   * What {@code "((?:[^"\\]|\\.){12,})"} finds in {@code src} (group 1 of each match), found without
   * the regex: its loop takes a stack frame per char, which overflows under some JIT states (with
   * the fuzz tests' hooks in the same JVM). A start is a quote; escapes count as one char and need a
   * char after them that {@code .} takes (not a line end); the run ends at the next quote.
   */
  static List<String> literals(String src) {
    List<String> out = new ArrayList<>();
    for (int i = src.indexOf('"'); i >= 0; ) {
      int j = i + 1;
      int count = 0;
      boolean closed = false;
      while (j < src.length()) {
        char c = src.charAt(j);
        if (c == '"') {
          closed = true;
          break;
        }
        if (c == '\\') {
          if (j + 1 >= src.length() || "\n\r\u0085\u2028\u2029".indexOf(src.charAt(j + 1)) >= 0) {
            break;
          }
          j++;
        }
        j++;
        count++;
      }
      if (closed && count >= 12) {
        out.add(src.substring(i + 1, j));
        i = src.indexOf('"', j + 1);
      } else {
        i = src.indexOf('"', i + 1);
      }
    }
    return out;
  }
}
