package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.match.LuceneCaseIndex;
import io.github.ascendtriage.internal.match.RemediationFiller;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Browsing the case base: every case, one by id (from the case base alone), free-text search (on
 * the index, which the caller makes when it is first needed). Immutable and thread-safe.
 */
final class CaseCatalogue {
  private final CaseBase base;

  CaseCatalogue(CaseBase base) {
    this.base = base;
  }

  List<CaseInfo> cases() {
    List<CaseInfo> out = new ArrayList<>();
    for (CaseDefinition c : base.cases()) {
      out.add(info(c));
    }
    out.sort(Comparator.comparing(CaseInfo::layer).thenComparing(CaseInfo::id));
    return out;
  }

  Optional<CaseInfo> find(String id) {
    return Optional.ofNullable(base.get(id)).map(CaseCatalogue::info);
  }

  List<CaseInfo> search(LuceneCaseIndex index, String text, int limit) {
    List<CaseInfo> out = new ArrayList<>();
    for (LuceneCaseIndex.TextHit h : index.search(text, limit)) {
      out.add(info(h.definition()));
    }
    return out;
  }

  static CaseInfo info(CaseDefinition c) {
    List<String> sig = new ArrayList<>();
    for (List<SignatureToken> g : c.required()) {
      sig.add("required: " + String.join(" + ", g.stream().map(SignatureToken::toString).toList()));
    }
    if (!c.supporting().isEmpty()) {
      sig.add("supporting: " + String.join(", ", c.supporting().stream().map(SignatureToken::toString).toList()));
    }
    if (!c.excluding().isEmpty()) {
      sig.add("excluding: " + String.join(", ", c.excluding().stream().map(SignatureToken::toString).toList()));
    }
    for (List<String> p : c.linePatterns()) {
      sig.add("line contains, in order: " + String.join(" ... ", p));
    }
    if (c.cascade()) {
      sig.add("cascade: explains the waiting side of a failure elsewhere");
    }
    return new CaseInfo(
        c.id(), c.titleEn(), c.titleZh(), c.summaryEn(), c.summaryZh(), c.layer(), c.knowledgeBase(),
        RemediationFiller.unfilled(c), c.verification(), c.references(), sig);
  }
}
