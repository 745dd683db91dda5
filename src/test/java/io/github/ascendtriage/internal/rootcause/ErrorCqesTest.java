package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.setupAgent;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The other end of a failed RDMA link (D3 of docs/rootcause.md): an error CQE names it, and it is
 * a root with the reporter unless it reported a wait of its own. Hand-written trees of three
 * processes whose SetupAgent lines give their device addresses; the values are made up.
 */
class ErrorCqesTest {
  private static final TreeTriage triage = TreeTriage.bare();

  /** Rank 0 on w0's device 3, ranks 1 and 2 on w1's devices 5 and 6 (also {@link CqeDownEndTest}'s). */
  static final Proc A = new Proc("w0", 11, 11, 0, 3);
  static final Proc B = new Proc("w1", 21, 21, 1, 5);
  static final Proc C = new Proc("w1", 22, 22, 2, 6);

  static String deviceIp(Proc p) {
    return "192.0.2." + (10 + p.rank());
  }

  /** A reports that its link to B failed; C waits on A. */
  private static void cqeFromAToB(Path root) throws IOException {
    for (Proc p : List.of(A, B, C)) {
      setupAgent(root, p, 3, p.device(), deviceIp(p));
    }
    write(A.debug(root), A.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe error status[12], time:[2026-11-20 10:05:00.000000],"
        + " remoteIP:[" + deviceIp(B) + "]\n");
    notifyTimeout(root, C, "0", "AllReduce_x", 12, "10:36:00.000.000");
  }

  @Test
  void theOtherEndOfAFailedLinkThatPrintedNothingIsARootWithTheReporter(@TempDir Path root) throws IOException {
    cqeFromAToB(root);

    RootCause rc = triage.assertRoots(root, "w0 device-3", "w1 device-5");
    assertEquals("w0", rc.host().orElse("?"), "the reporter first");
  }

  @Test
  void theOtherEndOfAFailedLinkThatWaitedIsACascade(@TempDir Path root) throws IOException {
    cqeFromAToB(root);
    notifyTimeout(root, B, "0", "AllReduce_x", 12, "10:35:30.000.000");

    RootCause rc = triage.assertRoots(root, "w0 device-3");
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.label().equals("w1 device-5")), rc.cascades().toString());
  }
}
