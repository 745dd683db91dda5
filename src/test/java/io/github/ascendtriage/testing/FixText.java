package io.github.ascendtriage.testing;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.FixStep;

/** The remediation of a diagnosis as text, one step a line (its command, then its explanation), for assertions. */
public final class FixText {
  private FixText() {}

  public static String of(Diagnosis d) {
    StringBuilder b = new StringBuilder();
    for (FixStep s : d.remediation()) {
      b.append(s.step().command()).append(' ').append(s.step().explanation()).append('\n');
    }
    return b.toString();
  }
}
