package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.StreamAlert;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TestPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A stream made of a tree's files, interleaved line by line (each line with the file it came
 * from), gives the root cause that diagnosing the tree gives, and the labelled one; so do its
 * alerts. Cut in the middle by a snapshot and a restore, the stream gives the same alerts, none
 * lost or repeated. On every corpus tree with a labelled root and on ascend-fd's fixtures.
 */
class StreamTreeTest {
  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().build();
  }

  /** One line of the stream: the file relative to the tree's root, and the text. */
  record Line(String file, String text) {}

  /** The tree's files, interleaved: one line of each file in turn, in path order. */
  static List<Line> interleave(Path root) throws IOException {
    List<Path> files;
    List<String> only = WORKERS.get(root);
    try (Stream<Path> s = Files.walk(root)) {
      files = s.filter(Files::isRegularFile)
          .filter(f -> only == null || only.contains(root.relativize(f).getName(0).toString()))
          .sorted().toList();
    }
    List<Iterator<String>> its = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (Path f : files) {
      its.add(Files.readAllLines(f).iterator());
      names.add(root.relativize(f).toString().replace('\\', '/'));
    }
    List<Line> out = new ArrayList<>();
    boolean any = true;
    while (any) {
      any = false;
      for (int i = 0; i < its.size(); i++) {
        if (its.get(i).hasNext()) {
          out.add(new Line(names.get(i), its.get(i).next()));
          any = true;
        }
      }
    }
    return out;
  }

  /** For a fixture that names its workers, those folders of it (the others belong elsewhere). */
  static final Map<Path, List<String>> WORKERS = new java.util.HashMap<>();

  /** Diagnoses the tree as a batch: the folder, or its named workers' folders. */
  static Diagnosis diagnoseTree(Path root) throws IOException {
    List<String> only = WORKERS.get(root);
    return only == null ? triage.diagnose(root) : triage.diagnose(only.stream().map(root::resolve).toList());
  }

  /** The trees: corpus samples with a labelled root, then ascend-fd's fixtures (when present). */
  static List<Path> trees() throws IOException {
    List<Path> out = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(TestPaths.corpus())) {
      for (Path dir : dirs.sorted().toList()) {
        Path label = dir.resolve("label.json");
        if (Files.isRegularFile(label) && Files.isDirectory(dir.resolve("input"))) {
          Label l = Label.read(label);
          if (l.rootHost().isPresent() || l.rootRank().isPresent()) {
            out.add(dir.resolve("input"));
          }
        }
      }
    }
    Path fx = TestPaths.shared().resolve("ascend-fd/fixtures");
    if (Files.isRegularFile(fx.resolve("expected.json"))) {
      JsonNode cases = new ObjectMapper().readTree(fx.resolve("expected.json").toFile()).get("testcases");
      for (Iterator<Map.Entry<String, JsonNode>> it = cases.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> c = it.next();
        Path root = fx.resolve(c.getKey());
        if (c.getValue().get("workers").isArray()) {
          // only these workers belong to the test: the tree is those folders
          List<String> w = new ArrayList<>();
          c.getValue().get("workers").forEach(n -> w.add(n.asText()));
          WORKERS.put(root, w);
        }
        out.add(root);
      }
    }
    return out;
  }

  static Set<String> roots(Optional<RootCause> rc) {
    Set<String> out = new TreeSet<>();
    rc.ifPresent(r -> r.roots().forEach(p -> out.add(label(p))));
    return out;
  }

  static String label(ProcessPlace p) {
    return p.host().orElse("?") + " device " + (p.device().isPresent() ? p.device().getAsInt() : "?")
        + " rank " + (p.rank().isPresent() ? p.rank().getAsInt() : "?");
  }

  /** Feeds lines to a session; returns every alert, taken after each line and at the end. */
  static List<StreamAlert> feed(StreamSession s, List<Line> lines, boolean flush) {
    List<StreamAlert> alerts = new ArrayList<>();
    for (Line l : lines) {
      s.accept(l.text(), LineSource.of(l.file()));
      alerts.addAll(s.takeAlerts());
    }
    if (flush) {
      alerts.addAll(s.flush());
    }
    return alerts;
  }

  static List<String> shown(List<StreamAlert> alerts) {
    return alerts.stream()
        .map(a -> a.sequence() + " " + a.kind() + " " + a.key() + " " + a.caseId().orElse("-") + " " + a.layer().id()
            + " @" + a.line() + " roots " + roots(a.rootCause()))
        .toList();
  }

  @TestFactory
  Stream<DynamicTest> anInterleavedTreeGivesTheTreesRootCause() throws IOException {
    List<Path> trees = trees();
    assertTrue(trees.size() >= 6, "trees: " + trees.size());
    return trees.stream().map(root -> DynamicTest.dynamicTest(root.getParent().getFileName() + "/" + root.getFileName(), () -> {
      Diagnosis tree = diagnoseTree(root);
      List<Line> lines = interleave(root);
      List<StreamAlert> alerts;
      Diagnosis streamed;
      try (StreamSession s = triage.openStream()) {
        alerts = feed(s, lines, true);
        streamed = s.diagnosis();
      }
      Set<String> want = roots(tree.rootCause());
      assertFalse(want.isEmpty(), "the tree has a root cause");
      assertEquals(want, roots(streamed.rootCause()), "the stream's root cause");
      assertEquals(tree.rootCause().map(RootCause::chain), streamed.rootCause().map(RootCause::chain), "the chain");
      assertEquals(tree.bestMatch().map(m -> m.caseId()), streamed.bestMatch().map(m -> m.caseId()), "the case");
      assertFalse(alerts.isEmpty(), "an alert");
      StreamAlert last = alerts.get(alerts.size() - 1);
      assertEquals(want, roots(last.rootCause()), "the last alert's root cause: " + shown(alerts));
      assertEquals(StreamAlert.Kind.RAISED, alerts.get(0).kind());
      assertTrue(alerts.size() <= 6, "a few alerts, not one per line: " + shown(alerts));
      assertEquals(1, alerts.stream().filter(a -> a.kind() == StreamAlert.Kind.RAISED).count(),
          "one root cause, raised once, then updated: " + shown(alerts));
      Path label = root.resolveSibling("label.json");
      if (Files.isRegularFile(label)) {
        Label l = Label.read(label);
        l.rootDevice().ifPresent(dev -> assertEquals(dev, streamed.rootCause().orElseThrow().device().orElse(-1), "labelled device"));
      }
    }));
  }

  @TestFactory
  Stream<DynamicTest> aSnapshotInTheMiddleLosesAndRepeatsNoAlert() throws IOException {
    return trees().stream().map(root -> DynamicTest.dynamicTest(root.getParent().getFileName() + "/" + root.getFileName(), () -> {
      List<Line> lines = interleave(root);
      List<StreamAlert> whole;
      try (StreamSession s = triage.openStream()) {
        whole = feed(s, lines, true);
      }
      for (int cut : new int[] {lines.size() / 3, lines.size() / 2, 2 * lines.size() / 3}) {
        List<StreamAlert> parts;
        byte[] snap;
        try (StreamSession s = triage.openStream()) {
          parts = new ArrayList<>(feed(s, lines.subList(0, cut), false));
          snap = s.snapshot();
        }
        try (StreamSession r = triage.restoreStream(snap)) {
          assertEquals(cut, r.linesAccepted());
          parts.addAll(feed(r, lines.subList(cut, lines.size()), true));
        }
        assertEquals(shown(whole), shown(parts), "cut at line " + cut + " of " + lines.size());
      }
    }));
  }
}
