package io.github.ascendtriage.internal.output;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.ReasoningStep;
import io.github.ascendtriage.SimilarIncident;
import java.util.List;
import java.util.Locale;

/**
 * The layer reasoning in the reports: the {@code reasoning} object and {@code similar} array of
 * the JSON and the "Reasoning" and "Similar" blocks of text and Markdown, one evidence line per
 * step with the rule that read it.
 * Field names are part of the JSON contract (README). Stateless and thread-safe.
 */
final class ReasoningReport {
  private ReasoningReport() {}

  static void json(ObjectNode n, Diagnosis d) {
    ArrayNode sim = n.putArray("similar");
    for (io.github.ascendtriage.SimilarIncident x : d.similar()) {
      ObjectNode o = sim.addObject();
      o.put("caseId", x.caseId());
      o.put("title", x.title());
      o.put("layer", x.layer().id());
      o.put("score", x.score());
    }
    if (d.reasoning().isEmpty()) {
      n.putNull("reasoning");
      return;
    }
    LayerReasoning r = d.reasoning().get();
    ObjectNode o = n.putObject("reasoning");
    o.put("layer", r.layer().id());
    o.put("confidence", r.confidence());
    if (r.stage().isPresent()) {
      o.put("stage", r.stage().get());
    } else {
      o.putNull("stage");
    }
    o.put("summary", r.summary());
    ArrayNode steps = o.putArray("steps");
    for (ReasoningStep s : r.steps()) {
      ObjectNode x = steps.addObject();
      x.put("token", s.token());
      x.put("layer", s.layer().id());
      x.put("role", s.role());
      x.put("rule", s.rule());
      x.put("why", s.why());
      x.put("source", s.evidence().source());
      x.put("line", s.evidence().line());
      x.put("text", s.evidence().text());
    }
  }

  /** The answer line of a case-less diagnosis; the confidence rounded down as everywhere in the text. */
  static String answerLine(Diagnosis d, Lang lang) {
    return d.reasoning().map(r -> r.layer() == Layer.UNKNOWN
            ? r.summary()
            : r.summary() + lang.t("reasoning.confidence", " (layer reasoning, confidence ") + TextReport.confidence(r.confidence())
                + lang.t("reasoning.confidence.end", ")"))
        .orElse(lang.t("reasoning.none", "none confident enough"));
  }

  /** The "Reasoning" and "Similar" blocks of the text report, each line within {@link Columns#WIDTH}. */
  static void text(StringBuilder b, Diagnosis d, Lang lang) {
    steps(b, d, lang);
    if (!d.similar().isEmpty()) {
      b.append(lang.t("similar", "Similar:    (known incidents most like the failing lines; pointers, not claims)")).append('\n');
      for (SimilarIncident x : d.similar()) {
        Columns.wrap(b, "  ", "    ", similar(x, lang));
      }
    }
  }

  private static String similar(SimilarIncident x, Lang lang) {
    if (lang == Lang.EN) {
      return String.format(Locale.ROOT, "%s [%s] %s (similarity %.2f of the best)", x.caseId(), x.layer().id(), x.title(), x.score());
    }
    return String.format(Locale.ROOT, "%s [%s] %s (%s %.2f)", x.caseId(), lang.layer(x.layer()), x.title(),
        lang.t("similar.score", "similarity of the best"), x.score());
  }

  private static void steps(StringBuilder b, Diagnosis d, Lang lang) {
    if (d.reasoning().isEmpty() || d.reasoning().get().steps().isEmpty()) {
      return;
    }
    b.append(lang.t("reasoning", "Reasoning:  (no case matched; each line with the rule that read it)")).append('\n');
    for (ReasoningStep s : d.reasoning().get().steps()) {
      Columns.wrap(b, "  ", "    ", head(s, lang));
      if (lang != Lang.EN) { // the English report keeps its one line a step; in Chinese the rule's why follows
        Columns.wrap(b, "    ", "    ", s.why());
      }
      TextReport.evidence(b, "    ", s.evidence(), terms(s));
    }
  }

  static void markdown(StringBuilder b, Diagnosis d, Lang lang) {
    steps(b, d, true, lang);
    if (!d.similar().isEmpty()) {
      b.append("\n**").append(lang.t("md.similar", "Similar known incidents")).append("** ")
          .append(lang.t("md.similar.note", "(pointers, not claims):")).append("\n\n");
      for (SimilarIncident x : d.similar()) {
        b.append("- ").append(similar(x, lang).replace("|", "\\|")).append('\n');
      }
    }
  }

  private static void steps(StringBuilder b, Diagnosis d, boolean markdown, Lang lang) {
    if (d.reasoning().isEmpty() || d.reasoning().get().steps().isEmpty()) {
      return;
    }
    b.append("\n**").append(lang.t("md.reasoning", "Reasoning")).append("** ")
        .append(lang.t("md.reasoning.note", "(no case matched; each line with the rule that read it):")).append("\n\n");
    for (ReasoningStep s : d.reasoning().get().steps()) {
      String t = s.evidence().text().strip();
      String line = Columns.around(t, Math.max(0, Columns.find(t, terms(s))), 160);
      b.append("- ").append(head(s, lang)).append(lang == Lang.EN ? "" : "：" + s.why()).append(" `")
          .append(s.evidence().location()).append("` `").append(line.replace("`", "'")).append("`\n");
    }
  }

  private static String head(ReasoningStep s, Lang lang) {
    return String.format(Locale.ROOT, "%s %s [%s]", lang.t("role." + s.role(), s.role()), lang.layer(s.layer()), s.rule());
  }

  /** What to keep in view of the step's line: the token's value ({@code type:value}, a code's last part). */
  private static List<String> terms(ReasoningStep s) {
    String v = s.token().substring(s.token().indexOf(':') + 1);
    return List.of(v, v.substring(v.lastIndexOf('/') + 1));
  }
}
