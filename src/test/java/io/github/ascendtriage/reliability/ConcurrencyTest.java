package io.github.ascendtriage.reliability;

import static io.github.ascendtriage.reliability.Fixtures.TRIAGE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.CaseBaseLoader;
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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One triage object shared by 8 threads gives exactly the answers of a sequential run: the same
 * records, field by field, for every case example, corpus sample and field-report log.
 */
class ConcurrencyTest {
  static final int THREADS = 8;
  static final int ROUNDS = 3;

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
        if (Files.isRegularFile(log)) {
          in.add(new Input(d.getFileName() + " (text)", Files.readString(log, StandardCharsets.UTF_8), null));
          in.add(new Input(d.getFileName() + " (dir)", null, d));
        }
      }
    }
  }

  @Test
  void eightThreadsSharingOneTriageAgreeWithASequentialRun() throws Exception {
    List<Input> inputs = inputs();
    assertTrue(inputs.size() >= 4, "too few inputs to stress: " + inputs.size());
    List<Diagnosis> expected = new ArrayList<>();
    for (Input i : inputs) {
      expected.add(i.run());
    }
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<List<String>>> fs = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int seed = t;
        Callable<List<String>> job =
            () -> {
              List<Integer> order = new ArrayList<>();
              for (int r = 0; r < ROUNDS; r++) {
                for (int k = 0; k < inputs.size(); k++) {
                  order.add(k);
                }
              }
              Collections.shuffle(order, new Random(seed));
              start.await();
              List<String> wrong = new ArrayList<>();
              for (int k : order) {
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
