package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Lines built to make a matcher backtrack or rescan: the work a scan does (characters read and
 * comparisons made, counted by the scanner itself, not timed) stays within a constant factor of
 * the line's length, and quadrupling the line at most quadruples the work.
 */
class HostileLineTest {
  /** Work allowed per character of line: the longest form's literal text bounds it. */
  private static final long PER_CHAR = 64;
  private static final int N = 20_000;

  private static Stream<Object[]> lines() {
    return Stream.of(
        new Object[] {"one long digit run", (IntFunction<String>) n -> "1".repeat(n)},
        new Object[] {"many known numbers with no form", (IntFunction<String>) n -> "1 ".repeat(n / 2)},
        new Object[] {"numbers after almost-forms", (IntFunction<String>) n -> "ret[1 hcclRet ->7 ret is 7 ".repeat(n / 27)},
        new Object[] {"a far literal that never comes", (IntFunction<String>) n -> ", error code is 7".repeat(n / 17)},
        new Object[] {"a suffix that never closes", (IntFunction<String>) n -> "retCode=0x7150050, [".repeat(n / 20)},
        new Object[] {"descriptions cut short", (IntFunction<String>) n -> "desc=[device task abor".repeat(n / 22)},
        new Object[] {"reason= without an end", (IntFunction<String>) n -> "reason=device id erro".repeat(n / 21)},
        new Object[] {"a huge AIC_ERROR value", (IntFunction<String>) n -> "AIC_ERROR=0x" + "f".repeat(n)},
        new Object[] {"one giant word of codes", (IntFunction<String>) n -> "EI0006x".repeat(n / 7)},
        new Object[] {"hex prefixes only", (IntFunction<String>) n -> "0x".repeat(n / 2)},
        new Object[] {"errNo words that are not HCCL's", (IntFunction<String>) n -> "errNo[0x0000000007000001]".repeat(n / 25)},
        new Object[] {"minus signs and digits", (IntFunction<String>) n -> "--8-80-8005".repeat(n / 11)},
        new Object[] {"nested brackets", (IntFunction<String>) n -> "[".repeat(n / 2) + "]".repeat(n / 2)},
        new Object[] {"NPU function error heads without codes", (IntFunction<String>) n -> "NPU function error: x, error code is ".repeat(n / 37)});
  }

  @TestFactory
  Stream<DynamicTest> workStaysLinear() {
    CodeRecognizer r = TestCatalogs.fixture().recognizer();
    return lines().map(c -> DynamicTest.dynamicTest((String) c[0], () -> {
      @SuppressWarnings("unchecked")
      IntFunction<String> gen = (IntFunction<String>) c[1];
      String small = gen.apply(N);
      String large = gen.apply(4 * N);
      long ws = r.work(small);
      long wl = r.work(large);
      assertTrue(ws <= PER_CHAR * small.length(), c[0] + ": work " + ws + " for " + small.length() + " chars");
      assertTrue(wl <= PER_CHAR * large.length(), c[0] + ": work " + wl + " for " + large.length() + " chars");
      assertTrue(wl <= 4.5 * ws + 1000, c[0] + ": work grew from " + ws + " to " + wl + " for 4x the line");
      assertTrue(r.scan(large).size() <= CodeRecognizer.MAX_HITS_PER_LINE);
    }));
  }

  @TestFactory
  Stream<DynamicTest> workStaysLinearOnTheFullCatalog() {
    if (TestCatalogs.jsonl().isEmpty() && CodeCatalogLoader.builtIn().size() == 0) {
      return Stream.empty();
    }
    CodeRecognizer r = TestCatalogs.full().recognizer();
    return lines().map(c -> DynamicTest.dynamicTest((String) c[0], () -> {
      @SuppressWarnings("unchecked")
      IntFunction<String> gen = (IntFunction<String>) c[1];
      String line = gen.apply(4 * N);
      long w = r.work(line);
      assertTrue(w <= PER_CHAR * line.length(), c[0] + ": work " + w + " for " + line.length() + " chars");
    }));
  }
}
