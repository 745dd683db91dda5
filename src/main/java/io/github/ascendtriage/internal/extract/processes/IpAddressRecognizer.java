package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;

/** IPv4 addresses: a value for remediation ({@code {remoteIp}}), never a matching token. */
public final class IpAddressRecognizer implements Recognizer {
  @Override
  public boolean mayMatch(String body) {
    // An address has three dots, each between ASCII digits; nearly every plog line has a dot (file
    // names, decimals), so checking for one dot let the regex run on almost every line.
    int dots = 0;
    for (int i = body.indexOf('.', 1); i > 0 && i < body.length() - 1; i = body.indexOf('.', i + 1)) {
      if (digit(body.charAt(i - 1)) && digit(body.charAt(i + 1)) && ++dots == 3) {
        return true;
      }
    }
    return false;
  }

  private static boolean digit(char c) {
    return c >= '0' && c <= '9';
  }

  /**
   * An address's second octet stands between two dots ({@code 10.20.30.40} holds {@code .20.}): the
   * 1,110 runs of a dot, one to three digits and a dot are the literals. A lone digit-dot-digit
   * (a version {@code 2.1}, a decimal {@code 0.25}) holds none, so such a line no longer wakes this
   * recogniser; {@link #dottedQuad} reports nothing without two dots around the second octet.
   */
  @Override
  public java.util.List<String> triggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = secondOctets();

  /**
   * The runs in order of width, then value ({@code .0.} to {@code .999.}, zero-padded to the width:
   * {@code .007.}). Written digit by digit: {@code String.format} at every start cost about 8% of the
   * main thread's Java time of a one-line diagnosis (docs/performance.md, run 2026-12-05-fixed12).
   */
  private static java.util.List<String> secondOctets() {
    java.util.List<String> out = new java.util.ArrayList<>(1110);
    char[] run = new char[5];
    for (int width = 1, count = 10; width <= 3; width++, count *= 10) {
      run[0] = '.';
      run[width + 1] = '.';
      for (int v = 0; v < count; v++) {
        for (int i = width, rest = v; i >= 1; i--, rest /= 10) {
          run[i] = (char) ('0' + rest % 10);
        }
        out.add(new String(run, 0, width + 2));
      }
    }
    return java.util.List.copyOf(out);
  }

  /** Faults and their context: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public java.util.List<String> quietLiterals() {
    return java.util.List.of();
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String level = ctx.level();
    if (level != null && !level.equals("ERROR") && !level.equals("WARNING") && !level.equals("WARN")
        && !level.equals("CRITICAL")) {
      return; // INFO/DEBUG/TRACE plog noise: its addresses are never the peer a fix needs
    }
    String body = ctx.body();
    IntUnaryOperator dots = ctx.triggersKnown() ? ctx::nextTriggerStart : i -> body.indexOf('.', i);
    addresses(body, dots, ip -> sink.feature(FeatureType.REMOTE_IP, ip));
  }

  /** {@link #addresses(String, IntUnaryOperator, Consumer)} trying every dot of {@code b}. */
  static void addresses(String b, Consumer<String> out) {
    addresses(b, i -> b.indexOf('.', i), out);
  }

  /**
   * Gives {@code out} each address of {@code b} in order, as a walk over every char would find
   * them: a quad starts where a run of digits starts (no digit or dot before it) and that run is
   * followed by a dot, so only the runs just before a dot are tried, and the dots are found by
   * {@code indexOf} (a quarter of a WARNING line with an address went to the walk, warn12). After
   * an address the search goes on past its end. {@code nextDot}: the first dot at or after an index
   * that may follow an address's first octet, -1 for none: every dot, or (a line the gate walked)
   * the starts of this recogniser's triggers, the runs {@code .N.} that hold every address's second
   * octet, so no search of the message at all (run 2026-12-05-trig15).
   */
  static void addresses(String b, IntUnaryOperator nextDot, Consumer<String> out) {
    int from = 0; // no quad may start before this
    for (int dot = nextDot.applyAsInt(1); dot > 0; dot = nextDot.applyAsInt(dot + 1)) {
      int i = dot;
      while (i > from && digit(b.charAt(i - 1))) {
        i--;
      }
      if (i == dot || (i > 0 && (digit(b.charAt(i - 1)) || b.charAt(i - 1) == '.'))) {
        continue; // no digit before the dot, or the run starts before from or right after a dot
      }
      int end = dottedQuad(b, i);
      if (end < 0) {
        continue;
      }
      String ip = b.substring(i, end);
      if (!ip.startsWith("0.") && !ip.equals("255.255.255.0") && !afterVersionLabel(b, i)) {
        out.accept(ip);
      }
      from = end + 1;
      dot = Math.max(dot, end);
    }
  }

  /**
   * True when the quad at {@code i} follows {@code npu-smi} or {@code Version:} (spaces between): a
   * four-part release number of the npu-smi header ({@code npu-smi 24.1.0.3   Version: 24.1.0.3},
   * log-formats 9.3), not an address.
   */
  static boolean afterVersionLabel(String b, int i) {
    int j = i;
    while (j > 0 && b.charAt(j - 1) == ' ') {
      j--;
    }
    String before = b.substring(Math.max(0, j - 8), j).toLowerCase(java.util.Locale.ROOT);
    return before.endsWith("npu-smi") || before.endsWith("version:") || before.endsWith("version");
  }

  /**
   * The end of an IPv4 address starting at {@code i} (four octets 0-255, each 1 to 3 digits), or
   * -1; like the regex it replaces, a quad followed by more dotted digits (a version number) is
   * no address. A hand-written scanner: this runs on every error line with dots, and the regex
   * was a fifth of a tree scan.
   */
  static int dottedQuad(String b, int i) {
    int n = b.length();
    int p = i;
    for (int octet = 0; octet < 4; octet++) {
      if (octet > 0) {
        if (p >= n || b.charAt(p) != '.') {
          return -1;
        }
        p++;
      }
      int start = p;
      int v = 0;
      while (p < n && p - start < 4 && digit(b.charAt(p))) {
        v = v * 10 + (b.charAt(p) - '0');
        p++;
      }
      int len = p - start;
      if (len == 0 || len > 3 || v > 255) {
        return -1;
      }
    }
    // not followed by further digits, nor by dots and digits
    int q = p;
    while (q < n && b.charAt(q) == '.') {
      q++;
    }
    if (q < n && digit(b.charAt(q))) {
      return -1;
    }
    return p;
  }
}
