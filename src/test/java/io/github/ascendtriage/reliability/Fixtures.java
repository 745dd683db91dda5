package io.github.ascendtriage.reliability;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TriageWarning;
import java.util.stream.Collectors;

/** What the reliability tests share: one triage object (building it indexes the case base) and a known fault line. */
final class Fixtures {
  /** Built once for all reliability tests; it is thread-safe by contract. */
  static final AscendTriage TRIAGE = AscendTriage.builder().threads(2).build();

  /** A line that on its own makes {@link #CASE} the best match (values are made up). */
  static final String FAULT =
      "EJ0003: [PID: 7310] 2026-04-01-08:00:01.120.301 Failed to bind the IP port. Reason: The IP address and port have been bound already.";

  static final String CASE = "ptacase_0043";

  private Fixtures() {}

  static String best(Diagnosis d) {
    return d.bestMatch().map(m -> m.caseId()).orElse("<none>");
  }

  /** Whether a warning of {@code d} is about {@code source} and says {@code fragment}. */
  static boolean warns(Diagnosis d, String source, String fragment) {
    for (TriageWarning w : d.warnings()) {
      if (w.source().contains(source) && w.message().contains(fragment)) {
        return true;
      }
    }
    return false;
  }

  static String warnings(Diagnosis d) {
    return d.warnings().stream().map(TriageWarning::toString).collect(Collectors.joining("\n"));
  }
}
