package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * silent33, stuck32's note 1: a hung process whose only record is its launcher's stop request (torchrun's
 * {@code exitcode : -15}, SIGTERM) and no line names the rank waited on (no para line, no EI0002 text, no
 * heartbeat). hcclug_000059 and troubleshooting_0110 send the reader to the rank that did not report the
 * timeout; log-formats.md 9.4 files a rank the agent stopped under the agent's cascade: the record is the
 * launcher's, about the process, not a report of its own. So the process counts as a member that reported
 * nothing ({@code Members.silent}). The tree is {@link OlderNotifyTextTest}'s without the EI0002 texts and
 * torch_npu's wrappers: node-b's rank 2 (pid 2200) hung, the others' plogs report their notify waits naming
 * no rank.
 */
class LauncherStoppedMemberTest {
  private static TreeTriage triage;

  @BeforeAll
  static void build() {
    triage = TreeTriage.bare();
  }

  @AfterAll
  static void release() {
    triage = null; // the suite runs in one JVM
  }

  @Test
  void aMemberWhoseOnlyRecordIsItsLaunchersStopReportedNothing(@TempDir Path dir) throws IOException {
    RootCause rc = triage.rootCause(OlderNotifyTextTest.tree(dir, false, ""));
    assertEquals("node-b", rc.host().orElse(""), rc.reason());
    assertEquals("2200", rc.pid().orElse(""), rc.reason());
    assertEquals(1, rc.roots().size(), rc.roots().toString());
    assertTrue(rc.reason().contains("stopped"), rc.reason());
  }

  @Test
  void aProcessStoppedAfterAWaitOfItsOwnIsNoSilentMember(@TempDir Path dir) throws IOException {
    // rank 2 reported the same notify wait before its launcher stopped it: it waited like the others
    String own = OlderNotifyTextTest.taskReport(2200, "22:04:07.677.999");
    RootCause rc = triage.rootCause(OlderNotifyTextTest.tree(dir, false, own));
    assertNotEquals("2200", rc.pid().orElse(""), rc.reason());
  }

  @Test
  void aProcessStoppedAfterAFaultOfItsOwnIsNotSilent(@TempDir Path dir) throws IOException {
    // rank 2 failed on its own (an AI Core fault) before the stop: its own fault names it, not its silence
    String own = "[ERROR] RUNTIME(2200,python3.8):2025-11-06-21:40:01.112.004 [task_info.cc:1203]2217 PrintErrorInfo:Aicore "
        + "kernel execute failed, device_id=0, stream_id=5, task_id=17, fault kernel_name=MatMulV2_17\n";
    RootCause rc = triage.rootCause(OlderNotifyTextTest.tree(dir, false, own));
    assertEquals("2200", rc.pid().orElse(""), rc.reason());
    assertTrue(!rc.reason().contains("reported nothing"), rc.reason());
  }
}
