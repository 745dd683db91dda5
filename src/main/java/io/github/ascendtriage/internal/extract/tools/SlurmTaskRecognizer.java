package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Slurm's own record of a task that ended badly, as srun prints it (SchedMD/slurm src/srun/launch.c
 * {@code _task_finish}, at 284c3b95; src/plugins/launch/slurm/launch_slurm.c at 3bf22c44): {@code srun: error:
 * <hosts>: task(s) <ids>: Exited with exit code N}, {@code ...: <strsignal text>[ (core dumped)]} and {@code ...: Out Of
 * Memory}; and the step's cancellation that follows ({@code srun: Terminating StepId=J.S}, {@code _step_signal};
 * slurmstepd's {@code *** STEP J.S ON H CANCELLED AT T ***}, src/slurmd/slurmstepd/req.c; {@code srun: Job step
 * aborted}, src/api/step_launch.c). srun's log prefix is its program name at the start of the line, so msrun's
 * {@code msrun: error:} (argparse) is no srun line: the name must not follow a letter or digit.
 *
 * <p>The first task line of one task on one host, before any cancellation, whose task exited with a code other
 * than 0, died of a signal other than SIGTERM, SIGINT or SIGHUP (which a person or the scheduler sends the whole
 * step), or ran out of memory is srun's first failed task: a {@link EventKind#LOCATOR} naming its task id (the
 * rank when srun starts one task per rank, {@code SLURM_PROCID}) on its host. srun signals the step's tasks only
 * after a first bad exit ({@code --kill-on-bad-exit}) or when it is cancelled, so a first task killed by SIGKILL
 * before either was killed from outside the job: {@code tool-status:first_death=sigkill}, as
 * torchrun's first SIGKILL gives. Every task line gives its host ({@code host}) when it names one, and its signal;
 * words that are no signal's make no task line.
 * A line of several tasks or hosts names no one task and locates nothing.
 */
public final class SlurmTaskRecognizer implements Recognizer {
  /** srun's task line: its hosts (a Slurm host list), its task ids (a range list) and how they ended. */
  static final Pattern TASK = Pattern.compile(
      "(?<![A-Za-z0-9_.-])srun: error: ([A-Za-z0-9_.\\[\\],-]{1,255}): tasks? ([0-9][0-9,-]{0,200}): "
          + "(?:Exited with exit code (\\d{1,3})|(Out Of Memory)|([A-Z][a-z]{2,12}(?: [a-z/0-9]{1,12}){0,3})( \\(core dumped\\))?)\\s*$");
  /** The step is being ended: srun's own terminating notice, the job step aborted, slurmstepd's cancellation. */
  static final Pattern CANCELLED = Pattern.compile(
      "(?<![A-Za-z0-9_.-])(?:srun: (?:Terminating (?:StepId=|job step )|Job step aborted|Force Terminated)"
          + "|slurmstepd(?:-[\\w.-]{1,64})?: error: \\*\\*\\* (?:STEP|JOB) [0-9][\\w.+]{0,40} ON \\S{1,255} CANCELLED AT )");

  /** Whether a first failed task was given, and whether the step was being ended before it. */
  static final class State {
    boolean located;
    boolean cancelled;
  }

  @Override
  public List<String> triggers() {
    return List.of("srun: error: ", "srun: Terminating ", "srun: Job step aborted", "srun: Force Terminated", "CANCELLED AT ");
  }

  /** Slurm's task records are errors or notices of srun: its info lines ({@code srun: Terminating}) count too. */
  @Override
  public List<String> quietLiterals() {
    return List.of("srun: Terminating ", "srun: Job step aborted", "srun: Force Terminated");
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    State st = ctx.state(State.class, State::new);
    if (CANCELLED.matcher(b).find()) {
      st.cancelled = true;
      return;
    }
    Matcher m = TASK.matcher(b);
    if (!m.find()) {
      return;
    }
    String hosts = m.group(1);
    String tasks = m.group(2);
    boolean oneHost = hosts.indexOf('[') < 0 && hosts.indexOf(',') < 0;
    boolean oneTask = tasks.chars().allMatch(Character::isDigit);
    String sig = m.group(5) == null ? null : SignalNames.of(m.group(5));
    if (m.group(5) != null && sig == null) {
      return; // not a signal's text: no task line of srun
    }
    if (oneHost) {
      sink.feature(FeatureType.HOST, hosts);
    }
    if (sig != null) {
      sink.feature(FeatureType.SIGNAL, sig);
    }
    boolean fault = m.group(3) != null ? Integer.parseInt(m.group(3)) != 0 : m.group(4) != null || !SignalNames.stops(sig);
    if (fault && !st.located && !st.cancelled && oneHost && oneTask) {
      st.located = true;
      sink.eventAbout(EventKind.LOCATOR, tasks, null, hosts, null);
      if ("SIGKILL".equals(sig)) {
        sink.feature(FeatureType.TOOL_STATUS, "first_death=sigkill");
      }
    }
  }
}
