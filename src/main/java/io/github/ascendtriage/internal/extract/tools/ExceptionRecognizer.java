package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.ConsolePrefix;
import io.github.ascendtriage.internal.extract.scan.FailingStatement;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Python tracebacks: the exception line ({@code RuntimeError: ...}, {@code
 * torch.distributed...ChildFailedError}) and, for an exception that ends a traceback, the
 * innermost frame's function and file.
 *
 * <p>tenthd40: an exception that ends a traceback whose innermost frame is the job's own code is a fault of the
 * process that printed it ({@link #OWN_CODE}, an error event). CPython prints an uncaught exception as the {@code
 * Traceback (most recent call last):} header, one {@code File "<path>", line <n>, in <function>} entry per frame,
 * outermost first, and last {@code <ExceptionClass>: <message>} (docs.python.org, the {@code traceback} module and the
 * language reference's "Exceptions"): the last frame printed is where it was raised. A file outside the interpreter's
 * installation paths ({@code sysconfig}'s schemes: the standard library {@code lib/pythonX.Y}, third-party packages in
 * {@code site-packages}, Debian's {@code dist-packages}, console scripts in {@code bin}) is the job's own code, so the
 * job's script raised it; MindSpore's worker logs (msrun's {@code worker_<id>.log}, the worker's stdout and stderr, as
 * {@code process_entity/_api.py} opens them) hold it with no other marker of their own, unlike torch_npu's {@code
 * ERR99999}. An exception raised inside a framework (MindSpore's {@code The state of the cluster is error}, torch's
 * HCCL errors: their innermost frame is in {@code site-packages}) or by a launcher's console script ({@code msrun}'s
 * {@code Distributed job exited with exception}) reports what it saw elsewhere and is left as it was. An interrupt or
 * an exit ({@code KeyboardInterrupt}, {@code SystemExit}) is a stop request, not a fault. So is left the class a
 * native extension's error arrives as ({@link #NATIVE}): a function of a C or C++ extension has no Python frame, so
 * its exception shows the caller's line as the innermost frame, and pybind11's translation (its "Exceptions" page)
 * turns {@code std::exception} into {@code RuntimeError} and {@code std::bad_alloc} into {@code MemoryError}; torch's
 * c10d errors ({@code DistBackendError}, {@code DistStoreError}, {@code DistNetworkError}) derive from it. torch_npu's
 * {@code RuntimeError: ... NPU function error: ..., error code is 507048} under a frame of the job's code is the
 * device's report, not the script's.
 */
public final class ExceptionRecognizer implements Recognizer {
  private static final Pattern EXC =
      Pattern.compile("^\\s*(?:[a-z_][\\w]{0,40}\\.){0,8}([A-Z][A-Za-z0-9_]{0,60}(?:Error|Exception|Interrupt|Exit|Warning))(?::|$)");
  // the line that ends a traceback starts with the exception's class (Python's format_exception_only:
  // "Name" or "Name: message"); a log handler or a collector may append to it after a space
  private static final Pattern TAIL =
      Pattern.compile("^\\s*(?:[a-z_][\\w]{0,40}\\.){0,8}([A-Z][A-Za-z0-9_]{0,60}(?:Error|Exception|Interrupt|Exit))(?=\\s)");
  private static final Pattern FRAME = FailingStatement.FRAME;
  /** The value of the {@code tool-status} token on an exception line raised in the job's own code. */
  public static final String OWN_CODE = "python_exception=raised_in_own_code";
  /** A file of the interpreter's installation: the standard library, an installed package, a console script, a frozen module. */
  private static final Pattern INSTALLED =
      Pattern.compile("^<|[/\\\\](?:site-packages|dist-packages|lib(?:64)?[/\\\\]python\\d(?:\\.\\d{1,2})?|bin)[/\\\\]", Pattern.CASE_INSENSITIVE);
  /** The classes a native extension's error is raised as, whatever frame the traceback shows last. */
  private static final Pattern NATIVE = Pattern.compile("RuntimeError|MemoryError|Dist[A-Za-z]{0,20}Error");
  /** An exception class of a fault (not an interrupt, an exit or a warning). */
  private static final Pattern FAULT_CLASS = Pattern.compile("(?:Error|Exception)$");

  /** The innermost frame seen since the last {@code Traceback} header. */
  static final class State {
    boolean inTraceback;
    String file;
    String function;
  }

  @Override
  public boolean mayMatch(String body) {
    return body.contains("Error") || body.contains("Exception") || body.contains("Interrupt")
        || body.contains("File \"") || body.startsWith("Traceback");
  }

  /** Faults and their context: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public java.util.List<String> quietLiterals() {
    return java.util.List.of();
  }

  /** The literals of {@link #mayMatch}: it runs on the lines it ran on before. (a line that starts with Traceback holds it) */
  @Override
  public java.util.List<String> triggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = java.util.List.of("Error", "Exception", "Interrupt", "File \"", "Traceback");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    State st = ctx.state(State.class, State::new);
    if (b.startsWith("Traceback (most recent call last)")) {
      st.inTraceback = true;
      st.file = null;
      st.function = null;
      return;
    }
    if (st.inTraceback && b.contains("File \"")) {
      Matcher f = FRAME.matcher(b);
      if (f.find()) {
        st.file = f.group(1);
        st.function = f.group(2);
        return;
      }
    }
    Matcher m = EXC.matcher(b);
    if (m.lookingAt() || st.inTraceback && (m = TAIL.matcher(b)).lookingAt()) {
      sink.feature(FeatureType.EXCEPTION, m.group(1));
      if (st.inTraceback && st.file != null && ownCode(st.file) && FAULT_CLASS.matcher(m.group(1)).find()
          && !NATIVE.matcher(m.group(1)).matches()) {
        sink.feature(FeatureType.TOOL_STATUS, OWN_CODE);
        sink.event(EventKind.FAULT);
      }
      if (st.inTraceback && st.function != null) {
        if (!st.function.startsWith("<")) {
          sink.feature(FeatureType.FUNCTION, st.function);
        }
        sink.feature(FeatureType.SOURCE_FILE, ConsolePrefix.baseName(st.file));
      }
      st.inTraceback = false;
    }
  }

  /** True when {@code file}, a traceback frame's path, is outside the interpreter's installation: the job's own code. */
  static boolean ownCode(String file) {
    return !INSTALLED.matcher(file).find();
  }
}
