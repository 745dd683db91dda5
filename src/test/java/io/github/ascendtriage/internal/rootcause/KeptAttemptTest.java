package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * rerun38 (eighth37's class 4, aicpu37's note (a)): when the folders hold two attempts of one job, the attempt set
 * aside is history, and the answer says what it failed of. The first attempt here hangs in a collective (notify waits
 * on a silent rank, log-formats 8.3); the second fails at link setup (HCCL's older link table, log-formats 8.2).
 * Hand-written; pids, times and addresses are made up. (rerun38's test that the set-aside lines do not choose the case
 * or the layer was deleted by kept39 with the reading it tested: docs/rootcause.md kept39.)
 */
class KeptAttemptTest {
  private static final TreeTriage triage = TreeTriage.withBuiltInCases();

  /** The first attempt: ranks 0-3 on two hosts, two devices each. */
  private static final List<Proc> FIRST = PlogTree.TWO_HOSTS;

  /** The second attempt: the same seats, new pids. */
  private static final List<Proc> SECOND = FIRST.stream()
      .map(p -> new Proc(p.host(), p.filePid() + 1000, p.linePid() + 1000, p.rank(), p.device())).toList();

  private static String deviceIp(Proc p) {
    return "192.0.2." + (10 + p.rank());
  }

  /** Each process completes communicator init at {@code time}. */
  private static void init(Path root, List<Proc> ps, String time) throws IOException {
    for (Proc p : ps) {
      write(p.run(root), p.head("INFO", time) + "[HCCL_TRACE]hcom init by file success,take time [1200]us,"
          + " rankTablePath[/job/rank_table.json], rankNum[4], rank[" + p.rank() + "],server[10.1.0.1], device["
          + p.device() + "]\n");
    }
  }

  /**
   * Attempt 1: every rank but 3 waits in an all-reduce on rank 3, which prints nothing: the task exception callback's
   * notify-wait report (log-formats 8.3, as the ascend-fd fixtures print it) and the CANN message EI0002 (log-formats 3).
   */
  private static void hungInACollective(Path root) throws IOException {
    init(root, FIRST, "09:00:01.000.000");
    for (Proc p : FIRST.subList(0, 3)) {
      String h = p.head("ERROR", "09:35:40.000.000") + "[TaskExceptionHandler][Callback]Task run failed, ";
      write(p.debug(root), h + "base information is streamID:[13], taskID[7], taskType[Notify Wait], tag[AllReduce_x].\n"
          + h + "para information is notify id:[0x0000000100000c2b], value:[1], remote rank:[3].\n"
          + h + "groupRank information is group:[" + PlogTree.GROUP + "], user define information[], rankSize[4], rankId["
          + p.rank() + "].\n"
          + "EI0002: [PID: " + p.linePid() + "] 2026-11-20-09:35:40.100.000 The wait execution of the Notify register times out."
          + " Reason: The Notify register has not received the Notify record from remote rank: [3].\n");
    }
  }

  /**
   * Attempt 2: every rank but 3 reports its link to rank 3 as not connected, in the older link table that ends with the
   * reasons' head (log-formats 8.2's older layout, the ascend-fd fixture st_event_timeout); rank 3 prints nothing more.
   */
  private static void failedAtLinkSetup(Path root) throws IOException {
    init(root, SECOND, "11:00:01.000.000");
    Proc dst = SECOND.get(3);
    for (Proc p : SECOND.subList(0, 3)) {
      String h = p.head("ERROR", "11:02:01.500.000");
      write(p.debug(root), h + "   _________________________LINK_ERROR_INFO___________________________\n"
          + h + "   |  comm error, device[" + p.device() + "] num[1] \n"
          + h + "   |  dest_ip(rank_id)  |  src_ip(rank_id)   |   Role   |   Status   |   \n"
          + h + "   |--------------------|--------------------|----------|------------|   \n"
          + h + "   |  " + deviceIp(dst) + "(3)   |   " + deviceIp(p) + "(" + p.rank() + ")   |  client | no connect |   \n"
          + h + "the connection failure between this device and target device may be due to the following reasons:\n");
    }
  }

  @Test
  void theAnswerSaysWhatTheAttemptSetAsideFailedOf(@TempDir Path root) throws IOException {
    hungInACollective(root);
    failedAtLinkSetup(root);

    String reason = triage.rootCause(root).reason();

    assertTrue(reason.contains("attempt 2 of 2 was read"), reason);
    assertTrue(reason.contains("had failed first at a/process_log/debug/plog/plog-100_"), reason);
    assertTrue(reason.contains("[TaskExceptionHandler][Callback]Task run failed"), reason);
  }
}
