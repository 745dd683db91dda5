package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ascend-fd's D17 (docs/rootcause.md): only generic socket timeouts beside a transport-init error
 * whose remote is no device of the input. ascend-fd answers "root unknown"; we answer a place
 * outside the input, named by the address the error gives, and never a process that only waited.
 * Hand-written; the values are made up.
 */
class GenericTimeoutsTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static RootCause run(Path root, String remote) throws IOException {
    initByFile(root, 4, A0, A1, B2);
    write(A0.debug(root), A0.head("ERROR", "10:05:01.000.000") + "[Recv][RaSocket]errNo[0x000000000500000d] recv fail, data[0xfffd], size[2239]\n"
        + A0.head("ERROR", "10:05:01.000.100") + "[Create][DestLink]Transport init error! createLink para:rank[0]-localUserrank[0]-localIpAddr[],"
        + " dst_rank[3]-remoteUserrank[3]-remoteIpAddr[" + remote + "], machineType[1], serverId[], linkMode[1], tag[AllGather_g]\n");
    write(A1.debug(root), A1.head("ERROR", "10:05:02.000.000") + "[Wait][Timeout]Wait timeout for sockets recv, timeout[120]\n");
    write(B2.debug(root), B2.head("ERROR", "10:05:03.000.000") + "[Get][RaSocket]get rasocket timeout\n");
    return triage.rootCause(root);
  }

  @Test
  void aTransportInitErrorToAPeerOutsideTheInputNamesThatPeerNotAWaiter(@TempDir Path root) throws IOException {
    RootCause rc = run(root, "10.1.0.9/3");

    assertTrue(rc.roots().stream().noneMatch(p -> p.known()), rc.roots() + " " + rc.reason());
    assertTrue(rc.roots().stream().anyMatch(p -> p.label().contains("10.1.0.9")), rc.roots() + " " + rc.reason());
  }

  @Test
  void aTransportInitErrorThatNamesNoRemoteBlamesNoProcessThatOnlyWaited(@TempDir Path root) throws IOException {
    RootCause rc = run(root, "");

    assertFalse(rc.known(), rc.roots() + " " + rc.reason());
  }
}
