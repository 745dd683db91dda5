package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.codes.ErrnoTable;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The errno of a failed system or library call, as an {@code errno} token holding its symbolic
 * name ({@code errno:ENOMEM}), in the forms calls print it: a negative return ({@code ret(-12)},
 * {@code ret = -110}, {@code ret=-12}, {@code return[-12]}), the errno itself ({@code errno: 98},
 * {@code errno=111}, {@code (errno 113)}, Python's {@code [Errno 111]}) and the C library's text
 * followed by its number ({@code Connection refused (111)}). Only the numbers of {@link ErrnoTable}
 * count, and a return of {@code -1} is C's generic failure, not EPERM: a positive return is a status of its own library (HcclResult, HCCP codes), and a number
 * with none of these words before it (a port, a pid, a tensor's {@code -12}) is no errno.
 */
public final class ErrnoRecognizer implements Recognizer {
  private static final Pattern RETURN =
      Pattern.compile("(?<![A-Za-z_])(?:ret|return|rc)\\s{0,2}(?:[=:(\\[]|is)\\s{0,2}-(\\d{1,3})(?![\\d.])");
  private static final Pattern ERRNO =
      Pattern.compile("(?<![A-Za-z_])[Ee]rrno\\s{0,2}(?:[=:(\\[]|is)?\\s{0,2}-?(\\d{1,3})(?![\\dxX.])");
  private static final List<String> LITERALS = List.of("ret", "rc", "errno", "(");
  /** A return opens with ret or rc; an errno's word has rrno after its first letter. */
  static final AnchoredFind RETURN_FIND = AnchoredFind.literals(RETURN, 0, List.of("ret", "rc"));
  static final AnchoredFind ERRNO_FIND = AnchoredFind.literals(ERRNO, 1, List.of("rrno"));

  private final ErrnoTable table;
  /** The C library's text and its number: the text ends at most one space before a ( and a digit. */
  final AnchoredFind text;

  public ErrnoRecognizer(ErrnoTable table) {
    this.table = table;
    List<String> texts = new ArrayList<>();
    int longest = 0;
    for (ErrnoTable.Errno e : table.all()) {
      texts.add(Pattern.quote(e.text()));
      longest = Math.max(longest, e.text().length());
    }
    Pattern p = Pattern.compile("(?i)(?<![A-Za-z])(" + String.join("|", texts) + ")\\s?\\((\\d{1,3})\\)");
    String[][] byFirst = textsByFirstChar(table);
    this.text = new AnchoredFind(p, longest + 1, ErrnoRecognizer::parenDigit,
        byFirst == null ? null : (s, i) -> textStart(byFirst, s, i));
  }

  /**
   * The texts, lower-cased, by their first char; null when a text is not all ASCII (the pattern's
   * {@code (?i)} folds ASCII letters only, which {@link #textStart} copies).
   */
  private static String[][] textsByFirstChar(ErrnoTable table) {
    List<List<String>> by = new ArrayList<>();
    for (int c = 0; c < 128; c++) {
      by.add(new ArrayList<>());
    }
    for (ErrnoTable.Errno e : table.all()) {
      if (!e.text().chars().allMatch(c -> c < 128)) {
        return null;
      }
      String t = e.text().toLowerCase(Locale.ROOT);
      by.get(t.charAt(0)).add(t);
    }
    String[][] out = new String[128][];
    for (int c = 0; c < 128; c++) {
      out[c] = by.get(c).toArray(String[]::new);
    }
    return out;
  }

  /**
   * True when a match of the text pattern may start at {@code i}: one of the texts, ASCII case
   * ignored as the pattern's {@code (?i)} ignores it, starts there, with a ( and a digit right
   * after it or one char later. Every match passes it; the regex decides the rest.
   */
  static boolean textStart(String[][] byFirst, String s, int i) {
    char c = s.charAt(i);
    char lower = c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    if (lower >= 128) {
      return false;
    }
    for (String t : byFirst[lower]) {
      int end = i + t.length();
      if (end < s.length() && foldedAt(t, s, i) && (parenDigitAt(s, end) || parenDigitAt(s, end + 1))) {
        return true;
      }
    }
    return false;
  }

  /** {@code t} (ASCII, lower case) at {@code s[i, ...)}, ASCII case ignored. */
  private static boolean foldedAt(String t, String s, int i) {
    for (int k = 1; k < t.length(); k++) {
      char b = s.charAt(i + k);
      if (t.charAt(k) != (b >= 'A' && b <= 'Z' ? (char) (b + 32) : b)) {
        return false;
      }
    }
    return true;
  }

  private static boolean parenDigitAt(String s, int i) {
    return i + 1 < s.length() && s.charAt(i) == '(' && s.charAt(i + 1) >= '0' && s.charAt(i + 1) <= '9';
  }

  @Override
  public boolean mayMatch(String body) {
    return body.indexOf('-') >= 0 || body.contains("rrno") || body.indexOf('(') >= 0;
  }

  /** A failed call's errno is a fault's context: plog software does not print it on quiet lines. */
  @Override
  public List<String> loudOnlyTriggers() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String body = ctx.body();
    Matcher r = RETURN_FIND.matcher(body);
    for (int from = 0; RETURN_FIND.next(r, body, from); from = r.end()) {
      if (!r.group(1).equals("1")) { // -1 is C's "failed, see errno", not EPERM
        number(r.group(1)).ifPresent(e -> sink.feature(FeatureType.ERRNO, e.name()));
      }
    }
    Matcher n = ERRNO_FIND.matcher(body);
    for (int from = 0; ERRNO_FIND.next(n, body, from); from = n.end()) {
      number(n.group(1)).ifPresent(e -> sink.feature(FeatureType.ERRNO, e.name()));
    }
    Matcher m = text.matcher(body);
    for (int from = 0; text.next(m, body, from); from = m.end()) {
      Optional<ErrnoTable.Errno> e = number(m.group(2));
      if (e.isPresent() && e.get().text().toLowerCase(Locale.ROOT).equals(m.group(1).toLowerCase(Locale.ROOT))) {
        sink.feature(FeatureType.ERRNO, e.get().name()); // the text must be the number's own
      }
    }
  }

  /** Where the next ( followed by a digit lies in {@code s} at or after {@code from}, or -1. */
  static int parenDigit(String s, int from) {
    for (int i = s.indexOf('(', from); i >= 0 && i < s.length() - 1; i = s.indexOf('(', i + 1)) {
      char c = s.charAt(i + 1);
      if (c >= '0' && c <= '9') {
        return i;
      }
    }
    return -1;
  }

  private Optional<ErrnoTable.Errno> number(String digits) {
    return table.byNumber(Integer.parseInt(digits));
  }
}
