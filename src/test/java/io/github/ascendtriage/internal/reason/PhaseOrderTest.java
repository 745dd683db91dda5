package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * Launch checks and the NPU network read in the order the job comes up (launch27, issue 35): a
 * launcher's or framework's check and a failed hccn_tool probe come before the link-setup failures
 * they leave behind ({@link PhaseOrder}), and the classes read from their sources' printed forms
 * (TCPStore's count of clients, the shell's message for a launcher that is not installed in bash's,
 * dash's and zsh's forms,
 * hccn_tool's refusal of a gateway). Every line is made up from those forms; each class has a
 * look-alike that must not be read as it.
 */
class PhaseOrderTest {

  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  private static boolean fault(LayerReasoner.Answer a, String rule) {
    return StrangerDevClassesTest.fault(a, rule);
  }

  private static boolean linkSetupFault(LayerReasoner.Answer a) {
    return a.clues().stream().anyMatch(c -> c.role() == Role.FAULT && c.layer().equals(java.util.Optional.of(Layer.LINK_SETUP)));
  }

  /** A link that timed out, then hccn_tool's probe of the port with {@code status}. */
  private static LayerReasoner.Answer probed(String status) {
    return reason(String.join("\n",
        "[ERROR] HCCL(7301,python3):2026-12-06-03:40:00.000.001 [hccl_socket_manager.cc:812] connect timeout, socket"
            + " connection to 203.0.113.41 failed, please check HCCL_CONNECT_TIMEOUT",
        "$ hccn_tool -i 5 -net_health -g",
        "net health status: " + status));
  }

  @Test
  void anUnhealthyPortBelowALinkTimeoutIsTheNetwork() {
    LayerReasoner.Answer a = probed("Unreachable");
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    assertFalse(linkSetupFault(a), "the link that timed out waits on the port: " + a.clues());
  }

  @Test
  void aHealthyPortLeavesTheLinkTimeoutItsOwn() {
    assertEquals(Layer.LINK_SETUP, probed("Success").layer());
  }

  @Test
  void aVariableTheFrameworkChecksOutweighsTheRendezvousItLeavesWaiting() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "node 2: rendezvous timed out after 600 seconds, waiting for the rank table peers",
        "RuntimeError: Get hccl rank_table_file failed, please export MINDSPORE_HCCL_CONFIG_PATH or RANK_TABLE_FILE."));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(fault(a, "script.missing-environment"), a.clues().toString());
    assertFalse(linkSetupFault(a), a.clues().toString());
  }

  @Test
  void aRendezvousTimeoutWithNoCheckIsStillLinkSetup() {
    LayerReasoner.Answer a = reason("node 2: rendezvous timed out after 600 seconds, waiting for the rank table peers");
    assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
  }

  @Test
  void fewerClientsThanTheWorldSizeIsTheLaunchCount() {
    LayerReasoner.Answer a = reason("[rank0]: torch.distributed.DistStoreError: Timed out after 1203 seconds waiting for"
        + " clients. 12/24 clients joined.");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(fault(a, "script.store-worker-count"), a.clues().toString());
  }

  @Test
  void aStoreThatCannotBeReachedIsNotACount() {
    LayerReasoner.Answer a = reason("[rank3]: torch.distributed.DistNetworkError: The client socket has timed out after"
        + " 900000ms while trying to connect to (198.51.100.77, 41000).");
    assertFalse(fault(a, "script.store-worker-count"), a.clues().toString());
    assertTrue(a.layer() != Layer.SCRIPT, a.clues().toString());
  }

  @Test
  void aLauncherTheShellCannotFindIsTheEnvironment() {
    for (String line : new String[] {"-bash: msrun: command not found", "bash: torch_npu_run: 未找到命令",
        "/bin/sh: 1: torchrun: not found", "zsh: command not found: torchrun", "bash: torchrun: command not found"}) {
      LayerReasoner.Answer a = reason(line);
      assertEquals(Layer.SCRIPT, a.layer(), line + " " + a.clues());
      assertTrue(fault(a, "script.launcher-not-found"), a.clues().toString());
    }
    for (String line : new String[] {"bash: htop: command not found", "/bin/sh: 1: nvidia-smi: not found"}) {
      LayerReasoner.Answer other = reason(line);
      assertFalse(fault(other, "script.launcher-not-found"), "another command: " + other.clues());
    }
  }

  @Test
  void aGatewayOutsideThePortsSubnetIsTheNetwork() {
    LayerReasoner.Answer a = reason("hccn_tool -i 6 -gateway -s gateway 192.0.2.129: The segment of configured gateway"
        + " doesn't match that of the configured ip address!");
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    assertTrue(fault(a, "network.device-address-config"), a.clues().toString());
    LayerReasoner.Answer shown = reason("$ hccn_tool -i 6 -gateway -g\ndefault gateway:192.0.2.1, ifname:eth6");
    assertFalse(fault(shown, "network.device-address-config"), "a gateway shown is no fault: " + shown.clues());
  }
}
