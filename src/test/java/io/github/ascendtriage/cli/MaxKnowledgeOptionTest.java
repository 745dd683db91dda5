package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.testing.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code --max-knowledge}: the bound on the site knowledge loaded, read as a size, bad values refused in one line. */
class MaxKnowledgeOptionTest {
  @TempDir Path dir;

  @Test
  void theBoundGivenIsTheOneApplied() throws Exception {
    Path site = dir.resolve("site");
    Files.createDirectories(site);
    Path file = Files.copy(TestPaths.repo().resolve("casebase/cases/collective/cluster-heartbeat-lost.json"), site.resolve("heartbeat.json"));
    long size = Files.size(file);
    CliRun ok = CliRun.of("", "cases", "--casebase", site.toString(), "--max-knowledge", Long.toString(size));
    assertEquals(0, ok.code(), ok.err());
    CliRun refused = CliRun.of("", "cases", "--casebase", site.toString(), "--max-knowledge", (size - 1) + "b");
    assertEquals(Main.ERROR, refused.code(), refused.err());
    assertEquals(1, refused.err().strip().split("\n").length, refused.err());
    assertTrue(refused.err().contains(file.toString()) && refused.err().contains("--max-knowledge"), refused.err());
    assertTrue(refused.out().isEmpty(), refused.out());
  }

  @Test
  void badSizesAreRefusedWithWhatIsExpectedAndNoStackTrace() {
    for (String bad : new String[] {"12x", "0", "-5", "", "m", "1.5g", "99999999999g", "16 m"}) {
      CliRun r = CliRun.of("", "cases", "--max-knowledge", bad);
      assertEquals(Main.ERROR, r.code(), bad + ": " + r.err());
      assertTrue(r.err().contains("--max-knowledge") && r.err().contains("'" + bad + "' is not a size"), bad + ": " + r.err());
      assertFalse(r.err().contains("\tat "), r.err());
      assertTrue(r.out().isEmpty(), r.out());
    }
  }

  @Test
  void sizesReadAsBytesOrBinaryUnits() {
    ByteSize s = new ByteSize();
    assertEquals(4096L, s.convert("4096"));
    assertEquals(4096L, s.convert("4096b"));
    assertEquals(200L << 20, s.convert("200m"));
    assertEquals(200L << 20, s.convert("200MiB"));
    assertEquals(64L << 10, s.convert("64K"));
    assertEquals(1L << 30, s.convert("1g"));
    assertThrows(CommandLine.TypeConversionException.class, () -> s.convert("0k"));
  }
}
