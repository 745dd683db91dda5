package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.util.ArrayList;
import java.util.List;

/**
 * A failure whose code the runtime has already put down to the driver. torch_npu prints, once and
 * as a warning, that a runtime call failed with a code and that "the possible cause is that the
 * driver version is too old or does not match CANN", then goes on with a fallback
 * (Ascend/pytorch@9e73e708a: torch_npu/csrc/npu/Module.cpp, the device-properties query). The
 * warning alone is no failure: a run may print it and succeed. When a later line fails with the
 * same code, that failure is the one the warning explained: the driver is older than the installed
 * CANN, an installation fault (CANN's compatibility rule: the driver and firmware must match the
 * toolkit). The finding is the token {@link #TOKEN_VALUE} of type {@code tool-status}, its evidence
 * the warning's line and the lines that fail with its code: the failures it explains, and only
 * those ({@code reason.Clues}: an outside clue elsewhere stays outside). Stateless and thread-safe.
 */
public final class StatedDriverMismatch {
  private StatedDriverMismatch() {}

  /** The value of the {@code tool-status} token this finding adds. */
  public static final String TOKEN_VALUE = "driver_version=mismatch_stated";

  /** The finding's key: its evidence lines are the failures it explains, and only those. */
  public static final String KEY = SignatureToken.keyOf(FeatureType.TOOL_STATUS, TOKEN_VALUE);

  /** The runtime's words for the cause (folded as phrases are), each a phrase of the reasoning. */
  static final List<String> STATEMENTS = List.of("driver version is too old", "does not match cann");

  /** {@code f} with the finding's token when a code on a statement's line fails again on another line. */
  public static FeatureSet derive(FeatureSet f) {
    List<Evidence> stated = new ArrayList<>();
    for (String p : STATEMENTS) {
      f.occurrence(SignatureToken.keyOf(FeatureType.PHRASE, p)).ifPresent(o -> stated.addAll(lines(o)));
    }
    if (stated.isEmpty()) {
      return f;
    }
    for (CodeOccurrence c : f.codes()) {
      Evidence at = null;
      List<Evidence> again = new ArrayList<>();
      for (Evidence e : c.evidence()) {
        if (sameLine(stated, e)) {
          at = at == null ? e : at;
        } else if (!states(e.text())) { // the warning again, printed by another worker, is no failure
          again.add(e);
        }
      }
      if (at != null && !again.isEmpty()) {
        // the evidence is the warning and every line that fails with its code: the failures it explains
        again.add(0, at);
        return f.withDerived(FeatureType.TOOL_STATUS, TOKEN_VALUE, again);
      }
    }
    return f;
  }

  private static List<Evidence> lines(FeatureSet.Occurrence o) {
    return o.evidence().isEmpty() ? List.of(o.first().evidence()) : o.evidence();
  }

  private static boolean states(String text) {
    String folded = io.github.ascendtriage.internal.casebase.PhraseNormalizer.normalize(text);
    return STATEMENTS.stream().anyMatch(folded::contains);
  }

  private static boolean sameLine(List<Evidence> lines, Evidence e) {
    for (Evidence l : lines) {
      if (l.source().equals(e.source()) && l.line() == e.line()) {
        return true;
      }
    }
    return false;
  }
}
