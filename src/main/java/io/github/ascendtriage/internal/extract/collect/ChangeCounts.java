package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.FeatureType;
import java.util.function.BiPredicate;

/**
 * What a collector counts so that a live stream can tell whether looking again may give another
 * answer: every report, the reports that moved only counts, the token keys that came or went (all,
 * and those a reader watches), and the bulk forgets and adds. Not thread-safe; owned by its
 * {@link FeatureCollector}, which documents each count.
 */
final class ChangeCounts {
  long reports;
  /** Reports that moved only counts: what {@link #changes()} leaves out. */
  long repeats;
  /** Forgets and adds: what {@link #changes()} adds. */
  private long bulk;
  long tokenGeneration;
  long watchedGeneration;
  /** The token kinds and keys {@link #watchedGeneration} counts; null: all of them. */
  BiPredicate<FeatureType, String> watched;
  /** The tokens whose new evidence lines (a code: its entries) {@link #watchedGeneration} counts; null: none. */
  private BiPredicate<FeatureType, String> watchedLines;
  /** The tokens whose counts {@link #watchedGeneration} counts; null: none. */
  private BiPredicate<FeatureType, String> watchedCounts;

  /** What {@link #watchedGeneration} counts of a token besides its coming and going: {@link #LINES}, {@link #COUNTS}. */
  static final byte LINES = 1;
  static final byte COUNTS = 2;

  /** Watches {@code keys}, {@code lines} and {@code counted} ({@link FeatureCollector#watch}); tells the tallies kept so far. */
  void watch(BiPredicate<FeatureType, String> keys, BiPredicate<FeatureType, String> lines,
      BiPredicate<FeatureType, String> counted, FeatureTallies tallies) {
    watched = keys;
    watchedLines = lines;
    watchedCounts = counted;
    tallies.watch(this);
  }

  /** What is watched of the token of {@code type} and {@code key} beyond its key: a set of {@link #LINES}, {@link #COUNTS}. */
  byte watchOf(FeatureType type, String key) {
    return (byte) ((watchedLines != null && watchedLines.test(type, key) ? LINES : 0)
        | (watchedCounts != null && watchedCounts.test(type, key) ? COUNTS : 0));
  }

  /** A known token was seen again: {@code lineAdded} when its evidence gained the line; {@code watch} its {@link #watchOf}. */
  void seenAgain(byte watch, boolean lineAdded) {
    if ((watch & COUNTS) != 0 || lineAdded && (watch & LINES) != 0) {
      watchedGeneration++;
    }
  }

  /** A catalogued code printed as {@code text} came or was forgotten: the records a printed code may be moved. */
  void codeMoved(String text) {
    if (watchedLines != null && watchedLines.test(FeatureType.CODE, io.github.ascendtriage.internal.casebase.SignatureToken.keyOf(FeatureType.CODE, text))) {
      watchedGeneration++;
    }
  }

  /** A token key came or went. */
  void tokenMoved(FeatureType type, String key) {
    tokenGeneration++;
    if (watched == null || watched.test(type, key)) {
      watchedGeneration++;
    }
  }

  /** A feature forgotten: its kind gives its place in the budget back, and a token key went. */
  void forgotten(FeatureTallies.Tally t, FeatureBudget budget) {
    budget.forget(t.first.type());
    if (!t.first.type().isValue()) {
      tokenMoved(t.first.type(), io.github.ascendtriage.internal.casebase.SignatureToken.keyOf(t.first.type(), t.first.value()));
    }
  }

  /** A forget of old features. */
  void forgot() {
    bulk++;
  }

  /** An add of another part's set that brought {@code taken} new token keys. */
  void added(long taken) {
    bulk++;
    tokenGeneration += taken;
    watchedGeneration += taken;
  }

  long changes() {
    return reports - repeats + bulk;
  }
}
