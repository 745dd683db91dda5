package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import io.github.ascendtriage.internal.extract.LineScanner;
import io.github.ascendtriage.internal.match.Score;
import io.github.ascendtriage.internal.match.ScoringModel;
import io.github.ascendtriage.internal.output.Redactor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A live stream: each line is scanned, and when it completes (or strengthens) a case's signature
 * within the window it is tagged with that case. Memory is bounded by the window. Not thread-safe.
 */
final class StreamingSession implements StreamSession {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(StreamingSession.class);
  /** Lines of history a signature may span. */
  static final int WINDOW = 10_000;

  private final TriageEngine engine;
  private final LineScanner scanner;
  private final FeatureCollector window = new FeatureCollector();
  private final Map<String, List<CaseDefinition>> casesByToken;
  private final List<TriageWarning> warnings = new ArrayList<>();
  private long lines;
  private boolean closed;

  /**
   * Test hook: called with each line before it is scanned, so a test can make one line's
   * processing fail and check that the session tags it and carries on. Null in production.
   */
  static volatile java.util.function.Consumer<String> beforeLine;

  StreamingSession(TriageEngine engine) {
    this.engine = engine;
    this.scanner = engine.extractor().newScanner("-");
    this.casesByToken = index(engine);
  }

  private static Map<String, List<CaseDefinition>> index(TriageEngine engine) {
    Map<String, List<CaseDefinition>> m = new HashMap<>();
    for (CaseDefinition c : engine.caseBase().cases()) {
      for (List<SignatureToken> g : c.required()) {
        for (SignatureToken t : g) {
          List<CaseDefinition> l = m.computeIfAbsent(t.key(), k -> new ArrayList<>());
          if (!l.contains(c)) {
            l.add(c);
          }
        }
      }
    }
    return m;
  }

  @Override
  public TaggedLine accept(String line) {
    TaggedLine t = tag(line);
    return engine.redacts() ? Redactor.redact(t) : t;
  }

  private TaggedLine tag(String line) {
    Objects.requireNonNull(line, "line");
    if (closed) {
      throw new IllegalStateException("the stream session is closed");
    }
    long no = ++lines;
    try {
      java.util.function.Consumer<String> hook = beforeLine;
      if (hook != null) {
        hook.accept(line);
      }
      engine.scanLine(scanner, window, "-", line, no);
      List<String> toks = window.currentLineTokens();
      if ((no & 1023) == 0 && no > WINDOW) {
        window.forgetOlderThan(no - WINDOW);
      }
      if (toks.isEmpty()) {
        return new TaggedLine(no, line, Optional.empty(), Layer.UNKNOWN, Optional.empty());
      }
      Score best = null;
      for (String t : toks) {
        for (CaseDefinition c : casesByToken.getOrDefault(t, List.of())) {
          Score s = ScoringModel.score(c, window);
          if (s != null && s.excludedBy().isEmpty() && (best == null || s.raw() > best.raw())) {
            best = s;
          }
        }
      }
      if (best != null) {
        return new TaggedLine(no, line, Optional.of(best.definition().id()), best.definition().layer(), Optional.empty());
      }
      return new TaggedLine(no, line, Optional.empty(), engine.layerOfLine(toks), Optional.empty());
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
    window.finish();
    return engine.assemble(window, warnings, Map.of(), 1, lines);
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
