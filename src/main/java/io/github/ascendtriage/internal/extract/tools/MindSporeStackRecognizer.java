package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.ConsolePrefix;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MindSpore's error report: after the exception's own line and the {@code - Ascend Error Message:}
 * and {@code - Framework Error Message:} blocks, a {@code - C++ Call Stack: (For framework
 * developers)} head, a rule of dashes, and one frame a line, {@code mindspore/<path>.cc:<line>
 * <function>}, the throwing frame first (mindspore-ai/mindspore: mindspore/core/utils/log_adapter.cc,
 * the exception text's sections; mindspore-ai/docs, the FAQ pages quote it). A frame names the
 * source file the error came from, as a plog header's {@code [file.cc:N]} does: each frame gives a
 * {@code source-file} feature, so the knowledge about MindSpore's components (its distributed
 * cluster, its HCCL adapter, its collective library) reads it. A frame counts only right under the
 * head (its rule of dashes between) or right under another frame: a path elsewhere is no frame.
 */
public final class MindSporeStackRecognizer implements Recognizer {
  static final String HEAD = "- C++ Call Stack:";
  private static final Pattern FRAME =
      Pattern.compile("^(mindspore/[\\w./+-]{1,240}\\.(?:cc|cpp|cxx|c|h|hpp)):\\d{1,7}(?: [\\w:~<>]{1,160})?\\s*$");

  /** The number of the last line of the block read so far, and whether it was the head. */
  static final class State {
    long last = -3;
    boolean head;
  }

  @Override
  public boolean mayMatch(String body) {
    return body.startsWith("mindspore/") || body.startsWith(HEAD);
  }

  @Override
  public List<String> triggers() {
    return List.of(HEAD, "mindspore/");
  }

  /** The report is an exception's: nothing of it is on INFO, DEBUG or TRACE lines. */
  @Override
  public List<String> quietLiterals() {
    return List.of();
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    State st = ctx.state(State.class, State::new);
    long no = ctx.lineNo();
    if (b.startsWith(HEAD)) {
      st.last = no;
      st.head = true;
      return;
    }
    long gap = no - st.last;
    if (gap < 1 || gap > (st.head ? 2 : 1)) { // under the head's rule of dashes, or the frame before
      return;
    }
    Matcher m = FRAME.matcher(b);
    if (!m.matches()) {
      return;
    }
    st.last = no;
    st.head = false;
    sink.feature(FeatureType.SOURCE_FILE, ConsolePrefix.baseName(m.group(1)));
  }
}
