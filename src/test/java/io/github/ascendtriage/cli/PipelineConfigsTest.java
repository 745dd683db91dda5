package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.testing.CliRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Fluent Bit and Vector setups of {@code docs/pipelines}: the {@code ascend-triage tag ...}
 * stage of each {@code pipeline.sh}, exactly as written there, run on a corpus tree shaped as that
 * collector prints it (Fluent Bit's tail and stdout json_lines: {@code log}, {@code file}, {@code
 * host}; Vector's file source and console json: {@code message}, {@code file}, {@code host}). Every
 * event validates against the ECS schema and the alerts end with the tree's root cause. (The
 * collectors themselves are not installed here: their output shape is what the test feeds.)
 */
class PipelineConfigsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  static final String TREE = "tree-port-bound-rank0";

  /** The arguments of the {@code ascend-triage tag} stage of a pipeline script. */
  static List<String> tagStage(Path script) throws IOException {
    for (String line : Files.readAllLines(script)) {
      int at = line.indexOf("ascend-triage tag ");
      if (at >= 0 && !line.trim().startsWith("#")) {
        int end = line.indexOf(" | ", at);
        String stage = end < 0 ? line.substring(at) : line.substring(at, end);
        List<String> args = new ArrayList<>(Arrays.asList(stage.trim().split("\\s+")));
        args.remove(0); // the program name
        return args;
      }
    }
    throw new AssertionError(script + " has no ascend-triage tag stage");
  }

  /** The tree's lines, files interleaved, as the collector prints them. */
  static String collected(String collector, Path root) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(root)) {
      files = s.filter(Files::isRegularFile).sorted().toList();
    }
    List<Iterator<String>> its = new ArrayList<>();
    for (Path f : files) {
      its.add(Files.readAllLines(f).iterator());
    }
    StringBuilder out = new StringBuilder();
    boolean any = true;
    double t = 1.7e9;
    while (any) {
      any = false;
      for (int i = 0; i < files.size(); i++) {
        if (!its.get(i).hasNext()) {
          continue;
        }
        any = true;
        String rel = root.relativize(files.get(i)).toString();
        String host = rel.substring(0, rel.indexOf('/'));
        ObjectNode o = JSON.createObjectNode();
        if (collector.equals("fluent-bit")) {
          o.put("date", t += 0.001);
          o.put("log", its.get(i).next());
          o.put("file", "/var/log/npu/" + rel.substring(host.length() + 1));
          o.put("host", host);
        } else {
          o.put("file", "/var/log/npu/" + rel.substring(host.length() + 1));
          o.put("host", host);
          o.put("message", its.get(i).next());
          o.put("source_type", "file");
          o.put("timestamp", "2026-09-03T11:00:0" + (i % 10) + "Z");
        }
        out.append(JSON.writeValueAsString(o)).append('\n');
      }
    }
    return out.toString();
  }

  @ParameterizedTest
  @ValueSource(strings = {"fluent-bit", "vector"})
  void theTagStageOfTheSetupTagsACollectedTree(String collector) throws Exception {
    Path dir = TestPaths.repo().resolve("docs/pipelines").resolve(collector);
    List<String> args = tagStage(dir.resolve("pipeline.sh"));
    Path root = TestPaths.corpus().resolve(TREE).resolve("input");
    String in = collected(collector, root);
    CliRun r = CliRun.of(in, args.toArray(String[]::new));
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.err(), "no line was refused");
    List<JsonNode> events = TagEcsTest.events(r.out());
    long lines = in.lines().count();
    List<JsonNode> alerts = new ArrayList<>();
    for (JsonNode e : events) {
      TagEcsTest.assertValid(e, collector);
      if (e.at("/event/action").asText().startsWith("root-cause-")) {
        alerts.add(e);
      } else {
        assertTrue(e.at("/host/name").asText().startsWith("worker-"), e.toString());
      }
    }
    assertEquals(lines, events.size() - alerts.size(), "one event per collected line");
    assertTrue(!alerts.isEmpty() && alerts.size() <= 6, "a few alerts: " + alerts);
    RootCause rc = AscendTriage.builder().build().diagnose(root).rootCause().orElseThrow();
    String want = rc.roots().stream().map(ProcessPlace::label).sorted().reduce((a, b) -> a + " + " + b).orElseThrow();
    assertEquals(want, alerts.get(alerts.size() - 1).at("/labels/root_cause").asText(), alerts.toString());
  }
}
