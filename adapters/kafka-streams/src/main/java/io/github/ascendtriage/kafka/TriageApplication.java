package io.github.ascendtriage.kafka;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseBaseException;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsConfig;

/**
 * The runnable Kafka Streams application of the adapter's "app" jar: {@code java -jar
 * ascend-triage-kafka-streams-VERSION-app.jar ascend-triage-kafka.properties}. The file holds the
 * Kafka Streams settings as Kafka names them ({@code application.id}, {@code bootstrap.servers},
 * security, state directory...) and the adapter's own, prefixed {@code ascend-triage.}: the
 * topics ({@code input.topic}, {@code alerts.topic}, {@code tagged.topic}) and, optionally,
 * {@code case.directories} (comma-separated folders of your own cases). It runs until stopped
 * (SIGTERM or Ctrl-C close it cleanly). Not instantiable; used only through {@link #main}.
 */
public final class TriageApplication {
  static final String PREFIX = "ascend-triage.";
  private static final List<String> REQUIRED = List.of(StreamsConfig.APPLICATION_ID_CONFIG,
      StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, PREFIX + "input.topic", PREFIX + "alerts.topic", PREFIX + "tagged.topic");

  private TriageApplication() {}

  /**
   * Runs the application with the settings file named by the only argument; exits 2 with one line
   * on standard error when the file or a setting is wrong.
   *
   * @param args the settings file
   * @throws InterruptedException when interrupted while running
   */
  public static void main(String[] args) throws InterruptedException {
    Properties settings;
    AscendTriage triage;
    try {
      settings = settings(args);
      triage = triage(settings);
    } catch (IllegalArgumentException | IOException | UncheckedIOException | CaseBaseException e) {
      System.err.println("ascend-triage-kafka: " + e.getMessage());
      System.exit(2);
      return;
    }
    KafkaStreams streams;
    try {
      streams = new KafkaStreams(TriageTopology.build(triage, settings.getProperty(PREFIX + "input.topic"),
          settings.getProperty(PREFIX + "alerts.topic"), settings.getProperty(PREFIX + "tagged.topic")),
          streamsProperties(settings));
    } catch (KafkaException e) {
      System.err.println("ascend-triage-kafka: the Kafka Streams settings are refused: " + e.getMessage());
      System.exit(2);
      return;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    streams.setStateListener((now, before) -> {
      if (now == KafkaStreams.State.ERROR || now == KafkaStreams.State.NOT_RUNNING) {
        stopped.countDown();
      }
    });
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      streams.close();
      stopped.countDown();
    }, "ascend-triage-kafka-shutdown"));
    PrintStream out = System.out;
    streams.start();
    out.println("ascend-triage-kafka: running as " + settings.getProperty(StreamsConfig.APPLICATION_ID_CONFIG)
        + ": " + settings.getProperty(PREFIX + "input.topic") + " -> alerts " + settings.getProperty(PREFIX + "alerts.topic")
        + ", tagged " + settings.getProperty(PREFIX + "tagged.topic"));
    out.flush();
    stopped.await();
    if (streams.state() == KafkaStreams.State.ERROR) {
      System.err.println("ascend-triage-kafka: the application stopped on an error (see the log above)");
      System.exit(1);
    }
  }

  /** The settings file: read, and every required setting present and not blank. */
  static Properties settings(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: java -jar ascend-triage-kafka-streams-app.jar SETTINGS.properties");
    }
    Path file = Path.of(args[0]);
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("no settings file " + file);
    }
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(r);
    }
    for (String key : REQUIRED) {
      if (p.getProperty(key, "").isBlank()) {
        throw new IllegalArgumentException(file + " has no " + key);
      }
    }
    return p;
  }

  static AscendTriage triage(Properties settings) {
    AscendTriage.Builder b = AscendTriage.builder();
    for (String dir : settings.getProperty(PREFIX + "case.directories", "").split(",")) {
      if (!dir.isBlank()) {
        Path d = Path.of(dir.strip());
        if (!Files.isDirectory(d)) {
          throw new IllegalArgumentException(PREFIX + "case.directories names no folder " + d);
        }
        b.addCaseDirectory(d);
      }
    }
    return b.build();
  }

  /** Kafka's own settings: all but the adapter's. */
  static Properties streamsProperties(Properties settings) {
    Properties p = new Properties();
    for (String key : settings.stringPropertyNames()) {
      if (!key.startsWith(PREFIX)) {
        p.setProperty(key, settings.getProperty(key));
      }
    }
    return p;
  }
}
