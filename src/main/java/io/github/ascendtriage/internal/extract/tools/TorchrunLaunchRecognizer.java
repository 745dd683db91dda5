package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The global rank torchrun's elastic agent gave each worker it started on its host, from the record
 * it logs when its rendezvous completes (torch/distributed/elastic/agent/server/api.py {@code
 * _rendezvous}): {@code [role] Rendezvous complete for workers. Result:} and then one field a line,
 * {@code group_rank=N}, {@code local_ranks=[..]}, {@code global_ranks=[..]} among them, the two lists
 * in the order of the workers. Each pair is a value of {@link Setting#LAUNCHER_RANKS}, so a worker
 * that the agent's {@code failed (exitcode: N) local_rank: M} line names by its local rank has a
 * rank. Where the record lacks {@code global_ranks}, the rank is {@code group_rank * local_world_size
 * + local_rank}, as {@code _assign_worker_ranks} gives it when every agent starts the same number
 * of workers (one {@code nproc_per_node} for the job): such a pair is stated {@code localRank=rank~n},
 * {@code n} the count it assumes, which the reader checks across hosts. Fields may also share the header's line.
 */
public final class TorchrunLaunchRecognizer implements Recognizer {
  private static final String HEAD = "Rendezvous complete for workers";
  private static final Pattern FIELD = Pattern.compile("(?:^|\\s)(group_rank|local_ranks|global_ranks)=(\\d{1,7}|\\[[\\d, ]{0,40000}\\])");
  private static final Pattern LINE = Pattern.compile("^\\s{0,8}[a-z_]{1,40}=");
  private static final int MAX_WORKERS = 4_096;

  /** The record being read in one stream. */
  static final class State {
    boolean inRecord;
    String groupRank;
    List<String> local;
    List<String> global;
  }

  @Override
  public boolean mayMatch(String body) {
    return body.indexOf('=') >= 0 || body.contains(HEAD);
  }

  @Override
  public List<String> literals() {
    return List.of(HEAD, "group_rank=", "local_ranks=", "global_ranks=");
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    State st = ctx.state(State.class, State::new);
    if (b.contains(HEAD)) {
      finish(st, sink); // a record not closed by another line
      st.inRecord = true;
    } else if (!st.inRecord || !LINE.matcher(b).lookingAt()) {
      finish(st, sink);
      return;
    }
    Matcher m = FIELD.matcher(b);
    while (m.find()) {
      switch (m.group(1)) {
        case "group_rank" -> st.groupRank = m.group(2);
        case "local_ranks" -> st.local = numbers(m.group(2));
        default -> st.global = numbers(m.group(2));
      }
    }
  }

  @Override
  public void end(LineContext ctx, FeatureSink sink) {
    finish(ctx.state(State.class, State::new), sink);
  }

  /** States the record's pairs, if it gave the workers' local ranks and their global ranks or its group rank. */
  private static void finish(State st, FeatureSink sink) {
    List<String> local = st.local;
    List<String> global = st.global;
    String group = st.groupRank;
    st.inRecord = false;
    st.local = null;
    st.global = null;
    st.groupRank = null;
    if (local == null || local.isEmpty() || (global == null ? group == null : global.size() != local.size())) {
      return;
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < local.size(); i++) {
      String rank = global != null ? global.get(i)
          : (Long.parseLong(group) * local.size() + Long.parseLong(local.get(i))) + String.valueOf(Setting.DERIVED_RANK) + local.size();
      out.append(i == 0 ? "" : ",").append(local.get(i)).append('=').append(rank);
    }
    sink.setting(Setting.LAUNCHER_RANKS, out.toString());
  }

  /** The numbers of a printed list {@code [0, 1, 2]}; null when past {@link #MAX_WORKERS} or not all numbers. */
  private static List<String> numbers(String list) {
    if (!list.startsWith("[")) {
      return null;
    }
    List<String> out = new ArrayList<>();
    for (String s : list.substring(1, list.length() - 1).split(",")) {
      String t = s.trim();
      if (t.isEmpty() || t.length() > 7 || !t.chars().allMatch(Character::isDigit) || out.size() >= MAX_WORKERS) {
        return null;
      }
      out.add(t);
    }
    return out;
  }
}
