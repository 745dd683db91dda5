package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The ranking is recomputed only when a token it reads came or went (or while a claim asked the
 * layer reasoning). Against a session that re-ranks on every new token (the cadence before the
 * filter), on streams made from every corpus sample with lines whose digits are changed at random
 * (new ports, codes, addresses, names: mostly tokens no case reads), spread over a few sources,
 * every tagged line, every alert and the final diagnosis are the same.
 */
class RankSkipTest {
  static final TriageEngine ENGINE = StreamAgreementTest.ENGINE;

  @TestFactory
  Stream<DynamicTest> everyCorpusStreamGivesTheSameTagsAndAlerts() throws IOException {
    List<Path> samples = LookSkipTest.samples();
    assertTrue(samples.size() >= 100, "corpus samples found: " + samples.size());
    return samples.stream().map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> {
      Random rnd = new Random(dir.getFileName().toString().hashCode() * 31L);
      List<String> other = StreamAgreementTest.lines(samples.get(rnd.nextInt(samples.size())));
      List<String> stream = new ArrayList<>();
      for (String l : StreamAgreementTest.lines(dir)) {
        stream.add(l);
        if (!other.isEmpty() && rnd.nextInt(3) == 0) {
          stream.add(newDigits(other.get(rnd.nextInt(other.size())), rnd));
        }
        if (rnd.nextInt(3) == 0) {
          stream.add(newDigits(l, rnd));
        }
      }
      compare(stream, 1 + rnd.nextInt(3), rnd.nextLong());
    }));
  }

  @Test
  void aLongStreamOfNewValuesRanksLessOftenWithTheSameAnswers() throws IOException {
    List<Path> samples = LookSkipTest.samples();
    Random rnd = new Random(38);
    List<String> stream = new ArrayList<>();
    while (stream.size() < StreamingSession.WINDOW + 3_000) {
      for (String l : StreamAgreementTest.lines(samples.get(rnd.nextInt(samples.size())))) {
        stream.add(rnd.nextInt(4) == 0 ? l : newDigits(l, rnd));
      }
    }
    long[] ranked = compare(stream, 2, 11);
    assertTrue(ranked[0] < ranked[1], "rankings with the filter / without: " + ranked[0] + " / " + ranked[1]);
  }

  /** {@code line} with each digit replaced by a random one. */
  static String newDigits(String line, Random rnd) {
    char[] c = line.toCharArray();
    for (int i = 0; i < c.length; i++) {
      if (c[i] >= '0' && c[i] <= '9') {
        c[i] = (char) ('0' + rnd.nextInt(10));
      }
    }
    return new String(c);
  }

  /** Feeds both sessions; returns how many times each ranked (filtered, every token). */
  static long[] compare(List<String> stream, int sources, long seed) {
    StreamingSession[] s = LookSkipTest.compare(stream, sources, seed, every -> every.ranking.everyToken = true);
    return new long[] {s[0].ranking.ranked, s[1].ranking.ranked};
  }
}
