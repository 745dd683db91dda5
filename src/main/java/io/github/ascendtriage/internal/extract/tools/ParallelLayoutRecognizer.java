package io.github.ascendtriage.internal.extract.tools;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A framework's own check that its parallel layout fits the devices and ranks it was given (issue 35,
 * dp31), read from the numbers the check prints rather than from its wording alone:
 * <ul>
 *   <li>{@code tool-status:layout_devices=short}: the layout needs more devices or ranks than the job
 *       has. The family {@code requires N device(s) ... but (only) M device(s) are available}
 *       (vLLM-Omni's stage set-up, {@code vllm_omni/engine/stage_init_utils.py}); vLLM's and
 *       vLLM-Ascend's worker check {@code local_world_size (N) must be less than or equal to the number
 *       of visible devices (M)} ({@code vllm/v1/worker/gpu_worker.py}, {@code
 *       vllm_ascend/worker/worker.py}); vLLM's {@code World size (N) is larger than the number of
 *       available GPUs (M)} ({@code vllm/config/parallel.py}); torch's {@code Mesh should not be bigger
 *       than default world size [M], but found N ranks} ({@code torch/distributed/device_mesh.py});
 *       the multiprocessing executors' start-up checks {@code please set tensor_parallel_size (N) to
 *       less than max local gpu count (M)} and {@code please ensure that world_size (N) is less than
 *       than max local gpu count (M)}, whose NPU port names the count {@code max local Ascend npu count}
 *       ({@code vllm/executor/multiproc_gpu_executor.py}, {@code multiproc_npu_executor.py}: that
 *       executor starts every rank on the launching host, issue 35, devices38); vLLM-Ascend's worker
 *       when the platform hands it a physical card list, {@code local_world_size (N) exceeds
 *       assigned_physical_gpu_ids count (M)} ({@code vllm_ascend/worker/worker.py}, devices38).
 *       Given only when N is above M (or M is not printed: the executors' and newer DeviceMesh's
 *       messages exist only when the check failed, so a line cut before M still says so): counts that
 *       fit are no shortfall.</li>
 *   <li>{@code tool-status:layout_rank=outside}: a rank the layout derives lies outside the range its
 *       sizes allow: vLLM's {@code DP adjusted local rank R is out of bounds [for M devices]} (the
 *       data-parallel offset added to the local rank, checked against the visible devices), {@code
 *       data_parallel_rank R is out of range [0, N)} ({@code vllm/v1/engine/input_processor.py}) and
 *       {@code data_parallel_rank (R) must be in the range [0, N)} ({@code vllm/config/parallel.py});
 *       torch's {@code Invalid rank R, rank should be in the interval [0, N-1]} ({@code
 *       torch/utils/data/distributed.py}); vLLM-Ascend's worker's {@code local_rank R is out of bounds
 *       for assigned_physical_gpu_ids [a, b, ...]} (R against the list's length, {@code
 *       vllm_ascend/worker/worker.py}, devices38). Given only when R is outside the printed range.</li>
 * </ul>
 * The numbers are compared as numbers (signed, up to nine digits); whether the line is a failure or a
 * warning is the rule's concern ({@code onFailureLine}), not this recognizer's.
 */
public final class ParallelLayoutRecognizer implements Recognizer {
  private static final String UNIT = "(?:devices?|npus?|gpus?|cards?)(?:\\(s\\))?";
  private static final Pattern REQUIRES = Pattern.compile(
      "\\brequires\\s{1,3}(?:at\\s{1,3}least\\s{1,3})?(\\d{1,9})\\s{1,3}" + UNIT
          + "[^\\n]{0,80}?\\bbut\\s{1,3}(?:only\\s{1,3})?(\\d{1,9})\\s{0,3}(?:" + UNIT + ")?\\s{0,3}(?:are\\s{1,3}|is\\s{1,3})?"
          + "available\\b",
      Pattern.CASE_INSENSITIVE);
  /** The visible devices, or (vLLM-Ascend) the physical cards the platform assigned the worker. */
  private static final Pattern LOCAL_WORLD = Pattern.compile(
      "\\blocal_world_size\\s{0,3}\\((\\d{1,9})\\)\\s{1,3}(?:must\\s{1,3}be\\s{1,3}less\\s{1,3}than\\s{1,3}or\\s{1,3}equal"
          + "\\s{1,3}to\\s{1,3}the\\s{1,3}number\\s{1,3}of\\s{1,3}visible\\s{1,3}devices|exceeds\\s{1,3}assigned_physical_gpu_ids"
          + "\\s{1,3}count)\\s{0,3}\\((\\d{1,9})\\)",
      Pattern.CASE_INSENSITIVE);
  /**
   * vLLM's {@code DP adjusted local rank R is out of bounds [for M devices]}, and vLLM-Ascend's {@code
   * local_rank R is out of bounds for assigned_physical_gpu_ids [a, b, ...]} (R against the list's length).
   */
  private static final Pattern LOCAL_RANK = Pattern.compile(
      "\\b(DP\\s{1,3}adjusted\\s{1,3}local\\s{1,3}rank|local_rank)\\s{1,3}(\\d{1,9})\\s{1,3}is\\s{1,3}out\\s{1,3}of\\s{1,3}bounds"
          + "(?:\\s{1,3}for\\s{1,3}(?:(\\d{1,9})\\s{1,3}devices?|assigned_physical_gpu_ids\\s{0,3}\\[([0-9,\\s]{0,400})\\]))?",
      Pattern.CASE_INSENSITIVE);
  /** {@code data_parallel_rank R is out of range [0, N)} and {@code data_parallel_rank (R) must be in the range [0, N)}. */
  private static final Pattern DP_RANK = Pattern.compile(
      "\\bdata_parallel_rank\\s{1,3}\\(?(\\d{1,9})\\)?\\s{1,3}(?:is\\s{1,3}out\\s{1,3}of|must\\s{1,3}be\\s{1,3}in\\s{1,3}the)"
          + "\\s{1,3}range\\s{0,3}\\[\\s{0,3}0\\s{0,3},\\s{0,3}(\\d{1,9})\\s{0,3}\\)",
      Pattern.CASE_INSENSITIVE);
  private static final Pattern WORLD = Pattern.compile(
      "\\bworld\\s{1,3}size\\s{0,3}\\((\\d{1,9})\\)\\s{1,3}is\\s{1,3}larger\\s{1,3}than\\s{1,3}the\\s{1,3}number\\s{1,3}of"
          + "\\s{1,3}available\\s{1,3}(?:gpus|npus|devices)\\s{0,3}\\((\\d{1,9})\\)",
      Pattern.CASE_INSENSITIVE);
  /**
   * vLLM's multiprocessing executors (GPU, and the NPU port's {@code Ascend npu}): the tensor-parallel
   * size or the world size against the launching host's device count; the count is optional because a
   * quoted line is often cut before it (the message is an assertion's, printed only on refusal).
   */
  private static final Pattern MAX_LOCAL = Pattern.compile(
      "\\bplease\\s{1,3}(?:set\\s{1,3}tensor_parallel_size|ensure\\s{1,3}that\\s{1,3}world_size)\\s{0,3}\\((\\d{1,9})\\)"
          + "\\s{1,3}(?:to|is)\\s{1,3}less\\s{1,3}than(?:\\s{1,3}than)?\\s{1,3}max\\s{1,3}local\\s{1,3}(?:ascend\\s{1,3})?(?:npu|gpu)\\b"
          + "(?:\\s{1,3}count\\s{0,3}\\((\\d{1,9})\\))?",
      Pattern.CASE_INSENSITIVE);
  /** torch's DeviceMesh: the world size is printed by newer releases only. */
  private static final Pattern MESH = Pattern.compile(
      "\\bmesh\\s{1,3}should\\s{1,3}not\\s{1,3}be\\s{1,3}bigger\\s{1,3}than\\s{1,3}default\\s{1,3}world\\s{1,3}size"
          + "(?:\\s{1,3}(\\d{1,9}))?\\s{0,3},\\s{0,3}but\\s{1,3}found\\s{1,3}(\\d{1,9})\\s{1,3}ranks",
      Pattern.CASE_INSENSITIVE);
  /** torch's DistributedSampler: the interval's upper end is the replica count minus one. */
  private static final Pattern SAMPLER_RANK = Pattern.compile(
      "\\binvalid\\s{1,3}rank\\s{1,3}(-?\\d{1,9})\\s{0,3},\\s{0,3}rank\\s{1,3}should\\s{1,3}be\\s{1,3}in\\s{1,3}the\\s{1,3}interval"
          + "\\s{0,3}\\[\\s{0,3}0\\s{0,3},\\s{0,3}(-?\\d{1,9})\\s{0,3}\\]",
      Pattern.CASE_INSENSITIVE);
  private static final List<String> LITERALS = List.of(
      "requires", "local_world_size", "adjusted local rank", "data_parallel_rank", "world size", "invalid rank",
      "max local", "assigned_physical_gpu_ids");

  @Override
  public boolean mayMatch(String body) {
    String b = body.toLowerCase(Locale.ROOT);
    return LITERALS.stream().anyMatch(b::contains);
  }

  @Override
  public List<String> literals() {
    return LITERALS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String b = ctx.body();
    Matcher mesh = MESH.matcher(b);
    boolean meshTooBig = mesh.find() && (mesh.group(1) == null || greater(mesh.group(2), mesh.group(1)));
    Matcher local = MAX_LOCAL.matcher(b);
    boolean hostTooSmall = local.find() && (local.group(2) == null || greater(local.group(1), local.group(2)));
    if (above(REQUIRES.matcher(b)) || above(LOCAL_WORLD.matcher(b)) || above(WORLD.matcher(b)) || meshTooBig
        || hostTooSmall) {
      sink.feature(FeatureType.TOOL_STATUS, "layout_devices=short");
    }
    Matcher m = LOCAL_RANK.matcher(b);
    boolean outside = m.find() && rankOutside(m);
    m = DP_RANK.matcher(b);
    outside |= m.find() && atLeast(m.group(1), m.group(2));
    m = SAMPLER_RANK.matcher(b);
    outside |= m.find() && (greater("0", m.group(1)) || greater(m.group(1), m.group(2)));
    if (outside) {
      sink.feature(FeatureType.TOOL_STATUS, "layout_rank=outside");
    }
  }

  /**
   * A local rank's bound: a device count or a card list when printed; with neither, only vLLM's DP form,
   * whose message exists only when the check failed, says the rank is outside.
   */
  private static boolean rankOutside(Matcher m) {
    if (m.group(4) != null) {
      return atLeast(m.group(2), Integer.toString(listLength(m.group(4))));
    }
    if (m.group(3) != null) {
      return atLeast(m.group(2), m.group(3));
    }
    return m.group(1).regionMatches(true, 0, "DP", 0, 2);
  }

  /** The number of items in a printed list's inside ({@code 0, 1, 2}); none when it is blank. */
  static int listLength(String inside) {
    int n = inside.isBlank() ? 0 : 1;
    for (int i = 0; i < inside.length(); i++) {
      n += inside.charAt(i) == ',' ? 1 : 0;
    }
    return n;
  }

  /** True when a match's first count is above its second. */
  private static boolean above(Matcher m) {
    return m.find() && greater(m.group(1), m.group(2));
  }

  /** True when {@code a} is above {@code b} (signed decimal, at most nine digits). */
  static boolean greater(String a, String b) {
    return Long.parseLong(a) > Long.parseLong(b);
  }

  /** True when {@code value} is at least {@code bound} (signed decimal, at most nine digits). */
  static boolean atLeast(String value, String bound) {
    return !greater(bound, value);
  }
}
