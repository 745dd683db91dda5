package io.github.ascendtriage.flink;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.serialization.SimpleStringEncoder;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.connector.file.sink.FileSink;
import org.apache.flink.connector.file.src.FileSource;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.PrintSink;
import org.apache.flink.streaming.api.functions.sink.filesystem.OutputFileConfig;
import org.apache.flink.streaming.api.functions.sink.filesystem.bucketassigners.BasePathBucketAssigner;

/**
 * The Flink job of the adapter's "job" jar: {@code flink run ascend-triage-flink-VERSION-job.jar
 * --input ~/ascend/log}. It reads the lines of log files and folder trees with Flink's {@code
 * FileSource} (once, or watching for new files), keys them by job (each input; or each host
 * folder of it), tags them with {@link TriageFunction} and writes one ECS alert per root cause
 * (and per change of it) as a JSON line, to the task managers' standard output or to files in a
 * folder; optionally the tagged evidence lines too. Run without a cluster ({@code java -cp} the
 * jar and Flink's jars) it starts a local one. Not instantiable; used through {@link #main}.
 */
public final class TriageJob {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** The checkpoint interval when alerts go to files and the cluster sets none: files are committed on checkpoints. */
  static final Duration FILE_SINK_CHECKPOINTS = Duration.ofSeconds(10);

  private TriageJob() {}

  /**
   * Runs the job; with arguments that are wrong, prints one line on standard error and exits 2.
   *
   * @param args the options (see {@code --help})
   * @throws Exception when Flink fails to run the job
   */
  public static void main(String[] args) throws Exception {
    JobOptions options;
    try {
      options = JobOptions.parse(args);
      if (!options.help()) {
        checkLocalInputs(options);
        checkCaseDirectories(options);
      }
    } catch (IllegalArgumentException e) {
      System.err.println("ascend-triage-flink: " + e.getMessage());
      System.exit(2);
      return;
    }
    if (options.help()) {
      System.out.println(JobOptions.USAGE);
      return;
    }
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
    build(env, options);
    env.execute("ascend-triage " + String.join(" ", options.inputs().keySet()));
  }

  /** A local input (no scheme, or file:) that does not exist is refused before the job is submitted. */
  static void checkLocalInputs(JobOptions options) {
    for (Map.Entry<String, String> in : options.inputs().entrySet()) {
      String p = in.getValue();
      java.net.URI uri = new Path(p).toUri();
      if (uri.getScheme() == null || uri.getScheme().equals("file")) {
        if (!Files.exists(java.nio.file.Path.of(uri.getPath()))) {
          throw new IllegalArgumentException("--input " + p + ": no such file or folder");
        }
      }
    }
  }

  /**
   * Case folders are checked where the job is submitted, when they are there: a wrong case file is
   * refused now, naming the file, rather than failing every task manager.
   */
  static void checkCaseDirectories(JobOptions options) {
    for (String d : options.caseDirectories()) {
      java.nio.file.Path dir = java.nio.file.Path.of(d);
      if (!Files.isDirectory(dir)) {
        throw new IllegalArgumentException("--cases " + d + ": no such folder");
      }
      List<String> problems;
      try {
        problems = io.github.ascendtriage.AscendTriage.validateCaseDirectory(dir);
      } catch (IOException e) {
        throw new IllegalArgumentException("--cases " + d + ": cannot be read: " + e.getMessage());
      }
      if (!problems.isEmpty()) {
        throw new IllegalArgumentException("--cases " + d + ": " + problems.get(0)
            + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more)" : ""));
      }
    }
  }

  /** Adds the job's pipeline to {@code env}. */
  static void build(StreamExecutionEnvironment env, JobOptions options) {
    List<TreeLineFormat.Root> roots = new ArrayList<>();
    List<Path> paths = new ArrayList<>();
    for (Map.Entry<String, String> in : options.inputs().entrySet()) {
      Path p = qualified(in.getValue());
      paths.add(p);
      roots.add(new TreeLineFormat.Root(in.getKey(), trimSlash(p.toUri().getPath())));
    }
    FileSource.FileSourceBuilder<LogLine> source =
        FileSource.forBulkFileFormat(new TreeLineFormat(roots, options.keyByHost()), paths.toArray(new Path[0]));
    options.monitor().ifPresent(source::monitorContinuously);
    boolean toFiles = !options.alerts().equals("-") || options.tagged().filter(t -> !t.equals("-")).isPresent();
    if (options.checkpointInterval().isPresent()) {
      env.enableCheckpointing(options.checkpointInterval().get().toMillis());
    } else if (toFiles && !env.getCheckpointConfig().isCheckpointingEnabled()) {
      env.enableCheckpointing(FILE_SINK_CHECKPOINTS.toMillis());
    }
    DataStream<LogLine> lines = env.fromSource(source.build(), WatermarkStrategy.noWatermarks(), "log files");
    SingleOutputStreamOperator<JobAlert> alerts =
        lines.keyBy(l -> l.job, Types.STRING).process(new TriageFunction(options.idle(), absolute(options.caseDirectories()))).name("ascend-triage");
    DataStream<String> alertLines = alerts.map(new AlertLine()).name("alert JSON");
    sink(alertLines, options.alerts(), "alerts");
    options.tagged().ifPresent(t -> sink(alerts.getSideOutput(TriageFunction.TAGGED), t, "tagged"));
  }

  private static void sink(DataStream<String> stream, String where, String name) {
    if (where.equals("-")) {
      stream.sinkTo(new PrintSink<>()).name(name + " to stdout");
    } else {
      stream.sinkTo(FileSink.forRowFormat(qualified(where), new SimpleStringEncoder<String>("UTF-8"))
          .withBucketAssigner(new BasePathBucketAssigner<>())
          .withOutputFileConfig(OutputFileConfig.builder().withPartPrefix(name).withPartSuffix(".jsonl").build())
          .build()).name(name + " to " + where);
    }
  }

  /** A path with a scheme as given; a plain one made absolute against the working folder. */
  static Path qualified(String p) {
    Path path = new Path(p);
    if (path.toUri().getScheme() != null) {
      return path;
    }
    return Path.fromLocalFile(java.nio.file.Path.of(p).toAbsolutePath().normalize().toFile());
  }

  /** Case folders as absolute paths: the task managers do not share the client's working folder. */
  private static List<String> absolute(List<String> dirs) {
    return dirs.stream().map(d -> java.nio.file.Path.of(d).toAbsolutePath().normalize().toString()).toList();
  }

  private static String trimSlash(String s) {
    return s.length() > 1 && s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
  }

  /** An alert as its ECS JSON line with the job added as {@code labels.job}. */
  static final class AlertLine implements MapFunction<JobAlert, String> {
    private static final long serialVersionUID = 1L;

    @Override
    public String map(JobAlert a) {
      try {
        if (!(JSON.readTree(a.json) instanceof ObjectNode event)) {
          throw new IllegalStateException("an alert is no JSON object: " + a);
        }
        JsonNode labels = event.get("labels");
        (labels instanceof ObjectNode l ? l : event.putObject("labels")).put("job", a.job);
        return JSON.writeValueAsString(event);
      } catch (IOException e) {
        throw new UncheckedIOException("an alert is no JSON object: " + a, e);
      }
    }
  }
}
