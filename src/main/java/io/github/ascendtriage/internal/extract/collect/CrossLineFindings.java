package io.github.ascendtriage.internal.extract.collect;

/**
 * The tokens several lines of an input show together and no line prints: ranks of one communicator
 * whose failed tasks ran different operators ({@link OperatorMismatch}), processes of one hung job
 * that compiled different graphs ({@link GraphDivergence}), ranks of one communicator that dispatched
 * different collectives at the same point of their sequence ({@link CollectiveSequence}), an
 * HCCL_SOCKET_IFNAME that selects none of the host's interfaces ({@link SocketIfnameAbsent}), links
 * whose TLS states differ ({@link TlsStatusMixed}), a failure whose code a warning put down to the
 * driver ({@link StatedDriverMismatch}), two hosts started as the same node of one job ({@link
 * NodeRankStatedTwice}). Stateless and thread-safe.
 */
public final class CrossLineFindings {
  private CrossLineFindings() {}

  /** {@code f} with every finding that its lines show together. */
  public static FeatureSet derive(FeatureSet f) {
    return NodeRankStatedTwice.derive(StatedDriverMismatch.derive(TlsStatusMixed.derive(
        SocketIfnameAbsent.derive(CollectiveSequence.derive(GraphDivergence.derive(OperatorMismatch.derive(f)))))));
  }
}
