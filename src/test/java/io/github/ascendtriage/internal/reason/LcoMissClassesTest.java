package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * Classes of the leave-case-out misses (lco21, issue 35), each read from the source that names it, so
 * that the class is still read when its specific case is held out: MindIE's KV pull failure
 * (ascend-fd's message form) and repeated link (MindIE's reference for MIE05E01001A), MindSpore's
 * scheduler counting fewer workers than declared (constants.h), and hccn_tool results quoted on the
 * line of their command or inside a sentence. Lines are made up from the printed forms.
 */
class LcoMissClassesTest {

  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  private static boolean fault(LayerReasoner.Answer a, String rule) {
    return StrangerDevClassesTest.fault(a, rule);
  }

  @Test
  void aFailedKvPullIsTheTransferWhateverCodeItCarries() {
    LayerReasoner.Answer a = reason("[2026-12-06 02:00:00.000] [4411] [ERROR] [text_generator] [MIE05E01001A]"
        + " pull kv from 203.0.113.9 failed, request_id=abc-3");
    assertEquals(Layer.COLLECTIVE, a.layer(), a.clues().toString());
    assertTrue(fault(a, "collective.mindie-pull-kv"), a.clues().toString());
    assertFalse(fault(a, "script.mindie-repeated-link"), "the pull owns its line: " + a.clues());
  }

  @Test
  void theBareRepeatedLinkCodeIsTheCallersLinkHandling() {
    LayerReasoner.Answer a = reason("[2026-12-06 02:00:00.000] [4411] [ERROR] [text_generator] [MIE05E01001A]"
        + " request failed, device 3 already linked");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(fault(a, "script.mindie-repeated-link"), a.clues().toString());
  }

  @Test
  void fewerWorkersThanDeclaredIsTheLaunchConfiguration() {
    LayerReasoner.Answer a = reason("[ERROR] ME(90:1,MainProcess):2026-12-06-02:00:00.000.000"
        + " [mindspore/parallel/cluster/process_entity/_api.py:12] Spawned worker process number is not as expected,"
        + " expect 16, got 12");
    assertEquals(Layer.SCRIPT, a.layer(), a.clues().toString());
    assertTrue(fault(a, "script.msrun-worker-count"), a.clues().toString());
  }

  @Test
  void aPingResultQuotedWithItsCommandIsRead() {
    LayerReasoner.Answer a = reason("checked the peer: hccn_tool -i 5 -ping -g address 203.0.113.20 gives"
        + " 10 packets transmitted, 0 received, 100.00% packet loss");
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    assertTrue(fault(a, "network.device-reach"), a.clues().toString());
    LayerReasoner.Answer ok = reason("checked the peer: hccn_tool -i 5 -ping -g address 203.0.113.20 gives"
        + " 10 packets transmitted, 10 received, 0.00% packet loss");
    assertFalse(fault(ok, "network.device-reach"), "no loss is no fault: " + ok.clues());
  }

  @Test
  void aLossOfSignalFlagInsideASentenceIsRead() {
    LayerReasoner.Answer a = reason("卡 6 的端口 down，查光模块 Rx Los Flag : 0x3，其余卡正常。");
    assertEquals(Layer.NETWORK, a.layer(), a.clues().toString());
    assertTrue(fault(a, "network.device-reach"), a.clues().toString());
    LayerReasoner.Answer ok = reason("卡 6 查光模块 Rx Los Flag : 0x0，收光正常。");
    assertFalse(fault(ok, "network.device-reach"), "a flag of 0 is light on every lane: " + ok.clues());
  }
}
