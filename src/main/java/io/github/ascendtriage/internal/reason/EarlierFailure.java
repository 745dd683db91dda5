package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A collective timeout is a symptom: the ranks that wait say that a peer failed, not why. When the
 * input shows one process fail with an error of its own before the others start to wait, that
 * error is the cause and the waits are its cascade. The class is named by EI0002's official
 * solution (catalog cann-message EI0002: reported on part of the ranks, check the other ranks for
 * an error reported earlier) and by the lesson's bottom-up order (lesson §6.1, §7.1: a timeout is
 * looked at after what failed below and before it).
 *
 * <p>Only an error that alone names no layer is placed so: a clue of a rule whose own role is
 * context (a Python exception of the script, {@code script.python-exception}). It becomes a fault
 * of its rule's layer when all of these hold: some clue is a waiting symptom (a notify wait, a
 * watchdog, a blocking-wait timeout); every waiting line names its writer; the error's line is
 * written by a process that never waits; and it comes before the first waiting line (in the same
 * source by line order, across sources by the times both lines print). The waits then become
 * context, the cascade of that error. An exception of a process that itself waits, an exception
 * after the timeouts, and a timeout with no such error change nothing. Stateless.
 */
final class EarlierFailure {
  private EarlierFailure() {}

  /** What the promoted error and its cascade cite. */
  static final String SOURCES = "catalog cann-message EI0002, official solution 1; lesson §6.1, §7.1";

  static List<Clue> apply(List<Clue> clues, Reasoning r) {
    boolean manySources = clues.stream().map(c -> c.first().source()).distinct().count() > 1;
    Set<String> waiting = new HashSet<>();
    Evidence firstWait = null;
    for (Clue c : clues) {
      if (c.role() != Role.SYMPTOM) {
        continue;
      }
      for (Evidence e : c.evidence()) {
        Optional<String> w = writer(e, manySources);
        if (w.isEmpty()) {
          return clues; // who waits is not known: no other process can be told apart from it
        }
        waiting.add(w.get());
        if (firstWait == null || before(e, firstWait)) {
          firstWait = e;
        }
      }
    }
    if (firstWait == null) {
      return clues;
    }
    List<Clue> out = new ArrayList<>(clues.size());
    String cause = null;
    for (Clue c : clues) {
      List<Evidence> earlier = ownError(c, r) ? earlier(c, waiting, firstWait, manySources) : List.of();
      if (earlier.isEmpty()) {
        out.add(c);
        continue;
      }
      String who = writer(earlier.get(0), manySources).orElseThrow();
      cause = earlier.get(0).location();
      out.add(new Clue(c.key(), earlier, c.layer(), Role.FAULT, c.rule(), c.stage(),
          c.why() + " (the first error, of " + who + ", which does not wait; the later collective timeouts of the other ranks"
              + " are its cascade: " + SOURCES + ")", c.code()));
    }
    if (cause == null) {
      return clues;
    }
    List<Clue> placed = new ArrayList<>(out.size());
    for (Clue c : out) {
      placed.add(c.role() == Role.SYMPTOM ? c.demoted(Role.CONTEXT, "a cascade of the earlier error at " + cause) : c);
    }
    return placed;
  }

  /** A clue of a rule whose own role is context and which names a layer: an error that alone places nothing. */
  private static boolean ownError(Clue c, Reasoning r) {
    if (c.role() != Role.CONTEXT || c.layer().isEmpty()) {
      return false;
    }
    Optional<ReasoningRule> rule = r.rule(c.key());
    return rule.isPresent() && rule.get().role() == Role.CONTEXT && rule.get().id().equals(c.rule());
  }

  /** The lines of {@code c} written by a process that does not wait, before the first wait. */
  private static List<Evidence> earlier(Clue c, Set<String> waiting, Evidence firstWait, boolean manySources) {
    List<Evidence> out = new ArrayList<>();
    for (Evidence e : c.evidence()) {
      Optional<String> w = writer(e, manySources);
      if (w.isPresent() && !waiting.contains(w.get()) && before(e, firstWait)) {
        out.add(e);
      }
    }
    return out;
  }

  /** True when {@code a} is known to come before {@code b}: by line in one source, else by the times both print. */
  static boolean before(Evidence a, Evidence b) {
    if (a.source().equals(b.source())) {
      return a.line() < b.line();
    }
    Optional<String> ta = stamp(a.text());
    Optional<String> tb = stamp(b.text());
    return ta.isPresent() && tb.isPresent() && ta.get().compareTo(tb.get()) < 0;
  }

  private static final Pattern RANK = Pattern.compile("^\\[rank(\\d{1,6})\\]:");
  private static final Pattern PAREN = Pattern.compile("^\\(([A-Za-z_][\\w.-]{0,60})([^)]{0,120})\\)");
  private static final Pattern RANK_IN = Pattern.compile("\\brank=(\\d{1,6})");
  private static final Pattern PID_IN = Pattern.compile("\\bpid=(\\d{1,10})");
  private static final Pattern PLOG = Pattern.compile("^\\[[A-Z]{4,8}\\]\\s?[A-Z][A-Z0-9_]{0,30}\\((\\d{1,10}),");
  private static final Pattern WORKER = Pattern.compile("^((?:worker|node|host)-?\\d{1,5}):");

  /**
   * The process that wrote {@code e}, as its prefix names it ({@code [rank3]:}, {@code (Worker_TP2
   * pid=1122)}, a plog header's pid, {@code worker-1:}); a line without one is its file's when the
   * input has several files (a log per rank), else unknown.
   */
  static Optional<String> writer(Evidence e, boolean manySources) {
    String t = e.text().stripLeading();
    Matcher m;
    if ((m = RANK.matcher(t)).find()) {
      return Optional.of("rank " + m.group(1));
    }
    if ((m = PAREN.matcher(t)).find()) {
      Matcher x = RANK_IN.matcher(m.group(2));
      if (x.find()) {
        return Optional.of("rank " + x.group(1));
      }
      x = PID_IN.matcher(m.group(0));
      return Optional.of(place(e, manySources) + (x.find() ? "pid " + x.group(1) : m.group(1)));
    }
    if ((m = PLOG.matcher(t)).find()) {
      return Optional.of(place(e, manySources) + "pid " + m.group(1));
    }
    if ((m = WORKER.matcher(t)).find()) {
      return Optional.of(m.group(1));
    }
    return manySources ? Optional.of(e.source()) : Optional.empty();
  }

  /** A pid is one host's: with several files, the file's name is part of the writer. */
  private static String place(Evidence e, boolean manySources) {
    return manySources ? e.source() + " " : "";
  }

  // a date and time as the loggers print them: vLLM's 09-05 14:39:24, Python logging's 2026-01-12
  // 08:15:33,120, the plog's 2026-01-12-08:15:33.120, glog's E0311 07:15:02.123
  private static final Pattern TIME =
      Pattern.compile("(?:\\b\\d{4}-)?\\b(\\d{2})-(\\d{2})[ T-](\\d{2}:\\d{2}:\\d{2})(?:[.,](\\d{1,3}))?");
  private static final Pattern GLOG_TIME = Pattern.compile("\\[[EWIF](\\d{2})(\\d{2}) (\\d{2}:\\d{2}:\\d{2})(?:\\.(\\d{1,3}))?");

  /** The first date and time {@code text} prints, as {@code MM-DD hh:mm:ss.mmm}, comparable as text. */
  static Optional<String> stamp(String text) {
    Matcher m = TIME.matcher(text);
    if (!m.find()) {
      m = GLOG_TIME.matcher(text);
      if (!m.find()) {
        return Optional.empty();
      }
    }
    String ms = m.group(4) == null ? "000" : (m.group(4) + "00").substring(0, 3);
    return Optional.of(m.group(1) + "-" + m.group(2) + " " + m.group(3) + "." + ms);
  }
}
