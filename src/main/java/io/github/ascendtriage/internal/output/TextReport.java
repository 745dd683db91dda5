package io.github.ascendtriage.internal.output;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.TriageWarning;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;

/**
 * Plain text and Markdown forms of a diagnosis: layer, best case, confidence, filled remediation,
 * evidence and next checks on one screen. Stateless and thread-safe.
 */
public final class TextReport {
  private TextReport() {}

  /** The ladder with the answer's layer marked: {@code device > network > [link-setup] > ...}. */
  static String ladder(Layer layer) {
    return ladder(layer, Lang.EN);
  }

  static String ladder(Layer layer, Lang lang) {
    StringBuilder b = new StringBuilder();
    for (Layer l : Layer.values()) {
      if (l == Layer.UNKNOWN) {
        continue;
      }
      if (b.length() > 0) {
        b.append(" > ");
      }
      b.append(l == layer ? "[" + lang.layer(l) + "]" : lang.layer(l));
    }
    return b.toString();
  }

  /**
   * The report for a terminal: every line fits {@link Columns#WIDTH} columns (prose wrapped,
   * evidence cut around what matched, long commands broken with {@code \\}); the generic next
   * checks are shown only when no case was found. Every string from the input or a case file is
   * made safe for a terminal first ({@link TerminalText}).
   */
  public static String text(Diagnosis raw) {
    return text(raw, Lang.EN);
  }

  /**
   * {@link #text(Diagnosis)} with the report's own words in {@code lang}; for Chinese the case's
   * Chinese title leads and its summary follows it (the prose of {@code raw} is the caller's: see
   * {@code AscendTriage.inChinese}).
   */
  public static String text(Diagnosis raw, Lang lang) {
    Diagnosis d = TerminalText.of(raw);
    StringBuilder b = new StringBuilder();
    b.append(lang.label("layer", "Layer:      "))
        .append(lang == Lang.EN ? d.layer().id().toUpperCase(Locale.ROOT) : lang.layer(d.layer())).append("   (")
        .append(ladder(d.layer(), lang)).append(")\n");
    d.rootCause().ifPresent(r -> Columns.wrap(b, lang.label("rootCause", "Root cause: "), INDENT, RootCauseWords.rootLine(r, lang)));
    if (d.matches().isEmpty()) {
      Columns.wrap(b, lang.label("case", "Case:       "), INDENT, CodeReport.answerLine(d, lang));
      ReasoningReport.text(b, d, lang);
      d.catalogAnswer().ifPresent(c -> {
        Columns.wrap(b, lang.label("code", "Code:       "), INDENT,
            c.code() + " (" + c.family() + ")" + lang.t("code.supports", " supports the answer"));
        Columns.wrap(b, lang.label("meaning", "Meaning:    "), INDENT, lang == Lang.ZH && !c.entry().meaningZh().isBlank()
            ? c.entry().meaningZh() : c.entry().meaning());
      });
      if (!d.searchTokens().isEmpty()) {
        Columns.wrap(b, lang.label("search", "Search:     "), INDENT,
            lang.t("search.tokens", "the official case library by these stable tokens: ") + String.join(", ", d.searchTokens()));
      }
      d.officialCase().ifPresent(o -> {
        Columns.wrap(b, lang.label("official", "Official:   "), INDENT, o.id() + o.title().map(t -> " - " + t).orElse("")
            + lang.t("official.rule", " (the failure class of the rule that decided the layer)"));
        link(b, o.reference());
      });
      fix(b, d, lang);
    } else {
      CaseMatch m = d.matches().get(0);
      if (lang == Lang.EN) {
        Columns.wrap(b, "Case:       ", INDENT, m.caseId() + " - " + m.title());
        Columns.wrap(b, INDENT, INDENT, m.titleZh());
      } else {
        Columns.wrap(b, lang.label("case", "Case:       "), INDENT, m.caseId() + " - " + m.titleZh());
        Columns.wrap(b, INDENT, INDENT, m.title());
      }
      b.append(lang.label("confidence", "Confidence: ")).append(confidence(m.confidence())).append("  (")
          .append(m.knowledgeBase()).append(")\n");
      d.officialCase().filter(o -> !o.direct()).ifPresent(o -> {
        Columns.wrap(b, lang.label("official", "Official:   "), INDENT, o.id() + o.title().map(t -> " - " + t).orElse("")
            + lang.t("official.refines", " (this case refines it)"));
        link(b, o.reference());
      });
      Columns.wrap(b, lang.label("why", "Why:        "), INDENT, Reasons.words(m.reasons(), lang));
      b.append(lang.t("evidence", "Evidence:")).append('\n');
      List<String> terms = Reasons.foundValues(m.reasons());
      int shown = 0;
      for (Evidence e : m.evidence()) {
        if (shown++ == 6) {
          b.append("  ... ").append(m.evidence().size() - 6).append(lang.t("evidence.more", " more")).append('\n');
          break;
        }
        evidence(b, "  ", e, terms);
      }
      fix(b, d, lang);
      if (!m.verification().isEmpty()) {
        Columns.wrap(b, lang.label("verify", "Verify:     "), INDENT, m.verification());
        if (!m.verificationUnfilled().isEmpty()) { // as a step of the fix: not ready to run as printed
          Columns.wrap(b, INDENT, INDENT, "(" + lang.t("fillIn", "fill in: ") + String.join(", ", m.verificationUnfilled())
              + lang.t("codes.notInLog", " - not in the log") + ")");
        }
      }
      source(b, m.references(), lang);
      for (int k = 1; k < d.matches().size(); k++) {
        CaseMatch o = d.matches().get(k);
        Columns.wrap(b, lang.label("also", "Also:       "), INDENT, o.caseId() + " - " + (lang == Lang.EN ? o.title() : o.titleZh())
            + " (" + confidence(o.confidence()) + ", " + lang.layer(o.layer()) + ")");
      }
    }
    CodeReport.text(b, d, lang);
    d.rootCause().ifPresent(r -> Columns.wrap(b, lang.label("whyRoot", "Why root:   "), INDENT, RootCauseWords.root(r, lang)));
    for (io.github.ascendtriage.KnowledgeBaseHit h : d.knowledgeBaseHits()) {
      Columns.wrap(b, "KB hit:     ", INDENT, String.format(Locale.ROOT, "%s [%s, %s]%s at %s", h.entryId(), h.kind(),
          h.layer().id(), h.claimed() ? " (claimed)" : "", h.evidence().location()));
    }
    if (d.matches().isEmpty()) {
      b.append(lang.t("nextChecks", "Next checks (bottom-up from ")).append(lang.layer(d.layer()))
          .append(lang.t("nextChecks.end", "):")).append('\n');
      for (NextCheck c : d.nextChecks()) {
        Columns.command(b, "  [" + lang.layer(c.layer()) + "] ", "      ", c.command());
        Columns.wrap(b, "      " + lang.t("expect", "expect: "), "              ", c.expect());
      }
    }
    for (TriageWarning w : d.warnings()) {
      Columns.wrap(b, lang.label("warning", "Warning:    "), INDENT, lang.warning(w));
    }
    // concatenated, not String.format: a number formatted with %d loads the locale's digits (the
    // locale providers, some 3 ms of a start) to print what Long.toString prints
    if (lang == Lang.EN) {
      Columns.wrap(b, "", " ", "(" + d.filesRead() + " file(s), " + d.linesRead() + " line(s) read; ascend-triage "
          + d.toolVersion() + ", case base " + d.caseBaseVersion() + ")");
    } else {
      Columns.wrap(b, "", " ", lang.t("footer.files", "(files read: ") + d.filesRead() + lang.t("footer.lines", ", lines: ")
          + d.linesRead() + lang.t("footer.tool", "; ascend-triage ") + d.toolVersion() + lang.t("footer.base", ", case base ")
          + d.caseBaseVersion() + lang.t("footer.end", ")"));
    }
    return b.toString();
  }

  /**
   * The answer's fix, numbered: each command (where it runs: {@link RootCauseWords#fixHead}), its
   * explanation, what to fill in, and, for a step that is not the matched case's own, where it
   * comes from. Nothing when the answer has no layer.
   */
  private static void fix(StringBuilder b, Diagnosis d, Lang lang) {
    if (d.remediation().isEmpty()) {
      return;
    }
    b.append(lang.t("fix", "Fix:")).append('\n');
    int i = 1;
    for (FixStep x : d.remediation()) {
      RemediationStep s = x.step();
      String n = "  " + i++ + ". " + RootCauseWords.fixHead(x, d.rootCause(), lang);
      if (s.command().isBlank()) { // advice-only steps (imported knowledge bases have many)
        Columns.wrap(b, n, "     ", s.explanation());
      } else {
        Columns.command(b, n, "       ", s.command());
        Columns.wrap(b, "     ", "     ", s.explanation());
      }
      if (!s.unfilled().isEmpty()) {
        Columns.wrap(b, "     ", "      ", "(" + lang.t("fillIn", "fill in: ") + unfilled(s, lang) + ")");
      }
      origin(x, lang).ifPresent(o -> Columns.wrap(b, "     ", "      ", "(" + o + ")"));
    }
  }

  /** Where a step comes from, in words; empty for the matched case's own steps. */
  static java.util.Optional<String> origin(FixStep x) {
    return origin(x, Lang.EN);
  }

  static java.util.Optional<String> origin(FixStep x, Lang lang) {
    return switch (x.origin()) {
      case CASE -> java.util.Optional.empty();
      case OFFICIAL_CASE -> java.util.Optional.of(lang.t("origin.official", "fix of the official case it refines, ") + x.ref());
      case CODE -> java.util.Optional.of(lang.t("origin.code", "first step of code ") + x.ref());
      case RULE -> java.util.Optional.of(lang.t("origin.rule", "fix of the failure class read; rule and source: ") + x.ref());
      case LAYER_CHECK -> java.util.Optional.of(lang.t("origin.layer", "check of the layer; source: ") + x.ref());
      case SIMILAR_INCIDENT -> java.util.Optional.of(lang.t("origin.similar", "fix of the most similar known incident, ")
          + x.ref() + lang.t("origin.similarity", ", similarity ") + confidence(x.similarity().orElse(0))
          + lang.t("origin.pointer", ": a pointer, not a claim"));
      case SETTING -> java.util.Optional.of(lang.t("origin.setting", "official fix of a setting the log shows; setting and source: ") + x.ref());
    };
  }

  /** {@code port - not in the log; nic - the log's value "..." is not a NIC name}. */
  static String unfilled(RemediationStep s) {
    return unfilled(s, Lang.EN);
  }

  static String unfilled(RemediationStep s, Lang lang) {
    StringBuilder b = new StringBuilder();
    for (String name : s.unfilled()) {
      if (b.length() > 0) {
        b.append("; ");
      }
      String why = s.unfilledReasons().get(name);
      // the library's own reason for a value the log lacks is said in the report's words
      b.append(name).append(" - ").append(why == null || why.equals(NOT_IN_LOG) ? lang.t("notInLog", NOT_IN_LOG) : why);
    }
    return b.toString();
  }

  private static final String INDENT = "            ";
  /** The reason the library gives a placeholder the log has no value for (casebase.PlaceholderTemplate's). */
  private static final String NOT_IN_LOG = "not in the log";
  private static final String LINK = ": https://";

  /**
   * The case's first source (an official case's page in the case library comes first), its link
   * on a line of its own when it fits; a link is never broken (it would not open).
   */
  private static void source(StringBuilder b, List<String> references, Lang lang) {
    if (references.isEmpty()) {
      return;
    }
    String r = references.get(0);
    int at = r.indexOf(LINK);
    Columns.wrap(b, lang.label("source", "Source:     "), INDENT, at < 0 ? r : r.substring(0, at));
    link(b, r);
  }

  /** The link of a reference ({@code name: https://...}) on a line of its own, when it fits. */
  private static void link(StringBuilder b, String reference) {
    int at = reference.indexOf(LINK);
    String url = at < 0 ? "" : reference.substring(at + 2);
    if (at >= 0 && Columns.width(INDENT + url) <= Columns.WIDTH) {
      b.append(INDENT).append(url).append('\n');
    }
  }
  /** Evidence lines never get less room than this; a longer location puts the text below it. */
  private static final int MIN_EVIDENCE_ROOM = 48;

  /** {@code lead location  text}, the text cut to the line around the first matched term. */
  static void evidence(StringBuilder b, String lead, Evidence e, List<String> terms) {
    String text = e.text().strip();
    int at = Math.max(0, Columns.find(text, terms));
    String head = lead + e.location() + "  ";
    int room = Columns.WIDTH - Columns.width(head);
    if (room < MIN_EVIDENCE_ROOM) {
      Columns.wrap(b, lead, lead, e.location());
      head = lead + "    ";
      room = Columns.WIDTH - head.length();
    }
    b.append(head).append(Columns.around(text, at, room)).append('\n');
  }

  /**
   * A confidence with two decimals, rounded down: the report never claims more than the number
   * (0.997 reads 0.99; only a certain 1 reads 1.00).
   */
  static String confidence(double c) {
    if (!Double.isFinite(c)) {
      return "?";
    }
    return BigDecimal.valueOf(c).setScale(2, RoundingMode.FLOOR).toPlainString();
  }
}
