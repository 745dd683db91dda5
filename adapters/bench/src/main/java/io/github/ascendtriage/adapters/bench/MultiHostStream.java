package io.github.ascendtriage.adapters.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The stream the adapter benchmarks read: {@link #LINES} lines of {@link #JOBS} jobs, each job a
 * corpus tree (four multi-host trees in turn) whose files are padded with ordinary progress lines
 * ({@link #NOISE} per real line, as a healthy job prints between its errors), the files of a job
 * and the jobs interleaved. Deterministic. Immutable once built.
 */
final class MultiHostStream {
  static final int LINES = 100_000;
  static final int JOBS = 128;
  static final int NOISE = 80;
  static final List<String> TREES =
      List.of("tree-port-bound-rank0", "tree-uce-rank5-cascade", "tree-heartbeat-lost-rank12", "tree-port-down-rank11");

  /** One line: its job, its file (relative to the job's log root) and its text. */
  record Line(String job, String file, String text) {}

  private MultiHostStream() {}

  static List<Line> build() {
    Path corpus = Path.of(System.getProperty("corpus.dir", "../../corpus"));
    List<List<Line>> jobs = new ArrayList<>();
    for (int j = 0; j < JOBS; j++) {
      jobs.add(job("job-" + j, corpus.resolve(TREES.get(j % TREES.size())).resolve("input")));
    }
    List<Line> out = new ArrayList<>(LINES);
    for (int i = 0; out.size() < LINES; i++) {
      for (List<Line> job : jobs) {
        if (out.size() < LINES) {
          out.add(job.get(i % job.size()));
        }
      }
    }
    return out;
  }

  private static List<Line> job(String job, Path root) {
    try {
      List<Path> files;
      try (Stream<Path> s = Files.walk(root)) {
        files = s.filter(Files::isRegularFile).sorted().toList();
      }
      List<List<String>> texts = new ArrayList<>();
      for (Path f : files) {
        texts.add(Files.readAllLines(f));
      }
      List<Line> out = new ArrayList<>();
      int longest = texts.stream().mapToInt(List::size).max().orElse(0);
      for (int i = 0; i < longest; i++) {
        for (int f = 0; f < files.size(); f++) {
          String name = root.relativize(files.get(f)).toString();
          for (int n = 0; n < NOISE; n++) {
            out.add(new Line(job, name, "[INFO] GE(4242,python3):2026-09-03-11:00:" + String.format("%02d", n % 60)
                + ".000.000 [graph_manager.cc:" + (100 + n) + "] step " + (i * NOISE + n) + " finished, loss 0." + n));
          }
          if (i < texts.get(f).size()) {
            out.add(new Line(job, name, texts.get(f).get(i)));
          }
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
