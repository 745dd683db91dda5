package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.Platform;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.scan.FailingStatement;

/**
 * Keeps GPU logs off Ascend cases: when the input shows NCCL/CUDA markers (in a line's text, or a
 * logger prefix naming a module only a GPU platform loads) and no Ascend marker at all, every case
 * is demoted so that it abstains. A marker seen only inside a statement that its
 * stack is missing ({@code platform.absent}) or only quoted in a failing check's statement shows nothing. Stateless and thread-safe.
 */
final class PlatformGuard {

  private PlatformGuard() {}

  /**
   * Declares what {@link #factor} reads: whether the markers and the loggers' tokens are there, whether any token
   * of the Ascend kinds is, and how often the foreign markers, the statements that a stack is missing and a failed
   * check's quoted values were seen ({@link #shown} weighs their counts).
   */
  static void reads(Platform p, RankInputs.Builder b) {
    for (String m : p.foreign()) {
      b.keys.add(SignatureToken.keyOf(FeatureType.PHRASE, m));
      b.countKeys.add(SignatureToken.keyOf(FeatureType.PHRASE, m));
      b.countKeys.add(SignatureToken.keyOf(FeatureType.TOOL_STATUS, FailingStatement.CHECKED_VALUE + m));
    }
    for (String a : p.absent()) {
      b.keys.add(SignatureToken.keyOf(FeatureType.PHRASE, a));
      b.countKeys.add(SignatureToken.keyOf(FeatureType.PHRASE, a));
    }
    p.ascend().forEach(m -> b.keys.add(SignatureToken.keyOf(FeatureType.PHRASE, m)));
    p.foreignLoggers().forEach(l -> b.keys.add(SignatureToken.keyOf(FeatureType.TOOL_STATUS, Platform.loggerToken(l))));
    p.ascendLoggers().forEach(l -> b.keys.add(SignatureToken.keyOf(FeatureType.TOOL_STATUS, Platform.loggerToken(l))));
    b.kinds.addAll(p.ascendTypes());
  }

  /** The factor every Ascend-only case's score is multiplied by: 1, or the foreign-platform factor. */
  static double factor(FeatureSet f, Knowledge k) {
    Platform p = k.platform();
    boolean gpu = p.foreign().stream().anyMatch(m -> shown(f, p, m)) || p.foreignLoggers().stream().anyMatch(l -> logged(f, l));
    if (!gpu) {
      return 1.0;
    }
    if (p.ascend().stream().anyMatch(m -> f.has(SignatureToken.keyOf(FeatureType.PHRASE, m)))
        || p.ascendLoggers().stream().anyMatch(l -> logged(f, l))) {
      return 1.0;
    }
    for (FeatureType t : p.ascendTypes()) {
      if (f.hasType(t)) {
        return 1.0;
      }
    }
    return k.scoring().foreignPlatformFactor();
  }

  /**
   * True when the marker {@code m} is seen more often than the statements that its stack is missing
   * ({@code absent}) that hold it: "NCCL is not available" says the host has no NCCL, and on its
   * own it shows no GPU host. Nor does the marker quoted as a value in the failing statement of a
   * traceback whose exception has no message (a failed {@code assert backend in ['gloo', 'nccl']},
   * {@code FailingStatement}): the script's own text names the backend it expects, not the host's
   * software; a line the NCCL or CUDA runtime prints still counts.
   */
  private static boolean shown(FeatureSet f, Platform p, String m) {
    long seen = count(f, m);
    long missing = p.absent().stream().filter(a -> a.contains(m)).mapToLong(a -> count(f, a)).sum();
    missing += f.occurrence(SignatureToken.keyOf(FeatureType.TOOL_STATUS, FailingStatement.CHECKED_VALUE + m))
        .map(FeatureSet.Occurrence::count).orElse(0L);
    return seen > missing;
  }

  /** True when a framework's logger prefix named the module {@code file} (platform.signs' logger files). */
  private static boolean logged(FeatureSet f, String file) {
    return f.has(SignatureToken.keyOf(FeatureType.TOOL_STATUS, Platform.loggerToken(file)));
  }

  private static long count(FeatureSet f, String phrase) {
    return f.occurrence(SignatureToken.keyOf(FeatureType.PHRASE, phrase)).map(FeatureSet.Occurrence::count).orElse(0L);
  }
}
