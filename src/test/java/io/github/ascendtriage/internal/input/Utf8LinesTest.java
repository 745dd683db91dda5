package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Splitting UTF-8 on bytes gives what decoding first and splitting on chars gives: the same lines,
 * numbers, cuts and replacement chars, wherever the read buffer ends.
 */
class Utf8LinesTest {
  private static final byte[][] PIECES = {
    "a".getBytes(StandardCharsets.UTF_8), "xyz ".getBytes(StandardCharsets.UTF_8), {'\n'}, {'\r'}, {'\r', '\n'},
    "链路".getBytes(StandardCharsets.UTF_8), "😀".getBytes(StandardCharsets.UTF_8), "é".getBytes(StandardCharsets.UTF_8),
    {(byte) 0xE9}, {(byte) 0xF0, (byte) 0x9F}, {(byte) 0x80}, {(byte) 0xC3},
  };

  @Test
  void byteSplitAgreesWithCharSplit() throws IOException {
    Random r = new Random(16);
    for (int round = 0; round < 3000; round++) {
      java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
      int pieces = r.nextInt(round % 10 == 0 ? 40_000 : 60);
      for (int i = 0; i < pieces; i++) {
        b.writeBytes(PIECES[r.nextInt(PIECES.length)]);
      }
      byte[] bytes = b.toByteArray();
      int maxLine = 1 + r.nextInt(round % 3 == 0 ? 10 : 30_000);
      assertEquals(charSplit(bytes, maxLine), byteSplit(bytes, maxLine, 1 + r.nextInt(9000)), "round " + round);
    }
  }

  /** Reference: decode everything with the replacing decoder, then split on chars. */
  private static String charSplit(byte[] bytes, int maxLine) throws IOException {
    String text = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPLACE)
        .onUnmappableCharacter(CodingErrorAction.REPLACE)
        .decode(ByteBuffer.wrap(bytes))
        .toString();
    List<String> out = new ArrayList<>();
    LineReader.Counts c = new LineReader.Counts();
    LineReader.split(new StringReader(text), (l, n) -> out.add(n + ":" + l), c, maxLine);
    return out + " lines=" + c.lines + " cut=" + c.cut + " first=" + c.firstCut;
  }

  /** Byte split, with reads of at most {@code chunk} bytes so lines span reads. */
  private static String byteSplit(byte[] bytes, int maxLine, int chunk) throws IOException {
    InputStream in = new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, chunk));
      }
    };
    List<String> out = new ArrayList<>();
    LineReader.Counts c = new LineReader.Counts();
    Utf8Lines.split(in, (l, n) -> out.add(n + ":" + l), c, maxLine);
    return out + " lines=" + c.lines + " cut=" + c.cut + " first=" + c.firstCut;
  }

  @Test
  void wordAtATimeSearchFindsTheFirstLineEnd() {
    java.util.Random r = new java.util.Random(5);
    byte[] alphabet = {'a', ' ', '\n', '\r', (byte) 0x8a, (byte) 0x8d, 0x0b, (byte) 0xff, 0x00, 0x0e};
    for (int round = 0; round < 20_000; round++) {
      byte[] b = new byte[r.nextInt(40)];
      int sparse = 1 + r.nextInt(30); // long runs without a line end, and dense ones
      for (int i = 0; i < b.length; i++) {
        b[i] = r.nextInt(sparse) == 0 ? alphabet[r.nextInt(alphabet.length)] : (byte) ('a' + r.nextInt(26));
      }
      int from = b.length == 0 ? 0 : r.nextInt(b.length + 1);
      int n = from + (b.length == from ? 0 : r.nextInt(b.length - from + 1));
      int expected = from;
      while (expected < n && b[expected] != '\n' && b[expected] != '\r') {
        expected++;
      }
      assertEquals(expected, Utf8Lines.nextEnd(b, from, n), java.util.Arrays.toString(b) + " from " + from + " to " + n);
    }
  }

  @Test
  void theHighByteFlagIsNeverMissing() {
    byte[] alphabet = {'a', ' ', '\n', '\r', 0x1B, (byte) 0x80, (byte) 0xC3, (byte) 0xA9, (byte) 0xff, 0x7f, 0x00};
    flagIsNeverMissing(28, alphabet, Utf8Lines.MAY_HIGH, b -> b < 0);
  }

  /**
   * The lines offered undecoded are ASCII with no ESC, each offered once, with its number; a line
   * the handler takes is not decoded, one it declines comes to {@link LineHandler#line} as usual.
   */
  @Test
  void onlyAsciiLinesAreOfferedUndecodedAndDeclinedOnesComeDecoded() throws IOException {
    StringBuilder text = new StringBuilder();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      String l = "[INFO] HCCL(1,python):2025-07-23-03:00:05.123.456 [a.cc:1] line " + i
          + (i % 5 == 0 ? " caf\u00e9" : "") + (i % 7 == 0 ? " \u001B[31mred\u001B[0m" : "") + "x".repeat(i % 300);
      expected.add(l);
      text.append(l).append(i % 3 == 0 ? "\r\n" : "\n");
    }
    byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
    for (int chunk : new int[] {7, 64, 1000, 1 << 16}) {
      InputStream in = chunked(bytes, chunk);
      String[] seen = new String[expected.size()];
      int[] offered = {0};
      Utf8Lines.split(in, new LineHandler() {
        @Override
        public void line(String t, long no) {
          throw new AssertionError("the byte split says what it knows");
        }

        @Override
        public void line(String t, long no, boolean noEscape) {
          assertEquals(null, seen[(int) no - 1], "line " + no + " twice");
          seen[(int) no - 1] = t;
        }

        @Override
        public boolean skipsAscii(byte[] b, int from, int to, long no) {
          String t = new String(b, from, to - from, StandardCharsets.ISO_8859_1);
          for (int i = from; i < to; i++) {
            assertTrue(b[i] >= 0 && b[i] != 0x1B && b[i] != '\n' && b[i] != '\r', "line " + no + ": " + t);
          }
          offered[0]++;
          if (no % 2 == 0) {
            seen[(int) no - 1] = t; // taken
            return true;
          }
          return false;
        }
      }, new LineReader.Counts(), 100_000);
      assertEquals(expected, List.of(seen), "chunk " + chunk);
      assertTrue(chunk < 1000 || offered[0] > 1500, "most ASCII lines are offered undecoded: " + offered[0]);
    }
  }

  @Test
  void theEscapeFlagIsNeverMissing() {
    byte[] alphabet = {'a', ' ', '\n', '\r', 0x1B, (byte) 0x9B, 0x1A, 0x1C, (byte) 0xff, 0x00};
    flagIsNeverMissing(27, alphabet, Utf8Lines.MAY_ESCAPE, b -> b == 0x1B);
  }

  /**
   * {@link Utf8Lines#end} sets {@code flag} whenever a byte that {@code flagged} names is before the
   * line end found (exactly so when no word is read), on random bytes drawn now and then from
   * {@code alphabet}.
   */
  private static void flagIsNeverMissing(long seed, byte[] alphabet, int flag, java.util.function.IntPredicate flagged) {
    java.util.Random r = new java.util.Random(seed);
    int with = 0;
    for (int round = 0; round < 20_000; round++) {
      byte[] b = new byte[r.nextInt(60)];
      int sparse = 1 + r.nextInt(40);
      for (int i = 0; i < b.length; i++) {
        b[i] = r.nextInt(sparse) == 0 ? alphabet[r.nextInt(alphabet.length)] : (byte) ('a' + r.nextInt(26));
      }
      int from = b.length == 0 ? 0 : r.nextInt(b.length + 1);
      int n = from + (b.length == from ? 0 : r.nextInt(b.length - from + 1));
      int e = Utf8Lines.end(b, from, n);
      int end = e & Utf8Lines.INDEX;
      assertEquals(Utf8Lines.nextEnd(b, from, n), end);
      boolean has = false;
      for (int i = from; i < end; i++) {
        has |= flagged.test(b[i]);
      }
      String what = java.util.Arrays.toString(b) + " from " + from + " to " + n;
      if (has) {
        with++;
        assertTrue((e & flag) != 0, what);
      }
      if (n - from < Long.BYTES) { // no word read: the flag is exact
        assertEquals(has, (e & flag) != 0, what);
      }
    }
    assertTrue(with > 500, "the inputs hold flagged bytes: " + with);
  }

  @Test
  void linesWithAnEscapeAreNeverSaidToHaveNone() throws IOException {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 5000; i++) {
      text.append("[INFO] HCCL(1,python):2025-07-23-03:00:05.123.456 [a.cc:1] line ").append(i);
      if (i % 7 == 0) {
        text.append(" \u001B[31mred\u001B[0m");
      }
      text.append(i % 3 == 0 ? "\r\n" : "\n");
    }
    byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
    for (int chunk : new int[] {7, 64, 1000, 1 << 16}) {
      InputStream in = chunked(bytes, chunk);
      int[] clean = {0};
      Utf8Lines.split(in, new LineHandler() {
        @Override
        public void line(String t, long no) {
          throw new AssertionError("the byte split says what it knows");
        }

        @Override
        public void line(String t, long no, boolean noEscape) {
          if (noEscape) {
            assertTrue(t.indexOf('\u001B') < 0, "line " + no + " has an escape");
            clean[0]++;
          }
        }
      }, new LineReader.Counts(), 100_000);
      // a line that spans two reads is gathered and not searched this way: small reads tell nothing
      assertTrue(chunk < 1000 || clean[0] > 2000, "most lines without escapes are said to be so: " + clean[0]);
    }
  }

  /** {@code bytes}, read at most {@code chunk} at a time. */
  private static InputStream chunked(byte[] bytes, int chunk) {
    return new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, chunk));
      }
    };
  }
}
