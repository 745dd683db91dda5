package io.github.ascendtriage.reliability;

import static io.github.ascendtriage.reliability.DamagedCacheTest.SAID;
import static io.github.ascendtriage.reliability.DamagedCacheTest.said;
import static io.github.ascendtriage.reliability.DamagedCacheTest.withDamagedCache;
import static io.github.ascendtriage.reliability.Fixtures.TRIAGE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.internal.codes.DerivedCache;
import io.github.ascendtriage.internal.output.CodeReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that builds the case base says once on stderr that its derived cache was damaged
 * and the JSON files read instead, as {@code diagnose} does ({@link DamagedCacheTest}); stdout keeps
 * its own form and never names the cache. Each runs the CLI in a fresh JVM whose class path puts
 * the damaged cache first.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DamagedCacheCommandsTest {
  private static void saidOnceOnStderrOnly(CliProcess.Run r) {
    assertEquals(List.of(SAID), said(r.err()), "stderr:\n" + r.err());
    assertFalse(r.out().contains(DerivedCache.NAME), "stdout:\n" + r.out());
  }

  @Test
  void tag(@TempDir Path dir) throws Exception {
    Path log = Files.writeString(dir.resolve("fault.log"), Fixtures.FAULT + "\nan ordinary line\n");

    CliProcess.Run r = CliProcess.bash(withDamagedCache(dir, "tag '" + log + "'"));

    saidOnceOnStderrOnly(r);
    List<String> lines = r.out().lines().toList();
    assertEquals(Files.readAllLines(log).size(), lines.size(), r.out());
    for (String l : lines) {
      assertTrue(new ObjectMapper().readTree(l).has("line"), l);
    }
  }

  @Test
  void explain(@TempDir Path dir) throws Exception {
    CliProcess.Run r = CliProcess.bash(withDamagedCache(dir, "explain EI0006"));

    saidOnceOnStderrOnly(r);
    assertEquals(0, r.exit(), r.err());
    assertEquals(CodeReport.explainText(TRIAGE.explainCode("EI0006")), r.out());
  }

  @Test
  void cases(@TempDir Path dir) throws Exception {
    CliProcess.Run r = CliProcess.bash(withDamagedCache(dir, "cases"));

    saidOnceOnStderrOnly(r);
    List<String> lines = r.out().lines().toList();
    assertEquals(TRIAGE.cases().size() + 1, lines.size(), r.out());
    assertEquals(TRIAGE.cases().size() + " cases (case base " + TRIAGE.caseBaseVersion() + ")", lines.get(lines.size() - 1));
  }

  @Test
  void serveSaysItOnceAtStart(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("out");
    Path err = dir.resolve("err");
    // started in the background, stopped (as Ctrl-C does) once it says where it serves
    String script = withDamagedCache(dir, "serve --port 0") + " >'" + out + "' 2>'" + err + "' & pid=$!\n"
        + "for i in $(seq 1 1200); do grep -q 'serving on' '" + out + "' && break; kill -0 $pid 2>/dev/null || break; sleep 0.1; done\n"
        + "kill $pid; wait $pid\n"
        + "cat '" + out + "'; cat '" + err + "' >&2\n";

    CliProcess.Run r = CliProcess.bash(script);

    saidOnceOnStderrOnly(r);
    assertTrue(r.out().startsWith("ascend-triage serving on http://127.0.0.1:"), r.out());
  }
}
