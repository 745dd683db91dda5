package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.CodeLayer;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.extract.FeatureSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the tokens of a feature set as clues, in input order. A token is classified by the first
 * of: a rule of {@code reasoning.json}; for a code, its record in the code catalogue (a ladder
 * layer is a fault, {@code symptom} a symptom, {@code none} outside the ladder); the knowledge's
 * layer hint. The knowledge's symptom list turns a fault into a symptom (codes that wait on a peer
 * or wrap an inner error). Tokens nothing classifies are not clues. Stateless and thread-safe.
 */
final class Clues {
  private Clues() {}

  static List<Clue> of(FeatureSet f, Knowledge k, Reasoning r, CodeCatalog catalog, Set<String> explainedAway) {
    List<Clue> out = new ArrayList<>();
    for (String key : f.tokenKeys()) {
      if (explainedAway.contains(key)) {
        continue;
      }
      f.occurrence(key).flatMap(o -> classify(key, o, k, r, catalog)).ifPresent(out::add);
    }
    return ownLines(out);
  }

  /**
   * A line that holds a code, a symptom or a fault outside the ladder is explained by that clue:
   * the words a component rule found on it are only its context. So {@code socket} on an EI0006
   * line is part of a socket-wait symptom, {@code local_rank} on a launcher's failure summary part
   * of the wrapper, and {@code dtype} on an out-of-memory line part of that fault.
   */
  private static List<Clue> ownLines(List<Clue> clues) {
    Set<Evidence> owned = new HashSet<>();
    for (Clue c : clues) {
      if (decisive(c)) {
        owned.addAll(c.evidence());
      }
    }
    List<Clue> out = new ArrayList<>(clues.size());
    for (Clue c : clues) {
      if (!decisive(c) && c.role() == Role.FAULT && owned.containsAll(c.evidence())) {
        out.add(new Clue(c.key(), c.evidence(), c.layer(), Role.CONTEXT, c.rule(), c.stage(),
            c.why() + " (its lines are explained by a code, a symptom or an outside fault on them)"));
      } else {
        out.add(c);
      }
    }
    return out;
  }

  private static boolean decisive(Clue c) {
    return c.rule().startsWith(CATALOG) || c.role() == Role.SYMPTOM || c.role() == Role.OUTSIDE;
  }

  private static final String CATALOG = "catalog ";

  private static Optional<Clue> classify(
      String key, FeatureSet.Occurrence o, Knowledge k, Reasoning r, CodeCatalog catalog) {
    List<Evidence> ev = o.evidence().isEmpty() ? List.of(o.first().evidence()) : o.evidence();
    Optional<Reasoning.Rule> rule = r.rule(key);
    if (rule.isPresent()) {
      Reasoning.Rule ru = rule.get();
      Role role = ru.role();
      List<Evidence> shown = ev;
      if (ru.onFailureLine()) {
        List<Evidence> failing = ev.stream().filter(e -> r.failureLine(e.text())).toList();
        if (failing.isEmpty()) {
          role = Role.CONTEXT;
        } else {
          shown = failing;
        }
      }
      return Optional.of(new Clue(key, shown, ru.layer(), role, ru.id(), Optional.of(ru.stage()), ru.why()));
    }
    FeatureType type = o.first().type();
    String value = o.first().value();
    Optional<Role> symptom = k.symptom(key).map(s -> Role.SYMPTOM);
    for (String family : r.codeFamilies().getOrDefault(type, List.of())) {
      Optional<CodeRecord> rec = catalog.find(family, value);
      if (rec.isPresent()) {
        CodeRecord c = rec.get();
        String name = CATALOG + family + " " + c.code();
        String why = c.name().map(n -> n + ": ").orElse("") + c.meaningEn();
        if (c.layer() == CodeLayer.NONE) {
          return Optional.of(new Clue(key, ev, Optional.empty(), Role.OUTSIDE, name, Optional.empty(), why));
        }
        if (c.layer() == CodeLayer.SYMPTOM || symptom.isPresent()) {
          Optional<Layer> l = c.layer().isLadderLayer() ? Optional.of(c.layer().diagnosisLayer()) : k.layerHint(key);
          return Optional.of(new Clue(key, ev, l, Role.SYMPTOM, name, Optional.empty(), why));
        }
        return Optional.of(new Clue(key, ev, Optional.of(c.layer().diagnosisLayer()), Role.FAULT, name, Optional.empty(), why));
      }
    }
    Optional<Layer> hint = k.layerHint(key);
    if (hint.isEmpty() || type == FeatureType.PHRASE) {
      return Optional.empty();
    }
    return Optional.of(new Clue(key, ev, hint, symptom.orElse(Role.FAULT), "knowledge layer hint", Optional.empty(),
        "knowledge.json gives " + type.id() + " " + value + " the layer " + hint.get().id()));
  }
}
