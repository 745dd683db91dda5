package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * The class (hb35): the others waited on a process that printed nothing (EI0002 naming it, HCCL's heartbeat
 * LOST naming its host and device), and that process's host holds a device fault of its own: npu-smi's health
 * query ({@code npu-smi info -t health -i id -c chip}: Health Critical with an Error Code, docs/log-formats.md
 * 9 and 11, "npu-smi Health != OK: device") or the device's event log. A lost heartbeat says the peer stopped
 * answering (its process exited or its device or network did: hcomm heartbeat.cc, log-formats 8.3), not why;
 * read bottom up, the device fault on its host decides the layer, and the root's silence (script) only when
 * its host shows none. node-a's ranks 0 and 1 wait on node-b's rank 2 (pid 2200, physical device 0).
 */
class HostDeviceLayerTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /** npu-smi's health query of device {@code id}: Critical, with an HBM multi-bit ECC code (80E01801). */
  private static String health(int id) {
    return "$ npu-smi info -t health -i " + id + " -c 0\n"
        + "        Health Status                  : Critical\n"
        + "        Error Code                     : 80E01801\n"
        + "        Error Information              : NA\n";
  }

  /** The notify-wait tree of {@link RootEndLayerTest} with node-a's heartbeat naming node-b's device 0 as LOST. */
  static Path tree(Path dir) throws IOException {
    Path root = RootEndLayerTest.notifyTree(dir, "");
    LogTrees.append(root.resolve("node-a/ascend/log/debug/plog/plog-1100_20250417072237553.log"),
        LogTrees.heartbeatLost("[ERROR] HCCL(1100,python3):2025-04-17-08:40:40.000.000 [heartbeat.cc:1245] [7002]",
            "10.0.0.2/0", "Thu Apr 17 08:40:37 2025", "10.0.0.1/0"));
    return root;
  }

  @Test
  void aDeviceFaultInItsHostsHealthQueryDecidesTheLayerNotItsSilence(@TempDir Path dir) throws IOException {
    Path root = tree(dir);
    LogTrees.append(root.resolve("node-b/environment_check/npu_info_after.txt"), health(0));
    Diagnosis d = TRIAGE.get().diagnose(root);
    assertEquals("node-b", d.rootCause().orElseThrow().roots().get(0).host().orElseThrow(), d.rootCause().toString());
    assertEquals(Layer.DEVICE, d.layer(), d.reasoning().toString());
    assertTrue(d.reasoning().orElseThrow().steps().stream().noneMatch(s -> s.rule().equals(RootEnds.NEVER_ENTERED)),
        d.reasoning().toString());
  }

  @Test
  void withoutAnyDeviceRecordOnItsHostItsSilenceStillDecides(@TempDir Path dir) throws IOException {
    Diagnosis d = TRIAGE.get().diagnose(tree(dir));
    assertEquals(Layer.SCRIPT, d.layer(), d.reasoning().toString());
    assertFalse(d.reasoning().orElseThrow().steps().stream().noneMatch(s -> s.rule().equals(RootEnds.NEVER_ENTERED)),
        d.reasoning().toString());
  }

  @Test
  void aDeviceFaultOnAnotherHostIsNotTheRootsHost(@TempDir Path dir) throws IOException {
    Path root = tree(dir);
    LogTrees.append(root.resolve("node-c/environment_check/npu_info_after.txt"), health(0));
    assertEquals(Layer.SCRIPT, TRIAGE.get().diagnose(root).layer());
  }

  @Test
  void aDeviceEventLogOfAnotherDeviceOnItsHostIsNotItsDevices(@TempDir Path dir) throws IOException {
    Path other = tree(dir.resolve("other"));
    LogTrees.append(other.resolve("node-b/device_log/hisi_logs/device-5/history.log"),
        "[2025-04-17 08:40:20] Event id=0x80e01801, HBM multi-bit ECC error\n");
    assertEquals(Layer.SCRIPT, TRIAGE.get().diagnose(other).layer(), "device 5 is not the root's device 0");
    Path own = tree(dir.resolve("own"));
    LogTrees.append(own.resolve("node-b/device_log/hisi_logs/device-0/history.log"),
        "[2025-04-17 08:40:20] Event id=0x80e01801, HBM multi-bit ECC error\n");
    assertEquals(Layer.DEVICE, TRIAGE.get().diagnose(own).layer());
  }
}
