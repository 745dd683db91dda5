package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Two hosts started as the same node of one job. torchrun's {@code --node_rank} numbers the nodes
 * of a multi-node job, each its own (pytorch/pytorch torch/distributed/run.py); with the static
 * rendezvous the node of rank 0 hosts the job's store on the master port. When two sources each state
 * a launch of the same node, node count and master ({@link Setting#LAUNCHER_NODE}, read from a
 * command line or a launch record), two agents were given one node rank: each waits for a node that
 * never comes, and where both are rank 0 the second finds the master port taken ({@code Address
 * already in use}), which reads like a held port. The finding is the token {@link #TOKEN_VALUE} of
 * type {@code hccl-stage}, its evidence the line that stated the launch in each source. MindSpore's
 * msrun numbers its hosts the same way ({@code --node_rank}; mindspore parallel/cluster/run.py and
 * process_entity/_api.py): two hosts given one node rank start workers with the same ids, and the
 * job waits for the workers that never register; its command line states the node too.
 *
 * <p>The finding needs two hosts, and two files are not two hosts: a job run again on one host, or
 * two attempts' console logs kept in one folder, state the same launch twice. So two sources count
 * only when they are known to come from different hosts: the input's layout puts them in different
 * host folders ({@link FeatureSet#hostOf}), or, where the layout names no host for one of them, each
 * states addresses of its own and they share none. One host folder, an address in common, or a
 * source that states none (a paste, a bare file) is not known to be another host, and nothing is
 * found. One source is one host's log: a launch stated twice within it (a rerun appended to one file,
 * whatever its times and pids) is no finding. Stateless and thread-safe.
 */
public final class NodeRankStatedTwice {
  private NodeRankStatedTwice() {}

  /** The value of the {@code hccl-stage} token this finding adds. */
  public static final String TOKEN_VALUE = "node rank stated twice";

  /** {@code f} with the finding's token when two sources state the same node of one job. */
  public static FeatureSet derive(FeatureSet f) {
    Map<String, List<String>> byNode = new LinkedHashMap<>();
    for (Map.Entry<String, SourceFacts> e : f.sources().entrySet()) {
      String node = e.getValue().settings().get(Setting.LAUNCHER_NODE);
      if (node != null && e.getValue().stated().get(Setting.LAUNCHER_NODE) != null) {
        byNode.computeIfAbsent(node, k -> new ArrayList<>()).add(e.getKey());
      }
    }
    for (List<String> sources : byNode.values()) {
      for (int i = 0; i < sources.size(); i++) {
        for (int j = i + 1; j < sources.size(); j++) {
          SourceFacts a = f.sources().get(sources.get(i));
          SourceFacts b = f.sources().get(sources.get(j));
          if (differentHosts(f, sources.get(i), a, sources.get(j), b)) {
            Evidence ea = a.stated().get(Setting.LAUNCHER_NODE);
            Evidence eb = b.stated().get(Setting.LAUNCHER_NODE);
            return f.withDerived(FeatureType.HCCL_STAGE, TOKEN_VALUE, List.of(ea, eb));
          }
        }
      }
    }
    return f;
  }

  /** True when sources {@code x} and {@code y} are known to be two hosts' (see the class comment). */
  static boolean differentHosts(FeatureSet f, String x, SourceFacts a, String y, SourceFacts b) {
    java.util.Optional<String> hx = f.hostOf(x);
    java.util.Optional<String> hy = f.hostOf(y);
    if (hx.isPresent() && hy.isPresent()) {
      return !hx.get().equals(hy.get()) && Collections.disjoint(a.ips(), b.ips());
    }
    return !a.ips().isEmpty() && !b.ips().isEmpty() && Collections.disjoint(a.ips(), b.ips());
  }
}
