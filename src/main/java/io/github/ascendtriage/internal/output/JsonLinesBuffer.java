package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TaggedLine;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Tagged lines as JSON Lines, the objects {@link JsonReport#write(TaggedLine, Writer)} writes or
 * the ECS events {@link EcsEvent#render(TaggedLine)} makes (also of a quiet line's bytes, and any
 * line of JSON made elsewhere), each
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
  private static final java.lang.invoke.VarHandle LONGS =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
  private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
  /** What the buffer is made with, and shrinks back to after a very long line. */
  private static final int INITIAL = 1 << 16;

  private byte[] buf = new byte[INITIAL];
  private int len;

  /** Appends one tagged line's object and a line separator. */
  public void add(TaggedLine t) {
    add(t, false);
  }

  /**
   * Appends one tagged line's object and a line separator.
   *
   * @param t the line
   * @param plainText true only when the caller knows that {@code t}'s text is all ASCII and holds
   *     no char that JSON escapes (below U+0020, {@code "}, {@code \}): it is then copied as it is,
   *     without the encoder and the search for escapes; false: it is encoded and escaped
   */
  public void add(TaggedLine t, boolean plainText) {
    bytes(LINE);
    number(t.lineNumber());
    bytes(TEXT);
    if (plainText) {
      plainString(t.text());
    } else {
      string(t.text());
    }
    if (t.caseId().isPresent()) {
      bytes(CASE_ID);
      string(t.caseId().get());
      bytes(LAYER);
    } else {
      bytes(NO_CASE_ID_LAYER);
    }
    bytes(LAYER_IDS[t.layer().ordinal()]);
    if (t.error().isPresent()) {
      bytes(ERROR);
      string(t.error().get());
    }
    bytes(END);
  }

  /**
   * Appends the object of a line with no case, layer unknown and no error (a quiet line a stream
   * session took from its bytes) and a line separator: what {@link #add(TaggedLine)} appends for
   * such a line of number {@code lineNo} whose text is the ASCII bytes {@code b[from, to)} (chars
   * JSON escapes are escaped).
   *
   * @param plainText true only when the caller knows that no byte of the text is one JSON escapes
   *     (below 0x20, {@code "}, {@code \}): then the search for them is saved
   */
  public void addQuiet(long lineNo, byte[] b, int from, int to, boolean plainText) {
    bytes(LINE);
    number(lineNo);
    bytes(TEXT);
    quietText(b, from, to, plainText);
    bytes(QUIET_END);
  }

  /**
   * Appends one tagged line as the ECS event {@link EcsEvent#render(TaggedLine)} makes of it (the
   * line came in as text, so there is no input event to keep) and a line separator: the same
   * fields in the same order, as its mapper writes them.
   */
  public void addEcs(TaggedLine t) {
    ecsStart(t.timestamp());
    string(t.text());
    ecsSource(t.source());
    bytes(t.isAlert() ? ECS_KIND_ALERT : ECS_KIND_EVENT);
    number(t.lineNumber());
    bytes(ECS_MODULE);
    if (t.caseId().isPresent()) {
      bytes(ECS_RULE);
      string(t.caseId().get());
      if (t.title().isPresent()) {
        bytes(ECS_RULE_NAME);
        string(t.title().get());
      }
      bytes(ECS_RULESET);
      if (!t.references().isEmpty()) {
        bytes(ECS_REFERENCE);
        string(String.join(", ", t.references()));
      }
      bytes(CLOSE1);
    }
    if (!t.codes().isEmpty()) {
      bytes(ECS_ERROR);
      string(t.codes().get(0));
      bytes(CLOSE1);
    }
    bytes(ECS_LAYER);
    bytes(LAYER_IDS[t.layer().ordinal()]);
    if (t.confidence().isPresent()) {
      bytes(ECS_CONFIDENCE);
      string(Double.toString(t.confidence().getAsDouble()));
    }
    bytes(t.cascade() ? ECS_CASCADE_TRUE : ECS_CASCADE_FALSE);
    number(t.sourceLine()); // a label is a string: the number in quotes
    bytes(QUOTE);
    if (t.codes().size() > 1) {
      bytes(ECS_CODES);
      string(String.join(" ", t.codes()));
    }
    if (t.error().isPresent()) {
      bytes(ECS_TAG_ERROR);
      string(t.error().get());
    }
    bytes(ECS_END);
  }

  /**
   * Appends {@code line} (a line of JSON made elsewhere) and a line separator, encoded in UTF-8 as
   * a UTF-8 writer encodes it (a lone surrogate as {@code ?}).
   */
  public void addLine(String line) {
    byte[] u = line.getBytes(StandardCharsets.UTF_8);
    room(u.length);
    System.arraycopy(u, 0, buf, len, u.length);
    len += u.length;
    bytes(END_OF_LINE);
  }

  private static final byte[] END_OF_LINE = ascii(System.lineSeparator());

  /**
   * Appends the ECS event of a line with no case, no code, layer unknown, no cascade and no error
   * (a quiet line a stream session took from its bytes) and a line separator: what {@link
   * #addEcs} appends for such a line, whose text is the ASCII bytes {@code b[from, to)}.
   *
   * @param plainText as for {@link #addQuiet}
   * @param timestamp the time of the line, or empty; never null
   * @param source the source as the line's tag shows it; never null
   */
  public void addQuietEcs(long lineNo, byte[] b, int from, int to, boolean plainText, java.util.Optional<String> timestamp,
      io.github.ascendtriage.LineSource source, long sourceLine) {
    ecsStart(timestamp);
    quietText(b, from, to, plainText);
    ecsSource(source);
    bytes(ECS_KIND_EVENT);
    number(lineNo);
    bytes(ECS_MODULE);
    bytes(ECS_LAYER);
    bytes(LAYER_IDS[Layer.UNKNOWN.ordinal()]);
    bytes(ECS_CASCADE_FALSE);
    number(sourceLine);
    bytes(QUOTE);
    bytes(ECS_END);
  }

  private void ecsStart(java.util.Optional<String> timestamp) {
    bytes(ECS_START);
    if (timestamp.isPresent()) {
      bytes(ECS_TIMESTAMP);
      string(timestamp.get());
      bytes(ECS_MESSAGE_AFTER);
    } else {
      bytes(ECS_MESSAGE);
    }
  }

  /** The ECS version and the fields of the source, as {@link EcsEvent#of} adds them. */
  private void ecsSource(io.github.ascendtriage.LineSource s) {
    bytes(ECS_VERSION);
    if (!s.file().equals("-")) {
      bytes(ECS_FILE);
      string(s.file());
      bytes(CLOSE2);
    }
    if (s.host().isPresent()) {
      bytes(ECS_HOST);
      string(s.host().get());
      bytes(CLOSE1);
    }
    if (s.pid().isPresent() && EcsEvent.numericPid(s.pid().get())) {
      bytes(ECS_PID);
      number(Long.parseLong(s.pid().get()));
      bytes(CLOSE1);
    }
  }

  /** The ASCII bytes {@code b[from, to)} as a JSON string, escaped unless {@code plainText}. */
  private void quietText(byte[] b, int from, int to, boolean plainText) {
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

  private static final byte[] ECS_START = ascii("{");
  private static final byte[] ECS_TIMESTAMP = ascii("\"@timestamp\":");
  private static final byte[] ECS_MESSAGE_AFTER = ascii(",\"message\":");
  private static final byte[] ECS_MESSAGE = ascii("\"message\":");
  private static final byte[] ECS_VERSION = ascii(",\"ecs\":{\"version\":\"" + EcsEvent.ECS_VERSION + "\"}");
  private static final byte[] ECS_FILE = ascii(",\"log\":{\"file\":{\"path\":");
  private static final byte[] ECS_HOST = ascii(",\"host\":{\"name\":");
  private static final byte[] ECS_PID = ascii(",\"process\":{\"pid\":");
  private static final byte[] CLOSE1 = ascii("}");
  private static final byte[] CLOSE2 = ascii("}}");
  private static final byte[] QUOTE = ascii("\"");
  private static final byte[] ECS_KIND_ALERT = ascii(",\"event\":{\"kind\":\"alert\",\"sequence\":");
  private static final byte[] ECS_KIND_EVENT = ascii(",\"event\":{\"kind\":\"event\",\"sequence\":");
  private static final byte[] ECS_MODULE = ascii(",\"module\":\"ascend-triage\"}");
  private static final byte[] ECS_RULE = ascii(",\"rule\":{\"id\":");
  private static final byte[] ECS_RULE_NAME = ascii(",\"name\":");
  private static final byte[] ECS_RULESET = ascii(",\"ruleset\":\"ascend-triage\"");
  private static final byte[] ECS_REFERENCE = ascii(",\"reference\":");
  private static final byte[] ECS_ERROR = ascii(",\"error\":{\"code\":");
  private static final byte[] ECS_LAYER = ascii(",\"labels\":{\"layer\":");
  private static final byte[] ECS_CONFIDENCE = ascii(",\"confidence\":");
  private static final byte[] ECS_CASCADE_TRUE = ascii(",\"cascade\":\"true\",\"line\":\"");
  private static final byte[] ECS_CASCADE_FALSE = ascii(",\"cascade\":\"false\",\"line\":\"");
  private static final byte[] ECS_CODES = ascii(",\"codes\":");
  private static final byte[] ECS_TAG_ERROR = ascii(",\"tag_error\":");
  private static final byte[] ECS_END = ascii("}}" + System.lineSeparator());

  // the fixed parts of an object as bytes, and each layer's id as a JSON string: copied, not written
  private static final byte[] LINE = ascii("{\"line\":");
  private static final byte[] TEXT = ascii(",\"text\":");
  private static final byte[] CASE_ID = ascii(",\"caseId\":");
  private static final byte[] LAYER = ascii(",\"layer\":");
  private static final byte[] NO_CASE_ID_LAYER = ascii(",\"caseId\":null,\"layer\":");
  private static final byte[] ERROR = ascii(",\"error\":");
  private static final byte[] END = ascii("}" + System.lineSeparator());
  private static final byte[][] LAYER_IDS = new byte[Layer.values().length][];
  /** What follows a quiet line's text: no case, layer unknown, the end. */
  private static final byte[] QUIET_END;

  static {
    JsonLinesBuffer b = new JsonLinesBuffer();
    for (Layer l : Layer.values()) {
      b.len = 0;
      b.string(l.id());
      LAYER_IDS[l.ordinal()] = java.util.Arrays.copyOf(b.buf, b.len);
    }
    b.len = 0;
    b.bytes(NO_CASE_ID_LAYER);
    b.bytes(LAYER_IDS[Layer.UNKNOWN.ordinal()]);
    b.bytes(END);
    QUIET_END = java.util.Arrays.copyOf(b.buf, b.len);
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  private void bytes(byte[] b) {
    room(b.length);
    System.arraycopy(b, 0, buf, len, b.length);
    len += b.length;
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

  // the digits of the number written last, right-aligned in 20 bytes: lines come numbered one
  // after the other, and the next number's digits are these counted up by one
  private final byte[] digits = new byte[20];
  private int digitsFrom = digits.length;
  private long lastNumber = -2;

  private void number(long v) {
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

  private void string(String s) {
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
  private void plainString(String s) {
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
