package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Ascend 950 (A5): HCCL's cluster monitor names a peer by its UId {@code netInstId/localId}, the
 * rank's net instance at layer 0 and its local id (hcomm cluster_monitor.cc {@code FormatUID}), in
 * the run log's {@code local rank [uid]: crimer rank [uid] status[..] by informer rank [uid]} ({@code
 * SetStatus}) and the debug log's {@code Cluster Exception Location[IP/ID]:[uid], ..., Discoverer:[uid]}
 * ({@code MakeErrMsg}); a lost heartbeat's crimer is the peer that stopped sending, the informer the
 * rank that noticed ({@code RecvFrameOutCheck}). A rank table 2.0 (hicann/hccl rank_table_config_a5.md)
 * seats each rank there, so the UId is turned into a rank as a 1.x table turns {@code serverId/devicePhyId}.
 * A tree of two hosts written by the test; host b's local ids are the reverse of its ranks' order,
 * so only the table places the peer. The instance ids are made up.
 */
class HeartbeatA5PeerTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  private static final Proc A0 = new Proc("a", 100, 100, 0, 0);
  private static final Proc A1 = new Proc("a", 102, 102, 1, 1);
  private static final Proc B2 = new Proc("b", 200, 200, 2, 0);
  private static final Proc B3 = new Proc("b", 202, 202, 3, 1);
  private static final String SRV0 = "az0-rack0-srv0";
  private static final String SRV1 = "az0-rack0-srv1";

  /** One rank of a 2.0 table: its net layer 0 instance and a layer 1 one, as the document lays them out. */
  private static String rank(int rank, int localId, String inst, boolean last) {
    return "    {\n      \"rank_id\": " + rank + ",\n      \"local_id\": " + localId + ",\n      \"device_id\": " + localId
        + ",\n      \"level_list\": [\n"
        + "        {\"net_layer\": 0, \"net_instance_id\": \"" + inst + "\", \"net_type\": \"TOPO_FILE_DESC\", \"net_attr\": \"\","
        + " \"rank_addr_list\": [{\"addr_type\": \"IPV4\", \"addr\": \"172.16.0." + rank + "\", \"ports\": [\"1/0\"]}]},\n"
        + "        {\"net_layer\": 1, \"net_instance_id\": \"az0\", \"net_type\": \"CLOS\", \"net_attr\": \"\","
        + " \"rank_addr_list\": [{\"addr_type\": \"IPV4\", \"addr\": \"172.17.0." + rank + "\", \"ports\": [\"1/0\"]}]}\n"
        + "      ]\n    }" + (last ? "\n" : ",\n");
  }

  /** Ranks 0 and 1 on local ids 0 and 1 of srv0; ranks 2 and 3 on local ids 1 and 0 of srv1. */
  private static final String TABLE_20 = "{\n  \"version\": \"2.0\",\n  \"status\": \"completed\",\n  \"rank_count\": 4,\n"
      + "  \"rank_list\": [\n" + rank(0, 0, SRV0, false) + rank(1, 1, SRV0, false) + rank(2, 1, SRV1, false)
      + rank(3, 0, SRV1, true) + "  ]\n}\n";

  private static void init(Path root) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
  }

  /** A0's run log: the heartbeat event, as SetStatus prints it, naming {@code crimer}. */
  private static void crimer(Path root, String crimer) throws IOException {
    init(root);
    write(A0.run(root), A0.head("INFO", "10:29:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]local rank [" + SRV0
        + "/0]: crimer rank [" + crimer + "] status[LOST] by informer rank [" + SRV0 + "/0]\n");
  }

  /** A0's debug log: the exception it reports when its task fails, as MakeErrMsg builds it for a lost heartbeat. */
  private static void location(Path root, String crimer) throws IOException {
    init(root);
    write(A0.debug(root), A0.head("ERROR", "10:31:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]Cluster Exception"
        + " Location[IP/ID]:[" + crimer + "], Arrival Time:[Fri Nov 20 10:29:00 2026], Discoverer:[" + SRV0 + "/0],"
        + " ExceptionType:[Heartbeat Lost Occurred], Possible Reason:1. Process has exited, 2. Network Disconnected\n");
  }

  private static ProcessPlace onlyRoot(RootCause rc) {
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    return rc.roots().get(0);
  }

  @Test
  void theCrimersUIdIsTurnedIntoItsRankByTheTable(@TempDir Path root) throws IOException {
    crimer(root, SRV1 + "/0");
    write(root.resolve("a/rank_table.json"), TABLE_20);

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    // local id 0 of srv1 is rank 3 by the table: B3's process, though its logical device is 1
    assertEquals(Optional.of("b"), p.host());
    assertEquals(OptionalInt.of(3), p.rank());
    assertEquals(Optional.of("202"), p.pid());
    assertTrue(rc.known(), rc.toString());
  }

  @Test
  void theClusterExceptionLocationsUIdLikewise(@TempDir Path root) throws IOException {
    location(root, SRV1 + "/1");
    write(root.resolve("b/rank_table.json"), TABLE_20);

    ProcessPlace p = onlyRoot(TRIAGE.rootCause(root));

    assertEquals(Optional.of("b"), p.host());
    assertEquals(OptionalInt.of(2), p.rank());
    assertEquals(Optional.of("200"), p.pid());
  }

  @Test
  void aRankOfTheTableWhoseLogsAreMissingIsThatRankOutsideTheInput(@TempDir Path root) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2);
    write(A0.run(root), A0.head("INFO", "10:29:00.000.000") + "[TaskExecStage][HeartbeatAbnormal]local rank [" + SRV0
        + "/0]: crimer rank [" + SRV1 + "/0] status[LOST] by informer rank [" + SRV0 + "/0]\n");
    write(root.resolve("a/rank_table.json"), TABLE_20);

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    assertEquals(OptionalInt.of(3), p.rank());
    assertFalse(rc.known(), rc.toString());
  }

  @Test
  void withoutATable20ThePeerStaysUnmappedAndTheAnswerSaysSo(@TempDir Path root) throws IOException {
    crimer(root, SRV1 + "/0");

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    assertFalse(rc.known(), rc.toString());
    assertEquals(Optional.empty(), p.host());
    assertEquals(OptionalInt.empty(), p.rank());
    assertEquals(Optional.empty(), p.address()); // an instance id is no address
    assertTrue(p.label().contains(SRV1 + "/0"), p.label());
    assertTrue(rc.reason().contains("no rank table 2.0 in the input seats this UId"), rc.reason());
  }

  @Test
  void aSeatTheTableDoesNotHoldIsNotGuessed(@TempDir Path root) throws IOException {
    crimer(root, SRV1 + "/7");
    write(root.resolve("a/rank_table.json"), TABLE_20);

    RootCause rc = TRIAGE.rootCause(root);

    ProcessPlace p = onlyRoot(rc);
    assertFalse(rc.known(), rc.toString());
    assertEquals(OptionalInt.empty(), p.rank());
    assertEquals(OptionalInt.empty(), p.device()); // local id 7 is not B3's (or anyone's) device 7
  }
}
