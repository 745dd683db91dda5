package io.github.ascendtriage.internal.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The host names a job's hostfile lists (flat36). A hostfile is the launcher's list of the job's hosts,
 * one a line, {@code #} starting a comment: DeepSpeed reads {@code <host> slots=<n>} ({@code
 * deepspeed/launcher/runner.py} {@code _parse_hostfile}, microsoft/DeepSpeed@38327e07, "Hostfile path (in
 * MPI style)", its default {@code /job/hostfile}); Open MPI's {@code --hostfile} takes {@code <host>} with
 * optional {@code slots=<n>} and {@code max_slots=<n>} (orte_hosts(7), Open MPI 4.1); MPICH's hydra a
 * {@code <host>:<n>} machine file. A file is read as one only when its name says so ({@code hostfile},
 * {@code machinefile}, with any extension or a {@code <prefix>_} or {@code <prefix>.}) and every line it
 * has fits the form: a file that is anything else lists no host. Stateless.
 */
public final class Hostfiles {
  private static final Pattern NAME = Pattern.compile("(?:.*[._-])?(?:hostfile|machinefile)(?:\\.[A-Za-z0-9]{1,8})?",
      Pattern.CASE_INSENSITIVE);
  private static final Pattern LINE = Pattern.compile(
      "([A-Za-z0-9][A-Za-z0-9.-]{0,252})(?::\\d{1,6})?((?:[ \\t]+(?:slots|max_slots|max-slots)=\\d{1,6})*)[ \\t]*");
  /** A hostfile lists hosts, not a log: read up to this much of it. */
  static final int MAX_BYTES = 64 * 1024;

  private Hostfiles() {}

  /** True when the file name {@code fileName} is a hostfile's. */
  static boolean named(String fileName) {
    return NAME.matcher(fileName).matches();
  }

  /** The hosts the hostfiles among {@code sources} list; unreadable or malformed ones list none. */
  public static Set<String> listed(List<LogSource> sources) {
    Set<String> out = new LinkedHashSet<>();
    for (LogSource s : sources) {
      String n = s.name().substring(s.name().lastIndexOf('/') + 1);
      if (named(n)) {
        try (InputStream in = Files.newInputStream(s.path())) {
          hosts(new String(in.readNBytes(MAX_BYTES), StandardCharsets.UTF_8)).ifPresent(out::addAll);
        } catch (IOException e) {
          // the file is read again as a log, which reports it; as a hostfile it lists nothing
        }
      }
    }
    return out;
  }

  /** The hosts {@code text} lists when each of its lines is a hostfile's; empty when one is not, or none is. */
  static Optional<Set<String>> hosts(String text) {
    Set<String> out = new LinkedHashSet<>();
    for (String raw : text.split("\r?\n", -1)) {
      int hash = raw.indexOf('#');
      String line = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
      if (line.isEmpty()) {
        continue;
      }
      Matcher m = LINE.matcher(line);
      if (!m.matches() || !JobHosts.hostName(m.group(1))) {
        return Optional.empty();
      }
      out.add(m.group(1).toLowerCase(Locale.ROOT));
    }
    return out.isEmpty() ? Optional.empty() : Optional.of(out);
  }
}
