package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The sources a stream session follows, by name (the order a tree's files are added in): each
 * made on its first line, the one seen least recently dropped past {@link StreamingSession#MAX_SOURCES}
 * (with a warning). Not thread-safe.
 */
final class StreamSources {
  private final Map<String, StreamSource> sources = new TreeMap<>();
  private final FeatureExtractor extractor;
  private final Assembler assembler;
  private LineSource lastAsked; // the source asked for last (by identity), and its StreamSource
  private StreamSource lastFound;

  StreamSources(FeatureExtractor extractor, Assembler assembler) {
    this.extractor = extractor;
    this.assembler = assembler;
  }

  /** The sources by name (read as it changes). */
  Map<String, StreamSource> map() {
    return sources;
  }

  /**
   * The source of {@code s}, made when new: then {@code made} runs (a source came) and {@code warn}
   * takes the warning of one dropped to make room.
   */
  StreamSource get(LineSource s, Runnable made, Consumer<TriageWarning> warn) {
    if (s == lastAsked) { // a caller passes the same source line after line
      return lastFound;
    }
    StreamSource src = sources.get(s.key());
    if (src == null) {
      if (sources.size() >= StreamingSession.MAX_SOURCES) {
        StreamSource old = sources.values().stream().min((a, b) -> Long.compare(a.lastSeen, b.lastSeen)).orElseThrow();
        sources.remove(old.name);
        lastAsked = null;
        warn.accept(new TriageWarning(old.name, old.lines, "source dropped: more than " + StreamingSession.MAX_SOURCES + " sources at once"));
      }
      src = new StreamSource(s, extractor, assembler);
      RankedTokens r = assembler.rankedTokens; // the kinds the ranking reads by presence: presenceMoved
      src.collector.watch(r::ranksKey, r::ranksLines, r::ranksCount);
      sources.put(src.name, src);
      made.run();
    }
    lastAsked = s;
    lastFound = src;
    return src;
  }
}
