package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.CodeEntry;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.KnowledgeBaseHit;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TriageWarning;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes text safe to print on a terminal: log lines, file names and case strings may hold escape
 * sequences ({@code ESC]0;...BEL} retitles a terminal, {@code ESC[2J} clears it), newlines that
 * forge report lines, or bidi controls that reorder what is shown. Every such character is written
 * as a visible escape ({@code \e}, {@code \n}, {@code \x07}, {@code \u202e}); file names that hold
 * spaces or escapes are put in double quotes. JSON needs none of this: Jackson escapes control
 * characters itself. Stateless and thread-safe.
 */
public final class TerminalText {
  private TerminalText() {}

  /** True for what must not reach a terminal raw: C0 but tab, DEL, C1, bidi and line separators. */
  static boolean unsafe(char c) {
    return (c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f)
        || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)
        || c == 0x200e || c == 0x200f || c == 0x061c || c == 0x2028 || c == 0x2029;
  }

  /**
   * {@code s} with every unsafe character written as an escape; a backslash is kept as it is.
   *
   * @param s the text; null is returned as is
   */
  public static String escape(String s) {
    if (s == null) {
      return null;
    }
    int i = 0;
    while (i < s.length() && !unsafe(s.charAt(i))) {
      i++;
    }
    if (i == s.length()) {
      return s;
    }
    StringBuilder b = new StringBuilder(s.length() + 16).append(s, 0, i);
    for (; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!unsafe(c)) {
        b.append(c);
      } else if (c == '\n') {
        b.append("\\n");
      } else if (c == '\r') {
        b.append("\\r");
      } else if (c == 0x1b) {
        b.append("\\e");
      } else if (c < 0x100) {
        b.append(String.format("\\x%02x", (int) c));
      } else {
        b.append(String.format("\\u%04x", (int) c));
      }
    }
    return b.toString();
  }

  /** A file name: escaped, and in double quotes when it holds a space, a quote or an escape. */
  public static String fileName(String name) {
    String e = escape(name);
    boolean quote = !e.equals(name) || name.indexOf(' ') >= 0 || name.indexOf('"') >= 0 || name.indexOf('\t') >= 0;
    return quote ? "\"" + e.replace("\"", "\\\"") + "\"" : e;
  }

  /** A warning as one line for a terminal: its file name quoted, its message escaped. */
  public static String warning(TriageWarning w) {
    return new TriageWarning(fileName(w.source()), w.line(), escape(w.message())).toString();
  }

  /** Every string of a diagnosis made safe for a terminal (file names quoted), for the text forms. */
  static Diagnosis of(Diagnosis d) {
    List<CodeFinding> codes = d.codes().stream().map(TerminalText::code).toList();
    return new Diagnosis(
        d.toolVersion(), d.caseBaseVersion(), d.layer(), d.confidence(), d.answer(),
        d.matches().stream().map(TerminalText::match).toList(),
        d.features().stream().map(f -> new Feature(f.type(), escape(f.value()), evidence(f.evidence()))).toList(),
        codes, d.catalogAnswer().map(c -> codes.get(d.codes().indexOf(c))),
        d.reasoning().map(TerminalText::reasoning),
        d.similar().stream().map(x -> new io.github.ascendtriage.SimilarIncident(escape(x.caseId()), escape(x.title()), x.layer(),
            x.score())).toList(),
        d.rootCause().map(TerminalText::rootCause),
        d.nextChecks().stream().map(c -> new NextCheck(c.layer(), escape(c.command()), escape(c.expect()))).toList(),
        all(d.searchTokens()),
        d.warnings().stream().map(w -> new TriageWarning(fileName(w.source()), w.line(), escape(w.message()), w.count())).toList(),
        d.filesRead(), d.linesRead(),
        d.knowledgeBaseHits().stream().map(h -> new KnowledgeBaseHit(escape(h.entryId()), escape(h.caseId()), escape(h.kind()),
            evidence(h.evidence()), h.occurrences(), escape(h.entryClass()), escape(h.component()), h.layer(), h.claimed()))
            .toList(),
        d.remediation().stream().map(x -> new io.github.ascendtriage.FixStep(step(x.step()), x.origin(), escape(x.ref()),
            x.similarity(), x.host().map(TerminalText::escape))).toList(),
        d.officialCase().map(o -> new io.github.ascendtriage.OfficialCase(escape(o.id()), o.title().map(TerminalText::escape),
            escape(o.matchedCase()), escape(o.reference()))));
  }

  /** The layer reasoning: its lines and tokens are input, its rules and reasons data (a site's codes too). */
  private static LayerReasoning reasoning(LayerReasoning r) {
    return new LayerReasoning(r.layer(), r.confidence(), r.stage().map(TerminalText::escape),
        r.steps().stream().map(s -> new ReasoningStep(evidence(s.evidence()), escape(s.token()), s.layer(), escape(s.role()),
            escape(s.rule()), escape(s.why()))).toList(), escape(r.summary()));
  }

  private static RootCause rootCause(RootCause r) {
    return new RootCause(r.host().map(TerminalText::escape), r.rank(), r.device(), fileName(r.source()), escape(r.reason()),
        all(r.cascades()), r.pid().map(TerminalText::escape), places(r.roots()), all(r.chain()),
        r.chainEvidence().stream().map(TerminalText::evidence).toList(), places(r.cascadePlaces()), r.known(), r.cycle(),
        r.decided(), all(r.reportsGone()));
  }

  private static List<ProcessPlace> places(List<ProcessPlace> ps) {
    return ps.stream().map(p -> new ProcessPlace(p.host().map(TerminalText::escape), p.rank(), p.device(),
        p.pid().map(TerminalText::escape), p.source().map(TerminalText::fileName), escape(p.label()), p.known(),
        p.address().map(TerminalText::escape))).toList();
  }

  private static CodeFinding code(CodeFinding c) {
    return new CodeFinding(entry(c.entry()), c.firstStep().map(TerminalText::step),
        c.alternatives().stream().map(TerminalText::entry).toList(), escape(c.printed()),
        c.evidence().stream().map(TerminalText::evidence).toList(), c.count());
  }

  /** A catalogue entry (a site's codes folder is input too). */
  static CodeEntry entry(CodeEntry e) {
    return new CodeEntry(escape(e.family()), escape(e.code()), e.name().map(TerminalText::escape),
        e.module().map(TerminalText::escape), all(e.messages()), all(e.aliases()), escape(e.meaning()), escape(e.meaningZh()),
        e.layer(), e.symptom(), e.firstStep().map(TerminalText::step), all(e.mapsTo()), escape(e.source()),
        e.scope().map(TerminalText::escape));
  }

  private static CaseMatch match(CaseMatch m) {
    return new CaseMatch(
        escape(m.caseId()), escape(m.title()), escape(m.titleZh()), m.layer(), m.confidence(), escape(m.knowledgeBase()),
        m.remediation().stream().map(TerminalText::step).toList(), escape(m.verification()),
        m.evidence().stream().map(TerminalText::evidence).toList(), all(m.reasons()), all(m.references()),
        all(m.verificationUnfilled()));
  }

  static RemediationStep step(RemediationStep s) {
    Map<String, String> why = new LinkedHashMap<>();
    s.unfilledReasons().forEach((k, v) -> why.put(escape(k), escape(v)));
    return new RemediationStep(escape(s.command()), escape(s.explanation()), all(s.unfilled()), why);
  }

  private static Evidence evidence(Evidence e) {
    return new Evidence(fileName(e.source()), e.line(), escape(e.text()));
  }

  static List<String> all(List<String> l) {
    return l.stream().map(TerminalText::escape).toList();
  }
}
