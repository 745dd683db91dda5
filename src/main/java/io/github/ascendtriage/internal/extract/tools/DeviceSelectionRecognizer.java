package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which NPUs a job selects, read against what the process and the server allow:
 * <ul>
 *   <li>{@code tool-status:visible_npus=0}: the process is given no NPU. {@code
 *       ASCEND_RT_VISIBLE_DEVICES} set to an empty value ({@code =''}, {@code =""}, or nothing before
 *       the end of the line), the list of devices the runtime lets the process see (CANN's
 *       environment variable reference, envref_07_0028); or Ray's {@code get_accelerator_ids()}
 *       returning an empty list for its {@code NPU} resource, the ids Ray gives a worker that
 *       reserved no NPU.</li>
 *   <li>{@code tool-status:device_grouping=unsupported}: on an Atlas training series server (a
 *       910A-class chip in npu-smi's name column, or the server named as the Atlas 800 training
 *       server), the job's card set is one the product's collective communication does not take:
 *       CANN's distributed-training notes allow 1, 2, 4 or 8 cards per server, with cards 0-3 and
 *       4-7 two separate groups that a 2- or 4-card set may not straddle. The card set is the
 *       {@code ASCEND_RT_VISIBLE_DEVICES} list, else the launcher's {@code --nproc_per_node}; the
 *       product and the set may come on different lines, in either order.</li>
 * </ul>
 * Atlas A2 and A3 servers (910B, 910_93 chips; "Atlas 800T A2") have no such limit and give nothing.
 */
public final class DeviceSelectionRecognizer implements Recognizer {
  private static final Pattern EMPTY_VISIBLE =
      Pattern.compile("\\bASCEND_RT_VISIBLE_DEVICES\\s{0,3}=\\s{0,3}(?:''|\"\")?\\s*$|\\bASCEND_RT_VISIBLE_DEVICES\\s{0,3}=\\s{0,3}(?:''|\"\")(?=[\\s,;)]|$)");
  private static final Pattern RAY_NO_NPU = Pattern.compile("['\"]NPU['\"]\\s{0,3}:\\s{0,3}\\[\\s{0,3}\\]");
  private static final Pattern VISIBLE_LIST =
      Pattern.compile("\\bASCEND_RT_VISIBLE_DEVICES\\s{0,3}=\\s{0,3}[\"']?(\\d{1,2}(?:,\\d{1,2}){0,15})(?![\\d,])");
  private static final Pattern NPROC = Pattern.compile("--nproc[_-]per[_-]node(?:=|\\s{1,3})(\\d{1,3})\\b");
  /** Atlas training series chips (npu-smi's Name column) and the server's product name. */
  private static final Pattern TRAINING_SERIES = Pattern.compile(
      "\\b910(?:A|ProA|ProB|PremiumA)\\b|Atlas 800 ?(?:训练服务器|training server)|Atlas (?:训练系列产品|training series)");

  /** Per-stream state: the product seen, the card set seen, whether the fact was given. */
  static final class State {
    boolean trainingSeries;
    List<Integer> cards;
    int processes;
    boolean told;
  }

  /**
   * A literal each pattern above cannot match without, as it is written there (case and all): the
   * variable's name, the quoted {@code NPU} key in either quote, the launcher's option, the training
   * series' chip names and {@code Atlas}. A bare {@code NPU} or {@code 910} was too wide a trigger
   * (folded, the gate found them in every {@code torch_npu} path and every number holding 910, and
   * the line was decoded and scanned for nothing: run 2026-12-06-speed31).
   */
  private static final List<String> LITERALS = List.of("ASCEND_RT_VISIBLE_DEVICES", "'NPU'", "'NPU\"", "\"NPU'",
      "\"NPU\"", "nproc", "910A", "910ProA", "910ProB", "910PremiumA", "Atlas");

  @Override
  public boolean mayMatch(String body) {
    for (String l : LITERALS) {
      if (body.contains(l)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public List<String> literals() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    if (EMPTY_VISIBLE.matcher(b).find() || RAY_NO_NPU.matcher(b).find()) {
      sink.feature(FeatureType.TOOL_STATUS, "visible_npus=0");
    }
    State st = ctx.state(State.class, State::new);
    if (st.told) {
      return;
    }
    if (TRAINING_SERIES.matcher(b).find()) {
      st.trainingSeries = true;
    }
    Matcher m = VISIBLE_LIST.matcher(b);
    if (m.find()) {
      st.cards = cards(m.group(1));
    }
    m = NPROC.matcher(b);
    if (m.find()) {
      st.processes = Integer.parseInt(m.group(1));
    }
    if (st.trainingSeries && unsupported(st)) {
      st.told = true;
      sink.feature(FeatureType.TOOL_STATUS, "device_grouping=unsupported");
    }
  }

  private static List<Integer> cards(String list) {
    List<Integer> out = new ArrayList<>();
    for (String s : list.split(",")) {
      out.add(Integer.parseInt(s));
    }
    return out;
  }

  /**
   * Whether the card set breaks the Atlas training series' rule for one server: 1, 2, 4 or 8 cards,
   * and a set of 2 or 4 inside one group (0-3 or 4-7). A set with an id above 7 is no server's.
   */
  static boolean unsupported(State st) {
    if (st.cards != null) {
      int n = st.cards.size();
      if (st.cards.stream().anyMatch(c -> c > 7)) {
        return false;
      }
      if (n != 1 && n != 2 && n != 4 && n != 8) {
        return true;
      }
      long low = st.cards.stream().filter(c -> c < 4).count();
      return (n == 2 || n == 4) && low != 0 && low != n;
    }
    int p = st.processes;
    return p > 0 && p < 8 && p != 1 && p != 2 && p != 4;
  }
}
