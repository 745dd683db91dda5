package io.github.ascendtriage.reliability;

import static io.github.ascendtriage.reliability.Fixtures.CASE;
import static io.github.ascendtriage.reliability.Fixtures.FAULT;
import static io.github.ascendtriage.reliability.Fixtures.TRIAGE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Streaming keeps one output per input line, in order, whatever the pace or the end of the input. */
class StreamingTest {
  static final ObjectMapper JSON = new ObjectMapper();

  /** Lines of every awkward kind; the input text joins them with mixed terminators. */
  static final List<String> LINES =
      List.of(
          "job started", "", "  ", FAULT, "\t[ERROR] 2026-04-01-08:00:02 (PID:7310, Device:1, RankID:1) ERR02200 DIST call hccl api failed.",
          "\u8bad\u7ec3\u4e2d\u65ad", "x".repeat(70_000), "after the long line", "ret[7] hcclRet -> 7", "last line without terminator");

  static String joined() {
    String[] ends = {"\n", "\r\n", "\r", "\n"};
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < LINES.size(); i++) {
      sb.append(LINES.get(i));
      if (i < LINES.size() - 1) {
        sb.append(ends[i % ends.length]);
      }
    }
    return sb.toString(); // ends mid-line
  }

  @Test
  void aSessionTagsEveryLineOnceInOrder() {
    try (StreamSession s = TRIAGE.openStream()) {
      for (int i = 0; i < LINES.size(); i++) {
        TaggedLine t = s.accept(LINES.get(i));
        assertEquals(i + 1, t.lineNumber());
        assertEquals(LINES.get(i), t.text());
        assertTrue(t.processed(), t.toString());
      }
      assertEquals(LINES.size(), s.linesAccepted());
      assertEquals(CASE, Fixtures.best(s.diagnosis()));
      s.close();
      assertThrows(IllegalStateException.class, () -> s.accept("late"));
    }
  }

  @Test
  void theFaultLineIsTaggedWithItsCase() {
    try (StreamSession s = TRIAGE.openStream()) {
      assertTrue(s.accept("hello").caseId().isEmpty());
      assertEquals(CASE, s.accept(FAULT).caseId().orElse("<none>"));
    }
  }

  /** Hands out one byte per read, so line terminators (CR LF too) are split across reads. */
  static InputStream trickle(byte[] b) {
    return new InputStream() {
      int pos;

      @Override
      public int read() {
        return pos < b.length ? b[pos++] & 0xff : -1;
      }

      @Override
      public int read(byte[] buf, int off, int len) {
        if (pos >= b.length) {
          return -1;
        }
        buf[off] = b[pos++];
        return 1;
      }
    };
  }

  /** A consumer that stalls now and then, like a pipe to a slow process. */
  static class SlowSink extends OutputStream {
    final ByteArrayOutputStream got = new ByteArrayOutputStream();
    int writes;

    @Override
    public void write(int b) {
      got.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      if (++writes % 3 == 0) {
        try {
          Thread.sleep(2);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      got.write(b, off, len);
    }
  }

  static List<JsonNode> tag(InputStream in, String... extra) throws Exception {
    return tag(new SlowSink(), in, extra);
  }

  static List<JsonNode> tag(SlowSink out, InputStream in, String... extra) throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String[] args = new String[extra.length + 1];
    args[0] = "tag";
    System.arraycopy(extra, 0, args, 1, extra.length);
    int code = Main.run(args, in, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
    List<JsonNode> rows = new ArrayList<>();
    for (String l : out.got.toString(StandardCharsets.UTF_8).split("\n")) {
      if (!l.isBlank()) {
        rows.add(JSON.readTree(l));
      }
    }
    return rows;
  }

  @Test
  void tagEmitsOneObjectPerLineInOrderUnderASlowConsumerAndAnInputEndingMidLine() throws Exception {
    byte[] in = joined().getBytes(StandardCharsets.UTF_8);
    List<JsonNode> rows = tag(trickle(in));
    assertEquals(LINES.size(), rows.size());
    for (int i = 0; i < rows.size(); i++) {
      JsonNode r = rows.get(i);
      assertEquals(i + 1, r.get("line").asLong());
      String want = LINES.get(i);
      String got = r.get("text").asText();
      // a line longer than the reader's limit is passed on cut, never dropped or split
      assertTrue(want.equals(got) || (want.length() > got.length() && want.startsWith(got)), "line " + (i + 1));
      assertFalse(r.has("error"), r.toString());
    }
    assertEquals(CASE, rows.get(3).get("caseId").asText());
  }

  @Test
  void tagCountsManyLinesExactly() throws Exception {
    StringBuilder sb = new StringBuilder();
    int n = 5_000;
    for (int i = 1; i <= n; i++) {
      sb.append(i % 500 == 0 ? FAULT : "step " + i).append(i % 7 == 0 ? "\r\n" : "\n");
    }
    SlowSink fast =
        new SlowSink() {
          @Override
          public void write(byte[] b, int off, int len) {
            got.write(b, off, len);
          }
        };
    List<JsonNode> rows = tag(fast, new ByteArrayInputStream(sb.toString().getBytes(StandardCharsets.UTF_8)));
    assertEquals(n, rows.size());
    for (int i = 0; i < n; i++) {
      assertEquals(i + 1, rows.get(i).get("line").asLong());
    }
  }

  @Test
  void tagOnEmptyInputEmitsNothing() throws Exception {
    assertEquals(0, tag(new ByteArrayInputStream(new byte[0])).size());
  }
}
