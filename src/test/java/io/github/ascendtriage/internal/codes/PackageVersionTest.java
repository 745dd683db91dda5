package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Python package versions order as pip orders them; what is no version is refused. */
class PackageVersionTest {
  @Test
  void versionsOrderAsPipOrdersThem() {
    List<String> ascending = List.of("0.9.1", "0.9.2.dev3", "0.9.2rc1.dev255", "0.9.2rc1", "0.9.2rc2", "0.9.2", "0.9.2.post1",
        "0.10.0rc1", "0.10.0", "2.1.0.post8", "2.1.0.post10");
    for (int i = 1; i < ascending.size(); i++) {
      PackageVersion a = PackageVersion.parse(ascending.get(i - 1)).orElseThrow();
      PackageVersion b = PackageVersion.parse(ascending.get(i)).orElseThrow();
      assertTrue(a.olderThan(b), a + " < " + b);
    }
  }

  @Test
  void aLocalPartAndAPrefixVAreIgnored() {
    assertEquals(0, PackageVersion.parse("0.9.0rc2.dev0+g706de02.d20250610").orElseThrow()
        .compareTo(PackageVersion.parse("v0.9.0rc2.dev0").orElseThrow()));
  }

  @Test
  void whatIsNoVersionIsRefused() {
    for (String s : new String[] {"", "latest", "0.9.x", "1..2", "2.5.1-beta", "0." + "1".repeat(70)}) {
      assertTrue(PackageVersion.parse(s).isEmpty(), s);
    }
  }
}
