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
