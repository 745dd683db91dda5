package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.input.SourceMeta;
import io.github.ascendtriage.internal.reason.Clue;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * hb35: the device fault recorded on a silent root's own host. When the others waited on a process that printed no
 * report of its own ({@link RootEnds}' {@code script.root-never-entered}), that silence says the process stopped
 * answering, not why: HCCL's lost heartbeat is raised when the peer's process or device no longer answers
 * (hicann/hcomm@cb4898bb heartbeat.cc; its Cluster Exception Location's possible reasons, "process has exited" and
 * "network disconnected", docs/log-formats.md 8.3). The host's own device records say why: npu-smi's health query
 * (its Error Code), the device OS's event log, the host kernel's driver lines (docs/log-formats.md 11; ascend-fd's
 * kg-config files these event codes under Hardware). Read bottom up (the lesson), a device fault on the root's host
 * decides the layer before the root's silence does. Such a fault is a device-layer fault clue of the reasoning
 * whose lines are on the root's host in files of no process (a host's outputs, not another rank's log), and that
 * names no other device than the root's when the line or its path states one ({@code device=N}, {@code device-N}).
 * Stateless.
 */
final class HostDevice {
  private HostDevice() {}

  /** A device number stated on a line or in a path: the kernel's {@code (device=N)}, a device log's {@code device-N/}. */
  private static final Pattern DEVICE = Pattern.compile("(?i)\\bdevice[-_ =]{1,3}(\\d{1,3})\\b");

  /**
   * The first device-layer fault on the root's host outside any process's files; empty when none. The host is any
   * folder of the root's machine ({@code machine}; cqe36: a pod-per-rank collection keeps the node's outputs in one
   * pod's folder, and they are the node's, so they name the root's device whichever pod the root ran in).
   */
  static Optional<Clue> fault(RootCause root, FeatureSet f, Map<String, SourceMeta> sources, Set<String> rootSources,
      Set<String> machine, LayerReasoner.Answer reasoned) {
    if (!root.known() || root.cycle() || root.roots().isEmpty()) {
      return Optional.empty();
    }
    ProcessPlace p = root.roots().get(0);
    if (p.host().isEmpty()) {
      return Optional.empty();
    }
    for (Clue c : reasoned.clues()) {
      if (c.role() != Role.FAULT || c.layer().filter(l -> l == Layer.DEVICE).isEmpty()) {
        continue;
      }
      List<Evidence> lines = c.evidence().stream().filter(e -> onHost(e, p, machine, f, sources, rootSources)).toList();
      if (!lines.isEmpty()) {
        return Optional.of(new Clue(c.key(), lines, c.layer(), c.role(), c.rule(), c.stage(), c.why(), c.code()));
      }
    }
    return Optional.empty();
  }

  private static boolean onHost(Evidence e, ProcessPlace p, Set<String> machine, FeatureSet f, Map<String, SourceMeta> sources,
      Set<String> rootSources) {
    if (rootSources.contains(e.source())) {
      return false;
    }
    SourceMeta m = sources.get(e.source());
    Optional<String> host = m != null && m.host().isPresent() ? m.host() : f.hostOf(e.source());
    if (!(host.equals(p.host()) || host.isPresent() && machine.contains(host.get())) || m != null && (m.process().isPresent() || m.rank().isPresent())) {
      return false;
    }
    return sameDevice(e.source(), p) && sameDevice(e.text(), p);
  }

  /** False when {@code text} states a device other than the root's; true when it states none or the root's is unknown. */
  private static boolean sameDevice(String text, ProcessPlace p) {
    if (p.device().isEmpty()) {
      return true;
    }
    Matcher m = DEVICE.matcher(text);
    while (m.find()) {
      if (Integer.parseInt(m.group(1)) != p.device().getAsInt()) {
        return false;
      }
    }
    return true;
  }
}
