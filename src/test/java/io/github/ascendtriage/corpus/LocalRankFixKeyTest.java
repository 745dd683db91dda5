package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.testing.BuiltInTriage;
import io.github.ascendtriage.testing.FixText;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * devices38's class, as the fix measure counts it (tidy39): a process that opens its device by the global rank asks
 * from the second node on for an index past the node's cards; the fix is to open it by the local rank (torch
 * elastic's {@code LOCAL_RANK}, MindSpore's {@code get_local_rank()}, the {@code local_rank} vLLM-Ascend's worker
 * checks and passes to {@code torch.npu.set_device}, vllm-project/vllm-ascend@182b75ea). A fix written in words
 * names the same key as the answer's rule step, so the answer is counted as naming it; a fix that names the global
 * rank alone is not that fix.
 */
class LocalRankFixKeyTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  private static Set<String> shared(Set<String> a, Set<String> b) {
    Set<String> out = new TreeSet<>(a);
    out.retainAll(b);
    return out;
  }

  @ParameterizedTest
  @ValueSource(strings = {
    "Open the NPU by the process's local rank rather than by its global rank.",
    "Take the device index from get_local_rank() on every node.",
    "Each worker should select npu:<local_rank>; ranks past the first node have no such card."
  })
  void anInvalidDeviceIdsAnswerNamesTheLocalRankFix(String fix) {
    Diagnosis d = TRIAGE.get().diagnose(String.join("\n",
        "[rank13]: RuntimeError: NPU function error: c10_npu::SetDevice(device_id_), error code is 107001",
        "[rank13]: [Error]: Invalid device ID.",
        "[rank13]:         Check whether the device ID is valid."));
    Set<String> given = FixKeys.given(d.remediation(), true);
    assertFalse(shared(given, FixKeys.of(fix)).isEmpty(), FixKeys.of(fix) + " vs " + given + "\n" + FixText.of(d));
  }

  @Test
  void theGlobalRankAloneIsNotTheLocalRank() {
    assertFalse(FixKeys.of("The global rank counts across nodes; check RANK and WORLD_SIZE.").contains("env:LOCAL_RANK"));
    assertTrue(FixKeys.of("export LOCAL_RANK before the script reads it").contains("env:LOCAL_RANK"));
  }
}
