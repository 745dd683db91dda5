package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lost heartbeat's peer on a late server of a rank table of thousands of devices (the cluster
 * sizes HCCL runs on; the reader takes up to 4,096 devices): every seat of the table is kept
 * ({@code Setting.RANK_SEATS}), so the UId {@code serverId/devicePhyId} of the table's last servers
 * still turns into its rank. The tables are written in the two forms HCCL's rank table documentation
 * gives, 1.0 (a device's fields on one line) and 1.2 (one field a line, with {@code super_pod_list}).
 * Within a server the ranks run opposite to the physical ids, so a device id is never its rank.
 */
class RankSeatsAtScaleTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final int SERVERS = 320;
  private static final int PER_SERVER = RankTableText.PER_SERVER;

  private static String server(int s) {
    return RankTableText.server(s);
  }

  private static int rank(int s, int device) {
    return RankTableText.rank(s, device);
  }

  private static String table10() {
    return RankTableText.table10(SERVERS);
  }

  private static String table12() {
    return RankTableText.table12(SERVERS);
  }

  /** Rank 0 on host a finds the peer on server {@code s}'s physical device {@code d} lost; that rank's process is on host z. */
  private static RootCause lostOnLateServer(Path root, String table, int s, int d) throws IOException {
    Proc a0 = new Proc("a", 100, 100, 0, 0);
    Proc peer = new Proc("z", 300, 300, rank(s, d), 0);
    PlogTree.initRootInfo(root, SERVERS * PER_SERVER, a0, peer);
    write(a0.debug(root), a0.head("ERROR", "10:31:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception"
        + " Location[IP/ID]:[" + server(s) + "/" + d + "], Arrival Time:[Fri Nov 20 10:29:00 2026], Discoverer:["
        + server(0) + "/0], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited,"
        + " 2. Network Disconnected\n");
    write(root.resolve("a/rank_table.json"), table);
    return TRIAGE.rootCause(root);
  }

  private static void assertPeer(RootCause rc, int rank) {
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    ProcessPlace p = rc.roots().get(0);
    assertEquals(OptionalInt.of(rank), p.rank(), rc.reason());
    assertEquals(Optional.of("z"), p.host());
    assertTrue(rc.known(), rc.toString());
  }

  @Test
  void aRankTable10Of2560DevicesMapsAPeerOnItsLastServer(@TempDir Path root) throws IOException {
    assertTrue(table10().length() > 4 * 4_096, "the table's seats pass the old list bound");
    assertPeer(lostOnLateServer(root, table10(), SERVERS - 1, 6), rank(SERVERS - 1, 6));
  }

  @Test
  void aRankTable12Of2560DevicesMapsAPeerOnALateServer(@TempDir Path root) throws IOException {
    assertPeer(lostOnLateServer(root, table12(), SERVERS - 17, 2), rank(SERVERS - 17, 2));
  }
}
