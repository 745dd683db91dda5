package io.github.ascendtriage.internal.input;

import io.github.ascendtriage.TriageWarning;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Names the hosts of an upload flattened into one folder, where each file's name begins with its host
 * ({@code node-2_debug_plog-3187_20261120100000000.log}, {@code node-2_npu-smi.txt}, {@code
 * node-2_train.log}) in place of a folder per host (flat36; seventh36's class 1). A name's part before its
 * first {@code _} is taken as a host only when the tree says it is one:
 * <ul>
 *   <li>a hostfile of the tree lists it ({@link Hostfiles}: DeepSpeed's and Open MPI's {@code <host>
 *       slots=<n>}, MPICH's {@code <host>:<n>}; a name of the list as {@link JobHosts#named} reads it); or
 *   <li>two or more such parts each head a file that every host writes for itself: a CANN process log
 *       ({@code plog-<pid>_<ts>.log} or {@code device-<pid>_<ts>.log}, written under each host's own
 *       {@code ~/ascend/log}, ../shared/docs/log-formats.md 1.1 and 1.4, its layout folders {@code debug_},
 *       {@code run_} ... kept in the flattened name or not), or a host tool's output ({@code npu-smi},
 *       {@code hccn_tool}, {@code dmesg}, log-formats.md 9.2 and 9.3) that two of them hold.
 * </ul>
 * A part that is no host name (a letterless part: a date, a pid, a job number), a part no host's own kind
 * of file follows ({@code train_rank0.log}, {@code worker_3.log}), a word that names a run or a copy rather
 * than a machine ({@code job-12_}, {@code attempt-2_}, {@code backup_}) unless a hostfile lists it, or a file
 * whose whole name is a process log ({@code plog-123_...}) keeps no host. Only files
 * the tree's folders gave no host of their own are named, or all of them when one folder wraps them all.
 * The answer says which hosts were taken from names and why (a note among its warnings). Stateless.
 */
public final class FileNameHosts {
  /** Words of a job's or a log's own naming, with an optional number: never a host by the files' kinds alone. */
  private static final Pattern NOT_A_HOST = Pattern.compile(
      "(?:job|task|run|attempt|step|epoch|rank|local[-_]?rank|log|logs|plog|debug|device|trace|test|output|result|results"
          + "|backup|old|new|copy|pid)[-.]?\\d*",
      Pattern.CASE_INSENSITIVE);
  /** Outputs a host's own tools write, one per host (log-formats.md 9.2 and 9.3; the kernel log). */
  private static final Pattern HOST_TOOL = Pattern.compile(
      "(?:npu-smi|npu_smi|hccn_tool|hccn-tool|dmesg|messages|kern)(?:[-_.][A-Za-z0-9_.-]*)?", Pattern.CASE_INSENSITIVE);

  private FileNameHosts() {}

  /** The places with hosts named from file names, and the note that says so (empty when none was named). */
  public record Placed(Map<String, SourceMeta> metas, List<TriageWarning> notes) {
    public Placed {
      metas = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(metas));
      notes = List.copyOf(notes);
    }

    /** The places, the notes added to {@code warnings}. */
    public Map<String, SourceMeta> noted(List<TriageWarning> warnings) {
      warnings.addAll(notes);
      return metas;
    }
  }

  /**
   * The same places, each file of a flattened upload given the host its name begins with where {@code
   * listed} (the host names the tree's hostfiles list) or the files' kinds show it is one.
   */
  public static Placed place(Map<String, SourceMeta> metas, Set<String> listed) {
    Map<String, String> candidates = candidates(metas);
    if (candidates.isEmpty()) {
      return new Placed(metas, List.of());
    }
    JobHosts hostfile = JobHosts.of(listed);
    // part -> the per-host kinds of file it heads
    Map<String, Set<String>> kinds = new LinkedHashMap<>();
    candidates.forEach((source, part) -> kind(rest(fileName(source), part))
        .ifPresent(k -> kinds.computeIfAbsent(part, x -> new TreeSet<>()).add(k)));
    Map<String, String> why = new TreeMap<>();
    for (String part : new LinkedHashSet<>(candidates.values())) {
      if (hostfile.named(part).isPresent()) {
        why.put(part, "listed");
      } else if (!NOT_A_HOST.matcher(part).matches() && kinds.containsKey(part)
          && sharedKind(part, kinds).isPresent()) {
        why.put(part, sharedKind(part, kinds).get());
      }
    }
    if (why.isEmpty()) {
      return new Placed(metas, List.of());
    }
    Map<String, SourceMeta> out = new LinkedHashMap<>(metas);
    candidates.forEach((source, part) -> {
      if (why.containsKey(part)) {
        out.put(source, named(metas.get(source), part));
      }
    });
    return new Placed(out, List.of(note(why)));
  }

  /** Each file that may carry its host in its name, with the part of its name before the first {@code _}. */
  private static Map<String, String> candidates(Map<String, SourceMeta> metas) {
    // one folder wrapping every file of the upload is named its host by the folders: the names say more
    Set<String> hosts = new LinkedHashSet<>();
    metas.values().forEach(m -> hosts.add(m.host().orElse("")));
    Optional<String> wrapper = hosts.size() == 1 && !hosts.contains("") ? Optional.of(hosts.iterator().next()) : Optional.empty();
    Map<String, String> out = new LinkedHashMap<>();
    for (Map.Entry<String, SourceMeta> e : metas.entrySet()) {
      String source = e.getKey();
      SourceMeta m = e.getValue();
      String folder = source.lastIndexOf('/') < 0 ? "" : source.substring(0, source.lastIndexOf('/'));
      boolean unplaced = m.host().isEmpty() || wrapper.isPresent() && folder.equals(wrapper.get());
      if (!unplaced) {
        continue;
      }
      String name = fileName(source);
      int cut = name.indexOf('_');
      if (cut <= 0 || InputWalker.pidOf(name).isPresent()) {
        continue; // no prefix, or the whole name is one process's log (plog-123_<ts>.log)
      }
      String part = name.substring(0, cut);
      if (JobHosts.hostName(part)) {
        out.put(source, part);
      }
    }
    return out;
  }

  /** The kind of a file every host writes for itself, when {@code rest} (its name after the host) is one. */
  static Optional<String> kind(String rest) {
    String r = withoutLayout(rest);
    if (InputWalker.pidOf(r).isPresent()) {
      return Optional.of("CANN process logs");
    }
    return HOST_TOOL.matcher(r).matches() ? Optional.of(r.toLowerCase(Locale.ROOT)) : Optional.empty();
  }

  /** A kind of file {@code part} heads that another part heads too. */
  private static Optional<String> sharedKind(String part, Map<String, Set<String>> kinds) {
    for (String k : kinds.get(part)) {
      for (Map.Entry<String, Set<String>> other : kinds.entrySet()) {
        if (!other.getKey().equals(part) && other.getValue().contains(k)) {
          return Optional.of(k);
        }
      }
    }
    return Optional.empty();
  }

  private static SourceMeta named(SourceMeta m, String host) {
    Optional<ProcessKey> process = InputWalker.pidOf(withoutLayout(rest(fileName(m.source()), host))).map(pid -> new ProcessKey(host, pid))
        .or(() -> m.process().map(p -> new ProcessKey(host, p.pid())));
    return new SourceMeta(m.source(), Optional.of(host), m.rank(), m.device(), process);
  }

  /** The note of the hosts named, grouped by why: {@code listed}, or the kind of file each holds. */
  private static TriageWarning note(Map<String, String> why) {
    Map<String, List<String>> byReason = new TreeMap<>();
    why.forEach((host, reason) -> byReason.computeIfAbsent(reason, r -> new ArrayList<>()).add(host));
    List<String> each = new ArrayList<>();
    byReason.forEach((reason, hosts) -> each.add(String.join(", ", hosts) + (reason.equals("listed")
        ? " (listed in a hostfile of the input)" : " (each holds its own " + reason + ")")));
    return new TriageWarning("-", 0, "hosts named from the start of file names (the upload has no folder per host): "
        + String.join("; ", each));
  }

  /** {@code rest} without the layout folders a flattening kept: debug_plog-..., run_device-3_device-..., log_debug_... */
  private static String withoutLayout(String rest) {
    String r = rest;
    int cut;
    while ((cut = r.indexOf('_')) > 0 && InputWalker.isLayoutFolder(r.substring(0, cut))) {
      r = r.substring(cut + 1);
    }
    return r;
  }

  private static String fileName(String source) {
    return source.substring(source.lastIndexOf('/') + 1);
  }

  private static String rest(String name, String part) {
    return name.substring(part.length() + 1);
  }
}
