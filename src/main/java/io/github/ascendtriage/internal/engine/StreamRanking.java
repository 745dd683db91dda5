package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.collect.FeatureBudget;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.Map;

/**
 * The ranking a stream session keeps of its sources' tokens ({@link Assembler#claims} of their
 * merge): the last one made, unless a token it reads came or went since. A token no case, no
 * platform marker reads cannot complete or break a group: while no claim asked the layer reasoning,
 * the ranking is the same as at the last one. A ranking is only ever skipped where the token
 * generation alone would have ranked again. Not thread-safe.
 */
final class StreamRanking {
  private final Assembler assembler;
  private final Map<String, StreamSource> sources;
  private Assembler.Ranking ranking;
  /** Counts up when any token came or went (a source's, or a new source). */
  long generation;
  private long rankedGeneration = -1;
  /** Counts up when a token the ranking reads ({@link Assembler#ranks}) came or went, or a source. */
  long rankGeneration;
  private long rankedRankGeneration = -1;
  /**
   * The last ranking asked the layer reasoning (which reads every token), or was of a merge that
   * may have reached its caps: any token then ranks again.
   */
  private boolean loose;
  /**
   * A token the ranking reads came or went outside a tagged line's scan (a quiet line's forget, a
   * failed line): the next ranking the token generation calls for is not skipped.
   */
  boolean pending;
  /** Rankings computed (for tests and benchmarks). */
  long ranked;
  /** Test switch: re-rank whenever any token came or went, as before the filter (for comparisons). */
  boolean everyToken;

  /** Ranks the merge of {@code sources} (the session's own map, read as it changes). */
  StreamRanking(Assembler assembler, Map<String, StreamSource> sources) {
    this.assembler = assembler;
    this.sources = sources;
  }

  /** The ranking of the sources' tokens now. */
  Assembler.Ranking now() {
    return stale() ? rank(merged()) : ranking;
  }

  /** The last ranking made; null before the first. */
  Assembler.Ranking last() {
    return ranking;
  }

  /** True when {@link #now} would rank again. */
  boolean stale() {
    return ranking == null || rankGeneration != rankedRankGeneration
        || generation != rankedGeneration && (pending || loose || everyToken || mergeMayCap());
  }

  /** Ranks {@code f}, the sources' features now, and keeps the ranking. */
  Assembler.Ranking rank(FeatureSet f) {
    ranking = assembler.claims(f);
    loose = ranking.reasoned() || mergeMayCap();
    pending = false;
    rankedGeneration = generation;
    rankedRankGeneration = rankGeneration;
    ranked++;
    return ranking;
  }

  /** A source came or went: every token of it. */
  void sourceMoved() {
    sourceMoves++;
    generation++;
    rankGeneration++;
  }

  /**
   * True when the sources' tokens together may pass a cap of the merge ({@link #merged()}), where
   * any token may then push out one the ranking reads.
   */
  boolean mergeMayCap() {
    if (sources.size() < 2) {
      return false;
    }
    long tokens = 0;
    long ports = 0;
    for (StreamSource s : sources.values()) {
      tokens += s.collector.keptTokens();
      ports += s.collector.kept(FeatureType.PORT);
    }
    return tokens >= FeatureBudget.MAX_TOKENS || ports >= FeatureBudget.MAX_VALUES;
  }

  /**
   * The root cause of the sources now, as an assembly of {@link #merged()} would find it: from
   * their events and facts alone ({@link FeatureCollector#rootInputs()}), merged in the same order
   * and under the same caps, without copying their features.
   */
  java.util.Optional<io.github.ascendtriage.RootCause> rootCause() {
    return rootFinding().map(io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer.Finding::rootCause);
  }

  /** The root cause and the root process's files, as {@link #rootCause()} finds them. */
  private java.util.Optional<io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer.Finding> rootFinding() {
    FeatureSet f;
    if (lastMerged != null && java.util.Arrays.equals(stamp(), mergedAt)) {
      f = lastMerged; // made at this very state: its events and facts are these
    } else if (sources.size() == 1) {
      f = sources.values().iterator().next().collector.rootInputs();
    } else {
      FeatureCollector all = new FeatureCollector();
      for (StreamSource s : sources.values()) {
        all.add(s.collector.rootInputs());
      }
      f = all.finish();
    }
    return io.github.ascendtriage.internal.rootcause.RootCauseAnalyzer.find(f, metas(), graphs);
  }

  private Map<String, io.github.ascendtriage.internal.input.SourceMeta> metas() {
    Map<String, io.github.ascendtriage.internal.input.SourceMeta> metas = new java.util.LinkedHashMap<>();
    sources.values().forEach(s -> metas.put(s.name, s.meta));
    return metas;
  }

  /**
   * The layer an assembly of the sources now answers with the last ranking, which claims a case ({@link
   * Assembler#claimedLayer}): the merge, its root cause and the sources' places, as {@code StreamingSession}'s look
   * gives them to the assembly.
   */
  io.github.ascendtriage.Layer claimedLayer() {
    FeatureSet f = merged();
    return assembler.claimedLayer(f, ranking, rootFinding(), metas());
  }

  /**
   * The sources' feature sets added in name order, as the files of a tree are in path order. The
   * last one made is given again while no collector took a report or changed since (a line that
   * ranks and then looks merges once).
   */
  FeatureSet merged() {
    long[] stamp = stamp();
    if (lastMerged != null && java.util.Arrays.equals(stamp, mergedAt)) {
      return lastMerged;
    }
    FeatureSet f;
    if (sources.size() == 1) {
      f = sources.values().iterator().next().collector.snapshot();
    } else {
      FeatureCollector all = new FeatureCollector();
      for (StreamSource s : sources.values()) {
        all.add(s.collector.snapshot());
      }
      f = all.finish();
    }
    f = withHosts(f);
    lastMerged = f;
    mergedAt = stamp;
    return f;
  }

  /**
   * {@code f} told the host of each source whose name places it (a host folder), as a batch's {@link Reading}
   * tells its features: the rankings and the layer reasoning of the looks read facts that need two hosts
   * ({@code NodeRankStatedTwice}) from the merge, so it carries them as the diagnosis's reading does.
   */
  private FeatureSet withHosts(FeatureSet f) {
    Map<String, String> hosts = new java.util.LinkedHashMap<>();
    sources.values().forEach(s -> s.meta.host().ifPresent(h -> hosts.put(s.name, h)));
    return hosts.isEmpty() ? f : f.withHosts(hosts);
  }

  /** The wait graph of the window, kept from one root-cause look to the next (issue 38). */
  final io.github.ascendtriage.internal.rootcause.WaitGraphCache graphs = new io.github.ascendtriage.internal.rootcause.WaitGraphCache();
  private FeatureSet lastMerged;
  private long[] mergedAt;
  /** Counts up when a source came or went. */
  private long sourceMoves;

  /**
   * Where the sources stand: the moves of the set of sources and the sums of their collectors'
   * reports and changes. Each count only grows while the set stays, so equal stamps mean that no
   * collector took a report, a forget or an add in between: a snapshot would be the same.
   */
  private long[] stamp() {
    long reports = 0;
    long changes = 0;
    for (StreamSource s : sources.values()) {
      reports += s.collector.reports();
      changes += s.collector.changes();
    }
    return new long[] {sourceMoves, reports, changes};
  }
}
