package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * torchrun's {@code ChildFailedError} summary: the {@code Failures:} entries (rank, host, exit
 * code, signal) and the {@code Root Cause (first observed failure):} entry, plus the elastic
 * agent's {@code failed (exitcode: N) local_rank: M} line. Ranks ended by SIGTERM or SIGKILL were
 * stopped by the agent (cascade); the Root Cause entry names the faulty rank (locator). Every exit
 * is also kept with its rank and local rank ({@link Setting#LAUNCHER_EXITS}), so a peer that HCCL
 * names by host and device can be tied to the worker torchrun saw end.
 */
public final class TorchrunFailureRecognizer implements Recognizer {
  private static final Pattern FIELD = Pattern.compile("^\\s{1,8}(time|host|rank|exitcode|traceback)\\s{0,8}: ?(.{0,300})$");
  private static final Pattern RANK = Pattern.compile("^(\\d{1,7})(?: \\(local_rank: (\\d{1,7})\\))?");
  private static final Pattern EXITCODE = Pattern.compile("^(-?\\d{1,4})(?: \\(pid: (\\d{1,10})\\))?");
  private static final Pattern SIGNAL = Pattern.compile("Signal (\\d{1,3}) \\((SIG[A-Z0-9]{2,10})\\) received");
  private static final Pattern TIME = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2})_(\\d{2}:\\d{2}:\\d{2})");
  private static final Pattern STOP = Pattern.compile("Sending process (\\d{1,10}) closing signal (SIG[A-Z]{2,8})\\b");
  private static final Pattern AGENT = Pattern.compile("failed \\(exitcode: (-?\\d{1,4})\\) local_rank: (\\d{1,7})(?: \\(pid: (\\d{1,10})\\))?");

  /** Where in the summary the stream is. */
  static final class State {
    boolean inFailures;
    boolean inRootCause;
    String host;
    String rank;
    String localRank;
  }

  @Override
  public boolean mayMatch(String body) {
    return body.indexOf(':') >= 0 || body.startsWith("===");
  }

  /**
   * The summary's heads ({@code Failures:}, {@code Root Cause (first observed failure)}, its
   * {@code =====} rules), an entry's {@code [N]:}, the agent's {@code failed (exitcode:}, and an
   * entry's fields: a field name after the white space the line starts with, before white space
   * or its colon (the white space {@code \s} allows: a vertical tab stays one when folded).
   */
  @Override
  public java.util.List<String> triggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = summaryLiterals();

  private static java.util.List<String> summaryLiterals() {
    java.util.List<String> out = new java.util.ArrayList<>(
        java.util.List.of("Failures:", "Root Cause (first observed failure)", "=====", "]:", "failed (exitcode:", "closing signal"));
    for (String name : new String[] {"time", "host", "rank", "exitcode", "traceback"}) {
      for (String before : new String[] {" ", "\u000B"}) {
        for (String after : new String[] {" ", ":", "\u000B"}) {
          out.add(before + name + after);
        }
      }
    }
    return java.util.List.copyOf(out);
  }

  /** Faults and their context: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public java.util.List<String> quietLiterals() {
    return java.util.List.of();
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    State st = ctx.state(State.class, State::new);
    if (b.startsWith("Failures:")) {
      st.inFailures = true;
      st.inRootCause = false;
      return;
    }
    if (b.startsWith("Root Cause (first observed failure)")) {
      st.inRootCause = true;
      st.inFailures = false;
      return;
    }
    if (b.startsWith("=====")) {
      st.inFailures = false;
      st.inRootCause = false;
      return;
    }
    if (b.contains("closing signal")) {
      Matcher m = STOP.matcher(b);
      int code = m.find() ? SignalNames.numberOf(m.group(2)) : 0;
      if (code > 0) {
        sink.setting(Setting.LAUNCHER_EXITS, "-/-=" + exitText(-code) + pid(m.group(1)));
      }
      return;
    }
    if (b.contains("failed (exitcode:")) {
      Matcher m = AGENT.matcher(b);
      if (m.find()) {
        int code = Integer.parseInt(m.group(1));
        sink.setting(Setting.LAUNCHER_EXITS, "-/" + m.group(2) + "=" + exitText(code) + pid(m.group(3))); // which worker, by its local rank
        if (code < 0) {
          String sig = signalName(-code);
          if (sig != null) {
            sink.feature(FeatureType.SIGNAL, sig);
            firstDeath(sig, sink); // the agent logs the failure with the smallest timestamp
          }
        }
      }
      return;
    }
    if (!st.inFailures && !st.inRootCause) {
      return;
    }
    if (b.length() > 1 && b.charAt(0) == '[' && b.endsWith("]:")) {
      st.host = null; // a new entry [N]:
      st.rank = null;
      st.localRank = null;
      return;
    }
    Matcher m = FIELD.matcher(b);
    if (!m.matches()) {
      return;
    }
    String v = m.group(2).trim();
    switch (m.group(1)) {
      case "time" -> {
        Matcher t = TIME.matcher(v);
        if (t.find()) {
          sink.feature(FeatureType.TIMESTAMP, t.group(1) + "T" + t.group(2));
        }
      }
      case "host" -> {
        st.host = v.isEmpty() ? null : v;
        if (st.host != null && !st.host.equals("localhost")) {
          sink.feature(FeatureType.HOST, st.host); // the failed rank's host: a value for {host}
        }
      }
      case "rank" -> {
        Matcher r = RANK.matcher(v);
        if (r.find()) {
          st.rank = r.group(1);
          st.localRank = r.group(2);
          sink.feature(FeatureType.RANK, st.rank);
          if (st.inRootCause) {
            sink.eventAbout(EventKind.LOCATOR, st.rank, null, st.host, null);
          }
        }
      }
      case "exitcode" -> {
        Matcher e = EXITCODE.matcher(v);
        if (e.find()) {
          exit(Integer.parseInt(e.group(1)), e.group(2), st, sink);
        }
      }
      case "traceback" -> {
        Matcher s = SIGNAL.matcher(v);
        if (s.find()) {
          sink.feature(FeatureType.SIGNAL, s.group(2));
        }
      }
      default -> {}
    }
  }

  /**
   * An entry's exit code: a negative one is the signal that ended the process (the agent's {@code
   * ProcessFailure.signal_name}, {@code signal.Signals(-exitcode)}). Under {@code Failures:} a rank
   * ended by SIGTERM, SIGKILL or SIGINT was stopped (the agent stops the others after a failure),
   * any other exit is a fault. The {@code Root Cause (first observed failure)} entry is the failure
   * with the smallest timestamp ({@code ChildFailedError.get_first_failure}): its exit is a fault
   * whatever ended it, SIGKILL included (the agent stops the rest with SIGTERM first; a SIGKILL
   * that comes first came from outside, the host's OOM killer being the usual sender), but
   * SIGTERM and SIGINT, which a person or a scheduler sends to the whole job.
   */
  private static void exit(int code, String pid, State st, FeatureSink sink) {
    String sig = code < 0 ? signalName(-code) : null;
    if (sig != null) {
      sink.feature(FeatureType.SIGNAL, sig);
    }
    boolean stopped = "SIGTERM".equals(sig) || "SIGINT".equals(sig);
    if (st.rank != null) {
      sink.setting(Setting.LAUNCHER_EXITS, st.rank + "/" + (st.localRank == null ? "-" : st.localRank) + "=" + exitText(code) + pid(pid));
    }
    if (st.inFailures) {
      boolean killed = stopped || "SIGKILL".equals(sig);
      sink.eventAbout(killed ? EventKind.CASCADE : EventKind.FAULT, st.rank, null, st.host, null);
    } else if (!stopped) {
      sink.eventAbout(EventKind.FAULT, st.rank, null, st.host, null);
      firstDeath(sig, sink);
    }
  }

  /**
   * The first observed death's signal, when it is SIGKILL: {@code tool-status:first_death=sigkill}.
   * The agent stops the other ranks only after that first failure, with SIGTERM, and sends SIGKILL
   * to a rank only once SIGTERM went unanswered for its timeout (torch/distributed/elastic/
   * multiprocessing/api.py: {@code _poll} logs {@code failed (exitcode: N)} of {@code min(failures,
   * key=timestamp)} after {@code close()}; {@code _close} sends {@code death_sig}, SIGTERM by
   * default, then SIGKILL); so a first death by SIGKILL came from outside the job, the kernel's
   * OOM killer, a container's memory limit or a person. Later SIGKILLs are the agent's cascade and
   * give only {@code signal:SIGKILL}.
   */
  private static void firstDeath(String sig, FeatureSink sink) {
    if ("SIGKILL".equals(sig)) {
      sink.feature(FeatureType.TOOL_STATUS, "first_death=sigkill");
    }
  }

  /** The worker's pid as an exit record keeps it ({@code @P}, late34), or nothing when the line gave none. */
  private static String pid(String pid) {
    return pid == null ? "" : "@" + pid;
  }

  /** An exit code, and for a negative one the name of the signal that ended the process. */
  private static String exitText(int code) {
    String sig = code < 0 ? signalName(-code) : null;
    return sig == null ? String.valueOf(code) : code + " " + sig;
  }

  static String signalName(int n) {
    return SignalNames.number(n);
  }
}
