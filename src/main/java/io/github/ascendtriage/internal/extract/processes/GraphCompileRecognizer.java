package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The graph a process's framework compiled for its device: TensorFlow's adapter logs {@code The
 * model has been compiled on the Ascend AI processor, current graph id is: N} at INFO when it builds
 * a graph (Ascend/tensorflow, tf_adapter/kernels/geop_npu.cc), and the official case
 * tensorflow_faq_0014 finds devices that ran different models by comparing these ids across
 * devices. Each id is a value of {@link Setting#GRAPHS_COMPILED}, with the line's own time when it
 * opens with one (glog's {@code 2026-03-02 10:14:05.118204: I ...}), so that lists of different
 * runs can be told apart. Stateless.
 */
public final class GraphCompileRecognizer implements Recognizer {
  private static final List<String> LITERALS = List.of("current graph id is");
  private static final Pattern GRAPH_ID = Pattern.compile("current graph id is:?\\s{0,3}(\\d{1,12})\\b");
  private static final Pattern TIME = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2})[ T](\\d{2}:\\d{2}:\\d{2})");

  @Override
  public boolean mayMatch(String body) {
    return body.contains("current graph id is");
  }

  @Override
  public List<String> literals() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = GRAPH_ID.matcher(ctx.body());
    if (!m.find()) {
      return;
    }
    Matcher t = TIME.matcher(ctx.raw());
    sink.setting(Setting.GRAPHS_COMPILED, t.find() ? m.group(1) + "@" + t.group(1) + "T" + t.group(2) : m.group(1));
  }
}
