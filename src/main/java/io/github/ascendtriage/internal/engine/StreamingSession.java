package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.LineScanner;
import io.github.ascendtriage.internal.match.LayerHints;
import io.github.ascendtriage.internal.output.Redactor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A live stream. Each line is scanned into a window; the window is ranked with the very ranking
 * {@link #diagnosis()} uses (same ranker, calibration, threshold, top K and guards), and a line is
 * tagged with the best claimed case whose matched tokens it carries. So a line's tag is always a
 * case the session's diagnosis claims at that moment. The ranking is recomputed only when the set
 * of tokens in the window changed. Memory is bounded by the window. Not thread-safe.
 */
final class StreamingSession implements StreamSession {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(StreamingSession.class);
  /** Lines of history a signature may span. */
  static final int WINDOW = 10_000;

  private final Knowledge knowledge;
  private final Assembler assembler;
  private final LineScanner scanner;
  private final FeatureCollector window = new FeatureCollector();
  private final List<TriageWarning> warnings = new ArrayList<>();
  private List<Assembler.Claim> claimed = List.of();
  private long rankedGeneration = -1;
  private long lines;
  private boolean closed;

  StreamingSession(Knowledge knowledge, FeatureExtractor extractor, Assembler assembler) {
    this.knowledge = knowledge;
    this.assembler = assembler;
    this.scanner = extractor.newScanner("-");
  }

  @Override
  public TaggedLine accept(String line) {
    TaggedLine t = tag(line);
    return assembler.redacts() ? Redactor.redact(t) : t;
  }

  private TaggedLine tag(String line) {
    Objects.requireNonNull(line, "line");
    if (closed) {
      throw new IllegalStateException("the stream session is closed");
    }
    long no = ++lines;
    try {
      InputReader.scanLine(scanner, window, "-", line, no);
      List<String> toks = window.currentLineTokens();
      if ((no & 1023) == 0 && no > WINDOW) {
        window.forgetOlderThan(no - WINDOW);
      }
      if (toks.isEmpty()) {
        return new TaggedLine(no, line, Optional.empty(), Layer.UNKNOWN, Optional.empty());
      }
      if (window.tokenGeneration() != rankedGeneration) {
        claimed = assembler.claims(window.snapshot()).claimed();
        rankedGeneration = window.tokenGeneration();
      }
      for (Assembler.Claim c : claimed) {
        for (SignatureToken t : c.score().matched()) {
          if (toks.contains(t.key())) {
            return new TaggedLine(no, line, Optional.of(c.definition().id()), c.definition().layer(), Optional.empty());
          }
        }
      }
      return new TaggedLine(no, line, Optional.empty(), LayerHints.lowest(knowledge, toks), Optional.empty());
    } catch (RuntimeException | StackOverflowError e) {
      // the line is still passed on, marked unprocessed: one bad line must not end a live stream
      String why = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
      if (warnings.size() < 100) {
        warnings.add(new TriageWarning("-", no, "line not processed: " + why));
      }
      // a failure here is a bug of ours, not bad input: keep the stack trace for whoever embeds us
      LOG.warn("stream line {} not processed", no, e);
      return new TaggedLine(no, line, Optional.empty(), Layer.UNKNOWN, Optional.of(why));
    }
  }

  @Override
  public Diagnosis diagnosis() {
    return assembler.assemble(new Reading(window.snapshot(), warnings, Map.of(), 1, lines));
  }

  @Override
  public long linesAccepted() {
    return lines;
  }

  @Override
  public void close() {
    closed = true;
  }
}
