package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.casebase.Platform;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Platform signs count on sub-word boundaries only (dev20, issue 35 item a): the substring hits the
 * audit found in the corpus, the field reports and the public dev half are not signs, and the
 * identifier forms the frameworks print still are.
 */
class PlatformSignTest {
  /** A line, a sign, and whether the sign counts there. */
  private record Row(String line, String sign, boolean counts) {}

  private static final List<Row> ROWS = List.of(
      // inside another word: no sign
      new Row("sorted in ascending order of rank", "ascend", false),
      new Row("ASCENDING", "ascend", false),
      new Row("[ProcMgr] heartbeat lost", "rocm", false),
      new Row("Chip Error: over temperature", "hip error", false),
      new Row("see www.hiascend.com", "ascend", false),
      new Row("compilation_config.cudagraph_mode", "cuda", false),
      // identifiers that name the platform: a sign
      new Row("/usr/local/Ascend/ascend-toolkit/latest", "ascend", true),
      new Row("chip Ascend910B3", "ascend", true),
      new Row("AscendBackend init", "ascend", true),
      new Row("ProcessGroupNCCL.cpp:1269", "nccl", true),
      new Row("retrieving ncclUniqueId from [0]", "nccl", true),
      new Row("torch/csrc/distributed/c10d/NCCLUtils.hpp:219", "nccl", true),
      new Row("OSError: libnccl.so.2: cannot open shared object file", "nccl", true),
      new Row("vllm/distributed/device_communicators/pynccl.py", "nccl", true),
      new Row("ImportError: libascend_hal.so", "ascend", true),
      new Row("HIP  error: invalid device", "hip error", true),
      new Row("torch.cuda.OutOfMemoryError", "cuda", true),
      new Row("ncclUnhandledCudaError: Call to CUDA function failed", "cuda", true));

  @Test
  void theAuditFormsCountOnlyOnSubWordBoundaries() {
    for (Row r : ROWS) {
      assertEquals(r.counts(), PlatformSign.occurs(r.line(), r.sign()), r.sign() + " in " + r.line());
    }
    assertEquals(2, PlatformSign.count("NCCL WARN x; NCCL INFO y; ascending", "nccl"));
  }

  @Test
  void theRecogniserDropsAMarkerFoundInsideAWord() {
    PhraseRecognizer r = new PhraseRecognizer(List.of("ascend", "nccl", "socket timeout"), Set.of("ascend", "nccl"));
    assertEquals(List.of("socket timeout"), TestScans.values(r, FeatureType.PHRASE, "ranks in ascending order: socket timeout"));
    assertEquals(List.of("nccl"), TestScans.values(r, FeatureType.PHRASE, "ProcessGroupNCCL.cpp:1269 ascendingly"));
    assertEquals(List.of("ascend"), TestScans.values(r, FeatureType.PHRASE, "/usr/local/Ascend/driver"));
  }

  /** Every sign of the built-in knowledge: found as itself, not inside a longer word. */
  @Test
  void everyKnowledgeSignIsFoundAloneAndNotInsideAWord() {
    Platform p = CaseBaseLoader.builtInKnowledge().platform();
    List<String> signs = new ArrayList<>(p.foreign());
    signs.addAll(p.ascend());
    signs.addAll(p.absent());
    for (String s : signs) {
      assertTrue(PlatformSign.occurs("x " + s + " y", s), s);
      assertTrue(PlatformSign.occurs(s.toUpperCase(java.util.Locale.ROOT) + ": failed", s), s);
      if (Character.isLetterOrDigit(s.charAt(0)) || Character.isLetterOrDigit(s.charAt(s.length() - 1))) {
        assertFalse(PlatformSign.occurs("x" + s + "ing", s), s); // "[hcl ]" is bounded by its own brackets
      }
    }
  }
}
