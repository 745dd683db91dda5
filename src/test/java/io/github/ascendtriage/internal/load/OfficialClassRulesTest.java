package io.github.ascendtriage.internal.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.OfficialCase;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.engine.Engines;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The reasoning rules that read one official failure class (issue 35): with the official case and
 * every case that refines it held out, an answer whose faults show the class still names the
 * official case, from the rule ({@code rule:<id>}), also when a component word or a catalogued code
 * comes first; and a code a class rule lists is a catalogued code of the rule's layer.
 */
class OfficialClassRulesTest {
  private static final CaseBase BASE = CaseBaseLoader.load(true, List.of(), List.of());

  /** The case base without {@code official} and the cases that refine it. */
  private static CaseBase without(String official) {
    Set<String> out = new TreeSet<>(Set.of(official));
    for (CaseDefinition c : BASE.cases()) {
      c.refines().filter(official::equals).ifPresent(r -> out.add(c.id()));
    }
    return BASE.without(out);
  }

  private static Optional<OfficialCase> official(String heldOut, String... lines) {
    Diagnosis d = Engines.text(Engines.create(without(heldOut), 3, Double.NaN), String.join("\n", lines), "input.log");
    return d.officialCase();
  }

  @Test
  void aBindFailureCodeNamesThePortCaseEvenAfterAGenericSocketWord() {
    OfficialCase o = official("ptacase_0043",
        "[ERROR] HCCL(7101,python3):2026-03-02-11:04:19.515.220 [hccl_socket.cc:140][7101][Listen][Socket]socket type[2], listen on ip[10.20.0.7%eth2] and specific port[60003] fail.",
        "[ERROR] HCCL(7101,python3):2026-03-02-11:04:19.515.301 EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.")
        .orElseThrow();
    assertEquals("ptacase_0043", o.id());
    assertEquals("rule:link-setup.port-in-use", o.matchedCase());
  }

  @Test
  void aListenFailureOfTheNpuPortIsTheSameClass() {
    OfficialCase o = official("ptacase_0043",
        "EI0020: [PID: 5512] 2026-01-14-09:12:44.101.005 Failed to enable listening for the NPU network adapter socket. Reason: The IP address 10.0.3.21 add port 16666 have already been bound.")
        .orElseThrow();
    assertEquals("ptacase_0043", o.id());
  }

  @Test
  void aConnectTimeoutBetweenNodesNamesTheFirewallCase() {
    OfficialCase o = official("topic_0000001589975097",
        "  File \"/usr/local/lib/python3.10/site-packages/torch/distributed/rendezvous.py\", line 191, in _create_c10d_store",
        "RuntimeError: connect() timed out. Original timeout was 900000 ms.").orElseThrow();
    assertEquals("topic_0000001589975097", o.id());
    assertEquals("rule:network.firewall", o.matchedCase());
  }

  @Test
  void anUnresolvedHostNameNamesTheHostsCase() {
    // "hostname" is a word of the component rule network.host, which names no official case: passed over
    OfficialCase o = official("topic_0000001538748902", "ssh: Could not resolve hostname worker-node-3: Name or service not known")
        .orElseThrow();
    assertEquals("topic_0000001538748902", o.id());
    assertEquals("rule:network.name-resolution", o.matchedCase());
  }

  @Test
  void anUnresolvedMasterNameOnTheRendezvousLineNamesTheHostsCase() {
    // the answer is link-setup (the rendezvous failed); the resolver's message on that same line is
    // the network class that says why, so its official case applies
    OfficialCase o = official("topic_0000001538748902",
        "[W socket.cpp:755] [c10d] The IPv4 network addresses of (node-a, 29500) cannot be retrieved (gai error: -3 - Temporary failure in name resolution).",
        "torch.distributed.DistNetworkError: The client socket has failed to connect to node-a:29500.").orElseThrow();
    assertEquals("topic_0000001538748902", o.id());
    assertEquals("rule:network.name-resolution", o.matchedCase());
    // a resolver message on a line no fault of the answered layer rests on tells nothing about it
    Optional<OfficialCase> apart = official("topic_0000001538748902",
        "ssh: Could not resolve hostname backup-7: Name or service not known",
        "[ERROR] HCCL(7101,python3):2026-03-02-11:04:19.515.301 EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.");
    assertTrue(apart.map(c -> !c.id().equals("topic_0000001538748902")).orElse(true), apart.toString());
    // two layers down: a backend list naming gloo on a script's error line is no Gloo failure
    Optional<OfficialCase> script = official("ptacase_0041",
        "multi-card launch fails after moving the GPU code over (torch_npu imported):",
        "  File \"launch/setup_dist.py\", line 41, in init_group",
        "    if backend == 'nccl':",
        "ValueError: backend 'hccl' is not supported, expected one of ['gloo', 'nccl']");
    assertTrue(script.isEmpty(), script.toString());
  }

  @Test
  void aDeviceWithNoGatewayNamesTheHealthCheckCase() {
    // hccn_tool's DEV_EXE_GATEWAY_NOT_PRESET_ERR: no gateway, so no detect address is the gateway
    OfficialCase o = official("topic_0000002230003537", "hccn tool execution failed! ret=0x3105").orElseThrow();
    assertEquals("topic_0000002230003537", o.id());
    assertEquals("rule:network.net-health", o.matchedCase());
    // the neighbouring code (a gateway outside the IP's segment) is not listed: it fits two pages
    assertTrue(official("topic_0000002230003537", "hccn tool execution failed! ret=0x3107").isEmpty());
  }

  @Test
  void theOfficialWordsOfARefiningVariantNameItsOfficialCase() {
    // official20: the variants that refine an official case are read by its class rule, so the
    // answer names the official case with the official case and every refining case held out
    String reach = "rule:network.device-reach";
    // a card whose TLS certificate expired (hccn_tool 0x400B): the TLS branch of the cluster failure
    OfficialCase cert = official("topic_0000001953463657", "hccn tool execution failed! ret=0x400b", "The Certificate has expired!").orElseThrow();
    assertEquals("topic_0000001953463657", cert.id());
    assertEquals(reach, cert.matchedCase());
    // the same class quoted in prose, with the catalogued message and no code
    assertEquals(reach, official("topic_0000001953463657",
        "after the certificate update hccn_tool says Failed to verify the certificate chain, make sure the certificate chain is correct!")
        .orElseThrow().matchedCase());
    // HCCL's rank-table check: several servers and a card without a device IP
    assertEquals(reach, official("topic_0000001953463657",
        "[ERROR] HCCL(902,python3):2026-10-20-14:12:55.004.118 [918][RanktablCheck] 'device ip' is not set correctly, must be set when multi Server or HCCL INTRA ROCE ENABLE enabled")
        .orElseThrow().matchedCase());
    // hccn_tool's optical readout: a lane that receives no light keeps the port down
    assertEquals(reach, official("topic_0000001953463657", "[root@node-21 ~]# hccn_tool -i 0 -optical -g", "optical info:",
        "present              : present", "Rx Los Flag          : 0xf").orElseThrow().matchedCase());
    // a TLS command typed without its path (0x4001) is the tool's usage, not a card's TLS state
    assertTrue(official("topic_0000001953463657", "hccn tool execution failed! ret=0x4001").isEmpty());
    // HCCL_IF_IP naming an address no NIC of the host has: the wrong-NIC class of ptacase_0041
    OfficialCase nic = official("ptacase_0041",
        "[ERROR] HCCL(22017,python3):2026-11-09-10:01:02.003.004 [sal.cc:402] [22017][Find][LocalHostIP]ip [198.51.100.61] of [HCCL_IF_IP] is not found in the nic list")
        .orElseThrow();
    assertEquals("rule:link-setup.socket-ifname-absent", nic.matchedCase());
    // hccn_tool's message for 0x3105 quoted without its code still says the card has no gateway
    assertEquals("rule:network.net-health", official("topic_0000002230003537",
        "hccn_tool prints Get gateway failed, because no gateway was preset there! on card 3").orElseThrow().matchedCase());
  }

  @Test
  void anInnerErrorOnARankTableLaunchNamesTheConnectTimeoutCaseUnlessACodeSaysMore() {
    String launch = "export RANK_TABLE_FILE=/opt/cfg/rank_table_4x8.json";
    String inner = "RuntimeError: The Inner Error is reported as above. The process exits for this inner error, and the current working operator name is HcomAllGather.";
    OfficialCase o = official("ptacase_0042", launch, inner).orElseThrow();
    assertEquals("ptacase_0042", o.id());
    assertEquals("rule:link-setup.rank-table-launch", o.matchedCase());
    // an Inner Error with no rank table is not that class
    assertTrue(official("ptacase_0042", inner).isEmpty());
    // a catalogued code beside it tells the failure: the rank table is invalid, not late ranks
    Optional<OfficialCase> coded = official("ptacase_0042", launch,
        "EI0004: The ranktable is invalid,Reason:[The ranktable config devId is inconsistent with the local devId.]. Please check the configured ranktable.",
        inner);
    assertTrue(coded.map(c -> !c.id().equals("ptacase_0042")).orElse(true), coded.toString());
  }

  @Test
  void everyCodeAClassRuleListsIsACataloguedCodeOfTheRulesLayer() {
    List<String> bad = new ArrayList<>();
    int codes = 0;
    for (ReasoningRule r : BASE.reasoning().rules()) {
      for (String t : r.tokens()) {
        SignatureToken tok = SignatureToken.parse(t);
        if (!tok.type().id().equals("code")) {
          continue;
        }
        codes++;
        // a code word (EI0019) is a CANN message; a number is listed with its family (hccn-tool/0x3105)
        int slash = tok.value().indexOf('/');
        Optional<CodeRecord> c = slash < 0 ? BASE.codes().find("cann-message", tok.value())
            : BASE.codes().find(tok.value().substring(0, slash), tok.value().substring(slash + 1));
        if (c.isEmpty() || r.layer().isEmpty() || c.get().layer() != r.layer().get() || r.officialCase().isEmpty()) {
          bad.add(r.id() + " " + t + " -> " + c.map(x -> x.layer().id()).orElse("not catalogued"));
        }
      }
    }
    assertTrue(codes > 0, "no rule lists a code");
    assertEquals(List.of(), bad);
    assertEquals(Layer.LINK_SETUP, BASE.reasoning().rules().stream().filter(r -> r.id().equals("link-setup.port-in-use")).findFirst()
        .orElseThrow().layer().orElseThrow());
  }
}
