package io.github.ascendtriage.internal.extract.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The count of a datasets progress bar against its total: numbers, not strings. */
class DataPassRecognizerTest {
  @Test
  void countsCompareAsNumbers() {
    String[][] rows = {
        {"9", "10", "true"}, {"301442", "424100", "true"}, {"0", "1", "true"},
        {"10", "9", "false"}, {"424100", "424100", "false"}, {"0010", "10", "false"},
        {"123456789012345", "999999999999999", "true"}};
    for (String[] r : rows) {
      assertEquals(Boolean.parseBoolean(r[2]), DataPassRecognizer.below(r[0], r[1]), r[0] + "/" + r[1]);
    }
  }
}
