package io.github.ascendtriage.cli;

import io.github.ascendtriage.internal.input.LineHandler;
import io.github.ascendtriage.internal.input.LineReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The lines of a live byte stream ({@code tag}'s stdin), split on the bytes in one reused buffer:
 * a line end is {@code \n}, {@code \r} or {@code \r\n} (neither byte occurs inside a UTF-8
 * sequence), a line of ASCII bytes becomes a string in one copy, any other is decoded as UTF-8
 * with U+FFFD for bytes that are not, and a line longer than {@link LineReader#MAX_LINE} chars is
 * cut there (the rest skipped): the lines {@code LineReader} reads from that stream through a
 * replacing UTF-8 decoder, as {@code StdinLinesTest} checks on random bytes. Before a read that
 * could wait (nothing is available yet) {@code idle} runs, so what was written reaches the pipe
 * while the input pauses. Not thread-safe.
 */
final class StdinLines {
  /** Bytes of a line kept before it is cut: enough for {@code MAX_LINE} chars of any UTF-8. */
  static final int MAX_LINE_BYTES = 4 * LineReader.MAX_LINE;

  /** What to do before a read that could wait. */
  interface Idle {
    void run() throws IOException;
  }

  /** Receives each line, its 1-based number, and whether it is {@linkplain #plain plain}. */
  interface Handler {
    void line(String text, long no, boolean plain);

    /**
     * Offered a plain line of at most {@link LineReader#MAX_LINE} bytes before it becomes a
     * string: {@code b[from, to)}, valid only during the call. True when the handler is done with
     * it ({@link #line} is then not called); false, the default, to have it given to {@link #line}.
     */
    default boolean quiet(byte[] b, int from, int to, long no) {
      return false;
    }
  }

  private StdinLines() {}

  /** Reads {@code in} to its end, handing each line (numbered from 1) to {@code handler}. */
  static void read(InputStream in, LineHandler handler, Idle idle) throws IOException {
    read(in, (text, no, plain) -> handler.line(text, no), idle);
  }

  /**
   * Reads {@code in} to its end, handing each line (numbered from 1) to {@code handler}, told
   * whether it is plain: all its bytes ASCII and none that JSON escapes (below {@code 0x20}, {@code
   * "}, {@code \}), found in the pass that finds the line ends.
   */
  static void read(InputStream in, Handler handler, Idle idle) throws IOException {
    byte[] buf = new byte[1 << 16];
    byte[] line = new byte[256]; // the start of a line that spans reads
    int len = 0;
    boolean lastCr = false; // the byte before buf[start] ended a line with \r
    long no = 0;
    while (true) {
      if (in.available() <= 0) {
        idle.run();
      }
      int n = in.read(buf, 0, buf.length);
      if (n < 0) {
        break;
      }
      int start = 0;
      for (int i = plainEnd(buf, 0, n); i < n; i = plainEnd(buf, i + 1, n)) {
        int stop = i; // the first byte of the line that is not plain
        if (buf[i] != '\n' && buf[i] != '\r') {
          i = lineEnd(buf, i, n); // the rest of the line only for its end
          if (i == n) {
            break;
          }
        }
        byte b = buf[i];
        if (b == '\n' && lastCr && i == start) {
          lastCr = false; // the \n of a \r\n
          start = i + 1;
          continue;
        }
        if (len == 0) {
          int take = Math.min(i - start, MAX_LINE_BYTES);
          give(handler, buf, start, take, ++no, stop - start >= Math.min(take, LineReader.MAX_LINE));
        } else {
          line = append(line, len, buf, start, Math.min(i - start, MAX_LINE_BYTES - len));
          len += Math.max(0, Math.min(i - start, MAX_LINE_BYTES - len));
          give(handler, line, 0, len, ++no, plainEnd(line, 0, len) >= Math.min(len, LineReader.MAX_LINE));
          len = 0;
        }
        lastCr = b == '\r';
        start = i + 1;
      }
      lastCr = lastCr && start == n;
      int take = Math.min(n - start, MAX_LINE_BYTES - len);
      if (take > 0) {
        line = append(line, len, buf, start, take);
        len += take;
      }
    }
    if (len > 0) {
      give(handler, line, 0, len, ++no, plainEnd(line, 0, len) >= Math.min(len, LineReader.MAX_LINE));
    }
  }

  private static final java.lang.invoke.VarHandle LONGS =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;

  /** Where the first {@code \n} or {@code \r} of {@code b[from, n)} is, or {@code n}: eight bytes at a time. */
  static int lineEnd(byte[] b, int from, int n) {
    int i = from;
    while (i + 8 <= n) {
      long w = (long) LONGS.get(b, i);
      long lf = w ^ (ONES * '\n');
      long cr = w ^ (ONES * '\r');
      // a zero byte in lf or cr is a line end in w
      long found = (((lf - ONES) & ~lf) | ((cr - ONES) & ~cr)) & HIGHS;
      if (found != 0) {
        return i + first(found);
      }
      i += 8;
    }
    while (i < n && b[i] != '\n' && b[i] != '\r') {
      i++;
    }
    return i;
  }

  /**
   * Where the first byte of {@code b[from, n)} that is not plain is (a line end is one), or {@code
   * n}: eight bytes at a time, with as few operations a word as {@link #lineEnd} has.
   */
  static int plainEnd(byte[] b, int from, int n) {
    int i = from;
    while (i + 8 <= n) {
      long w = (long) LONGS.get(b, i);
      long quoteAsSpace = w ^ (ONES * 0x02); // '"' becomes 0x20: one test finds it and the bytes below 0x20
      long slash = w ^ (ONES * '\\');
      // the bytes below 0x21, zero or with the high bit set
      long found = (((quoteAsSpace - ONES * 0x21) & ~quoteAsSpace) | ((slash - ONES) & ~slash) | w) & HIGHS;
      if (found != 0) {
        return i + first(found);
      }
      i += 8;
    }
    while (i < n && plain(b[i])) {
      i++;
    }
    return i;
  }

  /**
   * The index in its word of the first byte that {@code found} (high bits of a word's bytes) marks.
   * The tests above are exact for the first byte they mark: a byte is marked wrongly only by the
   * borrow of a subtraction, which runs from a byte rightly marked to the bytes after it.
   */
  private static int first(long found) {
    return Long.numberOfTrailingZeros(found) >>> 3;
  }

  private static boolean plain(byte b) {
    return b >= 0x20 && b != '"' && b != '\\'; // a byte >= 0x80 is negative
  }

  private static byte[] append(byte[] line, int len, byte[] from, int at, int count) {
    if (count <= 0) {
      return line;
    }
    if (len + count > line.length) {
      line = Arrays.copyOf(line, Math.max(line.length * 2, len + count));
    }
    System.arraycopy(from, at, line, len, count);
    return line;
  }

  /**
   * Hands the line of {@code len} bytes at {@code off} over; {@code plain}: the part of it that is
   * kept ({@link LineReader#MAX_LINE} chars) is plain, so its bytes are its chars.
   */
  private static void give(Handler handler, byte[] b, int off, int len, long no, boolean plain) {
    if (plain && len <= LineReader.MAX_LINE && handler.quiet(b, off, off + len, no)) {
      return;
    }
    handler.line(plain ? ascii(b, off, len) : decode(b, off, len), no, plain);
  }

  /** The string of {@code len} ASCII bytes, cut at {@link LineReader#MAX_LINE}: a copy. */
  @SuppressWarnings("deprecation")
  private static String ascii(byte[] b, int off, int len) {
    // the constructor given the charset is too large to be inlined under the launcher's
    // FreqInlineSize and checks the bytes again
    return new String(b, 0, off, Math.min(len, LineReader.MAX_LINE));
  }

  /** The chars of {@code len} bytes (at most {@link #MAX_LINE_BYTES}), cut at {@link LineReader#MAX_LINE}. */
  private static String decode(byte[] b, int off, int len) {
    // the decoder copies a line of ASCII bytes straight into a Latin-1 string
    String s = new String(b, off, len, StandardCharsets.UTF_8);
    return s.length() > LineReader.MAX_LINE ? s.substring(0, LineReader.MAX_LINE) : s;
  }
}
