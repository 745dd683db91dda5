package io.github.ascendtriage.internal.extract.patterns;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The kind of log a file is, in the names ascend-fd gives its {@code source_file} groups ({@code
 * CANN_Plog}, {@code TrainLog}, {@code NPU_OS}, ...), told from the file's path and, when the path
 * says nothing (pasted text, a file named {@code job.log}), from each line's shape. Stateless and
 * thread-safe.
 *
 * <p>From the path (its lower-cased segments): {@code plog-<pid>_<ts>.log} or a {@code plog}
 * folder is a CANN plog; {@code device-<pid>_<ts>.log} outside {@code slog} is a CANN device log;
 * under {@code slog}, {@code device-os*} is the NPU OS log, {@code device-<n>*} the NPU device log
 * and {@code host*} the NPU host log; {@code history.log} or {@code hisi_logs} is the NPU history;
 * {@code messages*}, {@code dmesg*}, {@code vmcore*dmesg*}, {@code sysmonitor*} are the host OS logs;
 * the MindCluster component folders and names (device plugin, noded, volcano, exporter, docker
 * runtime), MindIE, MindIO, vLLM, AMCT, BMC and LCNE logs by their names; {@code rank-<n>} files and
 * {@code train_log} folders are training console logs. A path that tells nothing is read line by
 * line: a line that starts with a plog header level ({@code [ERROR]}, {@code [INFO]}, ...) is a CANN
 * line, a syslog-shaped line ({@code Mar  3 10:00:01 host kernel: ...}) a host OS line, any other a
 * training console line.
 */
public final class LogKinds {
  public static final String CANN_PLOG = "CANN_Plog";
  public static final String CANN_DEVICE = "CANN_Device";
  public static final String TRAIN_LOG = "TrainLog";
  public static final String OS = "OS";
  public static final String PYMOTOR_VLLM = "PyMotor_vLLM_Log";

  /** Kinds whose entries ascend-fd checks only on {@code [ERROR]} lines. */
  public static final Set<String> CANN = Set.of(CANN_PLOG, CANN_DEVICE);

  /**
   * Console kinds: when an entry's first substring is on a line, its other substrings may follow
   * within the next {@link #WINDOW} lines.
   */
  public static final Set<String> CONSOLE = Set.of(TRAIN_LOG, PYMOTOR_VLLM);

  /** Lines after the first that a console-kind match may span. */
  public static final int WINDOW = 10;

  /** A path that tells nothing: the kind is read from each line. */
  static final Set<String> BY_LINE = Set.of();

  private static final Pattern PLOG_FILE = Pattern.compile("plog-(parser-)?\\d{1,10}[_-]\\d{1,20}.*");
  private static final Pattern CANN_DEVICE_FILE = Pattern.compile("device-\\d{1,10}_\\d{1,20}.*");
  private static final Pattern SLOG_DEVICE = Pattern.compile("device-\\d{1,3}([_.-].*)?");
  private static final Pattern RANK_FILE = Pattern.compile("(?:^|[^a-z])rank[-_]?\\d{1,6}(?:[^0-9]|$)");
  private static final Pattern SYSLOG =
      Pattern.compile("(?:[A-Z][a-z]{2} [ 0-3]\\d \\d\\d:\\d\\d:\\d\\d|\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\S*)"
          + " \\S+ [\\w./()-]+(\\[\\d+\\])?: .*");
  private static final String[] LEVELS = {"[ERROR]", "[WARNING]", "[WARN]", "[INFO]", "[DEBUG]", "[EVENT]", "[TRACE]"};

  private LogKinds() {}

  /**
   * The kinds a file's path shows; {@link #BY_LINE} (empty) when the path tells nothing.
   *
   * @param source the path relative to the input root ({@code "-"}, {@code "<text>"} for a stream)
   */
  public static Set<String> ofPath(String source) {
    String p = source.replace('\\', '/').toLowerCase(Locale.ROOT);
    String[] seg = p.split("/");
    String name = seg[seg.length - 1];
    boolean slog = false;
    boolean hisi = false;
    boolean trainDir = false;
    for (int i = 0; i < seg.length - 1; i++) {
      slog |= seg[i].equals("slog");
      hisi |= seg[i].equals("hisi_logs");
      trainDir |= seg[i].equals("train_log") || seg[i].equals("train_logs");
      if (seg[i].equals("plog")) {
        return Set.of(CANN_PLOG);
      }
    }
    if (PLOG_FILE.matcher(name).matches()) {
      return Set.of(CANN_PLOG);
    }
    if (slog) {
      if (name.startsWith("device-os")) {
        return Set.of("NPU_OS");
      }
      if (SLOG_DEVICE.matcher(name).matches()) {
        return Set.of("NPU_Device");
      }
      if (name.startsWith("host")) {
        return Set.of("NPU_Host");
      }
    }
    if (CANN_DEVICE_FILE.matcher(name).matches()) {
      return Set.of(CANN_DEVICE);
    }
    if (name.equals("history.log") || hisi) {
      return Set.of("NPU_History");
    }
    if (name.startsWith("vmcore") && name.contains("dmesg")) {
      return Set.of("OS-vmcore-dmesg");
    }
    if (name.startsWith("messages")) {
      return Set.of(OS);
    }
    if (name.startsWith("dmesg")) {
      return Set.of("OS-dmesg");
    }
    if (name.startsWith("sysmonitor")) {
      return Set.of("OS-sysmon");
    }
    if (p.contains("deviceplugin") || p.contains("device-plugin")) {
      return Set.of("DL_DevicePlugin");
    }
    if (p.contains("noded")) {
      return Set.of("NodeDLog");
    }
    if (p.contains("volcano-scheduler") || p.contains("volcano_scheduler")) {
      return Set.of("DL_Volcano_Scheduler");
    }
    if (p.contains("volcano-controller") || p.contains("volcano_controller")) {
      return Set.of("DL_Volcano_Controller");
    }
    if (p.contains("npu-exporter") || p.contains("npu_exporter")) {
      return Set.of("DL_Npu_Exporter");
    }
    if (p.contains("docker-runtime") || p.contains("docker_runtime")) {
      return Set.of("DL_Docker_Runtime");
    }
    if (name.startsWith("vllm-") || name.startsWith("mindie-motor-")) {
      return Set.of(PYMOTOR_VLLM);
    }
    if (p.contains("mindie")) {
      return Set.of("MindIE");
    }
    if (p.contains("mindio")) {
      return Set.of("MindIO");
    }
    if (p.contains("amct")) {
      return Set.of("CANN_Amct");
    }
    if (p.contains("bmc")) {
      return Set.of("BMCLog", "BMCLogDumpLog", "BMCAppDumpLog", "BMCDeviceDumpLog");
    }
    if (p.contains("lcne")) {
      return Set.of("LCNELog", "LCNE_LOG");
    }
    if (trainDir || RANK_FILE.matcher(name).find()) {
      return Set.of(TRAIN_LOG);
    }
    return BY_LINE;
  }

  /** The kinds of one line of a file whose path told nothing, from the line's shape. */
  public static Set<String> ofLine(String raw) {
    String s = raw.stripLeading();
    if (s.startsWith("[")) {
      for (String l : LEVELS) {
        if (s.startsWith(l)) {
          return CANN;
        }
      }
    }
    if (!s.isEmpty() && s.length() > 16 && SYSLOG.matcher(s).matches()) {
      return Set.of(OS);
    }
    return Set.of(TRAIN_LOG);
  }

  /** The kinds of a line of {@code source}: the path's kinds, else the line's. */
  public static Set<String> of(String source, String raw) {
    Set<String> k = ofPath(source);
    return k.isEmpty() ? ofLine(raw) : k;
  }

  /** True when a line is an {@code [ERROR]} line, the only ones CANN kinds are checked on. */
  static boolean errorLine(String raw, String plogLevel) {
    return "ERROR".equals(plogLevel) || raw.stripLeading().startsWith("[ERROR]");
  }
}
