package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.input.LineReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A snapshot that gives a part of the last one again ({@link Snapshots}) equals one whose parts are
 * all made afresh. Two collectors read the same stream (lines of corpus samples in a random order,
 * over two sources, so features, events, facts and codes come and repeat) and are asked the same
 * things at the same lines: snapshots and root inputs at random, forgets of an older part, adds of
 * another reading; one keeps parts, the other makes every part afresh. After every ask the two sets
 * hold the same keys in the same order, occurrences, token keys and kinds, events, facts, codes,
 * drops and skips; and the kept collector did give each part again (the check is not empty).
 */
class SnapshotPartsTest {
  private static final FeatureExtractor PLAIN = new FeatureExtractor(List.of(), Map.of(), io.github.ascendtriage.TestKnowledge.K);

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4})
  void keptPartsEqualPartsMadeAfresh(long seed) throws IOException {
    Random r = new Random(seed * 104_729);
    List<String> lines = stream(r);
    FeatureCollector kept = new FeatureCollector();
    FeatureCollector fresh = new FeatureCollector();
    fresh.snapshots.afresh = true;
    String[] names = {"host-a/plog-1.log", "host-b/plog-2.log"};
    LineScanner[] keptScan = {PLAIN.newScanner(names[0]), PLAIN.newScanner(names[1])};
    LineScanner[] freshScan = {PLAIN.newScanner(names[0]), PLAIN.newScanner(names[1])};
    FeatureSet last = null;
    int[] reused = new int[4]; // occurrences, events, facts, codes given again
    int asks = 0;
    for (int i = 0; i < lines.size(); i++) {
      long no = i + 1;
      int src = r.nextInt(5) == 0 ? 1 : 0;
      String line = lines.get(i);
      kept.beginLine(names[src], no, line);
      keptScan[src].scan(line, no, kept);
      fresh.beginLine(names[src], no, line);
      freshScan[src].scan(line, no, fresh);
      int what = r.nextInt(40);
      if (what < 6) {
        FeatureSet a = kept.snapshot();
        assertSame(a, fresh.snapshot(), "snapshot after line " + no + ", seed " + seed);
        if (last != null) {
          reused[0] += a.occurrences() == last.occurrences() ? 1 : 0;
          reused[1] += a.events() == last.events() && !a.events().isEmpty() ? 1 : 0;
          reused[2] += a.sources() == last.sources() && !a.sources().isEmpty() ? 1 : 0;
          reused[3] += a.codes() == last.codes() && !a.codes().isEmpty() ? 1 : 0;
        }
        last = a;
        asks++;
      } else if (what < 9) {
        assertSame(kept.rootInputs(), fresh.rootInputs(), "root inputs after line " + no + ", seed " + seed);
        asks++;
      } else if (what == 9 && r.nextInt(8) == 0) {
        long cut = Math.max(0, no - r.nextInt(400));
        kept.forgetOlderThan(cut);
        fresh.forgetOlderThan(cut);
      } else if (what == 10 && r.nextInt(20) == 0) {
        FeatureSet other = Sources.read("host-c/plog-3.log", String.join("\n", lines.subList(r.nextInt(i + 1), i + 1)));
        kept.add(other);
        fresh.add(other);
      }
    }
    assertSame(kept.finish(), fresh.finish(), "finish, seed " + seed);
    assertTrue(asks > 100, "asks: " + asks);
    for (int k = 0; k < reused.length; k++) {
      assertTrue(reused[k] > 0, "part " + k + " never given again, seed " + seed + ": " + java.util.Arrays.toString(reused));
    }
  }

  /** Every part of two sets, compared. */
  static void assertSame(FeatureSet a, FeatureSet b, String where) {
    assertEquals(new ArrayList<>(b.keys()), new ArrayList<>(a.keys()), "keys, " + where);
    for (String k : b.keys()) {
      assertEquals(b.occurrence(k), a.occurrence(k), "occurrence " + k + ", " + where);
    }
    assertEquals(b.tokenKeys(), a.tokenKeys(), "token keys, " + where);
    for (FeatureType t : FeatureType.values()) {
      assertEquals(b.hasType(t), a.hasType(t), "kind " + t + ", " + where);
    }
    assertEquals(b.events(), a.events(), "events, " + where);
    assertEquals(new ArrayList<>(b.sources().entrySet()), new ArrayList<>(a.sources().entrySet()), "facts, " + where);
    assertEquals(b.codes(), a.codes(), "codes, " + where);
    assertEquals(b.dropped(), a.dropped(), "dropped, " + where);
    assertEquals(b.droppedEvents(), a.droppedEvents(), "dropped events, " + where);
    assertEquals(b.droppedCodes(), a.droppedCodes(), "dropped codes, " + where);
    assertEquals(b.skipped(), a.skipped(), "skipped, " + where);
    assertEquals(b.skippedUnlisted(), a.skippedUnlisted(), "skipped unlisted, " + where);
  }

  /** Lines of corpus samples: a random pick of samples, each sample's lines in order, some repeated. */
  private static List<String> stream(Random r) throws IOException {
    List<Path> samples;
    try (Stream<Path> s = Files.list(TestPaths.corpus())) {
      samples = s.filter(Files::isDirectory).sorted().toList();
    }
    List<String> out = new ArrayList<>();
    while (out.size() < 3_000) {
      for (String l : lines(samples.get(r.nextInt(samples.size())))) {
        out.add(l);
        if (r.nextInt(3) == 0) {
          out.add(l);
        }
      }
    }
    return out;
  }

  private static List<String> lines(Path dir) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(dir)) {
      files = s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().equals("label.json")).sorted().toList();
    }
    List<String> out = new ArrayList<>();
    for (Path f : files) {
      try (InputStream in = Files.newInputStream(f)) {
        LineReader.read(in, (line, no) -> out.add(line));
      } catch (LineReader.NotTextException e) {
        // binary files of a sample carry no lines
      }
    }
    return out;
  }
}
