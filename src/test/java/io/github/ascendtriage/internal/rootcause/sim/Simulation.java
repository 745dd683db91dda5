package io.github.ascendtriage.internal.rootcause.sim;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One simulated tree from seed to verdict: generate the job, write its tree, diagnose it through the
 * public API, check the answer against the truth. Also the dump mode: {@code main(outDir [seed])}
 * writes one tree per kind, each with a {@code TRUTH.txt}, so people can look at them. Stateless.
 */
final class Simulation {
  private Simulation() {}

  /** A job, the answer it got, and how the answer compares with its truth. */
  record Outcome(SimJob job, Optional<RootCause> answer, AnswerCheck.Verdict verdict) {}

  /** The seed of the {@code i}-th tree of a kind in a run seeded {@code seed}. */
  static long treeSeed(long seed, FaultKind kind, int i) {
    return seed * 1_000_003L + kind.ordinal() * 100_000L + i;
  }

  /** Generates, writes (into {@code dir}, which is emptied afterwards), diagnoses and checks one tree. */
  static Outcome run(AscendTriage triage, FaultKind kind, long treeSeed, Path dir) throws IOException {
    return run(triage, JobGenerator.generate(kind, treeSeed), dir);
  }

  /** Writes (into {@code dir}, which is emptied afterwards), diagnoses and checks one generated job. */
  static Outcome run(AscendTriage triage, SimJob job, Path dir) throws IOException {
    FaultKind kind = job.kind;
    long t0 = System.nanoTime();
    TreeWriter.write(job, dir);
    long t1 = System.nanoTime();
    try {
      Optional<RootCause> rc = triage.diagnose(dir).rootCause();
      if (Boolean.getBoolean("sim.timing")) {
        System.out.printf("timing %s %d ranks: write %.0f ms, diagnose %.0f ms%n", kind, job.procs.size(), (t1 - t0) / 1e6, (System.nanoTime() - t1) / 1e6);
      }
      return new Outcome(job, rc, AnswerCheck.check(job, rc));
    } finally {
      clear(dir);
    }
  }

  /** Writes one tree of {@code kind} into {@code dir} with its truth in {@code dir/TRUTH.txt}. */
  static SimJob dump(FaultKind kind, long treeSeed, Path dir) throws IOException {
    SimJob job = JobGenerator.generate(kind, treeSeed);
    TreeWriter.write(job, dir);
    StringBuilder b = new StringBuilder(job.describe()).append('\n');
    job.waitsOn.forEach((w, p) -> b.append("  ").append(w).append(" waits on ").append(p).append(p.host.present ? "" : " (host absent)").append('\n'));
    Files.writeString(dir.resolve("TRUTH.txt"), b, StandardCharsets.UTF_8);
    return job;
  }

  static void clear(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        if (!p.equals(dir)) {
          Files.delete(p);
        }
      }
    }
  }

  /**
   * Dump mode: {@code Simulation OUT_DIR [SEED]} writes {@code OUT_DIR/<kind>/} for every kind;
   * {@code Simulation OUT_DIR KIND:TREE_SEED} writes the one tree a test failure names.
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 1) {
      System.err.println("usage: Simulation OUT_DIR [SEED]");
      return;
    }
    if (args.length > 1 && args[1].contains(":")) {
      // one tree as the test reports it: KIND:TREE_SEED
      String[] ks = args[1].split(":", 2);
      Path d = Path.of(args[0]);
      Files.createDirectories(d);
      System.out.println(dump(FaultKind.valueOf(ks[0]), Long.parseLong(ks[1]), d).describe());
      return;
    }
    long seed = args.length > 1 ? Long.parseLong(args[1]) : FailureTreeSimulatorTest.SEED;
    for (FaultKind k : FaultKind.values()) {
      Path d = Path.of(args[0]).resolve(k.name().toLowerCase(java.util.Locale.ROOT));
      Files.createDirectories(d);
      System.out.println(dump(k, treeSeed(seed, k, 0), d).describe());
    }
  }
}
