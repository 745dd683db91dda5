package io.github.ascendtriage.reliability;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.mutation.annotation.NotNull;

class LineScannerFuzzTest {
  @FuzzTest
  void scan(@NotNull String s) {
    if (s.contains("boom")) {
      throw new IllegalStateException("x");
    }
  }
}
