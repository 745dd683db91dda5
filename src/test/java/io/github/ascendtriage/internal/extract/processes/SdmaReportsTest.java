package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.ascendtriage.internal.extract.ExtractSupport;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * sdma40: HCCL's EI0012 screen line is a fault of its writer that names the card its copy went to, as an error CQE
 * names its far end (never a wait), without being marked a CQE. The line's form is the one hicann/hccl@09300b70
 * task_exec_stage.md prints (SDMA ERROR, EI0012) and the catalogue's message (EI0012).
 */
class SdmaReportsTest {
  private static ErrorEvent only(String line) {
    List<ErrorEvent> events = ExtractSupport.collect(line).events();
    assertEquals(1, events.size(), line);
    return events.get(0);
  }

  @Test
  void theScreenLineNamesItsTaskInformationsRemoteRankInItsGroup() {
    ErrorEvent e = only("[PID: 7311] 2026-03-02-10:14:07.512.330 Execution_Error_SDMA(EI0012): SDMA memory copy task exception "
        + "occurred. Remote rank: [9]. Base information: [streamID:[40], taskID[7], taskType[Memcpy], tag[], AlgType(level 0-1-2):"
        + "[null-null-null].]. Task information: [src:[0x12c1], dst:[0x12c0], size:[0x80], notify id:[0xffffffffffffffff], link "
        + "type:[HCCS], remote rank:[5]]. Communicator information: [group:[pp_group_3], user define information[], rankSize[8], "
        + "rankId[4]].");
    assertEquals(EventKind.FAULT, e.kind());
    assertFalse(e.hardware());
    assertEquals(List.of(Peer.rankOf(WaitKind.CQE_REMOTE, "5", "pp_group_3")), e.peers());
  }

  @Test
  void theCatalogueTextWithoutTaskFieldsNamesTheMessagesRank() {
    ErrorEvent e = only("[PID: 88] 2026-03-02-10:14:07.512.330 Execution_Error_SDMA(EI0012): SDMA memory copy task exception "
        + "occurred. Remote rank: 12. Base information: streamID:[51]. Task information: taskType[Memcpy]. Communicator "
        + "information: 10.1.0.3%eth0_60000_0_1.");
    assertEquals(EventKind.FAULT, e.kind());
    assertEquals(List.of(Peer.rankOf(WaitKind.CQE_REMOTE, "12", null)), e.peers());
  }
}
