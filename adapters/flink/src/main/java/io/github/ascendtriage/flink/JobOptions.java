package io.github.ascendtriage.flink;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The arguments of {@link TriageJob}, parsed and checked: every mistake is one {@link
 * IllegalArgumentException} whose message says what is wrong, for one line on standard error.
 * Immutable.
 *
 * @param inputs the job of each input and its path (a file or a folder tree), in order
 * @param keyByHost whether each host folder of a tree is its own job
 * @param monitor how often the inputs are scanned for new files; empty: read once, then end
 * @param alerts where alerts go: {@code -} for standard output, else a folder
 * @param tagged where the tagged evidence lines go ({@code -} or a folder); empty: nowhere
 * @param idle after how long without a line a job's session is looked at
 * @param checkpointInterval the checkpoint interval to set; empty: the cluster's setting
 * @param caseDirectories folders of your own cases, in order
 * @param help whether only the usage was asked for
 */
record JobOptions(Map<String, String> inputs, boolean keyByHost, Optional<Duration> monitor, String alerts,
    Optional<String> tagged, Duration idle, Optional<Duration> checkpointInterval, List<String> caseDirectories,
    boolean help) {

  static final String USAGE = String.join(System.lineSeparator(),
      "usage: flink run ascend-triage-flink[-1.20]-VERSION-job.jar --input [JOB=]PATH [--input [JOB=]PATH ...]",
      "         [--key job|host] [--monitor DURATION] [--alerts -|FOLDER] [--tagged -|FOLDER]",
      "         [--idle DURATION] [--checkpoint-interval DURATION] [--cases FOLDER ...]",
      "  --input                a log file or folder tree (~/ascend/log, one folder per host); the lines of",
      "                         one input are one job, named JOB or after the path's last name",
      "  --key                  job (default): one session per input; host: one per host folder of it",
      "  --monitor              scan the inputs for new files this often and run until cancelled",
      "                         (default: read what is there, then end)",
      "  --alerts               - (default: the task managers' standard output) or a folder for",
      "                         alerts-*.jsonl files: one ECS alert per line, the job in labels.job",
      "  --tagged               the same for the ECS event of each line that is evidence (default: none)",
      "  --idle                 look at a job's session after this long without a line (default 1s)",
      "  --checkpoint-interval  checkpoint this often (default: the cluster's setting; 10s when",
      "                         writing to a folder and the cluster sets none)",
      "  --cases                a folder of your own case files, added to the built-in case base (every",
      "                         task manager must see it; repeat for more)",
      "  DURATION is a number with ms, s, min or h (500ms, 10s, 2min)");

  private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s|min|h)");
  private static final Pattern JOB = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,127}");

  JobOptions {
    inputs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(inputs));
    caseDirectories = List.copyOf(caseDirectories);
  }

  /**
   * Parses the arguments.
   *
   * @throws IllegalArgumentException with one line saying what is wrong
   */
  static JobOptions parse(String[] args) {
    Map<String, String> inputs = new LinkedHashMap<>();
    boolean byHost = false;
    Duration monitor = null;
    String alerts = "-";
    String tagged = null;
    Duration idle = Duration.ofSeconds(1);
    Duration checkpoints = null;
    List<String> cases = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--help") || a.equals("-h")) {
        return new JobOptions(Map.of(), false, Optional.empty(), "-", Optional.empty(), idle, Optional.empty(), List.of(),
            true);
      }
      String name = a;
      String value = null;
      int eq = a.indexOf('=');
      if (a.startsWith("--") && eq > 0) {
        name = a.substring(0, eq);
        value = a.substring(eq + 1);
      }
      if (!name.startsWith("--")) {
        throw new IllegalArgumentException("unexpected argument '" + a + "' (options start with --; see --help)");
      }
      if (value == null) {
        if (i + 1 == args.length) {
          throw new IllegalArgumentException(name + " needs a value (see --help)");
        }
        value = args[++i];
      }
      switch (name) {
        case "--input" -> {
          String job;
          String path;
          int sep = value.indexOf('=');
          if (sep > 0 && JOB.matcher(value.substring(0, sep)).matches()) {
            job = value.substring(0, sep);
            path = value.substring(sep + 1);
          } else {
            path = value;
            job = lastName(value);
          }
          if (path.isBlank()) {
            throw new IllegalArgumentException("--input " + value + " names no path");
          }
          if (!JOB.matcher(job).matches()) {
            throw new IllegalArgumentException("--input " + value + ": the job name '" + job
                + "' must be letters, digits, '.', '_' or '-' (name it: --input JOB=PATH)");
          }
          if (inputs.putIfAbsent(job, path) != null) {
            throw new IllegalArgumentException("two inputs are named job '" + job + "' (name them: --input JOB=PATH)");
          }
        }
        case "--key" -> {
          if (!value.equals("job") && !value.equals("host")) {
            throw new IllegalArgumentException("--key must be job or host, not '" + value + "'");
          }
          byHost = value.equals("host");
        }
        case "--monitor" -> monitor = duration(name, value);
        case "--alerts" -> alerts = output(name, value);
        case "--tagged" -> tagged = output(name, value);
        case "--idle" -> idle = duration(name, value);
        case "--checkpoint-interval" -> checkpoints = duration(name, value);
        case "--cases" -> {
          if (value.isBlank()) {
            throw new IllegalArgumentException("--cases needs a folder");
          }
          cases.add(value);
        }
        default -> throw new IllegalArgumentException("unknown option " + name + " (see --help)");
      }
    }
    if (inputs.isEmpty()) {
      throw new IllegalArgumentException("no --input given (see --help)");
    }
    if (tagged != null && tagged.equals(alerts) && !tagged.equals("-")) {
      throw new IllegalArgumentException("--alerts and --tagged name the same folder " + tagged);
    }
    return new JobOptions(inputs, byHost, Optional.ofNullable(monitor), alerts, Optional.ofNullable(tagged), idle,
        Optional.ofNullable(checkpoints), cases, false);
  }

  /** The last name of a path or URI, without a trailing slash. */
  static String lastName(String path) {
    String p = path;
    while (p.length() > 1 && (p.endsWith("/") || p.endsWith("\\"))) {
      p = p.substring(0, p.length() - 1);
    }
    int cut = Math.max(p.lastIndexOf('/'), p.lastIndexOf('\\'));
    return p.substring(cut + 1);
  }

  private static Duration duration(String option, String value) {
    Matcher m = DURATION.matcher(value);
    if (!m.matches()) {
      throw new IllegalArgumentException(option + " takes a duration such as 500ms, 10s, 2min or 1h, not '" + value + "'");
    }
    long n = Long.parseLong(m.group(1));
    Duration d = switch (m.group(2)) {
      case "ms" -> Duration.ofMillis(n);
      case "s" -> Duration.ofSeconds(n);
      case "min" -> Duration.ofMinutes(n);
      default -> Duration.ofHours(n);
    };
    if (d.isZero()) {
      throw new IllegalArgumentException(option + " must be more than zero");
    }
    return d;
  }

  private static String output(String option, String value) {
    if (value.isBlank()) {
      throw new IllegalArgumentException(option + " needs - or a folder");
    }
    return value;
  }
}
