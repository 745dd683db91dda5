package io.github.ascendtriage.internal.casebase;

/**
 * Folds text for phrase matching: lowercase ASCII, full-width ASCII to half-width, runs of white
 * space to one space. Applied to case phrases and to every scanned line, so both sides agree.
 */
public final class PhraseNormalizer {
  private PhraseNormalizer() {}

  /** The folded form of {@code s}. */
  public static String normalize(CharSequence s) {
    StringBuilder b = new StringBuilder(s.length());
    boolean space = false;
    for (int i = 0; i < s.length(); i++) {
      char c = fold(s.charAt(i));
      if (c == ' ') {
        if (!space && b.length() > 0) {
          b.append(' ');
        }
        space = true;
      } else {
        b.append(c);
        space = false;
      }
    }
    int n = b.length();
    if (n > 0 && b.charAt(n - 1) == ' ') {
      b.setLength(n - 1);
    }
    return b.toString();
  }

  /** Folds one character (see the class comment); white space becomes ' '. */
  public static char fold(char c) {
    if (c >= 'A' && c <= 'Z') {
      return (char) (c + 32);
    }
    if (c < 128) {
      return (c == '\t' || c == '\r' || c == '\n' || c == '\f') ? ' ' : c;
    }
    if (c >= '\uFF01' && c <= '\uFF5E') { // full-width ASCII
      char h = (char) (c - 0xFEE0);
      return (h >= 'A' && h <= 'Z') ? (char) (h + 32) : h;
    }
    if (c == '\u3000' || Character.isWhitespace(c) || c == '\u00A0') {
      return ' ';
    }
    return c;
  }
}
