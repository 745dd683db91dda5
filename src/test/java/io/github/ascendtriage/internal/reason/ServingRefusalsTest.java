package io.github.ascendtriage.internal.reason;

import static io.github.ascendtriage.internal.reason.StrangerDevClassesTest.fault;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * A serving framework's own refusals of its launch configuration (serve29, issue 35): the engine
 * checks its settings at start and stops with its own message, and the fix is the launch. Four
 * classes, each from the source that prints it (the rules' sources in casebase/reasoning.json):
 * length and batch settings that contradict the model or each other (vLLM's config/model.py and
 * config/scheduler.py), vLLM-Ascend's graph-mode restrictions (ascend_config.py), a feature or
 * quantization the NPU platform does not implement (vLLM's platforms/interface.py, vLLM-Ascend's
 * platform.py and modelslim_config.py) and vLLM-Ascend's options refused in combination or on a node
 * role (platform.py, ascend_config.py); beside them the KV cache that the cards cannot hold (vLLM's
 * kv_cache_utils.py and worker.py, SGLang's pool_configurator.py) is read as outside the ladder, as
 * the corpus labels it. Lines are built from the format strings with made-up values; each class has
 * a near miss: the same software's warning about a setting it changed and went on with.
 */
class ServingRefusalsTest {
  /** A traceback frame of vLLM-Ascend: the Ascend marker a real log of these refusals carries. */
  private static final String ASCEND = "  File \"/usr/local/python3.11/lib/python3.11/site-packages/vllm_ascend/platform.py\","
      + " line 300, in check_and_update_config\n";

  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  private static void refusedBy(String rule, String line) {
    LayerReasoner.Answer a = reason(line);
    assertEquals(Layer.SCRIPT, a.layer(), line + " " + a.clues());
    assertTrue(fault(a, rule), rule + " for " + line + ": " + a.clues());
  }

  @Test
  void aKvCacheTheCardsCannotHoldIsOutsideTheLadderAsTheCorpusLabelsIt() {
    // corpus/neg-vllm-ascend-kv-cache-too-small labels this class none (modelled on HBM exhaustion): the
    // engine's memory check is a capacity limit, read as outside the ladder, never a layer
    for (String line : new String[] {
        "ValueError: The model's max seq len (65536) is larger than the maximum number of tokens that can be stored in KV"
            + " cache (41280). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
        "ValueError: To serve at least one request with the models's max seq len (131072), (12.00 GiB KV cache is needed,"
            + " which is larger than the available KV cache memory (7.25 GiB). Based on the available memory, the estimated"
            + " maximum model length is 79104. Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when"
            + " initializing the engine.",
        "(EngineCore_DP0 pid=811) ERROR 12-06 09:00:01 [core.py:700] ValueError: No available memory for the cache blocks.",
        // SGLang's form: its static memory share leaves no token for the KV cache pool
        "RuntimeError: Not enough memory. Please try to increase --mem-fraction-static. Current value: mem_fraction_static=0.6"}) {
      LayerReasoner.Answer a = reason(ASCEND + line);
      assertEquals(Layer.UNKNOWN, a.layer(), line + " " + a.clues());
      assertTrue(a.clues().stream().anyMatch(c -> c.rule().equals("outside.serving-kv-cache-memory") && c.role() == Role.OUTSIDE),
          a.clues().toString());
    }
  }

  @Test
  void lengthAndBatchSettingsThatContradictEachOtherAreTheLaunch() {
    // the message names CUDA in its own warning text; the Ascend frame beside it keeps the log Ascend's
    refusedBy("script.serving-length-limits", ASCEND + "ValueError: User-specified max_model_len (262144) is greater than the"
        + " derived max_model_len (max_position_embeddings=32768 or model_max_length=None in model's config.json). To allow"
        + " overriding this maximum, set the env var VLLM_ALLOW_LONG_MAX_MODEL_LEN=1. VLLM_ALLOW_LONG_MAX_MODEL_LEN must be"
        + " used with extreme caution. If the model uses relative position encoding (RoPE), positions exceeding"
        + " derived_max_model_len lead to nan. If the model uses absolute position encoding, positions exceeding"
        + " derived_max_model_len will cause a CUDA array out-of-bounds error.");
    refusedBy("script.serving-length-limits", ASCEND + "ValueError: max_num_batched_tokens (4096) is smaller than max_model_len"
        + " (8192). This effectively limits the maximum sequence length to max_num_batched_tokens and makes vLLM reject longer"
        + " sequences. Please increase max_num_batched_tokens or decrease max_model_len.");
    refusedBy("script.serving-length-limits", ASCEND + "ValueError: max_num_batched_tokens (128) must be greater than or equal"
        + " to max_num_seqs (256).");
  }

  @Test
  void anAllowedLongerLengthOrABudgetAboveTheSequencesOnlyWarns() {
    // VLLM_ALLOW_LONG_MAX_MODEL_LEN=1 turns the refusal into a warning and the engine goes on
    LayerReasoner.Answer a = reason(ASCEND + "WARNING 12-06 09:00:00 [model.py:1700] User-specified max_model_len (262144) is"
        + " greater than the derived max_model_len (max_position_embeddings=32768 or model_max_length=None in model's"
        + " config.json).\nWARNING 12-06 09:00:00 [scheduler.py:250] max_num_batched_tokens (65536) exceeds max_num_seqs"
        + " * max_model_len (32768). This may lead to unexpected behavior.");
    assertFalse(fault(a, "script.serving-length-limits"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void aRefusedGraphModeSettingIsTheLaunchNotACaptureFault() {
    for (String line : new String[] {
        "RuntimeError: graph_batch_sizes is valid only when Torchair graph mode is enabled",
        "RuntimeError: Can't enable graph mode and eager mode at the same time. Please set `enforce_eager=False` if you"
            + " attempt to enable NPU graph mode.",
        "NotImplementedError: Torchair graph mode only works with following model types:['deepseek', 'pangu'].",
        "NotImplementedError: ACL Graph does not support deepseek. Please try torchair graph mode to serve deepseek models"
            + " on vllm-ascend. Or set `enforce_eager=True` to use eager mode.",
        "RuntimeError: Xlite graph mode is not compatible with pipeline parallelism. Please set pipeline_parallel_size to 1."}) {
      refusedBy("script.serving-graph-mode", ASCEND + line);
    }
  }

  @Test
  void aGraphModeTheEngineTurnedOffItselfIsNoFailure() {
    LayerReasoner.Answer a = reason("WARNING 12-06 09:00:00 [ascend_config.py:219] Torchair graph mode is still experimental"
        + " and not supported for V1 without mla currently, it has been disabled automatically.\n"
        + "WARNING 12-06 09:00:00 [ascend_config.py:811] Current cache block size may not be optimal for xlite graph mode."
        + " current_block_size=64, recommended_block_size=128.");
    assertFalse(fault(a, "script.serving-graph-mode"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void aFeatureThePlatformDoesNotImplementIsTheLaunchOrTheModelsFormat() {
    for (String line : new String[] {
        "ValueError: fp8 quantization is currently not supported in npu.",
        "NotImplementedError: Currently, vLLM Ascend doesn't support quant_type=W4A4_DYNAMIC for layer_type=moe. Please use"
            + " a supported quantization format or load the model with its original float weights.",
        "ValueError: PCP (Prefill Context Parallelism) is not supported by vLLM Ascend. Please set"
            + " --prefill-context-parallel-size to 1. Got prefill_context_parallel_size=2.",
        "ValueError: vLLM Ascend does not support V0 engine.",
        "NotImplementedError: Ascend scheduler is only supported for V1 Engine."}) {
      refusedBy("script.serving-platform-unsupported", ASCEND + line);
    }
  }

  @Test
  void anOptionGivenToTheWrongNodeRoleOrWithAnExclusiveOneIsTheDeployment() {
    for (String line : new String[] {
        "NotImplementedError: enable_kv_nz is only supported in pd scenario and can only be used in D node.",
        "ValueError: enable_balance_scheduling only supports PD-mixed mode (kv_role='kv_both' or no kv_transfer_config), and"
            + " is not supported in PD-disaggregated mode (kv_role='kv_producer'/'kv_consumer').",
        "ValueError: DyntraLB is only supported on PD-disaggregated D nodes (kv_role='kv_consumer', but got kv_role='kv_both').",
        "ValueError: fused mc2 op cannot be used with hierarchy communication.Please disable VLLM_ASCEND_ENABLE_FUSED_MC2 by"
            + " setting it to 0.",
        "RuntimeError: enable_kv_nz is only supported for mla currently.",
        "ValueError: profiling_chunk_config and balance scheduling (enable_balance_scheduling) cannot be enabled at the same"
            + " time. Please disable one of them."}) {
      refusedBy("script.serving-feature-combination", ASCEND + line);
    }
  }

  @Test
  void anExclusiveOptionTheEngineTurnedOffItselfIsNoFailure() {
    LayerReasoner.Answer a = reason(ASCEND + "WARNING 12-06 09:00:00 [ascend_config.py:179] VLLM_ASCEND_ENABLE_FUSED_MC2 (fused"
        + " mc2) and multistream_overlap_shared_expert cannot be enabled at the same time. Setting"
        + " multistream_overlap_shared_expert to False.");
    assertFalse(fault(a, "script.serving-feature-combination"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void aGpuOnlyParameterTheEngineResetIsNoFailure() {
    LayerReasoner.Answer a = reason(ASCEND + "WARNING 12-06 09:00:00 [platform.py:530] GPU-specific parameter is not supported"
        + " on Ascend. parameter=disable_cascade_attn, value=True, action: resetting to False.\n"
        + "WARNING 12-06 09:00:00 [platform.py:587] Speculative quantization is set but Ascend automatically uses the main"
        + " model's quantization method. parameter=quantization, action: resetting to None.");
    assertFalse(fault(a, "script.serving-platform-unsupported"), a.clues().toString());
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }

  @Test
  void aGpuHostsLengthRefusalIsNotClaimed() {
    LayerReasoner.Answer a = reason("ValueError: max_num_batched_tokens (4096) is smaller than max_model_len (8192).\n[rank0]:[W1206 09:00:02.000000000 ProcessGroupNCCL.cpp:1250]"
        + " Warning: WARNING: process group has NOT been destroyed before we destruct ProcessGroupNCCL.");
    assertEquals(Layer.UNKNOWN, a.layer(), "another platform's log: " + a.clues());
  }
}
