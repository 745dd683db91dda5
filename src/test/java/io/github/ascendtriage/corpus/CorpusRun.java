package io.github.ascendtriage.corpus;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.engine.Engine;
import io.github.ascendtriage.internal.engine.Engines;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.casebase.Calibration;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs every corpus sample once per JVM through the shipped tool and through a raw-score engine.
 * The result is immutable and shared by the gate, the report and the calibration fitter.
 */
final class CorpusRun {
  /**
   * The raw engine reports raw scores through a linear calibration {@code conf = raw / RAW_SCALE}
   * and no threshold, so the public pipeline (trees, root cause, everything) is used unchanged.
   * Confidences are rounded to 0.001, so raw scores are known to {@code RAW_SCALE / 1000} and
   * scores above {@code RAW_SCALE} read as {@code RAW_SCALE}: far finer and higher than any bin.
   */
  static final double RAW_SCALE = 40.0;

  private static CorpusRun instance;

  final List<Outcome> outcomes;
  final Calibration shipped;
  final java.util.Set<String> caseIds;
  /** The built-in case base the run used, for runs that leave cases out of it. */
  final CaseBase base;

  private CorpusRun(List<Outcome> outcomes, CaseBase base, java.util.Set<String> caseIds) {
    this.outcomes = List.copyOf(outcomes);
    this.base = base;
    this.shipped = base.calibration();
    this.caseIds = java.util.Set.copyOf(caseIds);
  }

  static synchronized CorpusRun get() {
    if (instance == null) {
      try {
        instance = run(TestPaths.corpus());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return instance;
  }

  static CorpusRun run(Path corpus) throws IOException {
    List<Sample> samples = Sample.loadAll(corpus);
    AscendTriage shippedTool = AscendTriage.builder().threads(1).build();
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    Calibration linear =
        new Calibration(List.of(new double[] {0.0, 0.0}, new double[] {RAW_SCALE, 1.0}), 0.0);
    Engine raw =
        Engines.create(new CaseBase(base.cases(), base.version(), linear, io.github.ascendtriage.TestKnowledge.K), 1000, 0.0);
    // both engines are immutable and thread-safe; samples are independent, so use the cores
    List<Outcome> out = samples.parallelStream().map(s -> {
      try {
        Diagnosis d = shippedTool.diagnose(s.input());
        Diagnosis r = Engines.path(raw, s.input());
        List<Outcome.Candidate> cands = new ArrayList<>();
        for (CaseMatch m : r.matches()) {
          if (m.confidence() > 0) {
            cands.add(new Outcome.Candidate(m.caseId(), m.layer().id(), m.confidence() * RAW_SCALE));
          }
        }
        return new Outcome(s, d, cands);
      } catch (IOException e) {
        throw new UncheckedIOException(s.id() + ": " + e.getMessage(), e);
      }
    }).toList();
    java.util.Set<String> ids = new java.util.TreeSet<>();
    base.cases().forEach(c -> ids.add(c.id()));
    return new CorpusRun(out, base, ids);
  }
}
