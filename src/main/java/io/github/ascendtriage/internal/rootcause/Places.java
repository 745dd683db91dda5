package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.ProcessPlace;
import java.util.Optional;

/** Names and public places of wait-graph nodes. Stateless. */
final class Places {
  private Places() {}

  /** How a node is shown in a chain: {@code worker-1 device-0}, {@code worker-0 rank 3}, or the peer as named. */
  static String label(WaitGraph.Node n) {
    if (n.key.startsWith("u:")) {
      return "unknown (" + n.peerText + ")";
    }
    StringBuilder b = new StringBuilder();
    if (n.host != null) {
      b.append(n.host);
    } else if (!n.known && n.address != null) {
      b.append(n.address); // a place outside the input, named by the address the lines gave
    }
    String what = n.device != null ? "device-" + n.device
        : n.rank != null ? "rank " + n.rank
        : n.pid != null ? "pid " + n.pid
        : n.source != null ? n.source : "?";
    if (n.host != null && n.source != null && what.equals(n.source)) {
      return n.source; // the source already starts with its host folder
    }
    if (b.length() > 0) {
      b.append(' ');
    }
    b.append(what);
    if (!n.known) {
      b.append(" (no log)");
    }
    return b.toString();
  }

  /** The legacy cascade name, {@code host/rank N} (or device, pid, the file), never with a doubled host. */
  static String cascadeKey(WaitGraph.Node n) {
    if (n.key.startsWith("u:")) {
      return label(n); // outside the input (a DETECT sentence received from a node not shown), as the line named it
    }
    String h = n.host == null ? "" : n.host + "/";
    if (n.rank != null) {
      return h + "rank " + n.rank;
    }
    if (n.device != null) {
      return h + "device " + n.device;
    }
    if (n.pid != null) {
      return h + "pid " + n.pid;
    }
    String s = n.source == null ? "?" : n.source;
    return s.startsWith(h) ? s : h + s;
  }

  static ProcessPlace of(WaitGraph.Node n) {
    return new ProcessPlace(
        Optional.ofNullable(n.host), RootCauseAnalyzer.parse(n.rank), RootCauseAnalyzer.parse(n.device),
        Optional.ofNullable(n.pid), Optional.ofNullable(n.source), label(n), n.known, Optional.ofNullable(n.address));
  }
}
