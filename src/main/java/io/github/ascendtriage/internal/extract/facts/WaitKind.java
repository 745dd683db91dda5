package io.github.ascendtriage.internal.extract.facts;

/**
 * Why a process waited on a peer, in the order root-cause analysis trusts the chains they form:
 * a failed transport setup names its peer's address most precisely, a link or socket timeout less,
 * a notify wait names only a rank.
 */
public enum WaitKind {
  /** {@code Transport init error ... remoteIpAddr[ip/devId]}: link setup to that peer failed. */
  TRANSPORT_INIT,
  /**
   * Communicator init over the root-info server: an agent that could not reach the server ({@code
   * topo exchange agent get socket timeout}, {@code connect server[ip : port] failed}) waited on the
   * server's host; the server waited on the ranks that never connected ({@code connected rankinfo},
   * {@code Failed to connect agent[...]}).
   */
  ROOT_INFO,
  /** A socket, link or P2P connection to the peer timed out (LINK_ERROR_INFO rows, P2P lines). */
  TIMEOUT,
  /** A notify wait on the peer's signal timed out ({@code NOTIFY WAIT ... remoteRank}, EI0002). */
  NOTIFY,
  /**
   * Not a wait: the remote end a process's error CQE names ({@code remoteIP{...deviceIp[..]}}, {@code
   * ip:[..]}), the other end of the link that failed. Never walked as a chain.
   */
  CQE_REMOTE
}
