package io.github.ascendtriage.internal.input;

import java.util.Objects;
import java.util.Optional;

/**
 * What the location of a file says about who wrote it. Immutable; no component is null.
 *
 * @param source the path relative to the input root
 * @param host the host or worker folder
 * @param rank the rank from the file name ({@code rank-3.txt})
 * @param device the device from a {@code device-N} folder
 * @param process the writing process (from {@code plog-<pid>_<ts>.log}), so the rotated files and
 *     the debug and run logs of one process are known to be one
 */
public record SourceMeta(
    String source, Optional<String> host, Optional<String> rank, Optional<String> device, Optional<ProcessKey> process) {

  public SourceMeta {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(device, "device");
    Objects.requireNonNull(process, "process");
  }

  /** A file known only by its name (and the rank it may carry). */
  public static SourceMeta named(String source, Optional<String> rank) {
    return new SourceMeta(source, Optional.empty(), rank, Optional.empty(), Optional.empty());
  }

  /** The same place under another name (used when several roots are read together). */
  public SourceMeta renamed(String newSource, String newHost) {
    return new SourceMeta(newSource, Optional.of(newHost), rank, device, process.map(p -> new ProcessKey(newHost, p.pid())));
  }

  /** The same place, written by {@code rank}. */
  public SourceMeta withRank(String r) {
    return new SourceMeta(source, host, Optional.of(r), device, process);
  }
}
