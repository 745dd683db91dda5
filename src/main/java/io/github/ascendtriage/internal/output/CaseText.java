package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.RemediationStep;

/**
 * One case as {@code cases show} prints it: titles, summaries, signature, remediation, the check
 * and the sources a reader can open; a site's case text made safe for a terminal. Stateless and
 * thread-safe.
 */
public final class CaseText {
  private CaseText() {}

  public static String text(CaseInfo raw) {
    CaseInfo c = new CaseInfo(TerminalText.escape(raw.id()), TerminalText.escape(raw.title()),
        TerminalText.escape(raw.titleZh()), TerminalText.escape(raw.summary()), TerminalText.escape(raw.summaryZh()),
        raw.layer(), TerminalText.escape(raw.knowledgeBase()), raw.remediation().stream().map(TerminalText::step).toList(),
        TerminalText.escape(raw.verification()), TerminalText.all(raw.references()), TerminalText.all(raw.signature()));
    StringBuilder b = new StringBuilder();
    b.append(c.id()).append("  [").append(c.layer().id()).append(", ").append(c.knowledgeBase()).append("]\n");
    b.append("  ").append(c.title()).append('\n');
    b.append("  ").append(c.titleZh()).append("\n\n");
    b.append(c.summary()).append('\n').append(c.summaryZh()).append("\n\nSignature:\n");
    for (String s : c.signature()) {
      b.append("  ").append(s).append('\n');
    }
    b.append("\nRemediation:\n");
    int i = 1;
    for (RemediationStep s : c.remediation()) {
      if (s.command().isBlank()) {
        b.append("  ").append(i++).append(". ").append(s.explanation()).append('\n');
      } else {
        b.append("  ").append(i++).append(". ").append(s.command()).append("\n     ").append(s.explanation()).append('\n');
      }
    }
    b.append("\nVerify: ").append(c.verification()).append('\n');
    if (!c.references().isEmpty()) {
      b.append("\nSources:\n");
      c.references().forEach(r -> b.append("  - ").append(r).append('\n'));
    }
    return b.toString();
  }
}
