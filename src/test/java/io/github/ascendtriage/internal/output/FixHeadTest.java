package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.RootCause;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Where a fix line says its step runs (issue 36): the root's host when the input shows the root;
 * for a root outside the input, what its waiters named (host, address, rank) or that the input
 * does not show where; never a host the lines did not name.
 */
class FixHeadTest {
  private static FixStep step(Optional<String> host) {
    return new FixStep(new RemediationStep("hccn_tool -i 0 -link -g", "the link", List.of(), Map.of()), FixOrigin.CASE,
        "c", OptionalDouble.empty(), host);
  }

  private static RootCause outside(ProcessPlace p) {
    return new RootCause(p.host(), p.rank(), p.device(), "worker-0/plog-1.log", "the waiters name it", List.of(),
        Optional.empty(), List.of(p), List.of(), List.of(), List.of(), false, false);
  }

  private static ProcessPlace place(Optional<String> host, OptionalInt rank, Optional<String> address) {
    return new ProcessPlace(host, rank, OptionalInt.empty(), Optional.empty(), Optional.empty(), "unknown (peer)", false, address);
  }

  @Test
  void aRootInTheInputIsRunOnItsHost() {
    RootCause known = new RootCause(Optional.of("worker-1"), OptionalInt.of(3), OptionalInt.of(1), "f", "r", List.of());
    assertEquals("on worker-1: ", RootCauseWords.fixHead(step(Optional.of("worker-1")), Optional.of(known), Lang.EN));
    assertEquals("", RootCauseWords.fixHead(step(Optional.empty()), Optional.empty(), Lang.EN));
  }

  /** A step without a host while the root has one sets what every rank reads (FixSteps.placed): said so (fixdev15). */
  @Test
  void aStepForEveryRankSaysSo() {
    RootCause known = new RootCause(Optional.of("worker-1"), OptionalInt.of(3), OptionalInt.of(1), "f", "r", List.of());
    assertEquals("on every rank: ", RootCauseWords.fixHead(step(Optional.empty()), Optional.of(known), Lang.EN));
    ProcessPlace onHost = place(Optional.of("worker-2"), OptionalInt.of(5), Optional.of("10.0.0.9"));
    assertEquals("on every rank: ", RootCauseWords.fixHead(step(Optional.empty()), Optional.of(outside(onHost)), Lang.EN));
    assertTrue(Lang.chineseWords().containsKey("onHost.everyRank"));
    RootCause noHost = new RootCause(Optional.empty(), OptionalInt.of(3), OptionalInt.empty(), "f", "r", List.of());
    assertEquals("", RootCauseWords.fixHead(step(Optional.empty()), Optional.of(noHost), Lang.EN));
  }

  @Test
  void anOutsideRootIsRunWhereItsWaitersNameIt() {
    ProcessPlace onHost = place(Optional.of("worker-2"), OptionalInt.of(5), Optional.of("10.0.0.9"));
    assertEquals("on worker-2 (root process not in the input): ",
        RootCauseWords.fixHead(step(Optional.of("worker-2")), Optional.of(outside(onHost)), Lang.EN));
    ProcessPlace byAddress = place(Optional.empty(), OptionalInt.empty(), Optional.of("10.0.0.9"));
    assertEquals("on the host of 10.0.0.9 (not in the input): ",
        RootCauseWords.fixHead(step(Optional.empty()), Optional.of(outside(byAddress)), Lang.EN));
    ProcessPlace byRank = place(Optional.empty(), OptionalInt.of(12), Optional.empty());
    assertEquals("on the host of rank 12 (not in the input): ",
        RootCauseWords.fixHead(step(Optional.empty()), Optional.of(outside(byRank)), Lang.EN));
  }

  @Test
  void anOutsideRootNoLineNamesSaysTheInputDoesNotShowWhere() {
    ProcessPlace nothing = place(Optional.empty(), OptionalInt.empty(), Optional.empty());
    String head = RootCauseWords.fixHead(step(Optional.empty()), Optional.of(outside(nothing)), Lang.EN);
    assertEquals("on a host the input does not show: ", head);
    RootCause noPlace = new RootCause(Optional.empty(), OptionalInt.empty(), OptionalInt.empty(), "f", "r", List.of(),
        Optional.empty(), List.of(), List.of(), List.of(), List.of(), false, false);
    assertEquals(head, RootCauseWords.fixHead(step(Optional.empty()), Optional.of(noPlace), Lang.EN));
  }

  @Test
  void theChineseReportSaysTheSameInItsWords() {
    ProcessPlace byAddress = place(Optional.empty(), OptionalInt.empty(), Optional.of("10.0.0.9"));
    String zh = RootCauseWords.fixHead(step(Optional.empty()), Optional.of(outside(byAddress)), Lang.ZH);
    assertTrue(zh.contains("10.0.0.9"), zh);
    assertFalse(zh.contains("not in the input"), zh);
    for (String key : List.of("onHost.outside", "onHost.outside.end", "onHost.address", "onHost.address.end", "onHost.rank",
        "onHost.rank.end", "onHost.none")) {
      assertTrue(Lang.chineseWords().containsKey(key), key);
    }
  }
}
