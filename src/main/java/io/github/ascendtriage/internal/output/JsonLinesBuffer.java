package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.TaggedLine;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Tagged lines as JSON Lines, the objects {@link JsonReport#write(TaggedLine, Writer)} writes, each
 * ended by the platform's line separator as {@code println} ends it, encoded in UTF-8 (a lone
 * surrogate as {@code ?}, as a UTF-8 {@code Writer} encodes it) into one reused byte buffer that
 * the caller writes out in large pieces ({@code tag}: when it is full and when the input has
 * nothing more ready): no generator, no string, no encoder and no write per line. Strings are
 * escaped as Jackson's generator escapes them ({@code "} and {@code \}, the short escapes {@code
 * \b \t \n \f \r}, other control chars as {@code \}{@code u00XX}, everything else as it is);
 * {@code JsonLinesBufferTest} compares the two on random lines. Not thread-safe; no argument may
 * be null.
 */
public final class JsonLinesBuffer {
  private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] SEPARATOR = System.lineSeparator().getBytes(StandardCharsets.UTF_8);
  /** What the buffer is made with, and shrinks back to after a very long line. */
  private static final int INITIAL = 1 << 16;

  private byte[] buf = new byte[INITIAL];
  private int len;
  private char[] chars = new char[256]; // a string's chars, copied out at once (an intrinsic)

  /** Appends one tagged line's object and a line separator. */
  public void add(TaggedLine t) {
    ascii("{\"line\":");
    number(t.lineNumber());
    ascii(",\"text\":");
    string(t.text());
    ascii(",\"caseId\":");
    if (t.caseId().isPresent()) {
      string(t.caseId().get());
    } else {
      ascii("null");
    }
    ascii(",\"layer\":");
    string(t.layer().id());
    if (t.error().isPresent()) {
      ascii(",\"error\":");
      string(t.error().get());
    }
    room(1 + SEPARATOR.length);
    buf[len++] = '}';
    for (byte b : SEPARATOR) {
      buf[len++] = b;
    }
  }

  /** Bytes waiting to be written. */
  public int length() {
    return len;
  }

  /**
   * Writes what is waiting to {@code out} in one call and empties the buffer (also when the write
   * fails).
   *
   * @throws IOException as {@code out} throws it
   */
  public void writeTo(OutputStream out) throws IOException {
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

  private void number(long v) {
    if (v >= 0 && v < 10) {
      room(1);
      buf[len++] = (byte) ('0' + v);
    } else {
      ascii(Long.toString(v));
    }
  }

  private void string(String s) {
    int n = s.length();
    if (chars.length < n) {
      chars = new char[Math.max(n, 2 * chars.length)];
    }
    s.getChars(0, n, chars, 0);
    char[] c = chars;
    room(n + 2);
    byte[] b = buf;
    int at = len;
    b[at++] = '"';
    // one pass: printable ASCII is copied as it is (most lines are nothing else)
    int i = 0;
    for (; i < n; i++) {
      char ch = c[i];
      if (ch < 0x20 || ch >= 0x80 || ch == '"' || ch == '\\') {
        break;
      }
      b[at++] = (byte) ch;
    }
    len = at;
    if (i < n) {
      rest(c, i, n);
    }
    room(1);
    buf[len++] = '"';
  }

  /** {@code c[i, n)} escaped and encoded char by char (at most 6 bytes each). */
  private void rest(char[] c, int i, int n) {
    room(6 * (n - i));
    byte[] b = buf;
    int at = len;
    for (; i < n; i++) {
      char ch = c[i];
      if (ch >= 0x20 && ch < 0x80 && ch != '"' && ch != '\\') {
        b[at++] = (byte) ch;
      } else if (ch < 0x20 || ch == '"' || ch == '\\') {
        b[at++] = '\\';
        switch (ch) {
          case '"', '\\' -> b[at++] = (byte) ch;
          case '\b' -> b[at++] = 'b';
          case '\t' -> b[at++] = 't';
          case '\n' -> b[at++] = 'n';
          case '\f' -> b[at++] = 'f';
          case '\r' -> b[at++] = 'r';
          default -> {
            b[at++] = 'u';
            b[at++] = '0';
            b[at++] = '0';
            b[at++] = HEX[ch >> 4];
            b[at++] = HEX[ch & 0xF];
          }
        }
      } else if (ch < 0x800) {
        b[at++] = (byte) (0xC0 | ch >> 6);
        b[at++] = (byte) (0x80 | (ch & 0x3F));
      } else if (Character.isHighSurrogate(ch) && i + 1 < n && Character.isLowSurrogate(c[i + 1])) {
        int cp = Character.toCodePoint(ch, c[++i]);
        b[at++] = (byte) (0xF0 | cp >> 18);
        b[at++] = (byte) (0x80 | (cp >> 12 & 0x3F));
        b[at++] = (byte) (0x80 | (cp >> 6 & 0x3F));
        b[at++] = (byte) (0x80 | (cp & 0x3F));
      } else if (Character.isSurrogate(ch)) {
        b[at++] = '?'; // a lone surrogate, as the UTF-8 encoder replaces it
      } else {
        b[at++] = (byte) (0xE0 | ch >> 12);
        b[at++] = (byte) (0x80 | (ch >> 6 & 0x3F));
        b[at++] = (byte) (0x80 | (ch & 0x3F));
      }
    }
    len = at;
  }

  /** Appends {@code s}, whose chars are all ASCII. */
  private void ascii(String s) {
    int n = s.length();
    room(n);
    for (int i = 0; i < n; i++) {
      buf[len++] = (byte) s.charAt(i);
    }
  }

  private void room(int more) {
    if (len + more > buf.length) {
      buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, len + more));
    }
  }
}
