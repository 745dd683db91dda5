package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.DRIVEN;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static io.github.ascendtriage.internal.rootcause.TreeTriage.rootLabels;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CONNECT TIMEOUT DETECT RESULT in newer hcomm's grouped wording (detect_connect_anomalies.cc,
 * BuildGroupedDetectMessage): one sentence per destination server listing its devices ({@code
 * device ID 1,3}), each ending {@code Continue to analyze ..}, the sentences joined by newlines in
 * one message, so only the first carries a plog header. Every device of every sentence is a peer
 * the writer waited on. Hand-written trees; the values are made up.
 */
class GroupedDetectTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static final Proc A0 = new Proc("node-a", 4100, 4100, 0, 0);
  private static final Proc C1 = new Proc("node-c", 7100, 7100, 8, 1);
  private static final Proc C3 = new Proc("node-c", 7300, 7300, 9, 3);

  private static String server(Proc p) {
    return "10.1.0." + (p.host().charAt(5) - 'a' + 1);
  }

  /** A rank table's server_id that is a name, not an address (HCCL prints what the table gives). */
  private static String serverName(Proc p) {
    return "srv-" + p.host().charAt(5);
  }

  private static void init(Path root, Proc p, String server) throws IOException {
    write(p.run(root), p.head("INFO", "10:00:01.000.000") + "[HCCL_TRACE]hcom init by file success,take time [1200]us,"
        + " rankTablePath[/job/rank_table.json], rankNum[10], rank[" + p.rank() + "],server[" + server + "], device[" + p.device() + "]\n");
  }

  private static String sentence(Proc w, String dstServer, String devices) {
    return sentence(server(w), w.device(), dstServer, devices);
  }

  /** A sentence whose source is {@code srcServer}'s device {@code srcDevice}: the writer's own, or one received from another node. */
  private static String sentence(String srcServer, int srcDevice, String dstServer, String devices) {
    return "This node (server " + srcServer + ", device ID " + srcDevice + ") detects that srcRank (server " + srcServer + ", device ID "
        + srcDevice + ") fails to connect to dstRank (server " + dstServer + ", device ID " + devices + "). Continue to analyze the fault"
        + " based on the logs of srcRank and dstRank.";
  }

  /** The process of node-b's device 2 (rank 6) prints the result. */
  private static final Proc WRITER = DRIVEN.get(2);

  /** node-a, node-b (four seats of one process) and node-c; the writer's result holds {@code sentences} (the first with its header). */
  private static RootCause diagnoseWith(Path root, String sentences) throws IOException {
    return diagnoseWith(root, sentences, false);
  }

  /** As {@link #diagnoseWith(Path, String)}, every server named in the rank table by a name when {@code names}. */
  private static RootCause diagnoseWith(Path root, String sentences, boolean names) throws IOException {
    for (Proc p : List.of(A0, C1, C3, DRIVEN.get(0), DRIVEN.get(1), DRIVEN.get(2), DRIVEN.get(3))) {
      init(root, p, names ? serverName(p) : server(p));
    }
    String h = WRITER.head("ERROR", "10:03:00.000.000");
    write(WRITER.debug(root), h + "-------------------CONNECT TIMEOUT DETECT RESULT-----------------------\n"
        + h + sentences + "\n" + h + "----------------------------------------------------------------------\n");
    return triage.rootCause(root);
  }

  /**
   * hcomm fills the result map from its peers' broadcasts too (detect_connect_anomalies.cc: {@code
   * recvErrorInfoMap_}, grouped by each entry's own server and device), so a node prints "This node"
   * sentences of another node: node-c's device 3 failed to reach node-a's device 0. That wait is
   * node-c device 3's, not the writer's: the writer waited on node-c device 3, which waited on node-a.
   */
  @Test
  void aSentenceReceivedFromAnotherNodeIsTheWaitOfTheSeatItsServerAndDeviceName(@TempDir Path root) throws IOException {
    RootCause rc = diagnoseWith(root, sentence(WRITER, "10.1.0.3", "3") + "\n" + sentence("10.1.0.3", 3, "10.1.0.1", "0"));

    assertEquals(Set.of("node-a device-0"), rootLabels(rc), rc.reason());
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == 9), "node-c device 3 waited: " + rc.cascades());
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == 6), "the writer's seat waited: " + rc.cascades());
  }

  /**
   * A received sentence whose server the input does not show stays outside the input, named by its
   * address: its wait is not the writer's (no seat or process of node-b but the writer's seat waited),
   * and no process of the input is named for it.
   */
  @Test
  void aSentenceReceivedFromANodeTheInputDoesNotShowStaysOutsideTheInput(@TempDir Path root) throws IOException {
    RootCause rc = diagnoseWith(root, sentence(WRITER, "10.1.0.3", "3") + "\n" + sentence("10.1.0.9", 5, "10.1.0.1", "0"));

    assertEquals(Set.of("node-a device-0", "node-c device-3"), rootLabels(rc), rc.reason());
    assertEquals(List.of(OptionalInt.of(6)), rc.cascadePlaces().stream().filter(p -> p.host().equals(Optional.of("node-b")))
        .map(ProcessPlace::rank).toList(), "only the writer's seat of node-b waited: " + rc.cascades());
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> !p.known() && p.address().equals(Optional.of("10.1.0.9"))),
        "the sender waited, outside the input: " + rc.cascades());
  }

  @Test
  void everyDeviceOfEverySentenceIsAPeerThoughOnlyTheFirstSentenceHasAHeader(@TempDir Path root) throws IOException {
    RootCause rc = diagnoseWith(root, sentence(WRITER, "10.1.0.3", "1,3") + "\n" + sentence(WRITER, "10.1.0.1", "0"));

    // none of the three printed anything: each end of the writer's waits is a root
    assertEquals(Set.of("node-a device-0", "node-c device-1", "node-c device-3"), rootLabels(rc), rc.reason());
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == 6), "the writer's seat waited: " + rc.cascades());
  }

  @Test
  void aReceivedSentenceWhoseServerIdIsANameIsTheWaitOfTheSeatThatServerAndDeviceName(@TempDir Path root) throws IOException {
    // the rank table names its servers srv-a, srv-b, srv-c; the identity lines say which host each is
    RootCause rc = diagnoseWith(root, "This node (server srv-b, device ID 2) detects that srcRank (server srv-b, device ID 2) fails to connect"
        + " to dstRank (server srv-c, device ID 3). Continue to analyze the fault based on the logs of srcRank and dstRank.\n"
        + sentence("srv-c", 3, "srv-a", "0"), true);

    assertEquals(Set.of("node-a device-0"), rootLabels(rc), rc.reason());
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == 9), "node-c device 3 waited: " + rc.cascades());
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> p.rank().orElse(-1) == 6), "the writer's seat waited: " + rc.cascades());
  }

  @Test
  void aReceivedSentenceWhoseServerNameTheInputDoesNotShowStaysOutsideTheInput(@TempDir Path root) throws IOException {
    RootCause rc = diagnoseWith(root, sentence("srv-b", 2, "srv-c", "3") + "\n" + sentence("srv-x", 5, "srv-a", "0"), true);

    assertEquals(Set.of("node-a device-0", "node-c device-3"), rootLabels(rc), rc.reason());
    assertEquals(List.of(OptionalInt.of(6)), rc.cascadePlaces().stream().filter(p -> p.host().equals(Optional.of("node-b")))
        .map(ProcessPlace::rank).toList(), "only the writer's seat of node-b waited: " + rc.cascades());
    assertTrue(rc.cascadePlaces().stream().anyMatch(p -> !p.known() && p.address().equals(Optional.of("srv-x"))),
        "the sender waited, outside the input: " + rc.cascades());
  }
}
