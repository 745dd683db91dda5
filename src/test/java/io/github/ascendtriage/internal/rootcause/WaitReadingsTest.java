package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.Peer;
import io.github.ascendtriage.internal.extract.facts.WaitKind;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/** What Laggards reads from an event is read once per event, and forgotten when the event has left (issue 38). */
class WaitReadingsTest {
  private static ErrorEvent event(EventKind kind, String ts, String text, List<Peer> peers) {
    return new ErrorEvent(new Evidence("plog-1_1.log", 1L, text), kind, Optional.ofNullable(ts), Optional.empty(),
        Optional.empty(), Optional.empty(), Optional.empty(), Optional.of("1"), peers, false, Optional.empty(),
        Optional.empty(), DeviceReading.EITHER, Optional.empty());
  }

  @Test
  void readsAnEventOnceAndAnotherEventAnew() {
    AtomicInteger calls = new AtomicInteger();
    ToIntFunction<String> sig = lower -> {
      calls.incrementAndGet();
      return lower.contains("notify wait") ? 1 : 0;
    };
    WaitReadings r = new WaitReadings();
    ErrorEvent e = event(EventKind.CASCADE, "2025-06-19T09:10:00.123", "Notify Wait timeout", List.of());
    assertEquals(1, r.of(e, sig).unnamed());
    assertEquals(Optional.of(LocalDateTime.parse("2025-06-19T09:10:00.123")), r.of(e, sig).time());
    assertEquals(1, calls.get(), "the same event is read once");
    // an equal event replaced in the window is a new key, read anew
    ErrorEvent same = event(EventKind.CASCADE, "2025-06-19T09:10:00.123", "Notify Wait timeout", List.of());
    r.of(same, sig);
    assertEquals(2, calls.get());
    // the signatures are asked only of a cascade that names no peer
    assertEquals(0, r.of(event(EventKind.FAULT, null, "notify wait", List.of()), sig).unnamed());
    assertEquals(0, r.of(event(EventKind.CASCADE, null, "notify wait", List.of(Peer.rankOf(WaitKind.NOTIFY, "3", null))), sig)
        .unnamed());
    assertEquals(2, calls.get());
  }

  @Test
  void aTimeThatDoesNotParseIsNone() {
    WaitReadings r = new WaitReadings();
    assertEquals(Optional.empty(), r.of(event(EventKind.CASCADE, "19/06 09:10", "x", List.of()), l -> 0).time());
    assertEquals(Optional.empty(), r.of(event(EventKind.CASCADE, null, "x", List.of()), l -> 0).time());
  }

  @Test
  void forgetsTheEventsThatLeftOnceTheyOutnumberTheLiveOnes() {
    WaitGraph g = new WaitGraph(null, Map.of(), Map.of());
    WaitGraph.Node n = new WaitGraph.Node("p:1", true, null);
    g.nodes.put(n.key, n);
    WaitReadings r = g.readings;
    List<ErrorEvent> all = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      all.add(event(EventKind.CASCADE, "2025-06-19T09:10:00", "line " + i, List.of()));
      r.of(all.get(i), l -> 0);
    }
    n.events.addAll(all.subList(190, 200));
    WaitReadings.Reading kept = r.of(all.get(195), l -> 0);
    r.forgetGone(g);
    assertEquals(10, r.size());
    assertSame(kept, r.of(all.get(195), l -> 0), "a live event keeps its reading");
    // few gone events are kept: forgetting costs a pass over the graph, so it waits for many
    r.of(all.get(0), l -> 0);
    r.forgetGone(g);
    assertTrue(r.size() == 11);
  }
}
