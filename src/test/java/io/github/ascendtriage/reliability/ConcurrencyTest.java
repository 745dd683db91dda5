package io.github.ascendtriage.reliability;

import static io.github.ascendtriage.reliability.Fixtures.TRIAGE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One triage object shared by 8 threads gives exactly the answers of a sequential run: the same
 * records, field by field, for every case example, corpus sample and field-report log.
 */
class ConcurrencyTest {
  static final int THREADS = 8;
  /** Each input is diagnosed this many times concurrently, by whichever threads pick it up. */
  static final int ROUNDS = 2;

  /** An input: pasted text, or a path (file or tree). */
  record Input(String name, String text, Path path) {
    Diagnosis run() throws IOException {
      return text != null ? TRIAGE.diagnose(text) : TRIAGE.diagnose(path);
    }
  }

  static List<Input> inputs() throws IOException {
    List<Input> in = new ArrayList<>();
    for (CaseDefinition c : CaseBaseLoader.load(true, List.of(), List.of()).cases()) {
      for (String ex : c.positiveExamples()) {
        in.add(new Input(c.id() + "+", ex, null));
      }
      for (String ex : c.negativeExamples()) {
        in.add(new Input(c.id() + "-", ex, null));
      }
    }
    addLogs(in, TestPaths.corpus());
    if (TestPaths.hasShared()) {
      addLogs(in, TestPaths.shared().resolve("field-reports"));
    }
    return in;
  }

  private static void addLogs(List<Input> in, Path root) throws IOException {
    if (!Files.isDirectory(root)) {
      return;
    }
    try (Stream<Path> s = Files.list(root)) {
      for (Path d : s.filter(Files::isDirectory).sorted().toList()) {
        Path log = d.resolve("input.log");
        Path tree = d.resolve("input");
        if (Files.isRegularFile(log)) {
          in.add(new Input(d.getFileName().toString(), Files.readString(log, StandardCharsets.UTF_8), null));
        } else if (Files.isDirectory(tree)) {
          in.add(new Input(d.getFileName() + "/input", null, tree));
        }
      }
    }
  }

  @Test
  void eightThreadsSharingOneTriageAgreeWithASequentialRun() throws Exception {
    List<Input> inputs = inputs();
    assertTrue(inputs.size() >= 20, "too few inputs to stress: " + inputs.size());
    List<Diagnosis> expected = new ArrayList<>();
    for (Input i : inputs) {
      expected.add(i.run());
    }
    List<Integer> work = new ArrayList<>();
    for (int r = 0; r < ROUNDS; r++) {
      for (int k = 0; k < inputs.size(); k++) {
        work.add(k);
      }
    }
    Collections.shuffle(work, new Random(42));
    AtomicInteger next = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<List<String>>> fs = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        Callable<List<String>> job =
            () -> {
              start.await(); // all threads start together, to overlap as much as possible
              List<String> wrong = new ArrayList<>();
              for (int w; (w = next.getAndIncrement()) < work.size(); ) {
                int k = work.get(w);
                Diagnosis d = inputs.get(k).run();
                if (!d.equals(expected.get(k))) {
                  wrong.add(inputs.get(k).name() + ": " + d + "\n  expected " + expected.get(k));
                }
              }
              return wrong;
            };
        fs.add(pool.submit(job));
      }
      start.countDown();
      List<String> wrong = new ArrayList<>();
      for (Future<List<String>> f : fs) {
        wrong.addAll(f.get());
      }
      assertEquals(List.of(), wrong);
    } finally {
      pool.shutdownNow();
    }
  }
}
