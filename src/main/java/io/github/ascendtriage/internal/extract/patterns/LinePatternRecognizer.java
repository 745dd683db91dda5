package io.github.ascendtriage.internal.extract.patterns;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.LinePattern;
import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reports imported knowledge-base patterns the way ascend-fd matches them: lists of substrings that
 * must all occur, in order, case-sensitively ({@code regex.in}).
 *
 * <ul>
 *   <li>A pattern with log kinds is tried only on lines of those kinds ({@link LogKinds}); for the
 *       CANN kinds only on {@code [ERROR]} lines.
 *   <li>On a console-kind line (training log) that holds a pattern's first substring, the others
 *       may follow within the next {@link LogKinds#WINDOW} lines; the match is reported on the
 *       first line.
 *   <li>Per line, only the first pattern in matching order that matches is reported (ascend-fd
 *       stops at the first entry that matches a line); with a window, the line waits until every
 *       pattern before the one found could no longer complete.
 *   <li>Patterns without kinds (tests, legacy) match any line and are all reported.
 * </ul>
 *
 * <p>About a thousand patterns are checked on every line, and almost every line matches none. So
 * each pattern is anchored on its longest substring (on its first for the window), and one
 * Aho-Corasick pass finds the anchors on the line; only the patterns whose anchor occurs get the
 * full in-order check. Immutable and thread-safe; per-stream state lives in the line context.
 *
 * <p>No {@link Recognizer#triggers} and no quiet literals: a console line that holds a pattern's
 * first substring opens a window in which any of the next lines may hold the rest, whatever they
 * say, so this recogniser needs every line of a stream that has it (its anchors alone would drop
 * the window's lines).
 */
public final class LinePatternRecognizer implements Recognizer {
  private final String[] keys;
  private final String[][] parts;
  private final Set<String>[] kinds;
  private final AhoCorasick anchors;
  private final Map<String, int[]> byAnchor;
  private final AhoCorasick firsts;
  private final Map<String, int[]> byFirst;

  /** A line whose winner is not known yet: a pattern before the complete one may still complete. */
  private static final class Pending {
    final long lineNo;
    final String text;
    final int[] cands; // pattern indexes, in matching order
    final int[] next; // per candidate: index of the next part to find; parts.length = complete, -1 = dead
    int linesLeft = LogKinds.WINDOW;

    Pending(long lineNo, String text, int[] cands, int[] next) {
      this.lineNo = lineNo;
      this.text = text;
      this.cands = cands;
      this.next = next;
    }
  }

  private static final class State {
    final Deque<Pending> pending = new ArrayDeque<>();
    Set<String> pathKinds;
  }

  /** At most this many lines wait for their window at once (a bound on the cost of a hostile log). */
  private static final int MAX_PENDING = 64;

  /**
   * @param patterns in matching order; a pattern without any non-empty substring can never be
   *     anchored and is ignored
   */
  @SuppressWarnings("unchecked")
  public LinePatternRecognizer(List<LinePattern> patterns) {
    int n = patterns.size();
    keys = new String[n];
    parts = new String[n][];
    kinds = new Set[n];
    Map<String, List<Integer>> index = new HashMap<>();
    Map<String, List<Integer>> first = new HashMap<>();
    for (int i = 0; i < n; i++) {
      LinePattern p = patterns.get(i);
      keys[i] = p.key();
      parts[i] = p.parts().toArray(String[]::new);
      kinds[i] = p.kinds();
      String anchor = anchor(parts[i]);
      if (anchor == null) {
        continue;
      }
      index.computeIfAbsent(anchor, a -> new ArrayList<>()).add(i);
      if (nonEmpty(parts[i]) > 1 && p.kinds().stream().anyMatch(LogKinds.CONSOLE::contains)) {
        first.computeIfAbsent(firstNonEmpty(parts[i]), a -> new ArrayList<>()).add(i);
      }
    }
    byAnchor = toArrays(index);
    anchors = new AhoCorasick(index.keySet());
    byFirst = toArrays(first);
    firsts = new AhoCorasick(first.keySet());
  }

  private static Map<String, int[]> toArrays(Map<String, List<Integer>> m) {
    Map<String, int[]> out = new HashMap<>();
    m.forEach((a, l) -> out.put(a, l.stream().mapToInt(Integer::intValue).toArray()));
    return out;
  }

  /** The longest substring (the first of equal length), or null when all are empty. */
  static String anchor(String[] ps) {
    String best = null;
    for (String p : ps) {
      if (!p.isEmpty() && (best == null || p.length() > best.length())) {
        best = p;
      }
    }
    return best;
  }

  private static String firstNonEmpty(String[] ps) {
    for (String p : ps) {
      if (!p.isEmpty()) {
        return p;
      }
    }
    return null;
  }

  private static int nonEmpty(String[] ps) {
    int n = 0;
    for (String p : ps) {
      n += p.isEmpty() ? 0 : 1;
    }
    return n;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    if (anchors.isEmpty()) {
      return;
    }
    State st = ctx.state(State.class, State::new);
    if (st.pathKinds == null) {
      st.pathKinds = LogKinds.ofPath(ctx.source());
    }
    String line = ctx.raw();
    advance(st, line, sink);
    Set<String> lineKinds = st.pathKinds.isEmpty() ? LogKinds.ofLine(line) : st.pathKinds;
    boolean error = LogKinds.errorLine(line, ctx.level());
    boolean console = lineKinds.stream().anyMatch(LogKinds.CONSOLE::contains);
    // candidates: a complete match on this line, or (console) a first substring to continue from
    int[] next = new int[keys.length];
    boolean[] seen = new boolean[keys.length];
    List<Integer> cands = new ArrayList<>();
    anchors.forEachMatch(line, a -> {
      for (int i : byAnchor.get(a)) {
        if (!seen[i]) {
          seen[i] = true;
          if (applies(i, lineKinds, error)) {
            int k = OrderedParts.matched(line, parts[i], 0, 0);
            if (k == parts[i].length || (console && k > 0 && consoleApplies(i, lineKinds))) {
              next[i] = k;
              cands.add(i);
            }
          }
        }
      }
    });
    if (console) {
      firsts.forEachMatch(line, a -> {
        for (int i : byFirst.get(a)) {
          if (!seen[i]) {
            seen[i] = true;
            if (applies(i, lineKinds, error) && consoleApplies(i, lineKinds)) {
              int k = OrderedParts.matched(line, parts[i], 0, 0);
              if (k > 0) {
                next[i] = k;
                cands.add(i);
              }
            }
          }
        }
      });
    }
    if (cands.isEmpty()) {
      return;
    }
    // patterns without kinds: every one that matches is reported, as before kinds existed
    List<Integer> ranked = new ArrayList<>();
    for (int i : cands) {
      if (kinds[i].isEmpty()) {
        sink.feature(FeatureType.PATTERN, keys[i]);
      } else {
        ranked.add(i);
      }
    }
    if (ranked.isEmpty()) {
      return;
    }
    int[] order = ranked.stream().mapToInt(Integer::intValue).sorted().toArray();
    int[] state = new int[order.length];
    for (int j = 0; j < order.length; j++) {
      state[j] = next[order[j]];
    }
    Pending p = new Pending(ctx.lineNo(), line, order, state);
    if (!resolve(p, sink, false)) {
      if (st.pending.size() >= MAX_PENDING) {
        resolve(st.pending.removeFirst(), sink, true);
      }
      st.pending.addLast(p);
    }
  }

  @Override
  public void end(LineContext ctx, FeatureSink sink) {
    State st = ctx.state(State.class, State::new);
    while (!st.pending.isEmpty()) {
      resolve(st.pending.removeFirst(), sink, true);
    }
  }

  /** Continues the waiting lines with {@code line}; reports those whose winner is now known. */
  private void advance(State st, String line, FeatureSink sink) {
    for (Iterator<Pending> it = st.pending.iterator(); it.hasNext(); ) {
      Pending p = it.next();
      for (int j = 0; j < p.cands.length; j++) {
        int i = p.cands[j];
        if (p.next[j] >= 0 && p.next[j] < parts[i].length) {
          p.next[j] = OrderedParts.matched(line, parts[i], p.next[j], 0);
        }
      }
      p.linesLeft--;
      if (resolve(p, sink, p.linesLeft <= 0)) {
        it.remove();
      }
    }
  }

  /**
   * Reports the first candidate of {@code p} in matching order that is complete, once no candidate
   * before it can still complete ({@code last}: none can any more). True when {@code p} is done.
   */
  private boolean resolve(Pending p, FeatureSink sink, boolean last) {
    for (int j = 0; j < p.cands.length; j++) {
      int i = p.cands[j];
      if (p.next[j] == parts[i].length) {
        sink.featureAt(FeatureType.PATTERN, keys[i], p.lineNo, p.text);
        return true;
      }
      if (p.next[j] >= 0 && !last) {
        return false; // an earlier pattern may still complete within the window
      }
    }
    return true;
  }

  private boolean applies(int i, Set<String> lineKinds, boolean error) {
    if (kinds[i].isEmpty()) {
      return true;
    }
    for (String k : kinds[i]) {
      if (lineKinds.contains(k) && (error || !LogKinds.CANN.contains(k))) {
        return true;
      }
    }
    return false;
  }

  private boolean consoleApplies(int i, Set<String> lineKinds) {
    for (String k : kinds[i]) {
      if (lineKinds.contains(k) && LogKinds.CONSOLE.contains(k)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return "LinePatternRecognizer" + Arrays.toString(new int[] {keys.length});
  }
}
