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
  static String answerLine(Diagnosis d) {
    return d.reasoning().map(r -> r.layer() == Layer.UNKNOWN
            ? r.summary()
            : String.format(Locale.ROOT, "%s (layer reasoning, confidence %s)", r.summary(), TextReport.confidence(r.confidence())))
        .orElse("none confident enough");
  }

  /** The "Reasoning" and "Similar" blocks of the text report, each line within {@link Columns#WIDTH}. */
  static void text(StringBuilder b, Diagnosis d) {
    steps(b, d);
    if (!d.similar().isEmpty()) {
      b.append("Similar:    (known incidents most like the failing lines; pointers, not claims)\n");
      for (SimilarIncident x : d.similar()) {
        Columns.wrap(b, "  ", "    ", similar(x));
      }
    }
  }

  private static String similar(SimilarIncident x) {
    return String.format(Locale.ROOT, "%s [%s] %s (similarity %.2f of the best)", x.caseId(), x.layer().id(), x.title(), x.score());
  }

  private static void steps(StringBuilder b, Diagnosis d) {
    if (d.reasoning().isEmpty() || d.reasoning().get().steps().isEmpty()) {
      return;
    }
    b.append("Reasoning:  (no case matched; each line with the rule that read it)\n");
    for (ReasoningStep s : d.reasoning().get().steps()) {
      Columns.wrap(b, "  ", "    ", head(s));
      TextReport.evidence(b, "    ", s.evidence(), terms(s));
    }
  }

  static void markdown(StringBuilder b, Diagnosis d) {
    steps(b, d, true);
    if (!d.similar().isEmpty()) {
      b.append("\n**Similar known incidents** (pointers, not claims):\n\n");
      for (SimilarIncident x : d.similar()) {
        b.append("- ").append(similar(x).replace("|", "\\|")).append('\n');
      }
    }
  }

  private static void steps(StringBuilder b, Diagnosis d, boolean markdown) {
    if (d.reasoning().isEmpty() || d.reasoning().get().steps().isEmpty()) {
      return;
    }
    b.append("\n**Reasoning** (no case matched; each line with the rule that read it):\n\n");
    for (ReasoningStep s : d.reasoning().get().steps()) {
      String t = s.evidence().text().strip();
      String line = Columns.around(t, Math.max(0, Columns.find(t, terms(s))), 160);
      b.append("- ").append(head(s)).append(" `").append(s.evidence().location()).append("` `")
          .append(line.replace("`", "'")).append("`\n");
    }
  }

  private static String head(ReasoningStep s) {
    return String.format(Locale.ROOT, "%s %s [%s]", s.role(), s.layer().id(), s.rule());
  }

  /** What to keep in view of the step's line: the token's value ({@code type:value}, a code's last part). */
  private static List<String> terms(ReasoningStep s) {
    String v = s.token().substring(s.token().indexOf(':') + 1);
    return List.of(v, v.substring(v.lastIndexOf('/') + 1));
  }
}
