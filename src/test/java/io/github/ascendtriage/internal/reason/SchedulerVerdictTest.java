package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * sched39, class C of docs/rootcause.md's tenth39: the msrun scheduler's verdict on a worker whose heartbeat
 * stopped. {@code MetaServerNode::UpdateTopoState} (mindspore-ai/mindspore@04431c95
 * {@code meta_server_node.cc}) logs one ERROR "The node: {id} is timed out." for each registered node past the
 * node timeout and then raises "The total number of timed out node is N": it runs after the cluster was built,
 * so the line names the worker to look at (msrun's own {@code _analyze_log} in {@code _api.py}) and is not a
 * link-setup fault, although its source file is the meta server's. Lines are made up in the C++ log format
 * ({@code log_adapter.cc}); pids, ids and times are invented.
 */
class SchedulerVerdictTest {
  private static final String HEAD = "[ERROR] DISTRIBUTED(41207,ffff8a3c1120,python3.9):2026-12-07-11:02:13.120.004 "
      + "[mindspore/ccsrc/distributed/cluster/topology/meta_server_node.cc:536] UpdateTopoState] ";

  @Test
  void theVerdictOnATimedOutWorkerIsAWrapperNotALinkSetupFault() {
    String text = String.join("\n", HEAD + "The node: 3 is timed out.", HEAD + "The node: 3 is timed out.",
        "RuntimeError: The total number of timed out node is 1");
    LayerReasoner.Answer a = LayerReasonerTest.reason(text);
    assertNotEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
    assertFalse(a.clues().stream().anyMatch(c -> c.role() == Role.FAULT && c.layer().equals(java.util.Optional.of(Layer.LINK_SETUP))),
        a.clues().toString());
    assertTrue(a.clues().stream().anyMatch(c -> c.rule().equals("symptom.wrapper")
        && c.evidence().stream().anyMatch(e -> e.text().contains("The node: 3 is timed out."))), a.clues().toString());
  }

  @Test
  void theMetaServersOwnWaitForTheNodesStaysLinkSetup() {
    // the same file's wait for the nodes to register (the cluster was never built) keeps its layer
    LayerReasoner.Answer a = LayerReasonerTest.reason(HEAD + "Start Scheduler node timeout.");
    org.junit.jupiter.api.Assertions.assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
  }
}
