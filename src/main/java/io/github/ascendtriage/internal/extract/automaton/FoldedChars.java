package io.github.ascendtriage.internal.extract.automaton;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;

/**
 * The char rules of folded matching that the automaton applies while it scans: {@link
 * PhraseNormalizer#fold} with ASCII as a table (it runs on every char of a scan), what counts as a
 * word char, and the whole-word start check of a match. Stateless.
 */
public final class FoldedChars {
  private FoldedChars() {}

  private static final char[] ASCII_FOLD = new char[128];

  static {
    for (char c = 0; c < 128; c++) {
      ASCII_FOLD[c] = PhraseNormalizer.fold(c);
    }
  }

  /** {@link PhraseNormalizer#fold} of one char. */
  public static char fold(char c) {
    return c < 128 ? ASCII_FOLD[c] : PhraseNormalizer.fold(c);
  }

  /** An ASCII letter or digit: the chars a word-start pattern must not follow. */
  public static boolean wordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
  }

  /**
   * Whole-word start check: walks back over the (folded, with {@code fold}) text from {@code end},
   * the raw index of a match's last char, by {@code len} folded chars and looks at the char before,
   * not below {@code from}. Runs only on a match, which is rare, and reads the scan's array.
   */
  static boolean startOk(char[] text, int from, int end, boolean fold, int len) {
    int counted = 0;
    boolean space = false;
    char prev = 0;
    boolean found = false;
    for (int i = end; i >= from; i--) {
      char c = text[i];
      if (fold) {
        c = fold(c);
        if (c == ' ') {
          if (space) {
            continue;
          }
          space = true;
        } else {
          space = false;
        }
      }
      if (counted == len) {
        prev = c;
        found = true;
        break;
      }
      counted++;
    }
    return !found || !wordChar(prev);
  }

  /**
   * As {@link #startOk(char[], int, int, boolean, int)}, folded, on ASCII bytes (the byte walk of
   * {@link AhoCorasick#walk}): the twin on the other array type, for the same rare case.
   */
  static boolean startOk(byte[] text, int from, int end, int len) {
    int counted = 0;
    boolean space = false;
    for (int i = end; i >= from; i--) {
      char c = fold((char) text[i]);
      if (c == ' ' && space) {
        continue;
      }
      space = c == ' ';
      if (counted == len) {
        return !wordChar(c);
      }
      counted++;
    }
    return true;
  }
}
