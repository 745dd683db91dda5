package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.rootcause.PlogTree.Proc;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rank that reached link setup after the others had timed out waiting for it, whose own wait is
 * a later line of hcomm's grouped CONNECT TIMEOUT DETECT result (detect_connect_anomalies.cc joins
 * the sentences with newlines into one message: only the first line has a header). When a sentence
 * received from another node sorts first, the late rank's own sentence is that headerless line; it
 * was reported at the message's time, which shows the rank came late. Read without a time, its wait
 * on a rank that had left closed a cycle of waits and every member was named. Hand-written trees;
 * the values are made up.
 */
class LateGroupedDetectTest {
  private static final TreeTriage triage = TreeTriage.bare();

  // node-x is server 10.2.0.1 (ranks 0 and 1), node-y is 10.2.0.2 (ranks 2 and 3)
  private static final Proc X0 = new Proc("node-x", 3100, 3100, 0, 0);
  private static final Proc X1 = new Proc("node-x", 3102, 3102, 1, 1);
  private static final Proc Y2 = new Proc("node-y", 6200, 6200, 2, 0);
  private static final Proc Y3 = new Proc("node-y", 6202, 6202, 3, 1);

  private static String server(Proc p) {
    return p.host().equals("node-x") ? "10.2.0.1" : "10.2.0.2";
  }

  private static String says(Proc src, Proc dst) {
    return "This node (server " + server(src) + ", device ID " + src.device() + ") detects that srcRank (server " + server(src)
        + ", device ID " + src.device() + ") fails to connect to dstRank (server " + server(dst) + ", device ID " + dst.device()
        + "). Continue to analyze the fault based on the logs of srcRank and dstRank.";
  }

  /** {@code w}'s link-setup timeout at {@code time}, its detect result holding {@code sentences} (one message). */
  private static void timesOut(Path root, Proc w, String time, String sentences) throws IOException {
    String h = w.head("ERROR", time);
    write(w.debug(root), h + "[Wait][LinkEstablish]wait socket establish timeout, role[1] rank[" + w.rank() + "] timeout[120]\n"
        + h + "-------------------CONNECT TIMEOUT DETECT RESULT-----------------------\n"
        + h + sentences + "\n" + h + "----------------------------------------------------------------------\n");
  }

  /**
   * Ranks 0, 1 and 2 gave up at 10:05 (0 on 1, 1 and 2 on the late rank 3 or through it); rank 3
   * began 40 minutes later and timed out on rank 0, which had left. Its result holds rank 0's
   * sentence, received and sorted first (10.2.0.1 before 10.2.0.2), and then its own, headerless.
   */
  private static void lateTree(Path root) throws IOException {
    for (Proc p : List.of(X0, X1, Y2, Y3)) {
      write(p.run(root), p.head("INFO", "10:00:01.000.000") + "[HCCL_TRACE]hcom init by file success,take time [900]us,"
          + " rankTablePath[/job/rank_table.json], rankNum[4], rank[" + p.rank() + "],server[" + server(p) + "], device["
          + p.device() + "]\n");
    }
    timesOut(root, X0, "10:04:10.000.000", says(X0, X1));
    timesOut(root, X1, "10:04:12.000.000", says(X1, Y3));
    timesOut(root, Y2, "10:04:15.000.000", says(Y2, X1));
    timesOut(root, Y3, "10:46:30.000.000", says(X0, X1) + "\n" + says(Y3, X0));
  }

  @Test
  void theLateRanksOwnSentenceOnTheMessagesSecondLineTellsItCameLate(@TempDir Path root) throws IOException {
    lateTree(root);

    RootCause rc = triage.assertRoots(root, "node-y device-1");
    assertFalse(rc.cycle(), "no cycle of waits: " + rc.reason());
    assertTrue(rc.reason().contains("HCCL_CONNECT_TIMEOUT"), "decided as a late report: " + rc.reason());
  }
}
