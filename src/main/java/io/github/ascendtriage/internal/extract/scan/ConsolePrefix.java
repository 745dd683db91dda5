package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Identity;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Removes what launchers and loggers put in front of a line (ANSI colours, {@code [rank3]:},
 * {@code (VllmWorker rank=2 pid=9)}, {@code worker-1:}, vLLM's {@code ERROR 06-19 02:42:40
 * [file.py:527]}, the plog header) and reports the rank, level and module they carry. A framework's
 * logger gives its line a level as a plog header does ({@link FrameworkLevels}), so its INFO and
 * DEBUG lines are as quiet as a plog INFO line.
 */
public final class ConsolePrefix {
  private ConsolePrefix() {}

  private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;?]{0,32}[A-Za-z]");

  // one prefix at a time; applied repeatedly (they nest: Ray inside vLLM inside torchrun)
  private static final Pattern RANK_PREFIX = Pattern.compile("^\\[rank(\\d{1,6})\\]:\\s?");
  // Ray's driver prints a worker's line under "(pid=N)", "(Name pid=N)", and with ", ip=A" when
  // the worker runs on another node; its own daemons as "(raylet)" / "(raylet, ip=A)"
  // (ray-project/ray: python/ray/_private/worker.py print_worker_logs; doc/source/ray-observability
  // ray-logging: "(pid=45601) task", "(MyActor pid=480956) actor log message")
  private static final Pattern PAREN_PREFIX =
      Pattern.compile("^\\(([A-Za-z_][\\w.-]{0,60}(?:,?\\s+[\\w.-]{1,40}=[^\\s),]{1,60}){0,4}|pid=\\d+[^)]{0,80})\\)\\s?");
  private static final Pattern IP_IN_PAREN = Pattern.compile("(?:^|[\\s,])ip=(\\d{1,3}(?:\\.\\d{1,3}){3}|[0-9A-Fa-f:]{2,39})(?:,|$)");
  static final Pattern WORKER_PREFIX = Pattern.compile("^((?:worker|node|host)-?\\d{1,5}|[\\w.-]{1,40}\\$):\\s?");
  // vLLM's logger (vllm/logger.py _FORMAT): LEVEL mm-dd hh:mm:ss [file.py:N], older releases file.py:N]
  private static final Pattern PY_LOG_PREFIX =
      Pattern.compile("^(ERROR|WARNING|INFO|DEBUG|CRITICAL) \\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)? \\[?([\\w./-]{1,80}):\\d{1,6}\\]\\s?");
  // glog/c10 prefix [E0311 07:15:02.123456789 4411 ProcessGroupHCCL.cpp:607]; E+MMDD is not a code;
  // older c10 releases print no date: [W compiler_depend.ts:25]
  private static final Pattern GLOG_PREFIX =
      Pattern.compile("^\\[([EWIFV])(?:\\d{4} \\d{2}:\\d{2}:\\d{2}(?:\\.\\d{1,9})?(?: {1,4}\\d{1,10})?)? [\\w.-]{1,80}:\\d{1,6}\\]\\s?");
  // Python logging / torchrun agent: [2026-01-12 08:15:33,120]
  private static final Pattern PY_TIME_PREFIX =
      Pattern.compile("^\\[(\\d{4}-\\d{2}-\\d{2}) (\\d{2}:\\d{2}:\\d{2})(?:[,.](\\d{1,6}))?\\]\\s?");
  private static final Pattern RANK_IN_PAREN = Pattern.compile("\\brank=(\\d{1,6})");
  private static final Pattern PID_IN_PAREN = Pattern.compile("(?:^|[\\s,])pid=(\\d{1,10})(?=[\\s,]|$)");

  static final Pattern PLOG =
      Pattern.compile(
          "^\\[(ERROR|WARNING|WARN|INFO|DEBUG|EVENT|TRACE|CRITICAL)\\]\\s?([A-Z][A-Z0-9_]{0,30})\\((\\d{1,10}),\\s?([^)]{0,80})\\):"
              + "(\\d{4}-\\d{2}-\\d{2}-\\d{2}:\\d{2}:\\d{2}\\.\\d{3}\\.\\d{3})\\s?(?:\\[([^\\]\\[]{1,200}?):(\\d{1,7})\\])?\\s?");

  static String stripAnsi(String s) {
    return s.indexOf('\u001B') < 0 ? s : ANSI.matcher(s).replaceAll("");
  }

  static String strip(String raw, LineContext ctx, FeatureSink sink) {
    String s = raw;
    String node = null; // the node address a Ray prefix gave the line's process
    for (int guard = 0; guard < 8 && !s.isEmpty(); guard++) {
      char c = s.charAt(0);
      Matcher m;
      char c1 = s.length() > 1 ? s.charAt(1) : ' ';
      if (c == '[' && c1 == 'r' && (m = RANK_PREFIX.matcher(s)).lookingAt()) {
        sink.feature(FeatureType.RANK, m.group(1));
        sink.printedBy(m.group(1));
        s = s.substring(m.end());
      } else if (c == '[' && (c1 == 'E' || c1 == 'W' || c1 == 'I' || c1 == 'F' || c1 == 'V')
          && s.length() > 2 && (Character.isDigit(s.charAt(2)) || s.charAt(2) == ' ')
          && (m = GLOG_PREFIX.matcher(s)).lookingAt()) {
        ctx.level = FrameworkLevels.glog(m.group(1).charAt(0));
        s = s.substring(m.end());
      } else if (c == '[' && Character.isDigit(c1) && (m = PY_TIME_PREFIX.matcher(s)).lookingAt()) {
        String frac = m.group(3) == null ? "" : "." + m.group(3);
        sink.feature(FeatureType.TIMESTAMP, m.group(1) + "T" + m.group(2) + frac);
        s = s.substring(m.end());
      } else if (c == '(' && (m = PAREN_PREFIX.matcher(s)).lookingAt()) {
        Matcher r = RANK_IN_PAREN.matcher(m.group(1));
        if (r.find()) {
          sink.feature(FeatureType.RANK, r.group(1));
          sink.printedBy(r.group(1));
        }
        Matcher ip = IP_IN_PAREN.matcher(m.group(1));
        if (ip.find()) {
          sink.feature(FeatureType.HOST, ip.group(1)); // the node the worker's line came from
          Matcher pid = PID_IN_PAREN.matcher(m.group(1));
          if (pid.find()) {
            node = ip.group(1);
            placed(sink, pid.group(1), node);
          }
        }
        s = s.substring(m.end());
      } else if ((c == 'E' || c == 'W' || c == 'I' || c == 'D' || c == 'C')
          && (m = PY_LOG_PREFIX.matcher(s)).lookingAt()) {
        ctx.level = m.group(1);
        ctx.loggerFile(m.group(2));
        s = s.substring(m.end());
      } else if (Character.isLetter(c) && mayBeWorker(s) && (m = WORKER_PREFIX.matcher(s)).lookingAt()) {
        s = s.substring(m.end());
      } else {
        break;
      }
    }
    s = stripRepeated(s);
    if (!s.isEmpty() && s.charAt(0) == '[') {
      PlogHeader h = ctx.plogHeader();
      if (h.parse(s)) {
        String body = header(s, h, ctx, sink);
        if (node != null) {
          sink.identity(Identity.NODE_IP, node); // the header's process printed under the prefix
        }
        return body;
      }
    }
    if (ctx.level == null && !s.isEmpty()) {
      ctx.level = FrameworkLevels.unstripped(s);
    }
    return s;
  }

  /**
   * ray41: a Ray prefix with {@code pid=} and {@code ip=} states the process that printed the line and the node it runs
   * on (Ray prints {@code ip=} only for a worker on another node than the driver's): the line is that process's, and
   * the process is that node's ({@link Identity#NODE_IP}), not one of the console's host. Root cause's registry
   * decides which host the address is.
   */
  private static void placed(FeatureSink sink, String pid, String address) {
    sink.writer(pid);
    sink.identity(Identity.NODE_IP, address);
  }

  /**
   * The plog header {@code h} has parsed at the start of {@code s}: its fields set on {@code ctx},
   * what it tells reported (the writer; an ERROR or CRITICAL line's module, time and source file),
   * and the message after it returned.
   */
  static String header(String s, PlogHeader h, LineContext ctx, FeatureSink sink) {
    ctx.level = h.level;
    ctx.module = h.module;
    ctx.pid = h.pid;
    ctx.tid = h.tid;
    ctx.plogTime = h.timestamp;
    sink.writer(h.pid);
    if (headerIsEvidence(ctx.level)) {
      sink.feature(FeatureType.MODULE, ctx.module);
      sink.feature(FeatureType.TIMESTAMP, plogTimestamp(h.timestamp));
      if (h.file != null) {
        sink.feature(FeatureType.SOURCE_FILE, baseName(h.file));
      }
    }
    return s.substring(h.bodyStart);
  }

  /**
   * True for the plog levels whose header is evidence by itself, whatever the message says: an
   * ERROR or CRITICAL line reports its module, time and source file. A line at another level
   * reports only what a recogniser or a phrase finds in its message.
   */
  static boolean headerIsEvidence(String level) {
    return "ERROR".equals(level) || "CRITICAL".equals(level);
  }

  /**
   * False when {@link #WORKER_PREFIX} cannot match {@code s}: it starts with none of its three
   * words, and its first {@code $} (which no char before it in that prefix may be) is not within
   * the 40 chars the pattern allows, followed by a colon. Most console lines start with a letter;
   * the regex would try up to 40 word chars on each.
   */
  static boolean mayBeWorker(String s) {
    if (s.startsWith("worker") || s.startsWith("node") || s.startsWith("host")) {
      return true;
    }
    for (int i = 1, n = Math.min(s.length() - 1, 41); i < n; i++) {
      char c = s.charAt(i);
      if (c == '$') {
        return s.charAt(i + 1) == ':';
      }
    }
    return false;
  }

  /**
   * Drops Ray's {@code [repeated 8x across cluster]} suffix. A char loop, not a regex: a regex
   * anchored at the end with leading white space is quadratic on long runs of blanks.
   */
  static String stripRepeated(String s) {
    int end = trimmedEnd(s, s.length());
    String tail = " across cluster]";
    if (end < tail.length() || !s.startsWith(tail, end - tail.length())) {
      return s;
    }
    int open = s.lastIndexOf("[repeated ", end - tail.length());
    if (open < 0) {
      return s;
    }
    int i = open + "[repeated ".length();
    int digits = 0;
    while (i < end && Character.isDigit(s.charAt(i))) {
      i++;
      digits++;
    }
    if (digits == 0 || i != end - tail.length() - 1 || s.charAt(i) != 'x') {
      return s;
    }
    return s.substring(0, trimmedEnd(s, open));
  }

  /** True when {@link #stripRepeated} may drop something from {@code s}. */
  static boolean repeatedSuffix(CharSequence s) {
    int end = s.length();
    while (end > 0 && Character.isWhitespace(s.charAt(end - 1))) {
      end--;
    }
    String tail = " across cluster]";
    int from = end - tail.length();
    if (from < 0) {
      return false;
    }
    for (int i = 0; i < tail.length(); i++) {
      if (s.charAt(from + i) != tail.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** As {@link #repeatedSuffix(CharSequence)} on the ASCII bytes {@code b[from, to)}. */
  static boolean repeatedSuffix(byte[] b, int from, int to) {
    int end = to;
    while (end > from && Character.isWhitespace(b[end - 1])) {
      end--;
    }
    int start = end - REPEATED_TAIL.length();
    if (start < from) {
      return false;
    }
    for (int i = 0; i < REPEATED_TAIL.length(); i++) {
      if (b[start + i] != REPEATED_TAIL.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private static final String REPEATED_TAIL = " across cluster]";

  private static int trimmedEnd(String s, int end) {
    while (end > 0 && Character.isWhitespace(s.charAt(end - 1))) {
      end--;
    }
    return end;
  }

  /** {@code 2025-07-23-03:49:57.177.194} to ISO {@code 2025-07-23T03:49:57.177194}. */
  public static String plogTimestamp(String ts) {
    return ts.substring(0, 10) + "T" + ts.substring(11, 23) + ts.substring(24);
  }

  public static String baseName(String path) {
    int i = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
    return i < 0 ? path : path.substring(i + 1);
  }
}
