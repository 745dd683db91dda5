package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * msrun39: the line where a MindSpore worker of a dynamic cluster (one that msrun launches) states its own rank once
 * the scheduler has placed it: {@code This node <node id> rank id: <rank>} (mindspore-ai/mindspore,
 * {@code mindspore/ccsrc/distributed/cluster/cluster_context.cc}, {@code BuildCluster}; msrun's own hint in
 * {@code process_entity/_api.py} greps its workers' logs for {@code rank id:}). The line is printed through
 * MindSpore's C++ logger, whose header {@code [LEVEL] SUBMODULE(pid,tid,proc):time [file:line] func]}
 * ({@code mindspore/core/utils/log_adapter.cc}) carries the worker's pid, read as a plog header's. So the worker
 * log is its process's: the rank is reported as that pid's {@link Identity#RANK} and as the stream's own rank,
 * whatever the log's file name or folder (msrun's {@code --log_dir} is free, and with {@code --node_rank} -1 the
 * number in {@code worker_<N>.log} is the worker's index on its host, not its rank). A line without a header
 * states no pid and only the stream's rank.
 */
public final class MsrunWorkerRankRecognizer implements Recognizer {
  private static final String KEY = "rank id: ";
  private static final Pattern NODE_RANK = Pattern.compile("\\bThis node (\\S{1,64}) rank id: (\\d{1,7})\\b");

  /** Read on quiet lines too: its key, not its level, says what the line is. */
  @Override
  public List<String> literals() {
    return List.of(KEY);
  }

  @Override
  public boolean mayMatch(String body) {
    return body.indexOf(KEY) >= 0;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    Matcher m = NODE_RANK.matcher(ctx.body());
    if (!m.find()) {
      return;
    }
    String rank = Long.toString(Long.parseLong(m.group(2)));
    sink.identity(Identity.RANK, rank);
    sink.self(FeatureType.RANK, rank);
    sink.setting(Setting.CLUSTER_NODE, m.group(1)); // the scheduler names the worker by it (tenthe40)
  }
}
