package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The root-cause process of a diagnosis in words, for the text and Markdown reports: a short line
 * for the top of a report and the full account for its why. Stateless and thread-safe.
 */
final class RootCauseWords {
  private RootCauseWords() {}

  /**
   * The root cause in a few words, for the top of a report: the place ({@code worker-1 rank 9
   * device 1, pid 114652}), several places, a cycle, or a place outside the input as the waiters
   * named it.
   */
  static String rootLine(RootCause r, Lang lang) {
    String line = rootLine(r);
    return r.decided() ? line : lang.t("rootCause.undecided", "not decided (early reports gone), what survives gives: ") + line;
  }

  static String rootLine(RootCause r) {
    List<ProcessPlace> roots = r.roots();
    if (roots.size() > 1) {
      String all = String.join(r.cycle() ? " <-> " : ", ", roots.stream().map(RootCauseWords::placeWords).toList());
      return (r.cycle() ? "a cycle of " + roots.size() + " processes waiting on each other: " : roots.size() + " roots: ") + all;
    }
    if (!r.known()) {
      return "outside the input: " + (roots.isEmpty() ? "a process whose logs are not here" : placeWords(roots.get(0)))
          + " (no logs of it here)";
    }
    StringBuilder b = new StringBuilder();
    r.host().ifPresent(h -> b.append(h));
    r.rank().ifPresent(n -> b.append(b.length() > 0 ? " " : "").append("rank ").append(n));
    r.device().ifPresent(n -> b.append(b.length() > 0 ? " " : "").append("device ").append(n));
    r.pid().ifPresent(n -> b.append(b.length() > 0 ? ", " : "").append("pid ").append(n));
    return b.length() > 0 ? b.toString() : placeWords(roots.isEmpty() ? null : roots.get(0));
  }

  /**
   * Where a step of the fix runs, as the head of its line: {@code on worker-1: } for a root the input
   * shows (the step's host); for a root outside the input, what its waiters named it by: its host
   * ({@code on worker-1 (root process not in the input): }, the device or rank a host's waiters name),
   * the address they named ({@code on the host of 10.0.0.5 (not in the input): }: a host's or one
   * of its devices' address), its rank, or, when they named none of these, that the input does not
   * show where. Never a host the lines did not name. Empty when the step names no place. A step
   * without a host while the root has one sets what every rank reads (the engine leaves only those
   * without the root's host): {@code on every rank: }.
   */
  static String fixHead(FixStep x, Optional<RootCause> root, Lang lang) {
    if (x.host().isEmpty() && root.flatMap(RootCause::host).isPresent()) {
      return lang.t("onHost.everyRank", "on every rank: ");
    }
    Optional<RootCause> outside = root.filter(r -> !r.known());
    if (outside.isEmpty()) {
      return x.host().map(h -> on(lang.t("onHost", "on "), h, lang.t("onHost.end", ": "))).orElse("");
    }
    List<ProcessPlace> roots = outside.get().roots();
    ProcessPlace p = roots.isEmpty() ? null : roots.get(0);
    Optional<String> host = p == null ? outside.get().host() : p.host();
    if (host.isPresent()) {
      return on(lang.t("onHost.outside", "on "), host.get(), lang.t("onHost.outside.end", " (root process not in the input): "));
    }
    if (p != null && p.address().isPresent()) {
      return on(lang.t("onHost.address", "on the host of "), p.address().get(), lang.t("onHost.address.end", " (not in the input): "));
    }
    if (p != null && p.rank().isPresent()) {
      return on(lang.t("onHost.rank", "on the host of rank "), Integer.toString(p.rank().getAsInt()),
          lang.t("onHost.rank.end", " (not in the input): "));
    }
    return lang.t("onHost.none", "on a host the input does not show: ");
  }

  private static String on(String head, String where, String end) {
    return head + where + end;
  }

  /** A place as words: its label, and the address the waiters gave for one outside the input. */
  private static String placeWords(ProcessPlace p) {
    if (p == null) {
      return "?";
    }
    return p.known() || p.address().isEmpty() || p.label().contains(p.address().get())
        ? p.label() : p.label() + " at " + p.address().get();
  }

  /**
   * The root cause in full, for the report's why: the place, every root, where it was read and why,
   * and the processes that show only cascades.
   */
  static String root(RootCause r, Lang lang) {
    String en = root(r);
    Matcher m = GONE.matcher(en);
    if (lang == Lang.EN || !m.find()) {
      return en;
    }
    String tail = lang.t(m.group(2).startsWith("what survives") ? "rootCause.gone.decides" : "rootCause.gone.undecided", m.group(2));
    return en.substring(0, m.start()) + lang.t("rootCause.gone", "; early reports gone on ") + m.group(1)
        + lang.t("rootCause.gone.why", " (rotated away)") + tail + en.substring(m.end());
  }

  /**
   * The note {@code rootcause.RotatedLogs} adds to a reason when processes' early reports are gone:
   * the places, then whether what survives decides. Read back here to say it in Chinese, as {@code
   * engine.ChineseView} reads the reasoner's summary.
   */
  private static final Pattern GONE = Pattern.compile("; early reports gone on (.+?) \\(their oldest surviving debug plog "
      + "begins after the first fault; CANN keeps ASCEND_HOST_LOG_FILE_NUM plog files of 20 MB per process and deletes the "
      + "oldest\\): (what survives still decides|cannot tell: a report gone from them may have decided another root, so "
      + "the answer may be incomplete \\(collect the logs before they rotate away, or raise ASCEND_HOST_LOG_FILE_NUM\\))");

  static String root(RootCause r) {
    StringBuilder b = new StringBuilder();
    r.host().ifPresent(h -> b.append(h).append(' '));
    r.rank().ifPresent(n -> b.append("rank ").append(n).append(' '));
    r.device().ifPresent(n -> b.append("device ").append(n).append(' '));
    r.pid().ifPresent(n -> b.append("pid ").append(n).append(' '));
    if (r.roots().size() > 1) {
      b.append("[all of: ").append(String.join(", ", r.roots().stream().map(ProcessPlace::label).toList())).append("] ");
    }
    b.append("(").append(r.source()).append("; ").append(r.reason()).append(")");
    if (!r.cascades().isEmpty()) {
      b.append("; only cascades on: ").append(String.join(", ", r.cascades()));
    }
    return b.toString();
  }
}
