package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class TextReportTest {
  @Test
  void theLastLineSaysWhatWasReadAsTheFormatDid() {
    Diagnosis d = AscendTriage.builder().build().diagnose("EJ0003: Failed to bind the IP port.\nepoch 1\n".repeat(600));
    List<String> lines = TextReport.text(d).lines().toList();
    // the line as String.format(Locale.ROOT, ...) wrote it before it was concatenated
    assertEquals(String.format(Locale.ROOT, "(%d file(s), %d line(s) read; ascend-triage %s, case base %s)",
        d.filesRead(), d.linesRead(), d.toolVersion(), d.caseBaseVersion()), lines.get(lines.size() - 1));
    assertEquals(1200, d.linesRead()); // four digits: no grouping either way
  }
}
