package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CANN error codes ({@code EI0006}, {@code EJ0003}, {@code EE9999}) in all three message-block
 * generations and bare in text, and the block header's time stamp. Six characters: level letter,
 * module character, four digits; the glog prefix {@code [E1206 ...]} (five characters) is not a
 * code.
 */
public final class CannCodeRecognizer implements Recognizer {
  private static final Pattern CODE = Pattern.compile("(?<![A-Za-z0-9_])([EW][0-9A-Z]\\d{4})(?![0-9A-Za-z_])");
  /** The regex run from each code shape only. */
  static final AnchoredFind CODES = new AnchoredFind(CODE, 0, CannCodeRecognizer::codeStart);
  // block header time: 2026-01-12-08:15:33.120.981
  private static final Pattern BLOCK_TIME =
      Pattern.compile("\\[PID: ?\\d{1,10}\\] (\\d{4}-\\d{2}-\\d{2})-(\\d{2}:\\d{2}:\\d{2})\\.(\\d{3})\\.(\\d{3})");
  private static final Pattern OLD_HEADER_TIME =
      Pattern.compile("^[EW][0-9A-Z]\\d{4}: (\\d{4}-\\d{2}-\\d{2})-(\\d{2}:\\d{2}:\\d{2})\\.(\\d{3})\\.(\\d{3})");

  private final Knowledge knowledge;

  public CannCodeRecognizer(Knowledge knowledge) {
    this.knowledge = knowledge;
  }

  @Override
  public boolean mayMatch(String body) {
    return codeStart(body, 0) >= 0;
  }

  /**
   * Where the next code's shape starts at or after {@code from}, or -1: a char loop instead of the
   * regex, E or W, an upper-case letter or digit, four digits (every match of the regex starts so).
   */
  static int codeStart(String body, int from) {
    int n = body.length() - 5;
    for (int i = from; i < n; i++) {
      char c = body.charAt(i);
      if ((c == 'E' || c == 'W') && isDigit(body.charAt(i + 5)) && isDigit(body.charAt(i + 2))
          && isDigit(body.charAt(i + 3)) && isDigit(body.charAt(i + 4))) {
        char m = body.charAt(i + 1);
        if ((m >= 'A' && m <= 'Z') || isDigit(m)) {
          return i;
        }
      }
    }
    return -1;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /**
   * A code starts with E or W, a module char and a digit: those three chars are the literals (the
   * 720 the pattern allows; compared folded, so a lower-case run triggers too).
   */
  @Override
  public java.util.List<String> loudOnlyTriggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = codeStarts();

  private static java.util.List<String> codeStarts() {
    java.util.List<String> out = new java.util.ArrayList<>();
    String modules = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (char d = '0'; d <= '9'; d++) {
      for (int i = 0; i < modules.length(); i++) {
        char m = modules.charAt(i);
        out.add("E" + m + d);
        out.add("W" + m + d);
      }
    }
    return java.util.List.copyOf(out);
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    Matcher m = CODES.matcher(b);
    boolean any = false;
    for (int from = 0; CODES.next(m, b, from); from = m.end()) {
      String code = m.group(1);
      if (code.charAt(0) == 'W' && !Character.isLetter(code.charAt(1))) {
        continue; // W plus digits is rarely a CANN warning code and often a word or id
      }
      any = true;
      sink.feature(FeatureType.CODE, code);
      kindOf(code).ifPresent(sink::event);
    }
    if (any && b.indexOf('-') > 0) {
      Matcher t = b.contains("[PID:") ? BLOCK_TIME.matcher(b) : OLD_HEADER_TIME.matcher(b);
      if (t.find()) {
        sink.feature(FeatureType.TIMESTAMP, t.group(1) + "T" + t.group(2) + "." + t.group(3) + t.group(4));
      }
    }
  }

  /**
   * What a code says about the rank that printed it: a waiting symptom is a cascade, a wrapper says
   * nothing of its own, any other error code is a fault. {@code W} codes are warnings, no event.
   */
  Optional<EventKind> kindOf(String code) {
    if (code.charAt(0) != 'E') {
      return Optional.empty();
    }
    Optional<Knowledge.Role> role = knowledge.symptom(FeatureType.CODE, code);
    if (role.isEmpty()) {
      return Optional.of(EventKind.FAULT);
    }
    return role.get() == Knowledge.Role.WAITING ? Optional.of(EventKind.CASCADE) : Optional.empty();
  }
}
