package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class (stuck32, field31's class 3): with the older CANN wording and no heartbeat, a waiter's plog
 * reports its timed-out notify wait without the para line that names the remote rank; the rank it waited
 * on is only in its console's EI0002 text, in the catalogue's older wording ({@code has not received the
 * Notify record from remote rank: [N]. ... group information: [group:G]}; docs/log-formats.md 4.1). The
 * hung process prints nothing of its own (hcclug_000054: a stuck process is found by its peers). Two
 * hosts under torchrun: node-a's rank 1 waits on rank 0, rank 0 and node-b's rank 3 on rank 2 (pid
 * 2200), which entered the broadcast and went silent until node-b's torchrun agent stopped it (SIGTERM in
 * its summary, whose first observed failure is rank 3's exit: log-formats.md 9.4). The stop record keeps
 * rank 2 from counting as a member that reported nothing ({@code Members.silent}), so before the older
 * text was read no line named a peer and the earliest own fault of a waiter was answered (tree-035).
 */
class OlderNotifyTextTest {
  private static final String G = "10.0.0.1%eth0_60000_0_1762463947827606";
  private static TreeTriage triage;

  @BeforeAll
  static void build() {
    triage = TreeTriage.bare();
  }

  @AfterAll
  static void release() {
    triage = null; // the suite runs in one JVM
  }

  private static String hccl(String level, int pid, String time, String file, String body) {
    return "[" + level + "] HCCL(" + pid + ",python3.8):2025-11-06-" + time + " [" + file + "][" + (pid + 17) + "]" + body + "\n";
  }

  /** The fixtures' older identity line and the broadcast's entry. */
  private static String entered(int pid, int rank, String host, int dev) {
    return hccl("INFO", pid, "21:18:14.743.687", "topoinfo_detect.cc:506", "[HCCL_TRACE][Flat]SetupAgent rankNum[4], rank[" + rank
        + "], rootInfo identifier[" + G + "], server[" + host + "%eth0], serverPort[60000]deviceType[4], logicDevId[" + dev
        + "], phydevId[" + dev + "], deviceIp[192.168.1." + (10 + rank) + "]")
        + hccl("INFO", pid, "21:31:08.716.485", "op_base.cc:2113", "Entry-HcclBroadcast: tag[Broadcast_" + G + "], sendBuf[0x12c030c2], "
        + "recvBuf[0x12c191530], count[16384], dataType[float32], op[sum], root[0], streamId[2], deviceLogicId[" + dev + "]");
  }

  /** The older task report: the notify wait and its tag, no para line. */
  private static String taskReport(int pid, String time) {
    return hccl("ERROR", pid, time, "task_exception_handler.cc:610", "[TaskExceptionHandler][Callback]Task run failed, base "
        + "information is streamID:[228], taskID[75], taskType[Notify Wait], tag[Broadcast_" + G + "].");
  }

  /**
   * A waiter's console lines under torchrun: 507048, and with {@code named} torch_npu's wrapper and EI0002's older
   * text (without them no line names the rank waited on).
   */
  private static String console(int pid, int rank, int dev, int peer, String second, boolean named) {
    String p = "[rank" + rank + "]: ";
    String synchronize = p + "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:467 NPU function "
        + "error: call aclrtSynchronizeStream failed, error code is 507048\n";
    if (!named) {
      return synchronize;
    }
    return synchronize
        + p + "[ERROR] 2025-11-06-22:04:" + second + " (PID:" + pid + ", Device:" + dev + ", RankID:" + rank + ") ERR00100 PTA call acl api failed\n"
        + p + "EI0002: [PID: " + pid + "] 2025-11-06-22:04:" + second + ".506.628 The wait execution of the Notify register times out. "
        + "Reason: The Notify register has not received the Notify record from remote rank: [" + peer + "]. base information: "
        + "[streamID:[228], taskID[75]]. task information: []. group information: [group:" + G + "]\n";
  }

  /** node-b's agent: rank 3 (pid 2201) exited first, rank 2 (pid 2200) was stopped. */
  private static String summary() {
    return LogTrees.torchrunFailure("[2025-11-06 22:04:11,706] torch.distributed.elastic.multiprocessing.api: [ERROR] ",
        new LogTrees.Worker("node-b", 3, 1, 2201, 1, "2025-11-06_22:04:10"),
        new LogTrees.Worker("node-b", 2, 0, 2200, -15, "2025-11-06_22:04:15"));
  }


  private static Path tree(Path root) throws IOException {
    return tree(root, true, "");
  }

  /**
   * The class's tree; without {@code named} the consoles hold no EI0002 text and no wrapper (no line names the rank
   * waited on), and {@code hungOwn} is what rank 2 (pid 2200) printed of its own before its launcher stopped it.
   */
  private static Path tree(Path root, boolean named, String hungOwn) throws IOException {
    LogTrees.append(root.resolve("node-a/ascend/log/run/plog/plog-1100_20251106211814102.log"), entered(1100, 0, "10.0.0.1", 0));
    LogTrees.append(root.resolve("node-a/ascend/log/run/plog/plog-1101_20251106211814102.log"), entered(1101, 1, "10.0.0.1", 1));
    LogTrees.append(root.resolve("node-a/ascend/log/debug/plog/plog-1100_20251106211842437.log"), taskReport(1100, "22:04:09.677.999"));
    LogTrees.append(root.resolve("node-a/ascend/log/debug/plog/plog-1101_20251106211842437.log"), taskReport(1101, "22:04:01.677.999"));
    LogTrees.append(root.resolve("node-a/train.log"), console(1101, 1, 1, 0, "02", named) + console(1100, 0, 0, 2, "10", named));
    LogTrees.append(root.resolve("node-b/ascend/log/run/plog/plog-2200_20251106211814102.log"), entered(2200, 2, "10.0.0.2", 0));
    LogTrees.append(root.resolve("node-b/ascend/log/run/plog/plog-2201_20251106211814102.log"), entered(2201, 3, "10.0.0.2", 1));
    LogTrees.append(root.resolve("node-b/ascend/log/debug/plog/plog-2201_20251106211842437.log"), taskReport(2201, "22:04:08.677.999"));
    LogTrees.append(root.resolve("node-b/train.log"), console(2201, 3, 1, 2, "09", named) + summary());
    if (!hungOwn.isEmpty()) {
      LogTrees.append(root.resolve("node-b/ascend/log/debug/plog/plog-2200_20251106211842437.log"), hungOwn);
    }
    return root;
  }

  @Test
  void theOlderEi0002TextLeadsTheWaitsToTheSilentProcess(@TempDir Path dir) throws IOException {
    RootCause rc = triage.rootCause(tree(dir));
    assertEquals("node-b", rc.host().orElse(""), rc.reason());
    assertEquals("2200", rc.pid().orElse(""), rc.reason());
    assertEquals(1, rc.roots().size(), rc.roots().toString());
  }

  /*
   * silent33, the section's note 1: the same tree without the EI0002 texts and torch_npu's wrappers, so no line names
   * the rank waited on (no para line, no EI0002 text, no heartbeat). hcclug_000059 and troubleshooting_0110 send the
   * reader to the rank that did not report the timeout; log-formats.md 9.4 files a rank the agent stopped under the
   * agent's cascade: the record is the launcher's, about the process, not a report of its own. So rank 2, whose only
   * record is its launcher's SIGTERM, counts as a member that reported nothing (Members.silent, LauncherStops).
   */
  @Test
  void aMemberWhoseOnlyRecordIsItsLaunchersStopReportedNothing(@TempDir Path dir) throws IOException {
    RootCause rc = triage.rootCause(tree(dir, false, ""));
    assertEquals("node-b", rc.host().orElse(""), rc.reason());
    assertEquals("2200", rc.pid().orElse(""), rc.reason());
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    assertTrue(rc.reason().contains("stopped"), rc.reason());
  }

  @Test
  void aProcessStoppedAfterAWaitOfItsOwnIsNoSilentMember(@TempDir Path dir) throws IOException {
    // rank 2 reported the same notify wait before its launcher stopped it: it waited like the others
    String own = taskReport(2200, "22:04:07.677.999");
    RootCause rc = triage.rootCause(tree(dir, false, own));
    assertNotEquals("2200", rc.pid().orElse(""), rc.reason());
  }

  @Test
  void aProcessStoppedAfterAFaultOfItsOwnIsNotSilent(@TempDir Path dir) throws IOException {
    // rank 2 failed on its own (an AI Core fault) before the stop: its own fault names it, not its silence
    String own = "[ERROR] RUNTIME(2200,python3.8):2025-11-06-21:40:01.112.004 [task_info.cc:1203]2217 PrintErrorInfo:Aicore "
        + "kernel execute failed, device_id=0, stream_id=5, task_id=17, fault kernel_name=MatMulV2_17\n";
    RootCause rc = triage.rootCause(tree(dir, false, own));
    assertEquals("2200", rc.pid().orElse(""), rc.reason());
    assertTrue(!rc.reason().contains("reported nothing"), rc.reason());
  }
}
