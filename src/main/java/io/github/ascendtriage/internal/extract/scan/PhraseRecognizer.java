package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Reports every case-base phrase that occurs in the folded line (Aho-Corasick, one pass); a platform
 * marker, found anywhere by the automaton, counts only on sub-word boundaries ({@link PlatformSign}). On quiet
 * plog lines only the phrases that count there are reported. Where the line has a {@link QuietGate}
 * its pass has found the phrases, and they are taken from there: its triggers are its phrases, so it
 * declares none, and the gate's automaton of the other lines holds them beside the recognisers'
 * triggers. Its own automaton reads a line only without a gate (or with the gate's reference). Inside a
 * file path a phrase counts only as a whole segment word ({@link PathSegmentWords}).
 * Immutable and thread-safe.
 */
public final class PhraseRecognizer implements Recognizer {
  private volatile AhoCorasick automaton; // made on first use: with a gate it reads no line (run 2026-12-07-walk35)
  private final List<String> phrases;
  private final Set<String> substrings;

  public PhraseRecognizer(Collection<String> phrases, Set<String> substrings) {
    this.phrases = List.copyOf(new java.util.LinkedHashSet<>(phrases));
    this.substrings = Set.copyOf(substrings);
  }

  /** The automaton of {@link #phrases()}, made on the first call (two threads may both make it: the same). */
  public AhoCorasick automaton() {
    AhoCorasick a = automaton;
    if (a == null) {
      a = AhoCorasick.wordStarts(phrases, substrings);
      automaton = a;
    }
    return a;
  }

  /** The phrases looked for. */
  List<String> phrases() {
    return phrases;
  }

  /** The phrases matched anywhere, also inside words (markers). */
  Set<String> substrings() {
    return substrings;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    if (ctx.gatedPhrases != null) {
      for (String p : ctx.gatedPhrases) {
        report(ctx, p, sink);
      }
      return;
    }
    if (phrases.isEmpty()) {
      return;
    }
    automaton().forEachMatchFolded(ctx.body(), p -> report(ctx, p, sink));
  }

  /** Reports {@code p}; a marker only where it stands on sub-word boundaries ({@link PlatformSign}). */
  private void report(LineContext ctx, String p, FeatureSink sink) {
    if (substrings.contains(p) && !PlatformSign.occurs(ctx.body(), p) && PlatformSign.anywhere(ctx.body(), p)) {
      return;
    }
    if (!substrings.contains(p) && PathSegmentWords.onlyInsideLongerPathNames(ctx.body(), p)) {
      return; // a directory or file name that only begins with the phrase is another name
    }
    sink.feature(FeatureType.PHRASE, p);
  }
}
