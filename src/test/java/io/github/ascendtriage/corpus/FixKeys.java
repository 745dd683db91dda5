package io.github.ascendtriage.corpus;

import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import java.util.EnumSet;
import java.util.List;
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
 *       error constant, not a socket option such as {@code SO_REUSEADDR}), e.g. {@code env:HCCL_BUFFSIZE};
 *   <li>{@code hccn_tool -OPTION}: an hccn_tool query or setting by its option ({@code -tls},
 *       {@code -net_health}, {@code -netdetect}, ...);
 *   <li>a named action or tool from a fixed list ({@link #ACTIONS}): reserving ports, finding the
 *       port's owner, the firewall, name resolution, hccl_test, the CANN environment, device
 *       mounts, npu-smi, stopping leftover processes, the hccn.conf file, the hccl backend,
 *       set_device, DistributedSampler, the device count, ranks kept consistent (the same
 *       collectives, graphs or shapes on every rank); the launcher's passwordless ssh to every host
 *       (DeepSpeed's {@code deepspeed/launcher/runner.py} checks {@code ssh -o PasswordAuthentication=no
 *       <host> hostname}); the resources Ray offers and a job asks for ({@code ray status}, {@code ray
 *       start --resources}, a {@code resources=} request: Ray's autoscaler {@code event_logger.py});
 *   <li>{@code upgrade:OBJECT}: a verb of installing (upgrade, update, install, reinstall,
 *       downgrade, use a matching) within four words of a software part of a fixed list (CANN,
 *       driver or firmware or HDK, torch_npu, vllm-ascend, torch, MindSpore, MindIE);
 *   <li>one key per launcher setting, whatever form names it ({@link #SETTINGS}): the flag, the
 *       variable and the keyword argument of one setting are one fix. From the launchers' own
 *       argument tables: torch.distributed.run ({@code torch/distributed/run.py}'s parser and
 *       https://pytorch.org/docs/stable/elastic/run.html: {@code --master-addr}/{@code
 *       --master_addr}, {@code --master-port}/{@code --master_port}, {@code --nnodes}, {@code
 *       --nproc-per-node}/{@code --nproc_per_node}, {@code --node-rank}/{@code --node_rank}, each
 *       also read from {@code PET_<NAME>}, and the workers' {@code MASTER_ADDR}/{@code MASTER_PORT});
 *       accelerate ({@code src/accelerate/utils/launch.py}: {@code --main_process_ip} and {@code
 *       --main_process_port} become the workers' {@code MASTER_ADDR} and {@code MASTER_PORT}); vLLM's
 *       engine arguments ({@code vllm/engine/arg_utils.py}, https://docs.vllm.ai/en/latest/serving/engine_args.html:
 *       {@code --tensor-parallel-size}/{@code -tp}/{@code tensor_parallel_size}, the same for
 *       pipeline ({@code -pp}) and data ({@code -dp}) parallel size, {@code --enable-expert-parallel},
 *       {@code --distributed-executor-backend}; the documentation's name of a size, "tensor
 *       parallelism", is the same setting); the local rank a process opens its device by (devices38's
 *       fix, tidy39): torch elastic's {@code LOCAL_RANK}, MindSpore's {@code get_local_rank()}, the
 *       {@code local_rank} vLLM-Ascend's worker checks against the node's cards and passes to
 *       {@code torch.npu.set_device} (vllm-project/vllm-ascend@182b75ea {@code vllm_ascend/worker/worker.py}),
 *       and "the local rank" in words;
 *   <li>a fix class that the official solutions of the catalogue ({@code
 *       ../shared/catalogs/codes.jsonl}) name, keyed on the class's words ({@link #CLASSES}): a port of
 *       its own (EI0019: a port another process holds, moved with {@code HCCL_IF_BASE_PORT}; EI0020:
 *       one port range per process on a card; a bind to port 0, which the system answers with a free
 *       port of its choosing, ip(7)), freeing memory (EI0011, EE1013, EH0010, EL0018, EL0019,
 *       EK0201: stop unnecessary processes so that the memory needed is free; read as freeing memory, or
 *       stopping processes and memory in one sentence), the rank table (EI0004,
 *       EI0014: a valid cluster configuration in the ranktable file; EI0005: the same ranktable on
 *       every device), a longer timeout (EI0006: adjust the connect timeout; EI0015: increase it;
 *       EE1002, ERR02011: the timeout settings); the host interface the communication's sockets use (EI0015:
 *       check that {@code HCCL_SOCKET_IFNAME} is right on every node; PyTorch's distributed page, "Choosing the
 *       network interface to use": {@code GLOO_SOCKET_IFNAME}, {@code NCCL_SOCKET_IFNAME}; NCCL's environment
 *       page: the IP interfaces to use for communication; Horovod's {@code horovodrun --network-interface(s)},
 *       which its Gloo reads as {@code HOROVOD_GLOO_IFACE}; read in words as choosing, pinning or pointing at an
 *       interface or naming its interface name, not as an interface going down: branch fix39); a collective's
 *       tensor on the device of its communicator or rank (vLLM's {@code pynccl.py} and vllm-ascend's {@code
 *       pyhccl.py} assert {@code tensor.device == self.device}: "this ... communicator is created to work on
 *       ..., but the input tensor is on ..."; torch_npu's {@code ProcessGroupHCCL.cpp} tensor checks, the case
 *       {@code cpu-tensor-to-hccl}; read as a tensor on or moved to the rank's, the communicator's or the
 *       group's own device: branch fix39).
 * </ul>
 *
 * <p>The settings and classes were added by branch fix13 (docs/knowledge-coverage.md, "The fix,
 * measured and named"), decided before the figure was measured; before them 21 of the 60 public
 * failures' fixes named no key.
 */
final class FixKeys {
  private FixKeys() {}

  private static final Pattern ENV = Pattern.compile("\\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\\b");
  /** A socket option, not a variable (socket(7): {@code SO_*}, e.g. {@code SO_REUSEADDR}; tcp(7): {@code TCP_*}). */
  private static final Pattern SOCKET_OPTION = Pattern.compile("(?:SO|TCP)_[A-Z0-9_]+");
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
      new Action("ssh-access", Pattern.compile("ssh-copy-id|passwordless ssh|ssh -o passwordauthentication=no")),
      new Action("ray-resources", Pattern.compile("\\bray status\\b|\\bray start\\b[^\\n]{0,40}--resources|\\bresources\\s*=\\s*\\{")),
      new Action("ranks-consistent", Pattern.compile(
          "(same|identical|consistent)\\b.{0,60}\\b(every|all|each|both) (\\w+ )?(ranks?|devices?|nodes?)\\b"
              + "|\\b(every|all|each) (\\w+ )?(ranks?|devices?)\\b.{0,40}\\b(same|identical)|rank-dependent")));

  /** A launcher setting: one key for its flag, variable and keyword forms (pattern on lower-cased text). */
  static final java.util.List<Action> SETTINGS = java.util.List.of(
      new Action("env:MASTER_ADDR", Pattern.compile("(?<![a-z])master[-_]addr\\b|\\bmain_process_ip\\b")),
      new Action("env:MASTER_PORT", Pattern.compile("(?<![a-z])master[-_]port\\b|\\bmain_process_port\\b")),
      new Action("setting:nnodes", Pattern.compile("--nnodes\\b|\\bpet_nnodes\\b")),
      new Action("setting:nproc_per_node", Pattern.compile("\\bnproc[-_]per[-_]node\\b")),
      new Action("setting:node_rank", Pattern.compile("--node[-_]rank\\b|\\bpet_node_rank\\b")),
      new Action("setting:tensor_parallel_size", Pattern.compile("\\btensor[-_ ]parallel(?:[-_ ]size|ism)\\b|(?<![\\w-])-tp\\b")),
      new Action("setting:pipeline_parallel_size", Pattern.compile("\\bpipeline[-_ ]parallel(?:[-_ ]size|ism)\\b|(?<![\\w-])-pp\\b")),
      new Action("setting:data_parallel_size", Pattern.compile("\\bdata[-_ ]parallel(?:[-_ ]size|ism)\\b|(?<![\\w-])-dp\\b")),
      new Action("setting:expert_parallel", Pattern.compile("\\bexpert[-_ ]parallel(?:ism)?\\b")),
      new Action("setting:distributed_executor_backend", Pattern.compile("\\bdistributed[-_]executor[-_]backend\\b")),
      new Action("env:LOCAL_RANK", Pattern.compile("(?<![a-z])local[-_ ]ranks?\\b")));

  /** The host interface a library's sockets use (fix39): each backend's variable, Horovod's flag, or in words. */
  private static final Pattern SOCKET_INTERFACE = Pattern.compile(String.join("|",
      "\\b(?:gloo|nccl|hccl|tp)_socket_ifname\\b", "\\bhorovod_gloo_iface\\b", "--network-interfaces?\\b", "\\binterface names?\\b",
      "\\b(?:choose|pick|select|pin|name)\\s+(?:the\\s+|an?\\s+|one\\s+)?(?:[\\w-]+\\s+){0,2}?interfaces?\\b",
      "\\bpoint\\w*\\s+(?:[\\w-]+\\s+){0,3}?at\\s+(?:the\\s+|an?\\s+)?(?:[\\w-]+\\s+){0,2}?interfaces?\\b"));
  /** A collective's tensor on (or moved to) its rank's, communicator's or group's own device (fix39). */
  private static final Pattern TENSOR_DEVICE = Pattern.compile("\\btensors?\\b[^.;\\n]{0,60}?\\b(?:on|to|onto)\\s+(?:the\\s+)?"
      + "(?:rank's|communicator's|(?:process\\s+)?group's|its|their|same)\\s+(?:own\\s+)?(?:npu|gpu|device)\\b");

  /** A fix class the catalogue's official solutions (or, from fix39, a communicator's own check) name, keyed on its words (lower-cased text). */
  static final java.util.List<Action> CLASSES = java.util.List.of(
      new Action("own-port", Pattern.compile(
          "\\b(?:free|unused|unoccupied|different|separate|distinct|disjoint|another)\\s+(?:[\\w-]+\\s+){0,2}?ports?\\b"
              + "|\\b(?:ports?|port ranges?|ranges?) of (?:its|their) own\\b|\\b(?:its|their) own\\s+(?:[\\w-]+\\s+){0,3}?ports?\\b"
              + "|\\bport 0\\b")),
      new Action("free-memory", Pattern.compile(
          "\\b(?:free|release)(?:\\s+up)?\\s+(?:the\\s+)?(?:[\\w-]+\\s+){0,2}?memory\\b|\\bunnecessary process"
              + "|\\bstop\\b[^.;\\n]{0,40}\\bprocess(?:es)?\\b[^.;\\n]{0,40}\\bmemory\\b")),
      new Action("rank-table", Pattern.compile("\\brank[ _-]?table")),
      new Action("raise-timeout", Pattern.compile(
          "\\b(?:increase|raise|adjust|lengthen|extend)\\w*\\s+(?:[\\w-]+\\s+){0,4}?time-?out\\b")),
      new Action("socket-interface", SOCKET_INTERFACE),
      new Action("tensor-device", TENSOR_DEVICE));

  private static final Pattern UPGRADE = Pattern.compile(
      "\\b(upgrade|update|install|reinstall|downgrade|matching)\\w*\\b((?:\\W+\\w+){0,4}?)\\W+"
          + "(cann|toolkit|driver|firmware|hdk|torch_npu|torch-npu|vllm-ascend|vllm|torch|pytorch|mindspore|mindie)\\b");

  /**
   * The origins of a step specific to the answer, for the stricter figure (branch strict15): the
   * matched case's steps and the official case it refines, the official solutions of the codes in the
   * input, the steps of the rules that support the answer, and the official fix of a setting the
   * input shows ({@link FixOrigin#SETTING}: given only because this input sets it, to a value its page
   * does not allow, as the deciding rule's lever, or beside a code refusing a request; counted from
   * branch fix20, docs/knowledge-coverage.md "Fix named, by class (fix20)"). Left out: the layer's generic checks
   * ({@link FixOrigin#LAYER_CHECK}) and the similar incident's fix ({@link FixOrigin#SIMILAR_INCIDENT}),
   * which a layer or a neighbour gives whatever failed. Every step carries its origin ({@link
   * FixStep#origin()}, never null; JSON {@code from}), so none is counted generic for want of one.
   */
  static final java.util.Set<FixOrigin> SPECIFIC =
      EnumSet.of(FixOrigin.CASE, FixOrigin.OFFICIAL_CASE, FixOrigin.CODE, FixOrigin.RULE, FixOrigin.SETTING);

  /** The keys an answer's steps name: all of them, or with {@code strict} only those of {@link #SPECIFIC} steps. */
  static Set<String> given(List<FixStep> steps, boolean strict) {
    Set<String> out = new TreeSet<>();
    for (FixStep x : steps) {
      if (!strict || SPECIFIC.contains(x.origin())) {
        out.addAll(of(x.step().command() + "\n" + x.step().explanation()));
      }
    }
    return out;
  }

  /** The keys {@code text} names. */
  static Set<String> of(String text) {
    Set<String> out = new TreeSet<>();
    Matcher e = ENV.matcher(text);
    while (e.find()) {
      if (!e.group().contains("ERROR") && !e.group().startsWith("HCCL_E_") && !SOCKET_OPTION.matcher(e.group()).matches()) {
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
    for (List<Action> list : List.of(ACTIONS, SETTINGS, CLASSES)) {
      for (Action a : list) {
        if (a.pattern().matcher(lower).find()) {
          out.add(a.key());
        }
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
