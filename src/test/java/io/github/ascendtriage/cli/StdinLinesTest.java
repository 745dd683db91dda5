package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.input.LineReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Split on the bytes, a stream gives the lines that {@code LineReader} gives through a replacing
 * UTF-8 decoder (what {@code tag} read stdin with before): on random bytes with every kind of line
 * end, bytes that are not UTF-8, sequences cut by the reads, and lines past the length bound;
 * and each line is told plain exactly when JSON can copy its chars as they are.
 */
class StdinLinesTest {
  private static final byte[][] PIECES = {
    "plog".getBytes(StandardCharsets.UTF_8), " ".getBytes(StandardCharsets.UTF_8), {'\n'}, {'\r'}, {'\r', '\n'},
    {'\n', '\r'}, "\u00e9".getBytes(StandardCharsets.UTF_8), "\u4e2d\u6587".getBytes(StandardCharsets.UTF_8),
    "\ud83d\ude00".getBytes(StandardCharsets.UTF_8), {(byte) 0x80}, {(byte) 0xc3}, {(byte) 0xe2, (byte) 0x82},
    {(byte) 0xf0, (byte) 0x9f, (byte) 0x98}, {(byte) 0xef, (byte) 0xbb, (byte) 0xbf}, {(byte) 0xff}, {0}, {'\t'},
    {(byte) 0xed, (byte) 0xa0, (byte) 0x80}, {'"'}, {'\\'}, {0x7f}, {0x1f}, "[INFO] plain words".getBytes(StandardCharsets.UTF_8),
  };

  @Test
  void randomBytesGiveTheLinesOfTheDecodingReader() throws IOException {
    Random rnd = new Random(16);
    for (int round = 0; round < 200; round++) {
      ByteArrayOutputStream b = new ByteArrayOutputStream();
      int pieces = rnd.nextInt(round % 50 == 0 ? 100_000 : 400);
      for (int i = 0; i < pieces; i++) {
        // now and then a piece repeated into a line past the bound
        byte[] p = PIECES[rnd.nextInt(PIECES.length)];
        int times = rnd.nextInt(1_000) == 0 ? LineReader.MAX_LINE + rnd.nextInt(3) : 1;
        for (int t = 0; t < times; t++) {
          b.write(p);
        }
      }
      byte[] bytes = b.toByteArray();
      assertEquals(expected(bytes), actual(bytes, rnd), "round " + round + ", " + bytes.length + " bytes");
    }
  }

  @Test
  void theOutputIsFlushedBeforeEveryReadThatCouldWait() throws IOException {
    List<String> events = new ArrayList<>();
    // two reads with bytes ready, then the input pauses (nothing available) before each later read
    InputStream in = new InputStream() {
      final byte[][] parts = {"a\nb".getBytes(StandardCharsets.UTF_8), "\nc\n".getBytes(StandardCharsets.UTF_8)};
      int at;

      @Override
      public int read() {
        throw new UnsupportedOperationException();
      }

      @Override
      public int read(byte[] buf, int off, int len) {
        if (at >= parts.length) {
          return -1;
        }
        byte[] p = parts[at++];
        System.arraycopy(p, 0, buf, off, p.length);
        return p.length;
      }

      @Override
      public int available() {
        return 0;
      }
    };
    StdinLines.read(in, (line, no) -> events.add(no + ":" + line), () -> events.add("idle"));
    assertEquals(List.of("idle", "1:a", "idle", "2:b", "3:c", "idle"), events);
  }

  private static List<String> expected(byte[] bytes) throws IOException {
    List<String> out = new ArrayList<>();
    LineReader.read(new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE)),
        (line, no) -> out.add(no + ":" + line));
    return out;
  }

  private static List<String> actual(byte[] bytes, Random rnd) throws IOException {
    List<String> out = new ArrayList<>();
    int[] idle = new int[1];
    // reads of random sizes, so that line ends, \r\n and UTF-8 sequences fall across them
    InputStream in = new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.max(1, Math.min(len, 1 + rnd.nextInt(rnd.nextBoolean() ? 7 : 100_000))));
      }
    };
    StdinLines.read(in, (line, no, plain) -> {
      assertEquals(plain(line), plain, "plain: " + line);
      out.add(no + ":" + line);
    }, () -> idle[0]++);
    assertTrue(idle[0] >= 1, "the end of the input is a wait");
    return out;
  }

  /** A line JSON writes as it is: ASCII, nothing below a space, no quote, no backslash. */
  private static boolean plain(String line) {
    return line.chars().allMatch(c -> c >= 0x20 && c < 0x80 && c != '"' && c != '\\');
  }
}
