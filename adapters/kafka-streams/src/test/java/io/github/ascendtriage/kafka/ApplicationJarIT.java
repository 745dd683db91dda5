package io.github.ascendtriage.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The app jar started as a user starts it ({@code java -jar ...-app.jar settings.properties}, in
 * its own process) against a real broker: a corpus tree produced to the input topic raises an
 * alert naming the tree's root cause; a settings file without a topic is refused with one line.
 */
class ApplicationJarIT {
  private static final Path JAR = Path.of(System.getProperty("app.jar", "target/app.jar"));
  @TempDir Path dir;

  private Process start(Path settings) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return new ProcessBuilder(java, "-Xmx512m", "-jar", JAR.toString(), settings.toString())
        .redirectErrorStream(true).redirectOutput(dir.resolve("app.log").toFile()).start();
  }

  @Test
  void theAppJarCarriesItsLibrariesLicenseFiles() throws Exception {
    try (java.util.jar.JarFile jar = new java.util.jar.JarFile(JAR.toFile())) {
      // libraries whose own jars ship these files (Apache-2.0 4(d); MIT and BSD keep their notices)
      for (String f : List.of("META-INF/LICENSE", "META-INF/licenses/kafka-clients/NOTICE",
          "META-INF/licenses/lucene-core/NOTICE.txt", "META-INF/licenses/slf4j-api/LICENSE.txt",
          "META-INF/licenses/jackson-core/NOTICE")) {
        assertTrue(jar.getEntry(f) != null, "the app jar has no " + f);
      }
    }
  }

  @Test
  @Timeout(60)
  void aSettingsFileWithoutATopicIsRefusedWithOneLine() throws Exception {
    Path settings = Files.writeString(dir.resolve("bad.properties"),
        "application.id=x\nbootstrap.servers=127.0.0.1:1\nascend-triage.input.topic=lines\n");
    Process app = start(settings);
    assertTrue(app.waitFor(50, TimeUnit.SECONDS));
    String out = Files.readString(dir.resolve("app.log"), StandardCharsets.UTF_8).strip();
    assertEquals(2, app.exitValue(), out);
    assertEquals("ascend-triage-kafka: " + settings + " has no ascend-triage.alerts.topic", out);
  }

  @Test
  @Timeout(240)
  void theAppJarAlertsATreesRootCause() throws Exception {
    assertTrue(Files.isRegularFile(JAR), "no app jar at " + JAR);
    String name = Trees.NAMES.get(0);
    String want = Trees.rootKey(name);
    try (KraftBroker broker = KraftBroker.start(dir.resolve("broker"))) {
      try (Admin admin = Admin.create(Map.of("bootstrap.servers", broker.bootstrap()))) {
        admin.createTopics(List.of(new NewTopic("logs", 1, (short) 1), new NewTopic("ascend-alerts", 1, (short) 1),
            new NewTopic("ascend-tagged", 1, (short) 1))).all().get();
      }
      Path settings = Files.writeString(dir.resolve("ascend-triage-kafka.properties"), String.join("\n",
          "application.id=ascend-triage-jar-it",
          "bootstrap.servers=" + broker.bootstrap(),
          "state.dir=" + dir.resolve("state"),
          "commit.interval.ms=200",
          "replication.factor=1",
          "consumer.auto.offset.reset=earliest",
          "ascend-triage.input.topic=logs",
          "ascend-triage.alerts.topic=ascend-alerts",
          "ascend-triage.tagged.topic=ascend-tagged", ""));
      Process app = start(settings);
      try {
        broker.produce("logs", Trees.events(name));
        Map<String, String> last = broker.lastRootCauses("ascend-alerts", m -> want.equals(m.get("job-" + name)),
            Duration.ofSeconds(150), app::isAlive);
        String log = Files.readString(dir.resolve("app.log"), StandardCharsets.UTF_8);
        assertEquals(want, last.get("job-" + name), "the app's last alert names the tree's root cause; its output:\n" + log);
        assertTrue(app.isAlive(), "the app runs on: " + log);
        assertTrue(log.contains("ascend-triage-kafka: running as ascend-triage-jar-it"), log);
      } finally {
        app.destroy();
        assertTrue(app.waitFor(60, TimeUnit.SECONDS), "the app stops on SIGTERM");
      }
    }
  }
}
