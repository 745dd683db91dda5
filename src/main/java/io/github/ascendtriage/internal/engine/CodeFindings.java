package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CodeEntry;
import io.github.ascendtriage.CodeExplanation;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.internal.casebase.CodeSteps;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.ValueClass;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.codes.FirstStep;
import io.github.ascendtriage.internal.extract.CodeOccurrence;
import io.github.ascendtriage.internal.extract.FeatureSet;
import io.github.ascendtriage.internal.extract.SourceFacts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The public form of catalogued codes: a record as a {@link CodeEntry}, the codes of a feature set
 * as {@link CodeFinding}s with their first steps filled from the log, a lookup as a
 * {@link CodeExplanation}. Stateless and thread-safe.
 */
final class CodeFindings {
  private CodeFindings() {}

  /**
   * The findings of {@code codes}, in their order.
   *
   * @param values the log's placeholder values
   * @param known the knowledge's placeholder names (the loader checked every first step with them)
   */
  static List<CodeFinding> of(FeatureSet f, Function<String, Optional<String>> values, Knowledge k) {
    Map<String, ValueClass> known = k.placeholderClasses();
    List<CodeFinding> out = new ArrayList<>(f.codes().size());
    for (CodeOccurrence o : f.codes()) {
      CodeRecord first = o.candidates().get(0);
      Function<String, Optional<String>> here = writer(f, o, values, k);
      Optional<RemediationStep> step = first.firstStep().map(s -> {
        Map<String, String> unfilled = new LinkedHashMap<>();
        String cmd = CodeSteps.compile(s, known).fill(here, unfilled);
        return new RemediationStep(cmd, s.explanation(), List.copyOf(unfilled.keySet()), unfilled);
      });
      List<CodeEntry> alternatives = new ArrayList<>();
      for (int i = 1; i < o.candidates().size(); i++) {
        alternatives.add(entry(o.candidates().get(i), known));
      }
      out.add(new CodeFinding(entry(first, known), step, alternatives, o.text(), o.evidence(), o.count()));
    }
    return out;
  }

  /**
   * The log's values, and for the device and rank that the log names nowhere as a feature, those
   * that the code's source stated about the process that wrote it (a torch_npu line's
   * {@code Device:6}): the code is that process's fault.
   */
  private static Function<String, Optional<String>> writer(
      FeatureSet f, CodeOccurrence o, Function<String, Optional<String>> values, Knowledge k) {
    SourceFacts facts = f.sources().get(o.first().source());
    if (facts == null) {
      return values;
    }
    return name -> values.apply(name).or(() -> {
      Knowledge.Placeholder p = k.placeholders().get(name);
      if (p == null || p.plus() != 0) {
        return Optional.empty();
      }
      return p.from() == FeatureType.DEVICE ? facts.device() : p.from() == FeatureType.RANK ? facts.rank() : Optional.empty();
    });
  }

  /** What {@code explain} says of {@code query}, in public form. */
  static CodeExplanation explanation(CodeCatalog codes, String query, Map<String, ValueClass> known) {
    return codes.lookup().explain(query, r -> entry(r, known));
  }

  /** A record in public form; its first step unfilled, its placeholders listed. */
  static CodeEntry entry(CodeRecord r, Map<String, ValueClass> known) {
    return r.entry(r.firstStep().map(s -> template(s, known)));
  }

  private static RemediationStep template(FirstStep s, Map<String, ValueClass> known) {
    PlaceholderTemplate t = CodeSteps.compile(s, known);
    return new RemediationStep(t.text(), s.explanation(), t.placeholders());
  }
}
