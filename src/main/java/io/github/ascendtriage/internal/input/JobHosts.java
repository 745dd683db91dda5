package io.github.ascendtriage.internal.input;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The hosts of a job as one place of the input names them (its host folders, a hostfile, a launcher's host list),
 * and which of them a name met elsewhere means: the one home of that decision (hosts37). A pdsh console label
 * (pdsh36), the start of a flattened file's name (flat36) and a launcher's list (a host missing from the
 * collection) each give a host by a name, and each asks here whether it is one of these.
 *
 * <p>A name is a host of the set when it is one of its names, letter case aside (host names are not case-sensitive,
 * RFC 4343); else, when it has no dot and does not start with a digit, when exactly one name of the set is it up to
 * that name's first dot: pdsh prints a host as its {@code -w} list gave it cut at the first dot unless it starts with
 * a digit (chaos/pdsh@21f59962 {@code src/common/err.c} {@code _verr}), so {@code node-b} is {@code
 * node-b.example.com} when no other host of the set is so cut. Immutable and thread-safe.
 */
public final class JobHosts {
  /** An RFC 1123 host name or an IPv4 address: letters, digits, dots and inner hyphens, no {@code _}. */
  private static final Pattern HOST = Pattern.compile("[A-Za-z0-9](?:[A-Za-z0-9.-]{0,62}[A-Za-z0-9])?");
  private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3}){3}");
  private static final JobHosts NONE = new JobHosts(List.of());
  /**
   * A MindCluster train log, {@code <XDL_IP>-<RANK>}: the guide's {@code TRAIN_LOG_PATH=.../trainlogs/$XDL_IP-$RANK},
   * XDL_IP the node's {@code status.hostIP}, RANK the node's rank, not a process's (Ascend/mind-cluster@22bb3d98,
   * docs/en/scheduling/usage/resumable_training/07_using_resumable_training_on_the_cli.md).
   */
  private static final Pattern TRAIN_LOG = Pattern.compile("(\\d{1,3}(?:\\.\\d{1,3}){3})-\\d{1,5}(?:\\.(?:log|txt))?");
  /**
   * A pod's {@code kubectl logs} saved under its name: Ascend Operator names a pod {@code <job>-<type>-<index>}, the
   * replica type in lower case (Ascend/mind-cluster@22bb3d98, component/ascend-operator/pkg/controllers/v1/pod.go,
   * {@code GenGeneralName}; the types Master, Scheduler, Chief and Worker in pkg/api/v1/constants.go).
   */
  private static final Pattern POD_LOG =
      Pattern.compile("([a-z0-9](?:[a-z0-9-]{0,240}[a-z0-9])?-(?:master|scheduler|chief|worker)-\\d{1,5})(?:\\.(?:log|txt))?");

  /** The names as given, by their lower-case form; a form two names share is neither's. */
  private final Map<String, String> byLower = new LinkedHashMap<>();
  private final Set<String> names;

  private JobHosts(Collection<String> names) {
    this.names = Set.copyOf(new LinkedHashSet<>(names));
    for (String n : this.names) {
      String low = n.toLowerCase(Locale.ROOT);
      byLower.put(low, byLower.containsKey(low) ? "" : n);
    }
  }

  /** The hosts {@code names} gives (empty names are none). */
  public static JobHosts of(Collection<String> names) {
    return names.isEmpty() ? NONE : new JobHosts(names.stream().filter(n -> !n.isEmpty()).toList());
  }

  /** The host folders of the input ({@link SourceMeta#host}). */
  public static JobHosts folders(Map<String, SourceMeta> metas) {
    Set<String> hosts = new LinkedHashSet<>();
    metas.values().forEach(m -> m.host().ifPresent(hosts::add));
    return of(hosts);
  }

  /** The names as given. */
  public Set<String> names() {
    return names;
  }

  /** True when {@code host} is one of the names exactly as given. */
  public boolean contains(String host) {
    return names.contains(host);
  }

  /** The host of this set that {@code name} means; empty when none is, or two are. */
  public Optional<String> named(String name) {
    if (names.contains(name)) {
      return Optional.of(name);
    }
    String same = byLower.get(name.toLowerCase(Locale.ROOT));
    if (same != null) {
      return same.isEmpty() ? Optional.empty() : Optional.of(same);
    }
    if (name.isEmpty() || Character.isDigit(name.charAt(0)) || name.indexOf('.') >= 0) {
      return Optional.empty();
    }
    String cut = name.toLowerCase(Locale.ROOT) + ".";
    List<String> c = names.stream().filter(h -> h.toLowerCase(Locale.ROOT).startsWith(cut)).toList();
    return c.size() == 1 ? Optional.of(c.get(0)) : Optional.empty();
  }

  /**
   * The node a file's path names, wherever it sits: the deepest address folder that is a node (its parent is {@code
   * plogs}, or {@code nodes} holds it: {@link #isNodeFolder}), else a file name of a layout's documented node form (a
   * train log {@code <XDL_IP>-<RANK>}, a pod log {@code <job>-master-<i>}). Empty when the path names none.
   */
  static Optional<String> pathNode(String source, Set<String> nodes) {
    String[] parts = source.split("/");
    for (int i = parts.length - 2; i >= 0; i--) {
      if (isNodeFolder(parts, i, nodes)) {
        return Optional.of(parts[i]);
      }
    }
    return fileNode(parts[parts.length - 1]);
  }

  /**
   * The addresses the paths of one tree give as nodes in a documented form: a folder under {@code plogs}, a train log
   * {@code <XDL_IP>-<RANK>}.
   */
  static Set<String> addressNodes(Collection<String> sources) {
    Set<String> out = new LinkedHashSet<>();
    for (String source : sources) {
      String[] parts = source.split("/");
      for (int i = 0; i < parts.length - 1; i++) {
        if (isNodeFolder(parts, i, Set.of())) {
          out.add(parts[i]);
        }
      }
      fileNode(parts[parts.length - 1]).filter(JobHosts::isAddress).ifPresent(out::add);
    }
    return out;
  }

  /** True when {@code name} is an IPv4 address in dotted form. */
  static boolean isAddress(String name) {
    return IPV4.matcher(name).matches();
  }

  /**
   * True when folder {@code i} of a path is a node named by its address. MindCluster's training guide puts a node's
   * plogs in {@code plogs/$XDL_IP} ({@code ASCEND_PROCESS_LOG_PATH=/job/code/alllogs/$MINDX_TASK_ID/plogs/$XDL_IP},
   * XDL_IP the node's {@code status.hostIP}; Ascend/mind-cluster@22bb3d98, the resumable-training guide cited at
   * {@link #TRAIN_LOG}); an address folder under any other parent is a node only when the tree names that address as
   * one elsewhere ({@code nodes}): four numbers with dots may as well be a version someone collected (a driver or
   * CANN folder {@code 7.0.0.1}) (tidy39).
   */
  private static boolean isNodeFolder(String[] parts, int i, Set<String> nodes) {
    return isAddress(parts[i]) && (i > 0 && parts[i - 1].equals("plogs") || nodes.contains(parts[i]));
  }

  private static Optional<String> fileNode(String file) {
    Matcher m = TRAIN_LOG.matcher(file);
    if (m.matches()) {
      return Optional.of(m.group(1));
    }
    m = POD_LOG.matcher(file);
    return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
  }

  /** A host name: a letter somewhere (a date, pid or job number has none), or an IPv4 address. */
  public static boolean hostName(String part) {
    if (isAddress(part)) {
      return true;
    }
    return HOST.matcher(part).matches() && part.chars().anyMatch(Character::isLetter);
  }
}
