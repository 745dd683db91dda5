package io.github.ascendtriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
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
        broker.produce("lines", Trees.events(names));
        Map<String, String> last = broker.lastRootCauses("alerts", want::equals, Duration.ofSeconds(120), () -> true);
        assertEquals(want, last, "the last alert of each job names its tree's root cause");
        assertTrue(app.state().isRunningOrRebalancing(), "the application runs: " + app.state());
      }
    }
  }
}
