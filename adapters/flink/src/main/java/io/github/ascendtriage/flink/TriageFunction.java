package io.github.ascendtriage.flink;

import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import java.time.Duration;
import java.util.List;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;
import org.apache.flink.util.OutputTag;

/**
 * Tags the log lines of a keyed stream (key: the job): one {@link StreamSession} per key in keyed
 * state, so the root cause across the job's processes is found on the stream. Emits one {@link
 * JobAlert} per root cause (and one per change of it); the ECS event of each line that is evidence
 * of a case or carries an official code goes to the side output {@link #TAGGED}. Checkpoints and
 * savepoints hold each session's snapshot ({@link SessionSerializer}), so a job restored from one
 * continues with the same alerts. Use it after {@code keyBy(l -> l.job)}; Flink runs one instance
 * per parallel subtask and calls it from one thread.
 */
public class TriageFunction extends KeyedProcessFunction<String, LogLine, JobAlert> {
  private static final long serialVersionUID = 1L;
  /** The side output of the tagged evidence lines (ECS JSON). */
  public static final OutputTag<String> TAGGED = new OutputTag<>("ascend-triage-tagged") {};

  private final long idleMillis;
  private final List<String> caseDirectories;
  private transient ValueState<StreamSession> session;

  /** A function that looks at a silent job's session after one second of processing time. */
  public TriageFunction() {
    this(Duration.ofSeconds(1));
  }

  /**
   * @param idle after how long without a new line (processing time) a job's session is looked at
   *     for the alerts its last lines brought; {@link Duration#ZERO} only at the end of the input
   *     (a bounded job), which makes the alerts depend on the lines alone
   */
  public TriageFunction(Duration idle) {
    this(idle, List.of());
  }

  /**
   * @param idle as in {@link #TriageFunction(Duration)}
   * @param caseDirectories folders of your own cases, added to the built-in case base on each task
   *     manager (every task manager must see them); must not be null
   */
  public TriageFunction(Duration idle, List<String> caseDirectories) {
    if (idle.isNegative()) {
      throw new IllegalArgumentException("idle must not be negative: " + idle);
    }
    this.idleMillis = idle.toMillis();
    this.caseDirectories = List.copyOf(caseDirectories);
  }

  @Override
  public void open(OpenContext context) {
    session = getRuntimeContext().getState(new ValueStateDescriptor<>("ascend-triage-session", new SessionSerializer(caseDirectories)));
  }

  @Override
  public void processElement(LogLine line, Context ctx, Collector<JobAlert> out) throws Exception {
    StreamSession s = session.value();
    if (s == null) {
      s = SharedTriage.get(caseDirectories).openStream();
    }
    TaggedLine t = line.file == null && line.host == null
        ? s.accept(line.text)
        : s.accept(line.text, LineSource.of(line.file == null ? "-" : line.file, line.host, line.pid));
    if (t.caseId().isPresent() || !t.codes().isEmpty()) {
      ctx.output(TAGGED, DiagnosisJson.toEcs(t));
    }
    emit(ctx.getCurrentKey(), s.takeAlerts(), out);
    session.update(s);
    // the end of a bounded input brings the last watermark, which fires this timer
    ctx.timerService().registerEventTimeTimer(Long.MAX_VALUE);
    if (idleMillis > 0) {
      long now = ctx.timerService().currentProcessingTime();
      ctx.timerService().registerProcessingTimeTimer(now - now % idleMillis + 2 * idleMillis);
    }
  }

  @Override
  public void onTimer(long timestamp, OnTimerContext ctx, Collector<JobAlert> out) throws Exception {
    StreamSession s = session.value();
    if (s != null) {
      emit(ctx.getCurrentKey(), s.flush(), out);
      session.update(s);
    }
  }

  private static void emit(String job, List<StreamAlert> alerts, Collector<JobAlert> out) {
    for (StreamAlert a : alerts) {
      out.collect(new JobAlert(job, a.sequence(), DiagnosisJson.toEcs(a)));
    }
  }
}
