package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.GROUP;
import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * notify38: a rank on another host that reached a collective late, whose own wait names a rank that
 * had already given up, so the notify waits read as a cycle of two; no line states a completed
 * communicator init. Each host's entry to the root-info init marks its clock to within
 * HCCL_CONNECT_TIMEOUT + 20 s (hicann/hccl HCCL_CONNECT_TIMEOUT.md); when nothing orders the two, both
 * are answered as candidates. Ranks 0 and 1 (host a) wait on rank 2 (host b) and report at 10:40 on
 * a's clock, having entered init at 10:00:01; rank 2 waits on rank 0 and reports at 12:00 on b's.
 */
class CycleAcrossHostsTest {
  private static final TreeTriage triage = TreeTriage.bare();
  private static final Proc A0 = new Proc("a", 100, 100, 0, 0);
  private static final Proc A1 = new Proc("a", 102, 102, 1, 1);
  private static final Proc B2 = new Proc("b", 200, 200, 2, 0);

  private static Set<String> roots(RootCause rc) {
    return rc.roots().stream().map(p -> p.host().orElse("?") + "/" + p.rank().orElse(-1))
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static void entry(Path root, Proc p, String time, boolean agent) throws IOException {
    write(p.run(root), p.head("INFO", time) + (agent
        ? "[HCCL_TRACE][Flat]SetupAgent rankNum[3], rank[" + p.rank() + "], rootInfo identifier[" + GROUP
            + "], server[10.1.0.1%eth0], serverPort[60000]deviceType[4], logicDevId[" + p.device() + "], phydevId[" + p.device() + "]"
        : "Entry-HcclCommInitRootInfoInner:ranks[3], rank[" + p.rank() + "], rootinfo: host ip[10.1.0.1] port[60000] nicDeploy[1]"
            + " identifier[" + GROUP + "], deviceLogicId[" + p.device() + "]") + "\n");
  }

  /** The tree, b's init entry at {@code bEntry} on b's clock (null: b's run log states none). */
  private static RootCause tree(Path root, String bEntry, boolean agent) throws IOException {
    entry(root, A1, "10:00:02.000.000", agent);
    notifyTimeout(root, A1, "2", "10:40:02.000.000");
    return pair(root, bEntry, agent);
  }

  /** Rank 0 on a and rank 2 on b alone. */
  private static RootCause pair(Path root, String bEntry, boolean agent) throws IOException {
    entry(root, A0, "10:00:01.000.000", agent);
    if (bEntry != null) {
      entry(root, B2, bEntry, agent);
    }
    notifyTimeout(root, A0, "2", "10:40:00.000.000");
    notifyTimeout(root, B2, "0", "12:00:00.000.000");
    return triage.rootCause(root);
  }

  @Test
  void aRankThatBeganWaitingAfterTheOthersGaveUpOnClocksAlignedByInitEntryIsTheRoot(@TempDir Path root) throws IOException {
    // b's clock is 30 minutes ahead: its 12:00 report began its 1836 s wait at a's 10:59, after a's ranks gave up at 10:40
    RootCause rc = tree(root, "10:30:03.000.000", false);

    assertEquals(Set.of("b/2"), roots(rc), rc.reason());
    assertTrue(rc.reason().contains("entry to communicator init"), rc.reason());
  }

  @Test
  void theAgentsSetupAgentLineMarksTheEntryInOlderReleases(@TempDir Path root) throws IOException {
    RootCause rc = tree(root, "10:30:03.000.000", true);

    assertEquals(Set.of("b/2"), roots(rc), rc.reason());
  }

  @Test
  void whenTheEntriesExplainTheGapBothMembersOfTheCycleAreCandidates(@TempDir Path root) throws IOException {
    // b's clock is 75 minutes ahead: its report began its wait at a's 10:14, while a's ranks still waited
    RootCause rc = tree(root, "11:15:03.000.000", false);

    assertEquals(Set.of("a/0", "b/2"), roots(rc), rc.reason());
    assertTrue(rc.reason().contains("candidate"), rc.reason());
  }

  @Test
  void withoutAnEntryOnEveryHostBothMembersOfTheCycleAreCandidates(@TempDir Path root) throws IOException {
    RootCause rc = tree(root, null, false);

    assertEquals(Set.of("a/0", "b/2"), roots(rc), rc.reason());
    assertTrue(rc.reason().contains("candidate"), rc.reason());
  }

  @Test
  void anEntryAfterTheWaitBeganIsNotThatInitsEntry(@TempDir Path root) throws IOException {
    // b's wait, reported at 12:00 on b's clock, began at 11:29:24: an entry at 11:59:59 is of some later init; aligned
    // on it, rank 0 would seem to have begun waiting long after rank 2 gave up
    RootCause rc = pair(root, "11:59:59.000.000", false);

    assertEquals(Set.of("a/0", "b/2"), roots(rc), rc.reason());
    assertTrue(rc.reason().contains("candidate"), rc.reason());
  }
}
