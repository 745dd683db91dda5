package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * nic32: a rank whose own NIC port is down. HCCL reports EI0009 "Device d transport init error.
 * Reason: The network port is down." for the local device (hcomm adapter_hccp.cc, HrtRaRdmaInit; the
 * catalogue's solution checks that device's optics, IP and switch), in the error-manager block of the
 * process's console ([PID: p], docs/log-formats.md 3.1); its plog's {@code Transport init error ...
 * remoteIpAddr[peer]} then names the peer it could not reach, while the others' link setup times out
 * waiting on it (LINK_ERROR_INFO rows, log-formats 8.2). The root is the rank whose port is down, not
 * the peer its transport line names, and the console block is that process's, not a place of its own.
 */
class OwnPortDownTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final List<PlogTree.Proc> ALL = List.of(A0, A1, B2, B3);

  private static String ip(PlogTree.Proc p) {
    return "192.0.2." + (p.host().equals("a") ? 10 : 20) + p.device();
  }

  /** Every rank's SetupAgent line (its device address); ranks other than b's rank 2 time out linking to it. */
  private static void tree(Path root) throws IOException {
    tree(root, true);
  }

  private static void tree(Path root, boolean transportLine) throws IOException {
    for (PlogTree.Proc p : ALL) {
      PlogTree.setupAgent(root, p, 4, p.device(), ip(p));
      if (p != B2) {
        write(p.debug(root), p.head("ERROR", "10:07:01.000.000") + "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank["
            + p.rank() + "] timeout[120]\n"
            + p.head("ERROR", "10:07:01.000.050") + LogTrees.LINK_ERROR_HEADER
            + p.head("ERROR", "10:07:01.000.060") + LogTrees.linkErrorRow(ip(B2), 2, ip(p), p.rank(), "client", "no connect"));
      }
    }
    if (!transportLine) {
      return;
    }
    // rank 2's own line toward rank 3, whose link it could not set up
    write(B2.debug(root), B2.head("ERROR", "10:07:00.000.000") + "[InitChannelStage][Timeout]Transport init error! createLink para:"
        + "rank[2]-localUserrank[2]-localIpAddr[" + ip(B2) + "/0], remoteRank[3]-remoteUserrank[3]-remoteIpAddr[" + ip(B3)
        + "/1], machineType[1], linkMode[1], isUsedRdma[1], tag[" + PlogTree.TAG + "]\n");
  }

  /** Rank 2's console: msrun's worker log, whose name the engine does not read as a rank. */
  private static void console(Path root, String block) throws IOException {
    write(root.resolve("b/msrun_log/worker_2.log"), "step 12 loss 2.1043\n" + block + "\n");
  }

  private static final String NEW_BLOCK = "[PID: 200] 2026-11-20-10:07:00.100.000 Communication_Error_Initialize_Transport(EI0009): "
      + "Device 0 transport init error. Reason: The network port is down.";

  @Test
  void theRankWhosePortIsDownIsTheRootNotThePeerItsTransportLineNames(@TempDir Path root) throws IOException {
    tree(root);
    console(root, NEW_BLOCK);

    RootCause rc = TRIAGE.assertRoots(root, "b device-0");

    assertEquals(Optional.of("200"), rc.pid(), rc.toString());
    assertTrue(rc.reason().contains("port is down"), rc.reason());
  }

  @Test
  void theOlderBlockAndHccpsEj0002SayTheSame(@TempDir Path root) throws IOException {
    tree(root);
    console(root, "EJ0002: [PID: 200] 2026-11-20-10:07:00.090.000 The network port is down.Suggest: check the link of device 0");

    TRIAGE.assertRoots(root, "b device-0");
  }

  @Test
  void aBlockWhosePidTheHostDoesNotShowIsTheProcessOnTheDeviceItNames(@TempDir Path root) throws IOException {
    tree(root);
    console(root, "EI0009: [PID: 9999] 2026-11-20-10:07:00.100.000 Device 0 transport init error. Reason: The network port is down.");

    TRIAGE.assertRoots(root, "b device-0");
  }

  @Test
  void aConsoleBlockOfAProcessThatWaitedOnNoOneIsThatProcessNotAPlaceOfItsOwn(@TempDir Path root) throws IOException {
    tree(root, false);
    console(root, NEW_BLOCK);

    TRIAGE.assertRoots(root, "b device-0");
  }

  @Test
  void withoutAPortDownFaultTheTransportLineStaysAWaitOnThePeer(@TempDir Path root) throws IOException {
    tree(root);
    console(root, "step 13 loss 2.0991");

    TRIAGE.assertRoots(root, "b device-1");
  }
}
