package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Decides which recognisers look at a quiet plog line (level INFO, DEBUG or TRACE: nearly all the
 * lines of a tree). Each recogniser states the literals it needs there ({@link
 * Recognizer#quietLiterals}); one pass of an automaton over the folded line finds which of them
 * occur, and only their recognisers run, besides those that run on every line. Immutable and
 * thread-safe.
 */
final class QuietGate {
  private final AhoCorasick literals;
  private final long[] masks; // by literal, in the automaton's pattern order
  private final long always; // recognisers that run on every line

  private QuietGate(AhoCorasick literals, long[] masks, long always) {
    this.literals = literals;
    this.masks = masks;
    this.always = always;
  }

  /** The gate of a recogniser chain, or null when the chain is too long for a 64-bit mask. */
  static QuietGate of(List<Recognizer> chain) {
    if (chain.size() > Long.SIZE) {
      return null;
    }
    Map<String, Long> byLiteral = new LinkedHashMap<>();
    long always = 0;
    for (int i = 0; i < chain.size(); i++) {
      List<String> lits = chain.get(i).quietLiterals();
      if (lits == null) {
        always |= 1L << i;
        continue;
      }
      for (String l : lits) {
        String folded = PhraseNormalizer.normalize(l);
        if (folded.isEmpty()) {
          throw new IllegalArgumentException("blank quiet literal of " + chain.get(i).getClass().getName());
        }
        byLiteral.merge(folded, 1L << i, (a, b) -> a | b);
      }
    }
    long[] masks = byLiteral.values().stream().mapToLong(Long::longValue).toArray();
    return new QuietGate(new AhoCorasick(byLiteral.keySet()), masks, always);
  }

  /** True for the plog levels whose lines are gated. */
  static boolean quiet(String level) {
    return level != null && (level.equals("INFO") || level.equals("DEBUG") || level.equals("TRACE"));
  }

  /** The recognisers (bit i: the i-th of the chain) that look at the quiet line {@code raw}. */
  long recognizers(CharSequence raw) {
    return always | literals.orMasksFolded(raw, masks);
  }
}
