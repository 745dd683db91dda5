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
 * The MPI launchers' own record of the process that ended the job. Open MPI's mpirun names it (open-mpi/ompi
 * orte/tools/orterun/help-orterun.txt at 4fe93320, {@code [orterun:proc-aborted-strsignal]}, {@code
 * [orterun:proc-aborted]}, {@code [orterun:proc-ordered-abort]}, {@code [orterun:proc-exit-no-sync]}): {@code
 * <tool> noticed that process rank R with PID P on node H exited on signal S (text).}, and {@code <tool> has exited
 * due to process rank R with PID P on} followed on the next line by {@code node H calling "abort"} or {@code node H
 * exiting improperly}. The process it names is the one whose end made mpirun end the job (the others were then
 * stopped by its signals, as the help text says): a {@link EventKind#LOCATOR} of its rank (MPI_COMM_WORLD's) on
 * its host, unless the signal is SIGTERM, SIGINT or SIGHUP, which stop a whole job from outside; a first death by
 * SIGKILL gives {@code tool-status:first_death=sigkill}, as torchrun's does.
 *
 * <p>MPICH's Hydra (pmodels/mpich src/pm/hydra/mpiexec/pmiserv_cb.c at a6a71060) prints its {@code BAD
 * TERMINATION OF ONE OF YOUR APPLICATION PROCESSES} block for the first process it sees killed by a signal,
 * {@code PID P RUNNING AT H} and {@code EXIT CODE: N}, N being the raw wait status (the signal, plus 128 when
 * it dumped core): its host and signal are read; the block names no rank, so it locates nothing.
 */
public final class MpiTaskRecognizer implements Recognizer {
  /** Open MPI's one-line record of the rank that died of a signal. */
  static final Pattern NOTICED = Pattern.compile(
      "\\bnoticed that process rank (\\d{1,7}) with PID (\\d{1,10}) on node (\\S{1,255}) exited on signal (\\d{1,3})\\b");
  /** Open MPI's record of the rank that called abort or ended without finalize: its first line, the host on the next. */
  static final Pattern EXITED_DUE = Pattern.compile("\\bhas exited due to process rank (\\d{1,7}) with PID (\\d{1,10}) on\\s*$");
  private static final Pattern NODE_LINE = Pattern.compile("^node (\\S{1,255}) (?:calling \"abort\"|exiting improperly)");
  private static final String BAD_TERMINATION = "BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES";
  /** Hydra's block: the process and its host, then its raw status. */
  static final Pattern HYDRA_PID = Pattern.compile("^=\\s{1,8}PID (\\d{1,10}) RUNNING AT (\\S{1,255})\\s*$");
  private static final Pattern HYDRA_CODE = Pattern.compile("^=\\s{1,8}EXIT CODE: (\\d{1,5})\\s*$");

  /** A rank whose host the next line gives (Open MPI), whether a Hydra block is open, and whether one was located. */
  static final class State {
    String rank;
    boolean hydra;
    boolean located;
  }

  @Override
  public List<String> triggers() {
    return List.of("noticed that process rank", "has exited due to process rank", "calling \"abort\"", "exiting improperly",
        BAD_TERMINATION, "RUNNING AT ", "EXIT CODE: ", "=====");
  }

  /** Launcher records are errors: nothing of them is on a quiet line. */
  @Override
  public List<String> quietLiterals() {
    return List.of();
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    State st = ctx.state(State.class, State::new);
    String pending = st.rank;
    st.rank = null;
    Matcher m = NOTICED.matcher(b);
    if (m.find()) {
      sink.feature(FeatureType.RANK, m.group(1));
      sink.feature(FeatureType.HOST, m.group(3));
      String sig = SignalNames.number(Integer.parseInt(m.group(4)));
      if (sig != null) {
        sink.feature(FeatureType.SIGNAL, sig);
      }
      if (!SignalNames.stops(sig)) {
        locate(m.group(1), m.group(3), sig, st, sink);
      }
      return;
    }
    m = EXITED_DUE.matcher(b);
    if (m.find()) {
      sink.feature(FeatureType.RANK, m.group(1));
      st.rank = m.group(1);
      return;
    }
    if (pending != null && (m = NODE_LINE.matcher(b.trim())).find()) {
      sink.feature(FeatureType.HOST, m.group(1));
      locate(pending, m.group(1), null, st, sink);
      return;
    }
    hydra(b, st, sink);
  }

  private static void locate(String rank, String host, String sig, State st, FeatureSink sink) {
    if (st.located) {
      return;
    }
    st.located = true;
    sink.eventAbout(EventKind.LOCATOR, rank, null, host, null);
    if ("SIGKILL".equals(sig)) {
      sink.feature(FeatureType.TOOL_STATUS, "first_death=sigkill");
    }
  }

  /** Hydra's block: opened by its head, closed by its rule of {@code =}; its host and its signal. */
  private static void hydra(String b, State st, FeatureSink sink) {
    if (b.contains(BAD_TERMINATION)) {
      st.hydra = true;
      return;
    }
    if (!st.hydra) {
      return;
    }
    if (b.startsWith("=====")) {
      st.hydra = false;
      return;
    }
    Matcher m = HYDRA_PID.matcher(b);
    if (m.find()) {
      sink.feature(FeatureType.HOST, m.group(2));
      return;
    }
    m = HYDRA_CODE.matcher(b);
    if (m.find()) {
      String sig = SignalNames.number(Integer.parseInt(m.group(1)) & 0x7f);
      if (sig != null) {
        sink.feature(FeatureType.SIGNAL, sig);
      }
    }
  }
}
