package io.github.ascendtriage.kafka;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.kafka.streams.processor.PunctuationType;
import org.apache.kafka.streams.processor.api.Processor;
import org.apache.kafka.streams.processor.api.ProcessorContext;
import org.apache.kafka.streams.processor.api.Record;

/**
 * Tags log events keyed by job (or host): one {@link StreamSession} per key, so the root cause
 * across the job's processes is found on the stream. The value is a JSON event, the line in
 * {@code message} (or {@code log}), its source in {@code log.file.path}, {@code host.name} and
 * {@code process.pid} (ECS names, nested or dotted); a value that is no JSON object is taken as
 * the line itself. Forwards to child {@link #ALERTS} one ECS alert per root cause (and per change
 * of it), and to child {@link #TAGGED} the ECS event of each line that is evidence of a case or
 * carries an official code. The sessions live in memory and are written to the {@link
 * SessionStore} as snapshots before every commit; after a restart or failover a key's session is
 * restored from its snapshot. Not thread-safe: Kafka Streams makes one processor per task.
 */
public final class TriageProcessor implements Processor<String, String, String, String> {
  /** The child that receives alerts. */
  public static final String ALERTS = "alerts";
  /** The child that receives the tagged evidence lines. */
  public static final String TAGGED = "tagged";
  /** The key of records that come without one. */
  static final String NO_KEY = "-";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final AscendTriage triage;
  private final String storeName;
  private final Duration idle;
  private final Map<String, StreamSession> sessions = new HashMap<>();
  private final Set<String> changed = new LinkedHashSet<>();
  private ProcessorContext<String, String> context;
  private SessionStore store;

  /**
   * @param triage the triage to open sessions with (shared, thread-safe); must not be null
   * @param storeName the name of the {@link SessionStore} connected to this processor
   */
  public TriageProcessor(AscendTriage triage, String storeName) {
    this(triage, storeName, Duration.ofSeconds(1));
  }

  /**
   * @param triage the triage to open sessions with (shared, thread-safe); must not be null
   * @param storeName the name of the {@link SessionStore} connected to this processor
   * @param idle how often (wall-clock time) the sessions are looked at for alerts that the last
   *     lines brought, so that a job that falls silent still gets its alert; must be positive
   */
  public TriageProcessor(AscendTriage triage, String storeName, Duration idle) {
    this.triage = Objects.requireNonNull(triage, "triage");
    this.storeName = Objects.requireNonNull(storeName, "storeName");
    this.idle = Objects.requireNonNull(idle, "idle");
    if (idle.isNegative() || idle.isZero()) {
      throw new IllegalArgumentException("idle must be positive: " + idle);
    }
  }

  @Override
  public void init(ProcessorContext<String, String> context) {
    this.context = context;
    this.store = context.getStateStore(storeName);
    store.beforeCommit(this::writeChanged);
    context.schedule(idle, PunctuationType.WALL_CLOCK_TIME, this::flushAll);
  }

  /** Looks at every session for what its last lines showed; forwards the alerts. */
  private void flushAll(long timestamp) {
    sessions.forEach((key, s) -> {
      for (StreamAlert a : s.flush()) {
        context.forward(new Record<>(key, DiagnosisJson.toEcs(a), timestamp), ALERTS);
        changed.add(key);
      }
    });
  }

  @Override
  public void process(Record<String, String> record) {
    String key = record.key() == null ? NO_KEY : record.key();
    StreamSession s = sessions.computeIfAbsent(key, this::open);
    String value = record.value() == null ? "" : record.value();
    TaggedLine t = accept(s, value);
    changed.add(key);
    if (t.caseId().isPresent() || !t.codes().isEmpty()) {
      context.forward(record.withValue(DiagnosisJson.toEcs(t)), TAGGED);
    }
    for (StreamAlert a : s.takeAlerts()) {
      context.forward(record.withValue(DiagnosisJson.toEcs(a)), ALERTS);
    }
  }

  private StreamSession open(String key) {
    byte[] snap = store.get(key);
    return snap == null ? triage.openStream() : triage.restoreStream(snap);
  }

  static TaggedLine accept(StreamSession s, String value) {
    JsonNode n = null;
    if (!value.isEmpty() && value.charAt(0) == '{') {
      try {
        n = JSON.readTree(value);
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        n = null; // not JSON after all: the value is the line
      }
    }
    if (n == null || !n.isObject()) {
      return s.accept(value);
    }
    String line = text(n, "message");
    if (line == null) {
      line = text(n, "log");
    }
    if (line == null) {
      return s.accept(value);
    }
    String file = text(n, "log.file.path");
    String host = text(n, "host.name");
    String pid = text(n, "process.pid");
    if (file == null && host == null) {
      return s.accept(line);
    }
    return s.accept(line, LineSource.of(file == null || file.isEmpty() ? "-" : file, host, pid));
  }

  /** A text field by a dotted name: the key itself first, else the nested objects. */
  static String text(JsonNode n, String field) {
    JsonNode v = n.get(field);
    if (v == null) {
      v = n;
      for (String part : field.split("\\.")) {
        v = v == null ? null : v.get(part);
      }
    }
    return v != null && v.isValueNode() && !v.isNull() ? v.asText() : null;
  }

  /** Writes the snapshots of the sessions that took lines since the last commit. */
  private void writeChanged() {
    for (String key : changed) {
      StreamSession s = sessions.get(key);
      if (s != null) {
        store.put(key, s.snapshot());
      }
    }
    changed.clear();
  }

  @Override
  public void close() {
    sessions.values().forEach(StreamSession::close);
    sessions.clear();
  }
}
