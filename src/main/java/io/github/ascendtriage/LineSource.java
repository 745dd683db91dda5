package io.github.ascendtriage;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a streamed line comes from: the file it was read from and, when the pipeline knows them,
 * the host and the writing process. Lines of one source are scanned in order and kept apart from
 * other sources, so a session fed the interleaved files of a tree places every error on its
 * process as a diagnosis of the tree does.
 *
 * @param file the path or name of the file, as the pipeline reports it (a path relative to the
 *     log root, such as {@code worker-0/plog/plog-114652_20261129.log}, tells the host, device and
 *     pid the way a tree does); never null, {@code "-"} for an unnamed stream
 * @param host the host that wrote the file, when known; it overrides the host the path names
 * @param pid the writing process on that host, when known
 *     <p>Immutable and thread-safe.
 */
public record LineSource(String file, Optional<String> host, Optional<String> pid) {
  /** The source of lines that come without one (stdin, a single stream). */
  public static final LineSource UNNAMED = new LineSource("-", Optional.empty(), Optional.empty());

  public LineSource {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(pid, "pid");
    if (file.isEmpty()) {
      throw new IllegalArgumentException("the file of a line source must not be empty");
    }
    host = host.filter(h -> !h.isEmpty());
    pid = pid.filter(p -> !p.isEmpty());
  }

  /** A file known by its path alone ({@code file} must not be null or empty). */
  public static LineSource of(String file) {
    return new LineSource(file, Optional.empty(), Optional.empty());
  }

  /**
   * A file with the host and pid the pipeline attached; {@code host} and {@code pid} may be null
   * or empty when not known.
   */
  public static LineSource of(String file, String host, String pid) {
    return new LineSource(file, Optional.ofNullable(host), Optional.ofNullable(pid));
  }

  /** The key that tells sources apart: host (when given) and file. */
  public String key() {
    return host.map(h -> h + "/" + file).orElse(file);
  }
}
