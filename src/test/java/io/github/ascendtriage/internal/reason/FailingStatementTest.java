package io.github.ascendtriage.internal.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import org.junit.jupiter.api.Test;

/**
 * A Python traceback's failing statement read with its exception (trace27, issue 35). The tracebacks
 * are made up in the form CPython's traceback module prints (a header, per frame a {@code File}
 * line and the statement's source line, the exception line last, a bare class name when the
 * exception has no message); paths, names and checks are invented, none is a sample's. A traceback
 * that names {@code nccl} also names torch_npu: without an Ascend marker the platform guard reads a
 * GPU log.
 */
class FailingStatementTest {

  private static LayerReasoner.Answer reason(String... lines) {
    return LayerReasonerTest.reason(String.join("\n", lines));
  }

  /** The fault clues of the answer whose evidence includes line {@code line}. */
  private static boolean faultOnLine(LayerReasoner.Answer a, long line) {
    return a.clues().stream().anyMatch(c -> c.role() == Role.FAULT && c.evidence().stream().anyMatch(e -> e.line() == line));
  }

  private static boolean anyFault(LayerReasoner.Answer a) {
    return a.clues().stream().anyMatch(c -> c.role() == Role.FAULT);
  }

  @Test
  void aBareAssertionIsReadByTheInnermostStatement() {
    LayerReasoner.Answer a = reason(
        "[rank5]: Traceback (most recent call last):",
        "[rank5]:   File \"/opt/job/run.py\", line 17, in <module>",
        "[rank5]:     setup(cfg, device=torch_npu.npu.current_device())",
        "[rank5]:   File \"/opt/job/lib/dist.py\", line 88, in setup",
        "[rank5]:     assert cfg.comm_backend == \"nccl\"",
        "[rank5]: AssertionError");
    assertEquals(Layer.SCRIPT, a.layer(), a.toString());
    assertTrue(faultOnLine(a, 6), "the statement's words count on the exception's line: " + a.clues());
  }

  @Test
  void withoutAPrefixAndWithCaretsUnderTheStatement() {
    LayerReasoner.Answer a = reason(
        "Traceback (most recent call last):",
        "  File \"/srv/t/train.py\", line 3, in <module>",
        "    assert world_size == 16",
        "           ^^^^^^^^^^^^^^^^",
        "AssertionError");
    assertEquals(Layer.SCRIPT, a.layer(), a.toString());
    assertTrue(faultOnLine(a, 5), a.clues().toString());
  }

  @Test
  void anOuterFramesStatementIsNotTheFailingOne() {
    LayerReasoner.Answer a = reason(
        "Traceback (most recent call last):",
        "  File \"/srv/t/train.py\", line 9, in <module>",
        "    assert cfg.comm_backend == 'nccl' or load(cfg)",
        "  File \"/srv/t/io.py\", line 40, in load",
        "    return table[name]",
        "KeyError");
    assertFalse(anyFault(a), "only the innermost statement is read: " + a.clues());
  }

  @Test
  void anExceptionWithAMessageIsReadByItsMessage() {
    LayerReasoner.Answer a = reason(
        "Traceback (most recent call last):",
        "  File \"/srv/t/train.py\", line 9, in <module>",
        "    assert cfg.comm_backend == 'nccl', f'checkpoint {path} missing'",
        "AssertionError: checkpoint /data/ck/7.pt missing");
    assertFalse(faultOnLine(a, 4), "the message decides, the statement is not read: " + a.clues());
  }

  @Test
  void anInterruptStopsWhereverTheProgramWas() {
    LayerReasoner.Answer a = reason(
        "Traceback (most recent call last):",
        "  File \"/srv/t/train.py\", line 51, in <module>",
        "    dist.all_reduce(loss)",
        "KeyboardInterrupt");
    assertFalse(anyFault(a), "the statement an interrupt stopped failed nothing: " + a.clues());
  }

  @Test
  void aChainedExceptionIsPairedWithItsOwnTraceback() {
    LayerReasoner.Answer a = reason(
        "Traceback (most recent call last):",
        "  File \"/srv/t/train.py\", line 9, in <module>",
        "    assert cfg.comm_backend == 'nccl'",
        "ValueError: table entry 3 malformed",
        "",
        "During handling of the above exception, another exception occurred:",
        "",
        "Traceback (most recent call last):",
        "  File \"<frozen runpy>\", line 88, in _run_code",
        "AssertionError");
    assertFalse(anyFault(a), "the later traceback's frame has no source line; the earlier one's is not its: " + a.clues());
    LayerReasoner.Answer b = reason(
        "Traceback (most recent call last):",
        "  File \"/srv/t/train.py\", line 9, in <module>",
        "    assert cfg.comm_backend == 'nccl'",
        "AssertionError",
        "",
        "The above exception was the direct cause of the following exception:",
        "",
        "Traceback (most recent call last):",
        "  File \"/srv/t/site-packages/torch_npu/launch.py\", line 30, in main",
        "    raise SystemError('worker 2 gave up') from err",
        "SystemError: worker 2 gave up");
    assertEquals(Layer.SCRIPT, b.layer(), b.clues().toString());
    assertTrue(faultOnLine(b, 4), "the first exception is read with its own statement: " + b.clues());
  }

  @Test
  void aValueTheCheckComparesWithIsNotTheFailingComponent() {
    LayerReasoner.Answer a = reason(
        "Traceback (most recent call last):",
        "  File \"/srv/t/site-packages/torch_npu/boot.py\", line 12, in start",
        "    assert mode in ['gloo', 'mpi']",
        "AssertionError");
    assertFalse(a.clues().stream().anyMatch(c -> c.role() == Role.FAULT && c.rule().startsWith("network.")),
        "'gloo' is a value compared with, not a Gloo failure: " + a.clues());
  }
}
