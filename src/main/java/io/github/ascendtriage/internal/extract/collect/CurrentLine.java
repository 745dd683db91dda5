package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The line a collector is reading: where it is, its evidence (made once, when a report first
 * needs it, its text cut at {@link #MAX_TEXT}), and the token keys and codes found
 * on it. Not thread-safe; owned by its {@link FeatureCollector}.
 */
final class CurrentLine {
  /** The longest line text kept as evidence; longer text is cut and marked. */
  static final int MAX_TEXT = 500;

  /** The most codes of one line kept for {@link #codes()}. */
  private static final int MAX_CODES = 8;

  private final List<String> keys = new ArrayList<>();
  private final List<String> codes = new ArrayList<>(2);
  private String source = "";
  private long number;
  private String text = "";
  private Evidence evidence;

  void begin(String source, long number, String text) {
    this.source = source;
    this.number = number;
    this.text = text;
    this.evidence = null;
    keys.clear();
    codes.clear();
  }

  String source() {
    return source;
  }

  long number() {
    return number;
  }

  Evidence evidence() {
    if (evidence == null) {
      String t = text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) + " ..." : text;
      evidence = new Evidence(source, number, t);
    }
    return evidence;
  }

  /** Runs {@code report} as if it were read on line {@code atLine}, whose text is {@code atText}. */
  void at(long atLine, String atText, Runnable report) {
    long n = number;
    String t = text;
    Evidence e = evidence;
    number = atLine;
    text = atText;
    evidence = null;
    try {
      report.run();
    } finally {
      number = n;
      text = t;
      evidence = e;
    }
  }

  void key(String key) {
    if (!keys.contains(key)) {
      keys.add(key);
    }
  }

  void code(String code) {
    if (codes.size() < MAX_CODES) {
      codes.add(code);
    }
  }

  /** The token keys found on the line, in order. */
  List<String> keys() {
    return Collections.unmodifiableList(keys);
  }

  /** The codes found on the line, in order. */
  List<String> codes() {
    return Collections.unmodifiableList(codes);
  }
}
