package io.github.ascendtriage.internal.rootcause;

import static io.github.ascendtriage.internal.rootcause.PlogTree.A0;
import static io.github.ascendtriage.internal.rootcause.PlogTree.A1;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B2;
import static io.github.ascendtriage.internal.rootcause.PlogTree.B3;
import static io.github.ascendtriage.internal.rootcause.PlogTree.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's record of the task that failed first (slurm35): srun prints {@code srun: error: <host>: task
 * <n>: <how it ended>} for each task as it learns of its end, and signals the step only after a first bad exit
 * (SchedMD/slurm src/srun/launch.c {@code _task_finish}); Open MPI's mpirun names the rank whose end ended the job
 * (orte/tools/orterun/help-orterun.txt). Like torchrun's Root Cause entry it names the process that failed first,
 * on the host the line gives; never over a process's own earlier fault, and never as a rank its host's logs do not
 * hold (srun's task id is the rank only when it starts one task per rank). Hosts, times and pids are made up.
 */
class LauncherFirstTaskTest {
  private static final TreeTriage TRIAGE = TreeTriage.bare();
  /** torch_npu's watchdog (ProcessGroupHCCL.cpp; docs/log-formats.md 7.3): a wait that names no peer. */
  private static String waited(int rank) {
    return "[rank" + rank + "]:[E1205 10:40:01.404119023 ProcessGroupHCCL.cpp:1288] [Rank " + rank + "] Watchdog caught collective"
        + " operation timeout: WorkHCCL(SeqNum=311, OpType=ALLREDUCE, NumelIn=4096, NumelOut=4096, Timeout(ms)=900000) ran for"
        + " 900417 milliseconds before timing out.\n";
  }

  /** Ranks 0, 1 and 3 only waited, naming no peer, in srun's own output; srun's record follows. */
  private static void waitsInSrunsOutput(Path root, String launcherLines) throws IOException {
    write(root.resolve("slurm-4411.out"), waited(0) + waited(1) + waited(3) + launcherLines);
  }

  @Test
  void srunsFirstFailedTaskIsTheRootWhenTheWaitsNameNoOne(@TempDir Path root) throws IOException {
    waitsInSrunsOutput(root, "srun: error: b: task 2: Killed\nsrun: Terminating StepId=4411.0\n"
        + "srun: error: a: tasks 0-1: Exited with exit code 1\n");

    RootCause rc = TRIAGE.rootCause(root);

    assertEquals(1, rc.roots().size(), rc.toString());
    ProcessPlace p = rc.roots().get(0);
    assertEquals(Optional.of("b"), p.host(), rc.toString());
    assertEquals(OptionalInt.of(2), p.rank(), rc.toString());
    assertTrue(rc.reason().contains("srun: error: b: task 2: Killed"), rc.reason());
  }

  @Test
  void withoutTheLaunchersRecordTheSameWaitsNameNoRoot(@TempDir Path root) throws IOException {
    waitsInSrunsOutput(root, "srun: error: b: task 2: Terminated\n");

    Optional<RootCause> rc = TRIAGE.maybeRootCause(root);

    assertTrue(rc.isEmpty() || rc.get().roots().stream().noneMatch(p -> p.rank().equals(OptionalInt.of(2))), rc.toString());
  }

  @Test
  void openMpisRecordOfTheRankThatEndedTheJobIsTheRootLikewise(@TempDir Path root) throws IOException {
    waitsInSrunsOutput(root, "mpirun noticed that process rank 2 with PID 7321 on node b exited on signal 9 (Killed).\n");

    RootCause rc = TRIAGE.rootCause(root);

    assertEquals(Optional.of("b"), rc.roots().get(0).host(), rc.toString());
    assertEquals(OptionalInt.of(2), rc.roots().get(0).rank(), rc.toString());
  }

  /** Ranks 0, 1 and 3 wait on rank 2 in their plogs; srun, which started one torchrun per node, names node b as task 1. */
  @Test
  void aTaskIdThatIsNoRankOfItsHostLocatesNothingAndTheWaitsDecide(@TempDir Path root) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
    PlogTree.notifyTimeout(root, A0, "2", "10:39:00.000.000");
    PlogTree.notifyTimeout(root, A1, "2", "10:39:00.100.000");
    PlogTree.notifyTimeout(root, B3, "2", "10:39:00.200.000");
    write(root.resolve("a/slurm-4411.out"), "srun: error: b: task 1: Exited with exit code 1\n");

    RootCause rc = TRIAGE.rootCause(root);

    assertEquals(1, rc.roots().size(), rc.toString());
    assertEquals(Optional.of("b"), rc.roots().get(0).host(), rc.toString());
    assertEquals(OptionalInt.of(2), rc.roots().get(0).rank(), rc.toString());
  }

  /** CANN's AI Core error report in a debug plog (troubleshooting, "Symptoms of AI Core Errors"): a fault of the process's own. */
  private static void aicoreFault(Path root, PlogTree.Proc p, String time) throws IOException {
    String h = p.head("ERROR", time).replace("HCCL(", "RUNTIME(");
    write(p.debug(root), h + "ProcessStarsCoreErrorInfo:The error from device(chipId:0, dieId:0), serial number is 2, there is an"
        + " aicore error exception, core id is 11, error code = 0x800000\n"
        + h + "GetError:Aicore kernel execute failed, device_id=" + p.device() + ", stream_id=450, report_stream_id=2, task_id=442,"
        + " flip_num=0, fault kernel_name=matmul_1\n");
  }

  /**
   * srun prints a task's end when it learns of it, not when the task failed: rank 1 on a reported an AI Core fault of
   * its own a minute before rank 2 on b did, and srun names b's task 2 first (its process ended first). The earlier
   * own fault is the better evidence, so srun's record is passed over and rank 1 leads.
   */
  @Test
  void anEarlierOwnFaultElsewhereOutranksSrunsFirstEnd(@TempDir Path root) throws IOException {
    ProcessPlace first = firstRootOfTwoFaults(root, "10:05:00.000.000", "10:06:00.000.000");

    assertEquals(Optional.of("a"), first.host(), first.toString());
    assertEquals(OptionalInt.of(1), first.rank(), first.toString());
  }

  /** The same tree with rank 2's fault the earlier one: srun's record and the faults agree on b's rank 2. */
  @Test
  void srunsFirstEndStandsWhenItsOwnFaultIsTheEarliest(@TempDir Path root) throws IOException {
    ProcessPlace first = firstRootOfTwoFaults(root, "10:06:00.000.000", "10:05:00.000.000");

    assertEquals(Optional.of("b"), first.host(), first.toString());
    assertEquals(OptionalInt.of(2), first.rank(), first.toString());
  }

  /** Two hosts of two ranks; rank 1 (a) and rank 2 (b) fault at the times given; srun names b's task 2 as ended first. */
  private static ProcessPlace firstRootOfTwoFaults(Path root, String rank1At, String rank2At) throws IOException {
    PlogTree.initRootInfo(root, 4, A0, A1, B2, B3);
    aicoreFault(root, A1, rank1At);
    aicoreFault(root, B2, rank2At);
    write(root.resolve("a/slurm-4411.out"), "srun: error: b: task 2: Exited with exit code 1\nsrun: Terminating StepId=4411.0\n");
    return TRIAGE.rootCause(root).roots().get(0);
  }
}
