package io.github.ascendtriage.internal.input;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Reads the lines of a byte stream in bounded memory: gzip is unpacked when the stream starts with
 * its magic bytes (its expansion bounded by {@link InputLimits}), binary content is refused, the
 * charset is UTF-16 after a UTF-16 byte order mark, else UTF-8 unless the first bytes are not
 * UTF-8 but are GBK (common for Chinese logs), undecodable bytes are replaced, and a line longer
 * than the limit is cut (the rest of it is skipped and reported). The stream is only read, never
 * asked for its size or position, so pipes and FIFOs read like files. Stateless; thread-safe.
 */
public final class LineReader {
  /** How many bytes are sniffed for binary content and charset. */
  static final int SNIFF = 8192;

  /** Longest line kept, in chars; the rest of a longer line is skipped. */
  public static final int MAX_LINE = InputLimits.DEFAULT.maxLine();

  /** Why a source could not be read as text. */
  public static final class NotTextException extends IOException {
    private static final long serialVersionUID = 1L;

    public NotTextException(String msg) {
      super(msg);
    }
  }

  /**
   * The outcome of reading one source.
   *
   * @param rawBytes bytes taken from the stream as given (before any decompression)
   * @param stopped why reading ended before the data did (an expansion bound), if it did
   * @param shrunkFrom the size a regular file had when opened, when it ended before that (it was
   *     truncated or rotated while read); -1 otherwise
   */
  public record Result(
      long lines, long cutLines, long firstCutLine, String charset, boolean truncatedGzip, long rawBytes, Optional<String> stopped,
      long shrunkFrom) {
    Result(long lines, long cutLines, long firstCutLine, String charset, boolean truncatedGzip) {
      this(lines, cutLines, firstCutLine, charset, truncatedGzip, 0, Optional.empty(), -1);
    }
  }

  private LineReader() {}

  /**
   * Reads all lines of {@code raw} and hands them to {@code handler}.
   *
   * @throws NotTextException if the content is binary (NUL bytes or mostly control bytes)
   * @throws IOException if reading fails; a gzip stream that ends early is reported in the result
   *     instead, after its readable lines
   */
  public static Result read(InputStream raw, LineHandler handler) throws IOException {
    return read(raw, handler, InputLimits.DEFAULT);
  }

  /** As {@link #read(InputStream, LineHandler)} with other limits (tests, archive entries). */
  public static Result read(InputStream raw, LineHandler handler, InputLimits limits) throws IOException {
    BoundedStreams.Counting counted = new BoundedStreams.Counting(raw);
    BufferedInputStream in = new BufferedInputStream(counted, 1 << 16);
    in.mark(4);
    int b1 = in.read();
    int b2 = in.read();
    in.reset();
    boolean gzip = b1 == 0x1f && b2 == 0x8b;
    InputStream body = in;
    BoundedStreams.Expansion expansion = null;
    if (gzip) {
      try {
        expansion = new BoundedStreams.Expansion(new GZIPInputStream(in, 1 << 16), counted, limits);
        body = expansion;
      } catch (EOFException | ZipException e) {
        return new Result(0, 0, 0, "gzip", true, counted.count(), Optional.empty(), -1); // cut inside the gzip header
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
    Charset cs = TextSniffer.sniff(head);
    int bom = TextSniffer.bomLength(head);
    CharsetDecoder dec =
        cs.newDecoder()
            .onMalformedInput(CodingErrorAction.REPLACE)
            .onUnmappableCharacter(CodingErrorAction.REPLACE);
    InputStream all =
        new java.io.SequenceInputStream(
            new java.io.ByteArrayInputStream(head, bom, head.length - bom), cut ? InputStream.nullInputStream() : body);
    Counts c = new Counts();
    Optional<String> stopped = Optional.empty();
    try {
      if (cs.equals(StandardCharsets.UTF_8)) {
        Utf8Lines.split(all, handler, c, limits.maxLine());
      } else {
        split(new InputStreamReader(all, dec), handler, c, limits.maxLine());
      }
    } catch (EOFException | ZipException e) {
      if (!gzip) {
        throw e;
      }
      cut = true;
    }
    if (expansion != null) {
      stopped = expansion.stopped();
    }
    return new Result(c.lines, c.cut, c.firstCut, cs.name(), cut, counted.count(), stopped, -1);
  }

  /**
   * Reads a file, a named pipe or a device ({@code /dev/stdin}, {@code <(cmd)}) as a stream and
   * notes when a regular file ended before the size it had when opened.
   */
  public static Result read(Path file, LineHandler handler) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      long size = Files.isRegularFile(file) ? Files.size(file) : -1;
      Result r = read(in, handler, InputLimits.DEFAULT);
      boolean shrunk = r.stopped().isEmpty() && r.rawBytes() < size;
      return shrunk
          ? new Result(r.lines(), r.cutLines(), r.firstCutLine(), r.charset(), r.truncatedGzip(), r.rawBytes(), r.stopped(), size)
          : r;
    }
  }

  /** Counts of a split in progress, so a truncated gzip can still report them. */
  static final class Counts {
    long lines;
    long cut;
    long firstCut;

    /** Line {@code lineNo} was longer than the limit. */
    void cut(long lineNo) {
      cut++;
      if (firstCut == 0) {
        firstCut = lineNo;
      }
    }
  }

  /** Reads the lines of character input. */
  public static Result read(Reader r, LineHandler handler) throws IOException {
    Counts c = new Counts();
    split(r, handler, c, MAX_LINE);
    return new Result(c.lines, c.cut, c.firstCut, "chars", false);
  }

  static void split(Reader r, LineHandler handler, Counts counts, int maxLine) throws IOException {
    char[] buf = new char[1 << 14];
    StringBuilder line = new StringBuilder(256);
    long lineNo = 0;
    boolean skipping = false; // the current line was cut: the rest of it is dropped
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
              skipping = append(line, buf, start, i, maxLine, counts, lineNo);
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
          skipping = append(line, buf, start, n, maxLine, counts, lineNo);
        }
        counts.lines = lineNo;
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
  }

  /**
   * Appends {@code buf[from, to)} up to {@code maxLine} chars; when chars are dropped the line is
   * counted as cut (once) and true is returned, so the caller skips the rest of the line.
   */
  private static boolean append(StringBuilder line, char[] buf, int from, int to, int maxLine, Counts counts, long lineNo) {
    int room = maxLine - line.length();
    int take = Math.max(0, Math.min(to - from, room));
    line.append(buf, from, take);
    if (take < to - from) {
      counts.cut(lineNo + 1);
      return true;
    }
    return false;
  }

  /** Splits pasted text into lines (for {@code diagnose(String)}). */
  public static List<String> lines(String text) {
    return text.lines().toList();
  }
}
