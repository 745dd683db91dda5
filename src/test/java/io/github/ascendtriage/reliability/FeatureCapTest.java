package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TriageWarning;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17, finding 5: a flood of distinct values (one address or port per line) must not push
 * out the code that decides the case, and hitting a cap is reported on every path.
 */
class FeatureCapTest {
  static final int LINES = 60_000;
  static String flood;

  @BeforeAll
  static void build() {
    StringBuilder b = new StringBuilder(LINES * 64);
    for (int i = 1; i <= LINES; i++) {
      if (i % 2 == 0) {
        b.append("[WARNING] retry to peer 10.").append(i >> 16 & 255).append('.').append(i >> 8 & 255).append('.')
            .append(i & 255).append(" later\n");
      } else {
        b.append("[WARNING] peer port[").append(20_000 + i / 2).append("] is slow\n");
      }
    }
    b.append(Fixtures.FAULT).append('\n');
    flood = b.toString();
  }

  static void assertFound(Diagnosis d, String path) {
    assertEquals(Fixtures.CASE, Fixtures.best(d), path + ": the decisive code at the end is kept\n" + Fixtures.warnings(d));
    List<TriageWarning> caps = d.warnings().stream().filter(w -> w.message().contains("distinct values")).toList();
    assertEquals(1, caps.size(), path + ": one warning names the values not kept\n" + Fixtures.warnings(d));
    String m = caps.get(0).message();
    assertTrue(m.contains("remote-ip") && m.contains("port"), path + ": it names the kinds: " + m);
    // 30,000 of each were seen, the cap keeps 10,000 of each: 20,000 not kept of each
    assertTrue(m.contains("remote-ip 20,000") && m.contains("port 20,000"), path + ": and how many: " + m);
  }

  @Test
  void text() {
    assertFound(Fixtures.TRIAGE.diagnose(flood), "text");
  }

  @Test
  void stdin() throws IOException {
    assertFound(Fixtures.TRIAGE.diagnose(new ByteArrayInputStream(flood.getBytes(StandardCharsets.UTF_8)), "<stdin>"), "stream");
  }

  @Test
  void file(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("plog-1_1.log");
    Files.writeString(f, flood);
    assertFound(Fixtures.TRIAGE.diagnose(f), "file");
  }

  @Test
  void tree(@TempDir Path dir) throws IOException {
    // the values spread over two hosts, the code in a third file: the merge applies the same caps
    int half = flood.indexOf('\n', flood.length() / 2) + 1;
    for (String h : List.of("node-a", "node-b")) {
      Files.createDirectories(dir.resolve(h));
    }
    Files.writeString(dir.resolve("node-a").resolve("plog-1_1.log"), flood.substring(0, half));
    Files.writeString(dir.resolve("node-b").resolve("plog-2_1.log"), flood.substring(half));
    assertFound(Fixtures.TRIAGE.diagnose(dir), "tree");
  }
}
