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

  /**
   * The level of a line left as it is, as its framework's format gives it (Python's default format,
   * MindSpore's Python logger); null when the line is in neither.
   */
  static String unstripped(String s) {
    char c = s.charAt(0);
    Matcher m;
    if (c == '[' && s.length() > 2 && Character.isUpperCase(s.charAt(1))) {
      m = MINDSPORE_PY.matcher(s);
      return m.lookingAt() ? m.group(1) : null;
    }
    if (c == 'D' || c == 'I' || c == 'W' || c == 'E' || c == 'C') {
      m = PY_BASIC.matcher(s);
      return m.lookingAt() ? m.group(1) : null;
    }
    return null;
  }
}
