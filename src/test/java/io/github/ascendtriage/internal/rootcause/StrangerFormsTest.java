package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.DRIVEN;
import static io.github.ascendtriage.internal.rootcause.PlogTree.GROUP;
import static io.github.ascendtriage.internal.rootcause.PlogTree.OTHER;
import static io.github.ascendtriage.internal.rootcause.PlogTree.drivenByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.initByFile;
import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static io.github.ascendtriage.internal.rootcause.TreeTriage.rootLabels;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Classes the stranger trees found (bench/StrangerTrees.java, docs/rootcause.md "Stranger trees
 * (session 21)"): the lines a multi-device process prints after its devices' waits, naming none of
 * them, and a MindIE worker that states its rank and device in its own log only. Hand-written
 * trees; the values are made up.
 */
class StrangerFormsTest {
  private static final TreeTriage triage = TreeTriage.bare();

  @Test
  void whatAProcessOfSeveralDevicesPrintsAfterItsWaitsIsNoFaultOfItsOwn(@TempDir Path root) throws IOException {
    // SeveralDevicesTest's tree: ranks 4-7 of one process on node-b, rank 0 on node-a; device 3 fails
    drivenByFile(root);
    write(DRIVEN.get(3).debug(root), DRIVEN.get(3).head("ERROR", "10:05:00.000.000").replace("HCCL(", "RUNTIME(")
        + " PrintSdmaErrorInfoForFftsPlusTask:fftsplus task execute failed, dev_id=3, err_type=4[fftsplus sdma error]\n");
    notifyTimeout(root, DRIVEN.get(1), "7", "10:36:00.000.000");
    notifyTimeout(root, DRIVEN.get(0), "5", "10:36:00.100.000");
    // after its devices' waits the process prints HCCL's call trace and the framework's failed call,
    // naming none of its devices
    write(DRIVEN.get(0).debug(root), DRIVEN.get(0).head("ERROR", "10:36:00.200.000")
        + "[HcclCommunicator][ExecOp]call trace: hcclRet -> 4\n"
        + DRIVEN.get(0).head("ERROR", "10:36:00.300.000").replace("HCCL(", "APP(") + " [PTA]:\"HcclAllreduce execute failed\"\n");
    notifyTimeout(root, OTHER, "4", "10:36:01.000.000");

    triage.assertRoots(root, "node-b device-3");
  }

  @Test
  void aLinkRowsPeerAtAnAddressTheInputDoesNotShowIsFoundByTheRankItGives(@TempDir Path root) throws IOException {
    // same-host peers are named by their virtual NIC address, which only the run log's listen line
    // states; here the run logs hold the rank-table init only, so the row's rank must name the peer
    Proc waiter = new Proc("node-a", 4101, 4101, 0, 0);
    Proc silent = new Proc("node-a", 4102, 4102, 1, 1);
    Proc far = new Proc("node-b", 4201, 4201, 2, 0);
    initByFile(root, 3, waiter, silent, far);
    String h = waiter.head("ERROR", "10:12:00.000.000");
    write(waiter.debug(root), h + "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank[0] timeout[120]\n"
        + h + "   _________________________LINK_ERROR_INFO___________________________\n"
        + h + "   |  comm error, device[0]\n"
        + h + "   |  dest_ip(user_rank)  |   dest_port   |  src_ip(user_rank)   |   src_port   |   MyRole   |   Status   |    TlsStatus   |\n"
        + h + "   |  192.168.2.198(1)   |  16666  |   192.168.2.199(0)   |  38211  |  client  | time out |   DISABLE  | LinkInfo\n");
    notifyTimeout(root, far, "0", "10:36:01.000.000");

    triage.assertRoots(root, "node-a device-1");
  }

  @Test
  void aProcessWhoseAiCoreFailedIsARootThoughNoOneWaitedOnIt(@TempDir Path root) throws IOException {
    // CANN troubleshooting, "Symptoms of AI Core Errors": the plog's "there is an aicore error exception"
    // and "Aicore kernel execute failed, device_id=N"; two devices fail, the one waiter names one of them
    Proc a = new Proc("node-a", 4101, 4101, 0, 0);
    Proc b = new Proc("node-b", 4201, 4201, 1, 0);
    Proc waiter = new Proc("node-c", 4301, 4301, 2, 0);
    initByFile(root, 3, a, b, waiter);
    for (Proc p : List.of(a, b)) {
      String h = p.head("ERROR", "10:05:00.000.000").replace("HCCL(", "RUNTIME(");
      write(p.debug(root), h + "ProcessStarsCoreErrorInfo:The error from device(chipId:0, dieId:0), serial number is 2, there is an"
          + " aicore error exception, core id is 11, error code = 0x800000\n"
          + h + "GetError:Aicore kernel execute failed, device_id=0, stream_id=450, report_stream_id=2, task_id=442, flip_num=0,"
          + " fault kernel_name=matmul_1\n");
    }
    notifyTimeout(root, waiter, "0", "10:36:01.000.000");

    triage.assertRoots(root, "node-a device-0", "node-b device-0");
  }

  @Test
  void aMindIeWorkerIsKnownByTheRankAndDeviceItsOwnLogStates(@TempDir Path root) throws IOException {
    // the input holds the MindIE logs and the debug plogs, no HCCL run log: the device IP two CQEs
    // name is known from the worker's "local link info" line only (mind-cluster mindie_parser.py)
    Proc reporter = new Proc("worker-1", 3300, 3300, 0, 0);
    Proc reporter2 = new Proc("worker-1", 3301, 3301, 2, 1);
    Proc silent = new Proc("worker-2", 4400, 4400, 1, 3);
    for (Proc p : List.of(reporter, reporter2, silent)) {
      write(root.resolve(p.host() + "/mindie/log/debug/mindie-llm_" + p.filePid() + "_20261120100000123.log"),
          "[2026-11-20 10:00:02.123+08:00] [" + p.filePid() + "] [" + (p.filePid() + 7) + "] [llm] [INFO] [llm_manager_impl.cpp:327] :"
              + " local link info: global_rank = " + p.rank() + ", local_host_ip = 10.1.0." + (p.rank() + 1)
              + ", local_instance_id = 21551217753756, local_device_ip = 192.168.1." + (10 + p.device())
              + ", local_logic_device_id = " + p.device() + ", local_physical_device_id = " + p.device() + ".\n");
    }
    for (Proc p : List.of(reporter, reporter2)) {
      write(p.debug(root), p.head("ERROR", "10:05:00.000.000")
          + "[Heartbeat]cqe error status[12], time:[2026-11-20 10:04:59.700000], remoteIP:[192.168.1.13]\n");
    }
    write(silent.debug(root), silent.head("INFO", "10:01:00.000.000") + "nothing failed here\n");

    RootCause rc = triage.assertRoots(root, "worker-2 device-3");
    assertEquals(1, rc.rank().orElse(-1), rc.reason());
  }

  @Test
  void aRankWhoseOnlyFileIsItsDeviceLogIsTheEndOfTheChainThatNamesIt(@TempDir Path root) throws IOException {
    // the root's plogs are not in the input; its device log (debug/device-0/device-<pid>_..) holds the
    // AI CPU's report of its own wait on local (remoteRank 4294967295); the others wait on rank 0
    RootCause rc = deviceLogOnlyRoot(root,
        "[ERROR] HCCL(3631,aicpu_scheduler):2026-11-20-10:36:00.000.000 [aicpu_communicator.cc:3083] [4114][TaskException]"
            + "base information is streamId:149, sqid:153, head:1488, tail:136, type:NOTIFY WAIT, localRank:0,"
            + " remoteRank:4294967295, taskId:8101, notifyId:440, addr1High:0x0, addr1Low:0x0, addr2High:0x0, addr2Low:0x0.\n"
            + "[ERROR] HCCL(3631,aicpu_scheduler):2026-11-20-10:36:00.000.002 [aicpu_communicator.cc:3090] [4114][TaskException]"
            + "opData information is tag:AllReduce_" + GROUP + ", group:" + GROUP + ", opIndex:9\n");

    assertEquals(Set.of("node-a device-0"), rootLabels(rc), rc.reason());
    assertEquals(0, rc.rank().orElse(-1), rc.reason());
  }

  /**
   * hcomm's task_exception.cc prints the AI CPU report's opData line only where its window of 200 tasks
   * reaches another operator; otherwise the task sequence alone, or, with no callback registered, a line
   * that names the group but is no opData line (session 23, NOOPDATA). The report's localRank is still
   * the writer's rank in the operation's communicator.
   */
  @ParameterizedTest
  @ValueSource(strings = {"[TaskException]task sequence is OP(9),NW(/,440),SD(/,/),NW(/,17),SD(/,/)",
      "[TaskException][PrintTaskExceptionOpInfo] fail, indOp callback is nullptr, group:" + GROUP + ", opIndex:9"})
  void aDeviceLogOnlyRankIsTheEndOfTheChainWhenItsReportHasNoOpDataLine(String next, @TempDir Path root) throws IOException {
    RootCause rc = afterHcommBaseLine(root, next);

    assertEquals(Set.of("node-a device-0"), rootLabels(rc), rc.reason());
    assertEquals(0, rc.rank().orElse(-1), rc.reason());
  }

  @Test
  void theGroupOfTheCallbackLineTellsTheRankFromAnotherCommunicatorsRankOfTheSameNumber(@TempDir Path root)
      throws IOException {
    // another process is rank 0 too, of the rank table's communicator: only the group the line names tells them apart
    Proc decoy = new Proc("node-c", 4300, 4300, 0, 3);
    initByFile(root, 3, decoy);
    RootCause rc = afterHcommBaseLine(root, "[TaskException][PrintTaskExceptionOpInfo] fail, indOp callback is nullptr,"
        + " group:" + GROUP + ", opIndex:9");

    assertEquals(Set.of("node-a device-0"), rootLabels(rc), rc.reason());
  }

  /** hcomm task_exception.cc's base line (PrintTaskException) of rank 0's own wait on local, then {@code next}. */
  private static RootCause afterHcommBaseLine(Path root, String next) throws IOException {
    return deviceLogOnlyRoot(root, "[ERROR] HCCL(3631,aicpu_scheduler):2026-11-20-10:36:00.000.000 [task_exception.cc:120]"
        + " [4114]PrintTaskException base information is streamId:149, sqid:153, head:1488, tail:136, type:NOTIFY WAIT,"
        + " localRank:0, remoteRank:4294967295, taskId:8101, notifyId:440, length:0, addr1High:0x0, addr1Low:0x0,"
        + " addr2High:0x0, addr2Low:0x0.\n[ERROR] HCCL(3631,aicpu_scheduler):2026-11-20-10:36:00.000.002"
        + " [task_exception.cc:188] [4114]" + next + "\n");
  }

  /**
   * Rank 0's plogs are not in the input, only its device log (debug/device-0/device-&lt;pid&gt;_..) with
   * {@code deviceLog}; ranks 1 and 2 wait on rank 0 and on rank 1.
   */
  private static RootCause deviceLogOnlyRoot(Path root, String deviceLog) throws IOException {
    Proc waiter = new Proc("node-a", 4101, 4101, 1, 1);
    Proc far = new Proc("node-b", 4201, 4201, 2, 0);
    initByFile(root, 3, waiter, far);
    write(root.resolve("node-a/process_log/debug/device-0/device-4100_20261120100500000.log"), deviceLog);
    notifyTimeout(root, waiter, "0", "10:36:01.000.000");
    notifyTimeout(root, far, "1", "10:36:01.000.000");
    return triage.rootCause(root);
  }

  @Test
  void aLateRankIsToldByWhenItBeganToWaitWhenEachProcessHasItsOwnTimeout(@TempDir Path root) throws IOException {
    // HCCL_EXEC_TIMEOUT is each process's environment: rank 0 waits 3600 s, ranks 1 and 2 300 s. Ranks 0
    // and 1 begin waiting on rank 2 at 10:00 and report at 11:00 and 10:05; rank 2 comes at 11:10, after
    // both gave up, and reports at 11:15 naming rank 0. Its report is within the longest timeout of the
    // others' reports, but it began to wait after every other had reported
    PlogTree.lateThird(root, new int[] {3600, 300, 300}, "11:00:00.100.000", "10:05:00.300.000", "11:15:00.000.000");

    triage.assertRoots(root, "node-a device-2");
  }
}
