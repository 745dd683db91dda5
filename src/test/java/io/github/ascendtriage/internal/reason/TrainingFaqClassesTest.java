package io.github.ascendtriage.internal.reason;

import static io.github.ascendtriage.internal.reason.StrangerDevClassesTest.fault;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * Documented failures of the training stacks' own FAQs (tdoc32, issue 35 item 3), read from the
 * forms their sources print: a multi-node start through pdsh with no pdsh on the launching node
 * (MindSpeed-MM's FAQ; the shells' three forms and DeepSpeed's runner, which checks its launcher
 * with shutil.which and raises "launcher '...' not installed."), and a batch the data loader cannot
 * stack because its samples differ in length (MindSpeed's FAQ, Megatron's overflowing sample index;
 * torch.stack's shape check), which is outside the ladder. Lines are made up from those forms; each
 * class has a near miss that must not be read as it.
 */
class TrainingFaqClassesTest {

  private static LayerReasoner.Answer reason(String text) {
    return LayerReasonerTest.reason(text);
  }

  private static boolean outside(LayerReasoner.Answer a, String rule) {
    return a.clues().stream().anyMatch(c -> c.rule().equals(rule) && c.role() == Role.OUTSIDE);
  }

  @Test
  void aMultiNodeStartWithoutPdshIsTheLaunchEnvironment() {
    for (String line : new String[] {"bash: pdsh: command not found", "/bin/sh: 1: pdsh: not found",
        "zsh: command not found: pdsh", "-bash: pdsh: 未找到命令",
        "RuntimeError: launcher 'pdsh' not installed.", "RuntimeError: launcher 'openmpi' not installed."}) {
      LayerReasoner.Answer a = reason(line);
      assertEquals(Layer.SCRIPT, a.layer(), line + " " + a.clues());
      assertTrue(fault(a, "script.launcher-not-found"), line + ": " + a.clues());
    }
  }

  @Test
  void pdshThatRanAndLostAHostIsNotAMissingLauncher() {
    // pdsh was found and started the remote command; the host it could not reach is another class
    LayerReasoner.Answer a = reason("pdsh@node1: node2: ssh exited with exit code 255");
    assertFalse(fault(a, "script.launcher-not-found"), a.clues().toString());
  }

  @Test
  void aBatchWhoseSamplesDifferInLengthIsOutsideTheLadder() {
    LayerReasoner.Answer a = reason(String.join("\n",
        "  File \"/usr/local/lib/python3.9/site-packages/torch/utils/data/_utils/collate.py\", line 138, in default_collate",
        "    return torch.stack(batch, 0, out=out)",
        "RuntimeError: stack expects each tensor to be equal size, but got [4097] at entry 0 and [4150] at entry 1"));
    assertEquals(Layer.UNKNOWN, a.layer(), a.clues().toString());
    assertTrue(outside(a, "outside.data-batch-shape"), a.clues().toString());
  }

  @Test
  void anotherShapeErrorIsNotTheDataLoaders() {
    LayerReasoner.Answer a = reason("RuntimeError: The size of tensor a (4096) must match the size of tensor b (2048) at"
        + " non-singleton dimension 1");
    assertFalse(outside(a, "outside.data-batch-shape"), a.clues().toString());
  }
}
