package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.internal.input.JobHosts;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * pdsh36: pdsh's {@code <host>: } label is a host only when the input names that host; a word before a colon that
 * no host folder has (an exception's type, a logger's level or name, a time) is the line's own text.
 */
class HostPrefixTest {
  private static final ProcessRegistry NONE = ProcessRegistry.of(Map.of(), Map.of());
  private static final Set<String> HOSTS = Set.of("node-a", "node-b", "10.0.0.7");

  private static Optional<String> of(String text, Set<String> hosts) {
    return HostPrefix.of(text, JobHosts.of(hosts), NONE);
  }

  @Test
  void aHostFoldersNameIsItsLabel() {
    assertEquals(Optional.of("node-b"), of("node-b: RuntimeError: synchronize failed", HOSTS));
    assertEquals(Optional.of("10.0.0.7"), of("10.0.0.7: Traceback (most recent call last):", HOSTS));
  }

  @Test
  void pdshCutsANameAtItsFirstDot() {
    // dsh.c/err.c: %S drops the domain of a name that does not start with a digit
    assertEquals(Optional.of("node-b.example.com"), of("node-b: step 40", Set.of("node-a.example.com", "node-b.example.com")));
  }

  @Test
  void wordsBeforeAColonThatNoHostHasAreTheLinesOwn() {
    for (String line : new String[] {
        "RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:471 NPU function error: x, error code is 507054",
        "Traceback (most recent call last):",
        "Warning: NPU warning, error code is 507048",
        "INFO: started 8 workers",
        "ts: 2025-04-17 08:39:51",
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
        "node-c: step 40",
        "node: step 40"}) {
      assertEquals(Optional.empty(), of(line, HOSTS), line);
    }
  }

  @Test
  void aLabelNeedsPdshsOneSpace() {
    assertEquals(Optional.empty(), of("node-b:RuntimeError", HOSTS));
    assertEquals(Optional.empty(), of("  node-b: step 40", HOSTS));
  }

  @Test
  void twoHostsOfOneShortNameAreNeither() {
    assertEquals(Optional.empty(), of("node-b: step 40", Set.of("node-b.east.example.com", "node-b.west.example.com")));
  }
}
