package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import io.github.ascendtriage.internal.input.SourceMeta;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one home of "which lines are the kept attempt's" (rerun38): when the input holds several attempts of the job
 * ({@link Attempts}: a new process in every seat after a restart) or an earlier run in the same folders ({@link
 * Reruns}: two processes of one device that both joined), the failure asked about is one attempt's, and what the
 * others printed is history. Their files and lines are set aside here, once, for every reader: the root cause reads
 * the attempt kept. The case ranking and the layer reasoning read every attempt's lines (eighth37's class 4, aicpu37's
 * note (a) stay open): rerun38 wired this class into the assembly, lead38 took it out (a live stream's look skip did not
 * know when the attempt kept moves), and kept39 found that an exact skip re-ranks a restarted job's stream at every
 * line and removed the unused feature-set bookkeeping (docs/rootcause.md kept39). The looks are repeated until none
 * sets anything aside: each look sets something aside, so they end. Immutable.
 */
public final class KeptAttempt {
  private static final int QUOTE = 160;

  private final Set<String> asideSources;
  private final Set<Evidence> asideLines;
  private final List<ErrorEvent> events;
  private final Map<String, SourceMeta> sources;
  private final Map<String, SourceFacts> facts;
  private final List<String> notes;

  private KeptAttempt(Set<String> asideSources, Set<Evidence> asideLines, List<ErrorEvent> events,
      Map<String, SourceMeta> sources, Map<String, SourceFacts> facts, List<String> notes) {
    this.asideSources = Set.copyOf(asideSources);
    this.asideLines = Set.copyOf(asideLines);
    this.events = List.copyOf(events);
    this.sources = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sources));
    this.facts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(facts));
    this.notes = List.copyOf(notes);
  }

  /**
   * The attempt kept of an input.
   *
   * @param events the error events in input order
   * @param sources what each file's place in the tree says
   * @param self what each file's lines said about the processes that wrote it or that it names
   */
  public static KeptAttempt of(List<ErrorEvent> events, Map<String, SourceMeta> sources, Map<String, SourceFacts> self) {
    Set<String> asideSources = new LinkedHashSet<>();
    Set<Evidence> asideLines = new HashSet<>();
    List<String> notes = new ArrayList<>();
    List<ErrorEvent> ev = events;
    Map<String, SourceMeta> m = sources;
    Map<String, SourceFacts> f = self;
    while (true) {
      ProcessRegistry asRead = ProcessRegistry.of(f, m);
      Optional<Attempts> attempts = Attempts.of(asRead, Members.settings(asRead, f), ev, m);
      if (attempts.isPresent()) {
        Attempts a = attempts.get();
        Set<String> aside = a.sources(m);
        List<ErrorEvent> kept = a.kept(ev, asRead, m).stream().filter(e -> !aside.contains(e.evidence().source())).toList();
        if (!aside.isEmpty() || kept.size() < ev.size()) {
          notes.add(a.note() + failedOf(ev, kept));
          f = a.facts(f, m);
          m = without(m, aside);
          asideSources.addAll(aside);
          asideLines.addAll(droppedLines(ev, kept));
          ev = kept;
          continue;
        }
      }
      Set<String> earlier = Reruns.sources(asRead, f);
      if (earlier.isEmpty()) {
        return new KeptAttempt(asideSources, asideLines, ev, m, f, notes);
      }
      List<ErrorEvent> kept = ev.stream().filter(e -> !earlier.contains(e.evidence().source())).toList();
      notes.add("an earlier run of the job on the same devices (its processes joined first) was set aside: " + earlier.size()
          + (earlier.size() == 1 ? " file" : " files") + failedOf(ev, kept));
      m = without(m, earlier);
      f = without(f, earlier);
      asideSources.addAll(earlier);
      asideLines.addAll(droppedLines(ev, kept));
      ev = kept;
    }
  }

  /** True when some file or line was set aside. */
  public boolean setsAside() {
    return !asideSources.isEmpty() || !asideLines.isEmpty();
  }

  /** True when {@code line} is of an attempt set aside: in one of its files, or a line of it in a shared file. */
  public boolean asideLine(Evidence line) {
    return asideSources.contains(line.source()) || asideLines.contains(line);
  }

  /** The files set aside whole (named by a pid of an attempt set aside). */
  public Set<String> asideSources() {
    return asideSources;
  }

  /** The error events of the attempt kept, in input order. */
  public List<ErrorEvent> events() {
    return events;
  }

  /** What each file left says of its place. */
  public Map<String, SourceMeta> sources() {
    return sources;
  }

  /** What the files left said of their processes, less what a shared file said of a process set aside. */
  public Map<String, SourceFacts> facts() {
    return facts;
  }

  /** What the answer says of what was set aside, the last look first (empty when nothing was). */
  public String note() {
    List<String> n = new ArrayList<>(notes);
    java.util.Collections.reverse(n);
    return String.join("; ", n);
  }

  /** What the attempt set aside failed of: its first error line, quoted (history, not the answer). */
  private static String failedOf(List<ErrorEvent> all, List<ErrorEvent> kept) {
    Set<ErrorEvent> k = identities(kept);
    return all.stream().filter(e -> e.kind() != EventKind.LOCATOR && !k.contains(e)).findFirst()
        .map(e -> "; what was set aside had failed first at " + e.evidence().location() + ": " + quote(e.evidence().text()))
        .orElse("");
  }

  private static String quote(String text) {
    String t = text.strip();
    return t.length() <= QUOTE ? t : t.substring(0, QUOTE) + "...";
  }

  private static Set<Evidence> droppedLines(List<ErrorEvent> all, List<ErrorEvent> kept) {
    Set<ErrorEvent> k = identities(kept);
    Set<Evidence> out = new HashSet<>();
    all.stream().filter(e -> !k.contains(e)).forEach(e -> out.add(e.evidence()));
    return out;
  }

  private static Set<ErrorEvent> identities(List<ErrorEvent> events) {
    Set<ErrorEvent> out = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    out.addAll(events);
    return out;
  }

  private static <V> Map<String, V> without(Map<String, V> m, Set<String> keys) {
    Map<String, V> out = new LinkedHashMap<>(m);
    out.keySet().removeAll(keys);
    return out;
  }
}
