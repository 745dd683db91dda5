package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * What a framework prints about the platform it runs on (platform29, issue 35; knowledge.json
 * {@code platform.signs}, each citing the file that prints it): vLLM names the module that logged a
 * line in its logger prefix, and a module that only a GPU platform loads ({@code cuda.py},
 * {@code cuda_communicator.py}) shows a GPU host even when no line's text does; a module only
 * vLLM-Ascend has ({@code pyhccl.py}) or DeepSpeed's choice of the npu accelerator keeps the log
 * Ascend's. The failure used is a serving refusal that answers {@code script} on its own
 * (ServingRefusalsTest), so each test first shows the answer the sign changes.
 */
class PlatformSignsTest {
  /** A vLLM refusal of its launch configuration: {@code script} when nothing marks the platform. */
  private static final String FAILURE = "ValueError: max_num_batched_tokens (4096) is smaller than max_model_len (8192).";

  private static final String CUDA_BACKEND = "INFO 12-06 09:00:00 [cuda.py:240] Using Flash Attention backend on V1 engine.\n";

  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  @Test
  void theFailureAloneIsAnswered() {
    LayerReasoner.Answer a = reason(FAILURE);
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertFalse(a.foreign());
  }

  @Test
  void aGpuPlatformModulesLoggerPrefixAloneDeclinesTheLog() {
    for (String sign : new String[] {
        CUDA_BACKEND,
        "(EngineCore_DP0 pid=812) INFO 12-06 09:00:00 [rocm.py:298] Using Rocm Attention backend on V1 engine.\n",
        "(Worker pid=4155) INFO 12-06 09:00:00 [cuda_communicator.py:264] Using symmetric memory all-reduce.\n",
        "WARNING 12-06 09:00:00 [custom_all_reduce.py:137] Custom allreduce is disabled because it's not supported on more than two PCIe-only GPUs.\n"}) {
      LayerReasoner.Answer a = reason(sign + FAILURE);
      assertEquals(Layer.UNKNOWN, a.layer(), sign + a.clues());
      assertTrue(a.foreign(), sign);
    }
  }

  @Test
  void anAscendSignBesideItKeepsTheLogAscends() {
    for (String sign : new String[] {
        "INFO 12-06 09:00:01 [pyhccl.py:88] vLLM is using pyhccl\n",
        "(Worker_TP0 pid=4120) WARNING 12-06 09:00:01 [ascend_config.py:130] When using sequence parallelism, the"
            + " max_num_batched_tokens should be divisible by tp_size * pcp_size (4). It has been adjusted to 4096.\n",
        "[2026-12-06 09:00:01,120] [INFO] [real_accelerator.py:239:get_accelerator] Setting ds_accelerator to npu (auto detect)\n"}) {
      LayerReasoner.Answer a = reason(CUDA_BACKEND + sign + FAILURE);
      assertEquals(Layer.SCRIPT, a.layer(), sign + a.clues());
      assertFalse(a.foreign(), sign);
    }
  }

  @Test
  void aModuleNamedInAPathOrInProseDecidesNothing() {
    // the name outside a logger prefix: a traceback frame, a sentence; neither says which platform ran
    for (String text : new String[] {
        "  File \"/opt/src/vllm/vllm/distributed/device_communicators/custom_all_reduce.py\", line 137, in __init__\n",
        "WARNING see custom_all_reduce.py in the vLLM tree for the GPU all-reduce path\n"}) {
      LayerReasoner.Answer a = reason(text + FAILURE);
      assertEquals(Layer.SCRIPT, a.layer(), text + a.clues());
      assertFalse(a.foreign(), text);
    }
    // nor does an Ascend module's name quoted on a GPU host keep the log Ascend's
    LayerReasoner.Answer gpu = reason(CUDA_BACKEND + "  File \"/home/u/notes/pyhccl.py\", line 3, in <module>\n" + FAILURE);
    assertEquals(Layer.UNKNOWN, gpu.layer(), gpu.clues().toString());
    assertTrue(gpu.foreign());
  }

  @Test
  void aGlooFailureOnTheGpuHostIsStillTheHostNetwork() {
    LayerReasoner.Answer gloo = reason(CUDA_BACKEND
        + "[rank1]:[E302 10:00:32.000000001 ProcessGroupGloo.cpp:145] Gloo connectFullMesh failed with [../gloo/transport/tcp/pair.cc:144] no error");
    assertEquals(Layer.NETWORK, gloo.layer(), gloo.clues().toString());
    assertTrue(gloo.clues().stream().allMatch(c -> c.rule().equals("network.gloo")),
        "only the platform-neutral component is read: " + gloo.clues());
  }
}
