package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The node an msrun launch was started as, from the host's own command line ({@code msrun} or
 * {@code python -m mindspore.parallel.cluster.run} first on the line, as a shell trace or a launch
 * script prints it). MindSpore's msrun ({@code mindspore/python/mindspore/parallel/cluster/run.py})
 * takes {@code --worker_num} (the job's workers, 8 unless given), {@code --local_worker_num} (this
 * host's, 8 unless given), {@code --master_addr} and {@code --master_port} (the scheduler's, 8118
 * unless given) and {@code --node_rank} (-1 unless given: the scheduler then numbers the workers);
 * its process manager ({@code process_entity/_api.py}, {@code _get_node_id_and_log_path}) gives
 * local worker {@code i} the node id {@code node_rank * local_worker_num + i}, assuming every host
 * runs as many, and ignores the node rank when one host runs every worker. Two hosts given one node
 * rank thus start workers with the same ids, which the scheduler takes for one worker registering
 * again ({@code meta_server_node.cc}, {@code ProcessRegister}, an INFO line, no error): the job
 * waits for workers that never come.
 *
 * <p>Where the node rank is a number of 0 or more, the master address is given and the job has more
 * workers than this host ({@code worker_num > local_worker_num}), the node is stated as {@link
 * Setting#LAUNCHER_NODE}, {@code nodeRank/nodes@master:port msrun} with {@code nodes} the job's worker
 * count over the host's, rounded up; the launcher's name keeps it apart from a torchrun launch.
 * msrun's own options come before the script: reading stops at the first word that is neither an
 * option nor its value, so the script's own {@code --node_rank} is not msrun's.
 */
public final class MsrunNodeRankRecognizer implements Recognizer {
  private static final Pattern COMMAND = Pattern.compile(
      "^(?:[+$#]{1,3}\\s{1,4})?(?:[A-Za-z_][A-Za-z0-9_]{0,60}=\\S{0,200}\\s{1,4}){0,16}(?:nohup\\s{1,4}|exec\\s{1,4})?"
          + "(?:\\S{0,200}/)?(?:msrun|python[0-9.]{0,5}\\s{1,4}-m\\s{1,4}mindspore\\.parallel\\.cluster\\.run)(?:\\s|$)");
  private static final Pattern NUMBER = Pattern.compile("\\d{1,7}");
  private static final Pattern ADDRESS = Pattern.compile("[\\w.:\\[\\]-]{1,255}");
  /** The options the node is read from; every msrun option takes a value. */
  private static final List<String> READ = List.of("node_rank", "worker_num", "local_worker_num", "master_addr", "master_port");
  /** msrun's defaults (run.py). */
  private static final String DEFAULT_WORKERS = "8";
  private static final String DEFAULT_PORT = "8118";
  private static final int MAX_WORDS = 64;

  @Override
  public boolean mayMatch(String body) {
    return body.contains("msrun") || body.contains("mindspore.parallel.cluster.run");
  }

  @Override
  public List<String> literals() {
    return List.of("msrun", "mindspore.parallel.cluster.run");
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String line = ctx.body().stripLeading();
    Matcher c = COMMAND.matcher(line);
    if (!c.lookingAt()) {
      return;
    }
    Map<String, String> options = options(line.substring(c.end()));
    String nodeRank = options.get("node_rank");
    String addr = options.get("master_addr");
    String workers = options.getOrDefault("worker_num", DEFAULT_WORKERS);
    String local = options.getOrDefault("local_worker_num", DEFAULT_WORKERS);
    String port = options.getOrDefault("master_port", DEFAULT_PORT);
    if (nodeRank == null || addr == null || !ADDRESS.matcher(addr).matches() || !NUMBER.matcher(nodeRank).matches()
        || !NUMBER.matcher(workers).matches() || !NUMBER.matcher(local).matches() || !NUMBER.matcher(port).matches()) {
      return;
    }
    int total = Integer.parseInt(workers);
    int here = Integer.parseInt(local);
    if (here < 1 || total <= here) {
      return; // one host runs every worker: msrun ignores the node rank
    }
    int nodes = (total + here - 1) / here;
    sink.setting(Setting.LAUNCHER_NODE, Long.parseLong(nodeRank) + "/" + nodes + "@" + addr + ":" + port + " msrun");
  }

  /** msrun's options before the script: {@code --name=value} or {@code --name value}. */
  static Map<String, String> options(String rest) {
    Map<String, String> out = new HashMap<>();
    String[] words = rest.trim().split("\\s+", MAX_WORDS);
    for (int i = 0; i < words.length && i < MAX_WORDS - 1; i++) {
      String w = words[i];
      if (!w.startsWith("--") || w.length() < 3) {
        break; // the script: what follows is its own
      }
      int eq = w.indexOf('=');
      String name = w.substring(2, eq < 0 ? w.length() : eq);
      String value;
      if (eq >= 0) {
        value = w.substring(eq + 1);
      } else if (i + 1 < words.length) {
        value = words[++i];
      } else {
        break;
      }
      if (READ.contains(name)) {
        out.put(name, stripQuotes(value)); // argparse keeps the last
      }
    }
    return out;
  }

  private static String stripQuotes(String v) {
    return v.length() >= 2 && (v.startsWith("\"") && v.endsWith("\"") || v.startsWith("'") && v.endsWith("'"))
        ? v.substring(1, v.length() - 1) : v;
  }
}
