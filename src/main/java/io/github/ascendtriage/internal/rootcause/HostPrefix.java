package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.input.JobHosts;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The host a console line came from when pdsh's label is in front of it (pdsh36). pdsh writes each line a remote
 * command prints as {@code <host>: <line>} unless run with {@code -N} (chaos/pdsh@21f59962 {@code src/pdsh/dsh.c},
 * {@code _flush_lines}: {@code outf("%S: %s", th->host, buf)}); {@code %S} is the host as the {@code -w} list gave
 * it, cut at its first dot unless it starts with a digit or the hosts' domains differ ({@code src/common/err.c},
 * {@code _verr}; {@code dsh.c} keeps the domain then). DeepSpeed's multi-node runner starts every node's launcher
 * through pdsh by default ({@code pdsh -S -f 1024 -w host1,host2 ... deepspeed.launcher.launch --node_rank=%n ...},
 * the hosts from its hostfile; microsoft/DeepSpeed@38327e07 {@code deepspeed/launcher/multinode_runner.py},
 * {@code PDSHRunner.get_cmd}; {@code runner.py} logs {@code cmd = ...}), so the master's console holds the lines of
 * every node's workers, each behind its node's name.
 *
 * <p>A label is a host only when it names a host folder of the input ({@link JobHosts#named}, which reads pdsh's
 * cut), else when a host's files state that address. Any other word before a colon (an exception's type, a
 * logger's level or name, a time) is the line's own text. Stateless.
 */
final class HostPrefix {
  // pdsh's "%S: ": a host name or address, one colon, one space
  private static final Pattern LABEL = Pattern.compile("^([A-Za-z0-9][A-Za-z0-9_.-]{0,62}): ");

  private HostPrefix() {}

  /** The host folder of the input whose pdsh label starts {@code text}; empty when no host of {@code hosts} is so named. */
  static Optional<String> of(String text, JobHosts hosts, ProcessRegistry registry) {
    if (text.indexOf(": ") < 0) {
      return Optional.empty();
    }
    Matcher m = LABEL.matcher(text);
    if (!m.lookingAt()) {
      return Optional.empty();
    }
    String label = m.group(1);
    return hosts.named(label).or(() -> registry.hostWithAddress(label).filter(hosts::contains));
  }
}
