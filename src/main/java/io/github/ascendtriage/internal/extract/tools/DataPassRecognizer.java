package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pass over a dataset that the stream shows still running when it ends. Hugging Face datasets
 * draws a progress bar for each pass it makes over a dataset (map, filter, save: {@code unit="
 * examples"}, so tqdm prints the rate as {@code N examples/s}; huggingface/datasets
 * src/datasets/arrow_dataset.py), in the form {@code <desc>: 63%|###   | 81920/130000 [34:02<19:58,
 * 40.11 examples/s]}. The stream's last such bar, when its count is below its total, says that the
 * process was still preparing data, work outside the collectives, when its log stopped: gives
 * {@code tool-status:data_pass=unfinished} on that bar's line. A pass that reached its total, a bar
 * of another unit (a training loop's {@code it/s}) or no bar gives nothing. Where a line holds
 * several refreshes (tqdm's carriage returns), the last one counts. State per stream.
 */
public final class DataPassRecognizer implements Recognizer {
  private static final Pattern BAR = Pattern.compile(
      "\\d{1,3}%\\|[^|\\n]{0,64}\\|\\s{0,4}(\\d{1,15})/(\\d{1,15})\\s{0,4}\\[[^\\[\\]\\n]{0,64}examples/s\\]");

  /** The last bar seen in one stream. */
  private static final class Last {
    long line = -1;
    String text = "";
    boolean unfinished;
  }

  @Override
  public boolean mayMatch(String body) {
    return body.contains("examples/s]");
  }

  @Override
  public List<String> literals() {
    return List.of("examples/s]");
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = BAR.matcher(ctx.body());
    String done = null;
    String total = null;
    while (m.find()) {
      done = m.group(1);
      total = m.group(2);
    }
    if (done == null) {
      return;
    }
    Last last = ctx.state(Last.class, Last::new);
    last.line = ctx.lineNo();
    last.text = ctx.raw();
    last.unfinished = below(done, total);
  }

  @Override
  public void end(LineContext ctx, FeatureSink sink) {
    Last last = ctx.state(Last.class, Last::new);
    if (last.unfinished) {
      sink.featureAt(FeatureType.TOOL_STATUS, "data_pass=unfinished", last.line, last.text);
    }
  }

  /** True when the count {@code done} is below {@code total} (decimal digits, compared as numbers). */
  static boolean below(String done, String total) {
    String a = done.replaceFirst("^0+(?=\\d)", "");
    String b = total.replaceFirst("^0+(?=\\d)", "");
    return a.length() != b.length() ? a.length() < b.length() : a.compareTo(b) < 0;
  }
}
