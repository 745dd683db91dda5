package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixOrigin;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.engine.Engines;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The fix a rule gives when the case that would claim its failure is held out (issue 35, "a fix with
 * every answer"): the step of the failure class the rule reads, which the strict "fix named" figure
 * reads ({@link FixKeys#SPECIFIC}), not only the layer's generic checks.
 */
class RuleStepWithoutCaseTest {
  /**
   * A CANN library the import cannot load is {@code device.install}'s class; with the case {@code
   * cann-env-not-sourced} held out, the rule's fix still loads the CANN environment in the shell that
   * starts the job (lesson §5.A: source set_env.sh before importing torch_npu; fixdev18).
   */
  @Test
  void aLibraryTheImportCannotLoadGetsTheInstallRulesStepThatLoadsTheCannEnvironment() {
    CaseBase base = HoldOut.without(CaseBaseLoader.load(true, List.of(), List.of()), Set.of("cann-env-not-sourced"), Set.of());
    Diagnosis d = Engines.text(Engines.create(base, 3, Double.NaN), "Traceback (most recent call last):\n  File \"train.py\", line 3,"
        + " in <module>\n    import torch_npu\nImportError: libascendcl.so: cannot open shared object file: No such file or directory\n",
        "console.log");
    assertEquals(Layer.DEVICE, d.layer(), d.toString());
    assertTrue(d.bestMatch().isEmpty(), d.toString());
    assertTrue(d.remediation().stream().anyMatch(x -> x.origin() == FixOrigin.RULE && x.ref().startsWith("device.install:")
        && FixKeys.of(x.command()).contains("cann-env")), d.remediation().toString());
  }
}
