package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TaggedLine;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Tagged lines as JSON Lines, {@code tag}'s object of each line ({@code line}, {@code text},
 * {@code caseId}, {@code layer}, {@code error}) or the ECS event of a line that came in as text
 * (the one writer of those: {@link EcsEvent#render(TaggedLine)} is this one; also of a quiet line's
 * bytes), and any line of JSON made elsewhere, each
 * ended by the platform's line separator as {@code println} ends it, encoded in UTF-8 (a lone
 * surrogate as {@code ?}, as a UTF-8 {@code Writer} encodes it) into one reused byte buffer that
 * the caller writes out in large pieces ({@code tag}: when it is full and when the input has
 * nothing more ready): no generator, no string, no encoder and no write per line. The values are
 * written by {@link JsonBytes}, which escapes strings as Jackson's generator does;
 * {@code JsonLinesBufferTest} compares the two on random lines, and {@code EcsBytesReferenceTest}
 * checks each ECS event against the schema and the line's values. Not thread-safe; no argument may
 * be null.
 */
public final class JsonLinesBuffer {
  private final JsonBytes out;

  public JsonLinesBuffer() {
    out = new JsonBytes();
  }

  private JsonLinesBuffer(int capacity) {
    out = new JsonBytes(capacity);
  }

  /**
   * The ECS event of {@code t}, a line that came in as text, as one line of JSON without a line
   * separator: what {@link #addEcs} appends ({@link EcsEvent#render(TaggedLine)}).
   */
  static String ecs(TaggedLine t) {
    JsonLinesBuffer b = new JsonLinesBuffer(256 + 2 * t.text().length());
    b.addEcs(t);
    return b.out.text(0, b.out.length() - END_OF_LINE.length);
  }

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
    out.bytes(LINE);
    out.number(t.lineNumber());
    out.bytes(TEXT);
    if (plainText) {
      out.plainString(t.text());
    } else {
      out.string(t.text());
    }
    if (t.caseId().isPresent()) {
      out.bytes(CASE_ID);
      out.string(t.caseId().get());
      out.bytes(LAYER);
    } else {
      out.bytes(NO_CASE_ID_LAYER);
    }
    out.bytes(LAYER_IDS[t.layer().ordinal()]);
    if (t.error().isPresent()) {
      out.bytes(ERROR);
      out.string(t.error().get());
    }
    out.bytes(END);
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
    out.bytes(LINE);
    out.number(lineNo);
    out.bytes(TEXT);
    out.asciiString(b, from, to, plainText);
    out.bytes(QUIET_END);
  }

  /**
   * Appends one tagged line as its ECS event (the line came in as text, so there is no input event
   * to keep; docs/schema/tag-ecs.schema.json) and a line separator: the fields {@link EcsEvent#of}
   * adds to an empty event, in the same order.
   */
  public void addEcs(TaggedLine t) {
    ecsStart(t.timestamp());
    out.string(t.text());
    ecsSource(t.source());
    out.bytes(t.isAlert() ? ECS_KIND_ALERT : ECS_KIND_EVENT);
    out.number(t.lineNumber());
    out.bytes(ECS_MODULE);
    if (t.caseId().isPresent()) {
      out.bytes(ECS_RULE);
      out.string(t.caseId().get());
      if (t.title().isPresent()) {
        out.bytes(ECS_RULE_NAME);
        out.string(t.title().get());
      }
      out.bytes(ECS_RULESET);
      if (!t.references().isEmpty()) {
        out.bytes(ECS_REFERENCE);
        out.string(String.join(", ", t.references()));
      }
      out.bytes(CLOSE1);
    }
    if (!t.codes().isEmpty()) {
      out.bytes(ECS_ERROR);
      out.string(t.codes().get(0));
      out.bytes(CLOSE1);
    }
    out.bytes(ECS_LAYER);
    out.bytes(LAYER_IDS[t.layer().ordinal()]);
    if (t.confidence().isPresent()) {
      out.bytes(ECS_CONFIDENCE);
      out.string(Double.toString(t.confidence().getAsDouble()));
    }
    out.bytes(t.cascade() ? ECS_CASCADE_TRUE : ECS_CASCADE_FALSE);
    out.number(t.sourceLine()); // a label is a string: the number in quotes
    out.bytes(QUOTE);
    if (t.codes().size() > 1) {
      out.bytes(ECS_CODES);
      out.string(String.join(" ", t.codes()));
    }
    if (t.error().isPresent()) {
      out.bytes(ECS_TAG_ERROR);
      out.string(t.error().get());
    }
    out.bytes(ECS_END);
  }

  /**
   * Appends {@code line} (a line of JSON made elsewhere) and a line separator, encoded in UTF-8 as
   * a UTF-8 writer encodes it (a lone surrogate as {@code ?}).
   */
  public void addLine(String line) {
    out.utf8(line);
    out.bytes(END_OF_LINE);
  }

  private static final byte[] END_OF_LINE = JsonBytes.ascii(System.lineSeparator());

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
    out.asciiString(b, from, to, plainText);
    ecsSource(source);
    out.bytes(ECS_KIND_EVENT);
    out.number(lineNo);
    out.bytes(ECS_MODULE);
    out.bytes(ECS_LAYER);
    out.bytes(LAYER_IDS[Layer.UNKNOWN.ordinal()]);
    out.bytes(ECS_CASCADE_FALSE);
    out.number(sourceLine);
    out.bytes(QUOTE);
    out.bytes(ECS_END);
  }

  private void ecsStart(java.util.Optional<String> timestamp) {
    out.bytes(ECS_START);
    if (timestamp.isPresent()) {
      out.bytes(ECS_TIMESTAMP);
      out.string(timestamp.get());
      out.bytes(ECS_MESSAGE_AFTER);
    } else {
      out.bytes(ECS_MESSAGE);
    }
  }

  /** The ECS version and the fields of the source, as {@link EcsEvent#of} adds them. */
  private void ecsSource(io.github.ascendtriage.LineSource s) {
    out.bytes(ECS_VERSION);
    if (!s.file().equals("-")) {
      out.bytes(ECS_FILE);
      out.string(s.file());
      out.bytes(CLOSE2);
    }
    if (s.host().isPresent()) {
      out.bytes(ECS_HOST);
      out.string(s.host().get());
      out.bytes(CLOSE1);
    }
    if (s.pid().isPresent() && EcsEvent.numericPid(s.pid().get())) {
      out.bytes(ECS_PID);
      out.number(Long.parseLong(s.pid().get()));
      out.bytes(CLOSE1);
    }
  }

  private static final byte[] ECS_START = JsonBytes.ascii("{");
  private static final byte[] ECS_TIMESTAMP = JsonBytes.ascii("\"@timestamp\":");
  private static final byte[] ECS_MESSAGE_AFTER = JsonBytes.ascii(",\"message\":");
  private static final byte[] ECS_MESSAGE = JsonBytes.ascii("\"message\":");
  private static final byte[] ECS_VERSION = JsonBytes.ascii(",\"ecs\":{\"version\":\"" + EcsEvent.ECS_VERSION + "\"}");
  private static final byte[] ECS_FILE = JsonBytes.ascii(",\"log\":{\"file\":{\"path\":");
  private static final byte[] ECS_HOST = JsonBytes.ascii(",\"host\":{\"name\":");
  private static final byte[] ECS_PID = JsonBytes.ascii(",\"process\":{\"pid\":");
  private static final byte[] CLOSE1 = JsonBytes.ascii("}");
  private static final byte[] CLOSE2 = JsonBytes.ascii("}}");
  private static final byte[] QUOTE = JsonBytes.ascii("\"");
  private static final byte[] ECS_KIND_ALERT = JsonBytes.ascii(",\"event\":{\"kind\":\"alert\",\"sequence\":");
  private static final byte[] ECS_KIND_EVENT = JsonBytes.ascii(",\"event\":{\"kind\":\"event\",\"sequence\":");
  private static final byte[] ECS_MODULE = JsonBytes.ascii(",\"module\":\"ascend-triage\"}");
  private static final byte[] ECS_RULE = JsonBytes.ascii(",\"rule\":{\"id\":");
  private static final byte[] ECS_RULE_NAME = JsonBytes.ascii(",\"name\":");
  private static final byte[] ECS_RULESET = JsonBytes.ascii(",\"ruleset\":\"ascend-triage\"");
  private static final byte[] ECS_REFERENCE = JsonBytes.ascii(",\"reference\":");
  private static final byte[] ECS_ERROR = JsonBytes.ascii(",\"error\":{\"code\":");
  private static final byte[] ECS_LAYER = JsonBytes.ascii(",\"labels\":{\"layer\":");
  private static final byte[] ECS_CONFIDENCE = JsonBytes.ascii(",\"confidence\":");
  private static final byte[] ECS_CASCADE_TRUE = JsonBytes.ascii(",\"cascade\":\"true\",\"line\":\"");
  private static final byte[] ECS_CASCADE_FALSE = JsonBytes.ascii(",\"cascade\":\"false\",\"line\":\"");
  private static final byte[] ECS_CODES = JsonBytes.ascii(",\"codes\":");
  private static final byte[] ECS_TAG_ERROR = JsonBytes.ascii(",\"tag_error\":");
  private static final byte[] ECS_END = JsonBytes.ascii("}}" + System.lineSeparator());

  // the fixed parts of an object as bytes, and each layer's id as a JSON string: copied, not written
  private static final byte[] LINE = JsonBytes.ascii("{\"line\":");
  private static final byte[] TEXT = JsonBytes.ascii(",\"text\":");
  private static final byte[] CASE_ID = JsonBytes.ascii(",\"caseId\":");
  private static final byte[] LAYER = JsonBytes.ascii(",\"layer\":");
  private static final byte[] NO_CASE_ID_LAYER = JsonBytes.ascii(",\"caseId\":null,\"layer\":");
  private static final byte[] ERROR = JsonBytes.ascii(",\"error\":");
  private static final byte[] END = JsonBytes.ascii("}" + System.lineSeparator());
  private static final byte[][] LAYER_IDS = new byte[Layer.values().length][];
  /** What follows a quiet line's text: no case, layer unknown, the end. */
  private static final byte[] QUIET_END;

  static {
    for (Layer l : Layer.values()) {
      LAYER_IDS[l.ordinal()] = JsonBytes.stringBytes(l.id());
    }
    byte[] quietEnd = new byte[NO_CASE_ID_LAYER.length + LAYER_IDS[Layer.UNKNOWN.ordinal()].length + END.length];
    int at = 0;
    for (byte[] part : new byte[][] {NO_CASE_ID_LAYER, LAYER_IDS[Layer.UNKNOWN.ordinal()], END}) {
      System.arraycopy(part, 0, quietEnd, at, part.length);
      at += part.length;
    }
    QUIET_END = quietEnd;
  }

  /** Bytes waiting to be written. */
  public int length() {
    return out.length();
  }

  /**
   * Writes what is waiting to {@code out} in one call and empties the buffer (also when the write
   * fails).
   *
   * @throws IOException as {@code out} throws it
   */
  public void writeTo(OutputStream sink) throws IOException {
    out.writeTo(sink);
  }
}
