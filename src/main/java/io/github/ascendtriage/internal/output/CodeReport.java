package io.github.ascendtriage.internal.output;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.CodeEntry;
import io.github.ascendtriage.CodeExplanation;
import io.github.ascendtriage.CodeFinding;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.RemediationStep;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The official codes in the reports: the {@code codes} array of the JSON, the "Codes" block of
 * text and Markdown, and the {@code explain} output. Field names are part of the JSON contract
 * (README). Stateless and thread-safe.
 */
public final class CodeReport {
  /** Evidence lines shown per code in text and Markdown. */
  static final int SHOWN_EVIDENCE = 2;
  /** What each scope a code record states means, as {@code explain} prints it beside the word. */
  private static final Map<String, String> SCOPE_WORDS = Map.of(
      "process", " (one process's own call: a single-card program fails the same way)",
      "ranks", " (a call among the ranks of a job)");

  private CodeReport() {}

  static void json(ObjectNode n, Diagnosis d) {
    n.put("answer", d.answer().id());
    if (d.catalogAnswer().isPresent()) {
      n.put("catalogAnswer", d.catalogAnswer().get().entry().key());
    } else {
      n.putNull("catalogAnswer");
    }
    ArrayNode a = n.putArray("codes");
    for (CodeFinding c : d.codes()) {
      ObjectNode o = a.addObject();
      entry(o, c.entry(), false);
      c.firstStep().ifPresentOrElse(s -> step(o.putObject("firstStep"), s), () -> o.putNull("firstStep"));
      o.put("ambiguous", c.ambiguous());
      ArrayNode alts = o.putArray("alternatives");
      for (CodeEntry e : c.alternatives()) {
        ObjectNode x = alts.addObject();
        x.put("family", e.family());
        x.put("code", e.code());
        putOptional(x, "name", e.name().orElse(null));
        x.put("layer", e.layerName());
      }
      o.put("printed", c.printed());
      o.put("count", c.count());
      ArrayNode ev = o.putArray("evidence");
      for (Evidence e : c.evidence()) {
        ObjectNode x = ev.addObject();
        x.put("source", e.source());
        x.put("line", e.line());
        x.put("text", e.text());
      }
    }
  }

  /** One catalogue entry's fields; {@code full} adds what only {@code explain} shows. */
  static void entry(ObjectNode o, CodeEntry e, boolean full) {
    o.put("code", e.code());
    o.put("family", e.family());
    putOptional(o, "name", e.name().orElse(null));
    putOptional(o, "module", e.module().orElse(null));
    o.put("meaning", e.meaning());
    o.put("meaningZh", e.meaningZh());
    o.put("layer", e.layerName());
    if (full) {
      putOptional(o, "scope", e.scope().orElse(null));
      e.firstStep().ifPresentOrElse(s -> step(o.putObject("firstStep"), s), () -> o.putNull("firstStep"));
      e.messages().forEach(o.putArray("messages")::add);
      e.aliases().forEach(o.putArray("aliases")::add);
      e.mapsTo().forEach(o.putArray("mapsTo")::add);
      o.put("source", e.source());
    }
  }

  /** The {@code explain} result as JSON. */
  static void explanation(ObjectNode o, CodeExplanation x) {
    o.put("query", x.query());
    o.put("found", x.found());
    ArrayNode m = o.putArray("matches");
    x.matches().forEach(e -> entry(m.addObject(), e, true));
    ArrayNode s = o.putArray("suggestions");
    for (CodeEntry e : x.suggestions()) {
      ObjectNode n = s.addObject();
      n.put("code", e.code());
      n.put("family", e.family());
      putOptional(n, "name", e.name().orElse(null));
      n.put("meaning", e.meaning());
    }
  }

  private static void step(ObjectNode o, RemediationStep s) {
    o.put("command", s.command());
    o.put("explanation", s.explanation());
    s.unfilled().forEach(o.putArray("unfilled")::add);
  }

  private static void putOptional(ObjectNode o, String field, String v) {
    if (v == null) {
      o.putNull(field);
    } else {
      o.put(field, v);
    }
  }

  /** The line that says where a case-less answer comes from. */
  static String answerLine(Diagnosis d) {
    return ReasoningReport.answerLine(d, Lang.EN);
  }

  static String answerLine(Diagnosis d, Lang lang) {
    return ReasoningReport.answerLine(d, lang);
  }

  /** The "Codes" block of the text report; empty when no code was found. */
  static void text(StringBuilder b, Diagnosis d, Lang lang) {
    if (d.codes().isEmpty()) {
      return;
    }
    b.append(lang.t("codes", "Codes:")).append('\n');
    for (CodeFinding c : d.codes()) {
      CodeEntry e = c.entry();
      Columns.wrap(b, "  ", "      ", e.code() + " (" + e.family() + e.name().map(n -> ", " + n).orElse("") + ") ["
          + layer(e, lang) + "]" + (c.count() > 1 ? " x" + c.count() : ""));
      if (c.ambiguous()) {
        Columns.wrap(b, "      ", "      ", lang.t("codes.ambiguous", "ambiguous: may also be ") + String.join(", ", keys(c.alternatives())));
      }
      Columns.wrap(b, "      ", "      ", meaning(e, lang));
      c.firstStep().ifPresent(s -> {
        Columns.command(b, "      " + lang.t("codes.firstStep", "first step: "), "        ", s.command());
        if (!s.unfilled().isEmpty()) {
          Columns.wrap(b, "      ", "       ", "(" + lang.t("fillIn", "fill in: ") + String.join(", ", s.unfilled())
              + lang.t("codes.notInLog", " - not in the log") + ")");
        }
      });
      for (Evidence ev : c.evidence().subList(0, Math.min(SHOWN_EVIDENCE, c.evidence().size()))) {
        String head = "      " + ev.location() + "  ";
        String t = ev.text().strip();
        b.append(head).append(Columns.around(t, Math.max(0, Columns.find(t, List.of(e.code()))),
            Math.max(40, Columns.WIDTH - Columns.width(head)))).append('\n');
      }
    }
  }

  /** The "Codes" block of the Markdown report; empty when no code was found. */
  /** A code's meaning in {@code lang}: its Chinese meaning when it has one. */
  private static String meaning(CodeEntry e, Lang lang) {
    return lang == Lang.ZH && !e.meaningZh().isBlank() ? e.meaningZh() : e.meaning();
  }

  /** A code's layer: a ladder layer in words of {@code lang}, or {@code symptom}/{@code none}. */
  private static String layer(CodeEntry e, Lang lang) {
    return lang.t("codeLayer." + e.layerName(), e.layerName());
  }

  static void markdown(StringBuilder b, Diagnosis d, Lang lang) {
    if (d.codes().isEmpty()) {
      return;
    }
    b.append("**").append(lang.t("codes", "Codes:")).append("**\n\n");
    for (CodeFinding c : d.codes()) {
      CodeEntry e = c.entry();
      b.append("- `").append(e.code()).append("` (").append(e.family()).append(e.name().map(n -> ", `" + n + "`").orElse(""))
          .append(lang.t("md.codes.layer", ", layer `")).append(layer(e, lang)).append("`): ").append(meaning(e, lang));
      if (c.ambiguous()) {
        b.append(lang.t("md.codes.ambiguous", " Ambiguous: may also be ")).append(String.join(", ", keys(c.alternatives())))
            .append(lang.t("md.stop", "."));
      }
      c.firstStep().ifPresent(s -> {
        b.append(lang.t("md.codes.firstStep", " First step: `")).append(s.command().replace("`", "'")).append("`");
        if (!s.unfilled().isEmpty()) { // as the Fix block marks it: the command is not ready to run
          b.append(" (").append(lang.t("fillIn", "fill in: ")).append(TextReport.unfilled(s, lang)).append(')');
        }
        b.append(lang.t("md.stop", "."));
      });
      b.append('\n');
    }
    b.append("\n```\n");
    for (CodeFinding c : d.codes()) {
      for (Evidence ev : c.evidence().subList(0, Math.min(SHOWN_EVIDENCE, c.evidence().size()))) {
        String t = ev.text().strip();
        b.append(ev.location()).append("  ").append(Columns.around(t, Math.max(0, Columns.find(t, List.of(c.entry().code()))), 160)
            .replace("```", "'''")).append('\n');
      }
    }
    b.append("```\n\n");
  }

  private static List<String> keys(List<CodeEntry> es) {
    return es.stream().map(CodeEntry::key).toList();
  }

  /** The {@code explain} result as text; the query and site entries made safe for a terminal. */
  public static String explainText(CodeExplanation raw) {
    CodeExplanation x = new CodeExplanation(TerminalText.escape(raw.query()),
        raw.matches().stream().map(TerminalText::entry).toList(), raw.suggestions().stream().map(TerminalText::entry).toList());
    StringBuilder b = new StringBuilder();
    if (!x.found()) {
      b.append("unknown code '").append(x.query()).append("'\n");
      if (!x.suggestions().isEmpty()) {
        b.append("near codes:\n");
        for (CodeEntry e : x.suggestions()) {
          b.append("  ").append(e.code()).append(" (").append(e.family()).append(e.name().map(n -> ", " + n).orElse(""))
              .append("): ").append(e.meaning()).append('\n');
        }
      }
      return b.toString();
    }
    if (x.matches().size() > 1) {
      b.append(x.query()).append(" names ").append(x.matches().size()).append(" codes:\n\n");
    }
    for (CodeEntry e : x.matches()) {
      b.append(e.code()).append("  [").append(e.family()).append(", layer ").append(e.layerName()).append("]\n");
      e.name().ifPresent(n -> b.append("  name:     ").append(n).append('\n'));
      e.module().ifPresent(m -> b.append("  module:   ").append(m).append('\n'));
      b.append("  meaning:  ").append(e.meaning()).append('\n');
      b.append("            ").append(e.meaningZh()).append('\n');
      e.scope().ifPresent(s -> b.append("  scope:    ").append(s).append(SCOPE_WORDS.getOrDefault(s, "")).append('\n'));
      e.firstStep().ifPresent(s -> b.append("  first:    ").append(s.command()).append("\n            ")
          .append(s.explanation()).append('\n'));
      e.messages().forEach(m -> b.append("  message:  ").append(m).append('\n'));
      if (!e.aliases().isEmpty()) {
        b.append("  printed:  ").append(String.join(" | ", e.aliases())).append('\n');
      }
      e.mapsTo().forEach(m -> b.append("  maps to:  ").append(m).append('\n'));
      b.append("  source:   ").append(e.source()).append("\n\n");
    }
    return b.toString();
  }
}
