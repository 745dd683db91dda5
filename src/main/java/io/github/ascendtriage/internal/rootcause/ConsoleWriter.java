package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.input.ProcessKey;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The process a console line repeats, where the console or its launcher says which (console35). A
 * console that holds the lines of processes which have files of their own is not a process itself:
 * answered as one, it became a second root beside the process whose plog shows the same failure.
 *
 * A launcher's prefix names the process. vLLM's worker processes write every stdout and stderr line as
 * {@code (<process name> pid=<os.getpid()>) ...} (vllm-project/vllm@0531c222 {@code
 * vllm/executor/multiproc_worker_utils.py}, {@code _run_worker_process} and {@code _add_prefix}), on the
 * console of the host that runs them. Ray's driver prints each worker's line as {@code (<actor or task
 * name> pid=<pid>) ...}, with {@code , ip=<node address>} when the worker runs on another node than the
 * driver (ray-project/ray@004a3906 {@code python/ray/_private/worker.py}, {@code print_worker_logs}), so
 * vLLM-Ascend under Ray gathers every host's worker lines in the head host's console. The line is then
 * process {@code pid} of its own host: the console's, or the host whose address is {@code ip} (an address
 * its files state, a host folder of that name, else the one host with a process of that pid that has a
 * file of its own). ConsolePrefix strips the same prefixes from the line's text (and reads their {@code
 * rank=} and {@code ip=}); who wrote the line is decided here, where the input's processes are known.
 *
 * <p>The process must be one the input shows in another file (its plog, named by its pid, log-formats
 * 1.1): a console that is the only place a process appears keeps its lines as before, and so does a line
 * whose address or pid no host of the input resolves to one process. msrun's per-worker logs numbered by
 * the index on the host (port33) are not tied here: their lines carry no prefix (not done, docs/rootcause.md
 * console35). Stateless.
 */
final class ConsoleWriter {
  // one launcher prefix at the start: a name (optional), then key=value pairs, pid among them
  private static final Pattern PREFIX =
      Pattern.compile("^\\s{0,4}\\((?:[A-Za-z_][\\w.-]{0,60}\\s+)?((?:[A-Za-z_]{1,20}=[^\\s),]{1,60}(?:,\\s?|\\s)?){1,5})\\)");
  private static final Pattern PID = Pattern.compile("(?:^|[\\s,])pid=(\\d{1,10})(?=[\\s,]|$)");
  private static final Pattern IP = Pattern.compile("(?:^|[\\s,])ip=([0-9A-Fa-f.:]{2,39})(?=[\\s,]|$)");

  private ConsoleWriter() {}

  /**
   * The process the console line {@code text} of {@code source} on {@code host} belongs to (a file that
   * names no pid: {@link ProcessRegistry#writer} answers for the others); empty when its prefix names no
   * process the input shows in another file.
   */
  static Optional<ProcessKey> of(String text, String source, String host, ProcessRegistry registry) {
    if (text.isEmpty() || text.indexOf("pid=") < 0) {
      return Optional.empty();
    }
    // prefixes nest, each relay putting its own in front (vLLM's engine-core process before Ray's worker prefix,
    // ConsolePrefix): the line is the innermost one's, the prefix nearest its text that names a pid
    Matcher m = PREFIX.matcher(text);
    String p = null;
    String address = null;
    for (int at = 0, n = 0; n < 4 && m.region(at, text.length()).lookingAt(); at = m.end(), n++) {
      Matcher pid = PID.matcher(m.group(1));
      if (pid.find()) {
        p = pid.group(1);
        Matcher ip = IP.matcher(m.group(1));
        address = ip.find() ? ip.group(1) : null;
      }
    }
    if (p == null) {
      return Optional.empty();
    }
    List<String> hosts = address != null ? hostsAt(address, p, source, registry) : List.of(host);
    if (hosts.size() != 1) {
      return Optional.empty();
    }
    ProcessKey k = new ProcessKey(hosts.get(0), p);
    return registry.get(k).filter(r -> hasOwnFile(r, source)).map(ProcessRecord::key);
  }

  /**
   * The host of the node at {@code address}: one whose files state it, one named so, else the hosts with a process {@code
   * pid} of their own (a file other than {@code console}). The one home of that question (ray41's {@link RegistryBuilder}
   * asks it too).
   */
  static List<String> hostsAt(String address, String pid, String console, ProcessRegistry registry) {
    Optional<String> stated = registry.hostWithAddress(address);
    if (stated.isPresent()) {
      return List.of(stated.get());
    }
    if (!registry.onHost(address).isEmpty()) {
      return List.of(address);
    }
    return registry.all().stream().filter(r -> r.key().pid().equals(pid) && hasOwnFile(r, console))
        .map(r -> r.key().host()).distinct().toList();
  }

  private static boolean hasOwnFile(ProcessRecord r, String console) {
    return r.sources().stream().anyMatch(s -> !s.equals(console));
  }
}
