package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Port numbers in the forms HCCL, Gloo and the launchers print them. */
public final class PortRecognizer implements Recognizer {
  static final Pattern PORT =
      Pattern.compile("(?i)\\b(?:port\\[|port |port:|port=|master_port[= ])\\s?(\\d{2,5})\\b|\\[(?:\\d{1,3}\\.){3}\\d{1,3} ?: ?(\\d{4,5})\\]");

  @Override
  public boolean mayMatch(String body) {
    return (body.contains("port") || body.contains("Port") || body.contains("PORT") || body.contains(" : "))
        && (portWord(body) || ipPort(body));
  }

  /**
   * True when {@code "port"} in any ASCII case is followed by {@code [}, a space, {@code :} or
   * {@code =}: needed by the first form ({@code master_port=} included), so the many lines that
   * only say "transport" or "reported" skip the regex.
   */
  static boolean portWord(String s) {
    // only at a 'p' or 'P' (the chars c with c | 0x20 == 'p'), found by indexOf: a gated quiet
    // line with "transport" or "reported" in it is not read char by char
    int n = s.length();
    int lower = s.indexOf('p');
    int upper = s.indexOf('P');
    while (lower >= 0 || upper >= 0) {
      int i = lower < 0 ? upper : upper < 0 ? lower : Math.min(lower, upper);
      if (i + 4 >= n) {
        return false;
      }
      if ((s.charAt(i + 1) | 0x20) == 'o' && (s.charAt(i + 2) | 0x20) == 'r' && (s.charAt(i + 3) | 0x20) == 't') {
        char c = s.charAt(i + 4);
        if (c == '[' || c == ' ' || c == ':' || c == '=') {
          return true;
        }
      }
      if (i == lower) {
        lower = s.indexOf('p', i + 1);
      } else {
        upper = s.indexOf('P', i + 1);
      }
    }
    return false;
  }

  /** True when a {@code :} has an ASCII digit on each side, at most one space between: needed by the second form. */
  static boolean ipPort(String s) {
    for (int j = s.indexOf(':'); j >= 0; j = s.indexOf(':', j + 1)) {
      int l = j - 1;
      if (l >= 0 && s.charAt(l) == ' ') {
        l--;
      }
      int r = j + 1;
      if (r < s.length() && s.charAt(r) == ' ') {
        r++;
      }
      if (l >= 0 && r < s.length() && digit(s.charAt(l)) && digit(s.charAt(r))) {
        return true;
      }
    }
    return false;
  }

  private static boolean digit(char c) {
    return c >= '0' && c <= '9';
  }

  /**
   * On every line: what {@link #PORT} needs, folded. Its first form needs the word port and the
   * char after it; its second an address whose last digit is followed by a colon, at most one
   * space between (a digit and the colon, as ten and ten literals). Not "port" alone, which every
   * "transport", "support" and "report" holds (and the word forms only at a word start, as the
   * pattern's {@code \b} wants; {@code master_port=} has an underscore there), nor " : ", which starts the message of every HCCP
   * line ({@code tid:2988,rs_ssl_init(1529) : ...}): those lines are read by the gate alone.
   */
  @Override
  public java.util.List<String> literals() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = triggerLiterals();

  private static java.util.List<String> triggerLiterals() {
    // the first form's \b: "port" after a letter or digit (transport[, kernelTransport:) is no match
    java.util.List<String> t = new java.util.ArrayList<>();
    for (String p : java.util.List.of("port[", "port ", "port:", "port=")) {
      t.add(WORD_START + p);
    }
    for (char d = '0'; d <= '9'; d++) {
      t.add(d + ":");
      t.add(d + " :");
    }
    return java.util.List.copyOf(t);
  }

  /**
   * The matches {@code find} would give, tried only where one can begin: at "port" or
   * "master_port" (any ASCII case) and at a {@code [} before a digit. The pattern's alternation
   * has no literal prefix for the regex engine to skip to, so find tried it at every char of the
   * line; each match is looked for where find would find it, and the search goes on after it.
   */
  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    int n = b.length();
    Matcher m = null;
    for (int i = 0; i < n; i++) {
      if (!mayStart(b, i, n)) {
        continue;
      }
      if (m == null) {
        m = PORT.matcher(b).useTransparentBounds(true).useAnchoringBounds(false);
      }
      m.region(i, n);
      if (!m.lookingAt()) {
        continue;
      }
      String p = m.group(1) != null ? m.group(1) : m.group(2);
      int v = Integer.parseInt(p);
      if (v > 0 && v < 65536) {
        sink.feature(FeatureType.PORT, Integer.toString(v));
      }
      i = m.end() - 1;
    }
  }

  /** True when {@link #PORT} may match from {@code b[i]} on (its first char and what follows). */
  private static boolean mayStart(String b, int i, int n) {
    char c = b.charAt(i);
    if (c == '[') {
      return i + 1 < n && digit(b.charAt(i + 1));
    }
    int lower = c | 0x20;
    return lower == 'p' && b.regionMatches(true, i, "port", 0, 4)
        || lower == 'm' && b.regionMatches(true, i, "master_port", 0, 11);
  }
}
