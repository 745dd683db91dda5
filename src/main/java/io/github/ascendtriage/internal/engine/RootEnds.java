package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.input.SourceMeta;
import io.github.ascendtriage.internal.match.Score;
import io.github.ascendtriage.internal.reason.LayerReasoner;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The layer of an answer whose best case is what the other ranks saw (their waits, HCCL's heartbeat
 * naming the process) when the process they waited for printed no fault and no wait of its own:
 * that process's end or absence decides, not the collective the others timed out in. Two classes,
 * each a rule of {@code reasoning.json}:
 * <ul>
 *   <li>{@code script.root-process-ended}: a record of how it ended, written by something other than
 *       it: its launcher's exit record with a signal (torchrun's {@code exitcode : -11 (pid: P)}, its
 *       agent's {@code failed (exitcode: -9) ... (pid: P)}, {@code Signal 11 (SIGSEGV) received by PID
 *       P}; SIGTERM, SIGINT and SIGHUP are stop requests, not an end of its own), the kernel's OOM kill
 *       naming its pid on its host, or Python's faulthandler naming a fatal signal in its console;
 *   <li>{@code script.root-never-entered}: the others waited in a collective (the best case is the
 *       collective's), and its logs, which are in the input, hold no report of that collective or of
 *       anything else: it never reached the notify synchronisation the others timed out in;
 *   <li>{@code script.root-never-joined-init} (late34): the others timed out in communicator init's root-info
 *       exchange (the best case is link setup's; the server's or the agents' {@code topo exchange ... get socket
 *       timeout}), and it printed no report of that init: it never called it (catalog EI0015's solution 1; log-formats
 *       11, EI0015's secondary layer "late rank (script)").
 * </ul>
 * A root with a fault of its own (layer31's {@link Cascades#rootFault}, an AI Core fault, an
 * exception) is left to that fault; a root whose early reports are gone ({@code RootCause.decided}
 * false) is not read as silent. Sources: HCCL's notify-wait page (hcclug_000036, 80RC2; its step 1:
 * a card that reported no notify timeout, check whether its process exited on an error, hung, or
 * core-dumped; cause 2: some ranks never reached the notify synchronisation), catalog cann-message
 * EI0002 solution 1, torchrun's failure summary (pytorch v2.5.1 elastic/multiprocessing/api.py), the
 * kernel's OOM kill line (Linux v6.6 mm/oom_kill.c). Stateless and thread-safe.
 */
final class RootEnds {
  private RootEnds() {}

  static final String ENDED = "script.root-process-ended";
  static final String NEVER_ENTERED = "script.root-never-entered";
  static final String NEVER_JOINED = "script.root-never-joined-init";

  /** The summary of an answer the root's end decided ({@link ChineseView#summary} has its Chinese). */
  static final String ENDED_SUMMARY = "the process the others waited for printed no error of its own and its end is recorded"
      + " (a signal, an out-of-memory kill): the layer is that process's (script), not the collective's the others timed out in";
  /** The summary of an answer the root's silence decided. */
  static final String SILENT_SUMMARY = "the process the others waited for printed no report of the collective they timed out"
      + " in: it never reached it, so the layer is that process's (script), not the collective's";

  /** The summary of an answer the root's absence from communicator init decided (late34). */
  static final String INIT_SUMMARY = "the process the others waited for in communicator init printed no report of that init:"
      + " it never reached it (still busy before it, such as preparing its data), so the layer is that process's (script),"
      + " not link setup's";

  /**
   * The stages of the root-info exchange a rank reports when it took part in communicator init and timed out there:
   * the server's and the agents' {@code topo exchange ... get socket timeout} (docs/log-formats.md 8.1), as the
   * extract names them.
   */
  private static final List<String> INIT_WAITS = List.of("hccl-stage:topo exchange server timeout",
      "hccl-stage:topo exchange agent timeout");

  private static final Set<String> STOPS = Set.of("SIGTERM", "SIGINT", "SIGHUP");
  private static final String[] FATAL = {"SIGSEGV", "SIGABRT", "SIGBUS", "SIGFPE", "SIGILL"};
  private static final Pattern EXIT = Pattern.compile("exitcode\\s{0,8}:?\\s{0,8}(-\\d{1,3})\\)?[^\\n]{0,60}?\\(pid: (\\d{1,10})\\)");
  private static final Pattern SIGNAL = Pattern.compile("Signal \\d{1,3} \\((SIG[A-Z0-9]{2,10})\\) received by PID (\\d{1,10})");

  /**
   * The reasoning that decides the layer, when {@code top} describes the others' side and the root
   * printed nothing of its own; empty otherwise (the answer stays as it was).
   */
  static Optional<LayerReasoning> of(Score top, double confidence, FeatureSet f, CaseBase base, RootCause root,
      Set<String> rootSources, Map<String, SourceMeta> sources, Supplier<LayerReasoner.Answer> reasoned) {
    if (!root.known() || root.cycle() || !root.decided() || root.roots().isEmpty() || rootSources.isEmpty()
        || !Cascades.othersWait(top, f, rootSources) || !othersSide(top, f, base, rootSources)) {
      return Optional.empty();
    }
    ProcessPlace first = root.roots().get(0);
    if (first.pid().isEmpty() || first.host().isEmpty()) {
      return Optional.empty();
    }
    List<Evidence> end = ended(first, f, rootSources, sources);
    // own41: the kernel's record of its OOM kill is an event of the killed process, yet no report the process printed
    if (root.roots().stream().anyMatch(p -> reported(p, f, sources, end)) || ownFault(reasoned.get(), rootSources)) {
      return Optional.empty();
    }
    if (!end.isEmpty()) {
      return Optional.of(view(base, ENDED, end, ENDED_SUMMARY, confidence));
    }
    if (top.definition().layer() == Layer.LINK_SETUP) {
      List<Evidence> init = initWaits(f, rootSources);
      return init.isEmpty() ? Optional.empty() : Optional.of(view(base, NEVER_JOINED, init, INIT_SUMMARY, confidence));
    }
    if (top.definition().layer() != Layer.COLLECTIVE) {
      return Optional.empty();
    }
    List<Evidence> waits = waitLines(f, rootSources);
    return waits.isEmpty() ? Optional.empty() : Optional.of(view(base, NEVER_ENTERED, waits, SILENT_SUMMARY, confidence));
  }

  /**
   * The case tells the others' side: a cascade, matched on waits only, or every line of it outside the root's files.
   * An environment variable's line counts for no one (never39): HCCL's run log records each process's settings
   * ({@code [HCCL_ENV]} lines, docs/log-formats.md 1.1), which a root that never joined init prints as the others do;
   * a setting reports no failure, so the case's setting token on the root's lines does not make the case the root's.
   */
  private static boolean othersSide(Score top, FeatureSet f, CaseBase base, Set<String> rootSources) {
    return top.definition().cascade() || Cascades.waitsOnly(top, base) || othersLines(top, f, rootSources).size() > 0
        && top.matched().stream().filter(t -> !t.key().startsWith(ENV_VAR)).allMatch(t -> f.occurrence(t.key())
            .map(o -> o.evidence().stream().noneMatch(e -> rootSources.contains(e.source()))).orElse(true));
  }

  /** The key prefix of an environment variable's setting. */
  private static final String ENV_VAR = io.github.ascendtriage.FeatureType.ENV_VAR.id() + ":";

  /**
   * True when {@code p} printed an error event of its own (a fault or a wait on its own lines, not a line about it).
   * The writer of a line is the process its file is named after ({@code plog-<pid>_..}, {@code device-<pid>_..}) when
   * the file names one, whatever pid the line's header prints (aicpu37: the AI CPU's lines in the host process's device
   * log carry the {@code aicpu_scheduler}'s pid; ascend-fd files a device log under the pid of its file name,
   * mind-cluster@22bb3d98 pkg/parse/parser_saver.py, and so does {@code ProcessRegistry}); else the header's pid. The
   * lines of {@code end}, what recorded its end from outside it (the kernel's OOM kill), are not its reports.
   */
  private static boolean reported(ProcessPlace p, FeatureSet f, Map<String, SourceMeta> sources, List<Evidence> end) {
    for (ErrorEvent e : f.events()) {
      if (end.stream().anyMatch(x -> x.line() == e.evidence().line() && x.source().equals(e.evidence().source()))) {
        continue;
      }
      SourceMeta m = sources.get(e.evidence().source());
      Optional<String> writer = m != null && m.process().isPresent() ? Optional.of(m.process().get().pid()) : e.pid();
      if (e.kind() == EventKind.LOCATOR || e.aboutOther() || writer.isEmpty() || !writer.equals(p.pid())) {
        continue;
      }
      if (host(e.evidence().source(), f, sources).equals(p.host())) {
        return true;
      }
    }
    return false;
  }

  /** True when the reasoning shows a fault of the root's own ({@link Cascades#owned}): that fault decides, not its end. */
  private static boolean ownFault(LayerReasoner.Answer a, Set<String> rootSources) {
    return a.clues().stream().anyMatch(c -> (c.role() == Role.FAULT || c.role() == Role.OUTSIDE) && Cascades.owned(c, rootSources));
  }

  /**
   * The others' reports of the wait: their wait lines (notify waits, EI0002, a watchdog) and the lines
   * that name the process they waited for (HCCL's heartbeat), outside the root's files, the first three
   * in file order; empty when no other process reported a wait.
   */
  private static List<Evidence> waitLines(FeatureSet f, Set<String> rootSources) {
    List<ErrorEvent> others = f.events().stream().filter(e -> !rootSources.contains(e.evidence().source())).toList();
    if (others.stream().noneMatch(e -> e.kind() == EventKind.CASCADE)) {
      return List.of();
    }
    return others.stream().filter(e -> e.kind() == EventKind.CASCADE || e.kind() == EventKind.LOCATOR).map(ErrorEvent::evidence)
        .distinct().sorted(java.util.Comparator.comparing(Evidence::source).thenComparingLong(Evidence::line)).limit(3).toList();
  }

  /**
   * late34: the others' reports of their root-info exchange timeouts (the server's and the agents'), outside the
   * root's files, first three in file order; empty when no other process timed out in that exchange. The root
   * printed no report of its own ({@link #reported}): it never took part in the init the others waited in (catalog
   * cann-message EI0015, solution 1: check that every rank of the communicator called the communicator creation
   * interface).
   */
  private static List<Evidence> initWaits(FeatureSet f, Set<String> rootSources) {
    Set<Evidence> out = new LinkedHashSet<>();
    INIT_WAITS.forEach(k -> f.occurrence(k).ifPresent(o -> o.evidence().stream()
        .filter(e -> !rootSources.contains(e.source())).forEach(out::add)));
    return out.stream().sorted(java.util.Comparator.comparing(Evidence::source).thenComparingLong(Evidence::line))
        .limit(3).toList();
  }

  /** The lines of the case's matched tokens outside the root's files, first three in file order. */
  private static List<Evidence> othersLines(Score top, FeatureSet f, Set<String> rootSources) {
    Set<Evidence> out = new LinkedHashSet<>();
    top.matched().forEach(t -> f.occurrence(t.key()).ifPresent(o -> o.evidence().stream()
        .filter(e -> !rootSources.contains(e.source())).forEach(out::add)));
    return out.stream().sorted(java.util.Comparator.comparing(Evidence::source).thenComparingLong(Evidence::line))
        .limit(3).toList();
  }

  /** The lines that record how {@code p} ended: its launcher's exit with a signal, an OOM kill of its pid, a fatal signal in its console. */
  static List<Evidence> ended(ProcessPlace p, FeatureSet f, Set<String> rootSources, Map<String, SourceMeta> sources) {
    String pid = p.pid().orElseThrow();
    Optional<String> host = p.host();
    Set<Evidence> out = new LinkedHashSet<>();
    List<Evidence> launcher = new ArrayList<>();
    f.events().forEach(e -> launcher.add(e.evidence()));
    for (String key : f.keys()) {
      if (key.startsWith("signal:")) {
        f.occurrence(key).ifPresent(o -> launcher.addAll(o.evidence()));
      }
    }
    for (Evidence e : launcher) {
      if (host(e.source(), f, sources).equals(host) && signalled(e.text(), pid)) {
        out.add(e);
      }
    }
    f.occurrence("tool-status:oom_killed=" + pid).ifPresent(o -> o.evidence().stream()
        .filter(e -> host(e.source(), f, sources).equals(host)).forEach(out::add));
    for (String sig : FATAL) {
      f.occurrence("tool-status:fatal_signal=" + sig.toLowerCase(java.util.Locale.ROOT)).ifPresent(o -> o.evidence().stream()
          .filter(e -> own(e, p, rootSources, f, sources)).forEach(out::add));
    }
    return out.stream().limit(LayerReasoning.MAX_STEPS).toList();
  }

  /** True when {@code text} is a launcher's record that a signal other than a stop request ended process {@code pid}. */
  static boolean signalled(String text, String pid) {
    Matcher m = EXIT.matcher(text);
    if (m.find() && m.group(2).equals(pid)) {
      String sig = signalName(-Integer.parseInt(m.group(1)));
      return sig != null && !STOPS.contains(sig);
    }
    Matcher s = SIGNAL.matcher(text);
    return s.find() && s.group(2).equals(pid) && !STOPS.contains(s.group(1));
  }

  /** A line of {@code p}'s own console: one of its files, its rank's file on its host, or its launcher prefix there. */
  private static boolean own(Evidence e, ProcessPlace p, Set<String> rootSources, FeatureSet f, Map<String, SourceMeta> sources) {
    if (rootSources.contains(e.source())) {
      return true;
    }
    if (!host(e.source(), f, sources).equals(p.host()) || p.rank().isEmpty()) {
      return false;
    }
    String rank = Integer.toString(p.rank().getAsInt());
    SourceMeta m = sources.get(e.source());
    return m != null && m.rank().filter(rank::equals).isPresent() || e.text().startsWith("[rank" + rank + "]:");
  }

  private static Optional<String> host(String source, FeatureSet f, Map<String, SourceMeta> sources) {
    SourceMeta m = sources.get(source);
    return m != null && m.host().isPresent() ? m.host() : f.hostOf(source);
  }

  private static LayerReasoning view(CaseBase base, String ruleId, List<Evidence> lines, String summary, double confidence) {
    ReasoningRule rule = base.reasoning().byId(ruleId)
        .orElseThrow(() -> new IllegalStateException("reasoning.json has no rule " + ruleId));
    List<ReasoningStep> steps = new ArrayList<>();
    for (Evidence e : lines) {
      steps.add(new ReasoningStep(e, rule.tokens().get(0), Layer.SCRIPT, Role.FAULT.id(), rule.id(), rule.why()));
    }
    return new LayerReasoning(Layer.SCRIPT, confidence, Optional.of(rule.stage()), steps, summary);
  }

  /** The name of signal {@code n} (Linux numbering, as torchrun prints {@code -n}); null for one no rule reads. */
  private static String signalName(int n) {
    return switch (n) {
      case 1 -> "SIGHUP";
      case 2 -> "SIGINT";
      case 4 -> "SIGILL";
      case 6 -> "SIGABRT";
      case 7 -> "SIGBUS";
      case 8 -> "SIGFPE";
      case 9 -> "SIGKILL";
      case 11 -> "SIGSEGV";
      case 15 -> "SIGTERM";
      default -> null;
    };
  }
}
