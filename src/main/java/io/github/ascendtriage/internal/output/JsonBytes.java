package io.github.ascendtriage.internal.output;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A growing buffer of UTF-8 bytes that JSON is written into, a value at a time, without a
 * generator or an encoder: fixed parts copied as bytes, numbers as decimal digits (a number one
 * above the last is counted up in place), strings encoded in UTF-8 by the JDK (a lone surrogate as
 * {@code ?}, as a UTF-8 {@code Writer} encodes it) and escaped as Jackson's generator escapes them
 * ({@code "} and {@code \}, the short escapes {@code \b \t \n \f \r}, other control chars as
 * {@code \}{@code u00XX}, everything else as it is), eight bytes at a time where nothing needs it.
 * {@link JsonLinesBuffer} writes its objects with it. Not thread-safe; no argument may be null.
 */
final class JsonBytes {
  private static final java.lang.invoke.VarHandle LONGS =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
  private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
  /** What the buffer is made with, and shrinks back to after a very long line. */
  private static final int INITIAL = 1 << 16;

  private byte[] buf;
  private int len;

  JsonBytes() {
    this(INITIAL);
  }

  /** A buffer made with room for {@code capacity} bytes; it grows as it needs. */
  JsonBytes(int capacity) {
    buf = new byte[capacity];
  }

  static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** {@code s} as the bytes of a JSON string, quotes included. */
  static byte[] stringBytes(String s) {
    JsonBytes b = new JsonBytes();
    b.string(s);
    return java.util.Arrays.copyOf(b.buf, b.len);
  }

  /** Appends {@code b} as it is. */
  void bytes(byte[] b) {
    room(b.length);
    System.arraycopy(b, 0, buf, len, b.length);
    len += b.length;
  }

  /** Appends {@code line} encoded in UTF-8 as a UTF-8 writer encodes it (a lone surrogate as {@code ?}). */
  void utf8(String line) {
    bytes(line.getBytes(StandardCharsets.UTF_8));
  }

  /** The ASCII bytes {@code b[from, to)} as a JSON string, escaped unless {@code plainText}. */
  void asciiString(byte[] b, int from, int to, boolean plainText) {
    int n = to - from;
    int plain = plainText ? n : plain(b, from, to) - from;
    room(n + 2);
    buf[len++] = '"';
    System.arraycopy(b, from, buf, len, plain);
    len += plain;
    if (plain < n) {
      rest(b, from + plain, to);
    }
    room(1);
    buf[len++] = '"';
  }

  /** Bytes waiting to be written. */
  int length() {
    return len;
  }

  /** The bytes waiting from {@code from} to {@code to}, decoded (they are UTF-8 as this class writes it). */
  String text(int from, int to) {
    return new String(buf, from, to - from, StandardCharsets.UTF_8);
  }

  /**
   * Writes what is waiting to {@code out} in one call and empties the buffer (also when the write
   * fails).
   *
   * @throws IOException as {@code out} throws it
   */
  void writeTo(OutputStream out) throws IOException {
    int n = len;
    len = 0;
    if (buf.length > 4 * INITIAL) {
      byte[] b = buf;
      buf = new byte[INITIAL]; // a very long line's room is not kept
      out.write(b, 0, n);
    } else if (n > 0) {
      out.write(buf, 0, n);
    }
  }

  // the digits of the number written last, right-aligned in 20 bytes: lines come numbered one
  // after the other, and the next number's digits are these counted up by one
  private final byte[] digits = new byte[20];
  private int digitsFrom = digits.length;
  private long lastNumber = -2;

  /** Appends {@code v} in decimal. */
  void number(long v) {
    if (v < 0) {
      bytes(ascii(Long.toString(v)));
      return;
    }
    byte[] d = digits;
    if (v == lastNumber) {
      // the same number again (an ECS event's sequence and its line in a single source)
    } else if (v == lastNumber + 1 && v != 0) {
      int k = d.length - 1;
      while (k >= digitsFrom && d[k] == '9') { // the carry (left of digitsFrom: no digit of v - 1)
        d[k--] = '0';
      }
      if (k < digitsFrom) {
        d[k] = '1'; // a new leading digit (what the byte held before is no digit of v - 1)
        digitsFrom = k;
      } else {
        d[k]++;
      }
    } else {
      int k = d.length;
      long x = v;
      do {
        d[--k] = (byte) ('0' + x % 10);
        x /= 10;
      } while (x != 0);
      digitsFrom = k;
    }
    lastNumber = v;
    int n = d.length - digitsFrom;
    room(n);
    System.arraycopy(d, digitsFrom, buf, len, n);
    len += n;
  }

  private static final long ONES = 0x0101010101010101L;
  private static final long HIGHS = 0x8080808080808080L;

  /** Appends {@code s} as a JSON string: encoded in UTF-8, then escaped. */
  void string(String s) {
    // the JDK's UTF-8 encoding (a copy for an ASCII string; a lone surrogate as '?', as a UTF-8
    // writer makes it), then JSON's escapes, which only bytes below 0x80 need
    byte[] u = s.getBytes(StandardCharsets.UTF_8);
    int n = u.length;
    int plain = plain(u, 0, n);
    room(n + 2);
    buf[len++] = '"';
    System.arraycopy(u, 0, buf, len, plain);
    len += plain;
    if (plain < n) {
      rest(u, plain, n);
    }
    room(1);
    buf[len++] = '"';
  }

  /** Appends {@code s}, ASCII with no char to escape, as a JSON string: its chars are its bytes. */
  @SuppressWarnings("deprecation")
  void plainString(String s) {
    int n = s.length();
    room(n + 2);
    buf[len++] = '"';
    s.getBytes(0, n, buf, len); // the low byte of each char: the char itself, as all are ASCII
    len += n;
    buf[len++] = '"';
  }

  /** Where the first byte of {@code u[from, n)} to escape is, or n: eight bytes at a time. */
  private static int plain(byte[] u, int from, int n) {
    int i = from;
    for (; i + 8 <= n; i += 8) {
      long w = (long) LONGS.get(u, i);
      long quote = w ^ (ONES * '"');
      long slash = w ^ (ONES * '\\');
      // the bytes below 0x20, or equal to '"' or '\'; the first byte marked is rightly marked (a
      // subtraction's borrow, which marks wrongly, runs from a byte rightly marked to later ones)
      long found = (((w - ONES * 0x20) & ~w) | ((quote - ONES) & ~quote) | ((slash - ONES) & ~slash)) & HIGHS;
      if (found != 0) {
        return i + (Long.numberOfTrailingZeros(found) >>> 3);
      }
    }
    while (i < n && !escaped(u[i] & 0xFF)) {
      i++;
    }
    return i;
  }

  private static boolean escaped(int b) {
    return b < 0x20 || b == '"' || b == '\\';
  }

  /** The bytes {@code u[i, n)}, escaped (at most 6 bytes each). */
  private void rest(byte[] u, int i, int n) {
    room(6 * (n - i));
    byte[] b = buf;
    int at = len;
    for (; i < n; i++) {
      int c = u[i] & 0xFF;
      if (!escaped(c)) {
        b[at++] = u[i];
        continue;
      }
      b[at++] = '\\';
      switch (c) {
        case '"', '\\' -> b[at++] = (byte) c;
        case '\b' -> b[at++] = 'b';
        case '\t' -> b[at++] = 't';
        case '\n' -> b[at++] = 'n';
        case '\f' -> b[at++] = 'f';
        case '\r' -> b[at++] = 'r';
        default -> {
          b[at++] = 'u';
          b[at++] = '0';
          b[at++] = '0';
          b[at++] = HEX[c >> 4];
          b[at++] = HEX[c & 0xF];
        }
      }
    }
    len = at;
  }

  private void room(int more) {
    if (len + more > buf.length) {
      buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, len + more));
    }
  }
}
