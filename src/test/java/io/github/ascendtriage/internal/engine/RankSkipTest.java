package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

  /**
   * The platform guard reads codes, PTA codes and modules by kind (any one of them shows an Ascend
   * stack): only the first token of such a kind coming, or the last going, can move the ranking
   * ({@link RankedTokens}). A GPU log (NCCL lines throughout) with a phrase case's line now and then
   * and plog ERROR lines whose modules come, pile up and go with the window is tagged as by a session
   * that ranks again on every token, on one source and on two; and the stream does move the guard:
   * the case is claimed on some of its lines and not on others.
   */
  @Test
  void aKindTheGuardReadsByPresenceRanksWhenItsFirstComesOrItsLastGoes() {
    Random rnd = new Random(3838);
    String[] modules = {"APP", "GE", "FE", "AICPU", "TBE"}; // modules no case names: read by kind alone
    String caseLine = "rdma init fail, ret 1";
    List<String> stream = new ArrayList<>();
    int n = 3 * StreamingSession.WINDOW;
    for (int i = 0; i < n; i++) {
      boolean modulesNow = i < n / 4 || (i > n * 2 / 3 && i < n * 5 / 6);
      if (modulesNow && rnd.nextInt(300) == 0) {
        stream.add("[ERROR] " + modules[rnd.nextInt(modules.length)] + "(" + (100 + rnd.nextInt(900)) + ",python):2026-01-01-00:"
            + (10 + rnd.nextInt(50)) + ":00.000.000 [op.cc:" + rnd.nextInt(999) + "] step " + rnd.nextInt(99) + " went wrong");
      } else if (rnd.nextInt(400) == 0) {
        stream.add("NCCL WARN Call to ibv_create_cq failed with error " + rnd.nextInt(99));
      } else if (rnd.nextInt(200) == 0) {
        stream.add(caseLine);
      } else {
        stream.add("epoch " + rnd.nextInt(99) + " step " + rnd.nextInt(9999) + " loss " + rnd.nextInt(999));
      }
    }
    for (int sources = 1; sources <= 2; sources++) {
      long[] ranked = compare(stream, sources, 38 + sources);
      assertTrue(ranked[0] < ranked[1], "rankings with the filter / without: " + ranked[0] + " / " + ranked[1]);
    }
    java.util.Set<Boolean> claimed = new java.util.HashSet<>();
    try (StreamingSession s = (StreamingSession) ENGINE.openStream()) {
      for (String l : stream) {
        io.github.ascendtriage.TaggedLine t = s.accept(l);
        if (l.equals(caseLine)) {
          claimed.add(t.caseId().isPresent());
        }
      }
    }
    assertEquals(java.util.Set.of(true, false), claimed, "the case line claimed (true) and not (false)");
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
