package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * cqe36: the devices whose own RoCE port a host's tool output says is down ({@link Setting#PORTS_DOWN}: hccn_tool's
 * {@code link status: DOWN}), by host folder, each with the line that said so. Immutable after {@link #of}.
 */
final class PortsDown {
  private final Map<String, Map<String, Evidence>> byHost;

  private PortsDown(Map<String, Map<String, Evidence>> byHost) {
    this.byHost = byHost;
  }

  /** What the sources' tool outputs said, each source placed on its host folder ({@code ""}: none). */
  static PortsDown of(Map<String, SourceFacts> self, Map<String, SourceMeta> metas) {
    Map<String, Map<String, Evidence>> out = new LinkedHashMap<>();
    self.forEach((src, sf) -> {
      String list = sf.settings().get(Setting.PORTS_DOWN);
      if (list == null) {
        return;
      }
      SourceMeta m = metas.get(src);
      String host = m == null ? "" : m.host().orElse("");
      Evidence at = sf.stated().get(Setting.PORTS_DOWN);
      for (String d : list.split(",")) {
        if (!d.isBlank()) {
          out.computeIfAbsent(host, h -> new LinkedHashMap<>()).putIfAbsent(d.trim(), at == null ? new Evidence(src, 0, "link status: DOWN") : at);
        }
      }
    });
    return new PortsDown(out);
  }

  /** The line saying device {@code device}'s port is down in a tool output of one of {@code hosts}; empty when none does. */
  Optional<Evidence> on(Collection<String> hosts, String device) {
    for (String h : hosts) {
      Map<String, Evidence> d = byHost.get(h);
      if (d != null && d.containsKey(device)) {
        return Optional.of(d.get(device));
      }
    }
    return Optional.empty();
  }

  /** The line saying the port of node {@code n}'s device is down on its machine; empty when none does or its device is unknown. */
  Optional<Evidence> of(WaitGraph.Node n, ProcessRegistry registry) {
    if (byHost.isEmpty() || !n.known || n.device == null || n.host == null) {
      return Optional.empty();
    }
    return on(registry.sameMachine(n.host), n.device);
  }

  /**
   * The members of a wait cycle ({@code v}) whose own port is down, as the roots, when some but not all are: a notify
   * wait is a record the peer sends over the link (HCCL's task-execution fault guide: EI0002's peer failed, or the
   * network between them did), so the member whose port went down is where the ring broke, and its own wait toward
   * its predecessor is the cascade that closed the cycle. Empty otherwise.
   */
  Optional<RootCauseAnalyzer.Verdict> breakOf(RootCauseAnalyzer.Verdict v, ProcessRegistry registry) {
    if (!v.cycle() || byHost.isEmpty()) {
      return Optional.empty();
    }
    Map<WaitGraph.Node, Evidence> down = new LinkedHashMap<>();
    for (WaitGraph.Node n : v.roots()) {
      of(n, registry).ifPresent(e -> down.put(n, e));
    }
    if (down.isEmpty() || down.size() == v.roots().size()) {
      return Optional.empty();
    }
    Evidence at = down.values().iterator().next();
    return Optional.of(new RootCauseAnalyzer.Verdict(java.util.List.copyOf(down.keySet()), v.reason() + "; its own port is down ("
        + at.source() + ":" + at.line() + ": " + at.text().trim() + "): the ring broke there, its own wait closed the cycle",
        at, v.chain(), v.steps(), false, v.decided(), v.gone()));
  }

  boolean isEmpty() {
    return byHost.isEmpty();
  }
}
