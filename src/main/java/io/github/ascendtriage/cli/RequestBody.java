package io.github.ascendtriage.cli;

import java.io.IOException;
import java.io.InputStream;

/**
 * The body of one HTTP/1.1 request, as a stream: {@code Content-Length} bytes, or the data of a
 * chunked body decoded as it arrives. Every byte (chunk data, not chunk headers) counts against the
 * size bound as it is read, so a body with no end is stopped at the bound, never read to its end
 * first. Not thread-safe.
 */
final class RequestBody extends InputStream {
  /** Thrown when the body passes the bound. */
  static final class TooLarge extends IOException {
    private static final long serialVersionUID = 1L;

    TooLarge() {
      super("request body over the bound");
    }
  }

  /** Thrown for a malformed chunked body. */
  static final class Malformed extends IOException {
    private static final long serialVersionUID = 1L;

    Malformed(String message) {
      super(message);
    }
  }

  private final InputStream in;
  private final long max;
  private final boolean chunked;
  /** Bytes left in the current chunk, or of the whole body without chunks. */
  private long left;
  private long count;
  private boolean ended;
  private boolean sawText;

  /**
   * @param in the connection, after the request head
   * @param length the declared {@code Content-Length}; ignored when chunked
   * @param chunked whether {@code Transfer-Encoding: chunked}
   * @param max the most body bytes accepted
   */
  RequestBody(InputStream in, long length, boolean chunked, long max) {
    this.in = in;
    this.chunked = chunked;
    this.max = max;
    this.left = chunked ? 0 : length;
    this.ended = !chunked && length == 0;
  }

  /** Bytes of body read so far. */
  long count() {
    return count;
  }

  /** Whether any byte read so far is not ASCII white space (an empty paste has none). */
  boolean sawText() {
    return sawText;
  }

  /** Whether the whole body has been read. */
  boolean ended() {
    return ended;
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    if (ended) {
      return -1;
    }
    if (left == 0 && chunked && !nextChunk()) {
      return -1;
    }
    int r = in.read(b, off, (int) Math.min(len, left));
    if (r < 0) {
      throw new java.io.EOFException("the client closed the connection before the end of the body");
    }
    left -= r;
    count += r;
    for (int i = off; !sawText && i < off + r; i++) {
      sawText = !Character.isWhitespace(b[i] & 0xff) || (b[i] & 0x80) != 0;
    }
    if (count > max) {
      throw new TooLarge();
    }
    if (!chunked && left == 0) {
      ended = true;
    }
    return r;
  }

  /** Reads a chunk header (after the previous chunk's CRLF); false at the last chunk. */
  private boolean nextChunk() throws IOException {
    if (sawChunk) {
      expectCrlf();
    }
    sawChunk = true;
    String head = HttpHead.line(in, 1024);
    int semi = head.indexOf(';');
    String hex = (semi < 0 ? head : head.substring(0, semi)).strip();
    if (hex.isEmpty() || hex.length() > 15 || !hex.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
      throw new Malformed("bad chunk size '" + HttpHead.clip(hex) + "'");
    }
    left = Long.parseLong(hex, 16);
    if (left == 0) {
      // trailer fields, up to the empty line
      for (int n = 0; !HttpHead.line(in, 8192).isEmpty(); n++) {
        if (n > 64) {
          throw new Malformed("too many trailer fields");
        }
      }
      ended = true;
      return false;
    }
    if (count + left > max) {
      // counted now, so a huge declared chunk is refused before it is read
      count = max + 1;
      throw new TooLarge();
    }
    return true;
  }

  private boolean sawChunk;

  private void expectCrlf() throws IOException {
    if (!HttpHead.line(in, 2).isEmpty()) {
      throw new Malformed("chunk data longer than its size");
    }
  }

  /**
   * Reads and drops the rest of the body, counting it against the bound.
   *
   * @throws TooLarge if it passes the bound
   */
  void discardRest() throws IOException {
    byte[] buf = new byte[1 << 16];
    while (read(buf, 0, buf.length) >= 0) {
      // dropped
    }
  }
}
