package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.TWO_HOSTS;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initRootInfo;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two line forms ascend-fd's root-cluster parsing reads that the stranger trees (bench/
 * StrangerTrees.java) showed we did not (docs/rootcause.md, "What ascend-fd reads"): the device
 * addresses of a host's {@code hccn_tool -i N -ip -g} output ({@code npu_info_before.txt}, rc_parse_job's
 * {@code parse_npu_info_file}), and the root-info server's connected list in the older form that
 * does not say how many ranks it needed ({@code [DispalyConnectionedRank]}, counted against the
 * identifier's rank count by ascend-fd's init check). Lines built from the forms; values made up.
 */
class AscendFdFormsTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static List<String> roots(RootCause rc) {
    return rc.roots().stream().filter(p -> p.known())
        .map(p -> p.host().orElse("?") + "/" + p.rank().orElse(-1) + "/" + p.device().orElse(-1)).collect(Collectors.toList());
  }

  /** Host b's rank 3 (device 1) is the end both of host a's error CQEs name, by an address only b's hccn_tool output lists. */
  private static RootCause cqeByToolAddress(Path root, boolean toolOutput) throws IOException {
    initByFile(root, 4, TWO_HOSTS); // a rank-table launch: the identity lines state no device IP
    if (toolOutput) {
      write(root.resolve("a/environment_check/npu_info_before.txt"), "hccn_tool -i 0 -ip -g\nipaddr:192.0.2.20\n"
          + "netmask:255.255.255.0\n\nhccn_tool -i 1 -ip -g\nipaddr:192.0.2.21\nnetmask:255.255.255.0\n\n");
      write(root.resolve("b/environment_check/npu_info_before.txt"), "hccn_tool -i 0 -ip -g\nipaddr:192.0.2.10\n"
          + "netmask:255.255.255.0\n\nhccn_tool -i 1 -ip -g\nipaddr:192.0.2.11\nnetmask:255.255.255.0\n\n");
    }
    for (Proc p : List.of(A0, A1)) {
      write(p.debug(root), p.head("ERROR", "10:20:00.000.000") + "[Heartbeat]cqe err status[12], time:[2026-11-20 10:19:59.900000],"
          + " ip:[192.0.2.11]\n");
    }
    return triage.rootCause(root);
  }

  @Test
  void aPeerNamedByAnAddressOnlyItsHostsHccnToolOutputListsIsTheDeviceTheToolPairsItWith(@TempDir Path root) throws IOException {
    RootCause rc = cqeByToolAddress(root, true);
    assertEquals(List.of("b/3/1"), roots(rc), rc.reason());
    assertTrue(rc.known());
  }

  @Test
  void withoutTheToolOutputTheSameAddressIsAPlaceOutsideTheInput(@TempDir Path root) throws IOException {
    RootCause rc = cqeByToolAddress(root, false);
    assertFalse(rc.known(), rc.reason()); // what the tool output adds: not guessed without it
    assertEquals(List.of(), roots(rc));
  }

  /** Rank 2 (host b, device 0) could not reach the server; the server's list lacks it, newer or older form. */
  private static RootCause serverListMisses(Path root, boolean newer) throws IOException {
    initRootInfo(root, 4, TWO_HOSTS);
    String display = newer ? "[InitGroupStage][DisplayConnectionedRank]" : "[DispalyConnectionedRank]";
    write(A0.debug(root), A0.head("ERROR", "10:02:01.000.000") + "[Get][Connection]topo exchange server get socket timeout!"
        + " timeout[120 s]\n" + A0.head("ERROR", "10:02:01.000.100") + display + "total connected num is [3]"
        + (newer ? ",line num is [1]\n" + A0.head("ERROR", "10:02:01.000.110") + display + "need connect rankNum is [4]" : "")
        + "\n" + A0.head("ERROR", "10:02:01.000.200") + display
        + "connected rankinfo[LINE 0]: [0000000000000000],[0000000000000001],[0000000000000003];\n");
    for (Proc p : List.of(A1, B3)) {
      write(p.debug(root), p.head("ERROR", "10:02:03.000.000") + "[Get][Connection]topo exchange agent get socket timeout!"
          + " timeout[120 s]\n");
    }
    write(B2.debug(root), B2.head("ERROR", "10:02:02.000.000") + "[TopoInfoExchangeAgent][Setup]TopoExchangeAgent: connect"
        + " server[10.1.0.1 : 60000] failed\n");
    return triage.rootCause(root);
  }

  @Test
  void theServersOlderListWithoutTheCountItNeededNamesTheRankThatNeverReachedIt(@TempDir Path root) throws IOException {
    RootCause rc = serverListMisses(root, false);
    assertEquals(List.of("b/2/0"), roots(rc), rc.reason());
  }

  @Test
  void theNewerListWithTheCountNamesTheSameRank(@TempDir Path root) throws IOException {
    RootCause rc = serverListMisses(root, true);
    assertEquals(List.of("b/2/0"), roots(rc), rc.reason());
  }
}
