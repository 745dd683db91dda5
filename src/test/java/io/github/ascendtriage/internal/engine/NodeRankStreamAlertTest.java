package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.internal.extract.collect.NodeRankStatedTwice;
import io.github.ascendtriage.testing.BuiltInTriage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A live stream's alerts raise the node-rank finding as its diagnosis gives it (issue 35, know31): two hosts'
 * logs, each line tagged with its file under its host folder, state one node rank of one job (torchrun's
 * {@code --node_rank}, torch/distributed/run.py), and the second host fails to bind the master port. The
 * stream's alerts (what {@code tag --alerts} prints) must end at the script's launch, as {@code
 * diagnose} of the same tree does ({@link NodeRankStatedTwiceAnswerTest}); node ranks 0 and 1, or one host's
 * folder, keep the port reading. Lines are hand-written, addresses and ports made up.
 */
class NodeRankStreamAlertTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();
  private static final String[] BIND_FAILURE = {
      "[W1104 09:20:31.201533118 socket.cpp:464] [c10d] The server socket has failed to bind to 0.0.0.0:29600 (errno: 98 - Address already in use).",
      "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. port: 29600, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use"};

  private static String launch(int nodeRank) {
    return "+ torchrun --nnodes 2 --node_rank " + nodeRank + " --master_addr 10.1.0.5 --master_port 29600 --nproc_per_node 8 train.py";
  }

  /** Streams host a's launch, then host b's launch and its bind failure; every alert, taken after each line and at the end. */
  private static List<StreamAlert> stream(String fileA, int rankA, String fileB, int rankB) {
    List<StreamAlert> alerts = new ArrayList<>();
    try (StreamSession s = TRIAGE.get().openStream()) {
      s.accept(launch(rankA), LineSource.of(fileA));
      alerts.addAll(s.takeAlerts());
      s.accept(launch(rankB), LineSource.of(fileB));
      alerts.addAll(s.takeAlerts());
      for (String line : BIND_FAILURE) {
        s.accept(line, LineSource.of(fileB));
        alerts.addAll(s.takeAlerts());
      }
      alerts.addAll(s.flush());
    }
    return alerts;
  }

  /** What each alert says, for a failure's message: its layer and case. */
  private static List<String> said(List<StreamAlert> alerts) {
    return alerts.stream().map(a -> a.kind().id() + " " + a.layer().id() + " " + a.caseId().orElse("-")).toList();
  }

  private static boolean found(StreamAlert a) {
    return a.diagnosis().features().stream().anyMatch(f -> f.value().equals(NodeRankStatedTwice.TOKEN_VALUE));
  }

  @Test
  void twoHostsStartedAsNodeZeroRaiseTheScriptsLaunch() {
    List<StreamAlert> alerts = stream("node-a/train.log", 0, "node-b/train.log", 0);
    assertFalse(alerts.isEmpty(), "the bind failure raises an alert");
    StreamAlert last = alerts.get(alerts.size() - 1);
    assertEquals(Layer.SCRIPT, last.layer(), said(alerts).toString());
    assertTrue(found(last), "the alert's diagnosis holds the finding");
    assertEquals(last.layer(), last.diagnosis().layer(), "the alert says what its diagnosis says");
  }

  @Test
  void hostsWithTheirOwnNodeRanksKeepThePortReading() {
    List<StreamAlert> alerts = stream("node-a/train.log", 0, "node-b/train.log", 1);
    assertFalse(alerts.isEmpty());
    StreamAlert last = alerts.get(alerts.size() - 1);
    assertNotEquals(Layer.SCRIPT, last.layer(), said(alerts).toString());
    assertFalse(alerts.stream().anyMatch(NodeRankStreamAlertTest::found), said(alerts).toString());
  }

  @Test
  void twoAttemptsInOneHostsFolderAreNoFinding() {
    List<StreamAlert> alerts = stream("node-a/attempt-1.log", 0, "node-a/attempt-2.log", 0);
    assertFalse(alerts.isEmpty());
    assertFalse(alerts.stream().anyMatch(NodeRankStreamAlertTest::found), said(alerts).toString());
    assertNotEquals(Layer.SCRIPT, alerts.get(alerts.size() - 1).layer(), said(alerts).toString());
  }
}
