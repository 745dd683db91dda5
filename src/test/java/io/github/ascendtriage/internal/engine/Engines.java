package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.ReadProgress;
import io.github.ascendtriage.internal.casebase.CaseBase;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Engines for tests outside this package (the corpus and field measurements build them on a case
 * base of their own, a case held out or a raw calibration), and the two inputs tests read.
 */
public final class Engines {
  private Engines() {}

  /** An engine of {@code base} as is (no example check, nothing disabled), index in memory, one thread. */
  public static Engine create(CaseBase base, int topK, double minConfidence) {
    return TriageEngine.create(base, topK, minConfidence, null, false, 1);
  }

  /** {@code e}'s answer to pasted text. */
  public static Diagnosis text(Engine e, String text, String source) {
    return e.diagnose(new Engine.Input.Text(text, source));
  }

  /** {@code e}'s answer to one file or tree. */
  public static Diagnosis path(Engine e, Path p) throws IOException {
    return e.diagnose(new Engine.Input.Files(List.of(p), ReadProgress.NONE));
  }
}
