package io.github.ascendtriage.internal.input;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Reads the lines of a byte stream in bounded memory: gzip is unpacked when the stream starts with
 * its magic bytes, binary content is refused, the charset is UTF-8 unless the first bytes are not
 * UTF-8 but are GBK (common for Chinese logs), undecodable bytes are replaced, and a line longer
 * than the limit is cut (the rest of it is skipped and reported). Not thread-safe; one per stream.
 */
public final class LineReader {
  /** How many bytes are sniffed for binary content and charset. */
  static final int SNIFF = 8192;

  /** Longest line kept, in chars; the rest of a longer line is skipped. */
  public static final int MAX_LINE = 64 * 1024;

  private static final Charset GBK = Charset.forName("GBK");

  /** Why a source could not be read as text. */
  public static final class NotTextException extends IOException {
    private static final long serialVersionUID = 1L;

    NotTextException(String msg) {
      super(msg);
    }
  }

  /** The outcome of reading one source. */
  public record Result(long lines, long cutLines, long firstCutLine, String charset, boolean truncatedGzip) {}

  private LineReader() {}

  /**
   * Reads all lines of {@code raw} and hands them to {@code handler}.
   *
   * @throws NotTextException if the content is binary (NUL bytes or mostly control bytes)
   * @throws IOException if reading fails; a gzip stream that ends early is reported in the result
   *     instead, after its readable lines
   */
  public static Result read(InputStream raw, LineHandler handler) throws IOException {
    BufferedInputStream in = new BufferedInputStream(raw, 1 << 16);
    in.mark(4);
    int b1 = in.read();
    int b2 = in.read();
    in.reset();
    boolean gzip = b1 == 0x1f && b2 == 0x8b;
    InputStream body = in;
    if (gzip) {
      try {
        body = new GZIPInputStream(in, 1 << 16);
      } catch (EOFException | ZipException e) {
        return new Result(0, 0, 0, "gzip", true); // cut inside the gzip header
      }
    }
    // sniff by hand: a gzip stream cut within the first window still yields what it had
    byte[] head = new byte[SNIFF];
    int n = 0;
    boolean cut = false;
    try {
      while (n < SNIFF) {
        int r = body.read(head, n, SNIFF - n);
        if (r < 0) {
          break;
        }
        n += r;
      }
    } catch (EOFException | ZipException e) {
      if (!gzip) {
        throw e;
      }
      cut = true;
    }
    head = java.util.Arrays.copyOf(head, n);
    Charset cs = sniff(head);
    CharsetDecoder dec =
        cs.newDecoder()
            .onMalformedInput(CodingErrorAction.REPLACE)
            .onUnmappableCharacter(CodingErrorAction.REPLACE);
    InputStream all =
        new java.io.SequenceInputStream(
            new java.io.ByteArrayInputStream(head), cut ? InputStream.nullInputStream() : body);
    Reader r = new InputStreamReader(all, dec);
    Counts c = new Counts();
    try {
      split(r, handler, c);
      return new Result(c.lines, c.cut, c.firstCut, cs.name(), cut);
    } catch (EOFException | ZipException e) {
      if (!gzip) {
        throw e;
      }
      return new Result(c.lines, c.cut, c.firstCut, cs.name(), true);
    }
  }

  /** Counts of a split in progress, so a truncated gzip can still report them. */
  private static final class Counts {
    long lines;
    long cut;
    long firstCut;
  }

  /** Reads the lines of character input. */
  public static Result read(Reader r, LineHandler handler) throws IOException {
    Counts c = new Counts();
    split(r, handler, c);
    return new Result(c.lines, c.cut, c.firstCut, "chars", false);
  }

  static Charset sniff(byte[] head) throws NotTextException {
    int control = 0;
    for (byte b : head) {
      if (b == 0) {
        throw new NotTextException("binary content (NUL bytes)");
      }
      if (b >= 0 && b < 32 && b != '\n' && b != '\r' && b != '\t' && b != 0x1b && b != '\f') {
        control++;
      }
    }
    if (head.length > 64 && control * 10 > head.length) {
      throw new NotTextException("binary content (control bytes)");
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

  private static void split(Reader r, LineHandler handler, Counts counts) throws IOException {
    char[] buf = new char[1 << 14];
    StringBuilder line = new StringBuilder(256);
    long lineNo = 0;
    long cut = 0;
    long firstCut = 0;
    boolean skipping = false;
    boolean lastCr = false;
    int n;
    try {
      while ((n = r.read(buf)) > 0) {
        int start = 0;
        for (int i = 0; i < n; i++) {
          char c = buf[i];
          if (c == '\n' || c == '\r') {
            if (c == '\n' && lastCr) {
              lastCr = false;
              start = i + 1;
              continue;
            }
            if (!skipping) {
              appendCapped(line, buf, start, i);
            }
            lineNo++;
            handler.line(line.toString(), lineNo);
            line.setLength(0);
            skipping = false;
            lastCr = c == '\r';
            start = i + 1;
            continue;
          }
          lastCr = false;
        }
        if (!skipping && start < n) {
          appendCapped(line, buf, start, n);
        }
        if (!skipping && line.length() >= MAX_LINE) {
          skipping = true;
          cut++;
          if (firstCut == 0) {
            firstCut = lineNo + 1;
          }
        }
        counts.lines = lineNo;
        counts.cut = cut;
        counts.firstCut = firstCut;
      }
    } catch (EOFException | ZipException e) {
      if (line.length() > 0) {
        lineNo++;
        handler.line(line.toString(), lineNo);
      }
      counts.lines = lineNo;
      throw e;
    }
    if (line.length() > 0) {
      lineNo++;
      handler.line(line.toString(), lineNo);
    }
    counts.lines = lineNo;
    counts.cut = cut;
    counts.firstCut = firstCut;
  }

  private static void appendCapped(StringBuilder line, char[] buf, int from, int to) {
    int room = MAX_LINE - line.length();
    if (room > 0) {
      line.append(buf, from, Math.min(to - from, room));
    }
  }

  /** Splits pasted text into lines (for {@code diagnose(String)}). */
  public static List<String> lines(String text) {
    return text.lines().toList();
  }
}
