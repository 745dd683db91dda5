package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.PlatformMarkers;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Turns log lines into typed features. Built once from the case base (whose phrases and line
 * patterns it compiles), then shared: immutable and thread-safe. Each stream gets its own {@link
 * LineScanner}.
 */
public final class FeatureExtractor {
  /** Lines longer than this are cut before recognition (and the cut is reported). */
  public static final int MAX_LINE_CHARS = 16 * 1024;

  private final List<Recognizer> recognizers;

  public FeatureExtractor(Collection<String> phrases, Map<String, List<String>> linePatterns) {
    List<Recognizer> r = new ArrayList<>(Recognizers.standard());
    java.util.Set<String> all = new java.util.LinkedHashSet<>(phrases);
    all.addAll(PlatformMarkers.GPU);
    all.addAll(PlatformMarkers.ASCEND);
    java.util.Set<String> markers = new java.util.HashSet<>(PlatformMarkers.GPU);
    markers.addAll(PlatformMarkers.ASCEND);
    r.add(new PhraseRecognizer(all, markers));
    if (!linePatterns.isEmpty()) {
      r.add(new LinePatternRecognizer(linePatterns));
    }
    this.recognizers = List.copyOf(r);
  }

  /** The extractor for a case base's phrases and patterns. */
  public static FeatureExtractor forCaseBase(CaseBase base) {
    return new FeatureExtractor(base.phrases(), base.linePatterns());
  }

  /** A scanner for one stream (file, pasted text, live stream). */
  public LineScanner newScanner(String source) {
    return new LineScanner(source, recognizers);
  }

  /** Extracts the features of a whole text (split into lines), as the engine does for pasted text. */
  public FeatureCollector extractText(String text) {
    FeatureCollector f = new FeatureCollector();
    LineScanner sc = newScanner("<example>");
    long n = 0;
    for (String line : text.split("\\R", -1)) {
      n++;
      f.beginLine("<example>", n, line);
      sc.scan(line, n, f);
    }
    f.finish();
    return f;
  }
}
