package io.github.ascendtriage.internal.extract.scan;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** How {@link QuietGate#of} gathers the recognisers' literals and triggers: folded, with their word-start flags. */
final class GateLiterals {
  private GateLiterals() {}

  /**
   * Adds each literal of {@code r}, folded, to {@code byLiteral} with {@code bit}, and to {@code
   * atWordStart} whether it counts only at a word start (a literal declared so by every recogniser
   * that declares it: {@link Recognizer#WORD_START}).
   */
  static void add(Map<String, Long> byLiteral, Map<String, Boolean> atWordStart, List<String> literals,
      long bit, Recognizer r) {
    for (String l : literals) {
      boolean word = l.startsWith(Recognizer.WORD_START);
      String folded = QuietGate.fold(word ? l.substring(Recognizer.WORD_START.length()) : l);
      if (folded.isBlank()) {
        throw new IllegalArgumentException("blank literal of " + r.getClass().getName());
      }
      byLiteral.merge(folded, bit, (a, b) -> a | b);
      atWordStart.merge(folded, word, Boolean::logicalAnd);
    }
  }

  static Set<String> atWordStart(Map<String, Boolean> declared) {
    Set<String> s = new java.util.HashSet<>();
    declared.forEach((l, word) -> {
      if (word) {
        s.add(l);
      }
    });
    return s;
  }
}
