package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.extract.collect.CodeOccurrence;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A CANN ErrorManager code quoted inside another component's failure message (dev39, dev40). A
 * library that wraps CANN prints its own failure words and then the message CANN registered for
 * the code: Mooncake's Ascend direct transport logs "Failed to connect to target: ..., status: N"
 * with the error text it got back from below in an {@code errmsg} field
 * (kvcache-ai/Mooncake@48870ae2 transfer_executor_base.cpp), and the text there is HCCL's own
 * message for the code (the catalogue's template, e.g. EI0020's "Failed to enable listening for the
 * NPU network adapter socket", hcomm error_code.cc). Both cases match: the wrapper's on its words,
 * the code's on the code. The wrapper's case only says which of its calls failed; the code's says
 * why, so the wrapper's is ranked below it, as a consequence below its cause.
 *
 * <p>Only a code that can say why counts: each record the code may be has a message template (CANN
 * registered a text for it, so the quote is that component's report and not a bare number), is no
 * symptom and names a layer of the ladder. An inner error (EI9999: no template, a symptom) or a code
 * outside the ladder leaves the wrapper first, since the wrapper is then the more specific. The code's
 * case must be no cascade: a waiting side (EI0002, a notify wait) never pushes down a case that may
 * be the root cause. "Quoted inside" is read from the lines: the code stands on a line holding the
 * wrapper case's required words or on the line right after one (a message wrapped when copied). A
 * case that itself matched on a code is never demoted here. An imported knowledge base's entries
 * neither demote nor are demoted: another base's reading of the same line is placed beside ours by
 * {@link CaseRanker}'s own rule for imports (lead41: QuotedCodes took ascend-fd's entry for EJ0003's
 * own message for a wrapper of it and dropped it).
 */
final class QuotedCodes {
  private QuotedCodes() {}

  /**
   * Declares what {@link #demoteWrappers} reads for {@code c} beyond whether its tokens are there: the lines its
   * required tokens stand on (a wrapper's words, a quoted code's line) and, for its required codes, the records
   * the printed code may be. A cascade case's codes never demote a wrapper, so only their presence is read.
   */
  static void reads(CaseDefinition c, RankInputs.Builder b) {
    for (SignatureToken t : required(c)) {
      if (t.type() != FeatureType.CODE || !c.cascade()) {
        b.lineKeys.add(t.key());
      }
    }
  }

  static void demoteWrappers(List<Score> scored, FeatureSet f, double factor) {
    double[] before = scored.stream().mapToDouble(Score::raw).toArray();
    List<Set<String>> codeLines = new ArrayList<>();
    List<Set<String>> wordLines = new ArrayList<>();
    List<Boolean> explains = new ArrayList<>();
    for (Score s : scored) {
      codeLines.add(lines(s, f, true));
      wordLines.add(lines(s, f, false));
      explains.add(explainsItself(s, f));
    }
    for (int i = 0; i < scored.size(); i++) {
      if (!explains.get(i) || CaseRanker.imported(scored.get(i).definition())) {
        continue;
      }
      for (int j = 0; j < scored.size(); j++) {
        Score wrapper = scored.get(j);
        if (j == i || CaseRanker.imported(wrapper.definition()) || !codeLines.get(j).isEmpty()
            || !wrapper.excludedBy().isEmpty() || before[j] < before[i]) {
          continue;
        }
        if (quotes(wordLines.get(j), codeLines.get(i))) {
          double demoted = before[i] * factor;
          if (demoted < wrapper.raw()) {
            scored.set(j, wrapper.withRaw(demoted, "its failure line quotes the catalogued message of "
                + scored.get(i).definition().id() + "'s code: ranked below that case"));
          }
        }
      }
    }
  }

  /**
   * True when {@code s} is a root-cause case (no cascade, not excluded) matched on a required code
   * every record of which says why: a registered message, no symptom, a ladder layer.
   */
  private static boolean explainsItself(Score s, FeatureSet f) {
    CaseDefinition c = s.definition();
    if (c.cascade() || !s.excludedBy().isEmpty()) {
      return false;
    }
    Set<SignatureToken> required = required(c);
    boolean any = false;
    for (SignatureToken t : s.matched()) {
      if (t.type() != FeatureType.CODE || !required.contains(t)) {
        continue;
      }
      List<CodeRecord> records = records(f, t.value());
      if (records.isEmpty() || !records.stream().allMatch(QuotedCodes::says)) {
        return false;
      }
      any = true;
    }
    return any;
  }

  private static boolean says(CodeRecord r) {
    return !r.messages().isEmpty() && !r.symptom() && r.layer() != Layer.UNKNOWN;
  }

  /** The records a printed code may be, from its occurrence in the input. */
  private static List<CodeRecord> records(FeatureSet f, String code) {
    for (CodeOccurrence o : f.codes()) {
      if (o.text().equalsIgnoreCase(code)) {
        return o.candidates();
      }
    }
    return List.of();
  }

  /** True when a code line is one of the word lines or the line right after one. */
  private static boolean quotes(Set<String> words, Set<String> codes) {
    for (String w : words) {
      int at = w.lastIndexOf(':');
      String next = w.substring(0, at + 1) + (Long.parseLong(w.substring(at + 1)) + 1);
      if (codes.contains(w) || codes.contains(next)) {
        return true;
      }
    }
    return false;
  }

  private static Set<SignatureToken> required(CaseDefinition c) {
    Set<SignatureToken> out = new HashSet<>();
    c.required().forEach(out::addAll);
    return out;
  }

  /** source:line of the required tokens a case matched: its code tokens, or its other tokens. */
  private static Set<String> lines(Score s, FeatureSet f, boolean codes) {
    Set<SignatureToken> required = required(s.definition());
    Set<String> out = new HashSet<>();
    for (SignatureToken t : s.matched()) {
      if (!required.contains(t) || (t.type() == FeatureType.CODE) != codes) {
        continue;
      }
      f.occurrence(t.key()).ifPresent(o -> {
        for (Evidence e : o.evidence()) {
          out.add(e.source() + ":" + e.line());
        }
      });
    }
    return out;
  }
}
