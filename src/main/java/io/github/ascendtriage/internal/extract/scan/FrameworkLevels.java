package io.github.ascendtriage.internal.extract.scan;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The level a framework's own logger gives its line, read from that logger's format, so that an
 * INFO or DEBUG line of a framework is quiet as a plog INFO line is ({@link QuietGate}). The
 * prefixes {@link ConsolePrefix} strips (vLLM's, c10's) carry their level there; the formats here
 * are read and the line is left as it is:
 *
 * <ul>
 *   <li>Python's default ({@code logging.BASIC_FORMAT}, {@code %(levelname)s:%(name)s:%(message)s},
 *       CPython {@code Lib/logging/__init__.py}): {@code INFO:torch.distributed.run:...};
 *   <li>MindSpore's Python logger ({@code mindspore/python/mindspore/log.py}, {@code _get_formatter}:
 *       {@code [%(levelname)s] %(sub_module)s(%(process)d:%(thread)d,%(processName)s):%(asctime)s
 *       [%(filepath)s:%(lineno)d] %(message)s}): {@code [INFO] ME(1201:2814,MainProcess):2026-...}.
 *       Its C++ lines ({@code DISTRIBUTED(1201,ffff,python)}) are plog headers and read there.
 * </ul>
 *
 * <p>And, read the same way and the line kept whole (formats15: a logger's name or a source file in
 * the prefix can name the component that failed, e.g. {@code ascend_direct_transport.cpp}):
 *
 * <ul>
 *   <li>glog's prefix ({@code google/glog} {@code LogMessage::Init}: a letter of {@code
 *       LogSeverityNames}, I W E F, + {@code MMDD hh:mm:ss.uuuuuu}, the thread id padded to five,
 *       {@code file:line] }), which torch's own format copies ({@code torch/_logging/_internal.py}
 *       {@code TorchLogsFormatter}, which torchrun's elastic agent logs through: letters V I W E C
 *       by {@code glog_level_to_abbr}, the pid, a relative path);
 *   <li>torch's older formatter: {@code [asctime] logger.name: [LEVEL] } (the time is stripped
 *       before);
 *   <li>DeepSpeed's logger ({@code deepspeed/utils/logging.py}, {@code LoggerFactory}):
 *       {@code [asctime] [LEVEL] [file:line:func] } (the time is stripped before);
 *   <li>MindIE's run log (MindIE log reference, mindie_log_0205): {@code [date time] [pid] [tid]
 *       [component] [LEVEL] [file:line] : }, the fields after the time optional ({@code
 *       MINDIE_LOG_VERBOSE}); a line without them carries no level.
 * </ul>
 */
final class FrameworkLevels {
  private FrameworkLevels() {}

  private static final Pattern PY_BASIC =
      Pattern.compile("^(DEBUG|INFO|WARNING|ERROR|CRITICAL):[A-Za-z_][\\w.-]{0,120}:");
  private static final Pattern MINDSPORE_PY =
      Pattern.compile("^\\[(DEBUG|INFO|WARNING|ERROR|CRITICAL)\\]\\s?[A-Z][A-Z0-9_]{0,30}\\(\\d{1,10}:\\d{1,20},[^)]{0,80}\\):"
          + "\\d{4}-\\d{2}-\\d{2}-\\d{2}:\\d{2}:\\d{2}");

  /**
   * c10's severity letter ({@code c10/util/Logging.cpp}, {@code CAFFE2_SEVERITY_PREFIX = "FEWIV"}):
   * F fatal, E error, W warning, I info, V verbose.
   */
  static String glog(char severity) {
    switch (severity) {
      case 'F':
        return "CRITICAL";
      case 'E':
        return "ERROR";
      case 'W':
        return "WARNING";
      case 'I':
        return "INFO";
      default:
        return "DEBUG";
    }
  }

  // glog's prefix and torch's copy of it: letter + MMDD hh:mm:ss.uuuuuu + thread or process id + file:line]
  private static final Pattern GLOG_SHAPE =
      Pattern.compile("^([VIWECF])\\d{4} \\d{2}:\\d{2}:\\d{2}\\.\\d{6} {1,6}\\d{1,10} [\\w./<>-]{1,200}:\\d{1,7}\\]");
  // torch's older formatter: "[asctime] name: [levelname] " (the time is a PY_TIME_PREFIX); a logger's
  // name is a dotted module path
  private static final Pattern TORCH_NAMED =
      Pattern.compile("^([A-Za-z_]\\w{0,40}(?:\\.\\w{1,60}){1,8}): \\[(DEBUG|INFO|WARNING|ERROR|CRITICAL)\\]");
  // DeepSpeed: "[asctime] [levelname] [filename:lineno:funcName] "
  private static final Pattern DEEPSPEED =
      Pattern.compile("^\\[(DEBUG|INFO|WARNING|ERROR|CRITICAL)\\] \\[[\\w.<>-]{1,120}:\\d{1,7}:[\\w<>.-]{1,120}\\]");
  // MindIE: "[date time] [pid] [tid] [component] [LEVEL] [file:line] : "; the date may be stripped before
  private static final Pattern MINDIE =
      Pattern.compile("^(?:\\[\\d{4}-\\d{2}-\\d{2}[ T][\\d:.,+-]{8,32}\\] )?\\[\\d{1,10}\\] \\[\\d{1,20}\\] \\[[A-Za-z]{1,20}\\] "
          + "\\[(CRITICAL|ERROR|WARNING|WARN|INFORMATIONAL|INFO|DEBUG)\\] \\[[^\\]\\s]{1,200}:\\d{1,7}\\] ?:");

  /**
   * The level of a line left as it is, as its framework's format gives it (see the class
   * comment); null when the line is in none. A char test at the start decides which one or two
   * patterns may be tried, and most lines try none: a line of words fails {@link #nameEnd} at its
   * first blank.
   */
  static String unstripped(String s) {
    int n = s.length();
    if (n < 2) {
      return null;
    }
    char c = s.charAt(0);
    char c1 = s.charAt(1);
    Matcher m;
    if (c == '[') {
      if (Character.isDigit(c1)) {
        m = MINDIE.matcher(s);
        return m.lookingAt() ? mindie(m.group(1)) : null;
      }
      if (!Character.isUpperCase(c1)) {
        return null;
      }
      m = MINDSPORE_PY.matcher(s);
      if (m.lookingAt()) {
        return m.group(1);
      }
      int close = 2; // the level word's ']' (at most CRITICAL's eight letters in)
      while (close < 11 && close < n && s.charAt(close) != ']') {
        close++;
      }
      if (close >= n || s.charAt(close) != ']' || !s.startsWith(" [", close + 1)) {
        return null;
      }
      m = DEEPSPEED.matcher(s);
      return m.lookingAt() ? m.group(1) : null;
    }
    if (Character.isDigit(c1)) {
      m = GLOG_SHAPE.matcher(s);
      return m.lookingAt() ? glogShape(c) : null;
    }
    if (c == 'D' || c == 'I' || c == 'W' || c == 'E' || c == 'C') {
      m = PY_BASIC.matcher(s);
      if (m.lookingAt()) {
        return m.group(1);
      }
    }
    if (Character.isLetter(c) || c == '_') {
      int colon = nameEnd(s);
      if (colon < 0 || !s.startsWith(": [", colon)) {
        return null;
      }
      m = TORCH_NAMED.matcher(s);
      return m.lookingAt() && !exceptionName(m.group(1)) ? m.group(2) : null;
    }
    return null;
  }

  /**
   * Where the dotted name a line may start with ends (the first char that is not a word char or a
   * dot, within {@link #MAX_NAME} chars), or -1 when it holds no dot or runs on: the cheap test before
   * {@link #TORCH_NAMED}, which most console lines (words and a space) fail at once.
   */
  private static int nameEnd(String s) {
    boolean dot = false;
    for (int i = 0, n = Math.min(s.length(), MAX_NAME); i < n; i++) {
      char c = s.charAt(i);
      if (c == '.') {
        dot = true;
      } else if (!Character.isLetterOrDigit(c) && c != '_') {
        return dot && i > 2 ? i : -1;
      }
    }
    return -1;
  }

  private static final int MAX_NAME = 160;

  /**
   * The level of a glog-shaped prefix's letter: glog's I W E F ({@link #glog}) and torch's V and C
   * ({@code glog_level_to_abbr}: V for DEBUG, C for CRITICAL).
   */
  static String glogShape(char c) {
    return c == 'C' ? "CRITICAL" : glog(c);
  }

  /** MindIE's level words as the quiet gate and the rest name them (its table: WARN, INFORMATIONAL). */
  private static String mindie(String level) {
    return switch (level) {
      case "WARN" -> "WARNING";
      case "INFORMATIONAL" -> "INFO";
      default -> level;
    };
  }

  /** True for a name whose last part is an exception's ({@code foo.BarError: [ERROR] ...} is a message). */
  private static boolean exceptionName(String name) {
    return name.endsWith("Error") || name.endsWith("Exception") || name.endsWith("Warning");
  }
}
