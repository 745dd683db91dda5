package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.extract.automaton.FoldedChars;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How two rules' phrases on one line are ranked: by specificity. When one rule's phrase is part of the phrase of
 * a rule of another layer seen on the same line ({@code ranktable} inside {@code ranktable startup method doesn't
 * support pynative mode}), the phrase automaton found the shorter one inside the longer one's words: the line
 * says what the longer, more specific phrase says, and the shorter phrase is no clue of its own rule there
 * (the longest match wins, as a tokenizer's does). On its other lines the shorter phrase keeps its role; with
 * no line left it is context. "Part of" follows the automaton's word-start rule: a phrase that starts with a
 * letter or digit is part of another only where no letter or digit comes just before it. Stateless and
 * thread-safe.
 */
final class ContainedPhrases {
  private static final String PHRASE = "phrase:";

  private ContainedPhrases() {}

  static List<Clue> apply(List<Clue> clues) {
    Map<Evidence, List<Clue>> byLine = new HashMap<>(); // the rules' phrase clues seen on each line
    for (Clue c : clues) {
      if (rulePhrase(c)) {
        c.evidence().forEach(e -> byLine.computeIfAbsent(e, k -> new ArrayList<>(2)).add(c));
      }
    }
    if (byLine.values().stream().allMatch(l -> l.size() < 2)) {
      return clues; // no line holds two rules' phrases: nothing to rank
    }
    List<Clue> out = new ArrayList<>(clues.size());
    for (Clue c : clues) {
      if (!rulePhrase(c)) {
        out.add(c);
        continue;
      }
      List<Evidence> kept = new ArrayList<>(c.evidence().size());
      Clue by = null;
      for (Evidence e : c.evidence()) {
        Clue longer = containing(c, byLine.get(e));
        if (longer == null) {
          kept.add(e);
        } else if (by == null) {
          by = longer;
        }
      }
      if (by == null) {
        out.add(c);
      } else if (kept.isEmpty()) {
        out.add(c.demoted(Role.CONTEXT, "part of " + by.rule() + "'s more specific phrase '" + phrase(by) + "' on its line"));
      } else {
        out.add(c.seenOn(kept));
      }
    }
    return out;
  }

  /**
   * The first clue of a rule of another layer on the same line whose phrase holds {@code c}'s; null when none
   * does. Rules of one layer say the same of the line whichever reads it: ranking them would change no layer,
   * only the line's weight, so each keeps counting as it did.
   */
  private static Clue containing(Clue c, List<Clue> sameLine) {
    String p = phrase(c);
    for (Clue o : sameLine) {
      if (!o.layer().equals(c.layer()) && holds(phrase(o), p)) {
        return o;
      }
    }
    return null;
  }

  /** True when {@code inner} is part of the longer {@code outer} at a place the phrase automaton would match it. */
  static boolean holds(String outer, String inner) {
    if (outer.length() <= inner.length() || inner.isEmpty()) {
      return false;
    }
    boolean wordStart = FoldedChars.wordChar(inner.charAt(0));
    for (int at = outer.indexOf(inner); at >= 0; at = outer.indexOf(inner, at + 1)) {
      if (!wordStart || at == 0 || !FoldedChars.wordChar(outer.charAt(at - 1))) {
        return true;
      }
    }
    return false;
  }

  /** A phrase token classified by a rule of the reasoning (a phrase is never a catalogued code; layer hints skip phrases). */
  private static boolean rulePhrase(Clue c) {
    return c.key().startsWith(PHRASE) && !c.rule().startsWith(Clues.CATALOG) && c.code().isEmpty();
  }

  private static String phrase(Clue c) {
    return c.key().substring(PHRASE.length());
  }
}
