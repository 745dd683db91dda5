package io.github.ascendtriage.internal.extract;

/**
 * Why a process waited on a peer, in the order root-cause analysis trusts the chains they form:
 * a failed transport setup names its peer's address most precisely, a link or socket timeout less,
 * a notify wait names only a rank.
 */
public enum WaitKind {
  /** {@code Transport init error ... remoteIpAddr[ip/devId]}: link setup to that peer failed. */
  TRANSPORT_INIT,
  /** A socket, link or P2P connection to the peer timed out (LINK_ERROR_INFO rows, P2P lines). */
  TIMEOUT,
  /** A notify wait on the peer's signal timed out ({@code NOTIFY WAIT ... remoteRank}, EI0002). */
  NOTIFY
}
