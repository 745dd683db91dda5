package io.github.ascendtriage.internal.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * Byte counting and the expansion bound of compressed input ({@link InputLimits#maxExpandedBytes},
 * {@link InputLimits#maxRatio}). Not thread-safe; one per stream.
 */
final class BoundedStreams {
  private BoundedStreams() {}

  /** A filter that never asks the stream below for its size or position. */
  abstract static class StreamOnly extends FilterInputStream {
    StreamOnly(InputStream in) {
      super(in);
    }

    @Override
    public int available() {
      // pipes and FIFOs cannot say how much is buffered (some channels throw "Illegal seek"):
      // claiming nothing only makes the reader block, which is what a stream should do
      return 0;
    }

    @Override
    public boolean markSupported() {
      return false;
    }
  }

  /** A filter whose subclasses override only the block read; a single byte is read as a block of one. */
  abstract static class BlockReads extends StreamOnly {
    BlockReads(InputStream in) {
      super(in);
    }

    @Override
    public final int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public long skip(long n) throws IOException {
      return n <= 0 ? 0 : Math.max(0, read(new byte[(int) Math.min(n, 8192)]));
    }
  }

  /** Counts the bytes read through it. */
  static final class Counting extends StreamOnly {
    private long count;
    private IOException failure;

    Counting(InputStream in) {
      super(in);
    }

    long count() {
      return count;
    }

    /** The failure of the stream below (not of a decoder above it), if any. */
    Optional<IOException> failure() {
      return Optional.ofNullable(failure);
    }

    @Override
    public int read() throws IOException {
      int b;
      try {
        b = super.read();
      } catch (IOException e) {
        failure = e;
        throw e;
      }
      if (b >= 0) {
        count++;
      }
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n;
      try {
        n = super.read(b, off, len);
      } catch (IOException e) {
        failure = e;
        throw e;
      }
      if (n > 0) {
        count += n;
      }
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      long s = super.skip(n);
      count += Math.max(0, s);
      return s;
    }

  }

  /**
   * Ends the expanded stream early (as if it ended) once it exceeds the size bound, or the ratio
   * bound against the compressed bytes consumed so far; {@link #stopped()} then says which.
   */
  static final class Expansion extends StreamOnly {
    private final Counting compressed;
    private final InputLimits limits;
    private long expanded;
    private String stopped;

    Expansion(InputStream expanding, Counting compressed, InputLimits limits) {
      super(expanding);
      this.compressed = compressed;
      this.limits = limits;
    }

    Optional<String> stopped() {
      return Optional.ofNullable(stopped);
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      int n = read(one, 0, 1);
      return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (stopped != null) {
        return -1;
      }
      int n = super.read(b, off, len);
      if (n <= 0) {
        return n;
      }
      expanded += n;
      if (expanded > limits.maxExpandedBytes()) {
        stopped = "compressed data expands to more than " + limits.maxExpandedBytes() + " bytes";
      } else if (expanded > limits.ratioFloor() && expanded > (long) limits.maxRatio() * Math.max(1, compressed.count())) {
        stopped = "compressed data expands more than " + limits.maxRatio() + " times";
      }
      return n;
    }

  }
}
