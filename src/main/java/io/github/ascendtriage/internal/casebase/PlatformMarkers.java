package io.github.ascendtriage.internal.casebase;

import java.util.List;

/** Phrases that tell a GPU/NCCL stack from an Ascend one; the extractor always looks for them. */
public final class PlatformMarkers {
  private PlatformMarkers() {}

  /** A foreign GPU stack. No bare "gpu": it occurs in host names and prose. */
  public static final List<String> GPU = List.of("nccl", "cuda", "cudnn", "nvidia", "cublas");

  /** An Ascend stack. */
  public static final List<String> ASCEND =
      List.of(
          "hccl", "ascend", "torch_npu", "torch.npu", "npu-smi", "hccn_tool", "hccp", "mindspore",
          "npu error", "npu function");
}
