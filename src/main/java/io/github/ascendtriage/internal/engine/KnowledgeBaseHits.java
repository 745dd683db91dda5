package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.KnowledgeBaseHit;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.ImportedEntry;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.patterns.LogKinds;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The knowledge-base channel of a diagnosis: every imported entry whose pattern the extractor
 * reported, in input order, whether or not the ranking claimed it. Stateless and thread-safe.
 */
final class KnowledgeBaseHits {
  private KnowledgeBaseHits() {}

  static List<KnowledgeBaseHit> of(FeatureSet f, CaseBase base, List<CaseMatch> claimed) {
    Map<String, KnowledgeBaseHit> byCase = new LinkedHashMap<>();
    for (Feature ft : f.features()) {
      if (ft.type() != FeatureType.PATTERN) {
        continue;
      }
      int hash = ft.value().lastIndexOf('#');
      String caseId = hash < 0 ? ft.value() : ft.value().substring(0, hash);
      CaseDefinition c = base.get(caseId);
      if (c == null || c.imported().isEmpty()) {
        continue;
      }
      ImportedEntry e = c.imported().get();
      long count = f.occurrence(SignatureToken.keyOf(FeatureType.PATTERN, ft.value())).map(FeatureSet.Occurrence::count).orElse(1L);
      KnowledgeBaseHit prev = byCase.get(caseId);
      if (prev != null) {
        byCase.put(caseId, new KnowledgeBaseHit(prev.entryId(), prev.caseId(), prev.kind(), prev.evidence(),
            prev.occurrences() + count, prev.entryClass(), prev.component(), prev.layer(), prev.claimed()));
        continue;
      }
      boolean isClaimed = claimed.stream().anyMatch(m -> m.caseId().equals(caseId));
      byCase.put(caseId, new KnowledgeBaseHit(e.code(), caseId, kind(e, ft), ft.evidence(), count, e.entryClass(),
          e.component(), c.layer(), isClaimed));
    }
    return new ArrayList<>(byCase.values());
  }

  /** The entry's kind that the line it matched on has (an entry may name several). */
  private static String kind(ImportedEntry e, Feature ft) {
    Set<String> line = LogKinds.of(ft.evidence().source(), ft.evidence().text());
    for (String k : e.kinds()) {
      if (line.contains(k)) {
        return k;
      }
    }
    return e.kinds().isEmpty() ? "" : e.kinds().get(0);
  }

  /** Stable tokens to search the official case library with: codes, return codes, ports, functions. */
  static List<String> searchTokens(FeatureSet f) {
    Set<String> out = new LinkedHashSet<>();
    for (Feature ft : f.features()) {
      switch (ft.type()) {
        case CODE, PTA_CODE, ACL_CODE, FUNCTION, PORT, DEVICE_ERROR -> out.add(ft.value());
        case HCCL_RET -> out.add("error code is " + ft.value());
        default -> {}
      }
      if (out.size() >= 12) {
        break;
      }
    }
    return new ArrayList<>(out);
  }
}
