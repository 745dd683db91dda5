package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.Locale;

/**
 * A process whose own network port is down (nic32). Its link-setup failures toward peers ({@code
 * Transport init error ... remoteIpAddr[peer]}, a link row naming the peer) are not waits on them:
 * the fault is at its own end. Sources: hcomm {@code adapter_hccp.cc} reports EI0009 with the reason
 * "The network port is down" for the local device's physical id when that device's RDMA init returns
 * link-down (and prints "rdma init failed because RoCE link status is down"); the catalogue's EI0009
 * solution checks that device's own optical module, IP and switch neighbour (hccn_tool {@code -optical},
 * {@code -ip}, {@code -lldp}); EJ0002 is HCCP's "The network port is down" of its device (catalogue,
 * hicann/runtime error_code.json); HCCL's link-setup guide (param_link_stage.md) sends the reader to
 * the end that reports another error than the link timeout. Stateless.
 */
final class OwnPortDown {
  private OwnPortDown() {}

  /** True when one of the node's own faults says its port is down. */
  static boolean of(WaitGraph.Node n) {
    return n.events.stream().anyMatch(e -> e.kind() == EventKind.FAULT && says(e.evidence().text()));
  }

  /** True for the wait kinds a port that is down fails by itself: setting up links. */
  static boolean linkSetup(WaitKind k) {
    return k == WaitKind.TRANSPORT_INIT || k == WaitKind.TIMEOUT;
  }

  private static boolean says(String text) {
    String t = text.toLowerCase(Locale.ROOT);
    return t.contains("the network port is down") || t.contains("roce link status is down");
  }
}
