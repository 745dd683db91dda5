package io.github.ascendtriage.internal.extract;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the lines of one source (file or stream) stated about the process that wrote it, for
 * placing its error events. Immutable; no component is null.
 *
 * @param rank the writer's rank (from a communicator-init line), if stated
 * @param device the writer's device, if stated
 * @param ips addresses the source stated as its own (host or device IPs), at most 16
 * @param printedBy the ranks whose launcher prefix ({@code [rank3]:}) its lines carry
 * @param processes the processes its lines tie to a rank or device (torch_npu's {@code (PID:n,
 *     Device:d, RankID:r)}), by process id
 */
public record SourceFacts(
    Optional<String> rank,
    Optional<String> device,
    Set<String> ips,
    Set<String> printedBy,
    Map<String, ProcessFacts> processes) {
  public SourceFacts {
    ips = java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(ips));
    printedBy = java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(printedBy));
    processes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(processes));
  }

  /** No facts. */
  public static final SourceFacts NONE = new SourceFacts(Optional.empty(), Optional.empty(), Set.of(), Set.of(), Map.of());

  /** One process named in a source: its id and what the line said it runs as. */
  public record ProcessFacts(String pid, Optional<String> rank, Optional<String> device) {}

}
