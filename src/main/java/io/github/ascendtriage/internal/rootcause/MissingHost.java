package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.JobHosts;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * hosts37: a root outside the input named by the host it ran on, when a launcher's list of the job's hosts ({@link
 * Setting#JOB_HOSTS}: pdsh's {@code -w} targets, DeepSpeed's workers, Slurm's allocated nodes) says which host the
 * collection lacks. Such a list names every host the job ran on; so when each host folder of the input is a host of
 * the list (by name, {@link JobHosts#named}, or by an address its files state) and exactly one listed host has no
 * folder, a root the lines place on an address no collected host states is on that host. A listed address is that
 * host itself. The root stays outside the input ({@code known: false}); the reason quotes the list's line. When the
 * folders name hosts the list does not (pods, a copy's own names), or several listed hosts are missing, nothing is
 * named. Immutable.
 */
final class MissingHost {
  private final JobHosts listed;
  /** The one listed host the input has no folder of, when there is one. */
  private final Optional<String> missing;
  private final Evidence line;

  private MissingHost(JobHosts listed, Optional<String> missing, Evidence line) {
    this.listed = listed;
    this.missing = missing;
    this.line = line;
  }

  /** What the first list of the job's hosts among {@code self} says the collection lacks. */
  static MissingHost of(Map<String, SourceFacts> self, Map<String, SourceMeta> metas, ProcessRegistry registry) {
    for (Map.Entry<String, SourceFacts> e : self.entrySet()) {
      String list = e.getValue().settings().get(Setting.JOB_HOSTS);
      if (list != null) {
        Evidence at = e.getValue().stated().get(Setting.JOB_HOSTS);
        JobHosts listed = JobHosts.of(List.of(list.split(",")));
        return new MissingHost(listed, missing(listed, JobHosts.folders(metas), registry),
            at == null ? new Evidence(e.getKey(), 0, list) : at);
      }
    }
    return new MissingHost(JobHosts.of(List.of()), Optional.empty(), null);
  }

  /** The one listed host no folder is, when every folder is a listed host; else empty. */
  private static Optional<String> missing(JobHosts listed, JobHosts folders, ProcessRegistry registry) {
    // a listed address is a folder's when that host's files state it (asked once per listed address, not per folder)
    Map<String, String> byFolder = new java.util.HashMap<>();
    listed.names().stream().filter(MissingHost::isAddress)
        .forEach(l -> registry.hostWithAddress(l).ifPresent(f -> byFolder.putIfAbsent(f, l)));
    Set<String> covered = new LinkedHashSet<>();
    for (String f : folders.names()) {
      Optional<String> h = listed.named(f).or(() -> Optional.ofNullable(byFolder.get(f)));
      if (h.isEmpty()) {
        return Optional.empty(); // the folders name hosts the list does not: no host of it is known missing
      }
      covered.add(h.get());
    }
    List<String> left = new ArrayList<>(listed.names());
    left.removeAll(covered);
    left.removeIf(l -> folders.named(l).isPresent());
    return left.size() == 1 && !covered.isEmpty() ? Optional.of(left.get(0)) : Optional.empty();
  }

  /**
   * {@code v} with each root outside the input whose address no collected host states named by its listed host. The
   * analyzer first places a root-info chain's end on the process that never joined init ({@link UnjoinedRank}, never39).
   */
  RootCauseAnalyzer.Verdict named(RootCauseAnalyzer.Verdict v, ProcessRegistry registry) {
    if (line == null) {
      return v;
    }
    List<WaitGraph.Node> outside = v.roots().stream().filter(n -> !n.known && n.host == null && n.address != null
        && registry.hostWithAddress(n.address).isEmpty()).toList();
    // the one missing host holds one address's roots: two addresses left to it are not both it
    boolean oneAddress = outside.stream().map(n -> n.address).distinct().count() == 1 && !isAddressList();
    List<String> said = new ArrayList<>();
    List<WaitGraph.Node> roots = new ArrayList<>();
    for (WaitGraph.Node n : v.roots()) {
      Optional<String> host = !outside.contains(n) ? Optional.empty()
          : listed.named(n.address).or(() -> oneAddress ? missing : Optional.empty());
      roots.add(host.map(h -> {
        WaitGraph.Node c = n.copy(); // the graph, which a live stream's cache keeps, is not changed
        c.host = h;
        return c;
      }).orElse(n));
      host.ifPresent(h -> said.add(h + (h.equals(n.address) ? "" : " (" + n.address + ")")));
    }
    if (said.isEmpty()) {
      return v;
    }
    String why = "; the job's host list (" + line.source() + ":" + line.line() + ": " + line.text().trim() + ") names "
        + String.join(", ", said) + ", whose logs the input lacks";
    return new RootCauseAnalyzer.Verdict(roots, v.reason() + why, v.evidence(), v.chain(), v.steps(), v.cycle(),
        v.decided(), v.gone());
  }

  /** True when the list gives its hosts by address: an address it lacks is none of its hosts. */
  private boolean isAddressList() {
    return listed.names().stream().allMatch(MissingHost::isAddress);
  }

  private static boolean isAddress(String name) {
    return name.chars().allMatch(c -> Character.isDigit(c) || c == '.');
  }
}
