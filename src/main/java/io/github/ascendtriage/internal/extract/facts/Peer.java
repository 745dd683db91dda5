package io.github.ascendtriage.internal.extract.facts;

import java.util.Objects;
import java.util.Optional;

/**
 * The process an error line says its writer waited on, as the line names it. Resolved to a known
 * process by root-cause analysis; a peer that resolves to none stays a named unknown node.
 * Immutable; no component is null.
 *
 * @param kind why the writer waited
 * @param ip the peer's address (a device IP, a NIC IP or a server IP), if named
 * @param device the peer's device id (physical where the line says so), if named
 * @param rank the peer's rank, if named
 * @param group the communicator the rank belongs to, if named
 * @param sameHost true when the peer is on the writer's host (a P2P peer named by its device only)
 * @param local true when the writer waited on its own rank ({@code remote rank:[local]}: a notify its
 *     own streams should have recorded), so the wait ends with it
 * @param reading which id {@code device} is, as the line says ({@link DeviceReading#EITHER} when it does not)
 * @param server the address of the peer's host as the line names it beside {@code ip} (an error CQE's {@code
 *     remoteIP{server[..]}}), if named
 */
public record Peer(
    WaitKind kind, Optional<String> ip, Optional<String> device, Optional<String> rank, Optional<String> group,
    boolean sameHost, boolean local, DeviceReading reading, Optional<String> server) {
  public Peer {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(ip, "ip");
    Objects.requireNonNull(device, "device");
    Objects.requireNonNull(rank, "rank");
    Objects.requireNonNull(group, "group");
    Objects.requireNonNull(reading, "reading");
    Objects.requireNonNull(server, "server");
  }

  /** A peer named by its address and, optionally, its device and rank (null parts are unknown). */
  public static Peer at(WaitKind kind, String ip, String device, String rank) {
    return new Peer(kind, Optional.ofNullable(ip), Optional.ofNullable(device), Optional.ofNullable(rank), Optional.empty(), false, false,
        DeviceReading.EITHER, Optional.empty());
  }

  /** A device of the writer's own host, by its physical id (the P2P lines' {@code remote physic id}, {@code dst devicePhyId}). */
  public static Peer localDevice(WaitKind kind, String device) {
    return new Peer(kind, Optional.empty(), Optional.of(device), Optional.empty(), Optional.empty(), true, false, DeviceReading.PHYSICAL, Optional.empty());
  }

  /** A rank of a communicator (null when the line does not name it). */
  public static Peer rankOf(WaitKind kind, String rank, String group) {
    return new Peer(kind, Optional.empty(), Optional.empty(), Optional.of(rank), Optional.ofNullable(group), false, false, DeviceReading.EITHER, Optional.empty());
  }

  /** The writer's own rank ({@code remote rank:[local]}), of a communicator (null when not named). */
  public static Peer localRank(WaitKind kind, String group) {
    return new Peer(kind, Optional.empty(), Optional.empty(), Optional.empty(), Optional.ofNullable(group), false, true, DeviceReading.EITHER, Optional.empty());
  }

  /** The same peer in the named communicator. */
  public Peer inGroup(String g) {
    return new Peer(kind, ip, device, rank, Optional.of(g), sameHost, local, reading, server);
  }

  /** The same peer, its device the id {@code how} says (the line names it as logical or physical). */
  public Peer read(DeviceReading how) {
    return new Peer(kind, ip, device, rank, group, sameHost, local, how, server);
  }

  /** The same peer on the host with address {@code host} (null: not named). */
  public Peer onServer(String host) {
    return new Peer(kind, ip, device, rank, group, sameHost, local, reading, Optional.ofNullable(host));
  }

  /** How the line names the peer, e.g. {@code 192.0.2.7 rank 3} or {@code device 1}. */
  public String describe() {
    StringBuilder b = new StringBuilder(local ? "its own rank" : "");
    ip.ifPresent(b::append);
    device.ifPresent(d -> b.append(b.length() > 0 ? " " : "").append("device ").append(d));
    rank.ifPresent(r -> b.append(b.length() > 0 ? " " : "").append("rank ").append(r));
    group.ifPresent(g -> b.append(" of ").append(g));
    return b.length() == 0 ? "unnamed peer" : b.toString();
  }
}
