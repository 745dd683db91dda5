package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.internal.casebase.Platform;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The platform a framework's logger prefixes name: vLLM prints the module that logged a line in
 * the prefix ({@code INFO 03-02 10:00:01 [cuda.py:240] Using Flash Attention backend}), and a
 * module that only one platform loads ({@code knowledge.json} {@code platform.signs}, each citing
 * the file) names that platform though the body of the line names none. The prefix is stripped
 * before phrases are looked for, so the name in a quoted path or in prose is never read here. Reports
 * a {@link FeatureType#TOOL_STATUS} token ({@link Platform#loggerToken}) per such file
 * when the stream ends; looks at no line itself. Immutable and thread-safe.
 */
public final class PlatformLoggerRecognizer implements Recognizer {
  private final Set<String> files;

  public PlatformLoggerRecognizer(Platform platform) {
    java.util.Set<String> all = new java.util.LinkedHashSet<>(platform.foreignLoggers());
    all.addAll(platform.ascendLoggers());
    this.files = Set.copyOf(all);
  }

  @Override
  public boolean mayMatch(String body) {
    return false;
  }

  @Override
  public List<String> literals() {
    return List.of(); // runs on no line: the logger files are collected while prefixes are stripped
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {}

  @Override
  public void end(LineContext ctx, FeatureSink sink) {
    if (files.isEmpty()) {
      return;
    }
    for (String file : ctx.loggerFiles()) {
      String base = file.substring(file.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
      if (files.contains(base)) {
        sink.feature(FeatureType.TOOL_STATUS, Platform.loggerToken(base));
      }
    }
  }
}
