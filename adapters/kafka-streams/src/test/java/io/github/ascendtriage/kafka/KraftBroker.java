package io.github.ascendtriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.utils.Time;

/**
 * A real Kafka broker in the test JVM: one KRaft node that is both controller and broker, from the
 * {@code kafka_2.13} artifact, listening on loopback only, its logs in a temporary folder; with the
 * producer and the alerts reader the end-to-end tests share.
 */
final class KraftBroker implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final KafkaRaftServer server;
  private final String bootstrap;

  private KraftBroker(KafkaRaftServer server, String bootstrap) {
    this.server = server;
    this.bootstrap = bootstrap;
  }

  static KraftBroker start(Path dir) throws Exception {
    int port = freePort();
    int controller = freePort();
    Properties p = new Properties();
    p.put("process.roles", "broker,controller");
    p.put("node.id", "1");
    p.put("controller.quorum.voters", "1@127.0.0.1:" + controller);
    p.put("listeners", "PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + controller);
    p.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + port);
    p.put("controller.listener.names", "CONTROLLER");
    p.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
    p.put("inter.broker.listener.name", "PLAINTEXT");
    p.put("log.dirs", dir.resolve("logs").toString());
    p.put("num.partitions", "2");
    p.put("offsets.topic.replication.factor", "1");
    p.put("offsets.topic.num.partitions", "2");
    p.put("transaction.state.log.replication.factor", "1");
    p.put("transaction.state.log.min.isr", "1");
    p.put("group.initial.rebalance.delay.ms", "0");
    p.put("share.coordinator.state.topic.replication.factor", "1");
    p.put("share.coordinator.state.topic.min.isr", "1");
    Files.createDirectories(dir);
    Path conf = dir.resolve("server.properties");
    try (Writer w = Files.newBufferedWriter(conf)) {
      p.store(w, "test broker");
    }
    int rc = kafka.tools.StorageTool.execute(
        new String[] {"format", "-t", Uuid.randomUuid().toString(), "-c", conf.toString()},
        new PrintStream(java.io.OutputStream.nullOutputStream()));
    if (rc != 0) {
      throw new IllegalStateException("formatting the KRaft log folder failed: " + rc);
    }
    KafkaRaftServer s = new KafkaRaftServer(KafkaConfig.fromProps(p), Time.SYSTEM);
    s.startup();
    return new KraftBroker(s, "127.0.0.1:" + port);
  }

  String bootstrap() {
    return bootstrap;
  }

  /** Sends the events to the topic, each keyed by its job, and waits until they are written. */
  void produce(String topic, List<Trees.Event> events) {
    try (KafkaProducer<String, String> producer = new KafkaProducer<>(Map.of(
        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
        ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName(),
        ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName()))) {
      for (Trees.Event e : events) {
        producer.send(new ProducerRecord<>(topic, e.job(), e.json()));
      }
      producer.flush();
    }
  }

  /**
   * Reads the alerts topic from its start until {@code done} holds for the root cause of each
   * job's last alert (or the time is up, or {@code running} turns false); every record must be an
   * alert.
   */
  Map<String, String> lastRootCauses(String topic, Predicate<Map<String, String>> done, Duration time,
      BooleanSupplier running) throws IOException {
    Map<String, String> last = new HashMap<>();
    try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(Map.of(
        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
        ConsumerConfig.GROUP_ID_CONFIG, "check",
        ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
        ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName(),
        ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName()))) {
      consumer.subscribe(List.of(topic));
      long end = System.nanoTime() + time.toNanos();
      while (!done.test(last) && System.nanoTime() < end && running.getAsBoolean()) {
        for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(500))) {
          JsonNode a = JSON.readTree(r.value());
          assertEquals("alert", a.at("/event/kind").asText(), r.value());
          last.put(r.key(), a.at("/labels/root_cause").asText());
        }
      }
    }
    return last;
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  @Override
  public void close() {
    server.shutdown();
    server.awaitShutdown();
  }
}
