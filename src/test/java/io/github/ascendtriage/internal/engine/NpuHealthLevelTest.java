package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class (alarm36, sixth35's class 4): npu-smi's Health values are levels of alarm, and a Warning is a minor one
 * (log-formats 9.3); MindCluster's fault configuration handles a minor fault it does not list, and the codes it
 * lists under NotHandleFaultCodes (80E00209 among them), as needing no handling (mind-cluster@22bb3d98, Container
 * Manager's default configuration and the fault detection levels page). Such a record on a card of the job is a
 * note about that card: it neither decides the layer nor makes its device a root. A minor status with a code the
 * configuration does handle is still a fault. The tree is {@link HostDeviceLayerTest}'s: node-a's ranks wait on
 * node-b's rank 2 (device 0), which printed nothing, and HCCL's heartbeat names it LOST.
 */
class NpuHealthLevelTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /** npu-smi info with device {@code warn} at Warning, the others OK, then the health query of that device. */
  private static String warning(int warn, String code) {
    StringBuilder s = new StringBuilder("npu-smi info\n")
        .append("| NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|\n");
    for (int d = 0; d < 4; d++) {
      s.append(String.format(java.util.Locale.ROOT, "| %-5d 910B3               | %-14s| 95.0        41                0    / 0             |%n",
          d, d == warn ? "Warning" : "OK"));
    }
    return s.append("npu-smi info -t health -i ").append(warn).append(" -c 0\n")
        .append("        Health Status                  : Warning\n")
        .append("        Error Code                     : ").append(code).append('\n')
        .append("        Error Information              : node type=HBM, high temperature\n").toString();
  }

  @Test
  void aMinorAlarmWithAnUnhandledCodeIsNoFaultAndNoRoot(@TempDir Path dir) throws IOException {
    Path root = HostDeviceLayerTest.tree(dir);
    LogTrees.append(root.resolve("node-a/environment_check/npu_info_after.txt"), warning(3, "80E00209"));
    LogTrees.append(root.resolve("node-b/environment_check/npu_info_after.txt"), warning(2, "80E00209"));
    Diagnosis d = TRIAGE.get().diagnose(root);
    assertEquals(1, d.rootCause().orElseThrow().roots().size(), d.rootCause().toString());
    assertEquals("node-b", d.rootCause().orElseThrow().roots().get(0).host().orElseThrow(), d.rootCause().toString());
    // what the tree says without any device record (HostDeviceLayerTest): the root's silence
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    assertTrue(d.matches().stream().noneMatch(m -> m.caseId().equals("npu-health-alarm")), d.matches().toString());
  }

  /**
   * The root's own card in its host's npu-smi output (Critical, with its health query) is the root's device fault, not
   * a further process that failed on its own: the same host and device as the root (hb35's principle).
   */
  @Test
  void theRootsOwnCardsRecordIsNotASecondRoot(@TempDir Path dir) throws IOException {
    Path root = RootEndLayerTest.notifyTree(dir, "");
    LogTrees.append(root.resolve("node-b/environment_check/npu_info_after.txt"), warning(3, "80E00209")
        .replace("| 0     910B3               | OK     ", "| 0     910B3               | Critical")
        + "npu-smi info -t health -i 0 -c 0\n        Health Status                  : Critical\n"
        + "        Error Code                     : 80E01801\n");
    Diagnosis d = TRIAGE.get().diagnose(root);
    assertEquals(1, d.rootCause().orElseThrow().roots().size(), d.rootCause().toString());
    assertEquals("2200", d.rootCause().orElseThrow().roots().get(0).pid().orElseThrow(), d.rootCause().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
  }

  @Test
  void aMinorStatusWithACodeTheConfigurationHandlesIsStillAFault(@TempDir Path dir) throws IOException {
    Path root = HostDeviceLayerTest.tree(dir);
    // 80E18008 (HBMC multi-bit ECC) is among the codes Container Manager restarts the NPU for, not an unhandled one
    LogTrees.append(root.resolve("node-b/environment_check/npu_info_after.txt"), warning(0, "80E18008"));
    assertEquals(Layer.DEVICE, TRIAGE.get().diagnose(root).layer());
  }
}
