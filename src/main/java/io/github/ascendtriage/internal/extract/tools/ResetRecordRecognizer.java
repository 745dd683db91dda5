package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.Skip;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MindCluster's reset record (records38): the ascend-device-plugin keeps, per job, ConfigMap {@code
 * reset-config-<job>} whose key {@code reset.json} holds {@code {"RankList":[{"RankId":..,"LogicId":..,"Status":..,
 * "Policy":..,"InitialPolicy":..,"ErrorCode":[..],"ErrorCodeHex":".."}],"UpdateTime":..,...}} and mounts it in the
 * job's containers (Ascend/mind-cluster@22bb3d987bc0208c3eb7395e222b661276133c58 {@code
 * component/ascend-device-plugin/pkg/common/constants.go} {@code ResetInfoCMNamePrefix}, {@code ResetInfoCMDataKey},
 * the policies and statuses; {@code proto.go} {@code TaskResetInfo}, {@code TaskDevInfo}, {@code DevFaultInfo}, Go's
 * field names as JSON keys; {@code kubeclient/client_server.go} {@code setNewTaskInfoWithHexString}: the codes as
 * upper-case hex joined by commas, the decimal list emptied; hiascend mindcluster 7.3.0 schedulingug dlug_api_049
 * "Job Information", reset-config-&lt;job name&gt;). The list holds every device of the job's pods: {@code RankId} is the
 * pod's rank index times its device count plus the device's place among its logical ids ({@code
 * device/ascendtolerance.go} {@code GenerateTaskDevFaultInfoList}), and a device is faulty when its {@code Policy}
 * is a fault's, not {@code empty} or {@code ignore}. Each faulty entry is stated as {@link Setting#RESET_FAULTS}, on
 * the line of its last field.
 *
 * <p>The record is read field by field wherever it is printed: the mounted file (one field a line or all on one),
 * the ConfigMap as {@code kubectl get -o yaml} prints it (the JSON in a quoted scalar) or {@code -o json} (the same
 * JSON with its quotes escaped). An entry whose fields have the wrong type, or that a cut record leaves without its
 * rank, device or policy, is not read: the entries skipped are counted and reported once, at the record's first line,
 * as {@link FeatureSink#skipped}. Nothing is thrown.
 */
public final class ResetRecordRecognizer implements Recognizer {
  /** One field of an entry and its value: a number, a quoted string, a list of numbers, or anything else (a wrong type). */
  private static final Pattern FIELD = Pattern.compile("\"(RankList|RankId|LogicId|Policy|ErrorCodeHex|ErrorCode)\"\\s{0,8}:\\s{0,8}"
      + "(?:(-?[0-9]{1,12})(?![0-9.])|\"([^\"\\\\]{0,256})\"|\\[([0-9,\\s]{0,512})\\]|(\\[)|([^\\s,}\\]]{0,16}))");
  private static final Pattern HEX = Pattern.compile("[0-9A-Fa-f]{1,16}");
  /** The policies MindCluster writes (constants.go); those of a fault after the first two. */
  private static final Set<String> POLICIES = Set.of("empty", "ignore", "restart_request", "restart", "free_reset", "reset", "isolate");
  private static final Set<String> NOT_FAULTS = Set.of("empty", "ignore");
  /** The largest rank and logical device id read (a job of more devices is not one MindCluster schedules). */
  private static final int MAX_ID = 1_000_000;

  /**
   * The trigger: a field's name with the quote that opens it, which {@link #FIELD} needs and every print of the record
   * has ({@code "RankId"} in the file and the YAML scalar, {@code \"RankId\"} in {@code -o json}: unescaping drops
   * the backslash, not the quote). The bare names are words of other lines: HCCL prints {@code deviceLogicId[<d>]} on
   * every communicator and collective entry line (hicann/hcomm {@code op_base.cc}; the shared docs/log-formats.md,
   * HCCL's entry lines), where the record's parse found nothing at the cost of a regex search over the message.
   */
  private static final List<String> QUOTED_NAMES = List.of("\"RankList", "\"RankId", "\"LogicId", "\"Policy", "\"ErrorCode");

  @Override
  public boolean mayMatch(String body) {
    for (String name : QUOTED_NAMES) {
      if (body.indexOf(name) >= 0) {
        return true;
      }
    }
    return false;
  }

  @Override
  public List<String> literals() {
    return QUOTED_NAMES;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    State st = ctx.state(State.class, State::new);
    String body = ctx.body();
    if (body.contains("\\\"")) {
      body = body.replace("\\\"", "\""); // kubectl -o json: the record is a string with its quotes escaped
    }
    Matcher m = FIELD.matcher(body);
    while (m.find()) {
      st.field(m, ctx.lineNo(), sink);
    }
  }

  @Override
  public void end(LineContext ctx, FeatureSink sink) {
    ctx.state(State.class, State::new).finish(sink);
  }

  /** The record being read in one stream. */
  private static final class State {
    private boolean inRecord;
    private long firstLine;
    private Map<String, String> entry;
    private boolean entryBad;
    private long skipped;

    void field(Matcher m, long line, FeatureSink sink) {
      String name = m.group(1);
      if (name.equals("RankList")) {
        finish(sink); // a second record in one stream is a record of its own
        inRecord = true;
        firstLine = line;
        return;
      }
      if (!inRecord) {
        return; // a field of that name outside a reset record
      }
      if (entry == null || entry.containsKey(name) || name.equals("RankId") && !entry.isEmpty()) {
        close(sink);
        entry = new LinkedHashMap<>();
        entryBad = false;
      }
      String value = value(name, m);
      if (value == null) {
        entryBad = true;
        entry.put(name, "");
      } else {
        entry.put(name, value);
      }
      if (name.equals("ErrorCodeHex")) {
        close(sink); // the last field the plugin writes: the entry is stated on its line
      }
    }

    /** The field's value when it has the type the record gives it; null when it has another. */
    private static String value(String name, Matcher m) {
      String number = m.group(2);
      String text = m.group(3);
      return switch (name) {
        case "RankId", "LogicId" -> number != null && Long.parseLong(number) >= 0 && Long.parseLong(number) < MAX_ID ? number : null;
        case "Policy" -> text != null && POLICIES.contains(text) ? text : null;
        case "ErrorCodeHex" -> text != null && hexList(text) ? text.toUpperCase(java.util.Locale.ROOT) : null;
        // a list opened and continued on later lines is not read (the hex form is the one the plugin fills)
        case "ErrorCode" -> m.group(4) != null ? decimals(m.group(4)) : m.group(5) != null || "null".equals(m.group(6)) ? "" : null;
        default -> null;
      };
    }

    private static boolean hexList(String text) {
      if (text.isEmpty()) {
        return true;
      }
      for (String c : text.split(",", -1)) {
        if (!HEX.matcher(c.trim()).matches()) {
          return false;
        }
      }
      return true;
    }

    /** An older record's decimal codes as hex; null when one is not a code. */
    private static String decimals(String list) {
      StringBuilder out = new StringBuilder();
      for (String c : list.split(",")) {
        String t = c.trim();
        if (t.isEmpty()) {
          continue;
        }
        if (t.length() > 19) {
          return null;
        }
        out.append(out.length() == 0 ? "" : ",").append(Long.toHexString(Long.parseLong(t)).toUpperCase(java.util.Locale.ROOT));
      }
      return out.toString();
    }

    /** Ends the entry being read: a faulty one is stated (on the current line), a malformed or cut one counted. */
    private void close(FeatureSink sink) {
      Map<String, String> e = entry;
      entry = null;
      if (e == null) {
        return;
      }
      String rank = e.get("RankId");
      String logic = e.get("LogicId");
      String policy = e.get("Policy");
      if (entryBad || rank == null || logic == null || policy == null) {
        skipped++;
        return;
      }
      if (NOT_FAULTS.contains(policy)) {
        return;
      }
      String hex = e.getOrDefault("ErrorCodeHex", "");
      String codes = !hex.isEmpty() ? hex : e.getOrDefault("ErrorCode", "");
      sink.setting(Setting.RESET_FAULTS, rank + "/" + logic + "=" + policy + ":" + codes.replace(',', '+').replace(" ", ""));
    }

    void finish(FeatureSink sink) {
      if (!inRecord) {
        return;
      }
      close(sink);
      if (skipped > 0) {
        sink.skipped(firstLine, new Skip("MindCluster reset record (reset.json RankList)", "entries with a field of the"
            + " wrong type or cut short", 0, skipped, "those entries were not read; the record's other entries were"));
      }
      inRecord = false;
      skipped = 0;
    }
  }
}
