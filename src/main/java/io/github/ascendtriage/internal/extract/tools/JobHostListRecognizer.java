package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import io.github.ascendtriage.internal.input.JobHosts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The hosts a launcher ran the job on, where a line states the whole list (hosts37), as {@link Setting#JOB_HOSTS}:
 * <ul>
 *   <li>pdsh's {@code -w} targets: the hosts pdsh runs the command on (chaos/pdsh@21f59962 {@code doc/pdsh.1.in},
 *       {@code -w}); DeepSpeed's runner starts every node through pdsh and logs the whole command as {@code cmd =
 *       pdsh -S -f 1024 -w <hosts> ...}, and before it {@code Running on the following workers: <hosts>}, the hosts
 *       its hostfile lists less those {@code --include}, {@code --exclude} or {@code --num_nodes} left out
 *       (microsoft/DeepSpeed@38327e07 {@code deepspeed/launcher/multinode_runner.py} {@code PDSHRunner.get_cmd},
 *       {@code runner.py}). A hostfile alone lists candidates, not the hosts used, so it is not read here.
 *   <li>Slurm's {@code SLURM_JOB_NODELIST} (or the older {@code SLURM_NODELIST}) in an environment dump: the nodes
 *       allocated to the job, in Slurm's hostlist form ({@code node[01-04,07]}).
 * </ul>
 * A list is read only when every item is a plain host name or a hostlist range of one bracket: pdsh's excluded
 * ({@code -host}), file ({@code ^file}) and regular-expression ({@code /re/}) items, and a {@code -x} exclusion,
 * leave it unread. Stateless.
 */
public final class JobHostListRecognizer implements Recognizer {
  private static final Pattern PDSH = Pattern.compile("(?:^|[\\s=/'\"])pdsh\\s");
  private static final Pattern WORKERS = Pattern.compile("Running on the following workers: (\\S{1,8192})\\s*$");
  private static final Pattern SLURM = Pattern.compile(
      "(?:^|[\\s;])SLURM_(?:JOB_)?NODELIST=[\"']?([A-Za-z0-9_.,\\[\\]-]{1,8192})[\"']?\\s*$");
  private static final Pattern RANGE = Pattern.compile("(\\d{1,7})(?:-(\\d{1,7}))?");
  /** pdsh's options that take a value (pdsh.1.in); any other word not starting with {@code -} is the command. */
  private static final String VALUED = "wxgXflturmFM";
  /** The most hosts one list is read with. */
  static final int MAX_HOSTS = 4096;
  private static final int MAX_WORDS = 64;

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String body = ctx.body();
    Optional<String> list = Optional.empty();
    Matcher m;
    if ((m = WORKERS.matcher(body)).find() || (m = SLURM.matcher(body)).find()) {
      list = Optional.of(m.group(1));
    } else if ((m = PDSH.matcher(body)).find()) {
      list = pdshTargets(body.substring(m.end()));
    }
    list.flatMap(JobHostListRecognizer::hosts).ifPresent(h -> sink.setting(Setting.JOB_HOSTS, String.join(",", h)));
  }

  /** The prefilter's words: pdsh's name, DeepSpeed's workers line, Slurm's variable. */
  @Override
  public List<String> literals() {
    return List.of("pdsh", "following workers", "NODELIST=");
  }

  /** The value of pdsh's {@code -w} among its options; empty when there is none, or an exclusion is given. */
  static Optional<String> pdshTargets(String rest) {
    String[] words = rest.trim().split("\\s+", MAX_WORDS);
    String targets = null;
    for (int i = 0; i < words.length && i < MAX_WORDS - 1; i++) {
      String w = words[i];
      if (!w.startsWith("-") || w.length() < 2) {
        break; // the remote command
      }
      char o = w.charAt(1);
      String value = w.length() > 2 ? w.substring(2) : VALUED.indexOf(o) >= 0 && i + 1 < words.length ? words[++i] : "";
      if (o == 'x' || o == 'X' || o == 'g') {
        return Optional.empty(); // hosts left out of, or taken from outside, the list: the list is not the job's
      }
      if (o == 'w') {
        targets = targets == null ? value : targets + "," + value;
      }
    }
    return Optional.ofNullable(targets);
  }

  /** The hosts of a comma-separated list with Slurm's and pdsh's one-bracket ranges; empty when an item is neither. */
  static Optional<Set<String>> hosts(String list) {
    Set<String> out = new LinkedHashSet<>();
    for (String item : items(list)) {
      int open = item.indexOf('[');
      if (open < 0) {
        if (!JobHosts.hostName(item)) {
          return Optional.empty();
        }
        out.add(item);
        continue;
      }
      int close = item.indexOf(']', open);
      if (close < 0 || item.indexOf('[', open + 1) >= 0) {
        return Optional.empty();
      }
      for (String r : item.substring(open + 1, close).split(",", -1)) {
        Matcher m = RANGE.matcher(r);
        if (!m.matches()) {
          return Optional.empty();
        }
        long from = Long.parseLong(m.group(1));
        long to = m.group(2) == null ? from : Long.parseLong(m.group(2));
        if (to < from || to - from + out.size() >= MAX_HOSTS) {
          return Optional.empty();
        }
        for (long n = from; n <= to; n++) {
          String name = item.substring(0, open) + pad(n, m.group(1).length()) + item.substring(close + 1);
          if (!JobHosts.hostName(name)) {
            return Optional.empty();
          }
          out.add(name);
        }
      }
    }
    return out.isEmpty() || out.size() > MAX_HOSTS ? Optional.empty() : Optional.of(out);
  }

  /** The items of a list split at the commas outside brackets. */
  private static List<String> items(String list) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    int from = 0;
    for (int i = 0; i <= list.length(); i++) {
      char c = i < list.length() ? list.charAt(i) : ',';
      depth += c == '[' ? 1 : c == ']' ? -1 : 0;
      if (c == ',' && depth == 0) {
        out.add(list.substring(from, i));
        from = i + 1;
      }
    }
    return out;
  }

  /** {@code n} with leading zeros to {@code width} digits, as a hostlist range gives it. */
  private static String pad(long n, int width) {
    String s = Long.toString(n);
    return s.length() >= width ? s : "0".repeat(width - s.length()) + s;
  }
}
