package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Layer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A catalogue layer follows the official class of its code. AscendCL numbers its return codes by
 * class (the aclError reference, "返回码定义规则"): 1XXXXX an environment or code-logic error of the
 * caller, 2XXXXX resources or an interface that does not fit the hardware, 5XXXXX an internal
 * software or hardware exception that the user cannot fix and reports to support. So a 5XXXXX code
 * is never the script's: it is the layer of the component its meaning names (a die of the chip,
 * HBM, the heartbeat), or a symptom that names none (a task type the runtime refuses). A record
 * that is the only one returned to the caller as such a code (its {@code mapsTo}, followed through
 * other families) is the same error, of the same class; a code many records are returned as (the
 * runtime's catch-all internal error, a model that failed to run) is a category, and the specific
 * record's own meaning decides.
 */
class CatalogueLayerRulesTest {
  private static final CodeCatalog CATALOG = CodeCatalogLoader.builtIn();
  /** How many records are returned to the caller as each code. */
  private static final java.util.Map<String, Integer> MAPPED = new java.util.HashMap<>();

  static {
    for (CodeRecord r : CATALOG.records()) {
      r.mapsTo().forEach(l -> MAPPED.merge(l.family() + " " + l.code(), 1, Integer::sum));
    }
  }

  @Test
  void anInternalExceptionOfTheRuntimeIsNeverTheScripts() {
    List<String> wrong = new ArrayList<>();
    for (CodeRecord r : CATALOG.records()) {
      if (internal(r, 0) && r.layer() == Layer.SCRIPT) {
        wrong.add(r.family() + " " + r.code() + " " + r.name().orElse(""));
      }
    }
    assertEquals(List.of(), wrong, "5XXXXX runtime codes and records returned as one, labelled script");
  }

  @Test
  void aTaskTypeTheRuntimeRefusesNamesNoLayerOfItsOwn() {
    for (String[] c : new String[][] {{"acl-runtime", "507009"}, {"rt-internal", "0x07100003"}, {"ts-error", "0x97"}}) {
      CodeRecord r = CATALOG.find(c[0], c[1]).orElseThrow();
      assertTrue(r.symptom() && r.layer() == Layer.UNKNOWN, c[0] + " " + c[1] + " is " + r.layer() + ", symptom " + r.symptom());
    }
  }

  /** An ACL runtime code of the 5XXXXX class, or a record that reaches one through its links. */
  private static boolean internal(CodeRecord r, int depth) {
    if (r.family().equals("acl-runtime") && r.code().matches("5\\d{5}")) {
      return true;
    }
    if (depth > 3) {
      return false;
    }
    for (CodeLink l : r.mapsTo()) {
      if (MAPPED.getOrDefault(l.family() + " " + l.code(), 0) > 1) {
        continue; // a category several errors are returned as
      }
      Optional<CodeRecord> to = CATALOG.find(l.family(), l.code());
      if (to.isPresent() && internal(to.get(), depth + 1)) {
        return true;
      }
    }
    return false;
  }
}
