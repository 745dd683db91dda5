package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.GROUP;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One rank issues another collective (or another count) at the same step: at link setup it and each
 * of its link peers print HCCL's parameter conflict, each with its own value as {@code local}
 * (hicann/hcomm@cb4898bb rank_consistentcy_checker.cc {@code CompareCmdInfo}; the newer {@code op
 * information ... expectValue[..] remotePara[..]} of hicann/hccl@09300b70 inconsistent_check.cc;
 * docs/log-formats.md of ../shared, 8.2), and torchrun's agents record whichever worker exited first.
 * The trees and their values are made up from those forms.
 */
class ParameterConflictsTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final String PREFIX = "[2026-11-20 10:40:01,118] torch.distributed.elastic.multiprocessing.api: [ERROR] ";

  /** The checker's lines of {@code p} for one link: the op's tag and its cmdType (log-formats 8.2's enum). */
  private static void tagConflict(Path root, PlogTree.Proc p, String ownOp, String peerOp, String time) throws IOException {
    tagConflict(root, p, "[InitChannelStage][ParameterConflict]", ownOp, peerOp, time);
  }

  /** As above after {@code prefix}: the stage tag of hcomm's checker, an older checker's own tag, or none. */
  private static void tagConflict(Path root, PlogTree.Proc p, String prefix, String ownOp, String peerOp, String time)
      throws IOException {
    String h = p.head("ERROR", time) + prefix + "CMD information ";
    write(p.debug(root), h + "tag check fail. local[" + ownOp + "_" + GROUP + "], remote[" + peerOp + "_" + GROUP + "]\n"
        + h + "cmdType check fail. local[" + cmdType(ownOp) + "], remote[" + cmdType(peerOp) + "]\n");
  }

  private static int cmdType(String op) {
    return op.equals("AllGather") ? 6 : 2;
  }

  /** The newer check's line of {@code p} toward {@code peer} at {@code level}: {@code field} differs. */
  private static void newerConflict(Path root, PlogTree.Proc p, String level, String field, int peer, long own, long theirs)
      throws IOException {
    write(p.debug(root), p.head(level, "10:10:00.000.000") + "[InconsistentCheckParams]op information " + field
        + " check fail. remoteRank[" + peer + "] expectValue[" + own + "] remotePara[" + theirs + "]\n");
  }

  /** Ranks 0-3 of host a in a full mesh, rank 3's {@code field} {@code odd} against the others' {@code usual}, at {@code level}. */
  private static List<PlogTree.Proc> meshWithOddRankThree(Path root, String level, String field, long odd, long usual)
      throws IOException {
    List<PlogTree.Proc> ps = PlogTree.oneHost("a", 100, 4);
    PlogTree.initRootInfo(root, 4, ps);
    for (int i = 0; i < 3; i++) {
      newerConflict(root, ps.get(i), level, field, 3, usual, odd);
      newerConflict(root, ps.get(3), level, field, i, odd, usual);
    }
    return ps;
  }

  private static LogTrees.Worker worker(String host, PlogTree.Proc p, int localRank, int code) {
    return new LogTrees.Worker(host, p.rank(), localRank, p.filePid(), code, "2026-11-20_10:40:00");
  }

  /**
   * Ranks 0-3 in a ring; rank 2 (host b) issues AllGather where the others issue AllReduce. Its ring
   * peers 1 and 3 and rank 2 print the conflict; rank 0 waits on rank 1. Host a's agent records rank 1
   * first, host b's rank 3 (each exited before rank 2 did).
   */
  private static void ringWithOddRankTwo(Path root, String prefix) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
    tagConflict(root, A1, prefix, "AllReduce", "AllGather", "10:10:00.100.000");
    tagConflict(root, B3, prefix, "AllReduce", "AllGather", "10:10:00.200.000");
    tagConflict(root, B2, prefix, "AllGather", "AllReduce", "10:10:00.300.000");
    tagConflict(root, B2, prefix, "AllGather", "AllReduce", "10:10:00.300.500");
    PlogTree.notifyTimeout(root, A0, "1", "10:40:00.000.000");
    write(root.resolve("a/train.log"), LogTrees.torchrunFailure(PREFIX, worker("a", A1, 1, 1), worker("a", A0, 0, -15)));
    write(root.resolve("b/train.log"), LogTrees.torchrunFailure(PREFIX, worker("b", B3, 1, 1), worker("b", B2, 0, 1)));
  }

  @Test
  void theRankWhoseOpNoPeerSharesIsTheRootNotTheFirstToExit(@TempDir Path root) throws IOException {
    ringWithOddRankTwo(root, "[InitChannelStage][ParameterConflict]");
    assertOddRankTwo(TRIAGE.rootCause(root));
  }

  /** The same lines without the stage tag, as a checker that prints its own tag (or none) writes them. */
  @Test
  void theLinesWithoutTheStageTagDecideTheSame(@TempDir Path root) throws IOException {
    ringWithOddRankTwo(root, "[RankConsistentcyChecker][ReportCmdInfoCheckFailed]");
    assertOddRankTwo(TRIAGE.rootCause(root));
  }

  private static void assertOddRankTwo(RootCause rc) {
    assertEquals(1, rc.roots().size(), rc.toString());
    ProcessPlace p = rc.roots().get(0);
    assertEquals(Optional.of("b"), p.host(), rc.toString());
    assertEquals(OptionalInt.of(2), p.rank(), rc.toString());
    assertTrue(rc.reason().contains("odd one out"), rc.reason());
    assertTrue(rc.reason().contains("AllGather_" + GROUP), rc.reason());
  }

  /** Two ranks that each see the other's op: neither is the odd one out, and the answer does not say so. */
  @Test
  void twoRanksThatDisagreeAreNotDecidedByTheConflict(@TempDir Path root) throws IOException {
    PlogTree.initRootInfo(root, 2, A0, A1);
    tagConflict(root, A0, "AllReduce", "AllGather", "10:10:00.100.000");
    tagConflict(root, A1, "AllGather", "AllReduce", "10:10:00.200.000");
    write(root.resolve("a/train.log"), LogTrees.torchrunFailure(PREFIX, worker("a", A0, 0, 1), worker("a", A1, 1, 1)));

    Optional<RootCause> rc = TRIAGE.maybeRootCause(root);

    assertFalse(rc.map(RootCause::reason).orElse("").contains("odd one out"), rc.toString());
  }

  /** Four ranks, two on each op: a tie decides nothing. */
  @Test
  void aTieDecidesNothing(@TempDir Path root) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
    for (PlogTree.Proc p : List.of(A0, B2)) {
      tagConflict(root, p, "AllGather", "AllReduce", "10:10:00.100.000");
    }
    for (PlogTree.Proc p : List.of(A1, B3)) {
      tagConflict(root, p, "AllReduce", "AllGather", "10:10:00.200.000");
    }
    write(root.resolve("a/train.log"), LogTrees.torchrunFailure(PREFIX, worker("a", A1, 1, 1), worker("a", A0, 0, 1)));
    write(root.resolve("b/train.log"), LogTrees.torchrunFailure(PREFIX, worker("b", B3, 1, 1), worker("b", B2, 0, 1)));

    Optional<RootCause> rc = TRIAGE.maybeRootCause(root);

    assertFalse(rc.map(RootCause::reason).orElse("").contains("odd one out"), rc.toString());
  }

  /**
   * The newer check's wording (expectValue is the printing rank's own value): rank 3 of one host
   * passes another count to every peer of a full mesh; the first to exit is rank 0.
   */
  @Test
  void theNewerWordingNamesTheOddCountToo(@TempDir Path root) throws IOException {
    List<PlogTree.Proc> ps = meshWithOddRankThree(root, "ERROR", "DataCount", 16512, 8320);
    write(root.resolve("a/train.log"), LogTrees.torchrunFailure(PREFIX, worker("a", ps.get(0), 0, 1), worker("a", ps.get(3), 3, 1)));

    RootCause rc = TRIAGE.rootCause(root);

    assertEquals(List.of(OptionalInt.of(3)), rc.roots().stream().map(ProcessPlace::rank).toList(), rc.toString());
    assertTrue(rc.reason().contains("DataCount 16512"), rc.reason());
  }

  /** A field the newer check only warns of (its run log's WARNING, the op goes on) is no conflict. */
  @Test
  void aFieldTheCheckOnlyWarnsOfIsNoConflict(@TempDir Path root) throws IOException {
    List<PlogTree.Proc> ps = meshWithOddRankThree(root, "WARNING", "aivCoreLimit", 24, 48);
    PlogTree.notifyTimeout(root, ps.get(1), "0", "10:40:00.000.000");
    write(root.resolve("a/train.log"), LogTrees.torchrunFailure(PREFIX, worker("a", ps.get(0), 0, 1), worker("a", ps.get(1), 1, 1)));

    Optional<RootCause> rc = TRIAGE.maybeRootCause(root);

    assertFalse(rc.map(RootCause::reason).orElse("").contains("odd one out"), rc.toString());
  }
}
