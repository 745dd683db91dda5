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
 * type {@code hccl-stage}, its evidence the line that stated the launch in each source.
 *
 * <p>One source is one host's log: a launch stated twice within it (a rerun appended to one file) is
 * no finding, and neither are two sources that state an address of their own in common (one host
 * with two files). Stateless and thread-safe.
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
          if (Collections.disjoint(a.ips(), b.ips())) {
            Evidence ea = a.stated().get(Setting.LAUNCHER_NODE);
            Evidence eb = b.stated().get(Setting.LAUNCHER_NODE);
            return f.withDerived(FeatureType.HCCL_STAGE, TOKEN_VALUE, List.of(ea, eb));
          }
        }
      }
    }
    return f;
  }
}
