package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;
import io.github.ascendtriage.internal.extract.scan.QuietGate;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;

/** Whether a text holds a recogniser's trigger, as the line gate compares them (tests of triggers). */
public final class TriggerFolding {
  private TriggerFolding() {}

  /** True when {@code text[from, to)} holds one of {@code triggers}, compared folded as the gate does. */
  public static boolean holds(String text, int from, int to, List<String> triggers) {
    String hay = QuietGate.fold(text.substring(from, to));
    char before = from > 0 ? PhraseNormalizer.fold(text.charAt(from - 1)) : ' ';
    for (String t : triggers) {
      boolean word = t.startsWith(Recognizer.WORD_START);
      String lit = QuietGate.fold(word ? t.substring(Recognizer.WORD_START.length()) : t);
      for (int at = hay.indexOf(lit); at >= 0; at = hay.indexOf(lit, at + 1)) {
        char prev = at > 0 ? hay.charAt(at - 1) : before;
        if (!word || !Character.isLetterOrDigit(prev) || prev > 127) {
          return true;
        }
      }
    }
    return false;
  }
}
