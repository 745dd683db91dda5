package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.testing.CliRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code diagnose} refuses an input with no byte in it before the knowledge loads (issue 38: the
 * refusal cost as much as a diagnosis), and says exactly what the reading says when it refuses the
 * same input after loading: the run with {@code --index-dir}, whose knowledge is loaded first,
 * gives the reference.
 */
class EmptyInputTest {
  private static void assertSameAsAfterLoading(Path indexDir, String stdin, String... args) {
    CliRun early = CliRun.of(stdin, args);
    List<String> loaded = new ArrayList<>(List.of(args));
    loaded.add("--index-dir");
    loaded.add(indexDir.toString());
    CliRun late = CliRun.of(stdin, loaded.toArray(String[]::new));
    assertEquals(2, late.code(), late.err());
    assertTrue(late.err().contains("nothing to diagnose"), late.err());
    assertEquals(late.code(), early.code(), early.err());
    assertEquals(late.err(), early.err());
    assertEquals("", early.out());
  }

  @Test
  void emptyFilesAndAnEmptyStdinAreRefusedAsTheReadingRefusesThem(@TempDir Path dir) throws Exception {
    Path index = dir.resolve("index");
    Path a = Files.createFile(dir.resolve("a.log"));
    Path b = Files.createFile(dir.resolve("plog-1.log"));
    Path gz = Files.createFile(dir.resolve("empty.log.gz"));
    assertSameAsAfterLoading(index, "", "diagnose", a.toString());
    assertSameAsAfterLoading(index, "", "diagnose", a.toString(), b.toString(), gz.toString());
    assertSameAsAfterLoading(index, "", "diagnose", a.toString(), "--format", "json");
    assertSameAsAfterLoading(index, "", "diagnose");
    assertSameAsAfterLoading(index, "", "diagnose", "-");
  }

  @Test
  void aByteIsReadAndAFolderIsWalked(@TempDir Path dir) throws Exception {
    Path one = Files.writeString(dir.resolve("one.log"), "\n");
    Path folder = Files.createDirectory(dir.resolve("logs"));
    Files.createFile(folder.resolve("empty.log"));
    // one empty line is one line read: no refusal
    assertFalse(CliRun.of("", "diagnose", one.toString()).err().contains("nothing to diagnose"));
    assertFalse(CliRun.of("\n", "diagnose").err().contains("nothing to diagnose"));
    // an empty file beside a file with a line is read with it
    Path empty = Files.createFile(dir.resolve("empty.log"));
    assertFalse(CliRun.of("", "diagnose", empty.toString(), one.toString()).err().contains("nothing to diagnose"));
    // a folder of empty files is walked by the reader, which refuses it
    assertSameAsAfterLoading(dir.resolve("index"), "", "diagnose", folder.toString());
  }

  @Test
  void namedKnowledgeIsStillCheckedFirst(@TempDir Path dir) throws Exception {
    Path empty = Files.createFile(dir.resolve("empty.log"));
    Path cases = Files.createDirectory(dir.resolve("cases"));
    Files.writeString(cases.resolve("broken.json"), "{ not json", StandardCharsets.UTF_8);
    CliRun r = CliRun.of("", "diagnose", "--casebase", cases.toString(), empty.toString());
    assertEquals(2, r.code(), r.err());
    assertFalse(r.err().contains("nothing to diagnose"), "the broken case file is said first: " + r.err());
  }

  /** The classes a fresh JVM loads for {@code diagnose file}. */
  private static List<String> classesLoaded(Path dir, Path file) throws Exception {
    Path log = dir.resolve("classes-" + file.getFileName() + ".txt");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-Xlog:class+load=info:file=" + log,
        "-cp", System.getProperty("java.class.path"), Main.class.getName(), "diagnose", file.toString())
        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    assertTrue(p.waitFor(3, TimeUnit.MINUTES), "diagnose " + file);
    return Files.readAllLines(log);
  }

  @Test
  void anEmptyFileLoadsNoKnowledgeAndNoIndex(@TempDir Path dir) throws Exception {
    Path empty = Files.createFile(dir.resolve("empty.log"));
    Path one = Files.writeString(dir.resolve("one.log"), "x\n");
    List<String> knowledge = List.of(" io.github.ascendtriage.internal.load.", " io.github.ascendtriage.internal.casebase.",
        " io.github.ascendtriage.internal.codes.", " org.apache.lucene.", " com.fasterxml.jackson.");
    // the control: a file with a line loads every kind
    List<String> read = classesLoaded(dir, one);
    for (String k : knowledge) {
      assertTrue(read.stream().anyMatch(l -> l.contains(k)), k + " for a file with a line");
    }
    for (String line : classesLoaded(dir, empty)) {
      for (String k : knowledge) {
        assertFalse(line.contains(k), "an empty file loaded " + line);
      }
    }
  }
}
