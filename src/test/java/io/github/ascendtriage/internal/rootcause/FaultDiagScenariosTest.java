package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MindCluster Ascend FaultDiag's root-node scenario 133 (mind-cluster
 * {@code component/ascend-faultdiag/src/ascend_fd/pkg/diag/root_cluster/fault_description.py},
 * TRANSPORT_INIT_ERROR_NO_DEVICE_ID; its text in {@code utils/i18n.py}): ranks report a transport
 * init error that names no remote, so no wait relation can be read; the devices of the job that did
 * not print the error are the ones to check first. A transport-init error without a remote is a
 * wait that names no peer, and {@link Members#silent} names the members that reported nothing.
 * Hand-written; the values are made up.
 */
class FaultDiagScenariosTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static String noRemote(PlogTree.Proc p, String time) {
    return p.head("ERROR", time) + "[Create][DestLink]Transport init error! createLink para:rank[" + p.rank()
        + "]-localUserrank[" + p.rank() + "]-localIpAddr[], dst_rank[0]-remoteUserrank[0]-remoteIpAddr[],"
        + " machineType[1], serverId[], linkMode[1], tag[AllGather_g]\n";
  }

  private static Set<Integer> ranks(RootCause rc) {
    return rc.roots().stream().filter(ProcessPlace::known).map(p -> p.rank().orElse(-1)).collect(Collectors.toSet());
  }

  /** Four ranks on two hosts; each of {@code reporting} prints the error, half a second after the one before. */
  private static RootCause run(Path root, PlogTree.Proc... reporting) throws IOException {
    initByFile(root, 4, A0, A1, B2, B3);
    for (int i = 0; i < reporting.length; i++) {
      write(reporting[i].debug(root), noRemote(reporting[i], "10:05:0" + (1 + i / 2) + "." + (i % 2 * 5) + "00.000"));
    }
    return triage.rootCause(root);
  }

  @Test
  void theMembersThatDidNotPrintTheTransportInitErrorAreTheRoots(@TempDir Path root) throws IOException {
    RootCause rc = run(root, A0, A1, B2);

    assertEquals(Set.of(3), ranks(rc), rc.roots() + " " + rc.reason());
  }

  @Test
  void nearMissWhenEveryMemberPrintedItNoProcessThatOnlyWaitedIsNamed(@TempDir Path root) throws IOException {
    RootCause rc = run(root, A0, A1, B2, B3);

    assertTrue(ranks(rc).isEmpty(), rc.roots() + " " + rc.reason());
  }
}
