package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initRootInfo;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static io.github.ascendtriage.internal.rootcause.TreeTriage.rootLabels;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ascend-fd's root-info check when every rank failed communicator init (D15 of
 * docs/rootcause.md): the rank whose report came more than HCCL_CONNECT_TIMEOUT after the others of
 * its host began its init after they had given up. The server's timeout names no missing rank and
 * every other report names the server or no one. Hand-written; the values are made up.
 */
class LateInitTest {
  private static final TreeTriage triage = TreeTriage.bare();

  /** Rank 0 runs the server; ranks 1 and 2 lose the exchange at 10:02; rank 3 cannot reach the server at {@code lateAt}. */
  private static RootCause initFails(Path root, String lateAt) throws IOException {
    return fail(root, new Proc("b", 202, 202, 3, 1), "10:02:02.000.000", lateAt, false);
  }

  /**
   * Rank 3 alone on host c begins its init late. The hosts' clocks: b is two hours ahead of a, c
   * one hour behind. With {@code earlierInit}, every rank printed the end of an earlier
   * communicator's init (the job's world group) at one moment, 09:00:05 on a's clock.
   */
  private static RootCause aloneOnItsHost(Path root, boolean earlierInit) throws IOException {
    // 10:09:30 on a's clock
    return fail(root, new Proc("c", 300, 300, 3, 0), "12:02:02.000.000", "09:09:30.000.000", earlierInit);
  }

  /**
   * Ranks 0 (the server) and 1 on host a fail the exchange at 10:02, rank 2 on host b at {@code
   * b2At}, and {@code late} cannot reach the server at {@code lateAt}; with {@code earlierInit},
   * each first printed the end of the world group's init at 09:00:05 on a's clock (b two hours
   * ahead, c one hour behind).
   */
  private static RootCause fail(Path root, Proc late, String b2At, String lateAt, boolean earlierInit) throws IOException {
    List<Proc> all = List.of(A0, A1, B2, late);
    if (earlierInit) {
      String world = "10.1.0.1%eth0_60000_0_1763000000000000";
      for (Proc p : all) {
        String at = switch (p.host()) {
          case "b" -> "11:00:05.000.000";
          case "c" -> "08:00:05.000.000";
          default -> "09:00:05.000.000";
        };
        write(p.run(root), p.head("INFO", at) + "HcclCommInitRootInfo success,take time [237063]us, rankNum[4], rank["
            + p.rank() + "],  rootInfo  identifier[" + world + "], server[10.1.0.1], device[" + p.device() + "]\n");
      }
    }
    initRootInfo(root, 4, all);
    write(A0.debug(root), A0.head("ERROR", "10:02:01.000.000") + "[Get][Connection]topo exchange server get socket timeout! timeout[120 s]\n");
    write(A1.debug(root), A1.head("ERROR", "10:02:01.500.000") + "[InitGroupStage][RanktableDetect]topo exchange agent get socket"
        + " timeout! timeout[120]\n");
    write(B2.debug(root), B2.head("ERROR", b2At) + "[InitGroupStage][RanktableDetect]receive msg length from fdhandle"
        + " failed, ret[9]\n" + B2.head("ERROR", b2At.replace(".000.000", ".000.010")) + "Current rank get socket with server[10.1.0.1] success, but wait"
        + " for recv rankTable from server failed, maybe due to following reasons:\n");
    write(late.debug(root), late.head("ERROR", lateAt) + "[InitGroupStage][RanktableDetect]TopoExchangeAgent: connect server[10.1.0.1 : 60000]"
        + " failed\n" + late.head("ERROR", lateAt.replace(".000.000", ".000.100")) + "[InitGroupStage][RanktableDetect]topo exchange agent"
        + " get socket timeout! timeout[120]\n");
    return triage.rootCause(root);
  }

  @Test
  void aLateRankAloneOnItsHostIsTheRootOnClocksAnEarlierInitAligns(@TempDir Path root) throws IOException {
    RootCause rc = aloneOnItsHost(root, true);

    assertEquals(Set.of("c device-0"), rootLabels(rc), rc.reason());
  }

  @Test
  void withoutAnInitToAlignTheClocksTheAnswerSaysWhyALateRankCannotBeTold(@TempDir Path root) throws IOException {
    RootCause rc = aloneOnItsHost(root, false);

    assertFalse(rootLabels(rc).contains("c device-0"), rootLabels(rc) + " " + rc.reason());
    assertTrue(rc.reason().contains("no completed communicator init"), rc.reason());
  }

  @Test
  void theRankThatReportedMoreThanTheTimeoutAfterTheOthersOfItsHostIsTheRoot(@TempDir Path root) throws IOException {
    RootCause rc = initFails(root, "10:09:30.000.000");

    assertEquals(Set.of("b device-1"), rootLabels(rc), rc.reason());
  }

  @Test
  void aReportWithinTheTimeoutIsNoLateStart(@TempDir Path root) throws IOException {
    RootCause rc = initFails(root, "10:03:30.000.000");

    assertFalse(rootLabels(rc).contains("b device-1"), rootLabels(rc) + " " + rc.reason());
  }
}
