package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.output.JsonReport;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * Coverage-guided fuzz tests (Jazzer). In a normal build they replay the committed seeds under
 * {@code src/test/resources/io/github/ascendtriage/reliability/TriageFuzzTestInputs/<method>/}; run
 * with {@code JAZZER_FUZZ=1} to fuzz one of them for longer (see docs/guarantees.md). Each target
 * takes raw bytes, so a seed file is simply a log, a case file or a packed tree.
 *
 * <p>The property checked is the library's promise under bad input: nothing is thrown, and the
 * answer is well formed.
 */
class TriageFuzzTest {
  static final FeatureExtractor EXTRACTOR =
      FeatureExtractor.forCaseBase(CaseBaseLoader.load(true, List.of(), List.of()));
  static final AscendTriage REDACTING = AscendTriage.builder().redact(true).threads(1).build();

  static String text(byte[] data) {
    return new String(data, StandardCharsets.UTF_8);
  }

  /** The line scanner (console prefixes and every recogniser) over arbitrary lines. */
  @FuzzTest(maxDuration = "10m")
  void scanLines(byte[] data) {
    LineScanner sc = EXTRACTOR.newScanner("fuzz");
    FeatureCollector f = new FeatureCollector();
    long no = 0;
    for (String line : text(data).split("\n", -1)) {
      no++;
      f.beginLine("fuzz", no, line);
      sc.scan(line, no, f);
    }
    f.finish().features().forEach(ft -> assertNotNull(ft.value()));
  }

  /** Feature extraction, matching and rendering: the whole of {@code diagnose(String)}. */
  @FuzzTest(maxDuration = "10m")
  void diagnoseText(byte[] data) {
    String s = text(data);
    for (AscendTriage t : new AscendTriage[] {Fixtures.TRIAGE, REDACTING}) {
      Diagnosis d = t.diagnose(s);
      checkWellFormed(d);
      assertFalse(JsonReport.render(d).isEmpty());
    }
  }

  /** The case-file loader over one fuzzed JSON file: a list of problems, never an exception. */
  @FuzzTest(maxDuration = "10m")
  void validateCaseFile(byte[] data) throws IOException {
    Path dir = Files.createTempDirectory("fuzz-cases");
    try {
      Files.write(dir.resolve("fuzzed.json"), data);
      List<String> problems = CaseBaseLoader.validateDirectory(dir);
      for (String p : problems) {
        assertTrue(p.contains("fuzzed.json"), "a problem that does not name its file: " + p);
      }
    } finally {
      delete(dir);
    }
  }

  /**
   * The tree walker and file reader over a tree built from the data: chunks separated by {@code
   * \n--8<--\n} become files; a chunk's first byte chooses plain text, gzip, gzip cut in half,
   * or a symbolic link to the tree's root, and its second byte which folder it lands in.
   */
  @FuzzTest(maxDuration = "10m")
  void diagnoseTree(byte[] data) throws IOException {
    Path root = Files.createTempDirectory("fuzz-tree");
    try {
      int files = buildTree(root, data);
      Diagnosis d = Fixtures.TRIAGE.diagnose(root);
      checkWellFormed(d);
      assertTrue(d.filesRead() <= files, d.filesRead() + " > " + files);
    } finally {
      delete(root);
    }
  }

  /**
   * An upload (or stdin) of any bytes: the seeds are small archives of every format and cut ones,
   * so mutations reach the decoders and the entry readers. Never an exception (the bytes come
   * from memory, so no read of the raw stream fails), and no warning says "null".
   */
  @FuzzTest(maxDuration = "10m")
  void diagnoseUpload(byte[] data) throws IOException {
    Diagnosis d = Fixtures.TRIAGE.diagnose(new java.io.ByteArrayInputStream(data), "upload");
    checkWellFormed(d);
    d.warnings().forEach(w -> assertFalse(w.message().contains("null"), w.toString()));
  }

  /**
   * {@code tag --input json} over any lines: exit 0, and one JSON object out per line in (a line
   * that is not a JSON event is passed through as text).
   */
  @FuzzTest(maxDuration = "10m")
  void tagJsonInput(byte[] data) throws IOException {
    String in = text(data);
    long lines = in.isEmpty() ? 0 : in.split("\r\n|\r|\n", -1).length - (in.endsWith("\n") || in.endsWith("\r") ? 1 : 0);
    for (String format : List.of("json", "ecs")) {
      io.github.ascendtriage.testing.CliRun r =
          io.github.ascendtriage.testing.CliRun.of(in, "tag", "--input", "json", "--format", format);
      assertEquals(0, r.code(), r.err());
      String[] out = r.out().isEmpty() ? new String[0] : r.out().split("\n");
      assertEquals(lines, out.length, format + ": " + r.out());
      for (String o : out) {
        assertTrue(new com.fasterxml.jackson.databind.ObjectMapper().readTree(o).isObject(), o);
      }
    }
  }

  static int buildTree(Path root, byte[] data) throws IOException {
    byte[] sep = "\n--8<--\n".getBytes(StandardCharsets.US_ASCII);
    int files = 0;
    int start = 0;
    int chunk = 0;
    while (start <= data.length && chunk < 12) {
      int end = indexOf(data, sep, start);
      byte[] c = Arrays.copyOfRange(data, start, end < 0 ? data.length : end);
      int mode = c.length > 0 ? c[0] & 3 : 0;
      String folder = c.length > 1 ? "host-" + (c[1] & 3) + "/plog" : "log";
      Path file = root.resolve(folder).resolve("f" + chunk + (mode == 0 ? ".log" : ".log.gz"));
      Files.createDirectories(file.getParent());
      byte[] body = c.length > 2 ? Arrays.copyOfRange(c, 2, c.length) : new byte[0];
      switch (mode) {
        case 0 -> Files.write(file, body);
        case 1 -> Files.write(file, gzip(body));
        case 2 -> {
          byte[] z = gzip(body);
          Files.write(file, Arrays.copyOf(z, z.length / 2));
        }
        default -> Files.createSymbolicLink(file, root);
      }
      if (mode != 3) {
        files++;
      }
      chunk++;
      if (end < 0) {
        break;
      }
      start = end + sep.length;
    }
    return files;
  }

  static void checkWellFormed(Diagnosis d) {
    assertNotNull(d.layer());
    assertTrue(d.confidence() >= 0.0 && d.confidence() <= 1.0, "confidence " + d.confidence());
    assertTrue(d.matches().size() <= AscendTriage.DEFAULT_TOP_K);
    if (d.matched()) {
      assertEquals(d.matches().get(0).confidence(), d.confidence());
      assertEquals(d.matches().get(0).layer(), d.layer());
    }
    double prev = Double.MAX_VALUE;
    for (CaseMatch m : d.matches()) {
      assertTrue(m.confidence() <= prev, "matches not sorted by confidence");
      prev = m.confidence();
    }
    assertTrue(d.linesRead() >= 0 && d.filesRead() >= 0);
  }

  static byte[] gzip(byte[] b) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream z = new GZIPOutputStream(out)) {
      z.write(b);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  static int indexOf(byte[] a, byte[] sep, int from) {
    outer:
    for (int i = from; i <= a.length - sep.length; i++) {
      for (int j = 0; j < sep.length; j++) {
        if (a[i + j] != sep[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  static void delete(Path root) throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
