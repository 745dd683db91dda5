package io.github.ascendtriage.internal.output;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.LayerReasoning;
import io.github.ascendtriage.ReasoningStep;
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

  /** The answer line of a case-less diagnosis. */
  static String answerLine(Diagnosis d) {
    return d.reasoning().map(r -> r.layer() == io.github.ascendtriage.Layer.UNKNOWN
            ? r.summary()
            : String.format(Locale.ROOT, "%s (layer reasoning, confidence %.2f)", r.summary(), r.confidence()))
        .orElse("none confident enough");
  }

  static void text(StringBuilder b, Diagnosis d, boolean markdown) {
    steps(b, d, markdown);
    if (!d.similar().isEmpty()) {
      b.append(markdown ? "\n**Similar known incidents** (pointers, not claims):\n\n" : "Similar:    (known incidents whose text shares the most words with the failing lines; pointers, not claims)\n");
      for (io.github.ascendtriage.SimilarIncident x : d.similar()) {
        String line = String.format(Locale.ROOT, "%s [%s] %s (similarity %.2f of the best)", x.caseId(), x.layer().id(), x.title(),
            x.score());
        b.append(markdown ? "- " : "  ").append(markdown ? line.replace("|", "\\|") : line).append('\n');
      }
    }
  }

  private static void steps(StringBuilder b, Diagnosis d, boolean markdown) {
    if (d.reasoning().isEmpty() || d.reasoning().get().steps().isEmpty()) {
      return;
    }
    b.append(markdown ? "\n**Reasoning** (no case matched; each line with the rule that read it):\n\n" : "Reasoning:  (no case matched; each line with the rule that read it)\n");
    for (ReasoningStep s : d.reasoning().get().steps()) {
      String head = String.format(Locale.ROOT, "%s %s [%s]", s.role(), s.layer().id(), s.rule());
      String line = TextReport.clip(s.evidence().text().strip(), 100);
      if (markdown) {
        b.append("- ").append(head).append(" `").append(s.evidence().location()).append("` `")
            .append(line.replace("`", "'")).append("`\n");
      } else {
        b.append("  ").append(head).append("  ").append(s.evidence().location()).append("  ").append(line).append('\n');
      }
    }
  }
}
