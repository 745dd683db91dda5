package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * Device selection and visibility (devsel27, issue 35), each class read from the form its source
 * documents: npu-smi's process table (several processes on one NPU, CANN's one process per device),
 * an empty ASCEND_RT_VISIBLE_DEVICES or Ray's empty NPU list (CANN's variable reference, Ray's
 * accelerator ids), the runtime's invalid-device message, the Atlas training series' card groups
 * (CANN's distributed-training notes) and torch_npu's refusal of a second accelerator. Every value
 * is made up; each class has a look-alike that must not fire.
 */
class DeviceSelectionClassesTest {
  private static final String HEADER =
      "| NPU     Chip              | Process id    | Process name             | Process memory(MB)      |";
  private static final String OOM =
      "[rank1]: RuntimeError: NPU out of memory. Tried to allocate 2.00 GiB (NPU 2; 60.00 GiB total capacity; 58.10 GiB already allocated)";

  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  private static boolean fault(LayerReasoner.Answer a, String rule) {
    return StrangerDevClassesTest.fault(a, rule);
  }

  private static String row(int npu, int pid) {
    return String.format("| %-7d 0                 | %-13d | python                   | %-23d |", npu, pid, 3000 + pid % 97);
  }

  @Test
  void twoRanksOnOneCardExplainTheCardsMemoryRunningOut() {
    LayerReasoner.Answer a = reason(String.join("\n", "$ npu-smi info", HEADER, row(2, 51007), row(2, 51008), row(3, 51009), OOM));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(fault(a, "script.tool-status"), a.clues().toString());
  }

  @Test
  void oneProcessPerCardLeavesTheMemoryToTheModel() {
    LayerReasoner.Answer a = reason(String.join("\n", "$ npu-smi info", HEADER, row(2, 51007), row(3, 51008), OOM));
    assertFalse(fault(a, "script.tool-status"), "a healthy table: " + a.clues());
    assertEquals(Layer.UNKNOWN, a.layer(), "memory alone is outside the ladder: " + a.clues());
  }

  @Test
  void aRayWorkerGivenNoNpuIsTheDeviceLayer() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "(TrainerActor pid=3301, ip=198.51.100.12) accelerator ids: {'NPU': []}",
        "(TrainerActor pid=3301, ip=198.51.100.12)     torch.npu.set_device(local_rank)"));
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "device.visible-devices"), a.clues().toString());
    LayerReasoner.Answer ok = reason("(TrainerActor pid=3301, ip=198.51.100.12) accelerator ids: {'NPU': ['5']}");
    assertFalse(fault(ok, "device.visible-devices"), "a worker with an NPU: " + ok.clues());
  }

  @Test
  void anEmptyVisibleDeviceListGivesNoNpu() {
    LayerReasoner.Answer a = reason(String.join("\n", "worker env: ASCEND_RT_VISIBLE_DEVICES=\"\"",
        "Traceback (most recent call last):"));
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "device.visible-devices"), a.clues().toString());
    LayerReasoner.Answer ok = reason("worker env: ASCEND_RT_VISIBLE_DEVICES=4,5");
    assertFalse(fault(ok, "device.visible-devices"), "a list of cards: " + ok.clues());
  }

  @Test
  void theRuntimesInvalidDeviceOwnsItsLineOverTheLaunchSettingBesideIt() {
    LayerReasoner.Answer a = reason("launched with --nproc_per_node 6 on a node with 3 cards, ranks 3-5 print Invalid device ID.");
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "device.visible-devices"), a.clues().toString());
  }

  @Test
  void aCardSetAcrossTheTrainingSeriesGroupsIsTheJobsChoice() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "| 5     910ProB             | OK            | 70.4        39                0    / 0             |",
        "$ ASCEND_RT_VISIBLE_DEVICES=2,3,4,5 torchrun --nproc_per_node=4 pretrain.py",
        "communicator init failed on every rank"));
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(fault(a, "script.device-grouping"), a.clues().toString());
    LayerReasoner.Answer sixOfEight = reason("Atlas 800 training server: ASCEND_RT_VISIBLE_DEVICES=0,1,2,4,5,6 and the job fails");
    assertTrue(fault(sixOfEight, "script.device-grouping"), sixOfEight.clues().toString());
    LayerReasoner.Answer three = reason("Atlas 800 training server, torchrun --nproc_per_node=3 fails at init");
    assertTrue(fault(three, "script.device-grouping"), three.clues().toString());
  }

  @Test
  void aSupportedSetOrAnA2ServerIsNoGroupingFault() {
    LayerReasoner.Answer oneGroup = reason(String.join("\n",
        "| 5     910ProB             | OK            | 70.4        39                0    / 0             |",
        "$ ASCEND_RT_VISIBLE_DEVICES=4,5,6,7 torchrun --nproc_per_node=4 pretrain.py"));
    assertFalse(fault(oneGroup, "script.device-grouping"), oneGroup.clues().toString());
    LayerReasoner.Answer a2 = reason(String.join("\n",
        "| 5     910B3               | OK            | 95.1        42                0    / 0             |",
        "$ ASCEND_RT_VISIBLE_DEVICES=2,3,4,5,6 torchrun --nproc_per_node=5 pretrain.py",
        "communicator init failed on every rank"));
    assertFalse(fault(a2, "script.device-grouping"), "A2 takes any count: " + a2.clues());
    LayerReasoner.Answer eight = reason("Atlas 800 training server, torchrun --nproc_per_node=8 fails at init");
    assertFalse(fault(eight, "script.device-grouping"), eight.clues().toString());
  }

  @Test
  void torchNpuRefusingASecondAcceleratorIsTheInstallation() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "RuntimeError: Two accelerators cannot be used at the same time in PyTorch: npu and cuda. You can install the cpu"
            + " version of PyTorch to use your npu device, or use the cuda device with 'export TORCH_DEVICE_BACKEND_AUTOLOAD=0'.",
        "[ERROR] 2026-12-06-03:00:00 (PID:4242, Device:-1, RankID:-1) ERR00007 PTA feature not supported"));
    assertEquals(Layer.DEVICE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "device.torch-accelerator-conflict"), a.clues().toString());
  }
}
