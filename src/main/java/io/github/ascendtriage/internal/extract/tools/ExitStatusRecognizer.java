package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A process or container that exited with status 137, 128 + 9: the shell's and the container
 * runtimes' way of saying that SIGKILL ended it (Docker's and Compose's {@code exited with code
 * 137}, Kubernetes' {@code Exit Code: 137} beside {@code Reason: OOMKilled}, a shell's {@code exit
 * status 137}). Gives {@code tool-status:exit_code=137}; another number, 1370 included, gives
 * nothing. A negative exit code (Python's {@code Popen}: -9) is torchrun's form, read by {@link
 * TorchrunFailureRecognizer}. Stateless.
 */
public final class ExitStatusRecognizer implements Recognizer {
  private static final Pattern KILLED =
      Pattern.compile("(?i)\\bexit(?:ed with)?[ _]?(?:code|status)?\\s{0,16}[:=]?\\s{0,16}\\(?137(?![\\d.])");

  @Override
  public boolean mayMatch(String body) {
    return body.contains("137");
  }

  @Override
  public List<String> triggers() {
    return List.of("exit code", "exit status", "exited with code", "exitcode", "exit_code");
  }

  /** An exit is a fault's end: never on INFO, DEBUG or TRACE lines. */
  @Override
  public List<String> quietLiterals() {
    return List.of();
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    if (KILLED.matcher(ctx.body()).find()) {
      sink.feature(FeatureType.TOOL_STATUS, "exit_code=137");
    }
  }
}
