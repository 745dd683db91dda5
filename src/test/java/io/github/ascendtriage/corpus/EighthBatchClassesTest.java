package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.OfficialCase;
import io.github.ascendtriage.testing.FixText;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The eighth stranger batch's dev misses by class (class16, issue 35), beyond the probes of
 * docs/knowledge-coverage.md: which official case a held port is, and that a framework's refusal of
 * a layout gets the refusal's fix, not the divisibility steps. Lines are built from the sources'
 * format strings with made-up values.
 */
class EighthBatchClassesTest {
  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().build();
  }

  private static Optional<String> best(Diagnosis d) {
    return d.bestMatch().map(CaseMatch::caseId);
  }

  private static String steps(Diagnosis d) {
    return FixText.of(d);
  }

  @Test
  void aHeldStorePortIsNotTheOfficialCaseOfHcclsHostPort() {
    Diagnosis d = triage.diagnose("[W socket.cpp:436] [c10d] The server socket has failed to bind to [::]:29500"
        + " (errno: 98 - Address already in use).\n[E socket.cpp:472] [c10d] The server socket has failed to listen on"
        + " any local network address.");
    assertEquals(Optional.of("master-port-in-use"), best(d));
    assertEquals(Optional.empty(), d.officialCase().map(OfficialCase::id), "ptacase_0043 is HCCL's host port range");
  }

  @Test
  void hcclsOwnHostPortStillNamesPtacase0043() {
    Diagnosis d = triage.diagnose("EJ0003: [PID: 4410] 2026-12-05-10:00:00.000.001 Failed to bind the IP port."
        + " Reason: The IP address and port have been bound already.");
    assertEquals("link-setup", d.layer().id());
    assertEquals(Optional.of("ptacase_0043"), d.officialCase().map(OfficialCase::id));
  }

  @Test
  void theOldBareStoreFormIsReadButAGpuHostsIsNotClaimed() {
    String tail = "  File \"/usr/lib/python3.8/site-packages/torch/distributed/rendezvous.py\", line 172, in"
        + " _env_rendezvous_handler\n    store = TCPStore(addr, port, world_size, start_daemon, timeout)\n"
        + "RuntimeError: Address already in use";
    Diagnosis plain = triage.diagnose(tail);
    assertEquals("link-setup", plain.layer().id(), plain.toString());
    assertEquals(Optional.of("master-port-in-use"), best(plain));
    // the validation set labels a GPU host's store-port clash none: the case stays Ascend-only
    Diagnosis gpu = triage.diagnose("NCCL version 2.10.3+cuda11.3\n" + tail);
    assertEquals(Optional.empty(), best(gpu), gpu.toString());
    assertEquals("unknown", gpu.layer().id());
  }

  @Test
  void aRefusedLayoutGetsTheEngineItNamesNotTheDivisibilitySteps() {
    Diagnosis d = triage.diagnose("NotImplementedError: Pipeline parallelism is only supported through AsyncLLMEngine as"
        + " performance will be severely degraded otherwise.");
    assertEquals("script", d.layer().id());
    assertEquals(Optional.of("parallel-layout-unsupported"), best(d));
    String fix = steps(d);
    assertTrue(fix.contains("AsyncLLMEngine") && fix.contains("vllm serve"), fix);
    assertFalse(fix.contains("Every remainder must be 0"), fix);
    Diagnosis sizes = triage.diagnose("AssertionError: number of layers should be divisible by the pipeline parallel size");
    assertEquals(Optional.of("parallel-size-not-divisible"), best(sizes));
    assertFalse(steps(sizes).contains("AsyncLLMEngine"), steps(sizes));
  }
}
