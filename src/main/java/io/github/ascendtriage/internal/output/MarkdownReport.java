package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.TriageWarning;
import java.util.List;
import java.util.Locale;

/**
 * The Markdown form of a diagnosis ({@code diagnose --format markdown}), for an issue or a chat:
 * the same answer, fix, evidence and checks as {@link TextReport}'s text, in its words. Stateless
 * and thread-safe.
 */
public final class MarkdownReport {
  private MarkdownReport() {}

  private static void fix(StringBuilder b, Diagnosis d, Lang lang) {
    b.append("**").append(lang.t("fix", "Fix:")).append("**\n\n");
    int i = 1;
    for (FixStep x : d.remediation()) {
      RemediationStep s = x.step();
      b.append(i++).append(". ").append(RootCauseWords.fixHead(x, d.rootCause(), lang));
      if (s.command().isBlank()) {
        b.append(s.explanation());
      } else {
        b.append('`').append(s.command().replace("`", "'")).append("`: ").append(s.explanation());
        if (!s.unfilled().isEmpty()) {
          b.append(" (").append(lang.t("fillIn", "fill in: ")).append(TextReport.unfilled(s, lang)).append(')');
        }
      }
      TextReport.origin(x, lang).ifPresent(o -> b.append(" _(").append(o).append(")_"));
      b.append('\n');
    }
  }

  /** The Markdown report, made safe for a terminal like {@link TextReport#text}. */
  public static String markdown(Diagnosis raw) {
    return markdown(raw, Lang.EN);
  }

  /** {@link #markdown(Diagnosis)} with the report's own words in {@code lang}. */
  public static String markdown(Diagnosis raw, Lang lang) {
    Diagnosis d = TerminalText.of(raw);
    StringBuilder b = new StringBuilder();
    b.append(lang.t("md.title", "## ascend-triage diagnosis")).append("\n\n");
    b.append("**").append(lang.t("md.layer", "Layer:")).append("** `").append(lang.layer(d.layer())).append("` (")
        .append(TextReport.ladder(d.layer(), lang)).append(")\n\n");
    d.rootCause().ifPresent(r -> b.append("**").append(lang.t("md.rootCause", "Root cause:")).append("** ")
        .append(RootCauseWords.rootLine(r, lang)).append("\n\n"));
    if (d.matches().isEmpty()) {
      b.append("**").append(lang.t("md.case", "Case:")).append("** ").append(CodeReport.answerLine(d, lang))
          .append(lang.t("md.stop", "."));
      if (!d.searchTokens().isEmpty()) {
        b.append(lang.t("md.search", " Search the official case library for: "));
        b.append(String.join(", ", d.searchTokens().stream().map(t -> "`" + t + "`").toList()));
      }
      b.append("\n");
      ReasoningReport.markdown(b, d, lang);
      b.append("\n");
      d.officialCase().ifPresent(o -> b.append("**").append(lang.t("md.official", "Official case:"))
          .append("** `").append(o.id()).append("` ").append(o.title().orElse(""))
          .append(lang.t("md.rule", " (the failure class of the rule that decided the layer; ")).append(o.reference()).append(")\n\n"));
      if (!d.remediation().isEmpty()) {
        fix(b, d, lang);
        b.append('\n');
      }
    } else {
      CaseMatch m = d.matches().get(0);
      if (lang == Lang.EN) {
        b.append(String.format(Locale.ROOT, "**Case:** `%s` %s / %s (confidence %s, %s)%n%n",
            m.caseId(), m.title(), m.titleZh(), TextReport.confidence(m.confidence()), m.knowledgeBase()));
      } else {
        b.append("**").append(lang.t("md.case", "Case:")).append("** `").append(m.caseId()).append("` ").append(m.titleZh())
            .append(" / ").append(m.title()).append(" (").append(lang.t("md.confidence", "confidence ")).append(TextReport.confidence(m.confidence()))
            .append(", ").append(m.knowledgeBase()).append(")\n\n");
      }
      b.append("**").append(lang.t("md.why", "Why:")).append("** ").append(Reasons.words(m.reasons(), lang)).append("\n\n");
      d.officialCase().filter(o -> !o.direct()).ifPresent(o -> b.append("**").append(lang.t("md.official", "Official case:"))
          .append("** `").append(o.id()).append("` ").append(o.title().orElse(""))
          .append(lang.t("md.refines", " (this case refines it; ")).append(o.reference()).append(")\n\n"));
      fix(b, d, lang);
      if (!m.verification().isEmpty()) {
        b.append("\n**").append(lang.t("md.verify", "Verify:")).append("** ").append(m.verification());
        if (!m.verificationUnfilled().isEmpty()) {
          b.append(" (").append(lang.t("fillIn", "fill in: ")).append(String.join(", ", m.verificationUnfilled()))
              .append(lang.t("codes.notInLog", " - not in the log")).append(')');
        }
        b.append("\n");
      }
      if (!m.references().isEmpty()) {
        b.append("\n**").append(lang.t("md.sources", "Sources:")).append("**\n\n");
        m.references().forEach(r -> b.append("- ").append(r).append('\n'));
      }
      b.append("\n**").append(lang.t("md.evidence", "Evidence:")).append("**\n\n```\n");
      List<String> terms = Reasons.foundValues(m.reasons());
      for (Evidence e : m.evidence()) {
        String t = e.text().strip();
        b.append(e.location()).append("  ").append(Columns.around(t, Math.max(0, Columns.find(t, terms)), 160)).append('\n');
      }
      b.append("```\n\n");
      if (d.matches().size() > 1) {
        b.append("**").append(lang.t("md.also", "Also possible:")).append("**\n\n");
        for (int k = 1; k < d.matches().size(); k++) {
          CaseMatch o = d.matches().get(k);
          b.append(String.format(Locale.ROOT, "- `%s` %s (%s, %s)%n", o.caseId(), lang == Lang.EN ? o.title() : o.titleZh(),
              TextReport.confidence(o.confidence()), lang.layer(o.layer())));
        }
        b.append('\n');
      }
    }
    CodeReport.markdown(b, d, lang);
    d.rootCause().ifPresent(r -> b.append("**").append(lang.t("md.whyRoot", "Why this root:")).append("** ").append(RootCauseWords.root(r, lang))
        .append("\n\n"));
    if (d.matches().isEmpty()) {
      b.append("**").append(lang.t("md.nextChecks", "Next checks:")).append("**\n\n");
      for (NextCheck c : d.nextChecks()) {
        b.append("- [").append(lang.layer(c.layer())).append("] `").append(c.command().replace("`", "'")).append("`: ")
            .append(c.expect()).append('\n');
      }
    }
    if (!d.warnings().isEmpty()) {
      b.append("\n**").append(lang.t("md.warnings", "Warnings:")).append("**\n\n");
      for (TriageWarning w : d.warnings()) {
        b.append("- ").append(lang.warning(w)).append('\n');
      }
    }
    return b.toString();
  }
}
