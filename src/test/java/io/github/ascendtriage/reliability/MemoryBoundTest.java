package io.github.ascendtriage.reliability;

import static io.github.ascendtriage.reliability.Fixtures.FAULT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.cli.Main;
import io.github.ascendtriage.testing.PhraseMemoryMain;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Memory stays proportional to the knowledge and bounded for any valid input, and running out of
 * it is one line with exit 2, never a stack trace with exit 1 (issue 17, finding 4).
 */
class MemoryBoundTest {
  @TempDir Path dir;

  @Test
  void thePhraseMatcherCostsMemoryInProportionToItsPhrases() throws Exception {
    // 2 MB of phrase text in a 256 MiB heap: a few dozen bytes per char fit, a full transition
    // table per state (about 1.4 KB per char) does not
    String cmd = CliProcess.javaCommand("-Xmx256m") + " " + PhraseMemoryMain.class.getName() + " 2000000";
    CliProcess.Run r = CliProcess.bash(cmd);
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().startsWith("found=true "), r.out() + r.err());
  }

  @Test
  void knowledgeBeyondTheTotalBoundIsRefusedNamingTheFile() throws Exception {
    // valid-looking files, each under the per-file limit, that add up past the total bound
    byte[] filler = ("{\"note\": \"" + "x".repeat(60_000) + "\"}\n").getBytes(StandardCharsets.UTF_8);
    int files = (int) (18L * (1 << 20) / filler.length) + 1;
    for (int i = 0; i < files; i++) {
      Files.write(dir.resolve(String.format("case-%04d.json", i)), filler);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(new String[] {"cases", "--casebase", dir.toString()}, new ByteArrayInputStream(new byte[0]), out, err);
    String e = err.toString(StandardCharsets.UTF_8);
    assertEquals(Main.ERROR, code, e);
    assertEquals(1, e.strip().split("\n").length, e);
    assertTrue(e.contains(dir.toString()) && e.contains("case-"), "names the file: " + e);
    assertTrue(e.contains("MiB in all"), e);
  }

  @Test
  void runningOutOfMemoryIsOneLineAndExit2() throws Exception {
    Path log = dir.resolve("fault.log");
    Files.writeString(log, FAULT + "\n");
    // far too small a heap for the case base: the CLI must say so in one line
    String cmd = CliProcess.javaCommand("-Xmx8m") + " " + Main.class.getName() + " diagnose '" + log + "'";
    CliProcess.Run r = CliProcess.bash(cmd);
    assertEquals(Main.ERROR, r.exit(), r.err());
    String[] lines = r.err().strip().split("\n");
    assertEquals(1, lines.length, r.err());
    assertTrue(lines[0].startsWith("ascend-triage: out of memory"), r.err());
    assertFalse(r.err().contains("\tat "), r.err());
  }
}
