package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Every script-layer record and every symptom of the built-in catalogue states whom its code
 * concerns ({@link CodeScope}), and the value follows the written rule: the official module of the
 * record (codes.jsonl's {@code module}, copied into each record) is the collective communication
 * library (HCCL), its host-device channel (HCCP) or torch_npu's distributed submodule ({@code
 * torch_npu (DIST)}, ERR02xxx of Ascend/pytorch {@code torch_npu/utils/_error_code.py}) for
 * {@code ranks}, any other module for {@code process}. One test per family file, so a failure names
 * its family.
 */
class CodeScopeTest {
  /** The modules of the collective stack, as the records (and codes.jsonl) name them. */
  private static final Set<String> RANKS_MODULES = Set.of("HCCL", "HCCP", "torch_npu (DIST)");

  static Stream<String> families() {
    return CodeCatalogLoader.builtIn().families().stream().map(CodeFamily::id);
  }

  private static List<CodeRecord> records(String family) {
    return CodeCatalogLoader.builtIn().records().stream().filter(r -> r.family().equals(family)).toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("families")
  void everyScriptRecordAndEverySymptomStatesItsScope(String family) {
    List<String> missing = new ArrayList<>();
    for (CodeRecord r : records(family)) {
      if ((r.symptom() || r.layer() == Layer.SCRIPT) && r.scope().isEmpty()) {
        missing.add(r.key());
      }
    }
    assertTrue(missing.isEmpty(), "no scope: " + missing);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("families")
  void theScopeFollowsTheRecordsModule(String family) {
    List<String> wrong = new ArrayList<>();
    for (CodeRecord r : records(family)) {
      if (r.scope().isEmpty()) {
        continue;
      }
      CodeScope want = r.module().filter(RANKS_MODULES::contains).isPresent() ? CodeScope.RANKS : CodeScope.PROCESS;
      if (r.scope().get() != want) {
        wrong.add(r.key() + " (module " + r.module().orElse("none") + "): " + r.scope().get().id() + ", the rule gives "
            + want.id());
      }
    }
    assertTrue(wrong.isEmpty(), String.join("; ", wrong));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("families")
  void noCodeOutsideTheLadderHasAScope(String family) {
    List<String> wrong = records(family).stream()
        .filter(r -> !r.symptom() && r.layer() == Layer.UNKNOWN && r.scope().isPresent()).map(CodeRecord::key).toList();
    assertTrue(wrong.isEmpty(), "layer none with a scope: " + wrong);
  }

  /** Records whose official text says it: EI0005's name is "... Between_Ranks", 100002's cause "in the same process". */
  @Test
  void theRecordsScript31ReadAreOnTheirSides() {
    CodeCatalog c = CodeCatalogLoader.builtIn();
    assertEquals(Optional.of(CodeScope.RANKS), c.find("cann-message", "EI0005").orElseThrow().scope());
    assertEquals(Optional.of(CodeScope.RANKS), c.find("hccl-result", "1").orElseThrow().scope());
    assertEquals(Optional.of(CodeScope.RANKS), c.find("torch-npu", "ERR02200").orElseThrow().scope());
    assertEquals(Optional.of(CodeScope.PROCESS), c.find("acl", "100002").orElseThrow().scope());
    assertEquals(Optional.of(CodeScope.PROCESS), c.find("cann-message", "EE1001").orElseThrow().scope());
    assertEquals(Optional.of(CodeScope.PROCESS), c.find("torch-npu", "ERR00100").orElseThrow().scope());
  }
}
