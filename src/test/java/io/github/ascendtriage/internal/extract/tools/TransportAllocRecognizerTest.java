package io.github.ascendtriage.internal.extract.tools;

import static io.github.ascendtriage.internal.extract.ExtractSupport.collect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** HCCL's transport allocation failure: a waiting-side event that carries its operator's tag (a line written for this test). */
class TransportAllocRecognizerTest {
  @Test
  void theFailureIsAWaitOfItsWriterWithTheTag() {
    FeatureSet f = collect("[ERROR] HCCL(5120,python3):2026-03-01-10:33:12.008.310 [hccl_communicator.cc:3392] [5129]"
        + "[AllocAlgResource]Alloc transports failed, tag[AllGather_192.0.2.9%eth1_60000_2_1765367469951573]");
    assertEquals(1, f.events().size(), f.events().toString());
    ErrorEvent e = f.events().get(0);
    assertEquals(EventKind.CASCADE, e.kind());
    assertEquals(Optional.of("AllGather_192.0.2.9%eth1_60000_2_1765367469951573"), e.tag());
    assertEquals(Optional.of("5120"), e.pid());
  }

  @Test
  void anInfoLineSayingTheSameIsNoEvent() {
    FeatureSet f = collect("[INFO] HCCL(5120,python3):2026-03-01-10:33:12.008.310 [hccl_communicator.cc:3392] [5129]"
        + "[AllocAlgResource]Alloc transports failed, tag[AllGather_x]");
    assertTrue(f.events().isEmpty(), f.events().toString());
  }
}
