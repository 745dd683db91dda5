package io.github.ascendtriage.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.state.CheckpointListener;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The function on Flink's MiniCluster: four corpus trees streamed at once, keyed by job, give each
 * job its tree's root cause in a few alerts; a job that fails after a checkpoint and is restored
 * from it emits the same alerts, none lost, and none raised twice (an alert re-emitted for the
 * lines replayed after the checkpoint carries the same sequence number and the same content).
 */
class TriageJobTest {
  @RegisterExtension
  static final MiniClusterExtension CLUSTER = new MiniClusterExtension(
      new MiniClusterResourceConfiguration.Builder().setNumberTaskManagers(1).setNumberSlotsPerTaskManager(2).build());

  static final Path CORPUS = Path.of(System.getProperty("corpus.dir", "../../corpus"));
  static final List<String> TREES =
      List.of("tree-port-bound-rank0", "tree-uce-rank5-cascade", "tree-heartbeat-lost-rank12", "tree-port-down-rank11");
  private static final ObjectMapper JSON = new ObjectMapper();

  static final List<LogLine> LINES = new ArrayList<>();
  static final ConcurrentLinkedQueue<JobAlert> SINK = new ConcurrentLinkedQueue<>();
  static final AtomicLong CHECKPOINTS = new AtomicLong();
  static final AtomicBoolean FAILED = new AtomicBoolean();
  static volatile long failAt = -1;

  /** Copies of each tree, each its own job: enough lines for checkpoints to complete in between. */
  static final int COPIES = 3;

  /** The trees' files interleaved line by line, the trees (and their copies) interleaved too. */
  static List<LogLine> lines() throws IOException {
    List<Iterator<LogLine>> its = new ArrayList<>();
    for (int copy = 0; copy < COPIES; copy++) {
    for (String t : TREES) {
      Path root = CORPUS.resolve(t).resolve("input");
      List<Path> files;
      try (Stream<Path> s = Files.walk(root)) {
        files = s.filter(Files::isRegularFile).sorted().toList();
      }
      List<LogLine> tree = new ArrayList<>();
      List<Iterator<String>> fl = new ArrayList<>();
      for (Path f : files) {
        fl.add(Files.readAllLines(f).iterator());
      }
      boolean any = true;
      while (any) {
        any = false;
        for (int i = 0; i < files.size(); i++) {
          if (fl.get(i).hasNext()) {
            tree.add(new LogLine(job(t, copy), root.relativize(files.get(i)).toString(), null, null, fl.get(i).next()));
            any = true;
          }
        }
      }
      its.add(tree.iterator());
    }
    }
    List<LogLine> out = new ArrayList<>();
    boolean any = true;
    while (any) {
      any = false;
      for (Iterator<LogLine> it : its) {
        if (it.hasNext()) {
          out.add(it.next());
          any = true;
        }
      }
    }
    return out;
  }

  /** Picks line i; slows the stream so that checkpoints complete; fails once at failAt after one. */
  static final class Pick extends RichMapFunction<Long, LogLine> implements CheckpointListener {
    @Override
    public LogLine map(Long i) throws Exception {
      Thread.sleep(8);
      if (failAt >= 0 && i >= failAt && CHECKPOINTS.get() > 0 && FAILED.compareAndSet(false, true)) {
        throw new IllegalStateException("injected failure at line " + i + " (a test of the restore)");
      }
      return LINES.get(i.intValue());
    }

    @Override
    public void notifyCheckpointComplete(long id) {
      CHECKPOINTS.incrementAndGet();
    }
  }

  /**
   * Collects alerts into {@link #SINK} on their way to the sink (at least once: what is replayed
   * after a restore comes again). A map, not a sink of its own: Flink 1.20 and 2.x differ in how a
   * sink writer is made.
   */
  static final class Collect implements MapFunction<JobAlert, JobAlert> {
    @Override
    public JobAlert map(JobAlert a) {
      SINK.add(a);
      return a;
    }
  }

  static List<JobAlert> run(long fail) throws Exception {
    LINES.clear();
    LINES.addAll(lines());
    SINK.clear();
    CHECKPOINTS.set(0);
    FAILED.set(false);
    failAt = fail;
    Configuration conf = new Configuration();
    conf.set(RestartStrategyOptions.RESTART_STRATEGY, "fixed-delay");
    conf.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_ATTEMPTS, 2);
    conf.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_DELAY, Duration.ofMillis(50));
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(conf);
    env.enableCheckpointing(40);
    env.setParallelism(2);
    // one reader keeps each job's lines in order; the sessions run on two subtasks
    env.fromSequence(0, LINES.size() - 1).setParallelism(1)
        .map(new Pick()).setParallelism(1)
        .keyBy(l -> l.job)
        .process(new TriageFunction(Duration.ZERO))
        .map(new Collect())
        .sinkTo(new DiscardingSink<>());
    env.execute("ascend-triage test");
    return new ArrayList<>(SINK);
  }

  static String job(String tree, int copy) {
    return "job-" + tree + "-" + copy;
  }

  static String rootKey(String tree) throws IOException {
    RootCause rc = SharedTriage.get().diagnose(CORPUS.resolve(tree).resolve("input")).rootCause().orElseThrow();
    return rc.roots().stream().map(ProcessPlace::label).sorted().reduce((a, b) -> a + " + " + b).orElseThrow();
  }

  /** Per job, its alerts by sequence number; an alert seen twice must be the same alert. */
  static Map<String, TreeMap<Long, String>> byJob(List<JobAlert> alerts) {
    Map<String, TreeMap<Long, String>> out = new TreeMap<>();
    for (JobAlert a : alerts) {
      String before = out.computeIfAbsent(a.job, k -> new TreeMap<>()).putIfAbsent(a.sequence, a.json);
      assertTrue(before == null || before.equals(a.json), "alert " + a.job + " #" + a.sequence + " differs when repeated:\n" + before + "\n" + a.json);
    }
    return out;
  }

  @Test
  void eachJobGetsItsTreesRootCauseAndARestoreLosesAndRepeatsNoAlert() throws Exception {
    Map<String, TreeMap<Long, String>> whole = byJob(run(-1));
    assertEquals(TREES.size() * COPIES, whole.size(), "jobs with alerts: " + whole.keySet());
    for (int copy = 0; copy < COPIES; copy++) {
    for (String t : TREES) {
      TreeMap<Long, String> alerts = whole.get(job(t, copy));
      assertTrue(alerts != null && !alerts.isEmpty(), t + ": no alert");
      assertTrue(alerts.size() <= 6, t + ": a few alerts, not one per line: " + alerts.values());
      assertEquals(List.copyOf(alerts.keySet()), java.util.stream.LongStream.rangeClosed(1, alerts.size()).boxed().toList());
      long raised = alerts.values().stream().filter(j -> j.contains("\"action\":\"root-cause-raised\"")).count();
      assertEquals(1, raised, t + ": one root cause, raised once, then updated: " + alerts.values());
      String root = JSON.readTree(alerts.lastEntry().getValue()).at("/labels/root_cause").asText();
      assertEquals(rootKey(t), root, t);
    }
    }
    long cut = LINES.size() / 2;
    Map<String, TreeMap<Long, String>> restored = byJob(run(cut));
    assertTrue(FAILED.get(), "the failure was injected after a completed checkpoint");
    assertEquals(whole, restored, "after a restore from a checkpoint (failure at line >= " + cut + " of " + LINES.size() + ")");
  }
}
