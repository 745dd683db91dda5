package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.ReadProgress;
import io.github.ascendtriage.internal.input.LogSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The files of one reading with their sizes on disk, told to a {@link ReadProgress}: all of them
 * when created, each one as it has been read. Thread-safe if the listener is (it is told from the
 * reading threads).
 */
final class SourceProgress {
  private final List<LogSource> sources;
  private final long[] sizes;
  private final ReadProgress progress;

  SourceProgress(List<LogSource> sources, ReadProgress progress) {
    this.sources = sources;
    this.progress = progress;
    this.sizes = new long[sources.size()];
    long total = 0;
    for (int i = 0; i < sizes.length; i++) {
      sizes[i] = sizeOf(sources.get(i).path());
      total += sizes[i];
    }
    progress.started(sources.size(), total);
  }

  /** Source {@code i} (an index into the list given) has been read. */
  void read(int i) {
    LogSource s = sources.get(i);
    progress.read(s.name(), s.meta().host(), sizes[i]);
  }

  /** 0 when the size cannot be had: reading the file will say why. */
  private static long sizeOf(Path p) {
    try {
      return Files.size(p);
    } catch (IOException | SecurityException e) {
      return 0;
    }
  }
}
