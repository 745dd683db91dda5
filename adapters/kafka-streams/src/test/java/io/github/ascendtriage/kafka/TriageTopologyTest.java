package io.github.ascendtriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KeyValue;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TestOutputTopic;
import org.apache.kafka.streams.TopologyTestDriver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The topology on Kafka Streams' {@link TopologyTestDriver}: four corpus trees streamed at once,
 * keyed by job, give each job the root cause of its tree in a few alerts (not one per line); a
 * restart in the middle (a new driver on the same state folder) continues from the stored
 * sessions with no alert lost or repeated.
 */
class TriageTopologyTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path state;

  private TopologyTestDriver driver(Path dir) {
    Properties p = new Properties();
    p.put(StreamsConfig.APPLICATION_ID_CONFIG, "ascend-triage-test");
    p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "unused:9092");
    p.put(StreamsConfig.STATE_DIR_CONFIG, dir.toString());
    return new TopologyTestDriver(TriageTopology.build(Trees.TRIAGE, "lines", "alerts", "tagged"), p);
  }

  /** Pipes events; returns the alerts written, as (job, JSON). */
  private static List<KeyValue<String, JsonNode>> pipe(TopologyTestDriver d, List<Trees.Event> events) throws Exception {
    TestInputTopic<String, String> in = d.createInputTopic("lines", Serdes.String().serializer(), Serdes.String().serializer());
    TestOutputTopic<String, String> out = d.createOutputTopic("alerts", Serdes.String().deserializer(), Serdes.String().deserializer());
    for (Trees.Event e : events) {
      in.pipeInput(e.job(), e.json());
    }
    return read(out);
  }

  /** Lets the wall-clock punctuation look at the sessions (the jobs fell silent); returns the new alerts. */
  private static List<KeyValue<String, JsonNode>> idle(TopologyTestDriver d) throws Exception {
    d.advanceWallClockTime(java.time.Duration.ofSeconds(2));
    return read(d.createOutputTopic("alerts", Serdes.String().deserializer(), Serdes.String().deserializer()));
  }

  private static List<KeyValue<String, JsonNode>> read(TestOutputTopic<String, String> out) throws Exception {
    List<KeyValue<String, JsonNode>> alerts = new ArrayList<>();
    for (KeyValue<String, String> kv : out.readKeyValuesToList()) {
      alerts.add(KeyValue.pair(kv.key, JSON.readTree(kv.value)));
    }
    return alerts;
  }

  static List<String> shown(List<KeyValue<String, JsonNode>> alerts) {
    return alerts.stream().map(kv -> kv.key + " #" + kv.value.at("/event/sequence").asLong() + " "
        + kv.value.at("/event/action").asText() + " " + kv.value.at("/labels/root_cause").asText() + " "
        + kv.value.at("/rule/id").asText("-")).toList();
  }

  @Test
  void eachJobGetsItsTreesRootCauseInAFewAlerts() throws Exception {
    List<Trees.Event> events = Trees.events(Trees.NAMES);
    List<KeyValue<String, JsonNode>> alerts;
    long tagged;
    try (TopologyTestDriver d = driver(state)) {
      alerts = new ArrayList<>(pipe(d, events));
      alerts.addAll(idle(d));
      tagged = d.createOutputTopic("tagged", Serdes.String().deserializer(), Serdes.String().deserializer())
          .readValuesToList().size();
    }
    Map<String, JsonNode> last = new LinkedHashMap<>();
    Map<String, Integer> count = new LinkedHashMap<>();
    for (KeyValue<String, JsonNode> kv : alerts) {
      last.put(kv.key, kv.value);
      count.merge(kv.key, 1, Integer::sum);
    }
    for (String name : Trees.NAMES) {
      String job = "job-" + name;
      assertTrue(last.containsKey(job), job + " has no alert: " + shown(alerts));
      assertEquals(Trees.rootKey(name), last.get(job).at("/labels/root_cause").asText(), job + ": " + shown(alerts));
      assertTrue(count.get(job) <= 6, job + ": a few alerts, not one per line: " + shown(alerts));
    }
    assertTrue(tagged > 0, "evidence lines are tagged");
    for (String name : Trees.NAMES) {
      long raised = alerts.stream().filter(kv -> kv.key.equals("job-" + name))
          .filter(kv -> kv.value.at("/event/action").asText().equals("root-cause-raised")).count();
      assertEquals(1, raised, name + ": one root cause, raised once, then updated: " + shown(alerts));
    }
  }

  @Test
  void aRestartInTheMiddleContinuesFromTheStoredSessions() throws Exception {
    List<Trees.Event> events = Trees.events(Trees.NAMES);
    List<KeyValue<String, JsonNode>> whole;
    try (TopologyTestDriver d = driver(state.resolve("whole"))) {
      whole = new ArrayList<>(pipe(d, events));
      whole.addAll(idle(d));
    }
    int cut = events.size() / 2;
    List<KeyValue<String, JsonNode>> parts = new ArrayList<>();
    Map<String, byte[]> stored = new LinkedHashMap<>();
    try (TopologyTestDriver d = driver(state.resolve("first"))) {
      parts.addAll(pipe(d, events.subList(0, cut)));
      // what the changelog holds at the commit: the test driver commits after every record
      SessionStore s = (SessionStore) d.getStateStore(TriageTopology.STORE);
      for (String name : Trees.NAMES) {
        byte[] b = s.get("job-" + name);
        if (b != null) {
          stored.put("job-" + name, b);
        }
      }
    }
    assertFalse(stored.isEmpty(), "the store holds the sessions");
    try (TopologyTestDriver d = driver(state.resolve("second"))) {
      // a new instance whose store was restored from the changelog
      SessionStore s = (SessionStore) d.getStateStore(TriageTopology.STORE);
      stored.forEach(s::put);
      parts.addAll(pipe(d, events.subList(cut, events.size())));
      parts.addAll(idle(d));
    }
    assertFalse(whole.isEmpty());
    assertEquals(shown(whole), shown(parts), "restarted at event " + cut + " of " + events.size());
  }
}
