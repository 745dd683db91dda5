package io.github.ascendtriage.corpus;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fix keys of a remediation text: what a fix names, reduced to comparable keys, so that "the
 * answer names the fix that solved it" is a mechanical comparison of a field report's {@code
 * remediation} with a diagnosis's (commands and explanations), never a judgement. Both sides go
 * through the same extraction; the answer names the fix when the two key sets share a key. Keys:
 *
 * <ul>
 *   <li>{@code env:NAME}: an environment variable (upper case, at least one {@code _}, not an
 *       error constant), e.g. {@code env:HCCL_BUFFSIZE};
 *   <li>{@code hccn_tool -OPTION}: an hccn_tool query or setting by its option ({@code -tls},
 *       {@code -net_health}, {@code -netdetect}, ...);
 *   <li>a named action or tool from a fixed list ({@link #ACTIONS}): reserving ports, finding the
 *       port's owner, the firewall, name resolution, hccl_test, the CANN environment, device
 *       mounts, npu-smi, stopping leftover processes, the hccn.conf file, the hccl backend,
 *       set_device, DistributedSampler, the device count, ranks kept consistent (the same
 *       collectives, graphs or shapes on every rank);
 *   <li>{@code upgrade:OBJECT}: a verb of installing (upgrade, update, install, reinstall,
 *       downgrade, use a matching) within four words of a software part of a fixed list (CANN,
 *       driver or firmware or HDK, torch_npu, vllm-ascend, torch, MindSpore, MindIE).
 * </ul>
 */
final class FixKeys {
  private FixKeys() {}

  private static final Pattern ENV = Pattern.compile("\\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\\b");
  /** An hccn_tool command up to the end of its shell command, and the options in it (not -i, -g, -s). */
  private static final Pattern HCCN = Pattern.compile("hccn_tool\\b[^;|\\n]*");
  private static final Pattern OPTION = Pattern.compile("\\s-([a-z_]{2,})");

  /** A named action or tool: key and the pattern (on lower-cased text) that names it. */
  private record Action(String key, Pattern pattern) {}

  static final java.util.List<Action> ACTIONS = java.util.List.of(
      new Action("reserve-ports", Pattern.compile("ip_local_reserved_ports|reserve[ds]? (the )?(hccl )?ports?")),
      new Action("port-owner", Pattern.compile("\\bss -[a-z]*l|\\bnetstat\\b|\\blsof\\b|\\bfuser\\b")),
      new Action("firewall", Pattern.compile("firewall|iptables|\\bufw\\b")),
      new Action("name-resolution", Pattern.compile("/etc/hosts|getent hosts|resolv\\.conf")),
      new Action("hccl_test", Pattern.compile("hccl_test|all_reduce_test")),
      new Action("cann-env", Pattern.compile("set_env\\.sh")),
      new Action("device-mount", Pattern.compile("/dev/davinci|davinci_manager|devmm_svm")),
      new Action("npu-smi", Pattern.compile("npu-smi")),
      new Action("stop-process", Pattern.compile("\\bkill\\b|\\bpkill\\b|(stop|end|clean up) (the )?(leftover|residual|stale|old|previous|other)")),
      new Action("hccn.conf", Pattern.compile("/etc/hccn\\.conf")),
      new Action("backend-hccl", Pattern.compile("backend\\W{0,4}hccl|hccl backend")),
      new Action("set-device", Pattern.compile("set_device")),
      new Action("distributed-sampler", Pattern.compile("distributedsampler")),
      new Action("device-count", Pattern.compile("device_count")),
      new Action("ranks-consistent", Pattern.compile(
          "(same|identical|consistent)\\b.{0,60}\\b(every|all|each|both) (\\w+ )?(ranks?|devices?|nodes?)\\b"
              + "|\\b(every|all|each) (\\w+ )?(ranks?|devices?)\\b.{0,40}\\b(same|identical)|rank-dependent")));

  private static final Pattern UPGRADE = Pattern.compile(
      "\\b(upgrade|update|install|reinstall|downgrade|matching)\\w*\\b((?:\\W+\\w+){0,4}?)\\W+"
          + "(cann|toolkit|driver|firmware|hdk|torch_npu|torch-npu|vllm-ascend|vllm|torch|pytorch|mindspore|mindie)\\b");

  /** The keys {@code text} names. */
  static Set<String> of(String text) {
    Set<String> out = new TreeSet<>();
    Matcher e = ENV.matcher(text);
    while (e.find()) {
      if (!e.group().contains("ERROR") && !e.group().startsWith("HCCL_E_")) {
        out.add("env:" + e.group());
      }
    }
    String lower = text.toLowerCase(Locale.ROOT);
    Matcher h = HCCN.matcher(lower);
    while (h.find()) {
      Matcher o = OPTION.matcher(h.group());
      while (o.find()) {
        out.add("hccn_tool -" + o.group(1));
      }
    }
    for (Action a : ACTIONS) {
      if (a.pattern().matcher(lower).find()) {
        out.add(a.key());
      }
    }
    Matcher u = UPGRADE.matcher(lower);
    while (u.find()) {
      out.add("upgrade:" + part(u.group(3)));
    }
    return out;
  }

  private static String part(String p) {
    return switch (p) {
      case "toolkit" -> "cann";
      case "firmware", "hdk" -> "driver";
      case "torch-npu" -> "torch_npu";
      case "pytorch" -> "torch";
      default -> p;
    };
  }
}
