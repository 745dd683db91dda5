package io.github.ascendtriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on a real broker (KRaft, in this JVM, on loopback): corpus trees produced to a
 * topic, keyed by job, tagged by a running Kafka Streams application; each job's alerts end with
 * its tree's root cause.
 */
class BrokerEndToEndTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path dir;

  @Test
  @Timeout(180)
  void aRunningApplicationAlertsEachJobsRootCause() throws Exception {
    List<String> names = Trees.NAMES.subList(0, 2);
    Map<String, String> want = new HashMap<>();
    for (String n : names) {
      want.put("job-" + n, Trees.rootKey(n));
    }
    try (KraftBroker broker = KraftBroker.start(dir.resolve("broker"))) {
      try (Admin admin = Admin.create(Map.of("bootstrap.servers", broker.bootstrap()))) {
        admin.createTopics(List.of(new NewTopic("lines", 2, (short) 1), new NewTopic("alerts", 1, (short) 1),
            new NewTopic("tagged", 1, (short) 1))).all().get();
      }
      Properties p = new Properties();
      p.put(StreamsConfig.APPLICATION_ID_CONFIG, "ascend-triage-e2e");
      p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap());
      p.put(StreamsConfig.STATE_DIR_CONFIG, dir.resolve("streams").toString());
      p.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, "200");
      p.put(StreamsConfig.REPLICATION_FACTOR_CONFIG, "1");
      p.put(StreamsConfig.consumerPrefix(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG), "earliest");
      try (KafkaStreams app = new KafkaStreams(TriageTopology.build(Trees.TRIAGE, "lines", "alerts", "tagged"), p)) {
        app.start();
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(Map.of(
            ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap(),
            ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName(),
            ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName()))) {
          for (Trees.Event e : Trees.events(names)) {
            producer.send(new ProducerRecord<>("lines", e.job(), e.json()));
          }
          producer.flush();
        }
        Map<String, String> last = new HashMap<>();
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(Map.of(
            ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap(),
            ConsumerConfig.GROUP_ID_CONFIG, "check",
            ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
            ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName(),
            ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName()))) {
          consumer.subscribe(List.of("alerts"));
          long end = System.nanoTime() + Duration.ofSeconds(120).toNanos();
          while (!last.equals(want) && System.nanoTime() < end) {
            for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
              JsonNode a = JSON.readTree(r.value());
              assertEquals("alert", a.at("/event/kind").asText());
              last.put(r.key(), a.at("/labels/root_cause").asText());
            }
          }
        }
        assertEquals(want, last, "the last alert of each job names its tree's root cause");
        assertTrue(app.state().isRunningOrRebalancing(), "the application runs: " + app.state());
      }
    }
  }
}
