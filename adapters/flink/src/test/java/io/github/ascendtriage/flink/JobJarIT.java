package io.github.ascendtriage.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job jar run as Flink runs a submitted jar: its main class in its own JVM with the jar and
 * Flink's own jars (what an installation's lib/ holds) on the class path, no cluster given, so
 * Flink starts a local one. Two corpus trees read from their folders, one job each, give each job
 * an alert with the case, layer and root-cause host that the tree's label names; wrong arguments
 * and a wrong case file are refused with one line.
 */
class JobJarIT {
  private static final Path JAR = Path.of(System.getProperty("job.jar", "target/job.jar"));
  private static final Path CORPUS = Path.of(System.getProperty("corpus.dir", "../../corpus"));
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path dir;

  private Process start(String... args) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String flink = Files.readString(Path.of(System.getProperty("flink.classpath"))).strip();
    List<String> cmd = new ArrayList<>(List.of(java, "-Xmx768m", "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"));
    cmd.addAll(List.of(System.getProperty("flink.jvm.opens", "").split(" +")));
    cmd.addAll(List.of("-cp", JAR + File.pathSeparator + flink, "io.github.ascendtriage.flink.TriageJob"));
    cmd.addAll(List.of(args));
    cmd.removeIf(String::isEmpty);
    return new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
        .redirectOutput(dir.resolve("job.log").toFile()).start();
  }

  private String log() throws Exception {
    return Files.readString(dir.resolve("job.log"), StandardCharsets.UTF_8);
  }

  @Test
  void theJobJarCarriesTheLibraryAndTheFileConnectorButNotFlink() throws Exception {
    try (JarFile jar = new JarFile(JAR.toFile())) {
      assertEquals("io.github.ascendtriage.flink.TriageJob", jar.getManifest().getMainAttributes().getValue("Main-Class"));
      for (String f : List.of("io/github/ascendtriage/AscendTriage.class", "org/apache/lucene/index/IndexWriter.class",
          "org/apache/flink/connector/file/src/FileSource.class", "META-INF/LICENSE",
          "META-INF/licenses/lucene-core/NOTICE.txt", "META-INF/licenses/jackson-core/NOTICE",
          "META-INF/licenses/flink-connector-files/NOTICE")) {
        assertNotNull(jar.getEntry(f), "the job jar has no " + f);
      }
      for (String f : List.of("org/apache/flink/streaming/api/environment/StreamExecutionEnvironment.class",
          "org/apache/flink/runtime/minicluster/MiniCluster.class", "org/slf4j/Logger.class")) {
        assertNull(jar.getEntry(f), "the job jar carries what Flink provides: " + f);
      }
    }
  }

  @Test
  @Timeout(60)
  void wrongArgumentsAreRefusedWithOneLine() throws Exception {
    Process job = start("--input", dir.resolve("no-such-folder").toString());
    assertTrue(job.waitFor(50, TimeUnit.SECONDS));
    assertEquals(2, job.exitValue(), log());
    assertEquals("ascend-triage-flink: --input " + dir.resolve("no-such-folder") + ": no such file or folder", log().strip());
  }

  @Test
  @Timeout(60)
  void aWrongCaseFileIsRefusedWithOneLineNamingIt() throws Exception {
    Path cases = Files.createDirectories(dir.resolve("cases"));
    Files.writeString(cases.resolve("broken.json"), "{\"id\": \"site-broken\"}");
    Process job = start("--input", CORPUS.resolve("tree-port-bound-rank0").toAbsolutePath().toString(), "--cases", cases.toString());
    assertTrue(job.waitFor(50, TimeUnit.SECONDS));
    assertEquals(2, job.exitValue(), log());
    String out = log().strip();
    assertTrue(out.startsWith("ascend-triage-flink: --cases " + cases + ": ") && out.contains("broken.json")
        && !out.contains("\n"), out);
  }

  @Test
  @Timeout(150)
  void twoCorpusTreesEachRaiseTheirLabelledAlert() throws Exception {
    List<String> trees = List.of("tree-port-bound-rank0", "tree-uce-rank5-cascade");
    List<String> args = new ArrayList<>();
    for (String t : trees) {
      args.addAll(List.of("--input", t + "=" + CORPUS.resolve(t).resolve("input").toAbsolutePath()));
    }
    Path alerts = dir.resolve("alerts");
    Path tagged = dir.resolve("tagged");
    args.addAll(List.of("--alerts", alerts.toString(), "--tagged", tagged.toString()));
    Process job = start(args.toArray(new String[0]));
    try {
      assertTrue(job.waitFor(120, TimeUnit.SECONDS), "the job ends with its input");
    } finally {
      job.destroyForcibly();
    }
    assertEquals(0, job.exitValue(), log());
    // per job, its alerts by sequence number
    Map<String, TreeMap<Long, JsonNode>> byJob = new TreeMap<>();
    for (JsonNode a : lines(alerts)) {
      assertEquals("alert", a.at("/event/kind").asText(), a.toString());
      byJob.computeIfAbsent(a.at("/labels/job").asText(), k -> new TreeMap<>()).put(a.at("/event/sequence").asLong(), a);
    }
    assertEquals(Set.copyOf(trees), byJob.keySet(), "one job per input; the job's output:\n" + log());
    for (String t : trees) {
      JsonNode label = JSON.readTree(CORPUS.resolve(t).resolve("label.json").toFile());
      Set<String> cases = new HashSet<>();
      cases.add(label.get("caseId").asText());
      label.get("alternatives").forEach(c -> cases.add(c.asText()));
      JsonNode last = byJob.get(t).lastEntry().getValue();
      assertTrue(cases.contains(last.at("/rule/id").asText()), t + ": the case of " + last);
      assertEquals(label.get("layer").asText(), last.at("/labels/layer").asText(), t + ": " + last);
      assertEquals(label.at("/rootCause/host").asText(), last.at("/host/name").asText(), t + ": " + last);
    }
    List<JsonNode> evidence = lines(tagged);
    assertFalse(evidence.isEmpty(), "the tagged evidence lines are written too");
  }

  /** The JSON lines of the finished files in a sink's folder (in-progress files are hidden). */
  private static List<JsonNode> lines(Path folder) throws Exception {
    List<JsonNode> out = new ArrayList<>();
    List<Path> files;
    try (Stream<Path> s = Files.list(folder)) {
      files = s.filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList();
    }
    assertFalse(files.isEmpty(), "no finished file in " + folder);
    for (Path f : files) {
      for (String l : Files.readAllLines(f, StandardCharsets.UTF_8)) {
        out.add(JSON.readTree(l));
      }
    }
    return out;
  }
}
