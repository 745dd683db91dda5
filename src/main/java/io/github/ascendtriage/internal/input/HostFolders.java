package io.github.ascendtriage.internal.input;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Names the hosts of a whole tree once all its files are known. A customer packs the logs of a job
 * as they lie on disk, often inside one or more folders that wrap the hosts ({@code
 * job-1234-logs/worker-1/process_log/...}, as {@code tar czf job.tar.gz job-1234-logs/} makes
 * it): the host is the folder that holds a host's tree, the first folder below the folders that
 * every file shares. When every file is inside one host's tree (the shared folders reach a layout
 * folder such as {@code debug} or {@code process_log}), the host is the last shared folder above
 * the layout, as a single {@code worker-0/} tree has always been named. Stateless.
 */
public final class HostFolders {
  private HostFolders() {}

  /**
   * The same places with their hosts named from the tree as a whole; a map with a single file, or
   * whose files share no folder, is returned as it came.
   */
  public static Map<String, SourceMeta> place(Map<String, SourceMeta> metas) {
    if (metas.size() < 2) {
      return metas;
    }
    List<String> shared = null;
    for (String source : metas.keySet()) {
      List<String> dirs = folders(source);
      if (shared == null) {
        shared = dirs;
      } else {
        int n = 0;
        while (n < shared.size() && n < dirs.size() && shared.get(n).equals(dirs.get(n))) {
          n++;
        }
        shared = shared.subList(0, n);
      }
    }
    Map<String, Optional<String>> byFolders = new LinkedHashMap<>();
    for (Map.Entry<String, SourceMeta> e : metas.entrySet()) {
      byFolders.put(e.getKey(), shared.isEmpty() ? e.getValue().host() : host(e.getKey(), shared));
    }
    // an address folder is a node where the tree names that address as one: in a documented form, or as a host folder
    Set<String> nodes = new LinkedHashSet<>(JobHosts.addressNodes(metas.keySet()));
    byFolders.values().forEach(h -> h.filter(JobHosts::isAddress).ifPresent(nodes::add));
    Map<String, SourceMeta> out = new LinkedHashMap<>();
    for (Map.Entry<String, SourceMeta> e : metas.entrySet()) {
      // a node the path itself names (pods38) comes first; else the folders shared by the whole tree decide
      Optional<String> named = JobHosts.pathNode(e.getKey(), nodes);
      out.put(e.getKey(), rehost(e.getValue(), named.isPresent() ? named : byFolders.get(e.getKey())));
    }
    return out;
  }

  /** The host of {@code source}, given the folders every file of the tree shares. */
  static Optional<String> host(String source, List<String> shared) {
    List<String> dirs = folders(source);
    // the shared folders up to the first layout folder: a wrapping folder, or the host itself
    int layout = shared.size();
    for (int i = 0; i < shared.size(); i++) {
      if (InputWalker.isLayoutFolder(shared.get(i))) {
        layout = i;
        break;
      }
    }
    if (layout == shared.size() && dirs.size() > shared.size() && hostLike(dirs.get(shared.size()))) {
      return Optional.of(dirs.get(shared.size())); // the first folder of its own: the host
    }
    for (int i = layout - 1; i >= 0; i--) {
      if (hostLike(shared.get(i))) {
        return Optional.of(shared.get(i));
      }
    }
    return Optional.empty();
  }

  private static SourceMeta rehost(SourceMeta m, Optional<String> host) {
    if (host.equals(m.host())) {
      return m;
    }
    String h = host.orElse("");
    return new SourceMeta(m.source(), host, m.rank(), m.device(), m.process().map(p -> new ProcessKey(h, p.pid())));
  }

  /** The folders of a relative path, outermost first (its file name left out). */
  private static List<String> folders(String source) {
    String[] parts = source.split("/");
    return List.of(parts).subList(0, parts.length - 1);
  }

  /** A folder that may hold a host's tree: not a layout folder, nor one of a rank's or device's. */
  private static boolean hostLike(String name) {
    return !InputWalker.isLayoutFolder(name) && InputWalker.rankOf(name).isEmpty();
  }
}
