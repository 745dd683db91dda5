package io.github.ascendtriage.internal.extract.collect;

/**
 * The tokens several lines of an input show together and no line prints: ranks of one communicator
 * whose failed tasks ran different operators ({@link OperatorMismatch}), processes of one hung job
 * that compiled different graphs ({@link GraphDivergence}), ranks of one communicator that dispatched
 * different collectives at the same point of their sequence ({@link CollectiveSequence}), an HCCL_SOCKET_IFNAME that selects none
 * of the host's interfaces ({@link SocketIfnameAbsent}). Stateless and thread-safe.
 */
public final class CrossLineFindings {
  private CrossLineFindings() {}

  /** {@code f} with every finding that its lines show together. */
  public static FeatureSet derive(FeatureSet f) {
    return SocketIfnameAbsent.derive(CollectiveSequence.derive(GraphDivergence.derive(OperatorMismatch.derive(f))));
  }
}
