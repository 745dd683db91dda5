package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import org.junit.jupiter.api.Test;

/**
 * port40: Mooncake's Ascend direct transport picks its listen port at install from its device's range
 * (kvcache-ai/Mooncake@ae0d52f7 ascend_direct_transport.cpp, allocateLocalSegmentID and
 * findAdxlListenPort); when no port of the range can be bound it logs that it found none and the engine
 * never listens: a held port, link setup. Lines are made up from the printed forms of that file (glog
 * prefix) and of later versions (which add the device), with the engine's own range line as the
 * look-alike.
 */
class KvEnginePortRangeTest {

  private static LayerReasoner.Answer reason(String... lines) {
    return LayerReasonerTest.reason(String.join("\n", lines));
  }

  private static void assertHeldPort(String line) {
    LayerReasoner.Answer a = reason(line);
    assertEquals(Layer.LINK_SETUP, a.layer(), a.clues().toString());
    assertTrue(StrangerDevClassesTest.fault(a, "link-setup.listen-port-in-use"), a.clues().toString());
  }

  @Test
  void anEngineThatCanBindNoPortOfItsRangeIsAHeldPort() {
    assertHeldPort("E1207 09:00:00.000000 3120 ascend_direct_transport.cpp:566] Find available port failed.");
    // later versions name the device whose range was full
    assertHeldPort("E1207 09:00:00.000000 3120 ascend_direct_transport.cpp:172] Find available port failed"
        + " for device: 2");
  }

  @Test
  void theRangeTheEngineSearchesIsNoFailure() {
    LayerReasoner.Answer a = reason("I1207 09:00:00.000000 3120 ascend_direct_transport.cpp:620]"
        + " Find available between 20200 and 20300");
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
  }
}
