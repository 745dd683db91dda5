package io.github.ascendtriage.internal.input;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Decides from the first bytes of a source whether it is text and in which charset: UTF-16 after
 * its byte order mark, UTF-8 when the bytes are valid UTF-8, GBK when they are not but are valid
 * GBK, UTF-8 with replacement otherwise; NUL bytes or mostly control bytes mean binary. Stateless;
 * thread-safe.
 */
final class TextSniffer {
  private static final Charset GBK = Charset.forName("GBK");

  private TextSniffer() {}

  /** Bytes of a byte order mark at the start of {@code head} that the decoder would keep as a char. */
  static int bomLength(byte[] head) {
    if (head.length >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb && (head[2] & 0xff) == 0xbf) {
      return 3;
    }
    return 0; // the UTF-16 decoder consumes its own mark
  }

  /** The UTF-16 byte order of a byte order mark at the start of {@code head}, if there is one. */
  private static Optional<Charset> utf16(byte[] head) {
    if (head.length >= 2) {
      int a = head[0] & 0xff;
      int b = head[1] & 0xff;
      if (((a == 0xfe && b == 0xff) || (a == 0xff && b == 0xfe)) && looksUtf16(head)) {
        return Optional.of(StandardCharsets.UTF_16); // reads the mark and takes its byte order
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the bytes after a UTF-16 mark are UTF-16 text: they decode without an unpaired
   * surrogate and hold at least one ASCII character (a space, a digit, a line end: logs always
   * do). Text in another encoding that merely starts with FF FE pairs its bytes into characters
   * of U+0100 and above only (an ASCII character in UTF-16 needs a NUL byte), so it is read as
   * the bytes it is, not as UTF-16 garbage.
   */
  private static boolean looksUtf16(byte[] head) {
    CharsetDecoder d = StandardCharsets.UTF_16.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    CharBuffer cb = CharBuffer.allocate(head.length / 2 + 1);
    int whole = head.length & ~1; // a char cut by the sniff window is no defect
    if (d.decode(ByteBuffer.wrap(head, 0, whole), cb, false).isError()) {
      return false;
    }
    cb.flip();
    if (cb.length() < 8) {
      return true; // too short to tell
    }
    for (int i = 0; i < cb.length(); i++) {
      if (cb.charAt(i) < 0x80) {
        return true;
      }
    }
    return false;
  }

  static Charset sniff(byte[] head) throws LineReader.NotTextException {
    Optional<Charset> wide = utf16(head);
    if (wide.isPresent()) {
      return wide.get(); // its NUL bytes are half of each ASCII char, not binary data
    }
    int control = 0;
    for (byte b : head) {
      if (b == 0) {
        throw new LineReader.NotTextException("binary content (NUL bytes)");
      }
      if (b >= 0 && b < 32 && b != '\n' && b != '\r' && b != '\t' && b != 0x1b && b != '\f') {
        control++;
      }
    }
    if (head.length > 64 && control * 10 > head.length) {
      throw new LineReader.NotTextException("binary content (control bytes)");
    }
    if (validUtf8(head)) {
      return StandardCharsets.UTF_8;
    }
    if (decodes(head, GBK)) {
      return GBK;
    }
    return StandardCharsets.UTF_8;
  }

  private static boolean validUtf8(byte[] head) {
    CharsetDecoder d =
        StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer bb = ByteBuffer.wrap(head);
    CharBuffer cb = CharBuffer.allocate(head.length + 1);
    var res = d.decode(bb, cb, false);
    if (res.isError()) {
      return false;
    }
    // trailing bytes of a multi-byte sequence cut by the sniff window are fine
    return bb.remaining() < 4;
  }

  private static boolean decodes(byte[] head, Charset cs) {
    CharsetDecoder d =
        cs.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer bb = ByteBuffer.wrap(head);
    // not end of input: a double-byte char cut by the sniff window is left over, not an error
    var res = d.decode(bb, CharBuffer.allocate(head.length + 1), false);
    return !res.isError() && bb.remaining() < 2;
  }
}
