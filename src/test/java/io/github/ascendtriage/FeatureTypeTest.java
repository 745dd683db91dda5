package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class FeatureTypeTest {
  @Test
  void anIdIsFoundAsWrittenAndInItsOtherSpellings() {
    for (FeatureType t : FeatureType.values()) {
      assertEquals(t, FeatureType.fromId(t.id()));
      assertEquals(t, FeatureType.fromId(" " + t.id().toUpperCase(Locale.ROOT).replace('-', '_') + " "));
    }
  }

  @Test
  void anUnknownIdNamesItself() {
    var e = assertThrows(IllegalArgumentException.class, () -> FeatureType.fromId("Codes"));
    assertEquals("unknown feature type 'Codes'", e.getMessage());
  }
}
