package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.input.LineReader;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Over every corpus sample, fed line by line to a stream session: each tagged line's case is a case
 * the session's diagnosis claims right after that line, with the same layer, and once the whole
 * sample is in, the session's diagnosis claims what {@code diagnose} claims for the same lines.
 */
class StreamAgreementTest {
  static final TriageEngine ENGINE =
      TriageEngine.create(CaseBaseLoader.load(true, List.of(), List.of()), 3, Double.NaN, null, false, 1);
  /** Diagnoses taken after tagged lines, at most, per sample (each is a full assembly). */
  static final int CHECKS = 40;

  @TestFactory
  Stream<DynamicTest> aStreamedLinesCaseIsClaimedByTheSessionsDiagnosis() throws IOException {
    List<Path> samples;
    try (Stream<Path> s = Files.list(TestPaths.corpus())) {
      samples = s.filter(Files::isDirectory).sorted().toList();
    }
    assertTrue(samples.size() >= 100, "corpus samples found: " + samples.size());
    return samples.stream().map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> check(dir)));
  }

  static void check(Path dir) throws IOException {
    List<String> lines = lines(dir);
    int checks = 0;
    try (StreamSession s = ENGINE.openStream()) {
      for (String line : lines) {
        TaggedLine t = s.accept(line);
        if (t.caseId().isPresent() && checks++ < CHECKS) {
          Diagnosis now = s.diagnosis();
          String id = t.caseId().get();
          CaseMatch m = now.matches().stream().filter(x -> x.caseId().equals(id)).findFirst().orElse(null);
          assertTrue(m != null, "line " + t.lineNumber() + " tagged " + id + " but the diagnosis claims " + ids(now));
          assertEquals(m.layer(), t.layer(), "layer of line " + t.lineNumber());
        }
      }
      if (lines.size() <= StreamingSession.WINDOW) {
        Diagnosis streamed = s.diagnosis();
        Diagnosis batch = Engines.text(ENGINE, String.join("\n", lines), "-");
        assertEquals(claims(batch), claims(streamed), "final claims");
        assertEquals(batch.layer(), streamed.layer(), "final layer");
      }
    }
  }

  static List<String> ids(Diagnosis d) {
    return d.matches().stream().map(CaseMatch::caseId).toList();
  }

  static List<String> claims(Diagnosis d) {
    return d.matches().stream().map(m -> m.caseId() + "@" + m.confidence()).toList();
  }

  /** The sample's lines: its input file, or every file of its input tree in path order. */
  static List<String> lines(Path dir) throws IOException {
    List<Path> files = files(dir);
    List<String> out = new ArrayList<>();
    for (Path f : files) {
      try (InputStream in = Files.newInputStream(f)) {
        LineReader.read(in, (line, no) -> out.add(line));
      } catch (LineReader.NotTextException e) {
        // binary files of a tree carry no lines
      }
    }
    return out;
  }

  /** The sample's input files (or {@code dir} itself, a file) in path order, {@code label.json} aside. */
  static List<Path> files(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().equals("label.json")).sorted().toList();
    }
  }
}
