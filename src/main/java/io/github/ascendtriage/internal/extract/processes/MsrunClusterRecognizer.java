package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * tenthe40: the lines of a MindSpore dynamic cluster (one msrun launches) that say which worker joined it and which
 * one the scheduler lost (mindspore-ai/mindspore@04431c95, as tenth39 read them).
 * <ul>
 *   <li>{@link Setting#CLUSTER_BUILD}: a worker registers with the scheduler and says so in its own log at INFO, {@code
 *       The compute graph node: <id> has been registered successfully.} ({@code
 *       mindspore/ccsrc/distributed/cluster/topology/compute_graph_node.cc}, {@code Register}); when the cluster is not
 *       whole within {@code cluster_time_out}, init raises {@code Topology build timed out.} in every process still
 *       waiting, the scheduler's too ({@code mindspore/ccsrc/distributed/cluster/cluster_context.cc}, {@code
 *       BuildCluster}; msrun's guide: with fewer workers than {@code --worker_num} the cluster waits that long and then
 *       fails). The scheduler's own record of a registration ({@code The new node: <id>(role: ...) is registered
 *       successfully.}) is not the worker's and is not read.</li>
 *   <li>{@link Setting#NODES_TIMED_OUT}: the scheduler's heartbeat monitor logs {@code The node: <id> is timed out.}
 *       for each registered node whose heartbeat stopped, and its newer release raises {@code ... worker <id> is the
 *       first one timed out, please check its log.} ({@code
 *       mindspore/ccsrc/distributed/cluster/topology/meta_server_node.cc}, {@code UpdateTopoState}).</li>
 * </ul>
 * Read on quiet lines too: the registration is an INFO line.
 */
public final class MsrunClusterRecognizer implements Recognizer {
  private static final String REGISTERED = "has been registered successfully";
  private static final String BUILD_TIMED_OUT = "Topology build timed out";
  private static final String NODE = "compute graph node: ";
  private static final String IS_TIMED_OUT = "is timed out";
  private static final String FIRST = "is the first one timed out";
  private static final Pattern TIMED_OUT_NODE = Pattern.compile("\\bThe node: ([^\\s,]{1,64}) is timed out\\b");
  private static final Pattern FIRST_NODE = Pattern.compile("\\bworker ([^\\s,]{1,64}) is the first one timed out\\b");

  @Override
  public List<String> literals() {
    return List.of(REGISTERED, BUILD_TIMED_OUT, IS_TIMED_OUT, FIRST);
  }

  @Override
  public boolean mayMatch(String body) {
    return body.indexOf(BUILD_TIMED_OUT) >= 0 || body.indexOf(REGISTERED) >= 0 || body.indexOf("timed out") >= 0;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    if (b.indexOf(BUILD_TIMED_OUT) >= 0) {
      sink.setting(Setting.CLUSTER_BUILD, "timed-out");
      return;
    }
    int node = b.indexOf(NODE);
    if (node >= 0 && b.indexOf(REGISTERED, node) > node) {
      sink.setting(Setting.CLUSTER_BUILD, "registered");
      return;
    }
    Matcher first = FIRST_NODE.matcher(b);
    if (first.find()) {
      sink.setting(Setting.NODES_TIMED_OUT, "first:" + first.group(1));
      return;
    }
    Matcher m = TIMED_OUT_NODE.matcher(b);
    if (m.find()) {
      sink.setting(Setting.NODES_TIMED_OUT, m.group(1));
    }
  }
}
