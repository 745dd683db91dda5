package io.github.ascendtriage.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.LineSource;
import java.util.Optional;

/**
 * Events already in JSON ({@code tag --input json}): one object per line, the log line in a message
 * field, the source in the fields a shipper sets. A field name may be dotted ({@code
 * log.file.path}): a key of that very name is taken first, else the nested objects. Not
 * thread-safe (it keeps the source it made last).
 */
final class JsonEvents {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  /** Top-level names that ECS (and {@code tag --format ecs}) uses for objects. */
  static final java.util.Set<String> ECS_OBJECTS =
      java.util.Set.of("log", "host", "process", "event", "rule", "error", "labels", "ecs");

  /** A parsed event, or why the line is none. */
  record Parsed(ObjectNode event, String message, String problem, LineSource source) {
    boolean ok() {
      return problem == null;
    }
  }

  private final String messageField;
  private final String pathField;
  private final String hostField;
  private final String pidField;
  // the dotted names' parts, split once
  private final String[] messageParts;
  private final String[] pathParts;
  private final String[] hostParts;
  private final String[] pidParts;
  // the source made last and what it was made of: events of one file come one after the other, and
  // the same source object lets the stream session find its source without a lookup
  private LineSource lastSource;
  private Optional<String> lastPath;
  private Optional<String> lastHost;
  private Optional<String> lastPid;
  private LineSource lastFallback;

  JsonEvents(String messageField, String pathField, String hostField, String pidField) {
    this.messageField = messageField;
    this.pathField = pathField;
    this.hostField = hostField;
    this.pidField = pidField;
    this.messageParts = parts(messageField);
    this.pathParts = parts(pathField);
    this.hostParts = parts(hostField);
    this.pidParts = parts(pidField);
  }

  private static String[] parts(String field) {
    return field.indexOf('.') > 0 ? field.split("\\.") : null;
  }

  /** Parses one line; {@code fallback} is the source when the event names none. */
  Parsed parse(String line, LineSource fallback) {
    JsonNode n;
    try {
      n = MAPPER.readTree(line);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      String why = e.getOriginalMessage();
      return new Parsed(null, line, "not JSON (" + (why.length() > 120 ? why.substring(0, 120) + "..." : why) + ")", fallback);
    }
    if (!(n instanceof ObjectNode o)) {
      return new Parsed(null, line, n == null ? "empty line, not a JSON object"
          : "a JSON " + n.getNodeType().name().toLowerCase(java.util.Locale.ROOT) + ", not an object", fallback);
    }
    Optional<String> msg = text(o, messageField, messageParts);
    String from = messageField;
    JsonNode log = o.get(LOG);
    if (msg.isEmpty() && log != null) {
      // "log" means two things: the line itself (Docker's json-file driver, Fluent Bit) or ECS's
      // object of the line's metadata (log.level, log.file.path) beside a message; either is read
      if (log.isTextual() && messageField.equals(MESSAGE)) {
        msg = Optional.of(log.textValue());
        from = LOG;
      } else if (log.isObject() && messageField.equals(LOG)) {
        msg = text(o, MESSAGE);
        from = MESSAGE;
      }
    }
    if (msg.isEmpty()) {
      return new Parsed(o, null, missing(log), fallback);
    }
    if (from.equals(LOG)) {
      msg = msg.map(JsonEvents::withoutLineEnd);
    }
    // read before the event is reshaped (a host string becomes host.name)
    LineSource source = source(o, fallback);
    if (ECS_OBJECTS.contains(from) && !o.has(MESSAGE)) {
      // the line sits where ECS puts an object (Docker's or Fluent Bit's "log"): it moves to message
      o.remove(from);
      o.put(MESSAGE, msg.get());
    }
    JsonNode host = o.get("host");
    if (host != null && host.isTextual()) {
      if (host.asText().isEmpty()) {
        o.remove("host"); // no host is no field, not an empty name
      } else {
        o.putObject("host").put("name", host.asText());
      }
    }
    return new Parsed(o, msg.get(), null, source);
  }

  private static final String LOG = "log";
  private static final String MESSAGE = "message";

  /** Why an event has no line: the message field is absent, or {@code log} has a shape neither form has. */
  private String missing(JsonNode log) {
    String why = "no text field '" + messageField + "'";
    if (log == null || log.isTextual() || log.isObject()) {
      return why;
    }
    String shape = log.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    return why + ", and its 'log' is " + (shape.startsWith("a") ? "an " : "a ") + shape
        + ", neither the line (a string, as Docker's json-file driver writes it) nor ECS's log object";
  }

  /** Docker's json-file driver keeps each line's end in {@code log}; the line is what comes before it. */
  private static String withoutLineEnd(String s) {
    int end = s.length();
    if (end > 0 && s.charAt(end - 1) == '\n') {
      end--;
      if (end > 0 && s.charAt(end - 1) == '\r') {
        end--;
      }
    }
    return s.substring(0, end);
  }

  /** The event's source from its path, host and pid fields, or {@code fallback} without a path. */
  private LineSource source(ObjectNode o, LineSource fallback) {
    Optional<String> path = text(o, pathField, pathParts);
    Optional<String> host = text(o, hostField, hostParts);
    Optional<String> pid = text(o, pidField, pidParts);
    if (path.isEmpty() && host.isEmpty()) {
      return fallback;
    }
    if (lastSource != null && fallback == lastFallback && path.equals(lastPath) && host.equals(lastHost) && pid.equals(lastPid)) {
      return lastSource;
    }
    lastSource = new LineSource(path.filter(p -> !p.isEmpty()).orElse(fallback.file()), host, pid.isPresent() ? pid : fallback.pid());
    lastPath = path;
    lastHost = host;
    lastPid = pid;
    lastFallback = fallback;
    return lastSource;
  }

  static Optional<String> text(ObjectNode o, String field) {
    return text(o, field, parts(field));
  }

  private static Optional<String> text(ObjectNode o, String field, String[] parts) {
    JsonNode n = o.get(field);
    if (n == null && parts != null) {
      n = o;
      for (String part : parts) {
        n = n == null ? null : n.get(part);
      }
    }
    return n != null && n.isValueNode() && !n.isNull() ? Optional.of(n.asText()) : Optional.empty();
  }
}
