package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.extract.FeatureCollector;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * The layer the evidence alone points to, when no case is confident: each decisive token has a
 * layer hint (the code table of the log-format reference, our classification), symptom codes count
 * less, and ties go to the lower layer of the lesson's ladder. Stateless and thread-safe.
 */
public final class LayerHints {
  private LayerHints() {}

  /** The hinted layer of one token key, or null. Symptom tokens are weighted by the caller. */
  public static Layer hint(String key) {
    int colon = key.indexOf(':');
    String type = key.substring(0, colon);
    String v = key.substring(colon + 1).toUpperCase(Locale.ROOT);
    switch (type) {
      case "code":
        return codeLayer(v);
      case "pta-code":
        return v.startsWith("ERR99") ? Layer.SCRIPT : null;
      case "hccl-ret":
        return switch (v) {
          case "7", "9" -> Layer.LINK_SETUP;
          case "11", "12", "13", "14", "19", "21", "23" -> Layer.NETWORK;
          case "3", "24", "15", "16", "18" -> Layer.DEVICE;
          case "1", "5" -> Layer.SCRIPT;
          case "4", "6", "8" -> Layer.COLLECTIVE;
          default -> null;
        };
      case "acl-code":
        return switch (v) {
          case "507056", "507904" -> Layer.NETWORK;
          case "507048", "107020", "507046" -> Layer.COLLECTIVE;
          // memory faults, task abort, device setup and visibility, driver internals
          case "507053", "507054", "507055", "507057", "107022", "507033", "107001", "507899",
              "507010", "507901" -> Layer.DEVICE;
          // other runtime codes (AI Core exceptions, copies, OOM) say nothing about communication
          default -> null;
        };
      case "device-error":
        return v.contains("LINK") || v.contains("RETRY") ? Layer.NETWORK : Layer.DEVICE;
      case "tool-status":
        if (v.startsWith("NET_HEALTH=") && !v.endsWith("=SUCCESS")) {
          return Layer.NETWORK;
        }
        if (v.equals("LINK=DOWN")) {
          return Layer.NETWORK;
        }
        if (v.equals("CHECK_RESULT=FAILED")) {
          return Layer.COLLECTIVE;
        }
        return null;
      default:
        return null;
    }
  }

  static Layer codeLayer(String code) {
    if (code.length() != 6) {
      return null;
    }
    switch (code) {
      case "EI0001", "EI0003", "EI0005", "EI0016":
        return Layer.SCRIPT;
      case "EI0002", "EI9999", "EE1002":
        return Layer.COLLECTIVE;
      case "EI0004", "EI0014", "EI0017", "EI0006", "EI0015", "EI0019", "EI0020", "EJ0003":
        return Layer.LINK_SETUP;
      case "EI0009", "EI0013", "EI0018", "EJ0002", "EJ0004":
        return Layer.NETWORK;
      case "EI0007", "EI0008", "EI0010", "EI0011", "EI0012", "EJ0001", "EL0001", "E30003":
        return Layer.DEVICE;
      default:
        break;
    }
    // other HCCL and HCCP codes belong to communication; runtime, driver memory and operator codes
    // (EE, EL, EZ...) also occur in failures that have nothing to do with it, so they hint nothing
    return switch (code.charAt(1)) {
      case 'I' -> Layer.COLLECTIVE;
      case 'J' -> Layer.NETWORK;
      default -> null;
    };
  }

  /** Codes that usually follow a fault elsewhere; they count half. */
  static boolean symptom(String key) {
    return key.equals("code:ei0002") || key.equals("code:ei0006") || key.equals("code:ee9999")
        || key.equals("code:ei9999") || key.equals("pta-code:err02200");
  }

  /** The layer the evidence supports, or UNKNOWN. */
  public static Layer infer(FeatureCollector f) {
    return infer(f, java.util.Set.of());
  }

  /**
   * The layer the evidence supports, or UNKNOWN, not counting the tokens in {@code explainedAway}:
   * the evidence of cases that an excluding token ruled out (a known look-alike explains it).
   */
  public static Layer infer(FeatureCollector f, java.util.Set<String> explainedAway) {
    Map<Layer, Double> votes = new EnumMap<>(Layer.class);
    for (String k : f.keys()) {
      if (k.startsWith(FeatureType.PHRASE.id()) || explainedAway.contains(k)) {
        continue;
      }
      Layer l = hint(k);
      if (l != null) {
        votes.merge(l, symptom(k) ? 0.5 : 1.0, Double::sum);
      }
    }
    Layer best = Layer.UNKNOWN;
    double bestV = 0;
    for (Layer l : Layer.values()) { // ladder order: ties go to the lower layer
      double v = votes.getOrDefault(l, 0.0);
      if (v > bestV) {
        best = l;
        bestV = v;
      }
    }
    return best;
  }
}
