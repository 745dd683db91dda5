package io.github.ascendtriage.kafka;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;

/**
 * A real Kafka broker in the test JVM: one KRaft node that is both controller and broker, from the
 * {@code kafka_2.13} artifact, listening on loopback only, its logs in a temporary folder.
 */
final class KraftBroker implements AutoCloseable {
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
