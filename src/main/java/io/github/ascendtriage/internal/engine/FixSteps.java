package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.OfficialCase;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The top-level fix of an answer and the official case that applies to it. With a matched case,
 * the fix is that case's steps and the official case is the case itself or the one it refines.
 * Stateless and thread-safe.
 */
final class FixSteps {
  private FixSteps() {}

  /** The matched case's steps, each marked as the case's, with the host of the root cause. */
  static List<FixStep> ofCase(CaseMatch m, Optional<RootCause> root) {
    Optional<String> host = host(root);
    List<FixStep> out = new ArrayList<>(m.remediation().size());
    for (RemediationStep s : m.remediation()) {
      out.add(new FixStep(s, FixOrigin.CASE, m.caseId(), OptionalDouble.empty(), host));
    }
    return out;
  }

  /** The host the steps run on: the root-cause process's, when the input names it. */
  static Optional<String> host(Optional<RootCause> root) {
    return root.flatMap(RootCause::host);
  }

  /** The official case of the best match: itself when it is official, else the one it refines. */
  static Optional<OfficialCase> official(CaseBase base, List<CaseMatch> matches) {
    if (matches.isEmpty()) {
      return Optional.empty();
    }
    CaseMatch best = matches.get(0);
    CaseDefinition c = base.get(best.caseId());
    if (c == null) {
      return Optional.empty();
    }
    return base.officialCase(c).map(id -> {
      CaseDefinition o = base.get(id);
      return new OfficialCase(id, Optional.ofNullable(o).map(CaseDefinition::titleEn), c.id(), base.sources().libraryPage(id));
    });
  }
}
