package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.StepTemplate;
import io.github.ascendtriage.internal.extract.FeatureSet;
import java.util.ArrayList;
import io.github.ascendtriage.internal.casebase.Knowledge;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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

  /** The value lookup over a feature set: each placeholder of the knowledge, from its feature type. */
  public static Function<String, Optional<String>> lookup(FeatureSet f, Knowledge k) {
    return name -> Optional.ofNullable(k.placeholders().get(name)).flatMap(p -> {
      Optional<String> v = f.firstValue(p.from());
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

  /** The unfilled steps of a case, for browsing. */
  public static List<RemediationStep> unfilled(CaseDefinition c) {
    List<RemediationStep> out = new ArrayList<>();
    for (StepTemplate t : c.remediation()) {
      out.add(new RemediationStep(t.command().text(), t.explanation(), t.placeholders()));
    }
    return out;
  }
}
