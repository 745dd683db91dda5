package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.testing.FixText;
import io.github.ascendtriage.testing.BuiltInTriage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The rendezvous waits for the world the launch asks for (fix31): the lesson's torchrun launch (§5.B, B.2)
 * starts every node with the same --nnodes and --nproc_per_node and its own --node_rank, and the global
 * rank is node_rank x nproc_per_node + local_rank; a launch asking for more than starts leaves the started
 * ranks waiting at the store. An answer the rendezvous rule decides names those settings in a step of its
 * own (a rule step, counted by the strict figure); an answer of another link-setup class does not.
 */
class RendezvousWorldStepTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  @Test
  void aStoreThatTimedOutGetsTheLaunchsWorldSize() {
    Diagnosis d = TRIAGE.get().diagnose("[rank3]: torch.distributed.DistStoreError: Socket Timeout");
    assertEquals("link-setup", d.layer().id(), d.toString());
    assertTrue(d.remediation().stream().anyMatch(x -> x.origin() == FixOrigin.RULE && x.ref().startsWith("link-setup.rendezvous")
        && FixKeys.of(x.command() + "\n" + x.step().explanation()).containsAll(java.util.Set.of("setting:nnodes", "setting:nproc_per_node"))),
        FixText.of(d));
  }

  @Test
  void aHeldHcclPortIsNotARendezvousWait() {
    Diagnosis d = TRIAGE.get().diagnose("EJ0003: [PID: 4410] 2026-12-05-10:00:00.000.001 Failed to bind the IP port."
        + " Reason: The IP address and port have been bound already.");
    assertEquals("link-setup", d.layer().id());
    assertFalse(FixKeys.of(FixText.of(d)).contains("setting:nnodes"), FixText.of(d));
  }
}
