package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.StepTemplate;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Fills a case's command templates with the values the log gave: the port, the NIC, the timeout
 * (and {@code {timeout+30}}), the remote IP, the device, the rank, the host. A placeholder with no
 * value stays visible as {@code {name}}. Stateless and thread-safe.
 */
public final class RemediationFiller {
  private RemediationFiller() {}

  /** The value lookup over a feature set. */
  public static Function<String, String> lookup(FeatureCollector f) {
    return name ->
        switch (name) {
          case "port" -> f.firstValue(FeatureType.PORT).orElse(null);
          case "nic" -> f.firstValue(FeatureType.NIC).orElse(null);
          case "timeout" -> f.firstValue(FeatureType.TIMEOUT).orElse(null);
          case "timeout+30" -> f.firstValue(FeatureType.TIMEOUT).map(RemediationFiller::plus30).orElse(null);
          case "device" -> f.firstValue(FeatureType.DEVICE).orElse(null);
          case "remoteIp" -> f.firstValue(FeatureType.REMOTE_IP).orElse(null);
          case "rank" -> f.firstValue(FeatureType.RANK).orElse(null);
          case "host" -> f.firstValue(FeatureType.HOST).orElse(null);
          case "code" -> f.firstValue(FeatureType.CODE).orElse(null);
          case "function" -> f.firstValue(FeatureType.FUNCTION).orElse(null);
          case "env" -> f.firstValue(FeatureType.ENV_VAR).orElse(null);
          default -> null;
        };
  }

  static String plus30(String seconds) {
    try {
      return Long.toString(Long.parseLong(seconds.trim()) + 30);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** The filled steps of a case. */
  public static List<RemediationStep> fill(CaseDefinition c, Function<String, String> values) {
    List<RemediationStep> out = new ArrayList<>();
    for (StepTemplate t : c.remediation()) {
      List<String> unfilled = new ArrayList<>();
      String cmd = t.command().fill(values, unfilled);
      out.add(new RemediationStep(cmd, t.explanation(), unfilled));
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
