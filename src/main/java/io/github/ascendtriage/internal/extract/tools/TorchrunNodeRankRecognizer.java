package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The global rank of each worker torchrun starts on its host, where the log states the host's node
 * rank and {@code nproc_per_node} but not the rendezvous record ({@link TorchrunLaunchRecognizer}).
 * With the static rendezvous, torchrun's default, {@code torch/distributed/run.py} ({@code
 * config_from_args}) puts {@code --node_rank} into the rendezvous configs as {@code rank}, which the
 * static TCP rendezvous returns as the agent's group rank ({@code static_tcp_rendezvous.py}); the
 * agent then gives a worker {@code group_rank * local_world_size + local_rank} when every node runs
 * {@code nproc_per_node} workers ({@code _assign_worker_ranks}, agent/server/api.py). Two printed
 * forms state both numbers:
 *
 * <ul>
 *   <li>the record {@code launch_agent} logs (torch/distributed/launcher/api.py): {@code Starting
 *       elastic_operator with launch configs:} and one field a line, {@code nproc_per_node : 8},
 *       {@code rdzv_configs : {'rank': 1, 'timeout': 900}} (the rank is there only with the static
 *       rendezvous);
 *   <li>the host's own command line, as a shell trace or a launch script prints it: {@code
 *       torchrun} (or {@code python -m torch.distributed.run|launch}) first on the line, with
 *       {@code --nproc_per_node N} and {@code --node_rank R} ({@code -} or {@code _}, {@code =} or a
 *       space) and no rendezvous backend other than {@code static} ({@code --standalone} is one).
 * </ul>
 *
 * Only when every number is stated (an {@code nproc_per_node} of {@code auto} or {@code gpu} is not)
 * are the pairs {@code localRank=rank~n} stated as {@link Setting#LAUNCHER_RANKS}, {@code n} the
 * worker count the rank assumes every node runs (the reader checks that across hosts); a rendezvous record
 * printed later states its own pairs after them, which win. A command line that does not begin the
 * line (a script that starts other hosts' agents: {@code ssh node2 torchrun ...}) is not this host's.
 *
 * <p>Where the same form also states the node count and the master ({@code --nnodes} and {@code
 * --master_addr}, {@code --master_port} 29500 unless given; the record's {@code max_nodes} and
 * {@code rdzv_endpoint}, which run.py makes of the master's address and port for the static
 * rendezvous), the node is stated as {@link Setting#LAUNCHER_NODE}: torchrun's {@code --node_rank}
 * must differ on every node of a job, so two hosts stating one value were started as the same node
 * (collect.NodeRankStatedTwice).
 */
public final class TorchrunNodeRankRecognizer implements Recognizer {
  private static final String HEAD = "Starting elastic_operator with launch configs";
  /** The fields of the record follow its head within this many lines (the longest record has 19). */
  private static final int RECORD_LINES = 32;
  private static final int MAX_WORKERS = 4_096;
  private static final Pattern NPROC_FIELD = Pattern.compile("(?:^|\\s)nproc_per_node\\s{0,40}:\\s{0,4}(\\S{1,12})");
  private static final Pattern CONFIGS_FIELD = Pattern.compile("(?:^|\\s)rdzv_configs\\s{0,40}:\\s{0,4}\\{([^}]{0,1000})\\}");
  private static final Pattern CONFIG_RANK = Pattern.compile("(?:^|[{,\\s])'rank':\\s{0,4}(\\d{1,7})(?:,|\\s|$)");
  private static final Pattern COMMAND = Pattern.compile(
      "^(?:[+$#]{1,3}\\s{1,4})?(?:[A-Za-z_][A-Za-z0-9_]{0,60}=\\S{0,200}\\s{1,4}){0,16}(?:nohup\\s{1,4}|exec\\s{1,4})?"
          + "(?:\\S{0,200}/)?(?:torchrun|python[0-9.]{0,5}\\s{1,4}-m\\s{1,4}torch\\.distributed\\.(?:run|launch))(?:\\s|$)");
  private static final Pattern NPROC_OPTION = Pattern.compile("\\s--nproc[_-]per[_-]node(?:=|\\s{1,4})(\\S{1,12})");
  private static final Pattern NODE_RANK_OPTION = Pattern.compile("\\s--node[_-]rank(?:=|\\s{1,4})(\\S{1,12})");
  private static final Pattern BACKEND_OPTION = Pattern.compile("\\s--rdzv[_-]backend(?:=|\\s{1,4})(\\S{1,40})");
  private static final Pattern NUMBER = Pattern.compile("\\d{1,7}");
  private static final Pattern NNODES_OPTION = Pattern.compile("\\s--nnodes(?:=|\\s{1,4})(\\d{1,5}(?::\\d{1,5})?)(?:\\s|$)");
  private static final Pattern MASTER_ADDR_OPTION = Pattern.compile("\\s--master[_-]addr(?:=|\\s{1,4})([\\w.:\\[\\]-]{1,255})(?:\\s|$)");
  private static final Pattern MASTER_PORT_OPTION = Pattern.compile("\\s--master[_-]port(?:=|\\s{1,4})(\\d{1,5})(?:\\s|$)");
  private static final Pattern MAX_NODES_FIELD = Pattern.compile("(?:^|\\s)max_nodes\\s{0,40}:\\s{0,4}(\\d{1,5})\\s*$");
  private static final Pattern ENDPOINT_FIELD = Pattern.compile("(?:^|\\s)rdzv_endpoint\\s{0,40}:\\s{0,4}([\\w.:\\[\\]-]{1,260})\\s*$");
  /** torchrun's --master_port when none is given (torch/distributed/run.py). */
  private static final String DEFAULT_PORT = "29500";

  /** The launch record being read in one stream. */
  static final class State {
    long head = -1;
    String nproc;
    String nodeRank;
    String nodes;
    String endpoint;
  }

  @Override
  public boolean mayMatch(String body) {
    return body.contains("elastic_operator") || body.contains("nproc_per_node") || body.contains("rdzv_configs")
        || body.contains("max_nodes") || body.contains("rdzv_endpoint") || body.contains("torchrun") || body.contains("torch.distributed.");
  }

  @Override
  public List<String> literals() {
    return List.of("elastic_operator", "nproc_per_node", "rdzv_configs", "max_nodes", "rdzv_endpoint", "torchrun",
        "torch.distributed.run", "torch.distributed.launch");
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    State st = ctx.state(State.class, State::new);
    if (b.contains(HEAD)) {
      st.head = ctx.lineNo();
      st.nproc = null;
      st.nodeRank = null;
      st.nodes = null;
      st.endpoint = null;
      return;
    }
    if (st.head >= 0 && ctx.lineNo() - st.head <= RECORD_LINES) {
      recordField(st, b, sink);
      return;
    }
    st.head = -1;
    Matcher c = COMMAND.matcher(b.stripLeading());
    if (c.lookingAt() && !b.contains(" --standalone")) {
      Matcher be = BACKEND_OPTION.matcher(b);
      if (!be.find() || be.group(1).equals("static")) {
        state(sink, value(NPROC_OPTION, b), value(NODE_RANK_OPTION, b));
        String addr = value(MASTER_ADDR_OPTION, b);
        String port = value(MASTER_PORT_OPTION, b);
        node(sink, value(NODE_RANK_OPTION, b), value(NNODES_OPTION, b), addr == null ? null : addr + ":" + (port == null ? DEFAULT_PORT : port));
      }
    }
  }

  /**
   * A field of the launch record; once both are read, the pairs are stated. The configs hold a
   * number {@code rank} only where run.py put the node rank there: the static rendezvous (a rank a
   * user gives another backend through {@code --rdzv-conf} is printed as a string, and not read).
   */
  private static void recordField(State st, String b, FeatureSink sink) {
    String nproc = value(NPROC_FIELD, b);
    st.nproc = nproc != null ? nproc : st.nproc;
    String nodes = value(MAX_NODES_FIELD, b);
    st.nodes = nodes != null ? nodes : st.nodes;
    String endpoint = value(ENDPOINT_FIELD, b);
    st.endpoint = endpoint != null ? endpoint : st.endpoint;
    Matcher m = CONFIGS_FIELD.matcher(b);
    if (m.find()) {
      Matcher r = CONFIG_RANK.matcher(m.group(1));
      st.nodeRank = r.find() ? r.group(1) : "";
    }
    if (st.nproc != null && st.nodeRank != null) {
      state(sink, st.nproc, st.nodeRank);
      node(sink, st.nodeRank, st.nodes, st.endpoint);
      st.head = -1;
    }
  }

  private static String value(Pattern p, String b) {
    Matcher m = p.matcher(b);
    return m.find() ? m.group(1) : null;
  }

  /**
   * States the node {@code nodeRank/nnodes@master} when all three are given and the job has more
   * than one node (a count {@code MIN:MAX} is read by its maximum).
   */
  private static void node(FeatureSink sink, String nodeRank, String nnodes, String master) {
    if (nodeRank == null || nnodes == null || master == null || !NUMBER.matcher(nodeRank).matches()) {
      return;
    }
    String max = nnodes.substring(nnodes.indexOf(':') + 1);
    if (!max.chars().allMatch(Character::isDigit) || max.isEmpty() || Integer.parseInt(max) < 2) {
      return;
    }
    sink.setting(Setting.LAUNCHER_NODE, Long.parseLong(nodeRank) + "/" + max + "@" + master);
  }

  /** States each worker's pair when both numbers are numbers. */
  private static void state(FeatureSink sink, String nproc, String nodeRank) {
    if (nproc == null || nodeRank == null || !NUMBER.matcher(nproc).matches() || !NUMBER.matcher(nodeRank).matches()) {
      return;
    }
    int n = Integer.parseInt(nproc);
    if (n < 1 || n > MAX_WORKERS) {
      return;
    }
    long first = Long.parseLong(nodeRank) * n;
    StringBuilder out = new StringBuilder();
    for (int local = 0; local < n; local++) {
      out.append(local == 0 ? "" : ",").append(local).append('=').append(first + local).append(Setting.DERIVED_RANK).append(n);
    }
    sink.setting(Setting.LAUNCHER_RANKS, out.toString());
  }
}
