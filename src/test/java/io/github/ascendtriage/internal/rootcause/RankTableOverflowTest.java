package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rank table of more devices than the reader takes ({@code Setting.MAX_SEATS}, 4,096) is read up to
 * the bound, and the answer says so: one warning at the table's first line naming its file, the bound,
 * how many devices the table listed (counted on past the bound) and how many were left out, never a
 * silent skip. A peer among the first devices is mapped; one past them is not. A table of exactly
 * the bound is read (its peer mapped) and warns of nothing. The tables are written by
 * {@link RankTableText} in HCCL's documented 1.0 and 1.2 forms; the tree is a lost heartbeat's
 * peer, as {@code RankSeatsAtScaleTest}'s, so what the table would have given shows too.
 */
class RankTableOverflowTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final String TABLE = "a/rank_table.json";

  private static Diagnosis lostPeer(Path root, String table, int servers) throws IOException {
    return lostPeer(root, table, servers, servers - 1);
  }

  /** A lost heartbeat whose peer is device 6 of server {@code s}, named by its UId only; the table in {@code a/rank_table.json}. */
  static Diagnosis lostPeer(Path root, String table, int servers, int s) throws IOException {
    int d = 6;
    Proc a0 = new Proc("a", 100, 100, 0, 0);
    Proc peer = new Proc("z", 300, 300, RankTableText.rank(s, d), 0);
    PlogTree.initRootInfo(root, servers * RankTableText.PER_SERVER, a0, peer);
    write(a0.debug(root), a0.head("ERROR", "10:31:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception"
        + " Location[IP/ID]:[" + RankTableText.server(s) + "/" + d + "], Arrival Time:[Fri Nov 20 10:29:00 2026], Discoverer:["
        + RankTableText.server(0) + "/0], ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited,"
        + " 2. Network Disconnected\n");
    write(root.resolve(TABLE), table);
    return TRIAGE.engine().diagnose(root);
  }

  private static List<TriageWarning> tableWarnings(Diagnosis d) {
    return d.warnings().stream().filter(w -> w.message().startsWith("rank table of more than " + count(Setting.MAX_SEATS) + " devices"))
        .toList();
  }

  private static String count(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }

  private static void assertOneWarning(Diagnosis d, String table, int servers) {
    List<TriageWarning> w = tableWarnings(d);
    assertEquals(1, w.size(), d.warnings().toString());
    assertEquals(TABLE, w.get(0).source());
    assertEquals(RankTableText.lineOf(table, "\"server_count\""), w.get(0).line(), "the table's first line");
    String m = w.get(0).message();
    long seen = (long) servers * RankTableText.PER_SERVER;
    assertTrue(m.contains("(" + count(seen) + " seen)"), m);
    assertTrue(m.contains("only the first " + count(Setting.MAX_SEATS) + " were read, " + count(seen - Setting.MAX_SEATS) + " left out"), m);
    assertTrue(m.contains("not checked") && m.contains("on a later device is not turned into a rank"), m);
  }

  @Test
  void aTable10PastTheBoundIsSaidWithItsFileBoundAndDevicesSeen(@TempDir Path root) throws IOException {
    int servers = 520; // 4,160 devices
    assertTrue(servers * RankTableText.PER_SERVER > Setting.MAX_SEATS);
    String table = RankTableText.table10(servers);
    Diagnosis d = lostPeer(root, table, servers);

    assertOneWarning(d, table, servers);
    assertEquals(OptionalInt.empty(), d.rootCause().orElseThrow().roots().get(0).rank(), "a device past the bound maps no peer");
  }

  @Test
  void aTablePastTheBoundStillMapsAPeerAmongItsFirstDevices(@TempDir Path root) throws IOException {
    int servers = 520; // 4,160 devices: the first 4,096 (servers 0-511) are read
    int peerServer = 300;
    assertTrue((peerServer + 1) * RankTableText.PER_SERVER <= Setting.MAX_SEATS);
    String table = RankTableText.table10(servers);
    Diagnosis d = lostPeer(root, table, servers, peerServer);

    assertOneWarning(d, table, servers);
    assertEquals(OptionalInt.of(RankTableText.rank(peerServer, 6)), d.rootCause().orElseThrow().roots().get(0).rank(),
        d.rootCause().orElseThrow().reason());
  }

  @Test
  void aTable12PastTheBoundOneFieldALineCountsEveryDevice(@TempDir Path root) throws IOException {
    int servers = Setting.MAX_SEATS / RankTableText.PER_SERVER + 1; // one server past the bound: 4,104 devices
    String table = RankTableText.table12(servers);
    assertOneWarning(lostPeer(root, table, servers), table, servers);
  }

  @Test
  void aTableOfExactlyTheBoundIsReadAndSaysNothing(@TempDir Path root) throws IOException {
    int servers = Setting.MAX_SEATS / RankTableText.PER_SERVER;
    Diagnosis d = lostPeer(root, RankTableText.table10(servers), servers);

    assertEquals(List.of(), tableWarnings(d));
    assertEquals(OptionalInt.of(RankTableText.rank(servers - 1, 6)), d.rootCause().orElseThrow().roots().get(0).rank(),
        d.rootCause().orElseThrow().reason());
  }
}
