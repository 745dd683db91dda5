package io.github.ascendtriage.internal.rootcause.sim;

import io.github.ascendtriage.internal.rootcause.sim.SimJob.Host;
import io.github.ascendtriage.internal.rootcause.sim.SimJob.Proc;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * What must not change an answer, applied to a generated job before its tree is written: the host
 * folders get names of another style in another order (so the files are read in another order), each
 * host's clock moves by up to six hours either way, and the processes of a host exchange their pids
 * (so their files sort differently). The truth is untouched: who waits on whom and who failed.
 * Stateless.
 */
final class Perturbation {
  private Perturbation() {}

  private static final long SIX_HOURS = 6 * JobGenerator.HOUR;

  /** Rewrites {@code job}'s host names, clocks and pids, drawn from {@code rng}. */
  static void apply(SimJob job, Random rng) {
    int style = rng.nextInt(JobGenerator.HOST_STYLES);
    String jobId = Long.toHexString(0x80000000L + rng.nextInt(0x7000000));
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < job.hosts.size(); i++) {
      order.add(i);
    }
    Collections.shuffle(order, rng);
    for (Host h : job.hosts) {
      h.name = JobGenerator.hostName(style, order.get(h.index), h.serverIp, jobId);
      h.skewMillis += (long) ((rng.nextDouble() * 2 - 1) * SIX_HOURS);
      // whole processes exchange pids: the ranks of a process that drives several devices stay one
      List<Integer> pids = new ArrayList<>();
      h.procs.forEach(p -> {
        if (!pids.contains(p.pid)) {
          pids.add(p.pid);
        }
      });
      List<Integer> from = new ArrayList<>(pids);
      Collections.shuffle(pids, rng);
      for (int i = 0; i < h.procs.size(); i++) {
        Proc p = h.procs.get(i);
        int old = p.pid;
        p.pid = pids.get(from.indexOf(old));
        // a header that printed the process's own pid prints its new one; a shared one stays
        if (p.headerPid == old) {
          p.headerPid = p.pid;
        }
        if (p.runHeaderPid == old) {
          p.runHeaderPid = p.pid;
        }
      }
    }
    job.traits.add("perturbed:hosts-style-" + style);
  }
}
