package io.github.ascendtriage.internal.input;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * A decoder's output (xz, zstd, bzip2, an archive entry) that ends where its compressed data is
 * damaged or cut, instead of failing: the lines before the damage are read like those of a cut
 * gzip file, and the caller reports {@link #damage()} naming the archive and the entry. A decoder
 * may fail with an unchecked exception on bad data (a bzip2 block, a zstd frame header); those
 * count as damage too. A failure of the raw stream below (the disk, a socket, a request body over
 * its bound) is not damage and is thrown as it came. Not thread-safe; one per stream.
 */
final class CutShort extends BoundedStreams.BlockReads {
  private final BoundedStreams.Counting raw;
  private String damage;

  CutShort(InputStream decoded, BoundedStreams.Counting raw) {
    super(decoded);
    this.raw = raw;
  }

  /** What ended the data early, or empty when it ended where it should. */
  Optional<String> damage() {
    return Optional.ofNullable(damage);
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (damage != null) {
      return -1;
    }
    try {
      return super.read(b, off, len);
    } catch (IOException | RuntimeException e) {
      if (raw.failure().isPresent()) {
        throw raw.failure().get();
      }
      damage = why(e);
      return -1;
    }
  }

  /** A failure in words: its message, or its kind when it has none (never {@code null}). */
  static String why(Throwable e) {
    String m = e.getMessage();
    return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
  }
}
