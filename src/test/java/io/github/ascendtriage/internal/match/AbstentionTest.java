package io.github.ascendtriage.internal.match;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Look-alikes that are not Ascend communication faults: no case may be claimed. */
class AbstentionTest {
  static final AscendTriage TRIAGE = AscendTriage.builder().build();

  @ParameterizedTest
  @ValueSource(
      strings = {
        // NCCL on GPUs, with a port that is in use
        "[rank1]:[E1130 09:12:44.118 ProcessGroupNCCL.cpp:1535] NCCL error: unhandled system error\n"
            + "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. port: 29500, useIpv6: 0, code: -98, name: EADDRINUSE, message: address already in use\n"
            + "CUDA error: an illegal memory access was encountered",
        // plain Python errors
        "Traceback (most recent call last):\n  File \"train.py\", line 88, in <module>\n    cfg = load(args.config)\nKeyError: 'optimizer'",
        "ModuleNotFoundError: No module named 'transformers_stream_generator'",
        // device memory exhausted by a large batch
        "RuntimeError: NPU out of memory. Tried to allocate 2.00 GiB (NPU 3; 60.97 GiB total capacity; 58.10 GiB already allocated)",
        // a healthy run's warnings
        "[W compiler_depend.ts:133] Warning: Warning: Device do not support double dtype now, dtype cast repalce with float.\nepoch 3 step 1200 loss 1.734\nepoch 3 step 1300 loss 1.698",
        // INFO-only plog
        "[INFO] HCCL(3301,python3):2026-02-01-08:00:00.000.001 [externalinput.cc:598] [3301][HCCL_ENV] HCCL_CONNECT_TIMEOUT set by default to [120]s\n"
            + "[INFO] HCCL(3301,python3):2026-02-01-08:00:00.100.002 [op_base.cc:140] [3301]Entry-HcclCommInitRootInfo:ranks[8], rank[0]"
      })
  void noCaseIsClaimed(String text) {
    Diagnosis d = TRIAGE.diagnose(text);
    assertTrue(d.matches().isEmpty(), () -> "claimed " + d.matches().get(0).caseId() + " " + d.matches().get(0).confidence());
  }
}
