package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.DRIVEN;
import static io.github.ascendtriage.internal.rootcause.PlogTree.OTHER;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * port33 (nic32's note): a process that drives several devices, one of whose ports is down. EI0009
 * names the device whose RDMA init found its port down by its physical id (hcomm adapter_hccp.cc,
 * {@code rdevInfo.phyId}; casebase/port-down.json {@code device}); the fault is that device's seat's,
 * the one rank 0's link setup timed out on, not the process's as a whole beside it (two roots before).
 * Process 5100 on node-b drives logical devices 0-3 (physical 4-7, ranks 4-7); rank 0 on node-a.
 */
class PortDownSeatTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();

  private static String ip(PlogTree.Proc p) {
    return PlogTree.deviceIp(p);
  }

  private static void tree(Path root, int downPhysical) throws IOException {
    for (PlogTree.Proc p : PlogTree.withOther()) {
      PlogTree.setupAgent(root, p, 8, p.device() + 4, ip(p));
    }
    PlogTree.Proc down = DRIVEN.get(2);
    // rank 0 times out linking to rank 6, whose port is down
    write(OTHER.debug(root), OTHER.head("ERROR", "10:07:01.000.000") + "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank[0]"
        + " timeout[120]\n" + OTHER.head("ERROR", "10:07:01.000.050") + "   |  dest_ip(rank_id)  |  src_ip(rank_id)   |   Role   |   Status   |\n"
        + OTHER.head("ERROR", "10:07:01.000.060") + "   |  " + ip(down) + "(6)   |   " + ip(OTHER) + "(0)   |  client  | no connect |\n");
    write(root.resolve("node-b/train.log"), "step 12 loss 2.1043\n[PID: 5100] 2026-11-20-10:07:00.100.000 "
        + "Communication_Error_Initialize_Transport(EI0009): Device " + downPhysical + " transport init error. Reason: The network port is down.\n");
  }

  @Test
  void theSeatOfTheDeviceEi0009NamesIsTheRoot(@TempDir Path root) throws IOException {
    tree(root, 6);

    // labels name a device by its physical id where the input gives it (the SetupAgent lines)
    RootCause rc = TRIAGE.assertRoots(root, "node-b device-6");
    assertEquals(6, rc.rank().orElse(-1), rc.reason());
  }
}
