package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.WaitRelationsTest.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.WaitRelationsTest.rootLabels;
import static io.github.ascendtriage.internal.rootcause.WaitRelationsTest.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.WaitRelationsTest.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The other end of a failed RDMA link (D3 of docs/rootcause.md): an error CQE names it, and it is
 * a root with the reporter unless it reported a wait of its own. Hand-written trees of three
 * processes whose SetupAgent lines give their device addresses; the values are made up.
 */
class ErrorCqesTest {
  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().builtInCases(false).build();
  }

  private static final Proc A = new Proc("w0", 11, 11, 0, 3);
  private static final Proc B = new Proc("w1", 21, 21, 1, 5);
  private static final Proc C = new Proc("w1", 22, 22, 2, 6);

  private static String deviceIp(Proc p) {
    return "192.0.2." + (10 + p.rank());
  }

  private static void setupAgent(Path root, Proc p) throws IOException {
    write(p.run(root), p.head("INFO", "10:00:01.000.000") + "[HCCL_TRACE][Flat]SetupAgent rankNum[3], rank[" + p.rank()
        + "], rootInfo identifier[10.1.0.1%eth0_60000_0_1764000000000000], server[10.1.0.1%eth0], serverPort[60000]deviceType[4],"
        + " logicDevId[" + p.device() + "], phydevId[" + p.device() + "], deviceIp[" + deviceIp(p) + "]\n");
  }

  /** A reports that its link to B failed; C waits on A. */
  private static void cqeFromAToB(Path root) throws IOException {
    for (Proc p : List.of(A, B, C)) {
      setupAgent(root, p);
    }
    write(A.debug(root), A.head("ERROR", "10:05:00.000.000") + "[Heartbeat]cqe error status[12], time:[2026-11-20 10:05:00.000000],"
        + " remoteIP:[" + deviceIp(B) + "]\n");
    notifyTimeout(root, C, "0", "AllReduce_x", 12, "10:36:00.000.000");
  }

  @Test
  void theOtherEndOfAFailedLinkThatPrintedNothingIsARootWithTheReporter(@TempDir Path root) throws IOException {
    cqeFromAToB(root);

    RootCause rc = triage.diagnose(root).rootCause().orElseThrow();

    assertEquals(Set.of("w0 device-3", "w1 device-5"), rootLabels(rc), rc.reason());
    assertEquals("w0", rc.host().orElse("?"), "the reporter first");
  }

  @Test
  void theOtherEndOfAFailedLinkThatWaitedIsACascade(@TempDir Path root) throws IOException {
    cqeFromAToB(root);
    notifyTimeout(root, B, "0", "AllReduce_x", 12, "10:35:30.000.000");

    RootCause rc = triage.diagnose(root).rootCause().orElseThrow();

    assertEquals(Set.of("w0 device-3"), rootLabels(rc), rc.reason());
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.label().equals("w1 device-5")), rc.cascades().toString());
  }
}
