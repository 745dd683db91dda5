package io.github.ascendtriage.corpus;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.internal.casebase.Calibration;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.engine.Engine;
import io.github.ascendtriage.internal.engine.Engines;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The leave-case-out run: every sample diagnosed by a case base without the cases labelled on it
 * (its case and alternatives), the cases written from the same field report (a case whose {@code
 * references} name the {@code fr-NNN} of the sample's {@code modelledOn}) and what reasoning took
 * from them ({@link HoldOut}: rules citing that report, tokens taken from those cases). It is what
 * happens on a failure the case base has never seen. Samples with the same exclusion set share one
 * engine (one index build per set). Immutable once built; shared by the gate and the report.
 */
final class LeaveCaseOut {
  /** The reasoner's confidence as its raw strength, so the fitter sees the strength. */
  static final Calibration LINEAR = new Calibration(List.of(new double[] {0.0, 0.0}, new double[] {1.0, 1.0}), 0.0);

  /**
   * One sample under leave-case-out.
   *
   * @param excluded the case ids left out
   * @param diagnosis the answer of the tool without them (shipped calibration and threshold); when
   *     the reasoner answers, its confidence is the raw strength ({@link #LINEAR}), which the
   *     shipped mapping turns into the confidence a user sees
   * @param candidates the top raw-scored cases without them, before calibration and abstention
   */
  record Result(Sample sample, Set<String> excluded, Diagnosis diagnosis, List<Outcome.Candidate> candidates) {
    Result {
      excluded = Set.copyOf(excluded);
      candidates = List.copyOf(candidates);
    }

    /** A failure outside the ladder or a healthy run (label layer {@code none}); "no known case" positives are positives. */
    boolean negative() {
      return sample.label().layer().equals("none");
    }

    String expectedLayer() {
      return sample.label().expectedLayer();
    }

    boolean layerRight() {
      return diagnosis.layer().id().equals(expectedLayer());
    }

    boolean unknown() {
      return diagnosis.layer() == io.github.ascendtriage.Layer.UNKNOWN;
    }

    /** A layer was answered and it is not the labelled one. */
    boolean layerWrong() {
      return !layerRight() && !unknown();
    }

    /**
     * Some case is claimed: on a positive always a wrong case (its own cases are left out, and a
     * "no known case" positive has none).
     */
    boolean claimed() {
      return diagnosis.matched();
    }

    String claimText() {
      return diagnosis.matches().stream().map(m -> m.caseId() + "=" + m.confidence()).toList().toString();
    }
  }

  final List<Result> results;

  private LeaveCaseOut(List<Result> results) {
    this.results = List.copyOf(results);
  }

  private static LeaveCaseOut instance;

  static synchronized LeaveCaseOut get() {
    if (instance == null) {
      instance = run(CorpusRun.get());
    }
    return instance;
  }

  /** The cases to leave out for {@code s}: its labelled cases and those written from its report. */
  static Set<String> exclusions(Sample s, CaseBase base) {
    Set<String> out = new TreeSet<>();
    s.label().caseId().ifPresent(out::add);
    out.addAll(s.label().alternatives());
    out.addAll(HoldOut.casesWrittenFrom(base, HoldOut.reports(s.label().modelledOn())));
    return out;
  }

  /** What one group of samples is diagnosed without: cases, and the field reports they were modelled on. */
  private record Held(Set<String> cases, Set<String> reports) {}

  static LeaveCaseOut run(CorpusRun corpus) {
    CaseBase base = corpus.base;
    Map<Held, List<Sample>> groups = new LinkedHashMap<>();
    for (Outcome o : corpus.outcomes) {
      Held key = new Held(exclusions(o.sample(), base), HoldOut.reports(o.sample().label().modelledOn()));
      groups.computeIfAbsent(key, k -> new ArrayList<>()).add(o.sample());
    }
    Calibration linear =
        new Calibration(List.of(new double[] {0.0, 0.0}, new double[] {CorpusRun.RAW_SCALE, 1.0}), 0.0);
    List<Result> out = groups.entrySet().parallelStream().flatMap(g -> {
      CaseBase held = HoldOut.without(base, g.getKey().cases(), g.getKey().reports());
      CaseBase without = held.withReasoning(held.reasoning().withConfidence(LINEAR));
      Engine shipped = Engines.create(without, io.github.ascendtriage.AscendTriage.DEFAULT_TOP_K, Double.NaN);
      Engine raw = Engines.create(without.withCalibration(linear), 1000, 0.0);
      List<Result> rs = new ArrayList<>();
      for (Sample s : g.getValue()) {
        try {
          Diagnosis d = Engines.path(shipped, s.input());
          List<Outcome.Candidate> cands = new ArrayList<>();
          for (CaseMatch m : Engines.path(raw, s.input()).matches()) {
            if (m.confidence() > 0) {
              cands.add(new Outcome.Candidate(m.caseId(), m.layer().id(), m.confidence() * CorpusRun.RAW_SCALE));
            }
          }
          rs.add(new Result(s, g.getKey().cases(), d, cands));
        } catch (IOException e) {
          throw new UncheckedIOException(s.id() + ": " + e.getMessage(), e);
        }
      }
      return rs.stream();
    }).sorted(java.util.Comparator.comparing(r -> r.sample().id())).toList();
    return new LeaveCaseOut(out);
  }
}
