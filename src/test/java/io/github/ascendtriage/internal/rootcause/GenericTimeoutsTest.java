package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.WaitRelationsTest.initByFile;
import static io.github.ascendtriage.internal.rootcause.WaitRelationsTest.write;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.WaitRelationsTest.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ascend-fd's D17 (docs/rootcause.md): only generic socket timeouts beside a transport-init error
 * whose remote is no device of the input. ascend-fd answers "root unknown"; we answer a place
 * outside the input, named by the address the error gives, and never a process that only waited.
 * Hand-written; the values are made up.
 */
class GenericTimeoutsTest {
  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().builtInCases(false).build();
  }

  private static RootCause run(Path root, String remote) throws IOException {
    Proc a0 = new Proc("a", 100, 100, 0, 0);
    Proc a1 = new Proc("a", 102, 102, 1, 1);
    Proc b2 = new Proc("b", 200, 200, 2, 0);
    for (Proc p : List.of(a0, a1, b2)) {
      initByFile(root, p, 4);
    }
    write(a0.debug(root), a0.head("ERROR", "10:05:01.000.000") + "[Recv][RaSocket]errNo[0x000000000500000d] recv fail, data[0xfffd], size[2239]\n"
        + a0.head("ERROR", "10:05:01.000.100") + "[Create][DestLink]Transport init error! createLink para:rank[0]-localUserrank[0]-localIpAddr[],"
        + " dst_rank[3]-remoteUserrank[3]-remoteIpAddr[" + remote + "], machineType[1], serverId[], linkMode[1], tag[AllGather_g]\n");
    write(a1.debug(root), a1.head("ERROR", "10:05:02.000.000") + "[Wait][Timeout]Wait timeout for sockets recv, timeout[120]\n");
    write(b2.debug(root), b2.head("ERROR", "10:05:03.000.000") + "[Get][RaSocket]get rasocket timeout\n");
    return triage.diagnose(root).rootCause().orElseThrow();
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
