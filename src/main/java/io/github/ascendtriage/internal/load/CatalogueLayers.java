package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.CodeRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A code's layer has one home, the code catalogue: these are the catalogue's layers as layer rules
 * that come before knowledge.json's hints (a ladder layer; for a symptom, the layer it reports,
 * {@code symptomOf}; no hint for a code outside the ladder or a symptom that names none), so the
 * line layer of a stream, an imported ascend-fd entry and the reasoner read the same layer, and
 * knowledge.json's hints reach only codes the catalogue does not list. Stateless.
 */
final class CatalogueLayers {
  private CatalogueLayers() {}

  /** {@code k} with the catalogue's layers first, for the token types of {@code families}. */
  static Knowledge first(Knowledge k, CodeCatalog codes, Map<FeatureType, List<String>> families) {
    List<Knowledge.LayerRule> rules = new ArrayList<>();
    for (Map.Entry<FeatureType, List<String>> e : families.entrySet()) {
      for (String family : e.getValue()) {
        Map<Layer, List<String>> byLayer = new LinkedHashMap<>();
        for (CodeRecord c : codes.records()) {
          if (c.family().equals(family)) {
            Layer l = c.symptom() ? c.symptomOf().orElse(Layer.UNKNOWN) : c.layer();
            byLayer.computeIfAbsent(l, x -> new ArrayList<>()).add(c.code());
          }
        }
        for (Map.Entry<Layer, List<String>> l : byLayer.entrySet()) {
          Optional<Layer> layer = l.getKey() == Layer.UNKNOWN ? Optional.empty() : Optional.of(l.getKey());
          rules.add(new Knowledge.LayerRule(e.getKey(), l.getValue(), layer, "code catalogue, family " + family));
        }
      }
    }
    return k.withLayerRulesFirst(rules).withCodeFamilies(families);
  }
}
