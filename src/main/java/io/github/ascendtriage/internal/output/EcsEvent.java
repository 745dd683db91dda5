package io.github.ascendtriage.internal.output;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.TaggedLine;
import java.util.List;

/**
 * Elastic Common Schema events: a tagged line as {@code tag --format ecs} writes it (the schema is
 * {@code docs/schema/tag-ecs.schema.json}), and a stream alert. Fields of an event that came in as
 * JSON are kept: ours are added beside them, and a field the input already has with a value that
 * is no object is left as it was. Labels are strings, as ECS wants them. Stateless and thread-safe.
 */
public final class EcsEvent {
  /** The ECS version the field names follow. */
  public static final String ECS_VERSION = "8.11.0";
  private static final ObjectMapper COMPACT = JsonMapper.builder().build();

  private EcsEvent() {}

  /** A new, empty event (for callers that have no input event). */
  public static ObjectNode empty() {
    return COMPACT.createObjectNode();
  }

  /**
   * Adds the ECS fields of {@code t} to {@code event} (an input event, or {@link #empty()}).
   *
   * @param t the tagged line; must not be null
   * @param event the event to add to; must not be null; it is changed and returned
   * @return {@code event}
   */
  public static ObjectNode of(TaggedLine t, ObjectNode event) {
    // an input event's empty value is no value: ECS leaves a field out rather than write it empty
    dropEmpty(event, "host", "name");
    dropEmpty(event, "log", "file", "path");
    dropEmpty(event, "process", "pid");
    t.timestamp().ifPresent(ts -> putIfAbsent(event, "@timestamp", ts));
    putIfAbsent(event, "message", t.text());
    ObjectNode ecs = object(event, "ecs");
    if (ecs != null) {
      putIfAbsent(ecs, "version", ECS_VERSION);
    }
    LineSource s = t.source();
    if (!s.file().equals("-")) {
      ObjectNode file = object(object(event, "log"), "file");
      if (file != null) {
        putIfAbsent(file, "path", s.file());
      }
    }
    s.host().ifPresent(h -> {
      ObjectNode host = object(event, "host");
      if (host != null) {
        putIfAbsent(host, "name", h);
      }
    });
    s.pid().filter(EcsEvent::numericPid).ifPresent(p -> {
      ObjectNode process = object(event, "process");
      if (process != null && !process.has("pid")) {
        process.put("pid", Long.parseLong(p));
      }
    });
    ObjectNode ev = object(event, "event");
    if (ev != null) {
      ev.put("kind", t.isAlert() ? "alert" : "event");
      ev.put("sequence", t.lineNumber());
      ev.put("module", "ascend-triage");
    }
    if (t.caseId().isPresent()) {
      ObjectNode rule = object(event, "rule");
      if (rule != null) {
        rule.put("id", t.caseId().get());
        t.title().ifPresent(x -> rule.put("name", x));
        rule.put("ruleset", "ascend-triage");
        if (!t.references().isEmpty()) {
          rule.put("reference", String.join(", ", t.references()));
        }
      }
    }
    if (!t.codes().isEmpty()) {
      ObjectNode error = object(event, "error");
      if (error != null) {
        error.put("code", t.codes().get(0));
      }
    }
    ObjectNode labels = object(event, "labels");
    if (labels != null) {
      labels.put("layer", t.layer().id());
      t.confidence().ifPresent(c -> labels.put("confidence", Double.toString(c)));
      labels.put("cascade", Boolean.toString(t.cascade()));
      labels.put("line", Long.toString(t.sourceLine()));
      if (t.codes().size() > 1) {
        labels.put("codes", String.join(" ", t.codes()));
      }
      t.error().ifPresent(e -> labels.put("tag_error", e));
    }
    return event;
  }

  /**
   * {@link #of} on an empty event, as one line of JSON: written by the byte writer of {@code tag}
   * ({@link JsonLinesBuffer#addEcs}), the one writer of a text line's event; this class writes the
   * events that came in as JSON, whose fields it keeps, and alerts.
   */
  public static String render(TaggedLine t) {
    return JsonLinesBuffer.ecs(t);
  }

  /** One alert as an ECS event: kind {@code alert}, the case as the rule, the root cause in labels. */
  public static String render(StreamAlert a) {
    ObjectNode event = empty();
    RootCause rc = a.rootCause().orElse(null);
    event.put("message", "ascend-triage " + a.kind().id() + ": " + a.layer().id()
        + a.caseId().map(c -> " " + c).orElse("") + (rc == null ? "" : " at " + a.key()));
    object(event, "ecs").put("version", ECS_VERSION);
    ObjectNode ev = object(event, "event");
    ev.put("kind", "alert");
    ev.put("action", "root-cause-" + a.kind().id());
    ev.put("sequence", a.sequence());
    ev.put("module", "ascend-triage");
    a.caseId().ifPresent(c -> {
      ObjectNode rule = object(event, "rule");
      rule.put("id", c);
      a.title().ifPresent(x -> rule.put("name", x));
      rule.put("ruleset", "ascend-triage");
    });
    ObjectNode labels = object(event, "labels");
    labels.put("layer", a.layer().id());
    labels.put("confidence", Double.toString(a.confidence()));
    labels.put("root_cause", a.key());
    labels.put("stream_line", Long.toString(a.line()));
    if (rc != null) {
      rc.host().filter(h -> !h.isEmpty()).ifPresent(h -> object(event, "host").put("name", h));
      rc.pid().filter(EcsEvent::numericPid)
          .ifPresent(p -> object(event, "process").put("pid", Long.parseLong(p)));
      if (!rc.reason().isEmpty()) {
        labels.put("root_reason", rc.reason());
      }
      if (!rc.chain().isEmpty()) {
        labels.put("chain", String.join(" -> ", rc.chain()));
      }
      if (!rc.cascades().isEmpty()) {
        labels.put("cascades", String.join(", ", rc.cascades()));
      }
    }
    return write(event);
  }

  /** True when {@code pid} is written as {@code process.pid}: digits, fewer than 19 (a long). */
  static boolean numericPid(String pid) {
    return pid.length() < 19 && pid.chars().allMatch(Character::isDigit);
  }

  /** The child object {@code name} of {@code o}, made when absent; null when {@code o} holds another value there. */
  private static ObjectNode object(ObjectNode o, String name) {
    if (o == null) {
      return null;
    }
    JsonNode n = o.get(name);
    if (n == null) {
      return o.putObject(name);
    }
    return n instanceof ObjectNode obj ? obj : null;
  }

  /**
   * Removes the field at {@code path} when it is an empty string or null, and then each object on
   * the way that it left empty.
   */
  private static void dropEmpty(ObjectNode event, String... path) {
    ObjectNode[] on = new ObjectNode[path.length];
    ObjectNode o = event;
    for (int i = 0; i < path.length - 1; i++) {
      on[i] = o;
      if (!(o.get(path[i]) instanceof ObjectNode next)) {
        return;
      }
      o = next;
    }
    JsonNode leaf = o.get(path[path.length - 1]);
    if (leaf == null || !(leaf.isNull() || leaf.isTextual() && leaf.asText().isEmpty())) {
      return;
    }
    o.remove(path[path.length - 1]);
    for (int i = path.length - 2; i >= 0 && o.isEmpty(); i--) {
      on[i].remove(path[i]);
      o = on[i];
    }
  }

  private static void putIfAbsent(ObjectNode o, String name, String value) {
    if (!o.has(name)) {
      o.put(name, value);
    }
  }

  /** One compact line of JSON. */
  public static String write(ObjectNode event) {
    try {
      return COMPACT.writeValueAsString(event);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException("cannot render JSON", e);
    }
  }

}
