package io.github.ascendtriage.internal.extract.facts;

/**
 * A kind of fact a line states about the process that wrote it (HCCL's SetupAgent, comm-init and
 * listen lines, {@code set device N}, ...), kept per process in {@link SourceFacts.ProcessFacts}.
 */
public enum Identity {
  /** Its rank in the job (the world rank, or the rank its own HCCL lines give). */
  RANK,
  /** How many ranks its communicator has. */
  RANK_COUNT,
  /** The logical device id it runs on (what {@code set device} and {@code logicDevId} say). */
  LOGICAL_DEVICE,
  /** The physical device id ({@code phydevId}, {@code devPhyId}, {@code devicePhyId}). */
  PHYSICAL_DEVICE,
  /** The IP address of its device's RoCE port ({@code deviceIp[...]}). */
  DEVICE_IP,
  /** An address it listens on for its peers (the virtual NIC or device NIC of {@code Listen on ip}). */
  NIC_IP,
  /**
   * The host (server) address its communicator announced ({@code server[...]}, {@code hostIp[...]}); for a
   * rank-table launch, the rank table's {@code server_id}, which may be a name.
   */
  SERVER_IP,
  /**
   * The address of the node it runs on as the line's launcher prefix states it, on a console that gathers the lines
   * of several nodes: Ray's driver prints a worker's line as {@code (<name> pid=<pid>, ip=<node address>)} when the
   * worker runs on another node than the driver (docs.ray.io, Configuring Logging: "the process id (pid) and an IP
   * address of the node that executes tasks/actors"; ray41). The process is that node's, not the console's host's.
   */
  NODE_IP
}
