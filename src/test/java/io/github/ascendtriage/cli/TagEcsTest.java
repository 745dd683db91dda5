package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.testing.CliRun;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * {@code tag --format ecs}: every event it writes on the corpus validates against the schema in
 * {@code docs/schema}, the labelled case is the rule of its evidence lines, JSON events keep their
 * fields and a bad one is passed through and reported with its line number.
 */
class TagEcsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static Schema schema;

  /** The schema, loaded once (other tests validate with it too). */
  static synchronized Schema schema() {
    if (schema == null) {
      try (InputStream in = Files.newInputStream(TestPaths.repo().resolve("docs/schema/tag-ecs.schema.json"))) {
        schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(in);
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
    return schema;
  }

  static List<JsonNode> events(String out) throws IOException {
    List<JsonNode> all = new ArrayList<>();
    for (String l : out.split("\n")) {
      if (!l.isBlank()) {
        all.add(JSON.readTree(l));
      }
    }
    return all;
  }

  static void assertValid(JsonNode e, String where) {
    List<Error> errors = schema().validate(e);
    assertTrue(errors.isEmpty(), where + ": " + errors + "\n" + e);
  }

  /** Every corpus sample: its one input file, or its tree's files by a glob, as a user names them. */
  static List<Path> allSamples() throws IOException {
    try (Stream<Path> s = Files.list(TestPaths.corpus())) {
      return s.filter(d -> Files.isRegularFile(d.resolve("input.log")) || Files.isDirectory(d.resolve("input")))
          .sorted().toList();
    }
  }

  private static final java.util.Map<String, String> KNOWN_GAPS = io.github.ascendtriage.corpus.KnownFailures.read(
      TestPaths.corpus().resolve(io.github.ascendtriage.corpus.KnownFailures.FILE));

  @TestFactory
  Stream<DynamicTest> everyEventOfTheCorpusWithAlertsValidates() throws IOException {
    List<Path> samples = allSamples();
    assertTrue(samples.size() >= 500, "samples: " + samples.size());
    long[] alerts = new long[1];
    Stream<DynamicTest> each = samples.stream().map(d -> DynamicTest.dynamicTest(d.getFileName().toString(), () -> {
      String input = Files.isRegularFile(d.resolve("input.log")) ? d.resolve("input.log").toString()
          : d.resolve("input") + "/**";
      CliRun r = CliRun.of("", "tag", "--format", "ecs", "--alerts", input);
      assertTrue(r.code() == 0, d.getFileName() + ": " + r.err());
      List<JsonNode> lineEvents = new ArrayList<>();
      for (JsonNode e : events(r.out())) {
        assertValid(e, d.getFileName().toString());
        if (e.at("/event/action").isTextual()) {
          alerts[0]++;
        } else {
          lineEvents.add(e);
        }
      }
      if (Files.isRegularFile(d.resolve("input.log"))) {
        Path log = d.resolve("input.log");
        assertEquals(Files.readAllLines(log).size(), lineEvents.size(), "one event per line");
        for (JsonNode e : lineEvents) {
          assertEquals(log.toAbsolutePath().normalize().toString(), e.at("/log/file/path").asText());
        }
      }
      JsonNode label = JSON.readTree(d.resolve("label.json").toFile());
      if (label.hasNonNull("caseId")) {
        // a sample of a known failure has at least one fault line, unless the sample is a known gap
        // (corpus/known-failures.txt): then the test is skipped with its reason, as the accuracy test does
        String gap = KNOWN_GAPS.get(d.getFileName().toString());
        org.junit.jupiter.api.Assumptions.assumeTrue(gap == null, () -> "known gap: " + gap);
        assertTrue(lineEvents.stream().anyMatch(e -> e.at("/event/kind").asText().equals("alert")),
            d.getFileName() + ": no line is an alert");
      }
    }));
    // the alert events are checked, not merely allowed: the corpus raises many
    DynamicTest some = DynamicTest.dynamicTest("the corpus raises alert events",
        () -> assertTrue(alerts[0] >= samples.size() / 2, "alert events: " + alerts[0]));
    return Stream.concat(each, Stream.of(some));
  }

  @Test
  void anAlertEventCarriesItsOwnLabelsAndNotALineEventsOnes() throws Exception {
    Path tree = TestPaths.corpus().resolve("tree-port-bound-rank0/input");
    List<JsonNode> alerts = events(CliRun.of("", "tag", "--format", "ecs", "--alerts", tree + "/**").out()).stream()
        .filter(e -> e.at("/event/action").isTextual()).toList();
    assertFalse(alerts.isEmpty());
    for (JsonNode a : alerts) {
      assertValid(a, "alert");
      assertTrue(a.at("/labels/root_cause").isTextual() && a.at("/labels/stream_line").isTextual(), a.toString());
      ObjectNode wrong = a.deepCopy();
      ((ObjectNode) wrong.get("labels")).put("line", "3");
      assertFalse(schema().validate(wrong).isEmpty(), "an alert has no line of a file: " + wrong);
      ObjectNode bare = a.deepCopy();
      ((ObjectNode) bare.get("labels")).remove("root_cause");
      assertFalse(schema().validate(bare).isEmpty(), "an alert names its root cause: " + bare);
      ObjectNode grouped = a.deepCopy();
      ((ObjectNode) grouped.get("labels")).put("job", "worker-1");
      assertValid(grouped, "an alert of a pipeline that groups by job (the Flink job adds labels.job)");
      ObjectNode emptyJob = a.deepCopy();
      ((ObjectNode) emptyJob.get("labels")).put("job", "");
      assertFalse(schema().validate(emptyJob).isEmpty(), "a job label is never empty: " + emptyJob);
    }
    JsonNode lineEvent = events(CliRun.of("", "tag", "--format", "ecs", tree + "/**").out()).get(0);
    ObjectNode lineWithJob = lineEvent.deepCopy();
    ((ObjectNode) lineWithJob.get("labels")).put("job", "worker-1");
    assertValid(lineEvent, "a line event");
    assertFalse(schema().validate(lineWithJob).isEmpty(), "job labels alerts only: " + lineWithJob);
  }

  @Test
  void anEmptyHostOrPathIsLeftOutNotWrittenEmpty() throws Exception {
    String line = "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.";
    String in = "{\"log\": \"" + line + "\", \"host\": \"\", \"file\": \"\"}\n"
        + "{\"message\": \"" + line + "\", \"host\": {\"name\": \"\"}, \"log\": {\"file\": {\"path\": \"\"}}}\n";
    CliRun r = CliRun.of(in, "tag", "--input", "json", "--message-field", "log", "--path-field", "file",
        "--host-field", "host", "--format", "ecs");
    CliRun m = CliRun.of(in.substring(in.indexOf('\n') + 1), "tag", "--input", "json", "--format", "ecs");
    List<JsonNode> ev = new ArrayList<>(events(r.out()));
    ev.addAll(events(m.out()));
    assertEquals(3, ev.size(), r.out() + m.out());
    for (JsonNode e : ev) {
      assertFalse(e.at("/host/name").isTextual(), "no empty host.name: " + e);
      assertFalse(e.at("/log/file/path").isTextual(), "no empty log.file.path: " + e);
      assertValid(e, "empty fields");
    }
  }

  /**
   * {@code log} is the line in Docker's json-file driver ({"log": "...\\n", "stream", "time"}) and an
   * object in ECS (log.level, log.file.path beside a message): both are read, with either
   * {@code --message-field}; any other shape of {@code log} is one message naming it.
   */
  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aDockerLineInLogAndAnEcsLogObjectAreBothReadAndAnotherShapeIsNamed() throws Exception {
    String line = "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.";
    ObjectNode docker = JSON.createObjectNode();
    docker.put("log", line + "\n").put("stream", "stderr").put("time", "2026-03-02T14:10:44.118402Z");
    ObjectNode ecs = JSON.createObjectNode();
    ecs.put("message", line).putObject("log").put("level", "error").putObject("file").put("path", "/var/log/npu/plog-1.log");
    String in = JSON.writeValueAsString(docker) + "\n" + JSON.writeValueAsString(ecs) + "\n";
    for (String field : List.of("message", "log")) {
      CliRun r = CliRun.of(in, "tag", "--input", "json", "--message-field", field, "--format", "ecs");
      assertEquals(0, r.code(), r.err());
      assertFalse(r.err().contains("passed through"), "--message-field " + field + ": both shapes read: " + r.err());
      List<JsonNode> ev = events(r.out());
      assertEquals(2, ev.size(), r.out());
      for (JsonNode e : ev) {
        assertEquals(line, e.get("message").asText(), "the line, without Docker's line end: " + e);
        assertEquals("ptacase_0043", e.at("/rule/id").asText(), e.toString());
        assertValid(e, "log as " + field);
      }
      assertFalse(ev.get(0).at("/log").isTextual(), "Docker's log moved to message: " + ev.get(0));
      assertEquals("stderr", ev.get(0).get("stream").asText(), "Docker's other fields kept");
      assertEquals("error", ev.get(1).at("/log/level").asText(), "ECS's log object kept");
      assertEquals("/var/log/npu/plog-1.log", ev.get(1).at("/log/file/path").asText());
    }
    CliRun text = CliRun.of(JSON.writeValueAsString(docker) + "\n", "tag", "--input", "json");
    assertEquals(line, events(text.out()).get(0).get("text").asText(), "--format json tags the line too");
    CliRun other = CliRun.of("{\"log\": [\"a\"], \"stream\": \"stdout\"}\n{\"log\": 42}\n", "tag", "--input", "json",
        "--format", "ecs");
    assertEquals(0, other.code(), other.err());
    assertEquals(2, events(other.out()).size(), "passed through, never dropped");
    List<String> said = other.err().lines().toList();
    assertEquals(2, said.size(), other.err());
    assertTrue(said.get(0).contains("line 1: no text field 'message', and its 'log' is an array, neither the line"), said.get(0));
    assertTrue(said.get(1).contains("line 2: no text field 'message', and its 'log' is a number"), said.get(1));
  }

  @Test
  void theLabelledCaseIsTheRuleAndTheWrapperLineIsACascade() throws Exception {
    Path d = TestPaths.corpus().resolve("ptacase_0043-vllm-console");
    String want = JSON.readTree(d.resolve("label.json").toFile()).get("caseId").asText();
    List<String> lines = Files.readAllLines(d.resolve("input.log"));
    List<JsonNode> ev = events(CliRun.of("", "tag", "--format", "ecs", d.resolve("input.log").toString()).out());
    int bind = indexOf(lines, "Failed to bind the IP port");
    JsonNode e = ev.get(bind);
    assertEquals(want, e.at("/rule/id").asText(), e.toString());
    assertEquals("alert", e.at("/event/kind").asText());
    assertEquals("EJ0003", e.at("/error/code").asText());
    assertEquals(bind + 1, e.at("/event/sequence").asInt());
    assertTrue(e.at("/@timestamp").asText().startsWith("2026-03-02T14:10:44"), e.toString());
    assertFalse(e.at("/labels/confidence").asText().isEmpty());
    JsonNode wrapper = ev.get(indexOf(lines, "call hccl api failed"));
    assertEquals("true", wrapper.at("/labels/cascade").asText(), wrapper.toString());
    assertEquals("event", wrapper.at("/event/kind").asText());
  }

  private static int indexOf(List<String> lines, String text) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(text)) {
        return i;
      }
    }
    throw new AssertionError("no line with " + text);
  }

  @Test
  void onlyMatchesKeepsTheEvidenceLinesOnly() throws Exception {
    String log = TestPaths.corpus().resolve("ptacase_0043-vllm-console/input.log").toString();
    List<JsonNode> all = events(CliRun.of("", "tag", "--format", "ecs", log).out());
    List<JsonNode> only = events(CliRun.of("", "tag", "--format", "ecs", "--only-matches", log).out());
    long expected = all.stream().filter(e -> e.has("rule") || e.has("error")).count();
    assertTrue(expected > 0 && expected < all.size(), "the sample has matching and other lines");
    assertEquals(expected, only.size());
    only.forEach(e -> assertValid(e, "only-matches"));
  }

  @Test
  void jsonEventsKeepTheirFieldsAndABadLineIsPassedThroughAndReported() throws Exception {
    Path d = TestPaths.corpus().resolve("ptacase_0043-vllm-console");
    List<String> lines = Files.readAllLines(d.resolve("input.log"));
    StringBuilder in = new StringBuilder();
    int n = 0;
    for (String l : lines) {
      ObjectNode o = JSON.createObjectNode();
      o.put("log", l);
      o.put("kubernetes_pod", "train-" + n);
      o.putObject("host").put("name", "node-7");
      o.put("path", "/var/log/npu/run.log");
      in.append(JSON.writeValueAsString(o)).append('\n');
      if (++n == 3) {
        in.append("{\"log\": \"cut in the middle\n");
      }
    }
    CliRun r = CliRun.of(in.toString(), "tag", "--input", "json", "--message-field", "log", "--path-field", "path",
        "--format", "ecs", "--only-matches");
    CliRun all = CliRun.of(in.toString(), "tag", "--input", "json", "--message-field", "log", "--path-field", "path",
        "--format", "ecs");
    assertEquals(0, all.code(), all.err());
    assertTrue(all.err().contains("line 4"), "the bad line is named: " + all.err());
    List<JsonNode> ev = events(all.out());
    assertEquals(lines.size() + 1, ev.size(), "nothing dropped");
    JsonNode bad = ev.get(3);
    assertEquals("_jsonparsefailure", bad.at("/tags/0").asText(), bad.toString());
    assertEquals("{\"log\": \"cut in the middle", bad.at("/message").asText());
    for (JsonNode e : ev) {
      assertValid(e, "json input");
    }
    JsonNode hit = events(r.out()).stream().filter(e -> e.has("rule")).findFirst().orElseThrow();
    assertEquals("node-7", hit.at("/host/name").asText());
    assertEquals("/var/log/npu/run.log", hit.at("/log/file/path").asText());
    assertTrue(hit.get("kubernetes_pod").asText().startsWith("train-"), "input fields are kept");
    assertTrue(hit.get("message").asText().contains("Failed to bind"), "the log field became message");
  }

  @Test
  void aGlobReadsTheFilesItMatchesInTurn() throws Exception {
    Path tree = TestPaths.corpus().resolve("tree-port-bound-rank0/input");
    long lines;
    List<Path> files;
    try (Stream<Path> s = Files.walk(tree)) {
      files = s.filter(Files::isRegularFile).filter(p -> p.toString().endsWith(".log")).sorted().toList();
    }
    lines = 0;
    for (Path f : files) {
      lines += Files.readAllLines(f).size();
    }
    CliRun r = CliRun.of("", "tag", "--format", "ecs", tree + "/**.log");
    assertEquals(0, r.code(), r.err());
    List<JsonNode> ev = events(r.out());
    assertEquals(lines, ev.size());
    assertEquals(files.size(), ev.stream().map(e -> e.at("/log/file/path").asText()).distinct().count());
    // below the folder the files share, each file's first folder is its host, as in the tree
    for (JsonNode e : ev) {
      String rel = tree.toAbsolutePath().normalize().relativize(Path.of(e.at("/log/file/path").asText())).toString();
      assertEquals(rel.substring(0, rel.indexOf('/')), e.at("/host/name").asText(), e.toString());
    }
    CliRun none = CliRun.of("", "tag", tree + "/**.nothing");
    assertEquals(2, none.code());
    assertTrue(none.err().contains("matches no file"), none.err());
  }
}
