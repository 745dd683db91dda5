package io.github.ascendtriage.internal.input;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.zip.ZipException;

/**
 * Splits UTF-8 input into lines on bytes, as {@link LineReader}'s char path does on chars: lines
 * end at {@code \n}, {@code \r} or {@code \r\n}, malformed bytes become U+FFFD, a line is cut at
 * the char limit. Each line is decoded once, straight from the 64 KiB read buffer when it lies in
 * it; an ASCII line (nearly every log line) is then a plain copy. An ASCII line with no ESC that
 * lies in the buffer is first offered to the handler undecoded ({@link LineHandler#skipsAscii}):
 * a tree's quiet lines are mostly skipped there, and never become strings. Line ends, ESC bytes
 * and bytes outside ASCII are searched eight bytes at a time. Only a line that spans two reads
 * is gathered first, and at most the bytes its first {@code maxLine} chars can take. Stateless.
 */
final class Utf8Lines {
  private Utf8Lines() {}

  static final int BUFFER = 1 << 16;

  static void split(InputStream in, LineHandler handler, LineReader.Counts counts, int maxLine) throws IOException {
    byte[] buf = new byte[BUFFER];
    // a UTF-8 char takes at most 3 bytes per UTF-16 unit: this many bytes hold more than maxLine chars
    int cap = (int) Math.min(Integer.MAX_VALUE - 16, 3L * maxLine + 4);
    byte[] carry = new byte[256];
    int carried = 0; // bytes of the current line from earlier reads (at most cap)
    boolean over = false; // the current line had more than cap bytes
    boolean lastCr = false; // the previous read ended with '\r'
    long lineNo = 0;
    int n;
    try {
      while ((n = in.read(buf, 0, BUFFER)) > 0) {
        int start = 0;
        for (int e = end(buf, 0, n), i = e & INDEX; i < n; e = end(buf, i + 1, n), i = e & INDEX) {
          byte b = buf[i];
          if (b == '\n' && (i > 0 ? buf[i - 1] == '\r' : lastCr)) {
            start = i + 1; // the '\n' of "\r\n"
            continue;
          }
          lineNo++;
          if ((e & MAY_SKIP) == 0 && carried == 0 && !over && i - start <= maxLine
              && handler.skipsAscii(buf, start, i, lineNo)) {
            start = i + 1;
            continue;
          }
          if (carried == 0 && !over) {
            emit(handler, counts, new String(buf, start, i - start, StandardCharsets.UTF_8), false, lineNo, maxLine,
                (e & MAY_ESCAPE) == 0);
          } else {
            int take = Math.min(i - start, cap - carried);
            carry = gather(carry, carried, buf, start, take);
            emit(handler, counts, new String(carry, 0, carried + take, StandardCharsets.UTF_8),
                over || take < i - start, lineNo, maxLine, false);
            carried = 0;
            over = false;
          }
          start = i + 1;
        }
        if (n > 0) {
          lastCr = buf[n - 1] == '\r';
          if (start < n) {
            int take = Math.min(n - start, cap - carried);
            carry = gather(carry, carried, buf, start, take);
            carried += take;
            over |= take < n - start;
          }
        }
        counts.lines = lineNo;
      }
    } catch (EOFException | ZipException e) {
      if (carried > 0) {
        lineNo++;
        emit(handler, counts, new String(carry, 0, carried, StandardCharsets.UTF_8), over, lineNo, maxLine, false);
      }
      counts.lines = lineNo;
      throw e;
    }
    if (carried > 0) {
      lineNo++;
      emit(handler, counts, new String(carry, 0, carried, StandardCharsets.UTF_8), over, lineNo, maxLine, false);
    }
    counts.lines = lineNo;
  }

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;
  private static final long LFS = ONES * '\n';
  private static final long CRS = ONES * '\r';

  /**
   * {@link #end}'s bits: the index, the flag that an ESC byte may be in the bytes searched, and
   * the flag that a byte outside ASCII may be.
   */
  static final int INDEX = (1 << 29) - 1;
  static final int MAY_ESCAPE = 1 << 30;
  static final int MAY_HIGH = 1 << 29;
  private static final int MAY_SKIP = MAY_ESCAPE | MAY_HIGH;
  private static final long ESCS = ONES * 0x1B;

  /** The index of the first {@code \n} or {@code \r} in {@code b[from, n)}, or {@code n}. */
  static int nextEnd(byte[] b, int from, int n) {
    return end(b, from, n) & INDEX;
  }

  /**
   * As {@link #nextEnd}, eight bytes at a time (a byte equal to the sought one becomes a zero byte,
   * and the lowest zero byte of a word is found exactly by the borrow trick), then byte by byte
   * for the tail; with {@link #MAY_ESCAPE} set when an ESC byte (0x1B, which starts a terminal's
   * colour codes) is in {@code b[from, index)}, or in the rest of the word where the end was
   * found: set too often at times, never missing. {@code n} is below {@link #INDEX}.
   */
  static int end(byte[] b, int from, int n) {
    int i = from;
    long esc = 0;
    long high = 0;
    for (; i + Long.BYTES <= n; i += Long.BYTES) {
      long w = (long) LONGS.get(b, i);
      long lf = w ^ LFS;
      long cr = w ^ CRS;
      long es = w ^ ESCS;
      esc |= (es - ONES) & ~es;
      high |= w;
      long hit = (((lf - ONES) & ~lf) | ((cr - ONES) & ~cr)) & HIGHS;
      if (hit != 0) {
        return (i + (Long.numberOfTrailingZeros(hit) >>> 3)) | ((esc & HIGHS) != 0 ? MAY_ESCAPE : 0)
            | ((high & HIGHS) != 0 ? MAY_HIGH : 0);
      }
    }
    int flag = ((esc & HIGHS) != 0 ? MAY_ESCAPE : 0) | ((high & HIGHS) != 0 ? MAY_HIGH : 0);
    for (; i < n; i++) {
      byte c = b[i];
      if (c == '\n' || c == '\r') {
        break;
      }
      if (c == 0x1B) {
        flag |= MAY_ESCAPE;
      } else if (c < 0) {
        flag |= MAY_HIGH;
      }
    }
    return i | flag;
  }

  /** {@code carry} with {@code src[from, from + len)} appended after its first {@code have} bytes. */
  private static byte[] gather(byte[] carry, int have, byte[] src, int from, int len) {
    byte[] c = carry;
    if (have + len > c.length) {
      c = java.util.Arrays.copyOf(c, Math.max(have + len, 2 * c.length));
    }
    System.arraycopy(src, from, c, have, len);
    return c;
  }

  private static void emit(LineHandler handler, LineReader.Counts counts, String line, boolean over, long lineNo, int maxLine,
      boolean noEscape) {
    String l = line;
    if (over || l.length() > maxLine) {
      l = l.substring(0, Math.min(maxLine, l.length()));
      counts.cut(lineNo);
    }
    handler.line(l, lineNo, noEscape);
  }
}
