package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hand-written trees of two hosts whose processes wait on each other through LINK_ERROR_INFO rows:
 * the end of the chain is the root even when it logged nothing, a cycle makes every member a root,
 * an address no file states stays a named unknown peer, and a host whose clock runs early changes
 * only where the walk starts.
 */
class WaitChainTest {
  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().build();
  }

  /** One process: its run log (who it is) and, when it failed, its debug log. */
  record Proc(String host, int pid, int rank, int device, String deviceIp) {}

  static void identity(Path root, Proc p) throws IOException {
    write(root.resolve(p.host + "/process_log/run/plog/plog-" + p.pid + "_20250619092607511.log"),
        "[INFO] HCCL(" + p.pid + ",python3):2025-06-19-09:26:21.655.782 [topoinfo_detect.cc:506] [" + p.pid + "][HCCL_TRACE][Flat]"
            + "SetupAgent rankNum[4], rank[" + p.rank + "], rootInfo identifier[hccl_world_group], server[10.0.0." + p.host.charAt(7)
            + "%eth0], logicDevId[" + p.device + "], phydevId[" + p.device + "], deviceIp[" + p.deviceIp + "]\n");
  }

  /** {@code p} timed out connecting to {@code destIp} at {@code time} (hh:mm:ss). */
  static void waits(Path root, Proc p, String destIp, int destRank, String time) throws IOException {
    String h = "[ERROR] HCCL(" + p.pid + ",python3):2025-06-19-" + time + ".100.200 [hccl_socket_manager.cc:";
    write(root.resolve(p.host + "/process_log/debug/plog/plog-" + p.pid + "_20250619092834191.log"),
        h + "778] [" + (p.pid + 3) + "][Wait][LinkEstablish]wait socket establish timeout, role[1] rank[" + p.rank + "] timeout[130]\n"
            + h + "591] [" + (p.pid + 3) + "]   _________________________LINK_ERROR_INFO___________________________\n"
            + h + "592] [" + (p.pid + 3) + "]   |  comm error, device[" + p.device + "]\n"
            + h + "553] [" + (p.pid + 3) + "]   |  " + destIp + "(" + destRank + ")   |  16666  |   " + p.deviceIp + "(" + p.rank
            + ")   |  0  |  client  | time out |\n");
  }

  static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }

  static Set<String> roots(RootCause rc) {
    return rc.roots().stream().map(ProcessPlace::label).collect(Collectors.toCollection(TreeSet::new));
  }

  static final Proc A = new Proc("worker-0", 100, 0, 0, "192.0.2.10");
  static final Proc B = new Proc("worker-0", 101, 1, 1, "192.0.2.11");
  static final Proc C = new Proc("worker-1", 200, 2, 0, "192.0.2.20");
  static final Proc D = new Proc("worker-1", 201, 3, 1, "192.0.2.21");

  static void fourProcesses(Path root) throws IOException {
    for (Proc p : List.of(A, B, C, D)) {
      identity(root, p);
    }
  }

  @Test
  void theSilentEndOfTheChainIsTheRoot(@TempDir Path root) throws IOException {
    fourProcesses(root);
    waits(root, A, C.deviceIp, C.rank, "09:28:34");
    waits(root, C, D.deviceIp, D.rank, "09:28:35");
    waits(root, B, A.deviceIp, A.rank, "09:28:36");
    RootCause rc = triage.diagnose(root).rootCause().orElseThrow();
    assertEquals(Set.of("worker-1 device-1"), roots(rc), rc.reason());
    assertEquals(OptionalInt.of(3), rc.rank());
    assertEquals("201", rc.pid().orElseThrow());
    assertEquals(List.of("worker-0 device-0", "worker-1 device-0", "worker-1 device-1"), rc.chain());
    assertEquals(2, rc.chainEvidence().size());
    assertTrue(rc.cascades().containsAll(List.of("worker-0/rank 0", "worker-0/rank 1", "worker-1/rank 2")), rc.cascades().toString());
    assertFalse(rc.cascades().stream().anyMatch(c -> c.startsWith("worker-0/worker-0")), "no doubled host prefix: " + rc.cascades());
  }

  @Test
  void aCycleMakesEveryMemberARoot(@TempDir Path root) throws IOException {
    fourProcesses(root);
    waits(root, A, C.deviceIp, C.rank, "09:28:34");
    waits(root, C, D.deviceIp, D.rank, "09:28:35");
    waits(root, D, A.deviceIp, A.rank, "09:28:36");
    waits(root, B, A.deviceIp, A.rank, "09:28:37");
    RootCause rc = triage.diagnose(root).rootCause().orElseThrow();
    assertEquals(Set.of("worker-0 device-0", "worker-1 device-0", "worker-1 device-1"), roots(rc), rc.reason());
    assertEquals(rc.chain().get(0), rc.chain().get(rc.chain().size() - 1), rc.chain().toString());
    assertTrue(rc.reason().contains("cycle"), rc.reason());
  }

  @Test
  void anUnresolvedPeerStaysANamedUnknownNode(@TempDir Path root) throws IOException {
    fourProcesses(root);
    waits(root, A, C.deviceIp, C.rank, "09:28:34");
    waits(root, C, "198.51.100.77", 9, "09:28:35");
    RootCause rc = triage.diagnose(root).rootCause().orElseThrow();
    assertEquals(1, rc.roots().size());
    ProcessPlace p = rc.roots().get(0);
    assertFalse(p.known());
    assertTrue(p.label().contains("198.51.100.77") && p.label().contains("unknown"), p.label());
    assertEquals(3, rc.chain().size(), rc.chain().toString());
  }

  @Test
  void clockSkewBetweenHostsOnlyMovesTheStart(@TempDir Path root) throws IOException {
    fourProcesses(root);
    // worker-1's clock is an hour early: its wait looks first, but it waits on worker-0's B
    waits(root, C, B.deviceIp, B.rank, "08:28:50");
    waits(root, A, C.deviceIp, C.rank, "09:28:34");
    RootCause rc = triage.diagnose(root).rootCause().orElseThrow();
    assertEquals(Set.of("worker-0 device-1"), roots(rc), rc.reason());
    assertEquals("worker-1 device-0", rc.chain().get(0), "the walk starts at the earliest-looking error");
  }

  @Test
  void oneHostAndAStreamOfItsLinesGiveTheSameRoot(@TempDir Path root) throws IOException {
    fourProcesses(root);
    waits(root, C, D.deviceIp, D.rank, "09:28:35");
    RootCause host = triage.diagnose(root.resolve("worker-1")).rootCause().orElseThrow();
    assertEquals(OptionalInt.of(1), host.device(), host.reason());
    assertEquals(OptionalInt.of(3), host.rank());
    StringBuilder lines = new StringBuilder();
    try (var files = Files.walk(root.resolve("worker-1"))) {
      for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
        lines.append(Files.readString(f));
      }
    }
    RootCause stream = triage.diagnose(lines.toString()).rootCause().orElseThrow();
    assertEquals(OptionalInt.of(1), stream.device(), stream.reason());
    assertEquals(OptionalInt.of(3), stream.rank());
    assertEquals(host.chain().size(), stream.chain().size());
  }
}
