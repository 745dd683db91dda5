package io.github.ascendtriage.internal.extract.facts;

import io.github.ascendtriage.Evidence;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An error line with what is known of who printed it (or whom it names), whom it waited on and
 * when, for root-cause analysis. Immutable; no component is null.
 *
 * @param timestamp ISO local time of the line, if it carried one
 * @param rank the rank named on the line or stated by its source
 * @param device the device named on the line or stated by its source
 * @param host a host named on the line (torchrun's {@code host :} field)
 * @param ip an IP address the line names as the faulty node's
 * @param pid the process id of the line's plog header, if it had one
 * @param peers the processes the line says its writer waited on, in the order named
 * @param hardware true when the line reports a hardware-level error of a link (an error CQE)
 * @param tag the operation tag of the task that failed ({@code tag[AllReduce_...]}), if the report names it
 * @param opIndex how far the writer got: the index of the operation whose task failed ({@code index[21]}), if named
 * @param reading which id {@code device} is, as the line that gave it says ({@link DeviceReading#EITHER} when it does not)
 * @param ownAddress an own address of the writer's device that failed, as the line gives it (A5's {@code localEid}),
 *     which tells the device of a process that drives several
 * @param instance the net instance of the peer a locator names by A5's UId {@code netInstId/localId}
 *     (hcomm cluster_monitor.cc {@code FormatUID}: the rank's instance at net layer 0), {@code device}
 *     then holding its local id; such a peer has no address, and only a rank table 2.0 turns it into a rank
 */
public record ErrorEvent(
    Evidence evidence,
    EventKind kind,
    Optional<String> timestamp,
    Optional<String> rank,
    Optional<String> device,
    Optional<String> host,
    Optional<String> ip,
    Optional<String> pid,
    List<Peer> peers,
    boolean hardware,
    Optional<String> tag,
    Optional<String> opIndex,
    DeviceReading reading,
    Optional<String> ownAddress,
    Optional<String> instance) {

  public ErrorEvent {
    Objects.requireNonNull(evidence, "evidence");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(timestamp, "timestamp");
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(device, "device");
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(ip, "ip");
    Objects.requireNonNull(pid, "pid");
    Objects.requireNonNull(tag, "tag");
    Objects.requireNonNull(opIndex, "opIndex");
    Objects.requireNonNull(reading, "reading");
    Objects.requireNonNull(ownAddress, "ownAddress");
    Objects.requireNonNull(instance, "instance");
    peers = List.copyOf(peers);
  }

  /** An event that names no peer by an A5 UId. */
  public ErrorEvent(
      Evidence evidence, EventKind kind, Optional<String> timestamp, Optional<String> rank, Optional<String> device,
      Optional<String> host, Optional<String> ip, Optional<String> pid, List<Peer> peers, boolean hardware,
      Optional<String> tag, Optional<String> opIndex, DeviceReading reading, Optional<String> ownAddress) {
    this(evidence, kind, timestamp, rank, device, host, ip, pid, peers, hardware, tag, opIndex, reading, ownAddress,
        Optional.empty());
  }

  /** An event without a header pid, peers or hardware flag. */
  public ErrorEvent(
      Evidence evidence, EventKind kind, Optional<String> timestamp, Optional<String> rank, Optional<String> device,
      Optional<String> host, Optional<String> ip) {
    this(evidence, kind, timestamp, rank, device, host, ip, Optional.empty(), List.of(), false, Optional.empty(), Optional.empty(),
        DeviceReading.EITHER, Optional.empty());
  }

  /** True when the line names another process (a host, an IP or an A5 UId) rather than its writer. */
  public boolean aboutOther() {
    return host.isPresent() || ip.isPresent() || instance.isPresent();
  }

  /** The same event on rank {@code r} and device {@code d}, the device read as before. */
  public ErrorEvent withPlace(Optional<String> r, Optional<String> d) {
    return withPlace(r, d, reading);
  }

  /** The same event on rank {@code r} and device {@code d}, which is the id {@code how} says. */
  public ErrorEvent withPlace(Optional<String> r, Optional<String> d, DeviceReading how) {
    return new ErrorEvent(evidence, kind, timestamp, r, d, host, ip, pid, peers, hardware, tag, opIndex, how, ownAddress, instance);
  }

  /** True when this event is from line {@code line} of {@code source} and names a peer. */
  public boolean waitedOnLine(String source, long line) {
    return !peers.isEmpty() && evidence.line() == line && evidence.source().equals(source);
  }

  /** The same event with its rank peers that name no communicator placed in {@code group}. */
  public ErrorEvent inGroup(String group) {
    List<Peer> ps = new java.util.ArrayList<>(peers.size());
    for (Peer p : peers) {
      ps.add(p.group().isEmpty() && (p.rank().isPresent() || p.local()) ? p.inGroup(group) : p);
    }
    return new ErrorEvent(evidence, kind, timestamp, rank, device, host, ip, pid, ps, hardware, tag, opIndex, reading, ownAddress, instance);
  }

  /** The same event with the tag and operation index a later line of its report gave (null: unchanged). */
  public ErrorEvent withDetail(String t, String index) {
    return new ErrorEvent(evidence, kind, timestamp, rank, device, host, ip, pid, peers, hardware,
        t == null ? tag : Optional.of(t), index == null ? opIndex : Optional.of(index), reading, ownAddress, instance);
  }
}
