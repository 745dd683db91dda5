package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.StepTemplate;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.ArrayList;
import io.github.ascendtriage.internal.casebase.Knowledge;
import java.util.LinkedHashMap;
import io.github.ascendtriage.internal.casebase.PlaceholderTemplate;
import io.github.ascendtriage.internal.casebase.ValueClass;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Fills a case's command templates with the values the log gave: the port, the NIC, the timeout
 * (and {@code {timeout+30}}), as the knowledge file names them, the remote IP, the device, the rank, the host. A placeholder with no
 * value, or whose value is refused by its class, stays visible as {@code {name}} with the reason
 * (validation and quoting: {@link io.github.ascendtriage.internal.casebase.PlaceholderTemplate}).
 * Stateless and thread-safe.
 */
public final class RemediationFiller {
  private RemediationFiller() {}

  /**
   * The process whose values fill the {@link Knowledge.Placeholder#process() process} placeholders:
   * what is known of it (its device, rank, host) and the files it wrote. Immutable; no component is
   * null.
   *
   * @param facts values by the feature type they stand for, e.g. {@code DEVICE -> "1"}
   * @param sources the files whose lines are its own
   */
  public record RootProcess(Map<FeatureType, String> facts, Set<String> sources) {
    public RootProcess {
      facts = Map.copyOf(facts);
      sources = Set.copyOf(sources);
    }
  }

  /** The value lookup over a feature set: each placeholder of the knowledge, from its feature type. */
  public static Function<String, Optional<String>> lookup(FeatureSet f, Knowledge k) {
    return lookup(f, k, Optional.empty());
  }

  /**
   * As {@link #lookup(FeatureSet, Knowledge)}, but with a root-cause process the process
   * placeholders take its values only: its facts first, then the first value of the type in its
   * own files; none from other processes.
   */
  public static Function<String, Optional<String>> lookup(FeatureSet f, Knowledge k, Optional<RootProcess> root) {
    return name -> Optional.ofNullable(k.placeholders().get(name)).flatMap(p -> {
      Optional<String> v = root.isPresent() && p.process()
          ? Optional.ofNullable(root.get().facts().get(p.from())).or(() -> f.firstValueIn(p.from(), root.get().sources()))
          : f.firstValue(p.from());
      return p.plus() == 0 ? v : v.flatMap(x -> plus(x, p.plus()));
    });
  }

  /** {@code number + add}; empty when {@code number} is not a whole number. */
  static Optional<String> plus(String number, int add) {
    try {
      return Optional.of(Long.toString(Long.parseLong(number.trim()) + add));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** The filled steps of a case. */
  public static List<RemediationStep> fill(CaseDefinition c, Function<String, Optional<String>> values) {
    List<RemediationStep> out = new ArrayList<>();
    for (StepTemplate t : c.remediation()) {
      Map<String, String> unfilled = new LinkedHashMap<>();
      String cmd = t.command().fill(values, unfilled);
      out.add(new RemediationStep(cmd, t.explanation(), List.copyOf(unfilled.keySet()), unfilled));
    }
    return out;
  }

  /**
   * A case's verification ({@code command  =>  expect}) filled like its commands; the names left
   * unfilled are added to {@code unfilled}. Text that is no valid template is returned as written.
   */
  public static String verification(CaseDefinition c, Map<String, ValueClass> known, Function<String, Optional<String>> values,
      List<String> unfilled) {
    try {
      return PlaceholderTemplate.compile(c.verification(), known).fill(values, unfilled);
    } catch (IllegalArgumentException e) {
      return c.verification();
    }
  }

  /** The unfilled steps of a case, for browsing. */
  public static List<RemediationStep> unfilled(CaseDefinition c) {
    List<RemediationStep> out = new ArrayList<>();
    for (StepTemplate t : c.remediation()) {
      out.add(new RemediationStep(t.command().text(), t.explanation(), t.placeholders()));
    }
    return out;
  }
}
