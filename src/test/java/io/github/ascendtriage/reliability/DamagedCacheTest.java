package io.github.ascendtriage.reliability;

import static io.github.ascendtriage.reliability.Fixtures.CASE;
import static io.github.ascendtriage.reliability.Fixtures.FAULT;
import static io.github.ascendtriage.reliability.Fixtures.TRIAGE;
import static io.github.ascendtriage.reliability.Fixtures.best;
import static io.github.ascendtriage.reliability.Fixtures.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.internal.codes.DerivedCache;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run whose derived cache is damaged reads the built-in case base from its JSON files and says
 * so: once on the command line's stderr (which has no logger) and in the JSON answer's warnings;
 * the answer is the same. The damaged cache is the build's own with one byte of its head changed,
 * put before the build's on the class path of a fresh JVM.
 */
class DamagedCacheTest {
  private static final String RESOURCE = "/io/github/ascendtriage/casebase/" + DerivedCache.NAME;

  @Test
  void theBuildsCacheIsUsedAndNothingIsSaid() {
    assertEquals(java.util.Optional.empty(), DerivedCache.fallback());
    Diagnosis d = TRIAGE.diagnose(FAULT);
    assertFalse(d.warnings().stream().anyMatch(w -> w.message().contains(DerivedCache.NAME)), warnings(d));
  }

  /** What every command says on stderr, once, when the cache is damaged. */
  static final String SAID = "ascend-triage: case base: " + DerivedCache.NAME
      + " is damaged (its checksum does not hold); the built-in case base was read from its JSON files";

  /**
   * The command line of the CLI with the build's cache, one byte of its head changed, put in
   * {@code dir} before the build's on the class path; {@code args} follow the main class.
   */
  static String withDamagedCache(Path dir, String args) throws java.io.IOException {
    byte[] cache;
    try (InputStream in = DerivedCache.class.getResourceAsStream(RESOURCE)) {
      assertNotNull(in, "the build writes " + RESOURCE);
      cache = in.readAllBytes();
    }
    cache[40] ^= 0x5a; // inside the head, past the 24 bytes of its header: its checksum no longer holds
    Path over = dir.resolve("over" + RESOURCE);
    Files.createDirectories(over.getParent());
    Files.write(over, cache);
    return CliProcess.javaCommand().replace(" -cp '", " -cp '" + dir.resolve("over") + java.io.File.pathSeparator)
        + " " + io.github.ascendtriage.cli.Main.class.getName() + " " + args;
  }

  /** The lines of {@code err} that name the cache. */
  static List<String> said(String err) {
    return err.lines().filter(l -> l.contains(DerivedCache.NAME)).toList();
  }

  @Test
  @Timeout(value = 5, unit = java.util.concurrent.TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aDamagedCacheIsSaidOnStderrAndInTheJsonWarnings(@TempDir Path dir) throws Exception {
    Path log = Files.writeString(dir.resolve("fault.log"), FAULT + "\n");

    CliProcess.Run r = CliProcess.bash(withDamagedCache(dir, "diagnose --format json '" + log + "'"));

    assertEquals(List.of(SAID), said(r.err()), "stderr:\n" + r.err());
    JsonNode answer = new ObjectMapper().readTree(r.out());
    List<String> listed = new ArrayList<>();
    answer.path("warnings").forEach(w -> {
      if (w.path("message").asText().contains(DerivedCache.NAME)) {
        listed.add(w.path("source").asText() + ": " + w.path("message").asText());
      }
    });
    assertEquals(1, listed.size(), r.out());
    assertEquals(CASE, answer.path("matches").path(0).path("caseId").asText(), "the same answer: " + r.out());
    assertEquals(best(TRIAGE.diagnose(FAULT)), answer.path("matches").path(0).path("caseId").asText());
    assertEquals(TRIAGE.diagnose(FAULT).layer().id(), answer.path("layer").asText());
  }
}
