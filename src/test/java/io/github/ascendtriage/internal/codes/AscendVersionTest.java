package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The order of Ascend release numbers as the release notes use them. */
class AscendVersionTest {
  private static AscendVersion v(String s) {
    return AscendVersion.parse(s).orElseThrow(() -> new AssertionError("not a version: " + s));
  }

  @ParameterizedTest(name = "{0} < {1}")
  @CsvSource({
      "23.0.7, 24.1.RC1",
      "24.1.RC1, 24.1.rc2",
      "24.1.RC3, 24.1.0",
      "24.1.0, 24.1.0.3",
      "25.0.RC1, 25.0.rc1.1",
      "25.0.rc1.1, 25.0.0",
      "26.0.rc1, 26.0.RC3",
      "9.1.0-beta.1, 9.1.0",
      "8.5, 8.5.1",
      "8.0.RC2, 8.5.0",
      "9.2.0, 10.0.RC1"})
  void olderThan(String older, String newer) {
    assertTrue(v(older).olderThan(v(newer)), older + " < " + newer);
    assertTrue(!v(newer).olderThan(v(older)), newer + " is not < " + older);
  }

  @ParameterizedTest(name = "{0} = {1}")
  @CsvSource({"24.1.RC1, 24.1.rc1", "8.5, 8.5.0", "25.2.0, 25.2.0.0"})
  void sameRelease(String a, String b) {
    assertEquals(0, v(a).compareTo(v(b)));
  }

  @ParameterizedTest(name = "''{0}''")
  @ValueSource(strings = {"", "8", "latest", "8.x.1", "24.1.rc1x2", "24.1.RC1.beta", "1234567.1", "1.2.3.4.5.6.7.8.9.10.11.12.13.14.15"})
  void notAVersion(String s) {
    assertEquals(Optional.empty(), AscendVersion.parse(s));
  }

  @org.junit.jupiter.api.Test
  void keepsTheTextAsWritten() {
    assertEquals("25.0.rc1.1", v("25.0.rc1.1").text());
    assertEquals(List.of(25, 0, 0, 1, 1), v("25.0.rc1.1").key());
  }
}
