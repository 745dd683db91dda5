package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.testing.FilledCommands;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * On every corpus tree the root cause names a device where the tree states it, and every filled
 * command and verification uses the root-cause process's device, never another file's.
 */
class TreeRemediationTest {
  @Test
  void everyFilledCommandOnATreeUsesTheRootCauseDevice() throws IOException {
    AscendTriage triage = AscendTriage.builder().build();
    List<String> problems = new ArrayList<>();
    int trees = 0;
    long placeholders = 0;
    try (Stream<Path> dirs = Files.list(TestPaths.corpus())) {
      for (Path dir : dirs.sorted().toList()) {
        Path label = dir.resolve("label.json");
        if (!Files.isRegularFile(label) || !Files.isDirectory(dir.resolve("input"))) {
          continue;
        }
        Label l = Label.read(label);
        if (l.rootHost().isEmpty() && l.rootRank().isEmpty()) {
          continue;
        }
        trees++;
        Diagnosis d = triage.diagnose(dir.resolve("input"));
        if (l.rootDevice().isPresent() && !d.rootCause().map(r -> r.device().equals(l.rootDevice())).orElse(false)) {
          problems.add(dir.getFileName() + ": root device " + d.rootCause().map(r -> r.device().toString()).orElse("none")
              + ", labelled " + l.rootDevice().getAsInt());
        }
        placeholders += FilledCommands.devicePlaceholders(triage, d);
        for (String p : FilledCommands.deviceMismatches(triage, d)) {
          problems.add(dir.getFileName() + ": " + p);
        }
      }
    }
    assertTrue(trees >= 4, "corpus trees with a root-cause label: " + trees);
    assertTrue(placeholders > 0, "no tree's commands use {device}: the check would prove nothing");
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }
}
