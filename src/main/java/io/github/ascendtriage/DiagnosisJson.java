package io.github.ascendtriage;

import io.github.ascendtriage.internal.output.JsonReport;
import java.io.IOException;
import java.io.Writer;
import java.util.Objects;

/**
 * The documented JSON form of a {@link Diagnosis} (README, "JSON output"), exactly what {@code
 * ascend-triage diagnose --format json} prints: the command line and the {@code serve} page use
 * this class, so the three cannot drift apart. Field names are a contract: fields may be added,
 * never renamed or removed.
 *
 * <pre>{@code
 * Diagnosis d = triage.diagnose(Path.of("worker-0/plog"));
 * String json = DiagnosisJson.toJson(d);
 * }</pre>
 *
 * <p>Stateless and thread-safe. No argument may be null; no method returns null.
 */
public final class DiagnosisJson {
  private DiagnosisJson() {}

  /**
   * The diagnosis as indented JSON (two spaces, no trailing line break).
   *
   * @param diagnosis the diagnosis; must not be null
   * @return the JSON document; never null
   */
  public static String toJson(Diagnosis diagnosis) {
    Objects.requireNonNull(diagnosis, "diagnosis");
    return JsonReport.render(diagnosis);
  }

  /**
   * A tagged line as one line of Elastic Common Schema JSON, what {@code tag --format ecs} writes
   * for a text line ({@code docs/schema/tag-ecs.schema.json}).
   *
   * @param line the tagged line; must not be null
   * @return the event, without a line break; never null
   */
  public static String toEcs(TaggedLine line) {
    Objects.requireNonNull(line, "line");
    return io.github.ascendtriage.internal.output.EcsEvent.render(line);
  }

  /**
   * A stream alert as one line of Elastic Common Schema JSON: {@code event.kind} {@code alert},
   * {@code event.action} {@code root-cause-raised} or {@code root-cause-updated}, the case as the
   * rule, the root cause in {@code labels}.
   *
   * @param alert the alert; must not be null
   * @return the event, without a line break; never null
   */
  public static String toEcs(StreamAlert alert) {
    Objects.requireNonNull(alert, "alert");
    return io.github.ascendtriage.internal.output.EcsEvent.render(alert);
  }

  /**
   * Writes {@link #toJson(Diagnosis)} to {@code out}. The writer is neither flushed nor closed.
   *
   * @param diagnosis the diagnosis; must not be null
   * @param out where to write; must not be null
   * @throws IOException if writing fails
   */
  public static void write(Diagnosis diagnosis, Writer out) throws IOException {
    Objects.requireNonNull(out, "out");
    out.write(toJson(diagnosis));
  }
}
