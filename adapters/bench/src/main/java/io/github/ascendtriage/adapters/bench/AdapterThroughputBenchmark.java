package io.github.ascendtriage.adapters.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.flink.JobAlert;
import io.github.ascendtriage.flink.LogLine;
import io.github.ascendtriage.flink.TriageFunction;
import io.github.ascendtriage.kafka.SessionStore;
import io.github.ascendtriage.kafka.TriageProcessor;
import io.github.ascendtriage.kafka.TriageTopology;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.kafka.streams.processor.api.MockProcessorContext;
import org.apache.kafka.streams.processor.api.Record;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Lines per second, on one thread (one core for the work itself), through: the stream sessions
 * alone ({@code tag}'s work, one session per job); the Kafka Streams processor with its store
 * (JSON values parsed, sessions written to the store at a commit every 10,000 records; no broker
 * or serdes); and a Flink job of parallelism 1 on a local MiniCluster (its start and a checkpoint
 * every 5 s included). Each invocation reads the whole {@link MultiHostStream}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@OperationsPerInvocation(MultiHostStream.LINES)
@Warmup(iterations = 1, time = 10)
@Measurement(iterations = 3, time = 15)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g", "--add-opens=java.base/java.util=ALL-UNNAMED", "--add-opens=java.base/java.lang=ALL-UNNAMED"})
public class AdapterThroughputBenchmark {
  /** Read by the Flink job's map (same JVM: a local MiniCluster). */
  static volatile List<LogLine> flinkLines;

  private AscendTriage triage;
  private List<MultiHostStream.Line> lines;
  private List<String> json;

  @Setup
  public void setup() {
    triage = AscendTriage.builder().build();
    lines = MultiHostStream.build();
    json = new ArrayList<>(lines.size());
    List<LogLine> fl = new ArrayList<>(lines.size());
    com.fasterxml.jackson.databind.ObjectMapper m = new com.fasterxml.jackson.databind.ObjectMapper();
    for (MultiHostStream.Line l : lines) {
      com.fasterxml.jackson.databind.node.ObjectNode o = m.createObjectNode();
      o.put("message", l.text());
      o.putObject("log").putObject("file").put("path", l.file());
      json.add(o.toString());
      fl.add(new LogLine(l.job(), l.file(), null, null, l.text()));
    }
    flinkLines = fl;
  }

  @Benchmark
  public long tagSessions() {
    Map<String, StreamSession> sessions = new HashMap<>();
    long alerts = 0;
    for (MultiHostStream.Line l : lines) {
      StreamSession s = sessions.computeIfAbsent(l.job(), k -> triage.openStream());
      s.accept(l.text(), LineSource.of(l.file()));
      alerts += s.takeAlerts().size();
    }
    return alerts;
  }

  @Benchmark
  public long kafkaStreamsProcessor() throws Exception {
    Path dir = Files.createTempDirectory("ascend-triage-bench-kafka");
    java.util.Properties props = new java.util.Properties();
    props.put("application.id", "ascend-triage-bench");
    props.put("bootstrap.servers", "unused:9092");
    MockProcessorContext<String, String> ctx =
        new MockProcessorContext<>(props, new org.apache.kafka.streams.processor.TaskId(0, 0), dir.toFile());
    SessionStore store = SessionStore.builder(TriageTopology.STORE).withLoggingDisabled().build();
    store.init(ctx.getStateStoreContext(), store);
    ctx.addStateStore(store);
    TriageProcessor p = new TriageProcessor(triage, TriageTopology.STORE);
    p.init(ctx);
    long forwarded = 0;
    for (int i = 0; i < lines.size(); i++) {
      p.process(new Record<>(lines.get(i).job(), json.get(i), i));
      if ((i + 1) % 10_000 == 0) {
        store.flush();
        forwarded += ctx.forwarded().size();
        ctx.resetForwards();
      }
    }
    store.flush();
    p.close();
    store.close();
    return forwarded;
  }

  @Benchmark
  public void flinkJob() throws Exception {
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
    env.setParallelism(1);
    env.enableCheckpointing(5_000);
    env.fromSequence(0, MultiHostStream.LINES - 1)
        .map(i -> flinkLines.get(i.intValue()))
        .keyBy(l -> l.job)
        .process(new TriageFunction(Duration.ZERO))
        .sinkTo(new DiscardingSink<JobAlert>());
    env.execute("ascend-triage throughput");
  }
}
