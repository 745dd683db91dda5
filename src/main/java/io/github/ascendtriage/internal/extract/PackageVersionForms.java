package io.github.ascendtriage.internal.extract;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a log states the version of an Ascend Python package: pip's freeze form and vllm-ascend's
 * {@code collect_env.py} ({@code [pip3] torch_npu==2.7.1}, {@code vLLM Ascend Version: 0.11.0rc2}),
 * a pip or conda list row ({@code torch-npu   2.5.1.dev20250320   <pip>}) and an image tag
 * ({@code quay.io/ascend/vllm-ascend:v0.11.0rc0}). Formats only; what a version needs is the table's
 * ({@code PackageReleases}). Stateless.
 */
final class PackageVersionForms {
  private PackageVersionForms() {}

  /** Lower-case literals one of which a line holds when it may state a package version. */
  static final List<String> LITERALS = List.of("vllm-ascend", "vllm_ascend", "vllm ascend", "torch_npu", "torch-npu");

  private static final Pattern FORM = Pattern.compile(
      "(vllm[-_ ]ascend|torch[-_]npu)(?: version)?(?:==|: ?v?| {1,40})([0-9]{1,3}\\.[0-9]{1,3}[0-9a-z.]{0,30})");

  /** A package and the version the folded line states for it: {@code [id, version]}. */
  record Stated(String id, String version) {}

  /** The first package version the folded (lower-case) line states. */
  static Optional<Stated> find(String folded) {
    Matcher m = FORM.matcher(folded);
    if (!m.find()) {
      return Optional.empty();
    }
    String id = m.group(1).startsWith("vllm") ? "vllm-ascend" : "torch_npu";
    return Optional.of(new Stated(id, m.group(2)));
  }
}
