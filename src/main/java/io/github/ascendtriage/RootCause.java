package io.github.ascendtriage;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Where, among several ranks or hosts, the failure started.
 *
 * @param host the host or worker (named after its folder, e.g. {@code worker-1}) of the first
 *     root place, if known
 * @param rank the global rank of the first root place, if known
 * @param device the NPU device id of the first root place, if known (see {@link ProcessPlace#device})
 * @param source the file whose line identified the root cause; never null
 * @param reason how it was decided, e.g. {@code Cluster Exception Location} or the wait chain;
 *     never null
 * @param cascades the places ({@code host/rank N}) that only show errors caused by the root
 *     cause, such as timeouts while waiting for it; never null
 * @param pid the process id of the first root place, if known
 * @param roots the root places, first one first: one process, or every member of a cycle of
 *     processes waiting on each other; empty only when the place is known by its host alone; never null
 * @param chain the wait chain that leads to the root, as place labels from the process where
 *     the walk started ({@code worker-1 device-0}, ...); a cycle ends with its first member again;
 *     empty when no chain was followed; never null
 * @param chainEvidence the line that made each step of {@link #chain} (one fewer than its
 *     labels); never null
 * @param cascadePlaces the places of {@link #cascades}, in the same order; never null
 * @param known false when the first root is outside the input: a peer the waiting processes name
 *     (by rank or address, see {@link ProcessPlace#label}) but whose logs the input does not hold
 * @param cycle true when the roots are processes that wait on each other in a cycle
 * @param decided false when what the input still holds does not decide the root: reports that
 *     would have decided it may have been deleted by log rotation ({@link #reportsGone}); the roots
 *     are then what the surviving lines give, a weaker answer, and {@link #reason} says what is
 *     missing. True for every other answer
 * @param reportsGone the places ({@code host/rank N}) whose early reports are gone: their oldest
 *     surviving debug plog begins after the fault (CANN keeps ASCEND_HOST_LOG_FILE_NUM files of at
 *     most 20 MB per process and deletes the oldest), so a report they printed then is not in the
 *     input and they are not read as silent; empty when none; never null
 *     <p>Immutable and thread-safe.
 */
public record RootCause(
    Optional<String> host,
    OptionalInt rank,
    OptionalInt device,
    String source,
    String reason,
    List<String> cascades,
    Optional<String> pid,
    List<ProcessPlace> roots,
    List<String> chain,
    List<Evidence> chainEvidence,
    List<ProcessPlace> cascadePlaces,
    boolean known,
    boolean cycle,
    boolean decided,
    List<String> reportsGone) {
  public RootCause {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(device, "device");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(pid, "pid");
    cascades = List.copyOf(cascades);
    roots = List.copyOf(roots);
    chain = List.copyOf(chain);
    chainEvidence = List.copyOf(chainEvidence);
    cascadePlaces = List.copyOf(cascadePlaces);
    reportsGone = List.copyOf(reportsGone);
  }

  /** A root cause the input decides, no process's early reports gone. */
  public RootCause(
      Optional<String> host, OptionalInt rank, OptionalInt device, String source, String reason, List<String> cascades,
      Optional<String> pid, List<ProcessPlace> roots, List<String> chain, List<Evidence> chainEvidence,
      List<ProcessPlace> cascadePlaces, boolean known, boolean cycle) {
    this(host, rank, device, source, reason, cascades, pid, roots, chain, chainEvidence, cascadePlaces, known, cycle, true,
        List.of());
  }

  /** A root cause known by its place only (no pid, chain or structured places). */
  public RootCause(
      Optional<String> host, OptionalInt rank, OptionalInt device, String source, String reason, List<String> cascades) {
    this(host, rank, device, source, reason, cascades, Optional.empty(), List.of(), List.of(), List.of(), List.of(), true,
        false);
  }

  /** A root cause of processes the input shows, with its pid, roots, chain and cascades. */
  public RootCause(
      Optional<String> host, OptionalInt rank, OptionalInt device, String source, String reason, List<String> cascades,
      Optional<String> pid, List<ProcessPlace> roots, List<String> chain, List<Evidence> chainEvidence,
      List<ProcessPlace> cascadePlaces) {
    this(host, rank, device, source, reason, cascades, pid, roots, chain, chainEvidence, cascadePlaces,
        roots.isEmpty() || roots.get(0).known(), false);
  }

  /** The chain as one line, {@code worker-1 device-0 -> worker-0 device-0}; empty when there is none. */
  public String chainText() {
    return String.join(" -> ", chain);
  }
}
