package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.GROUP;
import static io.github.ascendtriage.internal.rootcause.PlogTree.notifyTimeout;
import static io.github.ascendtriage.internal.rootcause.PlogTree.setupAgent;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.output.Lang;
import io.github.ascendtriage.internal.output.TextReport;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import io.github.ascendtriage.testing.LogTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The error-CQE rule (D3 of docs/rootcause.md) counts reporters and reads an end's silence; CANN's log
 * rotation deletes a process's oldest plog files (ASCEND_HOST_LOG_FILE_NUM newest kept, 20 MB each,
 * envref_07_0126), so a process whose oldest surviving debug plog begins after the error CQEs may have
 * reported one too, or reported a wait, and is not a process that printed nothing. Hand-written trees
 * of four hosts of one process each, built from that class (which process lost its early files, and
 * whether the survivors still decide), not from any one tree's wording; the values are made up.
 */
class RotatedCqeReporterTest {
  private static final TreeTriage triage = TreeTriage.bare();

  private static final Proc A = new Proc("w0", 11, 11, 0, 0);
  private static final Proc B = new Proc("w1", 21, 21, 1, 0);
  private static final Proc C = new Proc("w2", 31, 31, 2, 0);
  private static final Proc D = new Proc("w3", 41, 41, 3, 0);

  private static String deviceIp(Proc p) {
    return "192.0.2." + (10 + p.rank());
  }

  /** Each process's SetupAgent line (its device address) at {@code 10:00:01} on its host's clock, {@code shift} minutes off on w1. */
  private static void identities(Path root, int shift, boolean initDone) throws IOException {
    for (Proc p : List.of(A, B, C, D)) {
      setupAgent(root, p, 4, p.device(), deviceIp(p));
      if (initDone) {
        String t = p == B ? String.format("%02d:%02d:01.500.000", (600 + shift) / 60, (600 + shift) % 60) : "10:00:01.500.000";
        write(p.run(root), p.head("INFO", t) + "[HCCL_TRACE]HcclCommInitRootInfo success,take time [227304]us, rankNum[4], rank["
            + p.rank() + "],rootInfo identifier[" + GROUP + "],  server[10.1.0.1%eth0], logicDevId[" + p.device() + "]\n");
      }
    }
  }

  private static void cqe(Path root, Proc from, Proc to, String time) throws IOException {
    write(from.debug(root), from.head("ERROR", time) + "[Heartbeat]cqe error status[12], time:[2026-11-20 " + time.substring(0, 8)
        + ".000000], remoteIP:[" + deviceIp(to) + "]\n");
  }

  /** What is left of {@code p}'s debug plog after rotation: a newer file, named by its first line, of INFO lines only. */
  private static void rotatedDebug(Path root, Proc p, String hhmm) throws IOException {
    Path f = root.resolve(p.host() + "/process_log/debug/plog/plog-" + p.filePid() + "_20261120" + hhmm.replace(":", "")
        + "00000.log");
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 5; i++) {
      b.append(p.head("INFO", hhmm + ":0" + i + ".000.000")).append("[TransportManager] teardown step ").append(i).append('\n');
    }
    write(f, b.toString());
  }

  @Test
  void oneSurvivingReporterBesideAProcessWhoseEarlyReportsRotatedAwayIsNotDecided(@TempDir Path root) throws IOException {
    identities(root, 0, false);
    cqe(root, A, C, "10:05:00.000.000");
    rotatedDebug(root, B, "10:06"); // B's CQE naming C would have made C the only root
    notifyTimeout(root, D, "0", "10:36:00.000.000");

    RootCause rc = triage.assertRoots(root, "w0 device-0", "w2 device-0"); // what survives gives, said to be weaker
    assertFalse(rc.decided(), rc.reason());
    assertEquals(List.of("w1/rank 1"), rc.reportsGone());
    assertTrue(rc.reason().contains("early reports gone on w1/rank 1") && rc.reason().contains("cannot tell"), rc.reason());
  }

  @Test
  void twoSurvivingReportersThatAgreeStillDecide(@TempDir Path root) throws IOException {
    identities(root, 0, false);
    cqe(root, A, C, "10:05:00.000.000");
    cqe(root, D, C, "10:05:01.000.000");
    rotatedDebug(root, B, "10:06");

    RootCause rc = triage.assertRoots(root, "w2 device-0");
    assertTrue(rc.decided(), rc.reason());
    assertEquals(List.of("w1/rank 1"), rc.reportsGone());
    assertTrue(rc.reason().endsWith("what survives still decides"), rc.reason());
  }

  @Test
  void aDebugPlogThatBeginsWithItsOwnReportWasNotRotated(@TempDir Path root) throws IOException {
    identities(root, 0, false);
    cqe(root, A, C, "10:05:00.000.000");
    notifyTimeout(root, B, "0", "10:36:00.000.000"); // its file begins with its wait: created by its first error

    RootCause rc = triage.assertRoots(root, "w0 device-0", "w2 device-0");
    assertTrue(rc.decided(), rc.reason());
    assertEquals(List.of(), rc.reportsGone());
  }

  @Test
  void theSilentEndWhoseEarlyReportsRotatedAwayIsNotDecided(@TempDir Path root) throws IOException {
    identities(root, 0, false);
    cqe(root, A, C, "10:05:00.000.000");
    rotatedDebug(root, C, "10:07"); // had C reported a wait, it would be a cascade and A the root alone

    RootCause rc = triage.assertRoots(root, "w0 device-0", "w2 device-0");
    assertFalse(rc.decided(), rc.reason());
    assertEquals(List.of("w2/rank 2"), rc.reportsGone());
  }

  @Test
  void aHostWhoseClockRunsBehindIsComparedOnClocksTheInitAligns(@TempDir Path root) throws IOException {
    identities(root, -5, true); // w1's clock is five minutes behind: its init ended at 09:55:01.5 by it
    cqe(root, A, C, "10:05:00.000.000");
    rotatedDebug(root, B, "10:03"); // 10:08 on the others' clocks: after the CQE

    RootCause rc = triage.rootCause(root);
    assertFalse(rc.decided(), rc.reason());
    assertEquals(List.of("w1/rank 1"), rc.reportsGone());
  }

  @Test
  void aHostWhoseClockRunsAheadIsNotTakenForRotated(@TempDir Path root) throws IOException {
    identities(root, 5, true); // w1's clock is five minutes ahead
    cqe(root, A, C, "10:05:00.000.000");
    rotatedDebug(root, B, "10:06"); // 10:01 on the others' clocks: before the CQE, so its file holds that time

    RootCause rc = triage.assertRoots(root, "w0 device-0", "w2 device-0");
    assertTrue(rc.decided(), rc.reason());
    assertEquals(List.of(), rc.reportsGone());
  }

  @Test
  void debugPlogFilesAtTheCapWithNoTimeReadAreTakenForRotated(@TempDir Path root) throws IOException {
    identities(root, 0, false);
    cqe(root, A, C, "10:05:00.000.000");
    // ASCEND_HOST_LOG_FILE_NUM's default number of files, none with a plog header
    LogTrees.headerlessPlogs(root.resolve("w1/process_log/debug/plog"), 21, RotatedLogs.FILE_NUM);

    RootCause rc = triage.rootCause(root);
    assertFalse(rc.decided(), rc.reason());
    assertEquals(List.of("w1/rank 1"), rc.reportsGone());
  }

  @Test
  void theReportSaysItInChinese(@TempDir Path root) throws IOException {
    identities(root, 0, false);
    cqe(root, A, C, "10:05:00.000.000");
    rotatedDebug(root, B, "10:06");

    Diagnosis d = triage.engine().diagnose(root);
    String zh = TextReport.text(d, Lang.ZH).replaceAll("\\n\\s+", ""); // wrapped lines joined
    assertTrue(zh.contains("未能判定") && zh.contains("以下进程的早期报错已不在输入中") && zh.contains("无法判定"), zh);
    assertFalse(zh.contains("early reports gone"), zh);
    String en = TextReport.text(d, Lang.EN).replaceAll("\\s+", " ");
    assertTrue(en.contains("not decided (early reports gone)"), en);
  }
}
