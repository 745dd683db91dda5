package io.github.ascendtriage.internal.rootcause.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The property of issue 36 that no single tree shows: for every kind of fault, the answer does not
 * depend on the order the files are read in, on what the host folders are called, or on how far
 * each host's clock is off. Each tree of the simulator's fixed seed is diagnosed as generated and
 * again after a {@link Perturbation} (other folder names in another order, every host's clock moved
 * by up to six hours, pids exchanged within each host); the roots, whether they are in the input,
 * the cycle and the cascades must be the same, hosts compared by which host they are. The chain
 * shown may differ: time only picks which waiter's chain is shown. Both answers must also be right
 * ({@link AnswerCheck}). Option: {@code -Dsim.invariancePerKind=N} trees a kind.
 */
class FailureTreeInvarianceTest {
  static final int PER_KIND = Integer.getInteger("sim.invariancePerKind", 16);

  @TempDir
  static Path tmp;

  private static AscendTriage triage;

  @BeforeAll
  static void build() {
    triage = AscendTriage.builder().builtInCases(false).threads(1).build();
  }

  @TestFactory
  Stream<DynamicTest> theAnswerDoesNotDependOnFileOrderHostNamesOrClocks() {
    return Stream.of(FaultKind.values()).map(k -> DynamicTest.dynamicTest(k.name(), () -> checkKind(k)));
  }

  private static void checkKind(FaultKind kind) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<String>> futures = new ArrayList<>();
      for (int i = 0; i < PER_KIND; i++) {
        long seed = Simulation.treeSeed(FailureTreeSimulatorTest.SEED, kind, i);
        Path dir = tmp.resolve(kind.name() + "-" + i);
        futures.add(pool.submit(() -> compare(kind, seed, dir)));
      }
      List<String> differ = new ArrayList<>();
      for (Future<String> f : futures) {
        if (!f.get().isEmpty()) {
          differ.add(f.get());
        }
      }
      assertEquals(List.of(), differ.stream().limit(5).toList(), kind + ": " + differ.size() + " of " + PER_KIND + " trees answered differently");
    } finally {
      pool.shutdownNow();
    }
  }

  /** Empty when the tree and its perturbed copy get the same right answer, else what differs. */
  private static String compare(FaultKind kind, long seed, Path dir) throws Exception {
    Files.createDirectories(dir);
    Simulation.Outcome plain = Simulation.run(triage, JobGenerator.generate(kind, seed), dir);
    SimJob job = JobGenerator.generate(kind, seed);
    Perturbation.apply(job, new Random(seed * 31 + 7));
    for (int h = 0; h < job.hosts.size(); h++) {
      if (job.hosts.get(h).skewMillis == plain.job().hosts.get(h).skewMillis) {
        return kind + ":" + seed + " host " + h + " kept its clock: the perturbation did not move it";
      }
    }
    Simulation.Outcome moved = Simulation.run(triage, job, dir);
    Files.delete(dir);
    String a = canonical(plain.job(), plain.answer());
    String b = canonical(moved.job(), moved.answer());
    if (a.equals(b) && plain.verdict().ok() && moved.verdict().ok()) {
      return "";
    }
    return kind + ":" + seed + " " + job.describe() + "\n      as generated: " + a + " (" + plain.verdict().describe() + ")"
        + "\n      perturbed:    " + b + " (" + moved.verdict().describe() + ")";
  }

  /** The answer with every host named by its index in the job: roots, cycle, cascades, as sets. */
  static String canonical(SimJob job, Optional<RootCause> answer) {
    if (answer.isEmpty()) {
      return "no root cause";
    }
    RootCause rc = answer.get();
    Set<String> roots = new TreeSet<>();
    rc.roots().forEach(p -> roots.add(place(job, p)));
    Set<String> cascades = new TreeSet<>();
    rc.cascadePlaces().forEach(p -> cascades.add(place(job, p)));
    return "roots " + roots + (rc.cycle() ? " (cycle)" : "") + (rc.known() ? "" : " (outside)") + ", cascades " + cascades;
  }

  private static String place(SimJob job, ProcessPlace p) {
    String host = p.host().map(h -> job.hosts.stream().filter(x -> x.name.equals(h)).map(x -> "host#" + x.index).findFirst()
        .orElse(h)).orElse("-");
    return (p.known() ? "" : "outside ") + host + " rank " + p.rank() + " device " + p.device()
        + p.address().map(a -> " at " + a).orElse("");
  }
}
