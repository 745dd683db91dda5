package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.codes.PortDownTexts;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.WaitKind;

/**
 * A process whose own network port is down (nic32). Its link-setup failures toward peers ({@code
 * Transport init error ... remoteIpAddr[peer]}, a link row naming the peer) are not waits on them:
 * the fault is at its own end. Which lines say so is knowledge ({@code casebase/port-down.json},
 * {@link PortDownTexts}, port33): EI0009 with the reason hcomm's {@code adapter_hccp.cc} passes when
 * RDMA init of the local device returns link-down, HCCP's EJ0002, HCCL's plog line beside them, each
 * keyed on its catalogue record. The catalogue's EI0009 solution checks that device's own optical
 * module, IP and switch neighbour; HCCL's link-setup guide (param_link_stage.md) sends the reader to
 * the end that reports another error than the link timeout. Stateless.
 */
final class OwnPortDown {
  private OwnPortDown() {}

  /** True when one of the node's own faults says its port is down. */
  static boolean of(WaitGraph.Node n) {
    PortDownTexts texts = PortDownTexts.builtIn();
    return n.events.stream().anyMatch(e -> e.kind() == EventKind.FAULT && texts.says(e.evidence().text()));
  }

  /** True for the wait kinds a port that is down fails by itself: setting up links. */
  static boolean linkSetup(WaitKind k) {
    return k == WaitKind.TRANSPORT_INIT || k == WaitKind.TIMEOUT;
  }
}
