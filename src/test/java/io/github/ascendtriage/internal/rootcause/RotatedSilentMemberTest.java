package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The members of the waiters' communicator that reported nothing are the roots (D9/D14 of
 * docs/rootcause.md, {@link Members#silent}); a member whose oldest surviving debug plog begins after
 * the waiters' reports may have reported the same wait before CANN's rotation deleted the file
 * (ASCEND_HOST_LOG_FILE_NUM newest files kept, envref_07_0126), so its silence decides nothing.
 * Four ranks on two hosts; three report a transport-init error that names no remote (mind-cluster's
 * scenario 133, as {@link FaultDiagScenariosTest}); the values are made up.
 */
class RotatedSilentMemberTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static void waits(Path root) throws IOException {
    initByFile(root, 4, A0, A1, B2, B3);
    for (PlogTree.Proc p : List.of(A0, A1, B2)) {
      write(p.debug(root), p.head("ERROR", "10:05:01.000.000") + "[Create][DestLink]Transport init error! createLink para:rank["
          + p.rank() + "]-localUserrank[" + p.rank() + "]-localIpAddr[], dst_rank[0]-remoteUserrank[0]-remoteIpAddr[],"
          + " machineType[1], serverId[], linkMode[1], tag[AllGather_g]\n");
    }
  }

  private static void debugFrom(Path root, PlogTree.Proc p, String hhmm) throws IOException {
    write(root.resolve(p.host() + "/process_log/debug/plog/plog-" + p.filePid() + "_20261120" + hhmm.replace(":", "") + "00000.log"),
        p.head("INFO", hhmm + ":00.000.000") + "[TransportManager] teardown step 1\n");
  }

  @Test
  void aQuietMemberWhoseDebugPlogBeginsAfterTheWaitsIsNotDecided(@TempDir Path root) throws IOException {
    waits(root);
    debugFrom(root, B3, "10:09");

    RootCause rc = triage.rootCause(root);
    assertEquals(List.of(3), rc.roots().stream().map(p -> p.rank().orElse(-1)).toList(), rc.reason());
    assertFalse(rc.decided(), rc.reason());
    assertEquals(List.of("b/rank 3"), rc.reportsGone());
  }

  @Test
  void aQuietMemberWhoseDebugPlogCoversTheWaitsIsTheRoot(@TempDir Path root) throws IOException {
    waits(root);
    debugFrom(root, B3, "10:00");

    RootCause rc = triage.rootCause(root);
    assertEquals(List.of(3), rc.roots().stream().filter(ProcessPlace::known).map(p -> p.rank().orElse(-1)).toList(), rc.reason());
    assertTrue(rc.decided(), rc.reason());
    assertEquals(List.of(), rc.reportsGone());
  }
}
