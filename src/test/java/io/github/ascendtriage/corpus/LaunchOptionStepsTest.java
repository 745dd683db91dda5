package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.testing.BuiltInTriage;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A launch refused over a setting: the rule's own steps (not a layer's check or a similar incident)
 * name the option the user changes (fix36, docs/knowledge-coverage.md). torchrun's parser ({@code
 * torch/distributed/run.py}) gives {@code --master-port}, {@code --node-rank} and its other launch
 * options one value each, and argparse refuses an option left with none as {@code error: argument
 * <option strings joined by '/'>: expected one argument}; vLLM-Omni's stage check ({@code
 * stage_init_utils.py}) counts a stage's devices as the product of its parallel sizes, which vLLM's
 * engine arguments ({@code vllm/engine/arg_utils.py}) set with {@code --tensor-parallel-size} and
 * {@code --pipeline-parallel-size}. Lines are built from those formats with made-up values.
 */
class LaunchOptionStepsTest {
  @RegisterExtension
  static final BuiltInTriage TRIAGE = new BuiltInTriage();

  /** The keys of the steps specific to the answer (the strict figure's). */
  private static Set<String> specific(Diagnosis d) {
    return FixKeys.given(d.remediation(), true);
  }

  @Test
  void anEmptyRendezvousOptionGetsTheOptionItself() {
    Diagnosis port = TRIAGE.get().diagnose("usage: torchrun [-h] [--nnodes NNODES] [--nproc-per-node NPROC_PER_NODE]\n"
        + "torchrun: error: argument --master-port/--master_port: expected one argument");
    assertEquals("script", port.layer().id(), port.toString());
    assertTrue(specific(port).contains("env:MASTER_PORT"), specific(port).toString());
    Diagnosis node = TRIAGE.get().diagnose("torchrun: error: argument --node-rank/--node_rank: expected one argument");
    assertTrue(specific(node).contains("setting:node_rank"), specific(node).toString());
  }

  @Test
  void aStageShortOfDevicesGetsTheParallelSizeOptions() {
    Diagnosis d = TRIAGE.get().diagnose(
        "RuntimeError: Stage 2 requires 4 devices based on parallel_config, but only 2 devices are available: [6, 7]");
    assertEquals("script", d.layer().id(), d.toString());
    Set<String> keys = specific(d);
    assertTrue(keys.contains("setting:tensor_parallel_size") && keys.contains("setting:pipeline_parallel_size"), keys.toString());
  }
}
