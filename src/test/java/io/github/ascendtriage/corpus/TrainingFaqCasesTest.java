package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.testing.BuiltInTriage;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two documented failures of the training stacks that stop every rank the same way before the
 * first collective (tdoc32, issue 35 item 3), each with its own fix. MindSpeed's FAQ ("Torch
 * Extensions Stuck"): the ranks wait on the lock a killed JIT build left in the shared
 * torch_extensions folder, after PyTorch's 'Using ... as PyTorch extensions root...' line.
 * torch_npu's OptionsManager.cpp: the checks of its own HCCL switches (TORCH_HCCL_ASYNC_ERROR_HANDLING,
 * TORCH_HCCL_DESYNC_DEBUG, TORCH_HCCL_ZERO_COPY, P2P_HCCL_BUFFSIZE), whose ranges the variables' pages
 * give; MULTI_STREAM_MEMORY_REUSE (read by ProcessGroupHCCL.cpp when a collective's work completes) and
 * NPU_SHMEM_SYMMETRIC_SIZE (read by distributed/symm_mem/NPUSHMEMExtension.cpp) join that case; the same
 * file's checks of its operator-launch, memory, log and detection switches get their own case,
 * torch-npu-option-invalid (dev33). Lines are built from the printed forms with made-up paths, PIDs and
 * values; each class has a near miss from the same source.
 */
class TrainingFaqCasesTest {
  private static final String ERR00003 = "\n[ERROR] 2026-03-01-10:00:00 (PID:4211, Device:2, RankID:-1) ERR00003 PTA invalid value";
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static Optional<String> best(Diagnosis d) {
    return d.bestMatch().map(CaseMatch::caseId);
  }

  @Test
  void ranksThatStopAfterTheExtensionsRootLineWaitOnTheBuildLock() {
    Diagnosis d = TRIAGE.get().diagnose(String.join("\n",
        "Using /home/work/.cache/torch_extensions/py310_cpu as PyTorch extensions root...",
        "Using /home/work/.cache/torch_extensions/py310_cpu as PyTorch extensions root...",
        "Using /home/work/.cache/torch_extensions/py310_cpu as PyTorch extensions root...",
        "all 16 ranks have been stuck here for 30 minutes; npu-smi shows every NPU idle"));
    assertEquals("script", d.layer().id(), d.toString());
    assertEquals(Optional.of("torch-extensions-build-lock"), best(d), d.toString());
  }

  @Test
  void anExtensionThatLoadedIsNotTheLock() {
    Diagnosis d = TRIAGE.get().diagnose(String.join("\n",
        "Using /home/work/.cache/torch_extensions/py310_cpu as PyTorch extensions root...",
        "Loading extension module fused_adam...",
        "RuntimeError: TORCH_HCCL_DESYNC_DEBUG should be 0 or 1." + ERR00003));
    assertNotEquals(Optional.of("torch-extensions-build-lock"), best(d), d.toString());
  }

  @Test
  void torchNpuRefusesItsOwnHcclSwitches() {
    for (String line : new String[] {
        "RuntimeError: TORCH_HCCL_ASYNC_ERROR_HANDLING should be 0, 1, 2, or 3.",
        "RuntimeError: TORCH_HCCL_DESYNC_DEBUG should be 0 or 1.",
        "RuntimeError: TORCH_HCCL_ZERO_COPY should be 0 or 1.",
        "RuntimeError: P2P_HCCL_BUFFSIZE cannot be negative."}) {
      Diagnosis d = TRIAGE.get().diagnose("  File \"/usr/local/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py\","
          + " line 1593, in init_process_group\n" + line + ERR00003);
      assertEquals("script", d.layer().id(), line + "\n" + d);
      assertEquals(Optional.of("torch-npu-hccl-env-invalid"), best(d), line + "\n" + d);
    }
  }

  @Test
  void theBufferSizeOfTheCommunicatorsAndATimeoutWarningAreNotThisCase() {
    assertNotEquals(Optional.of("torch-npu-hccl-env-invalid"),
        best(TRIAGE.get().diagnose("RuntimeError: HCCL_BUFFSIZE should be positive." + ERR00003)));
    assertNotEquals(Optional.of("torch-npu-hccl-env-invalid"), best(TRIAGE.get().diagnose("[W compiler_depend.ts:150] Warning: The value"
        + " of HCCL_EVENT_TIMEOUT:1200 is less than or equal to the value of HCCL_EXEC_TIMEOUT:1800. (function operator())")));
  }

  @Test
  void theDistributedSwitchesReadAfterInitAreTheHcclSwitchCase() {
    eachIsScriptAndTheCase("torch-npu-hccl-env-invalid",
        "RuntimeError: MULTI_STREAM_MEMORY_REUSE should be 0, 1, 2 or 3",
        "RuntimeError: NPU_SHMEM_SYMMETRIC_SIZE is invalid.");
  }

  @Test
  void torchNpuRefusesItsRuntimeSwitchesWithTheirOwnCase() {
    eachIsScriptAndTheCase("torch-npu-option-invalid",
        "RuntimeError: TASK_QUEUE_ENABLE should be 0, 1 or 2",
        "RuntimeError: ASCEND_LAUNCH_BLOCKING should be 0 or 1.",
        "RuntimeError: COMBINED_ENABLE should be 0 or 1.",
        "RuntimeError: INF_NAN_MODE_ENABLE should be 0 or 1.",
        "RuntimeError: INF_NAN_MODE_FORCE_DISABLE should be 0 or 1.",
        "RuntimeError: PYTORCH_NO_NPU_MEMORY_CACHING should be 0 or 1.",
        "RuntimeError: NPU_ASD_ENABLE should be 0, 1, 2 or 3",
        "RuntimeError: ASCEND_GLOBAL_LOG_LEVEL should be 0, 1, 2, 3 or 4.",
        "RuntimeError: ACL_DEVICE_SYNC_TIMEOUT must be positive.",
        "RuntimeError: `OOM_SNAPSHOT_PATH` is invalid.");
  }

  @Test
  void aWarningThatKeepsTheDefaultAndVllmAscendsGraphCheckAreNotTheOptionCase() {
    assertNotEquals(Optional.of("torch-npu-option-invalid"), best(TRIAGE.get().diagnose(
        "[W compiler_depend.ts:466] Warning: Invalid value for environment variable: NPU_ASD_SIGMA_THRESH. Use default values")));
    assertNotEquals(Optional.of("torch-npu-option-invalid"), best(TRIAGE.get().diagnose(
        "ValueError: ACL graph is incompatible with ASCEND_LAUNCH_BLOCKING=1. Please unset ASCEND_LAUNCH_BLOCKING or set it to 0.")));
  }

  private static void eachIsScriptAndTheCase(String caseId, String... lines) {
    for (String line : lines) {
      Diagnosis d = TRIAGE.get().diagnose(line + ERR00003);
      assertEquals("script", d.layer().id(), line + "\n" + d);
      assertEquals(Optional.of(caseId), best(d), line + "\n" + d);
    }
  }
}
