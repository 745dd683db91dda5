package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.input.LineTimestamps;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A stream line's time is read where the scan found the plog header's timestamp: it must be the
 * time {@link LineTimestamps#find(String)} searches out of the line, on every line of the corpus
 * and on plog lines made to mislead a shortcut (a dash or a time before the header's, a header
 * time past the searched start, a digit or a zone after it, a coloured line).
 */
class StreamTimestampsTest {
  static final TriageEngine ENGINE =
      TriageEngine.create(CaseBaseLoader.load(true, List.of(), List.of()), 3, Double.NaN, null, false, 1, List.of());

  @TestFactory
  Stream<DynamicTest> eachCorpusLineHasTheTimeItsTextStates() throws IOException {
    List<Path> inputs;
    try (Stream<Path> s = Files.list(TestPaths.corpus())) {
      inputs = s.map(d -> d.resolve("input.log")).filter(Files::isRegularFile).sorted().toList();
    }
    return inputs.stream().map(p -> DynamicTest.dynamicTest(p.getParent().getFileName().toString(), () -> {
      List<String> lines = List.of(new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\\R"));
      assertTimes(lines);
    }));
  }

  @Test
  void misleadingPlogLinesHaveTheTimeTheirTextStates() {
    String ts = "2025-07-23-03:49:57.177.194";
    List<String> lines = List.of(
        "[INFO] HCCP(853240,hccp_service.bin):" + ts + " [ra_host.c:1096]tid:868859,ra_send_wr(825) : qpn[1133] post ok",
        "[INFO] HCCP(853240,hccp-service.bin):" + ts + " [ra_host.c:1096]tid:868859 post ok",
        "[INFO] RUNTIME(1,2026-01-02 03:04:05):" + ts + " [rt.cc:1] 123456 started",
        "[INFO] RUNTIME(1," + "p".repeat(80) + "):" + ts + " [rt.cc:1] 123456 started",
        "[DEBUG] GE(1,python3):" + ts + "1 [graph.cc:4505]1121718 more",
        "[DEBUG] GE(1,python3):" + ts + "Z [graph.cc:4505]1121718 more",
        "[DEBUG] GE(1,python3):" + ts + "+0800 [graph.cc:4505]1121718 more",
        "[TRACE] GE(1,python3):" + ts + "-05 [graph.cc:4505]1121718 more",
        "[INFO] GE(1,python3):2025-13-23-03:49:57.177.194 [graph.cc:4505]1121718 month thirteen",
        "[INFO] GE(1,python3):2025-07-23-24:00:00.000.000 [graph.cc:4505]1121718 hour 24",
        "[INFO] GE(1,python3):" + ts,
        "\u001B[32m[INFO] GE(1,python3):" + ts + " [graph.cc:1]1121718 coloured\u001B[0m",
        "[INFO] HCCL(1,python3):" + ts + " [hccl.cc:1] [4243] " + "w".repeat(120),
        "x [INFO] HCCL(1,python3):" + ts + " [hccl.cc:1] [4243] a header after the start",
        "[ERROR] HCCL(1,python3):" + ts + " [hccl.cc:1] [4243] EI0006: Getting socket times out.",
        "[INFO] HCCL(1,python3):" + ts + " [hccl.cc:1] [4243] 2026-01-02 03:04:05 a time of its own");
    // every line that starts with its header (not the coloured one) hands its header's time over
    long headed = lines.stream().filter(l -> l.startsWith("[")).count();
    assertEquals(headed, assertTimes(lines), "lines whose time was read at the header the scan found");
  }

  /** Checks each line's time in one stream; returns on how many the scan handed over a header's time. */
  private static int assertTimes(List<String> lines) {
    int read = 0;
    try (StreamingSession s = (StreamingSession) ENGINE.openStream()) {
      for (String line : lines) {
        TaggedLine t = s.accept(line);
        assertEquals(LineTimestamps.find(line), t.timestamp(), line);
        read += s.source(LineSource.UNNAMED).scanner.plogTimeStart(line) >= 0 ? 1 : 0;
      }
    }
    return read;
  }
}
