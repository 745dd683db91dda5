package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
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
 */
public final class ExceptionRecognizer implements Recognizer {
  private static final Pattern EXC =
      Pattern.compile("^\\s*(?:[a-z_][\\w]{0,40}\\.){0,8}([A-Z][A-Za-z0-9_]{0,60}(?:Error|Exception|Interrupt|Exit|Warning))(?::|$)");
  // the line that ends a traceback starts with the exception's class (Python's format_exception_only:
  // "Name" or "Name: message"); a log handler or a collector may append to it after a space
  private static final Pattern TAIL =
      Pattern.compile("^\\s*(?:[a-z_][\\w]{0,40}\\.){0,8}([A-Z][A-Za-z0-9_]{0,60}(?:Error|Exception|Interrupt|Exit))(?=\\s)");
  private static final Pattern FRAME = FailingStatement.FRAME;

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
      if (st.inTraceback && st.function != null) {
        if (!st.function.startsWith("<")) {
          sink.feature(FeatureType.FUNCTION, st.function);
        }
        sink.feature(FeatureType.SOURCE_FILE, ConsolePrefix.baseName(st.file));
      }
      st.inTraceback = false;
    }
  }
}
