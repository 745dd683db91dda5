package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The collectives a process dispatched, from HCCL's entry log. With HCCL_ENTRY_LOG_ENABLE set, HCCL
 * logs every collective it is handed at run level ({@code Entry-HcclAllReduce: tag[AllReduce_<identifier>],
 * sendBuf[..], recvBuf[..], count[n], dataType[float32], op[sum], localRank[r], streamId[s], ...};
 * the gather and scatter forms print {@code sendCount[n]} or {@code recvCount[n]}), and HCCL's
 * troubleshooting guide reads these lines rank by rank to check that every rank dispatched the same
 * operators (hicann/hccl, docs/zh/user_guide/fault_diagnosis/task_exec_stage.md). A communicator's
 * creation line ({@code Entry-HcclCommInitRootInfoInner:... identifier[X], ...} or its
 * {@code ...ConfigInner} form) starts the count of its collectives in this process, so that the
 * n-th collective of one rank can be set beside the n-th of another: a collective on a
 * communicator whose creation this source did not show (a rotated file, a graph-mode tag) is not
 * counted. Each counted collective is a value of {@link Setting#COLLECTIVES_ISSUED}: {@code pid
 * identifier ordinal operator count dataType}. Point-to-point operators (a send pairs with a receive)
 * are left out.
 *
 * <p>A failed task's report is read the same way, since the same guide compares it across the ranks
 * of a communicator (operator, count and data type must agree): its {@code base information} line
 * names the operator in its tag, its {@code groupRank information} line the communicator
 * ({@code group:[X]}), its {@code opData information} line the operation's place in the
 * communicator, count and data type ({@code index[21], count[256], ..., dataType[float32]}). That
 * value's ordinal is {@code t} and the index, kept apart from the entry log's own count. Stateless;
 * the counts and the report being read are the stream's state.
 */
public final class CollectiveEntryRecognizer implements Recognizer {
  private static final List<String> LITERALS = List.of("Entry-Hccl", "Task run failed");
  private static final Pattern TASK_TAG = Pattern.compile("base information is.{0,200}?\\btag\\[([A-Za-z]{3,40})_");
  private static final Pattern GROUP = Pattern.compile("groupRank information is group:\\[([^\\]\\s,]{1,200})\\]");
  private static final Pattern INDEX = Pattern.compile("opData information is.{0,120}?\\b(?:opIndex|index)\\[(\\d{1,9})\\]");
  private static final Pattern INIT = Pattern.compile("Entry-HcclCommInit\\w{0,40}:.{0,400}?identifier\\[([^\\]\\s,]{1,200})\\]");
  private static final Pattern OP = Pattern.compile("Entry-Hccl([A-Za-z]{3,40}): ?tag\\[([A-Za-z]{3,40})_([^\\]\\s,]{1,200})\\]");
  private static final Pattern COUNT = Pattern.compile("\\b(?:count|sendCount|recvCount)\\[(\\d{1,20})\\]");
  private static final Pattern DATA_TYPE = Pattern.compile("\\bdataType\\[([A-Za-z0-9_]{1,40})\\]");
  /** HCCL's collective operators, lower case; send, receive and their batches pair two ranks and are not here. */
  private static final Set<String> COLLECTIVES = Set.of("allreduce", "allgather", "allgatherv", "reducescatter",
      "reducescatterv", "broadcast", "reduce", "scatter", "alltoall", "alltoallv", "alltoallvc");
  /** At most this many communicators are counted per stream. */
  static final int MAX_COUNTED = 256;

  @Override
  public boolean mayMatch(String body) {
    return body.contains("Entry-Hccl") || body.contains("Task run failed");
  }

  @Override
  public List<String> literals() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String body = ctx.body();
    Map<String, Integer> counts = ctx.state(Counts.class, Counts::new).byComm;
    String pid = ctx.pid() == null || ctx.pid().isEmpty() ? "-" : ctx.pid();
    if (!body.contains("Entry-Hccl")) {
      task(body, pid, ctx.state(TaskReport.class, TaskReport::new), sink);
      return;
    }
    Matcher init = INIT.matcher(body);
    if (init.find()) {
      if (counts.size() < MAX_COUNTED) {
        counts.put(pid + " " + init.group(1), 0); // created again: its count starts again
      }
      return;
    }
    Matcher m = OP.matcher(body);
    if (!m.find()) {
      return;
    }
    String op = operator(m.group(1));
    String key = pid + " " + m.group(3);
    Integer before = counts.get(key);
    if (before == null || !COLLECTIVES.contains(op)) {
      return;
    }
    counts.put(key, before + 1);
    issued(sink, key + " " + (before + 1) + " " + op, body);
  }

  /** How many collectives each process dispatched on each communicator it created in this stream. */
  private static final class Counts {
    final Map<String, Integer> byComm = new HashMap<>();
  }

  /** The failed task's report being read, of one writer: the operator of its tag and its communicator. */
  private static final class TaskReport {
    String pid;
    String op;
    String group;
  }

  private static void task(String body, String pid, TaskReport r, FeatureSink sink) {
    Matcher base = TASK_TAG.matcher(body);
    if (base.find()) {
      String op = operator(base.group(1));
      r.pid = pid;
      r.op = op.startsWith("hcom") ? op.substring(4) : op; // the graph engine's operator names
      r.group = null;
      return;
    }
    if (!pid.equals(r.pid) || r.op == null) {
      return;
    }
    Matcher g = GROUP.matcher(body);
    if (g.find()) {
      r.group = g.group(1);
      return;
    }
    Matcher i = INDEX.matcher(body);
    if (i.find() && r.group != null && COLLECTIVES.contains(r.op)) {
      issued(sink, pid + " " + r.group + " t" + i.group(1) + " " + r.op, body);
      r.op = null;
    }
  }

  private static void issued(FeatureSink sink, String head, String body) {
    Matcher c = COUNT.matcher(body);
    Matcher t = DATA_TYPE.matcher(body);
    sink.setting(Setting.COLLECTIVES_ISSUED, head + " " + (c.find() ? c.group(1) : "-")
        + " " + (t.find() ? t.group(1).toLowerCase(Locale.ROOT) : "-"));
  }

  /** The operator of an entry's API name, lower case: {@code AllReduceInner} and {@code AllReduceV2} are AllReduce. */
  static String operator(String api) {
    String op = api.endsWith("Inner") ? api.substring(0, api.length() - 5) : api;
    op = op.endsWith("V2") ? op.substring(0, op.length() - 2) : op;
    return op.toLowerCase(Locale.ROOT);
  }
}
