package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.TaggedLine;
import java.io.PrintWriter;
import java.io.Writer;

/**
 * Tagged lines as JSON Lines, the objects {@link JsonReport#write(TaggedLine, Writer)} writes, each
 * ended by the platform's line separator as {@code println} ends it, appended to one reused buffer
 * that the caller writes out in large pieces ({@code tag}: when it is full and when the input has
 * nothing more ready): no generator, no string and no write per line. Strings are escaped as
 * Jackson's generator escapes them ({@code "} and {@code \}, the short escapes {@code \b \t \n
 * \f \r}, other control chars as {@code \}{@code u00XX}, everything else as it is);
 * {@code JsonLinesBufferTest} compares the two on random lines. Not thread-safe; no argument may
 * be null.
 */
public final class JsonLinesBuffer {
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();
  private static final char[] SEPARATOR = System.lineSeparator().toCharArray();
  /** What the buffer is made with, and shrinks back to after a very long line. */
  private static final int INITIAL = 1 << 16;

  private char[] buf = new char[INITIAL];
  private int len;

  /** Appends one tagged line's object and a line separator. */
  public void add(TaggedLine t) {
    append("{\"line\":");
    append(Long.toString(t.lineNumber()));
    append(",\"text\":");
    string(t.text());
    append(",\"caseId\":");
    if (t.caseId().isPresent()) {
      string(t.caseId().get());
    } else {
      append("null");
    }
    append(",\"layer\":");
    string(t.layer().id());
    if (t.error().isPresent()) {
      append(",\"error\":");
      string(t.error().get());
    }
    append('}');
    for (char c : SEPARATOR) {
      append(c);
    }
  }

  /** Chars waiting to be written. */
  public int length() {
    return len;
  }

  /**
   * Writes what is waiting to {@code out} in one call and empties the buffer. A failure is what
   * {@code out} makes of it (a {@code PrintWriter} keeps a flag; the CLI's throws).
   */
  public void writeTo(PrintWriter out) {
    if (len > 0) {
      out.write(buf, 0, len);
    }
    len = 0;
    if (buf.length > 4 * INITIAL) {
      buf = new char[INITIAL]; // a very long line's room is not kept
    }
  }

  private void string(String s) {
    int n = s.length();
    room(n + 2);
    buf[len++] = '"';
    // copied at once, then read for the first char to escape (most lines have none)
    int base = len;
    s.getChars(0, n, buf, base);
    int k = 0;
    while (k < n) {
      char c = buf[base + k];
      if (c < 0x20 || c == '"' || c == '\\') {
        break;
      }
      k++;
    }
    len = base + k;
    for (int i = k; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x20 && c != '"' && c != '\\') {
        buf[len++] = c;
        continue;
      }
      room(n - i + 7);
      buf[len++] = '\\';
      switch (c) {
        case '"', '\\' -> buf[len++] = c;
        case '\b' -> buf[len++] = 'b';
        case '\t' -> buf[len++] = 't';
        case '\n' -> buf[len++] = 'n';
        case '\f' -> buf[len++] = 'f';
        case '\r' -> buf[len++] = 'r';
        default -> {
          buf[len++] = 'u';
          buf[len++] = '0';
          buf[len++] = '0';
          buf[len++] = HEX[c >> 4];
          buf[len++] = HEX[c & 0xF];
        }
      }
    }
    buf[len++] = '"';
  }

  private void append(String s) {
    int n = s.length();
    room(n);
    s.getChars(0, n, buf, len);
    len += n;
  }

  private void append(char c) {
    room(1);
    buf[len++] = c;
  }

  private void room(int more) {
    if (len + more > buf.length) {
      buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, len + more));
    }
  }
}
