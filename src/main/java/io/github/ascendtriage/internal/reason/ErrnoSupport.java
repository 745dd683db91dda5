package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.codes.ErrnoTable;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The errno of a failed call as support ({@code casebase/errno.json}): an errno belongs to the
 * failure classes of the rules its entry names (EADDRINUSE to a port another process holds,
 * ECONNREFUSED to a peer that does not listen), but the same value comes from many calls, so it
 * never decides a layer. Beside a clue of one of those rules' layers it adds a symptom's weight to
 * that layer, the clue on its own line first; with no such clue it is no clue at all. An errno of
 * a rule outside the ladder (ENOMEM, memory exhaustion) has no layer to support and stays out.
 * Stateless and thread-safe.
 */
final class ErrnoSupport {
  private ErrnoSupport() {}

  static List<Clue> apply(List<Clue> clues, FeatureSet f, Reasoning r, ErrnoTable table) {
    if (!f.hasType(FeatureType.ERRNO)) {
      return clues;
    }
    List<Clue> out = new ArrayList<>(clues);
    for (String key : f.tokenKeys()) {
      if (!key.startsWith(FeatureType.ERRNO.id() + ":")) {
        continue;
      }
      Optional<FeatureSet.Occurrence> o = f.occurrence(key);
      Optional<ErrnoTable.Errno> e = o.flatMap(x -> table.byName(x.first().value()));
      if (e.isEmpty()) {
        continue;
      }
      List<Evidence> ev = o.get().evidence().isEmpty() ? List.of(o.get().first().evidence()) : o.get().evidence();
      support(e.get(), key, ev, clues, r).ifPresent(out::add);
    }
    out.sort(java.util.Comparator.comparing((Clue c) -> c.first().source()).thenComparingLong(c -> c.first().line()));
    return out;
  }

  /** The support of {@code e}: the layer of its first rule that a clue answers, the clue on an errno's line first. */
  private static Optional<Clue> support(ErrnoTable.Errno e, String key, List<Evidence> ev, List<Clue> clues, Reasoning r) {
    Clue best = null;
    ReasoningRule by = null;
    for (String id : e.supports()) {
      ReasoningRule rule = r.byId(id).orElse(null);
      if (rule == null || rule.layer().isEmpty()) {
        continue;
      }
      Layer l = rule.layer().get();
      for (Clue c : clues) {
        boolean counts = c.role() != Role.CONTEXT && c.role() != Role.OUTSIDE && c.layer().equals(Optional.of(l));
        if (counts && (best == null || !shares(best, ev) && shares(c, ev))) {
          best = c;
          by = rule;
        }
      }
    }
    if (best == null) {
      return Optional.empty();
    }
    Layer l = best.layer().get();
    return Optional.of(new Clue(key, ev, Optional.of(l), Role.SYMPTOM, "errno " + e.name(), Optional.of(by.stage()),
        e.name() + " (" + e.number() + ", " + e.text() + ") belongs to the class of " + by.id()
            + "; it supports " + l.id() + " beside " + best.rule() + ", and alone decides no layer"));
  }

  private static boolean shares(Clue c, List<Evidence> ev) {
    for (Evidence x : c.evidence()) {
      if (ev.contains(x)) {
        return true;
      }
    }
    return false;
  }
}
